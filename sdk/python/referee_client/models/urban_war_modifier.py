from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarModifier")


@_attrs_define
class UrbanWarModifier:
    """
    Attributes:
        reason (str): Why it applies, in words. Alias: `source`.
        value (int): Added to the total.
    """

    reason: str
    value: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        value = d.pop("value")

        urban_war_modifier = cls(
            reason=reason,
            value=value,
        )

        return urban_war_modifier
