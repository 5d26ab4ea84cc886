from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_die import WalkaDie, check_walka_die
from ..models.walka_hand import WalkaHand, check_walka_hand
from ..models.walka_status import WalkaStatus, check_walka_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_ammunition import WalkaAmmunition
    from ..models.walka_armour_piece import WalkaArmourPiece
    from ..models.walka_body_row import WalkaBodyRow
    from ..models.walka_borrowed_reload import WalkaBorrowedReload
    from ..models.walka_character_state_hands import WalkaCharacterStateHands
    from ..models.walka_conditions import WalkaConditions
    from ..models.walka_copies import WalkaCopies
    from ..models.walka_prepaid import WalkaPrepaid
    from ..models.walka_shield import WalkaShield
    from ..models.walka_weapon_state import WalkaWeaponState
    from ..models.walka_wound import WalkaWound


T = TypeVar("T", bound="WalkaCharacterState")


@_attrs_define
class WalkaCharacterState:
    """
    Attributes:
        id (str): Unique id of the character in this encounter. 1 to 64 letters (A-Z, a-z), digits, '-' or '_'.
        side (str): Its side; an encounter has at least two.
        spd (int): Speed (SPD) as a value, 0..100 (not a level): max AP = floor(SPD / 2) + 5. Alias: `SPD`.
        max_hp (int): Hit points at most.
        weapons (list[WalkaWeaponState]):
        hands (WalkaCharacterStateHands): What each hand holds, keyed by limb (walka.md §14).
        max_ap (int): floor(SPD / 2) + 5.
        pending_ap_penalty (int): AP the next regeneration gives less (blocked blows, §3).
        borrowed_reload (None | WalkaBorrowedReload):
        no_regen_turns (int):
        hp_depleted (bool): HP at or below 0 (§12): the status is the caller's to set.
        wounds (list[WalkaWound]):
        wound_counter (int): Wounds ever taken.
        conditions (WalkaConditions):
        facing (None | str): The last attack's target (§7).
        surprised (bool): No instants until its turn starts (§10).
        defenceless (bool): Surprised: no defence until its turn starts (§10).
        skip_round1 (bool):
        order_index (int | None):
        prepaid (None | WalkaPrepaid):
        dis (int): base_dis + armour bonuses.
        name (str | Unset):  Default: ''.
        status (WalkaStatus | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        ref_level (int | Unset): Reflex (REF) level (SR), 0..100. Alias: `REF`. Default: 0.
        dex_level (int | Unset): Dexterity (DEX) level (SR), 0..100, before the armour DEX penalty. Alias: `DEX`.
            Default: 0.
        str_level (int | Unset): Strength (STR) level (SR), 0..100. Alias: `STR`. Default: 0.
        acc_level (int | Unset): Accuracy (ACC) level (SR), 0..100. Alias: `ACC`. Default: 0.
        con_level (int | Unset): Constitution (CON) level (SR), 0..100: MP regenerated per turn. Alias: `CON`. Default:
            0.
        armour_skill_die (None | Unset | WalkaDie): The armour-wearing skill's die: dodge (§6). One of d4, d6, d8, d10,
            d12, d20, d100.
        shield_skill_die (None | Unset | WalkaDie): The blocking skill's die: cover and block (§6). One of d4, d6, d8,
            d10, d12, d20, d100.
        unarmed_skill_die (None | Unset | WalkaDie): The unarmed-combat skill's die: unarmed attacks, and parries
            without a melee weapon in hand (§6, §7). One of d4, d6, d8, d10, d12, d20, d100.
        armour_dex_penalty (int | Unset): The armour's penalty to the DEX level (dodge, cover, melee attacks, terrain
            tests). Default: 0.
        nac (int | Unset): Natural armour (NAC), taken off every hit (§8). Default: 0.
        hp (int | None | Unset): HP now (default max_hp).
        max_mp (int | Unset): Mana points at most. Default: 0.
        mp (int | None | Unset): MP now (default max_mp).
        ap (int | None | Unset): AP now (default max_ap = floor(SPD / 2) + 5: everyone enters with a full pool, §3).
        fatigue (int | None | Unset): Fatigue tokens now (default 0).
        base_dis (int | Unset): Base DIS (dispersion); reported with the armour's bonuses. Default: 0.
        copies (WalkaCopies | Unset):
        table (list[WalkaBodyRow] | None | Unset): Another body plan's location table (default the humanoid's).
        ammunition (list[WalkaAmmunition] | Unset):
        shield (None | Unset | WalkaShield):
        armour_pieces (list[WalkaArmourPiece] | Unset): Armour worn, checked as a loadout (§8): a conflict is a 422.
        main_hand (WalkaHand | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        SPD (int | Unset): Alias of `spd`, the game's abbreviation: send one or the other, not both; where `spd` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        ref (int | Unset): Alias of `ref_level`, the game's abbreviation: send one or the other, not both; where
            `ref_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        dex (int | Unset): Alias of `dex_level`, the game's abbreviation: send one or the other, not both; where
            `dex_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        acc (int | Unset): Alias of `acc_level`, the game's abbreviation: send one or the other, not both; where
            `acc_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        con (int | Unset): Alias of `con_level`, the game's abbreviation: send one or the other, not both; where
            `con_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    id: str
    side: str
    spd: int
    max_hp: int
    weapons: list[WalkaWeaponState]
    hands: WalkaCharacterStateHands
    max_ap: int
    pending_ap_penalty: int
    borrowed_reload: None | WalkaBorrowedReload
    no_regen_turns: int
    hp_depleted: bool
    wounds: list[WalkaWound]
    wound_counter: int
    conditions: WalkaConditions
    facing: None | str
    surprised: bool
    defenceless: bool
    skip_round1: bool
    order_index: int | None
    prepaid: None | WalkaPrepaid
    dis: int
    name: str | Unset = ""
    status: WalkaStatus | Unset = UNSET
    ref_level: int | Unset = 0
    dex_level: int | Unset = 0
    str_level: int | Unset = 0
    acc_level: int | Unset = 0
    con_level: int | Unset = 0
    armour_skill_die: None | Unset | WalkaDie = UNSET
    shield_skill_die: None | Unset | WalkaDie = UNSET
    unarmed_skill_die: None | Unset | WalkaDie = UNSET
    armour_dex_penalty: int | Unset = 0
    nac: int | Unset = 0
    hp: int | None | Unset = UNSET
    max_mp: int | Unset = 0
    mp: int | None | Unset = UNSET
    ap: int | None | Unset = UNSET
    fatigue: int | None | Unset = UNSET
    base_dis: int | Unset = 0
    copies: WalkaCopies | Unset = UNSET
    table: list[WalkaBodyRow] | None | Unset = UNSET
    ammunition: list[WalkaAmmunition] | Unset = UNSET
    shield: None | Unset | WalkaShield = UNSET
    armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
    main_hand: WalkaHand | Unset = UNSET
    SPD: int | Unset = UNSET
    ref: int | Unset = UNSET
    dex: int | Unset = UNSET
    str_: int | Unset = UNSET
    acc: int | Unset = UNSET
    con: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415
        from ..models.walka_prepaid import WalkaPrepaid  # noqa: PLC0415
        from ..models.walka_shield import WalkaShield  # noqa: PLC0415

        id = self.id

        side = self.side

        spd = self.spd

        max_hp = self.max_hp

        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)

        hands = self.hands.to_dict()

        max_ap = self.max_ap

        pending_ap_penalty = self.pending_ap_penalty

        borrowed_reload: dict[str, Any] | None
        if isinstance(self.borrowed_reload, WalkaBorrowedReload):
            borrowed_reload = self.borrowed_reload.to_dict()
        else:
            borrowed_reload = self.borrowed_reload

        no_regen_turns = self.no_regen_turns

        hp_depleted = self.hp_depleted

        wounds = []
        for wounds_item_data in self.wounds:
            wounds_item = wounds_item_data.to_dict()
            wounds.append(wounds_item)

        wound_counter = self.wound_counter

        conditions = self.conditions.to_dict()

        facing: None | str
        facing = self.facing

        surprised = self.surprised

        defenceless = self.defenceless

        skip_round1 = self.skip_round1

        order_index: int | None
        order_index = self.order_index

        prepaid: dict[str, Any] | None
        if isinstance(self.prepaid, WalkaPrepaid):
            prepaid = self.prepaid.to_dict()
        else:
            prepaid = self.prepaid

        dis = self.dis

        name = self.name

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        ref_level = self.ref_level

        dex_level = self.dex_level

        str_level = self.str_level

        acc_level = self.acc_level

        con_level = self.con_level

        armour_skill_die: None | str | Unset
        if isinstance(self.armour_skill_die, Unset):
            armour_skill_die = UNSET
        elif isinstance(self.armour_skill_die, str):
            armour_skill_die = self.armour_skill_die
        else:
            armour_skill_die = self.armour_skill_die

        shield_skill_die: None | str | Unset
        if isinstance(self.shield_skill_die, Unset):
            shield_skill_die = UNSET
        elif isinstance(self.shield_skill_die, str):
            shield_skill_die = self.shield_skill_die
        else:
            shield_skill_die = self.shield_skill_die

        unarmed_skill_die: None | str | Unset
        if isinstance(self.unarmed_skill_die, Unset):
            unarmed_skill_die = UNSET
        elif isinstance(self.unarmed_skill_die, str):
            unarmed_skill_die = self.unarmed_skill_die
        else:
            unarmed_skill_die = self.unarmed_skill_die

        armour_dex_penalty = self.armour_dex_penalty

        nac = self.nac

        hp: int | None | Unset
        if isinstance(self.hp, Unset):
            hp = UNSET
        else:
            hp = self.hp

        max_mp = self.max_mp

        mp: int | None | Unset
        if isinstance(self.mp, Unset):
            mp = UNSET
        else:
            mp = self.mp

        ap: int | None | Unset
        if isinstance(self.ap, Unset):
            ap = UNSET
        else:
            ap = self.ap

        fatigue: int | None | Unset
        if isinstance(self.fatigue, Unset):
            fatigue = UNSET
        else:
            fatigue = self.fatigue

        base_dis = self.base_dis

        copies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.copies, Unset):
            copies = self.copies.to_dict()

        table: list[dict[str, Any]] | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        elif isinstance(self.table, list):
            table = []
            for table_type_0_item_data in self.table:
                table_type_0_item = table_type_0_item_data.to_dict()
                table.append(table_type_0_item)

        else:
            table = self.table

        ammunition: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ammunition, Unset):
            ammunition = []
            for ammunition_item_data in self.ammunition:
                ammunition_item = ammunition_item_data.to_dict()
                ammunition.append(ammunition_item)

        shield: dict[str, Any] | None | Unset
        if isinstance(self.shield, Unset):
            shield = UNSET
        elif isinstance(self.shield, WalkaShield):
            shield = self.shield.to_dict()
        else:
            shield = self.shield

        armour_pieces: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.armour_pieces, Unset):
            armour_pieces = []
            for armour_pieces_item_data in self.armour_pieces:
                armour_pieces_item = armour_pieces_item_data.to_dict()
                armour_pieces.append(armour_pieces_item)

        main_hand: str | Unset = UNSET
        if not isinstance(self.main_hand, Unset):
            main_hand = self.main_hand

        SPD = self.SPD

        ref = self.ref

        dex = self.dex

        str_ = self.str_

        acc = self.acc

        con = self.con

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "side": side,
                "spd": spd,
                "max_hp": max_hp,
                "weapons": weapons,
                "hands": hands,
                "max_ap": max_ap,
                "pending_ap_penalty": pending_ap_penalty,
                "borrowed_reload": borrowed_reload,
                "no_regen_turns": no_regen_turns,
                "hp_depleted": hp_depleted,
                "wounds": wounds,
                "wound_counter": wound_counter,
                "conditions": conditions,
                "facing": facing,
                "surprised": surprised,
                "defenceless": defenceless,
                "skip_round1": skip_round1,
                "order_index": order_index,
                "prepaid": prepaid,
                "dis": dis,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if status is not UNSET:
            field_dict["status"] = status
        if ref_level is not UNSET:
            field_dict["ref_level"] = ref_level
        if dex_level is not UNSET:
            field_dict["dex_level"] = dex_level
        if str_level is not UNSET:
            field_dict["str_level"] = str_level
        if acc_level is not UNSET:
            field_dict["acc_level"] = acc_level
        if con_level is not UNSET:
            field_dict["con_level"] = con_level
        if armour_skill_die is not UNSET:
            field_dict["armour_skill_die"] = armour_skill_die
        if shield_skill_die is not UNSET:
            field_dict["shield_skill_die"] = shield_skill_die
        if unarmed_skill_die is not UNSET:
            field_dict["unarmed_skill_die"] = unarmed_skill_die
        if armour_dex_penalty is not UNSET:
            field_dict["armour_dex_penalty"] = armour_dex_penalty
        if nac is not UNSET:
            field_dict["nac"] = nac
        if hp is not UNSET:
            field_dict["hp"] = hp
        if max_mp is not UNSET:
            field_dict["max_mp"] = max_mp
        if mp is not UNSET:
            field_dict["mp"] = mp
        if ap is not UNSET:
            field_dict["ap"] = ap
        if fatigue is not UNSET:
            field_dict["fatigue"] = fatigue
        if base_dis is not UNSET:
            field_dict["base_dis"] = base_dis
        if copies is not UNSET:
            field_dict["copies"] = copies
        if table is not UNSET:
            field_dict["table"] = table
        if ammunition is not UNSET:
            field_dict["ammunition"] = ammunition
        if shield is not UNSET:
            field_dict["shield"] = shield
        if armour_pieces is not UNSET:
            field_dict["armour_pieces"] = armour_pieces
        if main_hand is not UNSET:
            field_dict["main_hand"] = main_hand
        if SPD is not UNSET:
            field_dict["SPD"] = SPD
        if ref is not UNSET:
            field_dict["REF"] = ref
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if str_ is not UNSET:
            field_dict["STR"] = str_
        if acc is not UNSET:
            field_dict["ACC"] = acc
        if con is not UNSET:
            field_dict["CON"] = con

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_ammunition import WalkaAmmunition  # noqa: PLC0415
        from ..models.walka_armour_piece import WalkaArmourPiece  # noqa: PLC0415
        from ..models.walka_body_row import WalkaBodyRow  # noqa: PLC0415
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415
        from ..models.walka_character_state_hands import WalkaCharacterStateHands  # noqa: PLC0415
        from ..models.walka_conditions import WalkaConditions  # noqa: PLC0415
        from ..models.walka_copies import WalkaCopies  # noqa: PLC0415
        from ..models.walka_prepaid import WalkaPrepaid  # noqa: PLC0415
        from ..models.walka_shield import WalkaShield  # noqa: PLC0415
        from ..models.walka_weapon_state import WalkaWeaponState  # noqa: PLC0415
        from ..models.walka_wound import WalkaWound  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        side = d.pop("side")

        spd = d.pop("spd")

        max_hp = d.pop("max_hp")

        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in _weapons:
            weapons_item = WalkaWeaponState.from_dict(weapons_item_data)

            weapons.append(weapons_item)

        hands = WalkaCharacterStateHands.from_dict(d.pop("hands"))

        max_ap = d.pop("max_ap")

        pending_ap_penalty = d.pop("pending_ap_penalty")

        def _parse_borrowed_reload(data: object) -> None | WalkaBorrowedReload:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                borrowed_reload_type_0 = WalkaBorrowedReload.from_dict(data)

                return borrowed_reload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaBorrowedReload, data)

        borrowed_reload = _parse_borrowed_reload(d.pop("borrowed_reload"))

        no_regen_turns = d.pop("no_regen_turns")

        hp_depleted = d.pop("hp_depleted")

        wounds = []
        _wounds = d.pop("wounds")
        for wounds_item_data in _wounds:
            wounds_item = WalkaWound.from_dict(wounds_item_data)

            wounds.append(wounds_item)

        wound_counter = d.pop("wound_counter")

        conditions = WalkaConditions.from_dict(d.pop("conditions"))

        def _parse_facing(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        facing = _parse_facing(d.pop("facing"))

        surprised = d.pop("surprised")

        defenceless = d.pop("defenceless")

        skip_round1 = d.pop("skip_round1")

        def _parse_order_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        order_index = _parse_order_index(d.pop("order_index"))

        def _parse_prepaid(data: object) -> None | WalkaPrepaid:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prepaid_type_0 = WalkaPrepaid.from_dict(data)

                return prepaid_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaPrepaid, data)

        prepaid = _parse_prepaid(d.pop("prepaid"))

        dis = d.pop("dis")

        name = d.pop("name", UNSET)

        _status = d.pop("status", UNSET)
        status: WalkaStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_walka_status(_status)

        ref_level = d.pop("ref_level", UNSET)

        dex_level = d.pop("dex_level", UNSET)

        str_level = d.pop("str_level", UNSET)

        acc_level = d.pop("acc_level", UNSET)

        con_level = d.pop("con_level", UNSET)

        def _parse_armour_skill_die(data: object) -> None | Unset | WalkaDie:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                armour_skill_die_type_0 = check_walka_die(data)

                return armour_skill_die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaDie, data)

        armour_skill_die = _parse_armour_skill_die(d.pop("armour_skill_die", UNSET))

        def _parse_shield_skill_die(data: object) -> None | Unset | WalkaDie:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shield_skill_die_type_0 = check_walka_die(data)

                return shield_skill_die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaDie, data)

        shield_skill_die = _parse_shield_skill_die(d.pop("shield_skill_die", UNSET))

        def _parse_unarmed_skill_die(data: object) -> None | Unset | WalkaDie:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unarmed_skill_die_type_0 = check_walka_die(data)

                return unarmed_skill_die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaDie, data)

        unarmed_skill_die = _parse_unarmed_skill_die(d.pop("unarmed_skill_die", UNSET))

        armour_dex_penalty = d.pop("armour_dex_penalty", UNSET)

        nac = d.pop("nac", UNSET)

        def _parse_hp(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hp = _parse_hp(d.pop("hp", UNSET))

        max_mp = d.pop("max_mp", UNSET)

        def _parse_mp(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        mp = _parse_mp(d.pop("mp", UNSET))

        def _parse_ap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ap = _parse_ap(d.pop("ap", UNSET))

        def _parse_fatigue(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        fatigue = _parse_fatigue(d.pop("fatigue", UNSET))

        base_dis = d.pop("base_dis", UNSET)

        _copies = d.pop("copies", UNSET)
        copies: WalkaCopies | Unset
        if isinstance(_copies, Unset):
            copies = UNSET
        else:
            copies = WalkaCopies.from_dict(_copies)

        def _parse_table(data: object) -> list[WalkaBodyRow] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                table_type_0 = []
                _table_type_0 = data
                for table_type_0_item_data in _table_type_0:
                    table_type_0_item = WalkaBodyRow.from_dict(table_type_0_item_data)

                    table_type_0.append(table_type_0_item)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WalkaBodyRow] | None | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        _ammunition = d.pop("ammunition", UNSET)
        ammunition: list[WalkaAmmunition] | Unset = UNSET
        if _ammunition is not UNSET:
            ammunition = []
            for ammunition_item_data in _ammunition:
                ammunition_item = WalkaAmmunition.from_dict(ammunition_item_data)

                ammunition.append(ammunition_item)

        def _parse_shield(data: object) -> None | Unset | WalkaShield:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                shield_type_0 = WalkaShield.from_dict(data)

                return shield_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaShield, data)

        shield = _parse_shield(d.pop("shield", UNSET))

        _armour_pieces = d.pop("armour_pieces", UNSET)
        armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
        if _armour_pieces is not UNSET:
            armour_pieces = []
            for armour_pieces_item_data in _armour_pieces:
                armour_pieces_item = WalkaArmourPiece.from_dict(armour_pieces_item_data)

                armour_pieces.append(armour_pieces_item)

        _main_hand = d.pop("main_hand", UNSET)
        main_hand: WalkaHand | Unset
        if isinstance(_main_hand, Unset):
            main_hand = UNSET
        else:
            main_hand = check_walka_hand(_main_hand)

        SPD = d.pop("SPD", UNSET)

        ref = d.pop("REF", UNSET)

        dex = d.pop("DEX", UNSET)

        str_ = d.pop("STR", UNSET)

        acc = d.pop("ACC", UNSET)

        con = d.pop("CON", UNSET)

        walka_character_state = cls(
            id=id,
            side=side,
            spd=spd,
            max_hp=max_hp,
            weapons=weapons,
            hands=hands,
            max_ap=max_ap,
            pending_ap_penalty=pending_ap_penalty,
            borrowed_reload=borrowed_reload,
            no_regen_turns=no_regen_turns,
            hp_depleted=hp_depleted,
            wounds=wounds,
            wound_counter=wound_counter,
            conditions=conditions,
            facing=facing,
            surprised=surprised,
            defenceless=defenceless,
            skip_round1=skip_round1,
            order_index=order_index,
            prepaid=prepaid,
            dis=dis,
            name=name,
            status=status,
            ref_level=ref_level,
            dex_level=dex_level,
            str_level=str_level,
            acc_level=acc_level,
            con_level=con_level,
            armour_skill_die=armour_skill_die,
            shield_skill_die=shield_skill_die,
            unarmed_skill_die=unarmed_skill_die,
            armour_dex_penalty=armour_dex_penalty,
            nac=nac,
            hp=hp,
            max_mp=max_mp,
            mp=mp,
            ap=ap,
            fatigue=fatigue,
            base_dis=base_dis,
            copies=copies,
            table=table,
            ammunition=ammunition,
            shield=shield,
            armour_pieces=armour_pieces,
            main_hand=main_hand,
            SPD=SPD,
            ref=ref,
            dex=dex,
            str_=str_,
            acc=acc,
            con=con,
        )

        return walka_character_state
