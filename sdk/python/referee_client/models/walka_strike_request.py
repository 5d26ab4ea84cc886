from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attack_form import WalkaAttackForm, check_walka_attack_form
from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..models.walka_location import WalkaLocation, check_walka_location
from ..models.walka_location_mode import WalkaLocationMode, check_walka_location_mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_attacker import WalkaAttacker
    from ..models.walka_defender import WalkaDefender
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaStrikeRequest")


@_attrs_define
class WalkaStrikeRequest:
    """
    Attributes:
        attack_kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        attacker (WalkaAttacker):
        defender (WalkaDefender):
        location_mode (WalkaLocationMode): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        defense_type (WalkaDefense): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        copy (int | Unset): chosen: which copy (default 1). Which copy of a repeated location (extra limbs), 1..20; 1 on
            a humanoid.
        from_behind (bool | Unset): The attack comes from the 120° arc behind the target (the 3 fields behind it on a
            board): the d100 'from behind' column, and +10 to hit (§7). Default: False.
        target_visible (bool | Unset): The attacker sees the target. Default: True.
        visibility_exception (bool | Unset): A maneuver, weapon or spell allows an unseen target (§5 step 1). Default:
            False.
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
        location (WalkaLocation | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        defense_modifier (int | Unset): Added to the defence's dc. Default: 0.
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    attack_kind: WalkaAttackKind
    attacker: WalkaAttacker
    defender: WalkaDefender
    location_mode: WalkaLocationMode
    defense_type: WalkaDefense
    copy: int | Unset = UNSET
    from_behind: bool | Unset = False
    target_visible: bool | Unset = True
    visibility_exception: bool | Unset = False
    form: WalkaAttackForm | Unset = UNSET
    damage_type: WalkaDamageType | Unset = UNSET
    distance: int | Unset = UNSET
    other_modifier: int | Unset = 0
    cost: int | Unset = 3
    location: WalkaLocation | Unset = UNSET
    defense_modifier: int | Unset = 0
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attack_kind: str = self.attack_kind

        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        location_mode: str = self.location_mode

        defense_type: str = self.defense_type

        copy = self.copy

        from_behind = self.from_behind

        target_visible = self.target_visible

        visibility_exception = self.visibility_exception

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form

        damage_type: str | Unset = UNSET
        if not isinstance(self.damage_type, Unset):
            damage_type = self.damage_type

        distance = self.distance

        other_modifier = self.other_modifier

        cost = self.cost

        location: str | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location

        defense_modifier = self.defense_modifier

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_kind": attack_kind,
                "attacker": attacker,
                "defender": defender,
                "location_mode": location_mode,
                "defense_type": defense_type,
            }
        )
        if copy is not UNSET:
            field_dict["copy"] = copy
        if from_behind is not UNSET:
            field_dict["from_behind"] = from_behind
        if target_visible is not UNSET:
            field_dict["target_visible"] = target_visible
        if visibility_exception is not UNSET:
            field_dict["visibility_exception"] = visibility_exception
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
        if location is not UNSET:
            field_dict["location"] = location
        if defense_modifier is not UNSET:
            field_dict["defense_modifier"] = defense_modifier
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_attacker import WalkaAttacker  # noqa: PLC0415
        from ..models.walka_defender import WalkaDefender  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        attack_kind = check_walka_attack_kind(d.pop("attack_kind"))

        attacker = WalkaAttacker.from_dict(d.pop("attacker"))

        defender = WalkaDefender.from_dict(d.pop("defender"))

        location_mode = check_walka_location_mode(d.pop("location_mode"))

        defense_type = check_walka_defense(d.pop("defense_type"))

        copy = d.pop("copy", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        target_visible = d.pop("target_visible", UNSET)

        visibility_exception = d.pop("visibility_exception", UNSET)

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

        _location = d.pop("location", UNSET)
        location: WalkaLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_walka_location(_location)

        defense_modifier = d.pop("defense_modifier", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        walka_strike_request = cls(
            attack_kind=attack_kind,
            attacker=attacker,
            defender=defender,
            location_mode=location_mode,
            defense_type=defense_type,
            copy=copy,
            from_behind=from_behind,
            target_visible=target_visible,
            visibility_exception=visibility_exception,
            form=form,
            damage_type=damage_type,
            distance=distance,
            other_modifier=other_modifier,
            cost=cost,
            location=location,
            defense_modifier=defense_modifier,
            rules=rules,
            seed=seed,
            dice=dice,
        )

        return walka_strike_request
