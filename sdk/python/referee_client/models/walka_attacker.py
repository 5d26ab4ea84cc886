from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_die import WalkaDie, check_walka_die
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaAttacker")


@_attrs_define
class WalkaAttacker:
    """
    Attributes:
        skill_die (WalkaDie): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        weapon_damage (int | Unset): melee and thrown: the weapon's damage (unarmed 0).
        ammo_damage (int | Unset): shot: the ammunition's damage.
        launcher_damage (int | Unset): shot: the launcher's (bow's) damage.
        str_level (int | Unset): melee: added to damage; thrown: half added (default 0). Strength (STR) level (SR),
            0..100. Alias: `STR`.
        weapon_id (str | Unset): The weapon's (or ammunition's) name in Quality changes.
        crit_threshold (int | Unset): A natural of the hit roll at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of the hit roll at or below it is a fumble (walka.md §0). Default 1; 0
            means no fumbles.
        dex_level (int | Unset): melee. Dexterity (DEX) level (SR), 0..100, before the armour DEX penalty. Alias: `DEX`.
        armour_dex_penalty (int | Unset): The armour's penalty to the DEX level (melee attacks). Default: 0.
        acc_level (int | Unset): ranged and thrown. Accuracy (ACC) level (SR), 0..100. Alias: `ACC`.
        off_hand (bool | Unset): Attacks with the off (weaker) hand: -20. Default: False.
        two_handed_one_hand (bool | Unset): A two-handed weapon held in one hand: -20. Default: False.
        ap (int | Unset): The attacker's AP before paying for the attack; omit when AP are not tracked (no affordability
            check; the AP after it are then null).
        id (str | Unset): Your name for the character.
        unarmed (bool | Unset): No weapon drawn: blunt damage, no Quality, weapon_damage default 0. Default: False.
        weapon_quality (int | Unset): The weapon's Quality (for a shot the ammunition's); leave out when unarmed.
        pending_ap_penalty (int | Unset): The attacker's pending AP penalty now. Default: 0.
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        dex (int | Unset): Alias of `dex_level`, the game's abbreviation: send one or the other, not both; where
            `dex_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        acc (int | Unset): Alias of `acc_level`, the game's abbreviation: send one or the other, not both; where
            `acc_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    skill_die: WalkaDie
    weapon_damage: int | Unset = UNSET
    ammo_damage: int | Unset = UNSET
    launcher_damage: int | Unset = UNSET
    str_level: int | Unset = UNSET
    weapon_id: str | Unset = UNSET
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    dex_level: int | Unset = UNSET
    armour_dex_penalty: int | Unset = 0
    acc_level: int | Unset = UNSET
    off_hand: bool | Unset = False
    two_handed_one_hand: bool | Unset = False
    ap: int | Unset = UNSET
    id: str | Unset = UNSET
    unarmed: bool | Unset = False
    weapon_quality: int | Unset = UNSET
    pending_ap_penalty: int | Unset = 0
    str_: int | Unset = UNSET
    dex: int | Unset = UNSET
    acc: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        skill_die: str = self.skill_die

        weapon_damage = self.weapon_damage

        ammo_damage = self.ammo_damage

        launcher_damage = self.launcher_damage

        str_level = self.str_level

        weapon_id = self.weapon_id

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        dex_level = self.dex_level

        armour_dex_penalty = self.armour_dex_penalty

        acc_level = self.acc_level

        off_hand = self.off_hand

        two_handed_one_hand = self.two_handed_one_hand

        ap = self.ap

        id = self.id

        unarmed = self.unarmed

        weapon_quality = self.weapon_quality

        pending_ap_penalty = self.pending_ap_penalty

        str_ = self.str_

        dex = self.dex

        acc = self.acc

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "skill_die": skill_die,
            }
        )
        if weapon_damage is not UNSET:
            field_dict["weapon_damage"] = weapon_damage
        if ammo_damage is not UNSET:
            field_dict["ammo_damage"] = ammo_damage
        if launcher_damage is not UNSET:
            field_dict["launcher_damage"] = launcher_damage
        if str_level is not UNSET:
            field_dict["str_level"] = str_level
        if weapon_id is not UNSET:
            field_dict["weapon_id"] = weapon_id
        if crit_threshold is not UNSET:
            field_dict["crit_threshold"] = crit_threshold
        if fumble_threshold is not UNSET:
            field_dict["fumble_threshold"] = fumble_threshold
        if dex_level is not UNSET:
            field_dict["dex_level"] = dex_level
        if armour_dex_penalty is not UNSET:
            field_dict["armour_dex_penalty"] = armour_dex_penalty
        if acc_level is not UNSET:
            field_dict["acc_level"] = acc_level
        if off_hand is not UNSET:
            field_dict["off_hand"] = off_hand
        if two_handed_one_hand is not UNSET:
            field_dict["two_handed_one_hand"] = two_handed_one_hand
        if ap is not UNSET:
            field_dict["ap"] = ap
        if id is not UNSET:
            field_dict["id"] = id
        if unarmed is not UNSET:
            field_dict["unarmed"] = unarmed
        if weapon_quality is not UNSET:
            field_dict["weapon_quality"] = weapon_quality
        if pending_ap_penalty is not UNSET:
            field_dict["pending_ap_penalty"] = pending_ap_penalty
        if str_ is not UNSET:
            field_dict["STR"] = str_
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if acc is not UNSET:
            field_dict["ACC"] = acc

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        skill_die = check_walka_die(d.pop("skill_die"))

        weapon_damage = d.pop("weapon_damage", UNSET)

        ammo_damage = d.pop("ammo_damage", UNSET)

        launcher_damage = d.pop("launcher_damage", UNSET)

        str_level = d.pop("str_level", UNSET)

        weapon_id = d.pop("weapon_id", UNSET)

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        dex_level = d.pop("dex_level", UNSET)

        armour_dex_penalty = d.pop("armour_dex_penalty", UNSET)

        acc_level = d.pop("acc_level", UNSET)

        off_hand = d.pop("off_hand", UNSET)

        two_handed_one_hand = d.pop("two_handed_one_hand", UNSET)

        ap = d.pop("ap", UNSET)

        id = d.pop("id", UNSET)

        unarmed = d.pop("unarmed", UNSET)

        weapon_quality = d.pop("weapon_quality", UNSET)

        pending_ap_penalty = d.pop("pending_ap_penalty", UNSET)

        str_ = d.pop("STR", UNSET)

        dex = d.pop("DEX", UNSET)

        acc = d.pop("ACC", UNSET)

        walka_attacker = cls(
            skill_die=skill_die,
            weapon_damage=weapon_damage,
            ammo_damage=ammo_damage,
            launcher_damage=launcher_damage,
            str_level=str_level,
            weapon_id=weapon_id,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            dex_level=dex_level,
            armour_dex_penalty=armour_dex_penalty,
            acc_level=acc_level,
            off_hand=off_hand,
            two_handed_one_hand=two_handed_one_hand,
            ap=ap,
            id=id,
            unarmed=unarmed,
            weapon_quality=weapon_quality,
            pending_ap_penalty=pending_ap_penalty,
            str_=str_,
            dex=dex,
            acc=acc,
        )

        return walka_attacker
