from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisProfileEdit")


@_attrs_define
class UmbraTurrisProfileEdit:
    """
    Attributes:
        leadership (int | None | Unset): Leadership (Ld), 0-10: not used by these steps; kept for the table. Alias:
            `Ld`.
        movement (int | None | Unset): Movement in cm (M), 0-30: Charge range and moves are measured by the client.
            Alias: `M`.
        weapon_skill (int | Unset): Weapon skill (WS), 0-10: standard attacks, both sides. Alias: `WS`.
        strength (int | Unset): Strength (S), 0-10: force attacks, the attacker. Alias: `S`.
        speed (int | Unset): Speed (Sp), 0-10: precise attacks, both sides. Alias: `Sp`.
        ballistic_skill (int | Unset): Ballistic skill (BS), 0-10: the shooter's damage roll. Alias: `BS`.
        toughness (int | Unset): Toughness (T), 0-10: force attacks (the defender) and shooting damage (the target).
            Alias: `T`.
        wounds (int | Unset): Wounds (W) on the profile, 1-20: the starting wounds_remaining, used when wounds_remaining
            is not given. Alias: `W`.
        ld (int | None | Unset): Alias of `leadership`, the game's abbreviation: send one or the other, not both; where
            `leadership` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        m (int | None | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        ws (int | Unset): Alias of `weapon_skill`, the game's abbreviation: send one or the other, not both; where
            `weapon_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        s (int | Unset): Alias of `strength`, the game's abbreviation: send one or the other, not both; where `strength`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sp (int | Unset): Alias of `speed`, the game's abbreviation: send one or the other, not both; where `speed` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        bs (int | Unset): Alias of `ballistic_skill`, the game's abbreviation: send one or the other, not both; where
            `ballistic_skill` is required, the alias stands in for it (this schema's `required` names the long field).
            Prefer the long name.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    leadership: int | None | Unset = UNSET
    movement: int | None | Unset = UNSET
    weapon_skill: int | Unset = UNSET
    strength: int | Unset = UNSET
    speed: int | Unset = UNSET
    ballistic_skill: int | Unset = UNSET
    toughness: int | Unset = UNSET
    wounds: int | Unset = UNSET
    ld: int | None | Unset = UNSET
    m: int | None | Unset = UNSET
    ws: int | Unset = UNSET
    s: int | Unset = UNSET
    sp: int | Unset = UNSET
    bs: int | Unset = UNSET
    t: int | Unset = UNSET
    w: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        leadership: int | None | Unset
        if isinstance(self.leadership, Unset):
            leadership = UNSET
        else:
            leadership = self.leadership

        movement: int | None | Unset
        if isinstance(self.movement, Unset):
            movement = UNSET
        else:
            movement = self.movement

        weapon_skill = self.weapon_skill

        strength = self.strength

        speed = self.speed

        ballistic_skill = self.ballistic_skill

        toughness = self.toughness

        wounds = self.wounds

        ld: int | None | Unset
        if isinstance(self.ld, Unset):
            ld = UNSET
        else:
            ld = self.ld

        m: int | None | Unset
        if isinstance(self.m, Unset):
            m = UNSET
        else:
            m = self.m

        ws = self.ws

        s = self.s

        sp = self.sp

        bs = self.bs

        t = self.t

        w = self.w

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if leadership is not UNSET:
            field_dict["leadership"] = leadership
        if movement is not UNSET:
            field_dict["movement"] = movement
        if weapon_skill is not UNSET:
            field_dict["weapon_skill"] = weapon_skill
        if strength is not UNSET:
            field_dict["strength"] = strength
        if speed is not UNSET:
            field_dict["speed"] = speed
        if ballistic_skill is not UNSET:
            field_dict["ballistic_skill"] = ballistic_skill
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if wounds is not UNSET:
            field_dict["wounds"] = wounds
        if ld is not UNSET:
            field_dict["Ld"] = ld
        if m is not UNSET:
            field_dict["M"] = m
        if ws is not UNSET:
            field_dict["WS"] = ws
        if s is not UNSET:
            field_dict["S"] = s
        if sp is not UNSET:
            field_dict["Sp"] = sp
        if bs is not UNSET:
            field_dict["BS"] = bs
        if t is not UNSET:
            field_dict["T"] = t
        if w is not UNSET:
            field_dict["W"] = w

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_leadership(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        leadership = _parse_leadership(d.pop("leadership", UNSET))

        def _parse_movement(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        movement = _parse_movement(d.pop("movement", UNSET))

        weapon_skill = d.pop("weapon_skill", UNSET)

        strength = d.pop("strength", UNSET)

        speed = d.pop("speed", UNSET)

        ballistic_skill = d.pop("ballistic_skill", UNSET)

        toughness = d.pop("toughness", UNSET)

        wounds = d.pop("wounds", UNSET)

        def _parse_ld(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ld = _parse_ld(d.pop("Ld", UNSET))

        def _parse_m(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        m = _parse_m(d.pop("M", UNSET))

        ws = d.pop("WS", UNSET)

        s = d.pop("S", UNSET)

        sp = d.pop("Sp", UNSET)

        bs = d.pop("BS", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        umbra_turris_profile_edit = cls(
            leadership=leadership,
            movement=movement,
            weapon_skill=weapon_skill,
            strength=strength,
            speed=speed,
            ballistic_skill=ballistic_skill,
            toughness=toughness,
            wounds=wounds,
            ld=ld,
            m=m,
            ws=ws,
            s=s,
            sp=sp,
            bs=bs,
            t=t,
            w=w,
        )

        return umbra_turris_profile_edit
