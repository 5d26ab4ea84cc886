from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarModifier")


@_attrs_define
class UrbanWarModifier:
    """
    Attributes:
        reason (str): Why it applies, in words. Alias: `source`.
        value (int): Added to the total.
        source (str | Unset): Alias of `reason`, the game's abbreviation: send one or the other, not both; where
            `reason` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    reason: str
    value: int
    source: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        value = self.value

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "value": value,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        value = d.pop("value")

        source = d.pop("source", UNSET)

        urban_war_modifier = cls(
            reason=reason,
            value=value,
            source=source,
        )

        return urban_war_modifier
