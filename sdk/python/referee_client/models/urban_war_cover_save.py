from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarCoverSave")


@_attrs_define
class UrbanWarCoverSave:
    """
    Attributes:
        die (int):
        target (int):
        saved (bool):
    """

    die: int
    target: int
    saved: bool

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        target = self.target

        saved = self.saved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "target": target,
                "saved": saved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        target = d.pop("target")

        saved = d.pop("saved")

        urban_war_cover_save = cls(
            die=die,
            target=target,
            saved=saved,
        )

        return urban_war_cover_save
