from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..models.urban_war_interrupt_kind import UrbanWarInterruptKind, check_urban_war_interrupt_kind
from ..models.urban_war_interrupt_moment import UrbanWarInterruptMoment, check_urban_war_interrupt_moment
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_cover import UrbanWarCover
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarInterruptEncounterParams")


@_attrs_define
class UrbanWarInterruptEncounterParams:
    """
    Attributes:
        interrupter (str): The overwatch model that interrupts the acting enemy.
        kind (UrbanWarInterruptKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        distance_in (float): Distance to the acting model.
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
        has_los (bool | Unset): The interrupter sees it. Default: True.
        cover (Unset | UrbanWarCover | UrbanWarCoverType): Cover between the attacker and the target: an object, or its
            type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, with `obstacle_distance_in`, unless
            `obstacle_is_model`). Default: none.
        moment (UrbanWarInterruptMoment | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        weapon (str | Unset): Interrupter's weapon name.
        on_solid_ground (bool | Unset): The acting model stands on solid ground. Default: True.
        touching_interrupter (bool | Unset): The acting model's base touches the interrupter's. Default: False.
    """

    interrupter: str
    kind: UrbanWarInterruptKind
    distance_in: float
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    target_commander_in_range: bool | Unset = False
    target_modifiers: list[UrbanWarModifier] | Unset = UNSET
    has_los: bool | Unset = True
    cover: Unset | UrbanWarCover | UrbanWarCoverType = UNSET
    moment: UrbanWarInterruptMoment | Unset = UNSET
    weapon: str | Unset = UNSET
    on_solid_ground: bool | Unset = True
    touching_interrupter: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415

        interrupter = self.interrupter

        kind: str = self.kind

        distance_in = self.distance_in

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

        has_los = self.has_los

        cover: dict[str, Any] | str | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        elif isinstance(self.cover, UrbanWarCover):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        moment: str | Unset = UNSET
        if not isinstance(self.moment, Unset):
            moment = self.moment

        weapon = self.weapon

        on_solid_ground = self.on_solid_ground

        touching_interrupter = self.touching_interrupter

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "interrupter": interrupter,
                "kind": kind,
                "distance_in": distance_in,
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
        if has_los is not UNSET:
            field_dict["has_los"] = has_los
        if cover is not UNSET:
            field_dict["cover"] = cover
        if moment is not UNSET:
            field_dict["moment"] = moment
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if on_solid_ground is not UNSET:
            field_dict["on_solid_ground"] = on_solid_ground
        if touching_interrupter is not UNSET:
            field_dict["touching_interrupter"] = touching_interrupter

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        interrupter = d.pop("interrupter")

        kind = check_urban_war_interrupt_kind(d.pop("kind"))

        distance_in = d.pop("distance_in")

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

        has_los = d.pop("has_los", UNSET)

        def _parse_cover(data: object) -> Unset | UrbanWarCover | UrbanWarCoverType:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_type_0 = UrbanWarCover.from_dict(data)

                return cover_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            cover_type_1 = check_urban_war_cover_type(data)

            return cover_type_1

        cover = _parse_cover(d.pop("cover", UNSET))

        _moment = d.pop("moment", UNSET)
        moment: UrbanWarInterruptMoment | Unset
        if isinstance(_moment, Unset):
            moment = UNSET
        else:
            moment = check_urban_war_interrupt_moment(_moment)

        weapon = d.pop("weapon", UNSET)

        on_solid_ground = d.pop("on_solid_ground", UNSET)

        touching_interrupter = d.pop("touching_interrupter", UNSET)

        urban_war_interrupt_encounter_params = cls(
            interrupter=interrupter,
            kind=kind,
            distance_in=distance_in,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            target_commander_in_range=target_commander_in_range,
            target_modifiers=target_modifiers,
            has_los=has_los,
            cover=cover,
            moment=moment,
            weapon=weapon,
            on_solid_ground=on_solid_ground,
            touching_interrupter=touching_interrupter,
        )

        return urban_war_interrupt_encounter_params
