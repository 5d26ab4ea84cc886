from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarPendingPanic")


@_attrs_define
class UrbanWarPendingPanic:
    """
    Attributes:
        model (str):
        trigger (str):
    """

    model: str
    trigger: str

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        trigger = self.trigger

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "trigger": trigger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        trigger = d.pop("trigger")

        urban_war_pending_panic = cls(
            model=model,
            trigger=trigger,
        )

        return urban_war_pending_panic
