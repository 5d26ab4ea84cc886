from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarBreakOffEncounterParams")


@_attrs_define
class UrbanWarBreakOffEncounterParams:
    """
    Attributes:
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        fallback_target (str | Unset): The opponent it must attack on a failed test (default: the first engaged).
    """

    commander_in_range: bool | Unset = False
    fallback_target: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commander_in_range = self.commander_in_range

        fallback_target = self.fallback_target

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if fallback_target is not UNSET:
            field_dict["fallback_target"] = fallback_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commander_in_range = d.pop("commander_in_range", UNSET)

        fallback_target = d.pop("fallback_target", UNSET)

        urban_war_break_off_encounter_params = cls(
            commander_in_range=commander_in_range,
            fallback_target=fallback_target,
        )

        return urban_war_break_off_encounter_params
