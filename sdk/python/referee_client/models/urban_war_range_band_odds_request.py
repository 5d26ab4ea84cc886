from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarRangeBandOddsRequest")


@_attrs_define
class UrbanWarRangeBandOddsRequest:
    """
    Attributes:
        distance_in (float): Distance in inches between the nearest points of the bases (0 = base contact).
        weapon (None | Unset | UrbanWarWeapon): Optional: also check that this weapon is usable at the band.
    """

    distance_in: float
    weapon: None | Unset | UrbanWarWeapon = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        distance_in = self.distance_in

        weapon: dict[str, Any] | None | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, UrbanWarWeapon):
            weapon = self.weapon.to_dict()
        else:
            weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance_in": distance_in,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_weapon import UrbanWarWeapon  # noqa: PLC0415

        d = dict(src_dict)
        distance_in = d.pop("distance_in")

        def _parse_weapon(data: object) -> None | Unset | UrbanWarWeapon:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weapon_type_0 = UrbanWarWeapon.from_dict(data)

                return weapon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UrbanWarWeapon, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        urban_war_range_band_odds_request = cls(
            distance_in=distance_in,
            weapon=weapon,
        )

        return urban_war_range_band_odds_request
