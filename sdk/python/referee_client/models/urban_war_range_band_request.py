from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_weapon import UrbanWarWeapon


T = TypeVar("T", bound="UrbanWarRangeBandRequest")


@_attrs_define
class UrbanWarRangeBandRequest:
    """
    Attributes:
        distance_in (float): Distance in inches between the nearest points of the bases (0 = base contact).
        weapon (None | Unset | UrbanWarWeapon): Optional: also check that this weapon is usable at the band.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    distance_in: float
    weapon: None | Unset | UrbanWarWeapon = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

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

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance_in": distance_in,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

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

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_range_band_request = cls(
            distance_in=distance_in,
            weapon=weapon,
            seed=seed,
            dice=dice,
        )

        return urban_war_range_band_request
