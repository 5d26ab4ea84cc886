from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarShooter")


@_attrs_define
class UrbanWarShooter:
    """
    Attributes:
        shooting_skill (int): Shooting skill (SH), 1-10: shooting hit rolls. Alias: `SH`.
        weapon (UrbanWarWeapon):
        command (int | Unset): Command (CD), 1-10. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        id (str | Unset): Your name for the model, echoed in the outcome.
        movement (int | Unset): Movement (MV) in inches, 1-4. Alias: `MV`.
        moved_distance_in (float | Unset): Straight-line distance from the action's start point to the firing point; 0 =
            not moved. -1 per band of it (short -1 .. extreme -4). Default: 0.0.
        in_base_contact (bool | Unset): In base contact with an enemy: it cannot shoot (R26). Default: False.
        panic_penalty (bool | Unset): It had a panic token when its action began: -2 to hit. Default: False.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sh (int | Unset): Alias of `shooting_skill`, the game's abbreviation: send one or the other, not both; where
            `shooting_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    shooting_skill: int
    weapon: UrbanWarWeapon
    command: int | Unset = UNSET
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    id: str | Unset = UNSET
    movement: int | Unset = UNSET
    moved_distance_in: float | Unset = 0.0
    in_base_contact: bool | Unset = False
    panic_penalty: bool | Unset = False
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET
    sh: int | Unset = UNSET
    mv: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shooting_skill = self.shooting_skill

        weapon = self.weapon.to_dict()

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

        id = self.id

        movement = self.movement

        moved_distance_in = self.moved_distance_in

        in_base_contact = self.in_base_contact

        panic_penalty = self.panic_penalty

        cd = self.cd

        cal = self.cal

        sh = self.sh

        mv = self.mv

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooting_skill": shooting_skill,
                "weapon": weapon,
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
        if id is not UNSET:
            field_dict["id"] = id
        if movement is not UNSET:
            field_dict["movement"] = movement
        if moved_distance_in is not UNSET:
            field_dict["moved_distance_in"] = moved_distance_in
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal
        if sh is not UNSET:
            field_dict["SH"] = sh
        if mv is not UNSET:
            field_dict["MV"] = mv

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        d = dict(src_dict)
        shooting_skill = d.pop("shooting_skill")

        weapon = UrbanWarWeapon.from_dict(d.pop("weapon"))

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

        id = d.pop("id", UNSET)

        movement = d.pop("movement", UNSET)

        moved_distance_in = d.pop("moved_distance_in", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        sh = d.pop("SH", UNSET)

        mv = d.pop("MV", UNSET)

        urban_war_shooter = cls(
            shooting_skill=shooting_skill,
            weapon=weapon,
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            id=id,
            movement=movement,
            moved_distance_in=moved_distance_in,
            in_base_contact=in_base_contact,
            panic_penalty=panic_penalty,
            cd=cd,
            cal=cal,
            sh=sh,
            mv=mv,
        )

        return urban_war_shooter
