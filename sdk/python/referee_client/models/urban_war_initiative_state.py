from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.roll import Roll


T = TypeVar("T", bound="UrbanWarInitiativeState")


@_attrs_define
class UrbanWarInitiativeState:
    """
    Attributes:
        rolls (list[Roll]): Its dice in the order drawn, as the initiative step's rolls.
        winner (str):
        first_player (str):
    """

    rolls: list[Roll]
    winner: str
    first_player: str

    def to_dict(self) -> dict[str, Any]:
        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        winner = self.winner

        first_player = self.first_player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rolls": rolls,
                "winner": winner,
                "first_player": first_player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll import Roll  # noqa: PLC0415

        d = dict(src_dict)
        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = Roll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        winner = d.pop("winner")

        first_player = d.pop("first_player")

        urban_war_initiative_state = cls(
            rolls=rolls,
            winner=winner,
            first_player=first_player,
        )

        return urban_war_initiative_state
