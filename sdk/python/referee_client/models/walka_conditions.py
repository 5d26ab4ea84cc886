from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_disabled_hand import WalkaDisabledHand


T = TypeVar("T", bound="WalkaConditions")


@_attrs_define
class WalkaConditions:
    """
    Attributes:
        prone (bool): Slipped on terrain (§11): crawl or stand up.
        hands_disabled (list[WalkaDisabledHand]): Hand critical effects (§9), until their wound heals.
        foot_effects (list[str]): Wounds with a foot effect: +1 AP per unit moved each (§9).
        eyes_lost (int):
        blind (bool):
    """

    prone: bool
    hands_disabled: list[WalkaDisabledHand]
    foot_effects: list[str]
    eyes_lost: int
    blind: bool

    def to_dict(self) -> dict[str, Any]:
        prone = self.prone

        hands_disabled = []
        for hands_disabled_item_data in self.hands_disabled:
            hands_disabled_item = hands_disabled_item_data.to_dict()
            hands_disabled.append(hands_disabled_item)

        foot_effects = self.foot_effects

        eyes_lost = self.eyes_lost

        blind = self.blind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prone": prone,
                "hands_disabled": hands_disabled,
                "foot_effects": foot_effects,
                "eyes_lost": eyes_lost,
                "blind": blind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_disabled_hand import WalkaDisabledHand  # noqa: PLC0415

        d = dict(src_dict)
        prone = d.pop("prone")

        hands_disabled = []
        _hands_disabled = d.pop("hands_disabled")
        for hands_disabled_item_data in _hands_disabled:
            hands_disabled_item = WalkaDisabledHand.from_dict(hands_disabled_item_data)

            hands_disabled.append(hands_disabled_item)

        foot_effects = cast(list[str], d.pop("foot_effects"))

        eyes_lost = d.pop("eyes_lost")

        blind = d.pop("blind")

        walka_conditions = cls(
            prone=prone,
            hands_disabled=hands_disabled,
            foot_effects=foot_effects,
            eyes_lost=eyes_lost,
            blind=blind,
        )

        return walka_conditions
