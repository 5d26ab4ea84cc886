from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarArmourSave")


@_attrs_define
class UrbanWarArmourSave:
    """
    Attributes:
        die (int):
        total (int):
        saved (bool):
    """

    die: int
    total: int
    saved: bool

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        total = self.total

        saved = self.saved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "total": total,
                "saved": saved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        total = d.pop("total")

        saved = d.pop("saved")

        urban_war_armour_save = cls(
            die=die,
            total=total,
            saved=saved,
        )

        return urban_war_armour_save
