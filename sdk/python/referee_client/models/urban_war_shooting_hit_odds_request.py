from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig


T = TypeVar("T", bound="UrbanWarShootingHitOddsRequest")


@_attrs_define
class UrbanWarShootingHitOddsRequest:
    """
    Attributes:
        shooting_skill (int): Shooting skill (SH), 1-10: shooting hit rolls. Alias: `SH`.
        hit_mod (int | Unset): The weapon's hit modifier at the band. Default: 0.
        shots (int | Unset): Shots: the weapon's multiplier at the band. Default: 1.
        target_size (int | Unset): The target's size (SZ). Default 2, the average SZ: only SZ 4 or more changes a hit
            roll. Default: 2.
        moved_distance_in (float | Unset): Straight-line distance from the action's start point to the firing point; 0 =
            not moved. -1 per band of it (short -1 .. extreme -4). Default: 0.0.
        panic_penalty (bool | Unset): The shooter had a panic token when its action began: -2. Default: False.
        config (UrbanWarConfig | Unset):
        sh (int | Unset): Alias of `shooting_skill`, the game's abbreviation: send one or the other, not both; where
            `shooting_skill` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
    """

    shooting_skill: int
    hit_mod: int | Unset = 0
    shots: int | Unset = 1
    target_size: int | Unset = 2
    moved_distance_in: float | Unset = 0.0
    panic_penalty: bool | Unset = False
    config: UrbanWarConfig | Unset = UNSET
    sh: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shooting_skill = self.shooting_skill

        hit_mod = self.hit_mod

        shots = self.shots

        target_size = self.target_size

        moved_distance_in = self.moved_distance_in

        panic_penalty = self.panic_penalty

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        sh = self.sh

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooting_skill": shooting_skill,
            }
        )
        if hit_mod is not UNSET:
            field_dict["hit_mod"] = hit_mod
        if shots is not UNSET:
            field_dict["shots"] = shots
        if target_size is not UNSET:
            field_dict["target_size"] = target_size
        if moved_distance_in is not UNSET:
            field_dict["moved_distance_in"] = moved_distance_in
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if config is not UNSET:
            field_dict["config"] = config
        if sh is not UNSET:
            field_dict["SH"] = sh

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_config import UrbanWarConfig  # noqa: PLC0415

        d = dict(src_dict)
        shooting_skill = d.pop("shooting_skill")

        hit_mod = d.pop("hit_mod", UNSET)

        shots = d.pop("shots", UNSET)

        target_size = d.pop("target_size", UNSET)

        moved_distance_in = d.pop("moved_distance_in", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        sh = d.pop("SH", UNSET)

        urban_war_shooting_hit_odds_request = cls(
            shooting_skill=shooting_skill,
            hit_mod=hit_mod,
            shots=shots,
            target_size=target_size,
            moved_distance_in=moved_distance_in,
            panic_penalty=panic_penalty,
            config=config,
            sh=sh,
        )

        return urban_war_shooting_hit_odds_request
