from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_attack_type import UmbraTurrisAttackType, check_umbra_turris_attack_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker
    from ..models.umbra_turris_melee_defender import UmbraTurrisMeleeDefender


T = TypeVar("T", bound="UmbraTurrisMeleeAttackRequest")


@_attrs_define
class UmbraTurrisMeleeAttackRequest:
    """
    Attributes:
        attack_type (UmbraTurrisAttackType): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        attacker (UmbraTurrisMeleeAttacker):
        defender (UmbraTurrisMeleeDefender):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    attack_type: UmbraTurrisAttackType
    attacker: UmbraTurrisMeleeAttacker
    defender: UmbraTurrisMeleeDefender
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attack_type: str = self.attack_type

        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_type": attack_type,
                "attacker": attacker,
                "defender": defender,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker  # noqa: PLC0415
        from ..models.umbra_turris_melee_defender import UmbraTurrisMeleeDefender  # noqa: PLC0415

        d = dict(src_dict)
        attack_type = check_umbra_turris_attack_type(d.pop("attack_type"))

        attacker = UmbraTurrisMeleeAttacker.from_dict(d.pop("attacker"))

        defender = UmbraTurrisMeleeDefender.from_dict(d.pop("defender"))

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_melee_attack_request = cls(
            attack_type=attack_type,
            attacker=attacker,
            defender=defender,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_melee_attack_request
