from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_panic_trigger import UrbanWarPanicTrigger, check_urban_war_panic_trigger
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarPanicTestEncounterParams")


@_attrs_define
class UrbanWarPanicTestEncounterParams:
    """
    Attributes:
        model (str): The model that tests.
        trigger (UrbanWarPanicTrigger): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests in this step (rally,
            target selection, break off, interrupt, a lost melee's panic test), at most 10. Only what the rules do not name:
            the Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the
            request's facts, and a modifier naming them is refused. Together at most ±10.
    """

    model: str
    trigger: UrbanWarPanicTrigger
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        trigger: str = self.trigger

        commander_in_range = self.commander_in_range

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "trigger": trigger,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        model = d.pop("model")

        trigger = check_urban_war_panic_trigger(d.pop("trigger"))

        commander_in_range = d.pop("commander_in_range", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        urban_war_panic_test_encounter_params = cls(
            model=model,
            trigger=trigger,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
        )

        return urban_war_panic_test_encounter_params
