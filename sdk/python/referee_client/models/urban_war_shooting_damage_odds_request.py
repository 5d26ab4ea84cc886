from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig


T = TypeVar("T", bound="UrbanWarShootingDamageOddsRequest")


@_attrs_define
class UrbanWarShootingDamageOddsRequest:
    """
    Attributes:
        hits (int): Successful hits.
        strength (int): The weapon's strength at the band.
        target_toughness (int): The target's toughness (T).
        damage_rolls (int | Unset): Damage rolls per hit. Default: 1.
        target_battleshield (bool | Unset): The target carries a Battleshield: +1 T against shooting. Default: False.
        config (UrbanWarConfig | Unset):
    """

    hits: int
    strength: int
    target_toughness: int
    damage_rolls: int | Unset = 1
    target_battleshield: bool | Unset = False
    config: UrbanWarConfig | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hits = self.hits

        strength = self.strength

        target_toughness = self.target_toughness

        damage_rolls = self.damage_rolls

        target_battleshield = self.target_battleshield

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

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

        urban_war_shooting_damage_odds_request = cls(
            hits=hits,
            strength=strength,
            target_toughness=target_toughness,
            damage_rolls=damage_rolls,
            target_battleshield=target_battleshield,
            config=config,
        )

        return urban_war_shooting_damage_odds_request
