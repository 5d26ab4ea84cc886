from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_order_entry import WalkaOrderEntry


T = TypeVar("T", bound="WalkaInitiativeOutcome")


@_attrs_define
class WalkaInitiativeOutcome:
    """
    Attributes:
        order (list[WalkaOrderEntry]): The turn order from round 2 on (round 1 too, if no surprise).
        round1_order (list[str]): Who acts in round 1, in order.
        round1_skipped (list[str]): Surprised: no turn in round 1.
    """

    order: list[WalkaOrderEntry]
    round1_order: list[str]
    round1_skipped: list[str]

    def to_dict(self) -> dict[str, Any]:
        order = []
        for order_item_data in self.order:
            order_item = order_item_data.to_dict()
            order.append(order_item)

        round1_order = self.round1_order

        round1_skipped = self.round1_skipped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "round1_order": round1_order,
                "round1_skipped": round1_skipped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_order_entry import WalkaOrderEntry  # noqa: PLC0415

        d = dict(src_dict)
        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = WalkaOrderEntry.from_dict(order_item_data)

            order.append(order_item)

        round1_order = cast(list[str], d.pop("round1_order"))

        round1_skipped = cast(list[str], d.pop("round1_skipped"))

        walka_initiative_outcome = cls(
            order=order,
            round1_order=round1_order,
            round1_skipped=round1_skipped,
        )

        return walka_initiative_outcome
