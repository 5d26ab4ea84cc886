from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMeleeAttacker")


@_attrs_define
class UmbraTurrisMeleeAttacker:
    """
    Attributes:
        weapon_skill (int | Unset): Weapon skill (WS), 0-10: standard attacks, both sides. Alias: `WS`.
        strength (int | Unset): Strength (S), 0-10: force attacks, the attacker. Alias: `S`.
        speed (int | Unset): Speed (Sp), 0-10: precise attacks, both sides. Alias: `Sp`.
        weapon_modifier (int | Unset): The modifier of the weapon used, -5..+5, added by the attacker only (R7). No
            unarmed mode: pass the modifier you use. Default: 0.
    """

    weapon_skill: int | Unset = UNSET
    strength: int | Unset = UNSET
    speed: int | Unset = UNSET
    weapon_modifier: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        weapon_skill = self.weapon_skill

        strength = self.strength

        speed = self.speed

        weapon_modifier = self.weapon_modifier

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if weapon_skill is not UNSET:
            field_dict["weapon_skill"] = weapon_skill
        if strength is not UNSET:
            field_dict["strength"] = strength
        if speed is not UNSET:
            field_dict["speed"] = speed
        if weapon_modifier is not UNSET:
            field_dict["weapon_modifier"] = weapon_modifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        weapon_skill = d.pop("weapon_skill", UNSET)

        strength = d.pop("strength", UNSET)

        speed = d.pop("speed", UNSET)

        weapon_modifier = d.pop("weapon_modifier", UNSET)

        umbra_turris_melee_attacker = cls(
            weapon_skill=weapon_skill,
            strength=strength,
            speed=speed,
            weapon_modifier=weapon_modifier,
        )

        return umbra_turris_melee_attacker
