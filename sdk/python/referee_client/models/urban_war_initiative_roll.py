from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarInitiativeRoll")


@_attrs_define
class UrbanWarInitiativeRoll:
    """
    Attributes:
        player_id (str):
        die (int):
        score (int):
    """

    player_id: str
    die: int
    score: int

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        die = self.die

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
                "die": die,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        die = d.pop("die")

        score = d.pop("score")

        urban_war_initiative_roll = cls(
            player_id=player_id,
            die=die,
            score=score,
        )

        return urban_war_initiative_roll
