from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_panic_test_encounter_params_trigger import (
    UrbanWarPanicTestEncounterParamsTrigger,
    check_urban_war_panic_test_encounter_params_trigger,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarPanicTestEncounterParams")


@_attrs_define
class UrbanWarPanicTestEncounterParams:
    """
    Attributes:
        model (str): The model that tests.
        trigger (UrbanWarPanicTestEncounterParamsTrigger): What caused the test.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
    """

    model: str
    trigger: UrbanWarPanicTestEncounterParamsTrigger
    commander_in_range: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        trigger: str = self.trigger

        commander_in_range = self.commander_in_range

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "trigger": trigger,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        trigger = check_urban_war_panic_test_encounter_params_trigger(d.pop("trigger"))

        commander_in_range = d.pop("commander_in_range", UNSET)

        urban_war_panic_test_encounter_params = cls(
            model=model,
            trigger=trigger,
            commander_in_range=commander_in_range,
        )

        return urban_war_panic_test_encounter_params
