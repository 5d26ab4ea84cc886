from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_panic_trigger import UrbanWarPanicTrigger, check_urban_war_panic_trigger

T = TypeVar("T", bound="UrbanWarPendingPanic")


@_attrs_define
class UrbanWarPendingPanic:
    """
    Attributes:
        model (str):
        trigger (UrbanWarPanicTrigger): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
    """

    model: str
    trigger: UrbanWarPanicTrigger

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        trigger: str = self.trigger

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

        trigger = check_urban_war_panic_trigger(d.pop("trigger"))

        urban_war_pending_panic = cls(
            model=model,
            trigger=trigger,
        )

        return urban_war_pending_panic
