from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig


T = TypeVar("T", bound="UrbanWarShootingDamageRequest")


@_attrs_define
class UrbanWarShootingDamageRequest:
    """
    Attributes:
        hits (int): Successful hits.
        strength (int): The weapon's strength at the band.
        target_toughness (int): The target's toughness (T).
        damage_rolls (int | Unset): Damage rolls per hit. Default: 1.
        target_battleshield (bool | Unset): The target carries a Battleshield: +1 T against shooting. Default: False.
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    hits: int
    strength: int
    target_toughness: int
    damage_rolls: int | Unset = 1
    target_battleshield: bool | Unset = False
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hits = self.hits

        strength = self.strength

        target_toughness = self.target_toughness

        damage_rolls = self.damage_rolls

        target_battleshield = self.target_battleshield

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
                "hits": hits,
                "strength": strength,
                "target_toughness": target_toughness,
            }
        )
        if damage_rolls is not UNSET:
            field_dict["damage_rolls"] = damage_rolls
        if target_battleshield is not UNSET:
            field_dict["target_battleshield"] = target_battleshield
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
        hits = d.pop("hits")

        strength = d.pop("strength")

        target_toughness = d.pop("target_toughness")

        damage_rolls = d.pop("damage_rolls", UNSET)

        target_battleshield = d.pop("target_battleshield", UNSET)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_shooting_damage_request = cls(
            hits=hits,
            strength=strength,
            target_toughness=target_toughness,
            damage_rolls=damage_rolls,
            target_battleshield=target_battleshield,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_shooting_damage_request
