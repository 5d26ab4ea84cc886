from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaWoundsEncounterParams")


@_attrs_define
class WalkaWoundsEncounterParams:
    """
    Attributes:
        target (str): The wounded character.
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        taken (int): Damage taken (§8), doubled already on a critical.
        damage_type (WalkaDamageType): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        attacker (str | Unset): Optional: who dealt the damage, for the record (checked to be an active character). The
            wound's rules do not read it (§9).
        copy (int | Unset): Which copy of a repeated location (extra limbs), 1..20; 1 on a humanoid. Default: 1.
        critical (bool | Unset): A critical hit: the sensitive point (d2). Default: False.
    """

    target: str
    location: WalkaLocation
    taken: int
    damage_type: WalkaDamageType
    attacker: str | Unset = UNSET
    copy: int | Unset = 1
    critical: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        location: str = self.location

        taken = self.taken

        damage_type: str = self.damage_type

        attacker = self.attacker

        copy = self.copy

        critical = self.critical

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "location": location,
                "taken": taken,
                "damage_type": damage_type,
            }
        )
        if attacker is not UNSET:
            field_dict["attacker"] = attacker
        if copy is not UNSET:
            field_dict["copy"] = copy
        if critical is not UNSET:
            field_dict["critical"] = critical

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        location = check_walka_location(d.pop("location"))

        taken = d.pop("taken")

        damage_type = check_walka_damage_type(d.pop("damage_type"))

        attacker = d.pop("attacker", UNSET)

        copy = d.pop("copy", UNSET)

        critical = d.pop("critical", UNSET)

        walka_wounds_encounter_params = cls(
            target=target,
            location=location,
            taken=taken,
            damage_type=damage_type,
            attacker=attacker,
            copy=copy,
            critical=critical,
        )

        return walka_wounds_encounter_params
