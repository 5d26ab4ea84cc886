from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_location_choice import UmbraTurrisLocationChoice, check_umbra_turris_location_choice
from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMeleeParryOddsRequest")


@_attrs_define
class UmbraTurrisMeleeParryOddsRequest:
    """
    Attributes:
        attacker_location (UmbraTurrisLocationChoice): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        defender_location (None | UmbraTurrisLocationChoice | Unset): The location the defender guards: legs (1-2), body
            (3-4), head (5-6), or random: the service rolls a d6 for it. Required unless attack_from_behind; ignored (never
            rolled) from behind.
        attack_from_behind (bool | Unset): The attack comes from behind: the defender can't react, so it counts as a
            failed Parry (the attack gets through) and no shield can block it. A fact from the table; not checked. Default:
            False.
        use_shield (bool | Unset): The defender tries to block with a shield first (needs defender_has_action_die false
            and shield_block_target). Default: False.
        defender_has_action_die (bool | Unset): The defender holds its Action Die; required with use_shield, which it
            forbids.
        shield_block_target (int | Unset): House rule (the shield's real mechanic is in the full rules, not in the
            sources): the defender rolls a d6 and blocks on a roll of at least this target, 2-6. No default: agree it at the
            table. Required with use_shield.
    """

    attacker_location: UmbraTurrisLocationChoice
    defender_location: None | UmbraTurrisLocationChoice | Unset = UNSET
    attack_from_behind: bool | Unset = False
    use_shield: bool | Unset = False
    defender_has_action_die: bool | Unset = UNSET
    shield_block_target: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker_location: str = self.attacker_location

        defender_location: None | str | Unset
        if isinstance(self.defender_location, Unset):
            defender_location = UNSET
        elif isinstance(self.defender_location, str):
            defender_location = self.defender_location
        else:
            defender_location = self.defender_location

        attack_from_behind = self.attack_from_behind

        use_shield = self.use_shield

        defender_has_action_die = self.defender_has_action_die

        shield_block_target = self.shield_block_target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_location": attacker_location,
            }
        )
        if defender_location is not UNSET:
            field_dict["defender_location"] = defender_location
        if attack_from_behind is not UNSET:
            field_dict["attack_from_behind"] = attack_from_behind
        if use_shield is not UNSET:
            field_dict["use_shield"] = use_shield
        if defender_has_action_die is not UNSET:
            field_dict["defender_has_action_die"] = defender_has_action_die
        if shield_block_target is not UNSET:
            field_dict["shield_block_target"] = shield_block_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_location = check_umbra_turris_location_choice(d.pop("attacker_location"))

        def _parse_defender_location(data: object) -> None | UmbraTurrisLocationChoice | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defender_location_type_0 = check_umbra_turris_location_choice(data)

                return defender_location_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisLocationChoice | Unset, data)

        defender_location = _parse_defender_location(d.pop("defender_location", UNSET))

        attack_from_behind = d.pop("attack_from_behind", UNSET)

        use_shield = d.pop("use_shield", UNSET)

        defender_has_action_die = d.pop("defender_has_action_die", UNSET)

        shield_block_target = d.pop("shield_block_target", UNSET)

        umbra_turris_melee_parry_odds_request = cls(
            attacker_location=attacker_location,
            defender_location=defender_location,
            attack_from_behind=attack_from_behind,
            use_shield=use_shield,
            defender_has_action_die=defender_has_action_die,
            shield_block_target=shield_block_target,
        )

        return umbra_turris_melee_parry_odds_request
