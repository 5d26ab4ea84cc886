from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarMeleeEncounterParams")


@_attrs_define
class UrbanWarMeleeEncounterParams:
    """
    Attributes:
        target (str): The model attacked.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        charge (bool | Unset): The attacker charges into contact now. Default: False.
        charge_distance_in (float | Unset): The charge's length in inches.
        weapon (str | Unset): Attacker's weapon name (default: the first with a melee band; none: bare hands).
        target_weapon (str | Unset): Defender's weapon name (default as for the attacker).
        target_commander_in_range (bool | Unset): A friendly Commander is within 9 in of the defender. Default: False.
    """

    target: str
    commander_in_range: bool | Unset = False
    charge: bool | Unset = False
    charge_distance_in: float | Unset = UNSET
    weapon: str | Unset = UNSET
    target_weapon: str | Unset = UNSET
    target_commander_in_range: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        commander_in_range = self.commander_in_range

        charge = self.charge

        charge_distance_in = self.charge_distance_in

        weapon = self.weapon

        target_weapon = self.target_weapon

        target_commander_in_range = self.target_commander_in_range

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if charge is not UNSET:
            field_dict["charge"] = charge
        if charge_distance_in is not UNSET:
            field_dict["charge_distance_in"] = charge_distance_in
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if target_weapon is not UNSET:
            field_dict["target_weapon"] = target_weapon
        if target_commander_in_range is not UNSET:
            field_dict["target_commander_in_range"] = target_commander_in_range

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        commander_in_range = d.pop("commander_in_range", UNSET)

        charge = d.pop("charge", UNSET)

        charge_distance_in = d.pop("charge_distance_in", UNSET)

        weapon = d.pop("weapon", UNSET)

        target_weapon = d.pop("target_weapon", UNSET)

        target_commander_in_range = d.pop("target_commander_in_range", UNSET)

        urban_war_melee_encounter_params = cls(
            target=target,
            commander_in_range=commander_in_range,
            charge=charge,
            charge_distance_in=charge_distance_in,
            weapon=weapon,
            target_weapon=target_weapon,
            target_commander_in_range=target_commander_in_range,
        )

        return urban_war_melee_encounter_params
