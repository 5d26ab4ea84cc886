from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarSetupRoll")


@_attrs_define
class UrbanWarSetupRoll:
    """
    Attributes:
        winner (str): Chooses the sides.
        deploys_first (str):
    """

    winner: str
    deploys_first: str

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        deploys_first = self.deploys_first

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "deploys_first": deploys_first,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        deploys_first = d.pop("deploys_first")

        urban_war_setup_roll = cls(
            winner=winner,
            deploys_first=deploys_first,
        )

        return urban_war_setup_roll
