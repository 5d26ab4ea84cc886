from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_damage_kind import WalkaDamageKind, check_walka_damage_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaDamageEncounterParams")


@_attrs_define
class WalkaDamageEncounterParams:
    """
    Attributes:
        attacker (str): The attacking character: weapon, ammunition, STR from the state.
        target (str): The character hit: NAC, HP, armour from the state.
        damage_type (WalkaDamageType): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        weapon (str | Unset): The weapon that hit (default as for attack).
        unarmed (bool | Unset): An unarmed hit: no weapon, no Quality. Default: False.
        ammunition (str | Unset): shot: the ammunition (default the first of the character's).
        attack_kind (WalkaDamageKind | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        copy (int | Unset): Which copy of a repeated location (extra limbs), 1..20; 1 on a humanoid. Default: 1.
        critical (bool | Unset): A critical hit (§7): damage taken x2. Default: False.
    """

    attacker: str
    target: str
    damage_type: WalkaDamageType
    location: WalkaLocation
    weapon: str | Unset = UNSET
    unarmed: bool | Unset = False
    ammunition: str | Unset = UNSET
    attack_kind: WalkaDamageKind | Unset = UNSET
    copy: int | Unset = 1
    critical: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        target = self.target

        damage_type: str = self.damage_type

        location: str = self.location

        weapon = self.weapon

        unarmed = self.unarmed

        ammunition = self.ammunition

        attack_kind: str | Unset = UNSET
        if not isinstance(self.attack_kind, Unset):
            attack_kind = self.attack_kind

        copy = self.copy

        critical = self.critical

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "target": target,
                "damage_type": damage_type,
                "location": location,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if unarmed is not UNSET:
            field_dict["unarmed"] = unarmed
        if ammunition is not UNSET:
            field_dict["ammunition"] = ammunition
        if attack_kind is not UNSET:
            field_dict["attack_kind"] = attack_kind
        if copy is not UNSET:
            field_dict["copy"] = copy
        if critical is not UNSET:
            field_dict["critical"] = critical

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        target = d.pop("target")

        damage_type = check_walka_damage_type(d.pop("damage_type"))

        location = check_walka_location(d.pop("location"))

        weapon = d.pop("weapon", UNSET)

        unarmed = d.pop("unarmed", UNSET)

        ammunition = d.pop("ammunition", UNSET)

        _attack_kind = d.pop("attack_kind", UNSET)
        attack_kind: WalkaDamageKind | Unset
        if isinstance(_attack_kind, Unset):
            attack_kind = UNSET
        else:
            attack_kind = check_walka_damage_kind(_attack_kind)

        copy = d.pop("copy", UNSET)

        critical = d.pop("critical", UNSET)

        walka_damage_encounter_params = cls(
            attacker=attacker,
            target=target,
            damage_type=damage_type,
            location=location,
            weapon=weapon,
            unarmed=unarmed,
            ammunition=ammunition,
            attack_kind=attack_kind,
            copy=copy,
            critical=critical,
        )

        return walka_damage_encounter_params
