from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_rally_occasion import UrbanWarRallyOccasion, check_urban_war_rally_occasion
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarRallyOddsRequest")


@_attrs_define
class UrbanWarRallyOddsRequest:
    """
    Attributes:
        command (int): Command (CD), 1-10. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        panicked (bool | Unset): The model holds a panic token. Without one there is nothing to rally. Default: False.
        high_morale (bool | Unset): High Morale: a rallied model sheds the panic penalties at once (R6). Default: False.
        occasion (UrbanWarRallyOccasion | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        attempt (bool | Unset): reaction only: false to keep the token and not test. Default: True.
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
    panicked: bool | Unset = False
    high_morale: bool | Unset = False
    occasion: UrbanWarRallyOccasion | Unset = UNSET
    attempt: bool | Unset = True
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

        panicked = self.panicked

        high_morale = self.high_morale

        occasion: str | Unset = UNSET
        if not isinstance(self.occasion, Unset):
            occasion = self.occasion

        attempt = self.attempt

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
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if high_morale is not UNSET:
            field_dict["high_morale"] = high_morale
        if occasion is not UNSET:
            field_dict["occasion"] = occasion
        if attempt is not UNSET:
            field_dict["attempt"] = attempt
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

        panicked = d.pop("panicked", UNSET)

        high_morale = d.pop("high_morale", UNSET)

        _occasion = d.pop("occasion", UNSET)
        occasion: UrbanWarRallyOccasion | Unset
        if isinstance(_occasion, Unset):
            occasion = UNSET
        else:
            occasion = check_urban_war_rally_occasion(_occasion)

        attempt = d.pop("attempt", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        urban_war_rally_odds_request = cls(
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            panicked=panicked,
            high_morale=high_morale,
            occasion=occasion,
            attempt=attempt,
            cd=cd,
            cal=cal,
        )

        return urban_war_rally_odds_request
