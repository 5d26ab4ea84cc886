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
    """

    weapon_skill: int
    strength: int
    speed: int
    ballistic_skill: int
    toughness: int
    wounds: int
    leadership: int | None | Unset = UNSET
    movement: int | None | Unset = UNSET

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

        umbra_turris_profile = cls(
            weapon_skill=weapon_skill,
            strength=strength,
            speed=speed,
            ballistic_skill=ballistic_skill,
            toughness=toughness,
            wounds=wounds,
            leadership=leadership,
            movement=movement,
        )

        return umbra_turris_profile
