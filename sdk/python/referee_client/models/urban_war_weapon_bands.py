from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_weapon_band import UrbanWarWeaponBand


T = TypeVar("T", bound="UrbanWarWeaponBands")


@_attrs_define
class UrbanWarWeaponBands:
    """
    Attributes:
        melee (None | str | Unset | UrbanWarWeaponBand): The melee (base contact) band; null or `-` where the card shows
            a dash.
        short (None | str | Unset | UrbanWarWeaponBand): The short (to 12 in) band; null or `-` where the card shows a
            dash.
        medium (None | str | Unset | UrbanWarWeaponBand): The medium (12-24 in) band; null or `-` where the card shows a
            dash.
        long (None | str | Unset | UrbanWarWeaponBand): The long (24-36 in) band; null or `-` where the card shows a
            dash.
        extreme (None | str | Unset | UrbanWarWeaponBand): The extreme (36-48 in) band; null or `-` where the card shows
            a dash.
    """

    melee: None | str | Unset | UrbanWarWeaponBand = UNSET
    short: None | str | Unset | UrbanWarWeaponBand = UNSET
    medium: None | str | Unset | UrbanWarWeaponBand = UNSET
    long: None | str | Unset | UrbanWarWeaponBand = UNSET
    extreme: None | str | Unset | UrbanWarWeaponBand = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_weapon_band import UrbanWarWeaponBand  # noqa: PLC0415

        melee: dict[str, Any] | None | str | Unset
        if isinstance(self.melee, Unset):
            melee = UNSET
        elif isinstance(self.melee, UrbanWarWeaponBand):
            melee = self.melee.to_dict()
        else:
            melee = self.melee

        short: dict[str, Any] | None | str | Unset
        if isinstance(self.short, Unset):
            short = UNSET
        elif isinstance(self.short, UrbanWarWeaponBand):
            short = self.short.to_dict()
        else:
            short = self.short

        medium: dict[str, Any] | None | str | Unset
        if isinstance(self.medium, Unset):
            medium = UNSET
        elif isinstance(self.medium, UrbanWarWeaponBand):
            medium = self.medium.to_dict()
        else:
            medium = self.medium

        long: dict[str, Any] | None | str | Unset
        if isinstance(self.long, Unset):
            long = UNSET
        elif isinstance(self.long, UrbanWarWeaponBand):
            long = self.long.to_dict()
        else:
            long = self.long

        extreme: dict[str, Any] | None | str | Unset
        if isinstance(self.extreme, Unset):
            extreme = UNSET
        elif isinstance(self.extreme, UrbanWarWeaponBand):
            extreme = self.extreme.to_dict()
        else:
            extreme = self.extreme

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if melee is not UNSET:
            field_dict["melee"] = melee
        if short is not UNSET:
            field_dict["short"] = short
        if medium is not UNSET:
            field_dict["medium"] = medium
        if long is not UNSET:
            field_dict["long"] = long
        if extreme is not UNSET:
            field_dict["extreme"] = extreme

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_weapon_band import UrbanWarWeaponBand  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_melee(data: object) -> None | str | Unset | UrbanWarWeaponBand:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                melee_type_0 = UrbanWarWeaponBand.from_dict(data)

                return melee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | Unset | UrbanWarWeaponBand, data)

        melee = _parse_melee(d.pop("melee", UNSET))

        def _parse_short(data: object) -> None | str | Unset | UrbanWarWeaponBand:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                short_type_0 = UrbanWarWeaponBand.from_dict(data)

                return short_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | Unset | UrbanWarWeaponBand, data)

        short = _parse_short(d.pop("short", UNSET))

        def _parse_medium(data: object) -> None | str | Unset | UrbanWarWeaponBand:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                medium_type_0 = UrbanWarWeaponBand.from_dict(data)

                return medium_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | Unset | UrbanWarWeaponBand, data)

        medium = _parse_medium(d.pop("medium", UNSET))

        def _parse_long(data: object) -> None | str | Unset | UrbanWarWeaponBand:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                long_type_0 = UrbanWarWeaponBand.from_dict(data)

                return long_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | Unset | UrbanWarWeaponBand, data)

        long = _parse_long(d.pop("long", UNSET))

        def _parse_extreme(data: object) -> None | str | Unset | UrbanWarWeaponBand:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                extreme_type_0 = UrbanWarWeaponBand.from_dict(data)

                return extreme_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | str | Unset | UrbanWarWeaponBand, data)

        extreme = _parse_extreme(d.pop("extreme", UNSET))

        urban_war_weapon_bands = cls(
            melee=melee,
            short=short,
            medium=medium,
            long=long,
            extreme=extreme,
        )

        return urban_war_weapon_bands
