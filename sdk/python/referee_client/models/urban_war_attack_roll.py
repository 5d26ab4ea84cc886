from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarAttackRoll")


@_attrs_define
class UrbanWarAttackRoll:
    """
    Attributes:
        attack (int):
        die (int):
        total (int):
        hit (bool):
    """

    attack: int
    die: int
    total: int
    hit: bool

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        die = self.die

        total = self.total

        hit = self.hit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
                "die": die,
                "total": total,
                "hit": hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        die = d.pop("die")

        total = d.pop("total")

        hit = d.pop("hit")

        urban_war_attack_roll = cls(
            attack=attack,
            die=die,
            total=total,
            hit=hit,
        )

        return urban_war_attack_roll
