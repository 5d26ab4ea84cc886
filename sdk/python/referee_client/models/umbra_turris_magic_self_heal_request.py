from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession
from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMagicSelfHealRequest")


@_attrs_define
class UmbraTurrisMagicSelfHealRequest:
    """
    Attributes:
        profession (UmbraTurrisProfession): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        vitality (int): Vitality before this step, 0..vitality_max.
        vitality_max (int): The race's Vitality: no step raises Vitality above it.
        has_action_die (bool): The mage holds its Action Die. Must be true: self-healing discards it.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    profession: UmbraTurrisProfession
    vitality: int
    vitality_max: int
    has_action_die: bool
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        profession: str = self.profession

        vitality = self.vitality

        vitality_max = self.vitality_max

        has_action_die = self.has_action_die

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profession": profession,
                "vitality": vitality,
                "vitality_max": vitality_max,
                "has_action_die": has_action_die,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profession = check_umbra_turris_profession(d.pop("profession"))

        vitality = d.pop("vitality")

        vitality_max = d.pop("vitality_max")

        has_action_die = d.pop("has_action_die")

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_magic_self_heal_request = cls(
            profession=profession,
            vitality=vitality,
            vitality_max=vitality_max,
            has_action_die=has_action_die,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_magic_self_heal_request
