from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_band_at_range import UrbanWarBandAtRange, check_urban_war_band_at_range
from ..models.urban_war_test_kind import UrbanWarTestKind, check_urban_war_test_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarCommandTestRequest")


@_attrs_define
class UrbanWarCommandTestRequest:
    """
    Attributes:
        command (int): Command (CD), 1-10. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        kind (UrbanWarTestKind | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        primary_in_cover (bool | Unset): target_selection only: the primary target is in cover, +2 (R11). Default:
            False.
        band (UrbanWarBandAtRange | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    command: int
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    kind: UrbanWarTestKind | Unset = UNSET
    primary_in_cover: bool | Unset = False
    band: UrbanWarBandAtRange | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        command = self.command

        calibre = self.calibre

        commander_in_range = self.commander_in_range

        is_commander = self.is_commander

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        primary_in_cover = self.primary_in_cover

        band: str | Unset = UNSET
        if not isinstance(self.band, Unset):
            band = self.band

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        cd = self.cd

        cal = self.cal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
            }
        )
        if calibre is not UNSET:
            field_dict["calibre"] = calibre
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if is_commander is not UNSET:
            field_dict["is_commander"] = is_commander
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if kind is not UNSET:
            field_dict["kind"] = kind
        if primary_in_cover is not UNSET:
            field_dict["primary_in_cover"] = primary_in_cover
        if band is not UNSET:
            field_dict["band"] = band
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        command = d.pop("command")

        calibre = d.pop("calibre", UNSET)

        commander_in_range = d.pop("commander_in_range", UNSET)

        is_commander = d.pop("is_commander", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[UrbanWarModifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        _kind = d.pop("kind", UNSET)
        kind: UrbanWarTestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_urban_war_test_kind(_kind)

        primary_in_cover = d.pop("primary_in_cover", UNSET)

        _band = d.pop("band", UNSET)
        band: UrbanWarBandAtRange | Unset
        if isinstance(_band, Unset):
            band = UNSET
        else:
            band = check_urban_war_band_at_range(_band)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        urban_war_command_test_request = cls(
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            kind=kind,
            primary_in_cover=primary_in_cover,
            band=band,
            seed=seed,
            dice=dice,
            cd=cd,
            cal=cal,
        )

        return urban_war_command_test_request
