from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaQualityChange")


@_attrs_define
class WalkaQualityChange:
    """
    Attributes:
        item (str): The item's id or kind.
        kind (str): weapon, ammunition or armour_piece.
        from_ (int):
        to (int):
    """

    item: str
    kind: str
    from_: int
    to: int

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        kind = self.kind

        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "kind": kind,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        kind = d.pop("kind")

        from_ = d.pop("from")

        to = d.pop("to")

        walka_quality_change = cls(
            item=item,
            kind=kind,
            from_=from_,
            to=to,
        )

        return walka_quality_change
