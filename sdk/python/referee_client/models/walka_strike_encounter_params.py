from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_attack_form import WalkaAttackForm, check_walka_attack_form
from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..models.walka_location import WalkaLocation, check_walka_location
from ..models.walka_location_mode import WalkaLocationMode, check_walka_location_mode
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaStrikeEncounterParams")


@_attrs_define
class WalkaStrikeEncounterParams:
    """
    Attributes:
        attacker (str): The attacking character.
        target (str): The character attacked.
        location_mode (WalkaLocationMode): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        copy (int | Unset): chosen: which copy (default 1). Which copy of a repeated location (extra limbs), 1..20; 1 on
            a humanoid.
        from_behind (bool | Unset): The attack comes from the 120° arc behind the target (the 3 fields behind it on a
            board): the d100 'from behind' column, and +10 to hit (§7). Default: False.
        target_visible (bool | Unset): The attacker sees the target. Default: True.
        visibility_exception (bool | Unset): A maneuver, weapon or spell allows an unseen target (§5 step 1). Default:
            False.
        weapon (str | Unset): The weapon used, by id; it must be in hand. Default: the weapon in the main hand (else the
            other hand); none in hand: unarmed.
        unarmed (bool | Unset): Attack unarmed (blunt, the unarmed-combat die) whatever is in hand. Default: False.
        ammunition (str | Unset): ranged: the ammunition used (default the first left).
        attack_kind (WalkaAttackKind | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        form (WalkaAttackForm | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        damage_type (WalkaDamageType | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        distance (int | Unset): Distance to the target in board units (1 unit is about 2 m), 0..100000.
        other_modifier (int | Unset): A maneuver's modifier (form maneuver), -200..200; on a basic attack only the game
            master gives one (a side's token gets 403). Default: 0.
        cost (int | Unset): Only for a maneuver (form maneuver): its own cost from its description, 1..55 AP (default
            3). A basic attack costs 3 by the cost table, and any other number is refused (422). An attack already paid in
            an instant chain costs 0 whatever this says (§4). Default: 3.
        location (WalkaLocation | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        defense_type (WalkaDefense | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        defense_modifier (int | Unset): Added to the defence's dc: the defender's own claim (its side's, or the game
            master's); under a confirming policy the defender adds it when accepting. Default: 0.
    """

    attacker: str
    target: str
    location_mode: WalkaLocationMode
    copy: int | Unset = UNSET
    from_behind: bool | Unset = False
    target_visible: bool | Unset = True
    visibility_exception: bool | Unset = False
    weapon: str | Unset = UNSET
    unarmed: bool | Unset = False
    ammunition: str | Unset = UNSET
    attack_kind: WalkaAttackKind | Unset = UNSET
    form: WalkaAttackForm | Unset = UNSET
    damage_type: WalkaDamageType | Unset = UNSET
    distance: int | Unset = UNSET
    other_modifier: int | Unset = 0
    cost: int | Unset = 3
    location: WalkaLocation | Unset = UNSET
    defense_type: WalkaDefense | Unset = UNSET
    defense_modifier: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        target = self.target

        location_mode: str = self.location_mode

        copy = self.copy

        from_behind = self.from_behind

        target_visible = self.target_visible

        visibility_exception = self.visibility_exception

        weapon = self.weapon

        unarmed = self.unarmed

        ammunition = self.ammunition

        attack_kind: str | Unset = UNSET
        if not isinstance(self.attack_kind, Unset):
            attack_kind = self.attack_kind

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

        defense_type: str | Unset = UNSET
        if not isinstance(self.defense_type, Unset):
            defense_type = self.defense_type

        defense_modifier = self.defense_modifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "target": target,
                "location_mode": location_mode,
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
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if unarmed is not UNSET:
            field_dict["unarmed"] = unarmed
        if ammunition is not UNSET:
            field_dict["ammunition"] = ammunition
        if attack_kind is not UNSET:
            field_dict["attack_kind"] = attack_kind
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
        if defense_type is not UNSET:
            field_dict["defense_type"] = defense_type
        if defense_modifier is not UNSET:
            field_dict["defense_modifier"] = defense_modifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        target = d.pop("target")

        location_mode = check_walka_location_mode(d.pop("location_mode"))

        copy = d.pop("copy", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        target_visible = d.pop("target_visible", UNSET)

        visibility_exception = d.pop("visibility_exception", UNSET)

        weapon = d.pop("weapon", UNSET)

        unarmed = d.pop("unarmed", UNSET)

        ammunition = d.pop("ammunition", UNSET)

        _attack_kind = d.pop("attack_kind", UNSET)
        attack_kind: WalkaAttackKind | Unset
        if isinstance(_attack_kind, Unset):
            attack_kind = UNSET
        else:
            attack_kind = check_walka_attack_kind(_attack_kind)

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

        _defense_type = d.pop("defense_type", UNSET)
        defense_type: WalkaDefense | Unset
        if isinstance(_defense_type, Unset):
            defense_type = UNSET
        else:
            defense_type = check_walka_defense(_defense_type)

        defense_modifier = d.pop("defense_modifier", UNSET)

        walka_strike_encounter_params = cls(
            attacker=attacker,
            target=target,
            location_mode=location_mode,
            copy=copy,
            from_behind=from_behind,
            target_visible=target_visible,
            visibility_exception=visibility_exception,
            weapon=weapon,
            unarmed=unarmed,
            ammunition=ammunition,
            attack_kind=attack_kind,
            form=form,
            damage_type=damage_type,
            distance=distance,
            other_modifier=other_modifier,
            cost=cost,
            location=location,
            defense_type=defense_type,
            defense_modifier=defense_modifier,
        )

        return walka_strike_encounter_params
