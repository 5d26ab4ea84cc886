from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarDamageRoll")


@_attrs_define
class UrbanWarDamageRoll:
    """
    Attributes:
        hit (int):
        roll (int):
        die (int):
        total (int):
        wound (bool):
    """

    hit: int
    roll: int
    die: int
    total: int
    wound: bool

    def to_dict(self) -> dict[str, Any]:
        hit = self.hit

        roll = self.roll

        die = self.die

        total = self.total

        wound = self.wound

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hit": hit,
                "roll": roll,
                "die": die,
                "total": total,
                "wound": wound,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hit = d.pop("hit")

        roll = d.pop("roll")

        die = d.pop("die")

        total = d.pop("total")

        wound = d.pop("wound")

        urban_war_damage_roll = cls(
            hit=hit,
            roll=roll,
            die=die,
            total=total,
            wound=wound,
        )

        return urban_war_damage_roll
