from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_location_choice import UmbraTurrisLocationChoice, check_umbra_turris_location_choice
from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMeleeShieldBlockRequest")


@_attrs_define
class UmbraTurrisMeleeShieldBlockRequest:
    """
    Attributes:
        defender_has_action_die (bool | Unset): The defender holds its Action Die; required with use_shield, which it
            forbids.
        shield_block_target (int | Unset): House rule (the shield's real mechanic is in the full rules, not in the
            sources): the defender rolls a d6 and blocks on a roll of at least this target, 2-6. No default: agree it at the
            table. Required with use_shield.
        attack_from_behind (bool | Unset): The attack comes from behind: the defender can't react, so it counts as a
            failed Parry (the attack gets through) and no shield can block it. A fact from the table; not checked. Default:
            False.
        use_shield (bool | Unset): The defender blocks with its shield: true (the default), since this step is the
            shield's roll. False is refused: without a shield, go on to melee/parry. Default: True.
        attacker_location (UmbraTurrisLocationChoice | Unset): A closed set: the server sends only these values today. A
            later version may add values without a new API version, so a client must accept a value it does not know (show
            it as it is, or treat it as other).
        defender_location (None | UmbraTurrisLocationChoice | Unset): The location the defender guards: legs (1-2), body
            (3-4), head (5-6), or random: the service rolls a d6 for it. Optional in this step, which checks it but never
            rolls it: melee/parry does, so its body can be sent here as is.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    defender_has_action_die: bool | Unset = UNSET
    shield_block_target: int | Unset = UNSET
    attack_from_behind: bool | Unset = False
    use_shield: bool | Unset = True
    attacker_location: UmbraTurrisLocationChoice | Unset = UNSET
    defender_location: None | UmbraTurrisLocationChoice | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        defender_has_action_die = self.defender_has_action_die

        shield_block_target = self.shield_block_target

        attack_from_behind = self.attack_from_behind

        use_shield = self.use_shield

        attacker_location: str | Unset = UNSET
        if not isinstance(self.attacker_location, Unset):
            attacker_location = self.attacker_location

        defender_location: None | str | Unset
        if isinstance(self.defender_location, Unset):
            defender_location = UNSET
        elif isinstance(self.defender_location, str):
            defender_location = self.defender_location
        else:
            defender_location = self.defender_location

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if defender_has_action_die is not UNSET:
            field_dict["defender_has_action_die"] = defender_has_action_die
        if shield_block_target is not UNSET:
            field_dict["shield_block_target"] = shield_block_target
        if attack_from_behind is not UNSET:
            field_dict["attack_from_behind"] = attack_from_behind
        if use_shield is not UNSET:
            field_dict["use_shield"] = use_shield
        if attacker_location is not UNSET:
            field_dict["attacker_location"] = attacker_location
        if defender_location is not UNSET:
            field_dict["defender_location"] = defender_location
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        defender_has_action_die = d.pop("defender_has_action_die", UNSET)

        shield_block_target = d.pop("shield_block_target", UNSET)

        attack_from_behind = d.pop("attack_from_behind", UNSET)

        use_shield = d.pop("use_shield", UNSET)

        _attacker_location = d.pop("attacker_location", UNSET)
        attacker_location: UmbraTurrisLocationChoice | Unset
        if isinstance(_attacker_location, Unset):
            attacker_location = UNSET
        else:
            attacker_location = check_umbra_turris_location_choice(_attacker_location)

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

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_melee_shield_block_request = cls(
            defender_has_action_die=defender_has_action_die,
            shield_block_target=shield_block_target,
            attack_from_behind=attack_from_behind,
            use_shield=use_shield,
            attacker_location=attacker_location,
            defender_location=defender_location,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_melee_shield_block_request
