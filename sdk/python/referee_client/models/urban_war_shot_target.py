from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarShotTarget")


@_attrs_define
class UrbanWarShotTarget:
    """
    Attributes:
        toughness (int): Toughness (T), 1-10: subtracted from damage rolls. Alias: `T`.
        wounds (int): Wounds (W) the model has left, 1-20. Alias: `W`.
        id (str | Unset): Your name for the model, echoed in the outcome.
        wounds_max (int | Unset): Wounds on the profile, 1-20 (default: `wounds`). The saves against it measure
            `below_half_wounds` from it; left out, the model is taken at full W (its W before this step).
        size (int | Unset): Size (SZ), 1-10: SZ 4+ is easier to hit by shooting. Default 2, the average SZ: only SZ 4 or
            more changes a hit roll. Alias: `SZ`. Default: 2.
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        battleshield (bool | Unset): Carries a Battleshield: +1 T against shooting. Default: False.
        in_base_contact (bool | Unset): In base contact with an enemy: no below-half panic test. Default: False.
        t (int | Unset): Alias of `toughness`, the game's abbreviation: send one or the other, not both; where
            `toughness` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        w (int | Unset): Alias of `wounds`, the game's abbreviation: send one or the other, not both; where `wounds` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        sz (int | Unset): Alias of `size`, the game's abbreviation: send one or the other, not both; where `size` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    toughness: int
    wounds: int
    id: str | Unset = UNSET
    wounds_max: int | Unset = UNSET
    size: int | Unset = 2
    heavy_armour: int | Unset = 0
    battleshield: bool | Unset = False
    in_base_contact: bool | Unset = False
    t: int | Unset = UNSET
    w: int | Unset = UNSET
    sz: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        toughness = self.toughness

        wounds = self.wounds

        id = self.id

        wounds_max = self.wounds_max

        size = self.size

        heavy_armour = self.heavy_armour

        battleshield = self.battleshield

        in_base_contact = self.in_base_contact

        t = self.t

        w = self.w

        sz = self.sz

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "toughness": toughness,
                "wounds": wounds,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if wounds_max is not UNSET:
            field_dict["wounds_max"] = wounds_max
        if size is not UNSET:
            field_dict["size"] = size
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if battleshield is not UNSET:
            field_dict["battleshield"] = battleshield
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact
        if t is not UNSET:
            field_dict["T"] = t
        if w is not UNSET:
            field_dict["W"] = w
        if sz is not UNSET:
            field_dict["SZ"] = sz

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        toughness = d.pop("toughness")

        wounds = d.pop("wounds")

        id = d.pop("id", UNSET)

        wounds_max = d.pop("wounds_max", UNSET)

        size = d.pop("size", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

        battleshield = d.pop("battleshield", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        t = d.pop("T", UNSET)

        w = d.pop("W", UNSET)

        sz = d.pop("SZ", UNSET)

        urban_war_shot_target = cls(
            toughness=toughness,
            wounds=wounds,
            id=id,
            wounds_max=wounds_max,
            size=size,
            heavy_armour=heavy_armour,
            battleshield=battleshield,
            in_base_contact=in_base_contact,
            t=t,
            w=w,
            sz=sz,
        )

        return urban_war_shot_target
