from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaLimbRef")


@_attrs_define
class WalkaLimbRef:
    """
    Attributes:
        side (str): left or right.
        location (str):
        copy (int):
    """

    side: str
    location: str
    copy: int

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        location = self.location

        copy = self.copy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
                "location": location,
                "copy": copy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        location = d.pop("location")

        copy = d.pop("copy")

        walka_limb_ref = cls(
            side=side,
            location=location,
            copy=copy,
        )

        return walka_limb_ref
