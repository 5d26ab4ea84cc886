from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_band import UrbanWarBand, check_urban_war_band

if TYPE_CHECKING:
    from ..models.urban_war_weapon_band import UrbanWarWeaponBand


T = TypeVar("T", bound="UrbanWarRangeBandOutcome")


@_attrs_define
class UrbanWarRangeBandOutcome:
    """
    Attributes:
        band (UrbanWarBand): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        band_index (int): melee 0 .. extreme 4.
        weapon_entry (None | UrbanWarWeaponBand):
    """

    band: UrbanWarBand
    band_index: int
    weapon_entry: None | UrbanWarWeaponBand

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon_band import UrbanWarWeaponBand  # noqa: PLC0415

        band: str = self.band

        band_index = self.band_index

        weapon_entry: dict[str, Any] | None
        if isinstance(self.weapon_entry, UrbanWarWeaponBand):
            weapon_entry = self.weapon_entry.to_dict()
        else:
            weapon_entry = self.weapon_entry

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "band": band,
                "band_index": band_index,
                "weapon_entry": weapon_entry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_weapon_band import UrbanWarWeaponBand  # noqa: PLC0415

        d = dict(src_dict)
        band = check_urban_war_band(d.pop("band"))

        band_index = d.pop("band_index")

        def _parse_weapon_entry(data: object) -> None | UrbanWarWeaponBand:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weapon_entry_type_0 = UrbanWarWeaponBand.from_dict(data)

                return weapon_entry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarWeaponBand, data)

        weapon_entry = _parse_weapon_entry(d.pop("weapon_entry"))

        urban_war_range_band_outcome = cls(
            band=band,
            band_index=band_index,
            weapon_entry=weapon_entry,
        )

        return urban_war_range_band_outcome
