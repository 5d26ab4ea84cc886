from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarResultSide")


@_attrs_define
class UrbanWarResultSide:
    """
    Attributes:
        hits_suffered (int): Hits it suffered this exchange.
        command (int | Unset): Command (CD), 1-10. Required for the loser (unless it is panicked). Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        in_play (bool | Unset): Still in play after the exchange. Default: True.
        panicked (bool | Unset): Already holds a panic token: a lost melee adds no test. Default: False.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    hits_suffered: int
    command: int | Unset = UNSET
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    in_play: bool | Unset = True
    panicked: bool | Unset = False
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hits_suffered = self.hits_suffered

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

        in_play = self.in_play

        panicked = self.panicked

        cd = self.cd

        cal = self.cal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hits_suffered": hits_suffered,
            }
        )
        if command is not UNSET:
            field_dict["command"] = command
        if calibre is not UNSET:
            field_dict["calibre"] = calibre
        if commander_in_range is not UNSET:
            field_dict["commander_in_range"] = commander_in_range
        if is_commander is not UNSET:
            field_dict["is_commander"] = is_commander
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if in_play is not UNSET:
            field_dict["in_play"] = in_play
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        hits_suffered = d.pop("hits_suffered")

        command = d.pop("command", UNSET)

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

        in_play = d.pop("in_play", UNSET)

        panicked = d.pop("panicked", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        urban_war_result_side = cls(
            hits_suffered=hits_suffered,
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            in_play=in_play,
            panicked=panicked,
            cd=cd,
            cal=cal,
        )

        return urban_war_result_side
