from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarActivation")


@_attrs_define
class UrbanWarActivation:
    """
    Attributes:
        model (str):
        actions (int):
    """

    model: str
    actions: int

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        actions = self.actions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        actions = d.pop("actions")

        urban_war_activation = cls(
            model=model,
            actions=actions,
        )

        return urban_war_activation
