from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarInterruptTarget")


@_attrs_define
class UrbanWarInterruptTarget:
    """
    Attributes:
        id (str | Unset): Your name for the model, echoed in the outcome.
        toughness (int | Unset): Toughness (T), 1-10: subtracted from damage rolls. Alias: `T`.
        wounds (int | Unset): Wounds (W) the model has left, 1-20. Alias: `W`.
        wounds_max (int | Unset): Wounds on the profile, 1-20 (default: `wounds`). The saves against it measure
            `below_half_wounds` from it; left out, the model is taken at full W (its W before this step).
        size (int | Unset): Size (SZ), 1-10: SZ 4+ is easier to hit by shooting. Default 2, the average SZ: only SZ 4 or
            more changes a hit roll. Alias: `SZ`. Default: 2.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        battleshield (bool | Unset): Carries a Battleshield: +1 T against shooting. Default: False.
        in_base_contact (bool | Unset): In base contact with an enemy (no below-half panic test). Default: False.
        assault_skill (int | Unset): Assault skill (AS), 1-10: melee hitting. Alias: `AS`.
        strength (int | Unset): Strength (ST), 1-10: bare-handed melee damage. Alias: `ST`.
        first_strike (int | Unset): First strike (FS) as printed (it already includes CAL), 0-20. Alias: `FS`.
        movement (int | Unset): Movement (MV) in inches, 1-4. Alias: `MV`.
        command (int | Unset): Command (CD), 1-10. Read only if it loses the melee: without it a lost melee reports its
            panic test due and not rolled (`panic_test.due` true), for you to roll with panic-test. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander is within 9 in (its panic test). Default: False.
        is_commander (bool | Unset): It is the Commander. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to its panic test if it loses the melee.
        weapon (None | Unset | UrbanWarWeapon): Its melee weapon; omit to fight bare-handed.
        panicked (bool | Unset): Holds a panic token. Default: False.
        panic_penalty (bool | Unset): It has the panic penalty in the action being interrupted (it rallied at its start
            without High Morale, or holds a token): -2 to hit when it strikes back at a charge. Default: whether it is
            panicked.
        can_strike_back (bool | Unset): May strike back at the charger. Default: True.
        shield_applies (bool | Unset): Its Battleshield covers it against the interrupter: +1 T. Default: False.
        on_solid_ground (bool | Unset): Stands on solid ground (a charge cannot reach it otherwise). Default: True.
        in_base_contact_with_enemy (bool | Unset): Already in base contact with an enemy model. Default: False.
        touching_interrupter (bool | Unset): Its base touches the interrupter's. Default: False.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sz (int | Unset): Alias of `size`, the game's abbreviation: send one or the other, not both; where `size` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        as_ (int | Unset): Alias of `assault_skill`, the game's abbreviation: send one or the other, not both; where
            `assault_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        st (int | Unset): Alias of `strength`, the game's abbreviation: send one or the other, not both; where
            `strength` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        fs (int | Unset): Alias of `first_strike`, the game's abbreviation: send one or the other, not both; where
            `first_strike` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    id: str | Unset = UNSET
    toughness: int | Unset = UNSET
    wounds: int | Unset = UNSET
    wounds_max: int | Unset = UNSET
    size: int | Unset = 2
    heavy_armour: int | Unset = 0
    battleshield: bool | Unset = False
    in_base_contact: bool | Unset = False
    assault_skill: int | Unset = UNSET
    strength: int | Unset = UNSET
    first_strike: int | Unset = UNSET
    movement: int | Unset = UNSET
    command: int | Unset = UNSET
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    weapon: None | Unset | UrbanWarWeapon = UNSET
    panicked: bool | Unset = False
    panic_penalty: bool | Unset = UNSET
    can_strike_back: bool | Unset = True
    shield_applies: bool | Unset = False
    on_solid_ground: bool | Unset = True
    in_base_contact_with_enemy: bool | Unset = False
    touching_interrupter: bool | Unset = False
    t: int | Unset = UNSET
    w: int | Unset = UNSET
    sz: int | Unset = UNSET
    as_: int | Unset = UNSET
    st: int | Unset = UNSET
    fs: int | Unset = UNSET
    mv: int | Unset = UNSET
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        id = self.id

        toughness = self.toughness

        wounds = self.wounds

        wounds_max = self.wounds_max

        size = self.size

        heavy_armour = self.heavy_armour

        battleshield = self.battleshield

        in_base_contact = self.in_base_contact

        assault_skill = self.assault_skill

        strength = self.strength

        first_strike = self.first_strike

        movement = self.movement

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

        weapon: dict[str, Any] | None | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, UrbanWarWeapon):
            weapon = self.weapon.to_dict()
        else:
            weapon = self.weapon

        panicked = self.panicked

        panic_penalty = self.panic_penalty

        can_strike_back = self.can_strike_back

        shield_applies = self.shield_applies

        on_solid_ground = self.on_solid_ground

        in_base_contact_with_enemy = self.in_base_contact_with_enemy

        touching_interrupter = self.touching_interrupter

        t = self.t

        w = self.w

        sz = self.sz

        as_ = self.as_

        st = self.st

        fs = self.fs

        mv = self.mv

        cd = self.cd

        cal = self.cal

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if wounds is not UNSET:
            field_dict["wounds"] = wounds
        if wounds_max is not UNSET:
            field_dict["wounds_max"] = wounds_max
        if size is not UNSET:
            field_dict["size"] = size
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if battleshield is not UNSET:
            field_dict["battleshield"] = battleshield
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact
        if assault_skill is not UNSET:
            field_dict["assault_skill"] = assault_skill
        if strength is not UNSET:
            field_dict["strength"] = strength
        if first_strike is not UNSET:
            field_dict["first_strike"] = first_strike
        if movement is not UNSET:
            field_dict["movement"] = movement
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
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if can_strike_back is not UNSET:
            field_dict["can_strike_back"] = can_strike_back
        if shield_applies is not UNSET:
            field_dict["shield_applies"] = shield_applies
        if on_solid_ground is not UNSET:
            field_dict["on_solid_ground"] = on_solid_ground
        if in_base_contact_with_enemy is not UNSET:
            field_dict["in_base_contact_with_enemy"] = in_base_contact_with_enemy
        if touching_interrupter is not UNSET:
            field_dict["touching_interrupter"] = touching_interrupter
        if t is not UNSET:
            field_dict["T"] = t
        if w is not UNSET:
            field_dict["W"] = w
        if sz is not UNSET:
            field_dict["SZ"] = sz
        if as_ is not UNSET:
            field_dict["AS"] = as_
        if st is not UNSET:
            field_dict["ST"] = st
        if fs is not UNSET:
            field_dict["FS"] = fs
        if mv is not UNSET:
            field_dict["MV"] = mv
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        toughness = d.pop("toughness", UNSET)

        wounds = d.pop("wounds", UNSET)

        wounds_max = d.pop("wounds_max", UNSET)

        size = d.pop("size", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

        battleshield = d.pop("battleshield", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        assault_skill = d.pop("assault_skill", UNSET)

        strength = d.pop("strength", UNSET)

        first_strike = d.pop("first_strike", UNSET)

        movement = d.pop("movement", UNSET)

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

        panicked = d.pop("panicked", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        can_strike_back = d.pop("can_strike_back", UNSET)

        shield_applies = d.pop("shield_applies", UNSET)

        on_solid_ground = d.pop("on_solid_ground", UNSET)

        in_base_contact_with_enemy = d.pop("in_base_contact_with_enemy", UNSET)

        touching_interrupter = d.pop("touching_interrupter", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        sz = d.pop("SZ", UNSET)

        as_ = d.pop("AS", UNSET)

        st = d.pop("ST", UNSET)

        fs = d.pop("FS", UNSET)

        mv = d.pop("MV", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        urban_war_interrupt_target = cls(
            id=id,
            toughness=toughness,
            wounds=wounds,
            wounds_max=wounds_max,
            size=size,
            heavy_armour=heavy_armour,
            battleshield=battleshield,
            in_base_contact=in_base_contact,
            assault_skill=assault_skill,
            strength=strength,
            first_strike=first_strike,
            movement=movement,
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            weapon=weapon,
            panicked=panicked,
            panic_penalty=panic_penalty,
            can_strike_back=can_strike_back,
            shield_applies=shield_applies,
            on_solid_ground=on_solid_ground,
            in_base_contact_with_enemy=in_base_contact_with_enemy,
            touching_interrupter=touching_interrupter,
            t=t,
            w=w,
            sz=sz,
            as_=as_,
            st=st,
            fs=fs,
            mv=mv,
            cd=cd,
            cal=cal,
        )

        return urban_war_interrupt_target
