from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarCover")


@_attrs_define
class UrbanWarCover:
    """
    Attributes:
        type_ (UrbanWarCoverType | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        obstacle_distance_in (float | Unset): Distance of the obstacle from the attacker; cover counts only beyond 1 in.
            Required for soft or solid cover against a shot, unless the obstacle is a model; ignored in melee and in an
            interrupt charge, where cover never counts.
        obstacle_is_model (bool | Unset): The obstacle is another model: no cover. Default: False.
    """

    type_: UrbanWarCoverType | Unset = UNSET
    obstacle_distance_in: float | Unset = UNSET
    obstacle_is_model: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_

        obstacle_distance_in = self.obstacle_distance_in

        obstacle_is_model = self.obstacle_is_model

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if type_ is not UNSET:
            field_dict["type"] = type_
        if obstacle_distance_in is not UNSET:
            field_dict["obstacle_distance_in"] = obstacle_distance_in
        if obstacle_is_model is not UNSET:
            field_dict["obstacle_is_model"] = obstacle_is_model

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _type_ = d.pop("type", UNSET)
        type_: UrbanWarCoverType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_urban_war_cover_type(_type_)

        obstacle_distance_in = d.pop("obstacle_distance_in", UNSET)

        obstacle_is_model = d.pop("obstacle_is_model", UNSET)

        urban_war_cover = cls(
            type_=type_,
            obstacle_distance_in=obstacle_distance_in,
            obstacle_is_model=obstacle_is_model,
        )

        return urban_war_cover
