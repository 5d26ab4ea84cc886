from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_die import WalkaDie, check_walka_die
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_armour_piece import WalkaArmourPiece
    from ..models.walka_body_row import WalkaBodyRow
    from ..models.walka_copies import WalkaCopies


T = TypeVar("T", bound="WalkaDefender")


@_attrs_define
class WalkaDefender:
    """
    Attributes:
        ap (int | Unset): AP now (the groin sets them to 0).
        no_regen_turns (int | Unset): Turn starts left without AP regeneration. Default: 0.
        eyes_lost (int | Unset): Eyes already lost (2: blind). Default: 0.
        wound_id (str | Unset): Id for the new wound (default w1).
        nac (int | Unset): Natural armour (NAC): taken off every hit. Default: 0.
        hp (int | Unset): HP before the hit; omit when HP are not tracked (the HP after are then null).
        armour_pieces (list[WalkaArmourPiece] | Unset): Armour worn; checked for conflicts (overlaps, same class).
        base_dis (int | Unset): Base DIS (dispersion), reported with the armour's bonuses. Default: 0.
        copies (WalkaCopies | Unset):
        table (list[WalkaBodyRow] | Unset): Another body plan's table (default: the humanoid's). Each d100 column must
            cover 1 to 100 once; locations keep the glossary's names.
        armour_skill_die (WalkaDie | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        weapon_skill_die (WalkaDie | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        shield_skill_die (WalkaDie | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        crit_threshold (int | Unset): A natural of the defence roll at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of the defence roll at or below it is a fumble (walka.md §0). Default
            1; 0 means no fumbles.
        has_shield (bool | None | Unset): Holds a shield: needed for cover and block. Default: true when shield_block is
            given (the rating of the shield held), else false.
        shield_block (int | Unset): The shield's block rating (default 0); giving it states the shield.
        dex_level (int | Unset): dodge and cover. Dexterity (DEX) level (SR), 0..100, before the armour DEX penalty.
            Alias: `DEX`.
        armour_dex_penalty (int | Unset): The armour's penalty to the DEX level (dodge, cover, melee attacks, ice).
            Default: 0.
        str_level (int | Unset): parry and block. Strength (STR) level (SR), 0..100. Alias: `STR`.
        defenceless (bool | Unset): Surprised (§10): no defence, whatever the defence type says. Default: False.
        id (str | Unset): Your name for the character.
        armed (bool | Unset): Has a melee weapon drawn (for the unarmed parry rule, §7). Default: True.
        pending_ap_penalty (int | Unset): The defender's pending AP penalty now. Default: 0.
        dex (int | Unset): Alias of `dex_level`, the game's abbreviation: send one or the other, not both; where
            `dex_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    ap: int | Unset = UNSET
    no_regen_turns: int | Unset = 0
    eyes_lost: int | Unset = 0
    wound_id: str | Unset = UNSET
    nac: int | Unset = 0
    hp: int | Unset = UNSET
    armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
    base_dis: int | Unset = 0
    copies: WalkaCopies | Unset = UNSET
    table: list[WalkaBodyRow] | Unset = UNSET
    armour_skill_die: WalkaDie | Unset = UNSET
    weapon_skill_die: WalkaDie | Unset = UNSET
    shield_skill_die: WalkaDie | Unset = UNSET
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    has_shield: bool | None | Unset = UNSET
    shield_block: int | Unset = UNSET
    dex_level: int | Unset = UNSET
    armour_dex_penalty: int | Unset = 0
    str_level: int | Unset = UNSET
    defenceless: bool | Unset = False
    id: str | Unset = UNSET
    armed: bool | Unset = True
    pending_ap_penalty: int | Unset = 0
    dex: int | Unset = UNSET
    str_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ap = self.ap

        no_regen_turns = self.no_regen_turns

        eyes_lost = self.eyes_lost

        wound_id = self.wound_id

        nac = self.nac

        hp = self.hp

        armour_pieces: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.armour_pieces, Unset):
            armour_pieces = []
            for armour_pieces_item_data in self.armour_pieces:
                armour_pieces_item = armour_pieces_item_data.to_dict()
                armour_pieces.append(armour_pieces_item)

        base_dis = self.base_dis

        copies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.copies, Unset):
            copies = self.copies.to_dict()

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)

        armour_skill_die: str | Unset = UNSET
        if not isinstance(self.armour_skill_die, Unset):
            armour_skill_die = self.armour_skill_die

        weapon_skill_die: str | Unset = UNSET
        if not isinstance(self.weapon_skill_die, Unset):
            weapon_skill_die = self.weapon_skill_die

        shield_skill_die: str | Unset = UNSET
        if not isinstance(self.shield_skill_die, Unset):
            shield_skill_die = self.shield_skill_die

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        has_shield: bool | None | Unset
        if isinstance(self.has_shield, Unset):
            has_shield = UNSET
        else:
            has_shield = self.has_shield

        shield_block = self.shield_block

        dex_level = self.dex_level

        armour_dex_penalty = self.armour_dex_penalty

        str_level = self.str_level

        defenceless = self.defenceless

        id = self.id

        armed = self.armed

        pending_ap_penalty = self.pending_ap_penalty

        dex = self.dex

        str_ = self.str_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ap is not UNSET:
            field_dict["ap"] = ap
        if no_regen_turns is not UNSET:
            field_dict["no_regen_turns"] = no_regen_turns
        if eyes_lost is not UNSET:
            field_dict["eyes_lost"] = eyes_lost
        if wound_id is not UNSET:
            field_dict["wound_id"] = wound_id
        if nac is not UNSET:
            field_dict["nac"] = nac
        if hp is not UNSET:
            field_dict["hp"] = hp
        if armour_pieces is not UNSET:
            field_dict["armour_pieces"] = armour_pieces
        if base_dis is not UNSET:
            field_dict["base_dis"] = base_dis
        if copies is not UNSET:
            field_dict["copies"] = copies
        if table is not UNSET:
            field_dict["table"] = table
        if armour_skill_die is not UNSET:
            field_dict["armour_skill_die"] = armour_skill_die
        if weapon_skill_die is not UNSET:
            field_dict["weapon_skill_die"] = weapon_skill_die
        if shield_skill_die is not UNSET:
            field_dict["shield_skill_die"] = shield_skill_die
        if crit_threshold is not UNSET:
            field_dict["crit_threshold"] = crit_threshold
        if fumble_threshold is not UNSET:
            field_dict["fumble_threshold"] = fumble_threshold
        if has_shield is not UNSET:
            field_dict["has_shield"] = has_shield
        if shield_block is not UNSET:
            field_dict["shield_block"] = shield_block
        if dex_level is not UNSET:
            field_dict["dex_level"] = dex_level
        if armour_dex_penalty is not UNSET:
            field_dict["armour_dex_penalty"] = armour_dex_penalty
        if str_level is not UNSET:
            field_dict["str_level"] = str_level
        if defenceless is not UNSET:
            field_dict["defenceless"] = defenceless
        if id is not UNSET:
            field_dict["id"] = id
        if armed is not UNSET:
            field_dict["armed"] = armed
        if pending_ap_penalty is not UNSET:
            field_dict["pending_ap_penalty"] = pending_ap_penalty
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if str_ is not UNSET:
            field_dict["STR"] = str_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_armour_piece import WalkaArmourPiece  # noqa: PLC0415
        from ..models.walka_body_row import WalkaBodyRow  # noqa: PLC0415
        from ..models.walka_copies import WalkaCopies  # noqa: PLC0415

        d = dict(src_dict)
        ap = d.pop("ap", UNSET)

        no_regen_turns = d.pop("no_regen_turns", UNSET)

        eyes_lost = d.pop("eyes_lost", UNSET)

        wound_id = d.pop("wound_id", UNSET)

        nac = d.pop("nac", UNSET)

        hp = d.pop("hp", UNSET)

        _armour_pieces = d.pop("armour_pieces", UNSET)
        armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
        if _armour_pieces is not UNSET:
            armour_pieces = []
            for armour_pieces_item_data in _armour_pieces:
                armour_pieces_item = WalkaArmourPiece.from_dict(armour_pieces_item_data)

                armour_pieces.append(armour_pieces_item)

        base_dis = d.pop("base_dis", UNSET)

        _copies = d.pop("copies", UNSET)
        copies: WalkaCopies | Unset
        if isinstance(_copies, Unset):
            copies = UNSET
        else:
            copies = WalkaCopies.from_dict(_copies)

        _table = d.pop("table", UNSET)
        table: list[WalkaBodyRow] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = WalkaBodyRow.from_dict(table_item_data)

                table.append(table_item)

        _armour_skill_die = d.pop("armour_skill_die", UNSET)
        armour_skill_die: WalkaDie | Unset
        if isinstance(_armour_skill_die, Unset):
            armour_skill_die = UNSET
        else:
            armour_skill_die = check_walka_die(_armour_skill_die)

        _weapon_skill_die = d.pop("weapon_skill_die", UNSET)
        weapon_skill_die: WalkaDie | Unset
        if isinstance(_weapon_skill_die, Unset):
            weapon_skill_die = UNSET
        else:
            weapon_skill_die = check_walka_die(_weapon_skill_die)

        _shield_skill_die = d.pop("shield_skill_die", UNSET)
        shield_skill_die: WalkaDie | Unset
        if isinstance(_shield_skill_die, Unset):
            shield_skill_die = UNSET
        else:
            shield_skill_die = check_walka_die(_shield_skill_die)

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        def _parse_has_shield(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        has_shield = _parse_has_shield(d.pop("has_shield", UNSET))

        shield_block = d.pop("shield_block", UNSET)

        dex_level = d.pop("dex_level", UNSET)

        armour_dex_penalty = d.pop("armour_dex_penalty", UNSET)

        str_level = d.pop("str_level", UNSET)

        defenceless = d.pop("defenceless", UNSET)

        id = d.pop("id", UNSET)

        armed = d.pop("armed", UNSET)

        pending_ap_penalty = d.pop("pending_ap_penalty", UNSET)

        dex = d.pop("DEX", UNSET)

        str_ = d.pop("STR", UNSET)

        walka_defender = cls(
            ap=ap,
            no_regen_turns=no_regen_turns,
            eyes_lost=eyes_lost,
            wound_id=wound_id,
            nac=nac,
            hp=hp,
            armour_pieces=armour_pieces,
            base_dis=base_dis,
            copies=copies,
            table=table,
            armour_skill_die=armour_skill_die,
            weapon_skill_die=weapon_skill_die,
            shield_skill_die=shield_skill_die,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            has_shield=has_shield,
            shield_block=shield_block,
            dex_level=dex_level,
            armour_dex_penalty=armour_dex_penalty,
            str_level=str_level,
            defenceless=defenceless,
            id=id,
            armed=armed,
            pending_ap_penalty=pending_ap_penalty,
            dex=dex,
            str_=str_,
        )

        return walka_defender
