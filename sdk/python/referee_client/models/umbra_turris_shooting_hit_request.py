from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.umbra_turris_config import UmbraTurrisConfig


T = TypeVar("T", bound="UmbraTurrisShootingHitRequest")


@_attrs_define
class UmbraTurrisShootingHitRequest:
    """
    Attributes:
        distance_cm (float): Distance to the target in cm, measured by the client; fractions are truncated by the tens
            (69.9 cm is 60-69 cm). 70 cm or more is out of range (rejected).
        aim_levels (int | Unset): Aiming levels: each makes Hitting 1 harder (as if 10 cm further) and gives +1 BS and
            +1 damage (R9). Aiming that needs more than 6 to hit is rejected. Default: 0.
        config (UmbraTurrisConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    distance_cm: float
    aim_levels: int | Unset = 0
    config: UmbraTurrisConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        distance_cm = self.distance_cm

        aim_levels = self.aim_levels

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
                "distance_cm": distance_cm,
            }
        )
        if aim_levels is not UNSET:
            field_dict["aim_levels"] = aim_levels
        if config is not UNSET:
            field_dict["config"] = config
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_config import UmbraTurrisConfig  # noqa: PLC0415

        d = dict(src_dict)
        distance_cm = d.pop("distance_cm")

        aim_levels = d.pop("aim_levels", UNSET)

        _config = d.pop("config", UNSET)
        config: UmbraTurrisConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UmbraTurrisConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_shooting_hit_request = cls(
            distance_cm=distance_cm,
            aim_levels=aim_levels,
            config=config,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_shooting_hit_request
