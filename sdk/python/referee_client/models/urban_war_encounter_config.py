from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_order import UrbanWarOrder, check_urban_war_order
from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarEncounterConfig")


@_attrs_define
class UrbanWarEncounterConfig:
    """
    Attributes:
        natural_1_10 (bool | Unset): A natural 1 always fails and a natural 10 always succeeds on hit and damage rolls.
            Default: True.
        melee_weapon_hit_mod (bool | Unset): Add the melee band's hit modifier to melee hit rolls (§6.11). Default:
            False.
        heavy_armour_in_melee (bool | Unset): Heavy Armour saves also in melee (§6.8). Default: True.
        break_off_free_strike (bool | Unset): Opponents get a free strike at a model that breaks off (§6.15). Default:
            True.
        default_order (UrbanWarOrder | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
    """

    natural_1_10: bool | Unset = True
    melee_weapon_hit_mod: bool | Unset = False
    heavy_armour_in_melee: bool | Unset = True
    break_off_free_strike: bool | Unset = True
    default_order: UrbanWarOrder | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        natural_1_10 = self.natural_1_10

        melee_weapon_hit_mod = self.melee_weapon_hit_mod

        heavy_armour_in_melee = self.heavy_armour_in_melee

        break_off_free_strike = self.break_off_free_strike

        default_order: str | Unset = UNSET
        if not isinstance(self.default_order, Unset):
            default_order = self.default_order

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if natural_1_10 is not UNSET:
            field_dict["natural_1_10"] = natural_1_10
        if melee_weapon_hit_mod is not UNSET:
            field_dict["melee_weapon_hit_mod"] = melee_weapon_hit_mod
        if heavy_armour_in_melee is not UNSET:
            field_dict["heavy_armour_in_melee"] = heavy_armour_in_melee
        if break_off_free_strike is not UNSET:
            field_dict["break_off_free_strike"] = break_off_free_strike
        if default_order is not UNSET:
            field_dict["default_order"] = default_order

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        natural_1_10 = d.pop("natural_1_10", UNSET)

        melee_weapon_hit_mod = d.pop("melee_weapon_hit_mod", UNSET)

        heavy_armour_in_melee = d.pop("heavy_armour_in_melee", UNSET)

        break_off_free_strike = d.pop("break_off_free_strike", UNSET)

        _default_order = d.pop("default_order", UNSET)
        default_order: UrbanWarOrder | Unset
        if isinstance(_default_order, Unset):
            default_order = UNSET
        else:
            default_order = check_urban_war_order(_default_order)

        urban_war_encounter_config = cls(
            natural_1_10=natural_1_10,
            melee_weapon_hit_mod=melee_weapon_hit_mod,
            heavy_armour_in_melee=heavy_armour_in_melee,
            break_off_free_strike=break_off_free_strike,
            default_order=default_order,
        )

        return urban_war_encounter_config
