from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarFirstStrikeSide")


@_attrs_define
class UrbanWarFirstStrikeSide:
    """
    Attributes:
        first_strike (int): First strike (FS) as printed (it already includes CAL), 0-20. Alias: `FS`.
        fs_bonus (int | Unset): The melee weapon's first-strike bonus. Default: 0.
        charged_this_phase (bool | Unset): It charged in this phase: +3. Default: False.
        fs (int | Unset): Alias of `first_strike`, the game's abbreviation: send one or the other, not both; where
            `first_strike` is required, the alias stands in for it (this schema's `required` names the long field). Prefer
            the long name.
    """

    first_strike: int
    fs_bonus: int | Unset = 0
    charged_this_phase: bool | Unset = False
    fs: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_strike = self.first_strike

        fs_bonus = self.fs_bonus

        charged_this_phase = self.charged_this_phase

        fs = self.fs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_strike": first_strike,
            }
        )
        if fs_bonus is not UNSET:
            field_dict["fs_bonus"] = fs_bonus
        if charged_this_phase is not UNSET:
            field_dict["charged_this_phase"] = charged_this_phase
        if fs is not UNSET:
            field_dict["FS"] = fs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_strike = d.pop("first_strike")

        fs_bonus = d.pop("fs_bonus", UNSET)

        charged_this_phase = d.pop("charged_this_phase", UNSET)

        fs = d.pop("FS", UNSET)

        urban_war_first_strike_side = cls(
            first_strike=first_strike,
            fs_bonus=fs_bonus,
            charged_this_phase=charged_this_phase,
            fs=fs,
        )

        return urban_war_first_strike_side
