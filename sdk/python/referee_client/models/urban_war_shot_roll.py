from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarShotRoll")


@_attrs_define
class UrbanWarShotRoll:
    """
    Attributes:
        shot (int):
        die (int):
        total (int):
        hit (bool):
    """

    shot: int
    die: int
    total: int
    hit: bool

    def to_dict(self) -> dict[str, Any]:
        shot = self.shot

        die = self.die

        total = self.total

        hit = self.hit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shot": shot,
                "die": die,
                "total": total,
                "hit": hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shot = d.pop("shot")

        die = d.pop("die")

        total = d.pop("total")

        hit = d.pop("hit")

        urban_war_shot_roll = cls(
            shot=shot,
            die=die,
            total=total,
            hit=hit,
        )

        return urban_war_shot_roll
