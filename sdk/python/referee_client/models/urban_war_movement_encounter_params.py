from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_movement_encounter_params_action import (
    UrbanWarMovementEncounterParamsAction,
    check_urban_war_movement_encounter_params_action,
)

T = TypeVar("T", bound="UrbanWarMovementEncounterParams")


@_attrs_define
class UrbanWarMovementEncounterParams:
    """
    Attributes:
        action (UrbanWarMovementEncounterParamsAction): normal: the move of a move + shoot; run: the whole action;
            charge: the charge move (up to 2 x MV + CAL), then the melee step charges; break_off: after a passed break-off,
            the move away (up to MV + CAL), which ends the action.
        distance_in (float): The move's length in inches.
    """

    action: UrbanWarMovementEncounterParamsAction
    distance_in: float

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        distance_in = self.distance_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "distance_in": distance_in,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_urban_war_movement_encounter_params_action(d.pop("action"))

        distance_in = d.pop("distance_in")

        urban_war_movement_encounter_params = cls(
            action=action,
            distance_in=distance_in,
        )

        return urban_war_movement_encounter_params
