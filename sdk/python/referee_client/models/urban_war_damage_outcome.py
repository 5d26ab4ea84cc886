from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_damage_roll import UrbanWarDamageRoll


T = TypeVar("T", bound="UrbanWarDamageOutcome")


@_attrs_define
class UrbanWarDamageOutcome:
    """
    Attributes:
        toughness (int): The toughness used, Battleshield included.
        modifier (int):
        rolls (list[UrbanWarDamageRoll]):
        wounds (int):
    """

    toughness: int
    modifier: int
    rolls: list[UrbanWarDamageRoll]
    wounds: int

    def to_dict(self) -> dict[str, Any]:
        toughness = self.toughness

        modifier = self.modifier

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        wounds = self.wounds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "toughness": toughness,
                "modifier": modifier,
                "rolls": rolls,
                "wounds": wounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_damage_roll import UrbanWarDamageRoll  # noqa: PLC0415

        d = dict(src_dict)
        toughness = d.pop("toughness")

        modifier = d.pop("modifier")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = UrbanWarDamageRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        wounds = d.pop("wounds")

        urban_war_damage_outcome = cls(
            toughness=toughness,
            modifier=modifier,
            rolls=rolls,
            wounds=wounds,
        )

        return urban_war_damage_outcome
