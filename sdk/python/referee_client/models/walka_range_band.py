from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaRangeBand")


@_attrs_define
class WalkaRangeBand:
    """
    Attributes:
        up_to (int | None): The band's last distance in units; null for the last, open band.
        modifier (int): Added to the hit test in this band.
    """

    up_to: int | None
    modifier: int

    def to_dict(self) -> dict[str, Any]:
        up_to: int | None
        up_to = self.up_to

        modifier = self.modifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "up_to": up_to,
                "modifier": modifier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_up_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        up_to = _parse_up_to(d.pop("up_to"))

        modifier = d.pop("modifier")

        walka_range_band = cls(
            up_to=up_to,
            modifier=modifier,
        )

        return walka_range_band
