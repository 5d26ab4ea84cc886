from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..models.walka_die import WalkaDie, check_walka_die
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaDefenseRequest")


@_attrs_define
class WalkaDefenseRequest:
    """
    Attributes:
        attack_kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        type_ (WalkaDefense): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
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
        modifier (int | Unset): Added to the dc (GM, maneuvers). Default: 0.
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        dex (int | Unset): Alias of `dex_level`, the game's abbreviation: send one or the other, not both; where
            `dex_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    attack_kind: WalkaAttackKind
    type_: WalkaDefense
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
    modifier: int | Unset = 0
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    dex: int | Unset = UNSET
    str_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attack_kind: str = self.attack_kind

        type_: str = self.type_

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

        modifier = self.modifier

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        dex = self.dex

        str_ = self.str_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_kind": attack_kind,
                "type": type_,
            }
        )
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
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if str_ is not UNSET:
            field_dict["STR"] = str_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        attack_kind = check_walka_attack_kind(d.pop("attack_kind"))

        type_ = check_walka_defense(d.pop("type"))

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

        modifier = d.pop("modifier", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        dex = d.pop("DEX", UNSET)

        str_ = d.pop("STR", UNSET)

        walka_defense_request = cls(
            attack_kind=attack_kind,
            type_=type_,
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
            modifier=modifier,
            rules=rules,
            seed=seed,
            dice=dice,
            dex=dex,
            str_=str_,
        )

        return walka_defense_request
