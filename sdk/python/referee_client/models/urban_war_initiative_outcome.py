from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_initiative_roll import UrbanWarInitiativeRoll


T = TypeVar("T", bound="UrbanWarInitiativeOutcome")


@_attrs_define
class UrbanWarInitiativeOutcome:
    """
    Attributes:
        roll_rounds (list[list[UrbanWarInitiativeRoll]]): One entry per roll-off; ties roll again.
        winner (str):
        first_player (str):
    """

    roll_rounds: list[list[UrbanWarInitiativeRoll]]
    winner: str
    first_player: str

    def to_dict(self) -> dict[str, Any]:
        roll_rounds = []
        for roll_rounds_item_data in self.roll_rounds:
            roll_rounds_item = []
            for roll_rounds_item_item_data in roll_rounds_item_data:
                roll_rounds_item_item = roll_rounds_item_item_data.to_dict()
                roll_rounds_item.append(roll_rounds_item_item)

            roll_rounds.append(roll_rounds_item)

        winner = self.winner

        first_player = self.first_player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "roll_rounds": roll_rounds,
                "winner": winner,
                "first_player": first_player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_initiative_roll import UrbanWarInitiativeRoll  # noqa: PLC0415

        d = dict(src_dict)
        roll_rounds = []
        _roll_rounds = d.pop("roll_rounds")
        for roll_rounds_item_data in _roll_rounds:
            roll_rounds_item = []
            _roll_rounds_item = roll_rounds_item_data
            for roll_rounds_item_item_data in _roll_rounds_item:
                roll_rounds_item_item = UrbanWarInitiativeRoll.from_dict(roll_rounds_item_item_data)

                roll_rounds_item.append(roll_rounds_item_item)

            roll_rounds.append(roll_rounds_item)

        winner = d.pop("winner")

        first_player = d.pop("first_player")

        urban_war_initiative_outcome = cls(
            roll_rounds=roll_rounds,
            winner=winner,
            first_player=first_player,
        )

        return urban_war_initiative_outcome
