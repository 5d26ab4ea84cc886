from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attack_form import WalkaAttackForm, check_walka_attack_form
from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_die import WalkaDie, check_walka_die
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_defense_result import WalkaDefenseResult
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaAttackRequest")


@_attrs_define
class WalkaAttackRequest:
    """
    Attributes:
        skill_die (WalkaDie): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        attack_kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        defense (WalkaDefenseResult):
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
        form (WalkaAttackForm | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        damage_type (WalkaDamageType | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        distance (int | Unset): Distance to the target in board units (1 unit is about 2 m), 0..100000.
        other_modifier (int | Unset): A maneuver's or the GM's modifier. Default: 0.
        cost (int | Unset): AP the attack costs: 3, a maneuver's own cost, or 0 for an instant already paid in the chain
            (§4). Default: 3.
        location_penalty (int | Unset): The chosen location's penalty (§5): 0, -5 or -15. Default: 0.
        from_behind (bool | Unset): From the 120° arc behind the target: +10. Default: False.
        attacker_unarmed (bool | Unset): The attacker has no weapon drawn (blunt damage). Default: False.
        defender_armed (bool | Unset): The defender has a melee weapon drawn (for the unarmed parry rule). Default:
            True.
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
        acc (int | Unset): Alias of `acc_level`, the game's abbreviation: send one or the other, not both; where
            `acc_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    skill_die: WalkaDie
    attack_kind: WalkaAttackKind
    defense: WalkaDefenseResult
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    dex_level: int | Unset = UNSET
    armour_dex_penalty: int | Unset = 0
    acc_level: int | Unset = UNSET
    off_hand: bool | Unset = False
    two_handed_one_hand: bool | Unset = False
    ap: int | Unset = UNSET
    form: WalkaAttackForm | Unset = UNSET
    damage_type: WalkaDamageType | Unset = UNSET
    distance: int | Unset = UNSET
    other_modifier: int | Unset = 0
    cost: int | Unset = 3
    location_penalty: int | Unset = 0
    from_behind: bool | Unset = False
    attacker_unarmed: bool | Unset = False
    defender_armed: bool | Unset = True
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    dex: int | Unset = UNSET
    acc: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        skill_die: str = self.skill_die

        attack_kind: str = self.attack_kind

        defense = self.defense.to_dict()

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        dex_level = self.dex_level

        armour_dex_penalty = self.armour_dex_penalty

        acc_level = self.acc_level

        off_hand = self.off_hand

        two_handed_one_hand = self.two_handed_one_hand

        ap = self.ap

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form

        damage_type: str | Unset = UNSET
        if not isinstance(self.damage_type, Unset):
            damage_type = self.damage_type

        distance = self.distance

        other_modifier = self.other_modifier

        cost = self.cost

        location_penalty = self.location_penalty

        from_behind = self.from_behind

        attacker_unarmed = self.attacker_unarmed

        defender_armed = self.defender_armed

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        dex = self.dex

        acc = self.acc

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "skill_die": skill_die,
                "attack_kind": attack_kind,
                "defense": defense,
            }
        )
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
        if form is not UNSET:
            field_dict["form"] = form
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if distance is not UNSET:
            field_dict["distance"] = distance
        if other_modifier is not UNSET:
            field_dict["other_modifier"] = other_modifier
        if cost is not UNSET:
            field_dict["cost"] = cost
        if location_penalty is not UNSET:
            field_dict["location_penalty"] = location_penalty
        if from_behind is not UNSET:
            field_dict["from_behind"] = from_behind
        if attacker_unarmed is not UNSET:
            field_dict["attacker_unarmed"] = attacker_unarmed
        if defender_armed is not UNSET:
            field_dict["defender_armed"] = defender_armed
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if acc is not UNSET:
            field_dict["ACC"] = acc

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_defense_result import WalkaDefenseResult  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        skill_die = check_walka_die(d.pop("skill_die"))

        attack_kind = check_walka_attack_kind(d.pop("attack_kind"))

        defense = WalkaDefenseResult.from_dict(d.pop("defense"))

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        dex_level = d.pop("dex_level", UNSET)

        armour_dex_penalty = d.pop("armour_dex_penalty", UNSET)

        acc_level = d.pop("acc_level", UNSET)

        off_hand = d.pop("off_hand", UNSET)

        two_handed_one_hand = d.pop("two_handed_one_hand", UNSET)

        ap = d.pop("ap", UNSET)

        _form = d.pop("form", UNSET)
        form: WalkaAttackForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = check_walka_attack_form(_form)

        _damage_type = d.pop("damage_type", UNSET)
        damage_type: WalkaDamageType | Unset
        if isinstance(_damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = check_walka_damage_type(_damage_type)

        distance = d.pop("distance", UNSET)

        other_modifier = d.pop("other_modifier", UNSET)

        cost = d.pop("cost", UNSET)

        location_penalty = d.pop("location_penalty", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        attacker_unarmed = d.pop("attacker_unarmed", UNSET)

        defender_armed = d.pop("defender_armed", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        dex = d.pop("DEX", UNSET)

        acc = d.pop("ACC", UNSET)

        walka_attack_request = cls(
            skill_die=skill_die,
            attack_kind=attack_kind,
            defense=defense,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            dex_level=dex_level,
            armour_dex_penalty=armour_dex_penalty,
            acc_level=acc_level,
            off_hand=off_hand,
            two_handed_one_hand=two_handed_one_hand,
            ap=ap,
            form=form,
            damage_type=damage_type,
            distance=distance,
            other_modifier=other_modifier,
            cost=cost,
            location_penalty=location_penalty,
            from_behind=from_behind,
            attacker_unarmed=attacker_unarmed,
            defender_armed=defender_armed,
            rules=rules,
            seed=seed,
            dice=dice,
            dex=dex,
            acc=acc,
        )

        return walka_attack_request
