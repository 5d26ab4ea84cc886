from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_band_at_range import UrbanWarBandAtRange, check_urban_war_band_at_range
from ..models.urban_war_command_test_kind import UrbanWarCommandTestKind, check_urban_war_command_test_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarCommandTestEncounterParams")


@_attrs_define
class UrbanWarCommandTestEncounterParams:
    """
    Attributes:
        model (str): The model that tests.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in of the acting
            model. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests in this step (rally,
            target selection, break off, interrupt, a lost melee's panic test), at most 10. Only what the rules do not name:
            the Commander, calibre, a primary target in cover and an interrupt shot's band come from the model and the
            request's facts, and a modifier naming them is refused. Together at most ±10.
        kind (UrbanWarCommandTestKind | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        band (UrbanWarBandAtRange | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        primary_in_cover (bool | Unset): target_selection only. Default: False.
    """

    model: str
    commander_in_range: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    kind: UrbanWarCommandTestKind | Unset = UNSET
    band: UrbanWarBandAtRange | Unset = UNSET
    primary_in_cover: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        commander_in_range = self.commander_in_range

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        band: str | Unset = UNSET
        if not isinstance(self.band, Unset):
            band = self.band

        primary_in_cover = self.primary_in_cover

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
        if kind is not UNSET:
            field_dict["kind"] = kind
        if band is not UNSET:
            field_dict["band"] = band
        if primary_in_cover is not UNSET:
            field_dict["primary_in_cover"] = primary_in_cover

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

        _kind = d.pop("kind", UNSET)
        kind: UrbanWarCommandTestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_urban_war_command_test_kind(_kind)

        _band = d.pop("band", UNSET)
        band: UrbanWarBandAtRange | Unset
        if isinstance(_band, Unset):
            band = UNSET
        else:
            band = check_urban_war_band_at_range(_band)

        primary_in_cover = d.pop("primary_in_cover", UNSET)

        urban_war_command_test_encounter_params = cls(
            model=model,
            commander_in_range=commander_in_range,
            modifiers=modifiers,
            kind=kind,
            band=band,
            primary_in_cover=primary_in_cover,
        )

        return urban_war_command_test_encounter_params
