from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_location import UmbraTurrisLocation, check_umbra_turris_location
from ..models.umbra_turris_parry_result import UmbraTurrisParryResult, check_umbra_turris_parry_result

T = TypeVar("T", bound="UmbraTurrisParryOutcome")


@_attrs_define
class UmbraTurrisParryOutcome:
    """
    Attributes:
        outcome (UmbraTurrisParryResult): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        attack_gets_through (bool): outcome is `hit`: melee/attack follows.
        attacker_location (None | UmbraTurrisLocation): legs, body or head; null when blocked.
        defender_location (None | UmbraTurrisLocation): legs, body or head; null when blocked or from behind.
        attacker_location_roll (int | None): The d6 read as the attacker's location, if it was random.
        defender_location_roll (int | None): The d6 read as the defender's location, if it was random.
        shield_roll (int | None): The defender's shield d6; null without use_shield.
    """

    outcome: UmbraTurrisParryResult
    attack_gets_through: bool
    attacker_location: None | UmbraTurrisLocation
    defender_location: None | UmbraTurrisLocation
    attacker_location_roll: int | None
    defender_location_roll: int | None
    shield_roll: int | None

    def to_dict(self) -> dict[str, Any]:
        outcome: str = self.outcome

        attack_gets_through = self.attack_gets_through

        attacker_location: None | str
        if isinstance(self.attacker_location, str):
            attacker_location = self.attacker_location
        else:
            attacker_location = self.attacker_location

        defender_location: None | str
        if isinstance(self.defender_location, str):
            defender_location = self.defender_location
        else:
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
        outcome = check_umbra_turris_parry_result(d.pop("outcome"))

        attack_gets_through = d.pop("attack_gets_through")

        def _parse_attacker_location(data: object) -> None | UmbraTurrisLocation:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attacker_location_type_0 = check_umbra_turris_location(data)

                return attacker_location_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisLocation, data)

        attacker_location = _parse_attacker_location(d.pop("attacker_location"))

        def _parse_defender_location(data: object) -> None | UmbraTurrisLocation:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defender_location_type_0 = check_umbra_turris_location(data)

                return defender_location_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisLocation, data)

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
