from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisShootingEncounterParams")


@_attrs_define
class UmbraTurrisShootingEncounterParams:
    """
    Attributes:
        shooter (str): The model that shoots (it needs a ranged weapon). Refused (409, naming the pending shot) while a
            hit awaits its damage roll (one at a time, §12).
        target (str): The enemy shot at.
        distance_cm (float): Distance to the target in cm, measured by the client; fractions are truncated by the tens
            (69.9 cm is 60-69 cm). 70 cm or more is out of range (rejected).
        target_in_contact (bool | Unset): The target touches terrain or another character: -1 BS. Always applied when
            the target is in melee. Default: False.
        target_in_terrain (bool | Unset): The target stands within terrain: -2 BS. Default: False.
        through_terrain (bool | Unset): The shot passes through terrain: -3 BS (see config). Default: False.
        aim_levels (int | Unset): Aiming levels: each makes Hitting 1 harder (as if 10 cm further) and gives +1 BS and
            +1 damage (R9). Aiming that needs more than 6 to hit is rejected. Default: 0.
    """

    shooter: str
    target: str
    distance_cm: float
    target_in_contact: bool | Unset = False
    target_in_terrain: bool | Unset = False
    through_terrain: bool | Unset = False
    aim_levels: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        shooter = self.shooter

        target = self.target

        distance_cm = self.distance_cm

        target_in_contact = self.target_in_contact

        target_in_terrain = self.target_in_terrain

        through_terrain = self.through_terrain

        aim_levels = self.aim_levels

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooter": shooter,
                "target": target,
                "distance_cm": distance_cm,
            }
        )
        if target_in_contact is not UNSET:
            field_dict["target_in_contact"] = target_in_contact
        if target_in_terrain is not UNSET:
            field_dict["target_in_terrain"] = target_in_terrain
        if through_terrain is not UNSET:
            field_dict["through_terrain"] = through_terrain
        if aim_levels is not UNSET:
            field_dict["aim_levels"] = aim_levels

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shooter = d.pop("shooter")

        target = d.pop("target")

        distance_cm = d.pop("distance_cm")

        target_in_contact = d.pop("target_in_contact", UNSET)

        target_in_terrain = d.pop("target_in_terrain", UNSET)

        through_terrain = d.pop("through_terrain", UNSET)

        aim_levels = d.pop("aim_levels", UNSET)

        umbra_turris_shooting_encounter_params = cls(
            shooter=shooter,
            target=target,
            distance_cm=distance_cm,
            target_in_contact=target_in_contact,
            target_in_terrain=target_in_terrain,
            through_terrain=through_terrain,
            aim_levels=aim_levels,
        )

        return umbra_turris_shooting_encounter_params
