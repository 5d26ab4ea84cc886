from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig


T = TypeVar("T", bound="UrbanWarMeleeHitRequest")


@_attrs_define
class UrbanWarMeleeHitRequest:
    """
    Attributes:
        striker_assault_skill (int): The striker's AS.
        opponent_assault_skill (int): The opponent's AS.
        attacks (int | Unset): The melee band's multiplier; 1 bare-handed. Default: 1.
        charged_this_action (bool | Unset): The striker charged in this action: +1. Default: False.
        panic_penalty (bool | Unset): The striker has the panic penalty: -2. Default: False.
        hit_mod (int | Unset): The melee band's hit modifier; used only with config.melee_weapon_hit_mod. Default: 0.
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    striker_assault_skill: int
    opponent_assault_skill: int
    attacks: int | Unset = 1
    charged_this_action: bool | Unset = False
    panic_penalty: bool | Unset = False
    hit_mod: int | Unset = 0
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        striker_assault_skill = self.striker_assault_skill

        opponent_assault_skill = self.opponent_assault_skill

        attacks = self.attacks

        charged_this_action = self.charged_this_action

        panic_penalty = self.panic_penalty

        hit_mod = self.hit_mod

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "striker_assault_skill": striker_assault_skill,
                "opponent_assault_skill": opponent_assault_skill,
            }
        )
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if charged_this_action is not UNSET:
            field_dict["charged_this_action"] = charged_this_action
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if hit_mod is not UNSET:
            field_dict["hit_mod"] = hit_mod
        if config is not UNSET:
            field_dict["config"] = config
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_config import UrbanWarConfig  # noqa: PLC0415

        d = dict(src_dict)
        striker_assault_skill = d.pop("striker_assault_skill")

        opponent_assault_skill = d.pop("opponent_assault_skill")

        attacks = d.pop("attacks", UNSET)

        charged_this_action = d.pop("charged_this_action", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        hit_mod = d.pop("hit_mod", UNSET)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_melee_hit_request = cls(
            striker_assault_skill=striker_assault_skill,
            opponent_assault_skill=opponent_assault_skill,
            attacks=attacks,
            charged_this_action=charged_this_action,
            panic_penalty=panic_penalty,
            hit_mod=hit_mod,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_melee_hit_request
