from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_attack_type import UmbraTurrisAttackType, check_umbra_turris_attack_type
from ..models.umbra_turris_characteristic import UmbraTurrisCharacteristic, check_umbra_turris_characteristic

T = TypeVar("T", bound="UmbraTurrisAttackOutcome")


@_attrs_define
class UmbraTurrisAttackOutcome:
    """
    Attributes:
        attack_type (UmbraTurrisAttackType): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        attacker_characteristic (UmbraTurrisCharacteristic): A closed set: the server sends only these values today. A
            later version may add values without a new API version, so a client must accept a value it does not know (show
            it as it is, or treat it as other).
        defender_characteristic (UmbraTurrisCharacteristic): A closed set: the server sends only these values today. A
            later version may add values without a new API version, so a client must accept a value it does not know (show
            it as it is, or treat it as other).
        weapon_modifier (int): Echoed.
        attacker_dice (list[int]):
        defender_dice (list[int]):
        attacker_total (int):
        defender_total (int):
        success (bool): attacker_total > defender_total; ties fail.
        raw_damage (int): Difference of totals (standard, force) or 2 (precise).
        armour_absorbed (int): 0 for precise.
        damage (int): Wounds the defender loses.
        critical_chance (bool): A successful precise attack with a six on an attacker die: a chance of critical damage
            (the table is outside these rules; no die is drawn).
        wounds_before (int | None):
        wounds_after (int | None): The defender's wounds after this step: max(0, before - damage); null when neither
            wounds_remaining nor W was given.
        out_of_action (bool | None): wounds_after is 0; null when wounds are unknown.
    """

    attack_type: UmbraTurrisAttackType
    attacker_characteristic: UmbraTurrisCharacteristic
    defender_characteristic: UmbraTurrisCharacteristic
    weapon_modifier: int
    attacker_dice: list[int]
    defender_dice: list[int]
    attacker_total: int
    defender_total: int
    success: bool
    raw_damage: int
    armour_absorbed: int
    damage: int
    critical_chance: bool
    wounds_before: int | None
    wounds_after: int | None
    out_of_action: bool | None

    def to_dict(self) -> dict[str, Any]:
        attack_type: str = self.attack_type

        attacker_characteristic: str = self.attacker_characteristic

        defender_characteristic: str = self.defender_characteristic

        weapon_modifier = self.weapon_modifier

        attacker_dice = self.attacker_dice

        defender_dice = self.defender_dice

        attacker_total = self.attacker_total

        defender_total = self.defender_total

        success = self.success

        raw_damage = self.raw_damage

        armour_absorbed = self.armour_absorbed

        damage = self.damage

        critical_chance = self.critical_chance

        wounds_before: int | None
        wounds_before = self.wounds_before

        wounds_after: int | None
        wounds_after = self.wounds_after

        out_of_action: bool | None
        out_of_action = self.out_of_action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_type": attack_type,
                "attacker_characteristic": attacker_characteristic,
                "defender_characteristic": defender_characteristic,
                "weapon_modifier": weapon_modifier,
                "attacker_dice": attacker_dice,
                "defender_dice": defender_dice,
                "attacker_total": attacker_total,
                "defender_total": defender_total,
                "success": success,
                "raw_damage": raw_damage,
                "armour_absorbed": armour_absorbed,
                "damage": damage,
                "critical_chance": critical_chance,
                "wounds_before": wounds_before,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack_type = check_umbra_turris_attack_type(d.pop("attack_type"))

        attacker_characteristic = check_umbra_turris_characteristic(d.pop("attacker_characteristic"))

        defender_characteristic = check_umbra_turris_characteristic(d.pop("defender_characteristic"))

        weapon_modifier = d.pop("weapon_modifier")

        attacker_dice = cast(list[int], d.pop("attacker_dice"))

        defender_dice = cast(list[int], d.pop("defender_dice"))

        attacker_total = d.pop("attacker_total")

        defender_total = d.pop("defender_total")

        success = d.pop("success")

        raw_damage = d.pop("raw_damage")

        armour_absorbed = d.pop("armour_absorbed")

        damage = d.pop("damage")

        critical_chance = d.pop("critical_chance")

        def _parse_wounds_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wounds_before = _parse_wounds_before(d.pop("wounds_before"))

        def _parse_wounds_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wounds_after = _parse_wounds_after(d.pop("wounds_after"))

        def _parse_out_of_action(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        out_of_action = _parse_out_of_action(d.pop("out_of_action"))

        umbra_turris_attack_outcome = cls(
            attack_type=attack_type,
            attacker_characteristic=attacker_characteristic,
            defender_characteristic=defender_characteristic,
            weapon_modifier=weapon_modifier,
            attacker_dice=attacker_dice,
            defender_dice=defender_dice,
            attacker_total=attacker_total,
            defender_total=defender_total,
            success=success,
            raw_damage=raw_damage,
            armour_absorbed=armour_absorbed,
            damage=damage,
            critical_chance=critical_chance,
            wounds_before=wounds_before,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
        )

        return umbra_turris_attack_outcome
