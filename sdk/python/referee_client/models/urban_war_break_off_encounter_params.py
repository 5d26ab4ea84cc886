from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarBreakOffEncounterParams")


@_attrs_define
class UrbanWarBreakOffEncounterParams:
    """
    Attributes:
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests in this step (rally,
            target selection, break off, interrupt, a lost melee's panic test), at most 10. Only what the rules do not name:
            the Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the
            request's facts, and a modifier naming them is refused. Together at most ±10.
        target_commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the other
            model (the defender, the interrupted model, the opponent attacked on a failed break-off). That model's side's
            claim: the acting side may not send it (403 not_your_claim); the other side adds it when it accepts a proposal,
            or the game master gives it. Default: False.
        target_modifiers (list[UrbanWarModifier] | Unset): Further modifiers to the other model's panic test if it loses
            the melee, at most 10. That model's side's claim: the acting side may not send it (403 not_your_claim); the
            other side adds it when it accepts a proposal, or the game master gives it. Only what the rules do not name: the
            Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the request's
            facts, and a modifier naming them is refused. Together at most ±10.
        fallback_target (str | Unset): The opponent it must attack on a failed test (default: the first engaged).
        shield_target (str | Unset): Battleshield bearers whose shield opponent is gone: the enemy it fights that the
            shield now covers against (§5). Default: the next enemy that fights it.
    """

    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    target_commander_in_range: bool | Unset = False
    target_modifiers: list[UrbanWarModifier] | Unset = UNSET
    fallback_target: str | Unset = UNSET
    shield_target: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commander_in_range = self.commander_in_range

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        target_commander_in_range = self.target_commander_in_range

        target_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.target_modifiers, Unset):
            target_modifiers = []
            for target_modifiers_item_data in self.target_modifiers:
                target_modifiers_item = target_modifiers_item_data.to_dict()
                target_modifiers.append(target_modifiers_item)

        fallback_target = self.fallback_target

        shield_target = self.shield_target

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if target_commander_in_range is not UNSET:
            field_dict["target_commander_in_range"] = target_commander_in_range
        if target_modifiers is not UNSET:
            field_dict["target_modifiers"] = target_modifiers
        if fallback_target is not UNSET:
            field_dict["fallback_target"] = fallback_target
        if shield_target is not UNSET:
            field_dict["shield_target"] = shield_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        commander_in_range = d.pop("commander_in_range", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        target_commander_in_range = d.pop("target_commander_in_range", UNSET)

        _target_modifiers = d.pop("target_modifiers", UNSET)
        target_modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _target_modifiers is not UNSET:
            target_modifiers = []
            for target_modifiers_item_data in _target_modifiers:
                target_modifiers_item = UrbanWarModifier.from_dict(target_modifiers_item_data)

                target_modifiers.append(target_modifiers_item)

        fallback_target = d.pop("fallback_target", UNSET)

        shield_target = d.pop("shield_target", UNSET)

        urban_war_break_off_encounter_params = cls(
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            target_commander_in_range=target_commander_in_range,
            target_modifiers=target_modifiers,
            fallback_target=fallback_target,
            shield_target=shield_target,
        )

        return urban_war_break_off_encounter_params
