from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_activation_move import UrbanWarActivationMove, check_urban_war_activation_move

T = TypeVar("T", bound="UrbanWarMovementEncounterParams")


@_attrs_define
class UrbanWarMovementEncounterParams:
    """
    Attributes:
        action (UrbanWarActivationMove): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        distance_in (float): The move's length in inches.
    """

    action: UrbanWarActivationMove
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
        action = check_urban_war_activation_move(d.pop("action"))

        distance_in = d.pop("distance_in")

        urban_war_movement_encounter_params = cls(
            action=action,
            distance_in=distance_in,
        )

        return urban_war_movement_encounter_params
