from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisDamageEncounterParams")


@_attrs_define
class UmbraTurrisDamageEncounterParams:
    """
    Attributes:
        shooter (str): The shooter of the pending hit.
        target (str): Its target.
        target_in_contact (bool | Unset): The target touches terrain or another character: -1 BS. Always applied when
            the target is in melee. Default: False.
        target_in_terrain (bool | Unset): The target stands within terrain: -2 BS. Default: False.
        through_terrain (bool | Unset): The shot passes through terrain: -3 BS (see config). Default: False.
    """

    shooter: str
    target: str
    target_in_contact: bool | Unset = False
    target_in_terrain: bool | Unset = False
    through_terrain: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        shooter = self.shooter

        target = self.target

        target_in_contact = self.target_in_contact

        target_in_terrain = self.target_in_terrain

        through_terrain = self.through_terrain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooter": shooter,
                "target": target,
            }
        )
        if target_in_contact is not UNSET:
            field_dict["target_in_contact"] = target_in_contact
        if target_in_terrain is not UNSET:
            field_dict["target_in_terrain"] = target_in_terrain
        if through_terrain is not UNSET:
            field_dict["through_terrain"] = through_terrain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shooter = d.pop("shooter")

        target = d.pop("target")

        target_in_contact = d.pop("target_in_contact", UNSET)

        target_in_terrain = d.pop("target_in_terrain", UNSET)

        through_terrain = d.pop("through_terrain", UNSET)

        umbra_turris_damage_encounter_params = cls(
            shooter=shooter,
            target=target,
            target_in_contact=target_in_contact,
            target_in_terrain=target_in_terrain,
            through_terrain=through_terrain,
        )

        return umbra_turris_damage_encounter_params
