from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_interrupt_encounter_params_kind import (
    UrbanWarInterruptEncounterParamsKind,
    check_urban_war_interrupt_encounter_params_kind,
)
from ..models.urban_war_interrupt_encounter_params_moment import (
    UrbanWarInterruptEncounterParamsMoment,
    check_urban_war_interrupt_encounter_params_moment,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_cover import UrbanWarCover


T = TypeVar("T", bound="UrbanWarInterruptEncounterParams")


@_attrs_define
class UrbanWarInterruptEncounterParams:
    """
    Attributes:
        interrupter (str): The overwatch model that interrupts the acting enemy.
        kind (UrbanWarInterruptEncounterParamsKind): Interrupt with a shot or a charge.
        distance_in (float): Distance to the acting model.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        has_los (bool | Unset): The interrupter sees it. Default: True.
        cover (UrbanWarCover | Unset):
        moment (UrbanWarInterruptEncounterParamsMoment | Unset): When in the acting model's action. Default:
            'before_move'.
        weapon (str | Unset): Interrupter's weapon name.
        on_solid_ground (bool | Unset): The acting model stands on solid ground. Default: True.
        touching_interrupter (bool | Unset): The acting model's base touches the interrupter's. Default: False.
    """

    interrupter: str
    kind: UrbanWarInterruptEncounterParamsKind
    distance_in: float
    commander_in_range: bool | Unset = False
    has_los: bool | Unset = True
    cover: UrbanWarCover | Unset = UNSET
    moment: UrbanWarInterruptEncounterParamsMoment | Unset = "before_move"
    weapon: str | Unset = UNSET
    on_solid_ground: bool | Unset = True
    touching_interrupter: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        interrupter = self.interrupter

        kind: str = self.kind

        distance_in = self.distance_in

        commander_in_range = self.commander_in_range

        has_los = self.has_los

        cover: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.to_dict()

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

        d = dict(src_dict)
        interrupter = d.pop("interrupter")

        kind = check_urban_war_interrupt_encounter_params_kind(d.pop("kind"))

        distance_in = d.pop("distance_in")

        commander_in_range = d.pop("commander_in_range", UNSET)

        has_los = d.pop("has_los", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: UrbanWarCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = UrbanWarCover.from_dict(_cover)

        _moment = d.pop("moment", UNSET)
        moment: UrbanWarInterruptEncounterParamsMoment | Unset
        if isinstance(_moment, Unset):
            moment = UNSET
        else:
            moment = check_urban_war_interrupt_encounter_params_moment(_moment)

        weapon = d.pop("weapon", UNSET)

        on_solid_ground = d.pop("on_solid_ground", UNSET)

        touching_interrupter = d.pop("touching_interrupter", UNSET)

        urban_war_interrupt_encounter_params = cls(
            interrupter=interrupter,
            kind=kind,
            distance_in=distance_in,
            commander_in_range=commander_in_range,
            has_los=has_los,
            cover=cover,
            moment=moment,
            weapon=weapon,
            on_solid_ground=on_solid_ground,
            touching_interrupter=touching_interrupter,
        )

        return urban_war_interrupt_encounter_params
