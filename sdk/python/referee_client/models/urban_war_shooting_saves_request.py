from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..models.urban_war_save_context import UrbanWarSaveContext, check_urban_war_save_context
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig
    from ..models.urban_war_cover import UrbanWarCover


T = TypeVar("T", bound="UrbanWarShootingSavesRequest")


@_attrs_define
class UrbanWarShootingSavesRequest:
    """
    Attributes:
        wounds (int): Wounding damage rolls, in order.
        target_wounds (int): The target's W before this step.
        target_wounds_max (int | Unset): The target's W on its profile. Optional: without it `below_half_wounds` is
            null.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        cover (Unset | UrbanWarCover | UrbanWarCoverType): Cover between the attacker and the target: an object, or its
            type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, with `obstacle_distance_in`, unless
            `obstacle_is_model`). Default: none.
        context (UrbanWarSaveContext | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    wounds: int
    target_wounds: int
    target_wounds_max: int | Unset = UNSET
    heavy_armour: int | Unset = 0
    cover: Unset | UrbanWarCover | UrbanWarCoverType = UNSET
    context: UrbanWarSaveContext | Unset = UNSET
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415

        wounds = self.wounds

        target_wounds = self.target_wounds

        target_wounds_max = self.target_wounds_max

        heavy_armour = self.heavy_armour

        cover: dict[str, Any] | str | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        elif isinstance(self.cover, UrbanWarCover):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        context: str | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context

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
                "wounds": wounds,
                "target_wounds": target_wounds,
            }
        )
        if target_wounds_max is not UNSET:
            field_dict["target_wounds_max"] = target_wounds_max
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if cover is not UNSET:
            field_dict["cover"] = cover
        if context is not UNSET:
            field_dict["context"] = context
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

        d = dict(src_dict)
        wounds = d.pop("wounds")

        target_wounds = d.pop("target_wounds")

        target_wounds_max = d.pop("target_wounds_max", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

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

        _context = d.pop("context", UNSET)
        context: UrbanWarSaveContext | Unset
        if isinstance(_context, Unset):
            context = UNSET
        else:
            context = check_urban_war_save_context(_context)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_shooting_saves_request = cls(
            wounds=wounds,
            target_wounds=target_wounds,
            target_wounds_max=target_wounds_max,
            heavy_armour=heavy_armour,
            cover=cover,
            context=context,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_shooting_saves_request
