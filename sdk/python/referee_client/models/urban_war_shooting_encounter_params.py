from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_cover import UrbanWarCover
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarShootingEncounterParams")


@_attrs_define
class UrbanWarShootingEncounterParams:
    """
    Attributes:
        target (str): The model shot at.
        distance_in (float): Distance to the target in inches.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests in this step (rally,
            target selection, break off, interrupt, a lost melee's panic test), at most 10. Only what the rules do not name:
            the Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the
            request's facts, and a modifier naming them is refused. Together at most ±10.
        weapon (str | Unset): Name of the weapon (default: the first usable at the distance).
        has_los (bool | Unset): The shooter sees the target. Default: True.
        is_primary (bool | Unset): The target is the primary target. Default: True.
        primary_in_cover (bool | Unset): Not primary: the primary target is in cover. Default: False.
        cover (Unset | UrbanWarCover | UrbanWarCoverType): Cover between the attacker and the target: an object, or its
            type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, with `obstacle_distance_in`, unless
            `obstacle_is_model`). Default: none.
    """

    target: str
    distance_in: float
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    weapon: str | Unset = UNSET
    has_los: bool | Unset = True
    is_primary: bool | Unset = True
    primary_in_cover: bool | Unset = False
    cover: Unset | UrbanWarCover | UrbanWarCoverType = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415

        target = self.target

        distance_in = self.distance_in

        commander_in_range = self.commander_in_range

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        weapon = self.weapon

        has_los = self.has_los

        is_primary = self.is_primary

        primary_in_cover = self.primary_in_cover

        cover: dict[str, Any] | str | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        elif isinstance(self.cover, UrbanWarCover):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "distance_in": distance_in,
            }
        )
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if has_los is not UNSET:
            field_dict["has_los"] = has_los
        if is_primary is not UNSET:
            field_dict["is_primary"] = is_primary
        if primary_in_cover is not UNSET:
            field_dict["primary_in_cover"] = primary_in_cover
        if cover is not UNSET:
            field_dict["cover"] = cover

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        target = d.pop("target")

        distance_in = d.pop("distance_in")

        commander_in_range = d.pop("commander_in_range", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        weapon = d.pop("weapon", UNSET)

        has_los = d.pop("has_los", UNSET)

        is_primary = d.pop("is_primary", UNSET)

        primary_in_cover = d.pop("primary_in_cover", UNSET)

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

        urban_war_shooting_encounter_params = cls(
            target=target,
            distance_in=distance_in,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            weapon=weapon,
            has_los=has_los,
            is_primary=is_primary,
            primary_in_cover=primary_in_cover,
            cover=cover,
        )

        return urban_war_shooting_encounter_params
