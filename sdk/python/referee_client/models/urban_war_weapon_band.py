from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarWeaponBand")


@_attrs_define
class UrbanWarWeaponBand:
    """
    Attributes:
        hit_mod (int): Added to every hit roll at this band.
        strength (int): Strength of the damage roll at this band.
        shots (int | Unset): Hit rolls per action: shots, or attacks in the melee band (x2 = 2). Default: 1.
        damage_rolls (int | Unset): Damage rolls per successful hit (x2 on the strength = 2). Default: 1.
    """

    hit_mod: int
    strength: int
    shots: int | Unset = 1
    damage_rolls: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        hit_mod = self.hit_mod

        strength = self.strength

        shots = self.shots

        damage_rolls = self.damage_rolls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hit_mod": hit_mod,
                "strength": strength,
            }
        )
        if shots is not UNSET:
            field_dict["shots"] = shots
        if damage_rolls is not UNSET:
            field_dict["damage_rolls"] = damage_rolls

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hit_mod = d.pop("hit_mod")

        strength = d.pop("strength")

        shots = d.pop("shots", UNSET)

        damage_rolls = d.pop("damage_rolls", UNSET)

        urban_war_weapon_band = cls(
            hit_mod=hit_mod,
            strength=strength,
            shots=shots,
            damage_rolls=damage_rolls,
        )

        return urban_war_weapon_band
