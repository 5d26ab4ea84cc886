from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisEquipmentEdit")


@_attrs_define
class UmbraTurrisEquipmentEdit:
    """
    Attributes:
        weapon_modifier (int | Unset): The melee weapon's modifier, -5..+5, added by the attacker only (R7). Default 0.
        armour (int | Unset): Armour, 0-10: subtracted from standard and force damage; precise attacks and shooting
            ignore it. Default 0.
        has_shield (bool | Unset): Carries a shield: it may block before Parrying, only without an Action Die.
        weapon_damage (int | None | Unset): The ranged weapon's damage, 1-10 (a bow deals 1); null (default): no ranged
            weapon, the model cannot shoot.
    """

    weapon_modifier: int | Unset = UNSET
    armour: int | Unset = UNSET
    has_shield: bool | Unset = UNSET
    weapon_damage: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        weapon_modifier = self.weapon_modifier

        armour = self.armour

        has_shield = self.has_shield

        weapon_damage: int | None | Unset
        if isinstance(self.weapon_damage, Unset):
            weapon_damage = UNSET
        else:
            weapon_damage = self.weapon_damage

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if weapon_modifier is not UNSET:
            field_dict["weapon_modifier"] = weapon_modifier
        if armour is not UNSET:
            field_dict["armour"] = armour
        if has_shield is not UNSET:
            field_dict["has_shield"] = has_shield
        if weapon_damage is not UNSET:
            field_dict["weapon_damage"] = weapon_damage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        weapon_modifier = d.pop("weapon_modifier", UNSET)

        armour = d.pop("armour", UNSET)

        has_shield = d.pop("has_shield", UNSET)

        def _parse_weapon_damage(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        weapon_damage = _parse_weapon_damage(d.pop("weapon_damage", UNSET))

        umbra_turris_equipment_edit = cls(
            weapon_modifier=weapon_modifier,
            armour=armour,
            has_shield=has_shield,
            weapon_damage=weapon_damage,
        )

        return umbra_turris_equipment_edit
