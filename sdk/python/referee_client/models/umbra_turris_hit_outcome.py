from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisHitOutcome")


@_attrs_define
class UmbraTurrisHitOutcome:
    """
    Attributes:
        distance_cm (float): Echoed.
        base (int): floor(distance_cm / 10), at least 1 by default (R8, R10).
        aim_levels (int): Echoed: shooting/damage must use the same value.
        required (int): base + aim_levels.
        effective_target (int): The roll needed, max(2, required): a 1 always fails.
        roll (int): The shooter's d6.
        hit (bool):
    """

    distance_cm: float
    base: int
    aim_levels: int
    required: int
    effective_target: int
    roll: int
    hit: bool

    def to_dict(self) -> dict[str, Any]:
        distance_cm = self.distance_cm

        base = self.base

        aim_levels = self.aim_levels

        required = self.required

        effective_target = self.effective_target

        roll = self.roll

        hit = self.hit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance_cm": distance_cm,
                "base": base,
                "aim_levels": aim_levels,
                "required": required,
                "effective_target": effective_target,
                "roll": roll,
                "hit": hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distance_cm = d.pop("distance_cm")

        base = d.pop("base")

        aim_levels = d.pop("aim_levels")

        required = d.pop("required")

        effective_target = d.pop("effective_target")

        roll = d.pop("roll")

        hit = d.pop("hit")

        umbra_turris_hit_outcome = cls(
            distance_cm=distance_cm,
            base=base,
            aim_levels=aim_levels,
            required=required,
            effective_target=effective_target,
            roll=roll,
            hit=hit,
        )

        return umbra_turris_hit_outcome
