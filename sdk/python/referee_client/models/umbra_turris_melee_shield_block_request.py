from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMeleeShieldBlockRequest")


@_attrs_define
class UmbraTurrisMeleeShieldBlockRequest:
    """
    Attributes:
        defender_has_action_die (bool): The defender holds its Action Die. Must be false: a shield is used only without
            one.
        shield_block_target (int): House rule (the shield's real mechanic is in the full rules, not in the sources): the
            defender rolls a d6 and blocks on a roll of at least this target, 2-6. No default: agree it at the table.
        attack_from_behind (bool | Unset): The attack comes from behind: the defender can't react, so it counts as a
            failed Parry (the attack gets through) and no shield can block it. A fact from the table; not checked. Default:
            False.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, too many, or a value outside a die's
            faces is a 422 naming the die. Not with `seed`.
    """

    defender_has_action_die: bool
    shield_block_target: int
    attack_from_behind: bool | Unset = False
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        defender_has_action_die = self.defender_has_action_die

        shield_block_target = self.shield_block_target

        attack_from_behind = self.attack_from_behind

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defender_has_action_die": defender_has_action_die,
                "shield_block_target": shield_block_target,
            }
        )
        if attack_from_behind is not UNSET:
            field_dict["attack_from_behind"] = attack_from_behind
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        defender_has_action_die = d.pop("defender_has_action_die")

        shield_block_target = d.pop("shield_block_target")

        attack_from_behind = d.pop("attack_from_behind", UNSET)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_melee_shield_block_request = cls(
            defender_has_action_die=defender_has_action_die,
            shield_block_target=shield_block_target,
            attack_from_behind=attack_from_behind,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_melee_shield_block_request
