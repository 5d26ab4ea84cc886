from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarMeleeDefender")


@_attrs_define
class UrbanWarMeleeDefender:
    """
    Attributes:
        assault_skill (int): Assault skill (AS), 1-10: melee hitting. Alias: `AS`.
        toughness (int): Toughness (T), 1-10: subtracted from damage rolls. Alias: `T`.
        wounds (int): Wounds (W) the model has left, 1-20. Alias: `W`.
        first_strike (int): First strike (FS) as printed (it already includes CAL), 0-20. Alias: `FS`.
        command (int | Unset): Command (CD), 1-10. Read only if it loses the melee: without it a lost melee reports its
            panic test due and not rolled (`panic_test.due` true), for you to roll with panic-test. Alias: `CD`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        commander_in_range (bool | Unset): A friendly Commander without a panic token is within 9 in: +1 (R8). Ignored
            for the Commander himself. Default: False.
        is_commander (bool | Unset): The model is the Commander: his own bonus does not apply to him. Default: False.
        modifiers (list[UrbanWarModifier] | Unset): Further modifiers to this model's command tests, from rules outside
            this reference (at most 10).
        id (str | Unset): Your name for the model, echoed in the outcome.
        strength (int | Unset): Strength (ST), 1-10: bare-handed melee damage. Alias: `ST`.
        wounds_max (int | Unset): Wounds on the profile, 1-20 (default: `wounds`). The saves against it measure
            `below_half_wounds` from it; left out, the model is taken at full W (its W before this step).
        movement (int | Unset): Movement (MV) in inches, 1-4. Alias: `MV`.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        weapon (None | Unset | UrbanWarWeapon): Its melee weapon; omit to fight bare-handed (1 attack at ST).
        panicked (bool | Unset): Holds a panic token. Default: False.
        charged_this_phase (bool | Unset): It charged earlier in this phase: +3 FS. Default: False.
        can_strike_back (bool | Unset): It may strike back: this attacker is the first to attack it this round (R33).
            Default: True.
        shield_applies (bool | Unset): Its Battleshield covers it against this attacker: +1 T. Default: False.
        panic_penalty (bool | Unset): It has the panic penalty when it strikes back: -2 to hit. Default: whether it is
            panicked (outside its own action the two agree; the target of an interrupt charge that rallied in its action may
            have the penalty without a token).
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
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
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    assault_skill: int
    toughness: int
    wounds: int
    first_strike: int
    command: int | Unset = UNSET
    calibre: int | Unset = 0
    commander_in_range: bool | Unset = False
    is_commander: bool | Unset = False
    modifiers: list[UrbanWarModifier] | Unset = UNSET
    id: str | Unset = UNSET
    strength: int | Unset = UNSET
    wounds_max: int | Unset = UNSET
    movement: int | Unset = UNSET
    heavy_armour: int | Unset = 0
    weapon: None | Unset | UrbanWarWeapon = UNSET
    panicked: bool | Unset = False
    charged_this_phase: bool | Unset = False
    can_strike_back: bool | Unset = True
    shield_applies: bool | Unset = False
    panic_penalty: bool | Unset = UNSET
    cd: int | Unset = UNSET
    cal: int | Unset = UNSET
    as_: int | Unset = UNSET
    st: int | Unset = UNSET
    t: int | Unset = UNSET
    w: int | Unset = UNSET
    fs: int | Unset = UNSET
    mv: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        assault_skill = self.assault_skill

        toughness = self.toughness

        wounds = self.wounds

        first_strike = self.first_strike

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

        strength = self.strength

        wounds_max = self.wounds_max

        movement = self.movement

        heavy_armour = self.heavy_armour

        weapon: dict[str, Any] | None | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, UrbanWarWeapon):
            weapon = self.weapon.to_dict()
        else:
            weapon = self.weapon

        panicked = self.panicked

        charged_this_phase = self.charged_this_phase

        can_strike_back = self.can_strike_back

        shield_applies = self.shield_applies

        panic_penalty = self.panic_penalty

        cd = self.cd

        cal = self.cal

        as_ = self.as_

        st = self.st

        t = self.t

        w = self.w

        fs = self.fs

        mv = self.mv

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "assault_skill": assault_skill,
                "toughness": toughness,
                "wounds": wounds,
                "first_strike": first_strike,
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
        if strength is not UNSET:
            field_dict["strength"] = strength
        if wounds_max is not UNSET:
            field_dict["wounds_max"] = wounds_max
        if movement is not UNSET:
            field_dict["movement"] = movement
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if charged_this_phase is not UNSET:
            field_dict["charged_this_phase"] = charged_this_phase
        if can_strike_back is not UNSET:
            field_dict["can_strike_back"] = can_strike_back
        if shield_applies is not UNSET:
            field_dict["shield_applies"] = shield_applies
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if cd is not UNSET:
            field_dict["CD"] = cd
        if cal is not UNSET:
            field_dict["CAL"] = cal
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
        if mv is not UNSET:
            field_dict["MV"] = mv

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        d = dict(src_dict)
        assault_skill = d.pop("assault_skill")

        toughness = d.pop("toughness")

        wounds = d.pop("wounds")

        first_strike = d.pop("first_strike")

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

        strength = d.pop("strength", UNSET)

        wounds_max = d.pop("wounds_max", UNSET)

        movement = d.pop("movement", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

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

        charged_this_phase = d.pop("charged_this_phase", UNSET)

        can_strike_back = d.pop("can_strike_back", UNSET)

        shield_applies = d.pop("shield_applies", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        cd = d.pop("CD", UNSET)

        cal = d.pop("CAL", UNSET)

        as_ = d.pop("AS", UNSET)

        st = d.pop("ST", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        fs = d.pop("FS", UNSET)

        mv = d.pop("MV", UNSET)

        urban_war_melee_defender = cls(
            assault_skill=assault_skill,
            toughness=toughness,
            wounds=wounds,
            first_strike=first_strike,
            command=command,
            calibre=calibre,
            commander_in_range=commander_in_range,
            is_commander=is_commander,
            modifiers=modifiers,
            id=id,
            strength=strength,
            wounds_max=wounds_max,
            movement=movement,
            heavy_armour=heavy_armour,
            weapon=weapon,
            panicked=panicked,
            charged_this_phase=charged_this_phase,
            can_strike_back=can_strike_back,
            shield_applies=shield_applies,
            panic_penalty=panic_penalty,
            cd=cd,
            cal=cal,
            as_=as_,
            st=st,
            t=t,
            w=w,
            fs=fs,
            mv=mv,
        )

        return urban_war_melee_defender
