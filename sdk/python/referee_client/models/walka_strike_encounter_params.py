from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_strike_encounter_params_attack_kind import (
    WalkaStrikeEncounterParamsAttackKind,
    check_walka_strike_encounter_params_attack_kind,
)
from ..models.walka_strike_encounter_params_damage_type import (
    WalkaStrikeEncounterParamsDamageType,
    check_walka_strike_encounter_params_damage_type,
)
from ..models.walka_strike_encounter_params_defense_type import (
    WalkaStrikeEncounterParamsDefenseType,
    check_walka_strike_encounter_params_defense_type,
)
from ..models.walka_strike_encounter_params_form import (
    WalkaStrikeEncounterParamsForm,
    check_walka_strike_encounter_params_form,
)
from ..models.walka_strike_encounter_params_location import (
    WalkaStrikeEncounterParamsLocation,
    check_walka_strike_encounter_params_location,
)
from ..models.walka_strike_encounter_params_location_mode import (
    WalkaStrikeEncounterParamsLocationMode,
    check_walka_strike_encounter_params_location_mode,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaStrikeEncounterParams")


@_attrs_define
class WalkaStrikeEncounterParams:
    """
    Attributes:
        attacker (str): The attacking character.
        target (str): The character attacked.
        location_mode (WalkaStrikeEncounterParamsLocationMode): chosen: the attacker picks `location` and takes its
            penalty; random: d100.
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
        attack_kind (WalkaStrikeEncounterParamsAttackKind | Unset): Default from the weapon: melee, ranged or thrown
            (this route says `ranged`; the damage route calls a ranged hit `shot`, walka.md §14); a melee weapon may be
            thrown and a thrown weapon may strike in melee.
        form (WalkaStrikeEncounterParamsForm | Unset): Basic attack (thrust piercing, cut slashing, strike blunt) or a
            maneuver. The attack step resolves without it (its damage_type is then null unless the weapon fixes one); the
            strike, which goes on to damage, needs the damage type from the weapon, form or damage_type.
        damage_type (WalkaStrikeEncounterParamsDamageType | Unset): Only when neither the weapon nor the form gives one
            (a maneuver). One of slashing, piercing, blunt.
        distance (int | Unset): Distance to the target in board units (1 unit is about 2 m), 0..100000.
        other_modifier (int | Unset): A maneuver's or the GM's modifier. Default: 0.
        cost (int | Unset): AP the attack costs: 3, or a maneuver's own cost. An attack already paid in an instant chain
            costs 0 whatever this says (§4). Default: 3.
        location (WalkaStrikeEncounterParamsLocation | Unset): chosen only: the location aimed at. One of torso,
            lower_abdomen, back, left_arm, left_leg, right_arm, right_leg, head.
        defense_type (WalkaStrikeEncounterParamsDefenseType | Unset): The defender's choice, rolled by the strike: dodge
            (any attack), parry and block (melee), cover (ranged, thrown), none. Leave it out when the target already rolled
            its defence with the defense step: the strike meets that roll. A surprised defender has none (§10). none for a
            defender who can defend (dc 1 without a die) is the game master's, or the defender's own choice through the
            defense step.
        defense_modifier (int | Unset): Added to the defence's dc. Default: 0.
    """

    attacker: str
    target: str
    location_mode: WalkaStrikeEncounterParamsLocationMode
    copy: int | Unset = UNSET
    from_behind: bool | Unset = False
    target_visible: bool | Unset = True
    visibility_exception: bool | Unset = False
    weapon: str | Unset = UNSET
    unarmed: bool | Unset = False
    ammunition: str | Unset = UNSET
    attack_kind: WalkaStrikeEncounterParamsAttackKind | Unset = UNSET
    form: WalkaStrikeEncounterParamsForm | Unset = UNSET
    damage_type: WalkaStrikeEncounterParamsDamageType | Unset = UNSET
    distance: int | Unset = UNSET
    other_modifier: int | Unset = 0
    cost: int | Unset = 3
    location: WalkaStrikeEncounterParamsLocation | Unset = UNSET
    defense_type: WalkaStrikeEncounterParamsDefenseType | Unset = UNSET
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

        location_mode = check_walka_strike_encounter_params_location_mode(d.pop("location_mode"))

        copy = d.pop("copy", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        target_visible = d.pop("target_visible", UNSET)

        visibility_exception = d.pop("visibility_exception", UNSET)

        weapon = d.pop("weapon", UNSET)

        unarmed = d.pop("unarmed", UNSET)

        ammunition = d.pop("ammunition", UNSET)

        _attack_kind = d.pop("attack_kind", UNSET)
        attack_kind: WalkaStrikeEncounterParamsAttackKind | Unset
        if isinstance(_attack_kind, Unset):
            attack_kind = UNSET
        else:
            attack_kind = check_walka_strike_encounter_params_attack_kind(_attack_kind)

        _form = d.pop("form", UNSET)
        form: WalkaStrikeEncounterParamsForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = check_walka_strike_encounter_params_form(_form)

        _damage_type = d.pop("damage_type", UNSET)
        damage_type: WalkaStrikeEncounterParamsDamageType | Unset
        if isinstance(_damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = check_walka_strike_encounter_params_damage_type(_damage_type)

        distance = d.pop("distance", UNSET)

        other_modifier = d.pop("other_modifier", UNSET)

        cost = d.pop("cost", UNSET)

        _location = d.pop("location", UNSET)
        location: WalkaStrikeEncounterParamsLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_walka_strike_encounter_params_location(_location)

        _defense_type = d.pop("defense_type", UNSET)
        defense_type: WalkaStrikeEncounterParamsDefenseType | Unset
        if isinstance(_defense_type, Unset):
            defense_type = UNSET
        else:
            defense_type = check_walka_strike_encounter_params_defense_type(_defense_type)

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
