from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_interrupter_order import UrbanWarInterrupterOrder, check_urban_war_interrupter_order
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarInterrupter")


@_attrs_define
class UrbanWarInterrupter:
    """
    Attributes:
        command (int): Command (CD), 1-10. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        id (str | Unset): Your name for the model, echoed in the outcome.
        order (UrbanWarInterrupterOrder | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        activated (bool | Unset): Already activated this round. Default: False.
        panicked (bool | Unset): Holds a panic token: it rallies first. Default: False.
        high_morale (bool | Unset): High Morale. Default: False.
        in_base_contact (bool | Unset): In base contact with an enemy. Default: False.
        movement (int | Unset): Movement (MV) in inches, 1-4. Alias: `MV`.
        shooting_skill (int | Unset): Shooting skill (SH), 1-10: shooting hit rolls. Alias: `SH`.
        weapon (None | Unset | UrbanWarWeapon): Its weapon (required for a shot).
        assault_skill (int | Unset): Assault skill (AS), 1-10: melee hitting. Alias: `AS`.
        strength (int | Unset): Strength (ST), 1-10: bare-handed melee damage. Alias: `ST`.
        toughness (int | Unset): Toughness (T), 1-10: subtracted from damage rolls. Alias: `T`.
        wounds (int | Unset): Wounds (W) the model has left, 1-20. Alias: `W`.
        wounds_max (int | Unset): Wounds on the profile, 1-20 (default: `wounds`). The saves against it measure
            `below_half_wounds` from it; left out, the model is taken at full W (its W before this step).
        first_strike (int | Unset): First strike (FS) as printed (it already includes CAL), 0-20. Alias: `FS`.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        shield_applies (bool | Unset): Its Battleshield covers it against the target: +1 T. Default: False.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        sh (int | Unset): Alias of `shooting_skill`, the game's abbreviation: send one or the other, not both; where
            `shooting_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        as_ (int | Unset): Alias of `assault_skill`, the game's abbreviation: send one or the other, not both; where
            `assault_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        st (int | Unset): Alias of `strength`, the game's abbreviation: send one or the other, not both; where
            `strength` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        fs (int | Unset): Alias of `first_strike`, the game's abbreviation: send one or the other, not both; where
            `first_strike` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
    """

    command: int
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    id: str | Unset = UNSET
    order: UrbanWarInterrupterOrder | Unset = UNSET
    activated: bool | Unset = False
    panicked: bool | Unset = False
    high_morale: bool | Unset = False
    in_base_contact: bool | Unset = False
    movement: int | Unset = UNSET
    shooting_skill: int | Unset = UNSET
    weapon: None | Unset | UrbanWarWeapon = UNSET
    assault_skill: int | Unset = UNSET
    strength: int | Unset = UNSET
    toughness: int | Unset = UNSET
    wounds: int | Unset = UNSET
    wounds_max: int | Unset = UNSET
    first_strike: int | Unset = UNSET
    heavy_armour: int | Unset = 0
    shield_applies: bool | Unset = False
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET
    mv: int | Unset = UNSET
    sh: int | Unset = UNSET
    as_: int | Unset = UNSET
    st: int | Unset = UNSET
    t: int | Unset = UNSET
    w: int | Unset = UNSET
    fs: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

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

        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        activated = self.activated

        panicked = self.panicked

        high_morale = self.high_morale

        in_base_contact = self.in_base_contact

        movement = self.movement

        shooting_skill = self.shooting_skill

        weapon: dict[str, Any] | None | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, UrbanWarWeapon):
            weapon = self.weapon.to_dict()
        else:
            weapon = self.weapon

        assault_skill = self.assault_skill

        strength = self.strength

        toughness = self.toughness

        wounds = self.wounds

        wounds_max = self.wounds_max

        first_strike = self.first_strike

        heavy_armour = self.heavy_armour

        shield_applies = self.shield_applies

        cd = self.cd

        cal = self.cal

        mv = self.mv

        sh = self.sh

        as_ = self.as_

        st = self.st

        t = self.t

        w = self.w

        fs = self.fs

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
        if id is not UNSET:
            field_dict["id"] = id
        if order is not UNSET:
            field_dict["order"] = order
        if activated is not UNSET:
            field_dict["activated"] = activated
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if high_morale is not UNSET:
            field_dict["high_morale"] = high_morale
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact
        if movement is not UNSET:
            field_dict["movement"] = movement
        if shooting_skill is not UNSET:
            field_dict["shooting_skill"] = shooting_skill
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if assault_skill is not UNSET:
            field_dict["assault_skill"] = assault_skill
        if strength is not UNSET:
            field_dict["strength"] = strength
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if wounds is not UNSET:
            field_dict["wounds"] = wounds
        if wounds_max is not UNSET:
            field_dict["wounds_max"] = wounds_max
        if first_strike is not UNSET:
            field_dict["first_strike"] = first_strike
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if shield_applies is not UNSET:
            field_dict["shield_applies"] = shield_applies
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal
        if mv is not UNSET:
            field_dict["MV"] = mv
        if sh is not UNSET:
            field_dict["SH"] = sh
        if as_ is not UNSET:
            field_dict["AS"] = as_
        if st is not UNSET:
            field_dict["ST"] = st
        if t is not UNSET:
            field_dict["T"] = t
        if w is not UNSET:
            field_dict["W"] = w
        if fs is not UNSET:
            field_dict["FS"] = fs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

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

        id = d.pop("id", UNSET)

        _order = d.pop("order", UNSET)
        order: UrbanWarInterrupterOrder | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = check_urban_war_interrupter_order(_order)

        activated = d.pop("activated", UNSET)

        panicked = d.pop("panicked", UNSET)

        high_morale = d.pop("high_morale", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        movement = d.pop("movement", UNSET)

        shooting_skill = d.pop("shooting_skill", UNSET)

        def _parse_weapon(data: object) -> None | Unset | UrbanWarWeapon:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weapon_type_0 = UrbanWarWeapon.from_dict(data)

                return weapon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UrbanWarWeapon, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        assault_skill = d.pop("assault_skill", UNSET)

        strength = d.pop("strength", UNSET)

        toughness = d.pop("toughness", UNSET)

        wounds = d.pop("wounds", UNSET)

        wounds_max = d.pop("wounds_max", UNSET)

        first_strike = d.pop("first_strike", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

        shield_applies = d.pop("shield_applies", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        mv = d.pop("MV", UNSET)

        sh = d.pop("SH", UNSET)

        as_ = d.pop("AS", UNSET)

        st = d.pop("ST", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        fs = d.pop("FS", UNSET)

        urban_war_interrupter = cls(
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            id=id,
            order=order,
            activated=activated,
            panicked=panicked,
            high_morale=high_morale,
            in_base_contact=in_base_contact,
            movement=movement,
            shooting_skill=shooting_skill,
            weapon=weapon,
            assault_skill=assault_skill,
            strength=strength,
            toughness=toughness,
            wounds=wounds,
            wounds_max=wounds_max,
            first_strike=first_strike,
            heavy_armour=heavy_armour,
            shield_applies=shield_applies,
            cd=cd,
            cal=cal,
            mv=mv,
            sh=sh,
            as_=as_,
            st=st,
            t=t,
            w=w,
            fs=fs,
        )

        return urban_war_interrupter
