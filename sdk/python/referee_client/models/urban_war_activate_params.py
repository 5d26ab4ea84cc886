from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarActivateParams")


@_attrs_define
class UrbanWarActivateParams:
    """
    Attributes:
        model (str): The model to activate (or that takes a reaction).
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests in this step (rally,
            target selection, break off, interrupt, a lost melee's panic test), at most 10. Only what the rules do not name:
            the Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the
            request's facts, and a modifier naming them is refused. Together at most ±10.
        reaction (bool | Unset): A reaction action right after its own action (CAL per game). Default: False.
        rally_attempt (bool | Unset): reaction only: false to keep a panic token without testing. Default: True.
    """

    model: str
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    reaction: bool | Unset = False
    rally_attempt: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        commander_in_range = self.commander_in_range

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

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
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if rally_attempt is not UNSET:
            field_dict["rally_attempt"] = rally_attempt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        model = d.pop("model")

        commander_in_range = d.pop("commander_in_range", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        reaction = d.pop("reaction", UNSET)

        rally_attempt = d.pop("rally_attempt", UNSET)

        urban_war_activate_params = cls(
            model=model,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            reaction=reaction,
            rally_attempt=rally_attempt,
        )

        return urban_war_activate_params
