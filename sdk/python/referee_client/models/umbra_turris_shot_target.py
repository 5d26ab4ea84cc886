from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisShotTarget")


@_attrs_define
class UmbraTurrisShotTarget:
    """
    Attributes:
        toughness (int): Toughness (T), 0-10: force attacks (the defender) and shooting damage (the target). Alias: `T`.
        wounds (int | Unset): Wounds (W) on the profile, 1-20: the starting wounds_remaining, used when wounds_remaining
            is not given. Alias: `W`.
        wounds_remaining (int | Unset): Wounds the model has left before this step, 0-20. Optional: with it (or W) the
            outcome reports wounds_after and out_of_action.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    toughness: int
    wounds: int | Unset = UNSET
    wounds_remaining: int | Unset = UNSET
    t: int | Unset = UNSET
    w: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        toughness = self.toughness

        wounds = self.wounds

        wounds_remaining = self.wounds_remaining

        t = self.t

        w = self.w

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "toughness": toughness,
            }
        )
        if wounds is not UNSET:
            field_dict["wounds"] = wounds
        if wounds_remaining is not UNSET:
            field_dict["wounds_remaining"] = wounds_remaining
        if t is not UNSET:
            field_dict["T"] = t
        if w is not UNSET:
            field_dict["W"] = w

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        toughness = d.pop("toughness")

        wounds = d.pop("wounds", UNSET)

        wounds_remaining = d.pop("wounds_remaining", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        umbra_turris_shot_target = cls(
            toughness=toughness,
            wounds=wounds,
            wounds_remaining=wounds_remaining,
            t=t,
            w=w,
        )

        return umbra_turris_shot_target
