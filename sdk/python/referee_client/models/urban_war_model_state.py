from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_order_token import UrbanWarOrderToken, check_urban_war_order_token
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarModelState")


@_attrs_define
class UrbanWarModelState:
    """
    Attributes:
        id (str): Unique id of the model in this encounter. 1 to 64 letters (A-Z, a-z), digits, '-' or '_'.
        side (str): The player (strike team) it belongs to.
        assault_skill (int): Assault skill (AS), 1-10: melee hitting. Alias: `AS`.
        shooting_skill (int): Shooting skill (SH), 1-10: shooting hit rolls. Alias: `SH`.
        strength (int): Strength (ST), 1-10: bare-handed melee damage. Alias: `ST`.
        toughness (int): Toughness (T), 1-10: subtracted from damage rolls. Alias: `T`.
        wounds_max (int): Wounds on the profile, 1-20 (default: `wounds`).
        wounds (int): Wounds left: 0 once out of play.
        command (int): Command (CD), 1-10. Alias: `CD`.
        size (int): Size (SZ), 1-10: SZ 4+ is easier to hit by shooting. Alias: `SZ`.
        movement (int): Movement (MV) in inches, 1-4. Alias: `MV`.
        first_strike (int): First strike (FS) as printed (it already includes CAL), 0-20. Alias: `FS`.
        in_play (bool):
        panic_penalty (bool):
        order (None | UrbanWarOrderToken): The order token: `snap_fire` or `overwatch` once face up, `sealed` while face
            down (its value is in `hidden.orders`, sealed until the encounter is revealed; after the reveal it reads its
            value, `order_revealed` still false), null with no token. A step that reveals an order and removes it at once
            (an interrupt, a strike back on overwatch) shows the value in its `changes`: sealed → overwatch → null.
        order_revealed (bool):
        has_order (bool): An order token lies next to it, face up or face down.
        activated (bool):
        reactions_used (int):
        charged_this_phase (bool):
        charged_this_action (bool):
        engaged_with (list[str]):
        first_attacker (None | str):
        shield_opponent (None | str):
        name (str | Unset):  Default: ''.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        high_morale (bool | Unset): High Morale (R6). Default: False.
        battleshield (bool | Unset): Battleshield (R7). Default: False.
        is_commander (bool | Unset): The strike team's Commander (R8). Default: False.
        panicked (bool | Unset): Starts with a panic token. Default: False.
        weapons (list[UrbanWarWeapon] | Unset): Its weapons; a step names the one used (default: the first usable).
            Without a melee weapon it fights bare-handed.
        as_ (int | Unset): Alias of `assault_skill`, the game's abbreviation: send one or the other, not both; where
            `assault_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        sh (int | Unset): Alias of `shooting_skill`, the game's abbreviation: send one or the other, not both; where
            `shooting_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
        st (int | Unset): Alias of `strength`, the game's abbreviation: send one or the other, not both; where
            `strength` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        cd (int | Unset): Alias of `command`, the game's abbreviation: send one or the other, not both; where `command`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sz (int | Unset): Alias of `size`, the game's abbreviation: send one or the other, not both; where `size` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        fs (int | Unset): Alias of `first_strike`, the game's abbreviation: send one or the other, not both; where
            `first_strike` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
    """

    id: str
    side: str
    assault_skill: int
    shooting_skill: int
    strength: int
    toughness: int
    wounds_max: int
    wounds: int
    command: int
    size: int
    movement: int
    first_strike: int
    in_play: bool
    panic_penalty: bool
    order: None | UrbanWarOrderToken
    order_revealed: bool
    has_order: bool
    activated: bool
    reactions_used: int
    charged_this_phase: bool
    charged_this_action: bool
    engaged_with: list[str]
    first_attacker: None | str
    shield_opponent: None | str
    name: str | Unset = ""
    calibre: int | Unset = 0
    heavy_armour: int | Unset = 0
    high_morale: bool | Unset = False
    battleshield: bool | Unset = False
    is_commander: bool | Unset = False
    panicked: bool | Unset = False
    weapons: list[UrbanWarWeapon] | Unset = UNSET
    as_: int | Unset = UNSET
    sh: int | Unset = UNSET
    st: int | Unset = UNSET
    t: int | Unset = UNSET
    cd: int | Unset = UNSET
    sz: int | Unset = UNSET
    mv: int | Unset = UNSET
    cal: int | Unset = UNSET
    fs: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        side = self.side

        assault_skill = self.assault_skill

        shooting_skill = self.shooting_skill

        strength = self.strength

        toughness = self.toughness

        wounds_max = self.wounds_max

        wounds = self.wounds

        command = self.command

        size = self.size

        movement = self.movement

        first_strike = self.first_strike

        in_play = self.in_play

        panic_penalty = self.panic_penalty

        order: None | str
        if isinstance(self.order, str):
            order = self.order
        else:
            order = self.order

        order_revealed = self.order_revealed

        has_order = self.has_order

        activated = self.activated

        reactions_used = self.reactions_used

        charged_this_phase = self.charged_this_phase

        charged_this_action = self.charged_this_action

        engaged_with = self.engaged_with

        first_attacker: None | str
        first_attacker = self.first_attacker

        shield_opponent: None | str
        shield_opponent = self.shield_opponent

        name = self.name

        calibre = self.calibre

        heavy_armour = self.heavy_armour

        high_morale = self.high_morale

        battleshield = self.battleshield

        is_commander = self.is_commander

        panicked = self.panicked

        weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = []
            for weapons_item_data in self.weapons:
                weapons_item = weapons_item_data.to_dict()
                weapons.append(weapons_item)

        as_ = self.as_

        sh = self.sh

        st = self.st

        t = self.t

        cd = self.cd

        sz = self.sz

        mv = self.mv

        cal = self.cal

        fs = self.fs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "side": side,
                "assault_skill": assault_skill,
                "shooting_skill": shooting_skill,
                "strength": strength,
                "toughness": toughness,
                "wounds_max": wounds_max,
                "wounds": wounds,
                "command": command,
                "size": size,
                "movement": movement,
                "first_strike": first_strike,
                "in_play": in_play,
                "panic_penalty": panic_penalty,
                "order": order,
                "order_revealed": order_revealed,
                "has_order": has_order,
                "activated": activated,
                "reactions_used": reactions_used,
                "charged_this_phase": charged_this_phase,
                "charged_this_action": charged_this_action,
                "engaged_with": engaged_with,
                "first_attacker": first_attacker,
                "shield_opponent": shield_opponent,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if calibre is not UNSET:
            field_dict["calibre"] = calibre
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if high_morale is not UNSET:
            field_dict["high_morale"] = high_morale
        if battleshield is not UNSET:
            field_dict["battleshield"] = battleshield
        if is_commander is not UNSET:
            field_dict["is_commander"] = is_commander
        if panicked is not UNSET:
            field_dict["panicked"] = panicked
        if weapons is not UNSET:
            field_dict["weapons"] = weapons
        if as_ is not UNSET:
            field_dict["AS"] = as_
        if sh is not UNSET:
            field_dict["SH"] = sh
        if st is not UNSET:
            field_dict["ST"] = st
        if t is not UNSET:
            field_dict["T"] = t
        if cd is not UNSET:
            field_dict["CD"] = cd
        if sz is not UNSET:
            field_dict["SZ"] = sz
        if mv is not UNSET:
            field_dict["MV"] = mv
        if cal is not UNSET:
            field_dict["CAL"] = cal
        if fs is not UNSET:
            field_dict["FS"] = fs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        side = d.pop("side")

        assault_skill = d.pop("assault_skill")

        shooting_skill = d.pop("shooting_skill")

        strength = d.pop("strength")

        toughness = d.pop("toughness")

        wounds_max = d.pop("wounds_max")

        wounds = d.pop("wounds")

        command = d.pop("command")

        size = d.pop("size")

        movement = d.pop("movement")

        first_strike = d.pop("first_strike")

        in_play = d.pop("in_play")

        panic_penalty = d.pop("panic_penalty")

        def _parse_order(data: object) -> None | UrbanWarOrderToken:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                order_type_0 = check_urban_war_order_token(data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarOrderToken, data)

        order = _parse_order(d.pop("order"))

        order_revealed = d.pop("order_revealed")

        has_order = d.pop("has_order")

        activated = d.pop("activated")

        reactions_used = d.pop("reactions_used")

        charged_this_phase = d.pop("charged_this_phase")

        charged_this_action = d.pop("charged_this_action")

        engaged_with = cast(list[str], d.pop("engaged_with"))

        def _parse_first_attacker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_attacker = _parse_first_attacker(d.pop("first_attacker"))

        def _parse_shield_opponent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shield_opponent = _parse_shield_opponent(d.pop("shield_opponent"))

        name = d.pop("name", UNSET)

        calibre = d.pop("calibre", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

        high_morale = d.pop("high_morale", UNSET)

        battleshield = d.pop("battleshield", UNSET)

        is_commander = d.pop("is_commander", UNSET)

        panicked = d.pop("panicked", UNSET)

        _weapons = d.pop("weapons", UNSET)
        weapons: list[UrbanWarWeapon] | Unset = UNSET
        if _weapons is not UNSET:
            weapons = []
            for weapons_item_data in _weapons:
                weapons_item = UrbanWarWeapon.from_dict(weapons_item_data)

                weapons.append(weapons_item)

        as_ = d.pop("AS", UNSET)

        sh = d.pop("SH", UNSET)

        st = d.pop("ST", UNSET)

        t = d.pop("T", UNSET)

        cd = d.pop("CD", UNSET)

        sz = d.pop("SZ", UNSET)

        mv = d.pop("MV", UNSET)

        cal = d.pop("CAL", UNSET)

        fs = d.pop("FS", UNSET)

        urban_war_model_state = cls(
            id=id,
            side=side,
            assault_skill=assault_skill,
            shooting_skill=shooting_skill,
            strength=strength,
            toughness=toughness,
            wounds_max=wounds_max,
            wounds=wounds,
            command=command,
            size=size,
            movement=movement,
            first_strike=first_strike,
            in_play=in_play,
            panic_penalty=panic_penalty,
            order=order,
            order_revealed=order_revealed,
            has_order=has_order,
            activated=activated,
            reactions_used=reactions_used,
            charged_this_phase=charged_this_phase,
            charged_this_action=charged_this_action,
            engaged_with=engaged_with,
            first_attacker=first_attacker,
            shield_opponent=shield_opponent,
            name=name,
            calibre=calibre,
            heavy_armour=heavy_armour,
            high_morale=high_morale,
            battleshield=battleshield,
            is_commander=is_commander,
            panicked=panicked,
            weapons=weapons,
            as_=as_,
            sh=sh,
            st=st,
            t=t,
            cd=cd,
            sz=sz,
            mv=mv,
            cal=cal,
            fs=fs,
        )

        return urban_war_model_state
