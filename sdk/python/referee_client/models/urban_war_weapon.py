from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_weapon_bands import UrbanWarWeaponBands


T = TypeVar("T", bound="UrbanWarWeapon")


@_attrs_define
class UrbanWarWeapon:
    """
    Attributes:
        bands (UrbanWarWeaponBands):
        name (str | Unset): Its name. Default: ''.
        fs_bonus (int | Unset): First-strike bonus of melee equipment, -5..+5. Default: 0.
    """

    bands: UrbanWarWeaponBands
    name: str | Unset = ""
    fs_bonus: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        bands = self.bands.to_dict()

        name = self.name

        fs_bonus = self.fs_bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bands": bands,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if fs_bonus is not UNSET:
            field_dict["fs_bonus"] = fs_bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_weapon_bands import UrbanWarWeaponBands  # noqa: PLC0415

        d = dict(src_dict)
        bands = UrbanWarWeaponBands.from_dict(d.pop("bands"))

        name = d.pop("name", UNSET)

        fs_bonus = d.pop("fs_bonus", UNSET)

        urban_war_weapon = cls(
            bands=bands,
            name=name,
            fs_bonus=fs_bonus,
        )

        return urban_war_weapon
