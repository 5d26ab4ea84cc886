from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisProfile")


@_attrs_define
class UmbraTurrisProfile:
    """
    Attributes:
        weapon_skill (int): Weapon skill (WS), 0-10: standard attacks, both sides. Alias: `WS`.
        strength (int): Strength (S), 0-10: force attacks, the attacker. Alias: `S`.
        speed (int): Speed (Sp), 0-10: precise attacks, both sides. Alias: `Sp`.
        ballistic_skill (int): Ballistic skill (BS), 0-10: the shooter's damage roll. Alias: `BS`.
        toughness (int): Toughness (T), 0-10: force attacks (the defender) and shooting damage (the target). Alias: `T`.
        wounds (int): Wounds (W) on the profile, 1-20: the starting wounds_remaining, used when wounds_remaining is not
            given. Alias: `W`.
        leadership (int | None | Unset): Leadership (Ld), 0-10: not used by these steps; kept for the table. Alias:
            `Ld`.
        movement (int | None | Unset): Movement in cm (M), 0-30: Charge range and moves are measured by the client.
            Alias: `M`.
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

    weapon_skill: int
    strength: int
    speed: int
    ballistic_skill: int
    toughness: int
    wounds: int
    leadership: int | None | Unset = UNSET
    movement: int | None | Unset = UNSET
    ld: int | None | Unset = UNSET
    m: int | None | Unset = UNSET
    ws: int | Unset = UNSET
    s: int | Unset = UNSET
    sp: int | Unset = UNSET
    bs: int | Unset = UNSET
    t: int | Unset = UNSET
    w: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        weapon_skill = self.weapon_skill

        strength = self.strength

        speed = self.speed

        ballistic_skill = self.ballistic_skill

        toughness = self.toughness

        wounds = self.wounds

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

        field_dict.update(
            {
                "weapon_skill": weapon_skill,
                "strength": strength,
                "speed": speed,
                "ballistic_skill": ballistic_skill,
                "toughness": toughness,
                "wounds": wounds,
            }
        )
        if leadership is not UNSET:
            field_dict["leadership"] = leadership
        if movement is not UNSET:
            field_dict["movement"] = movement
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
        weapon_skill = d.pop("weapon_skill")

        strength = d.pop("strength")

        speed = d.pop("speed")

        ballistic_skill = d.pop("ballistic_skill")

        toughness = d.pop("toughness")

        wounds = d.pop("wounds")

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

        umbra_turris_profile = cls(
            weapon_skill=weapon_skill,
            strength=strength,
            speed=speed,
            ballistic_skill=ballistic_skill,
            toughness=toughness,
            wounds=wounds,
            leadership=leadership,
            movement=movement,
            ld=ld,
            m=m,
            ws=ws,
            s=s,
            sp=sp,
            bs=bs,
            t=t,
            w=w,
        )

        return umbra_turris_profile
