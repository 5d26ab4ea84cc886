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
        ws (int | Unset): Alias of `weapon_skill`, the game's abbreviation: send one or the other, not both; where
            `weapon_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        s (int | Unset): Alias of `strength`, the game's abbreviation: send one or the other, not both; where `strength`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sp (int | Unset): Alias of `speed`, the game's abbreviation: send one or the other, not both; where `speed` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    weapon_skill: int | Unset = UNSET
    strength: int | Unset = UNSET
    speed: int | Unset = UNSET
    weapon_modifier: int | Unset = 0
    ws: int | Unset = UNSET
    s: int | Unset = UNSET
    sp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        weapon_skill = self.weapon_skill

        strength = self.strength

        speed = self.speed

        weapon_modifier = self.weapon_modifier

        ws = self.ws

        s = self.s

        sp = self.sp

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
        if ws is not UNSET:
            field_dict["WS"] = ws
        if s is not UNSET:
            field_dict["S"] = s
        if sp is not UNSET:
            field_dict["Sp"] = sp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        weapon_skill = d.pop("weapon_skill", UNSET)

        strength = d.pop("strength", UNSET)

        speed = d.pop("speed", UNSET)

        weapon_modifier = d.pop("weapon_modifier", UNSET)

        ws = d.pop("WS", UNSET)

        s = d.pop("S", UNSET)

        sp = d.pop("Sp", UNSET)

        umbra_turris_melee_attacker = cls(
            weapon_skill=weapon_skill,
            strength=strength,
            speed=speed,
            weapon_modifier=weapon_modifier,
            ws=ws,
            s=s,
            sp=sp,
        )

        return umbra_turris_melee_attacker
