from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarActivateParams")


@_attrs_define
class UrbanWarActivateParams:
    """
    Attributes:
        model (str): The model to activate (or that takes a reaction).
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        reaction (bool | Unset): A reaction action right after its own action (CAL per game). Default: False.
        rally_attempt (bool | Unset): reaction only: false to keep a panic token without testing. Default: True.
    """

    model: str
    commander_in_range: bool | Unset = False
    reaction: bool | Unset = False
    rally_attempt: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        commander_in_range = self.commander_in_range

        reaction = self.reaction

        rally_attempt = self.rally_attempt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if rally_attempt is not UNSET:
            field_dict["rally_attempt"] = rally_attempt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        commander_in_range = d.pop("commander_in_range", UNSET)

        reaction = d.pop("reaction", UNSET)

        rally_attempt = d.pop("rally_attempt", UNSET)

        urban_war_activate_params = cls(
            model=model,
            commander_in_range=commander_in_range,
            reaction=reaction,
            rally_attempt=rally_attempt,
        )

        return urban_war_activate_params
