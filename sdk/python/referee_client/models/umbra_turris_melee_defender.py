from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMeleeDefender")


@_attrs_define
class UmbraTurrisMeleeDefender:
    """
    Attributes:
        weapon_skill (int | Unset): Weapon skill (WS), 0-10: standard attacks, both sides. Alias: `WS`.
        toughness (int | Unset): Toughness (T), 0-10: force attacks (the defender) and shooting damage (the target).
            Alias: `T`.
        speed (int | Unset): Speed (Sp), 0-10: precise attacks, both sides. Alias: `Sp`.
        armour (int | Unset): Armour, 0-10: subtracted from standard and force damage (not below 0); precise attacks
            ignore it. Default: 0.
        wounds (int | Unset): Wounds (W) on the profile, 1-20: the starting wounds_remaining, used when wounds_remaining
            is not given. Alias: `W`.
        wounds_remaining (int | Unset): Wounds the model has left before this step, 0-20. Optional: with it (or W) the
            outcome reports wounds_after and out_of_action.
        ws (int | Unset): Alias of `weapon_skill`, the game's abbreviation: send one or the other, not both; where
            `weapon_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        sp (int | Unset): Alias of `speed`, the game's abbreviation: send one or the other, not both; where `speed` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    weapon_skill: int | Unset = UNSET
    toughness: int | Unset = UNSET
    speed: int | Unset = UNSET
    armour: int | Unset = 0
    wounds: int | Unset = UNSET
    wounds_remaining: int | Unset = UNSET
    ws: int | Unset = UNSET
    t: int | Unset = UNSET
    sp: int | Unset = UNSET
    w: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        weapon_skill = self.weapon_skill

        toughness = self.toughness

        speed = self.speed

        armour = self.armour

        wounds = self.wounds

        wounds_remaining = self.wounds_remaining

        ws = self.ws

        t = self.t

        sp = self.sp

        w = self.w

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if weapon_skill is not UNSET:
            field_dict["weapon_skill"] = weapon_skill
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if speed is not UNSET:
            field_dict["speed"] = speed
        if armour is not UNSET:
            field_dict["armour"] = armour
        if wounds is not UNSET:
            field_dict["wounds"] = wounds
        if wounds_remaining is not UNSET:
            field_dict["wounds_remaining"] = wounds_remaining
        if ws is not UNSET:
            field_dict["WS"] = ws
        if t is not UNSET:
            field_dict["T"] = t
        if sp is not UNSET:
            field_dict["Sp"] = sp
        if w is not UNSET:
            field_dict["W"] = w

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        weapon_skill = d.pop("weapon_skill", UNSET)

        toughness = d.pop("toughness", UNSET)

        speed = d.pop("speed", UNSET)

        armour = d.pop("armour", UNSET)

        wounds = d.pop("wounds", UNSET)

        wounds_remaining = d.pop("wounds_remaining", UNSET)

        ws = d.pop("WS", UNSET)

        t = d.pop("T", UNSET)

        sp = d.pop("Sp", UNSET)

        w = d.pop("W", UNSET)

        umbra_turris_melee_defender = cls(
            weapon_skill=weapon_skill,
            toughness=toughness,
            speed=speed,
            armour=armour,
            wounds=wounds,
            wounds_remaining=wounds_remaining,
            ws=ws,
            t=t,
            sp=sp,
            w=w,
        )

        return umbra_turris_melee_defender
