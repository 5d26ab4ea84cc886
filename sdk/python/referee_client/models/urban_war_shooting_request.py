from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..models.urban_war_shot_mode import UrbanWarShotMode, check_urban_war_shot_mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig
    from ..models.urban_war_cover import UrbanWarCover
    from ..models.urban_war_shooter import UrbanWarShooter
    from ..models.urban_war_shot_target import UrbanWarShotTarget


T = TypeVar("T", bound="UrbanWarShootingRequest")


@_attrs_define
class UrbanWarShootingRequest:
    """
    Attributes:
        shooter (UrbanWarShooter):
        target (UrbanWarShotTarget):
        distance_in (float): Distance in inches between the nearest points of the bases (0 = base contact).
        has_los (bool | Unset): The shooter sees the target. Default: True.
        is_primary (bool | Unset): The target is the primary target (no selection test). Default: True.
        primary_in_cover (bool | Unset): Not primary: the primary target is in cover, +2 to the test. Default: False.
        cover (Unset | UrbanWarCover | UrbanWarCoverType): Cover between the attacker and the target: an object, or its
            type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, with `obstacle_distance_in`, unless
            `obstacle_is_model`). Default: none.
        mode (UrbanWarShotMode | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    shooter: UrbanWarShooter
    target: UrbanWarShotTarget
    distance_in: float
    has_los: bool | Unset = True
    is_primary: bool | Unset = True
    primary_in_cover: bool | Unset = False
    cover: Unset | UrbanWarCover | UrbanWarCoverType = UNSET
    mode: UrbanWarShotMode | Unset = UNSET
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415

        shooter = self.shooter.to_dict()

        target = self.target.to_dict()

        distance_in = self.distance_in

        has_los = self.has_los

        is_primary = self.is_primary

        primary_in_cover = self.primary_in_cover

        cover: dict[str, Any] | str | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        elif isinstance(self.cover, UrbanWarCover):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

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
                "shooter": shooter,
                "target": target,
                "distance_in": distance_in,
            }
        )
        if has_los is not UNSET:
            field_dict["has_los"] = has_los
        if is_primary is not UNSET:
            field_dict["is_primary"] = is_primary
        if primary_in_cover is not UNSET:
            field_dict["primary_in_cover"] = primary_in_cover
        if cover is not UNSET:
            field_dict["cover"] = cover
        if mode is not UNSET:
            field_dict["mode"] = mode
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
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415
        from ..models.urban_war_shooter import UrbanWarShooter  # noqa: PLC0415
        from ..models.urban_war_shot_target import UrbanWarShotTarget  # noqa: PLC0415

        d = dict(src_dict)
        shooter = UrbanWarShooter.from_dict(d.pop("shooter"))

        target = UrbanWarShotTarget.from_dict(d.pop("target"))

        distance_in = d.pop("distance_in")

        has_los = d.pop("has_los", UNSET)

        is_primary = d.pop("is_primary", UNSET)

        primary_in_cover = d.pop("primary_in_cover", UNSET)

        def _parse_cover(data: object) -> Unset | UrbanWarCover | UrbanWarCoverType:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_type_0 = UrbanWarCover.from_dict(data)

                return cover_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            cover_type_1 = check_urban_war_cover_type(data)

            return cover_type_1

        cover = _parse_cover(d.pop("cover", UNSET))

        _mode = d.pop("mode", UNSET)
        mode: UrbanWarShotMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_urban_war_shot_mode(_mode)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_shooting_request = cls(
            shooter=shooter,
            target=target,
            distance_in=distance_in,
            has_los=has_los,
            is_primary=is_primary,
            primary_in_cover=primary_in_cover,
            cover=cover,
            mode=mode,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_shooting_request
