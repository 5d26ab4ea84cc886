from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaSpan")


@_attrs_define
class WalkaSpan:
    """
    Attributes:
        low (int): First d100 result of the range.
        high (int): Last d100 result of the range.
    """

    low: int
    high: int

    def to_dict(self) -> dict[str, Any]:
        low = self.low

        high = self.high

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "low": low,
                "high": high,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        low = d.pop("low")

        high = d.pop("high")

        walka_span = cls(
            low=low,
            high=high,
        )

        return walka_span
