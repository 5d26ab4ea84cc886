from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisConfig")


@_attrs_define
class UmbraTurrisConfig:
    """
    Attributes:
        hit_base_minimum (int | Unset): Lowest Hitting base: 1 (default) treats 0-19 cm alike, as the sources'
            theoretical difficulty 1 (R10); 0 is the literal 'number of tens', making 0-9 cm base 0. Default: 1.
        through_terrain_modifier_enabled (bool | Unset): Allow the -3 BS 'shooting through terrain' modifier, which only
            one source lists (default true). When false, a request setting through_terrain is rejected. Default: True.
    """

    hit_base_minimum: int | Unset = 1
    through_terrain_modifier_enabled: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        hit_base_minimum = self.hit_base_minimum

        through_terrain_modifier_enabled = self.through_terrain_modifier_enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if hit_base_minimum is not UNSET:
            field_dict["hit_base_minimum"] = hit_base_minimum
        if through_terrain_modifier_enabled is not UNSET:
            field_dict["through_terrain_modifier_enabled"] = through_terrain_modifier_enabled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hit_base_minimum = d.pop("hit_base_minimum", UNSET)

        through_terrain_modifier_enabled = d.pop("through_terrain_modifier_enabled", UNSET)

        umbra_turris_config = cls(
            hit_base_minimum=hit_base_minimum,
            through_terrain_modifier_enabled=through_terrain_modifier_enabled,
        )

        return umbra_turris_config
