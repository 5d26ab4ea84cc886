from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaCoverage")


@_attrs_define
class WalkaCoverage:
    """
    Attributes:
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int | Unset): Which copy of a repeated location (extra limbs), 1..20; 1 on a humanoid. Default: 1.
    """

    location: WalkaLocation
    copy: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        copy = self.copy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
            }
        )
        if copy is not UNSET:
            field_dict["copy"] = copy

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = check_walka_location(d.pop("location"))

        copy = d.pop("copy", UNSET)

        walka_coverage = cls(
            location=location,
            copy=copy,
        )

        return walka_coverage
