from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisParryOutcome")


@_attrs_define
class UmbraTurrisParryOutcome:
    """
    Attributes:
        outcome (str): `blocked` (by the shield), `parried` (Parrying succeeded) or `hit` (Parrying failed: the attacker
            chooses an attack).
        attack_gets_through (bool): outcome is `hit`: melee/attack follows.
        attacker_location (None | str): legs, body or head; null when blocked.
        defender_location (None | str): legs, body or head; null when blocked or from behind.
        attacker_location_roll (int | None): The d6 read as the attacker's location, if it was random.
        defender_location_roll (int | None): The d6 read as the defender's location, if it was random.
        shield_roll (int | None): The defender's shield d6; null without use_shield.
    """

    outcome: str
    attack_gets_through: bool
    attacker_location: None | str
    defender_location: None | str
    attacker_location_roll: int | None
    defender_location_roll: int | None
    shield_roll: int | None

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        attack_gets_through = self.attack_gets_through

        attacker_location: None | str
        attacker_location = self.attacker_location

        defender_location: None | str
        defender_location = self.defender_location

        attacker_location_roll: int | None
        attacker_location_roll = self.attacker_location_roll

        defender_location_roll: int | None
        defender_location_roll = self.defender_location_roll

        shield_roll: int | None
        shield_roll = self.shield_roll

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcome": outcome,
                "attack_gets_through": attack_gets_through,
                "attacker_location": attacker_location,
                "defender_location": defender_location,
                "attacker_location_roll": attacker_location_roll,
                "defender_location_roll": defender_location_roll,
                "shield_roll": shield_roll,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        attack_gets_through = d.pop("attack_gets_through")

        def _parse_attacker_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attacker_location = _parse_attacker_location(d.pop("attacker_location"))

        def _parse_defender_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        defender_location = _parse_defender_location(d.pop("defender_location"))

        def _parse_attacker_location_roll(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attacker_location_roll = _parse_attacker_location_roll(d.pop("attacker_location_roll"))

        def _parse_defender_location_roll(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender_location_roll = _parse_defender_location_roll(d.pop("defender_location_roll"))

        def _parse_shield_roll(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        shield_roll = _parse_shield_roll(d.pop("shield_roll"))

        umbra_turris_parry_outcome = cls(
            outcome=outcome,
            attack_gets_through=attack_gets_through,
            attacker_location=attacker_location,
            defender_location=defender_location,
            attacker_location_roll=attacker_location_roll,
            defender_location_roll=defender_location_roll,
            shield_roll=shield_roll,
        )

        return umbra_turris_parry_outcome
