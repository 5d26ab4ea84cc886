from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarMeleeEncounterParams")


@_attrs_define
class UrbanWarMeleeEncounterParams:
    """
    Attributes:
        target (str): The model attacked.
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
        charge (bool | Unset): The attacker charges into contact now. Default: False.
        charge_distance_in (float | Unset): The charge's length in inches.
        weapon (str | Unset): Attacker's weapon name (default: the first with a melee band; none: bare hands).
        target_weapon (str | Unset): Defender's weapon name (default as for the attacker). The defending side's choice
            (R3). That model's side's claim: the acting side may not send it (403 not_your_claim); the other side adds it
            when it accepts a proposal, or the game master gives it.
        shield_target (str | Unset): Battleshield bearers whose shield opponent is gone: the enemy it fights that the
            shield now covers against (§5). Default: the next enemy that fights it.
    """

    target: str
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    target_commander_in_range: bool | Unset = False
    target_modifiers: list[UrbanWarModifier] | Unset = UNSET
    charge: bool | Unset = False
    charge_distance_in: float | Unset = UNSET
    weapon: str | Unset = UNSET
    target_weapon: str | Unset = UNSET
    shield_target: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target = self.target

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

        charge = self.charge

        charge_distance_in = self.charge_distance_in

        weapon = self.weapon

        target_weapon = self.target_weapon

        shield_target = self.shield_target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if target_commander_in_range is not UNSET:
            field_dict["target_commander_in_range"] = target_commander_in_range
        if target_modifiers is not UNSET:
            field_dict["target_modifiers"] = target_modifiers
        if charge is not UNSET:
            field_dict["charge"] = charge
        if charge_distance_in is not UNSET:
            field_dict["charge_distance_in"] = charge_distance_in
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if target_weapon is not UNSET:
            field_dict["target_weapon"] = target_weapon
        if shield_target is not UNSET:
            field_dict["shield_target"] = shield_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        target = d.pop("target")

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

        charge = d.pop("charge", UNSET)

        charge_distance_in = d.pop("charge_distance_in", UNSET)

        weapon = d.pop("weapon", UNSET)

        target_weapon = d.pop("target_weapon", UNSET)

        shield_target = d.pop("shield_target", UNSET)

        urban_war_melee_encounter_params = cls(
            target=target,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            target_commander_in_range=target_commander_in_range,
            target_modifiers=target_modifiers,
            charge=charge,
            charge_distance_in=charge_distance_in,
            weapon=weapon,
            target_weapon=target_weapon,
            shield_target=shield_target,
        )

        return urban_war_melee_encounter_params
