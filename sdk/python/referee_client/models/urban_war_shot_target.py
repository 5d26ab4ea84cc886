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
        size (int): Size (SZ), 1-10: SZ 4+ is easier to hit by shooting. Alias: `SZ`.
        id (str | Unset): Your name for the model, echoed in the outcome.
        wounds_max (int | Unset): Wounds on the profile, 1-20 (default: `wounds`).
        heavy_armour (int | Unset): Heavy Armour (+N), 0-9; 0 = none. Default: 0.
        battleshield (bool | Unset): Carries a Battleshield: +1 T against shooting. Default: False.
        in_base_contact (bool | Unset): In base contact with an enemy: no below-half panic test. Default: False.
    """

    toughness: int
    wounds: int
    size: int
    id: str | Unset = UNSET
    wounds_max: int | Unset = UNSET
    heavy_armour: int | Unset = 0
    battleshield: bool | Unset = False
    in_base_contact: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        toughness = self.toughness

        wounds = self.wounds

        size = self.size

        id = self.id

        wounds_max = self.wounds_max

        heavy_armour = self.heavy_armour

        battleshield = self.battleshield

        in_base_contact = self.in_base_contact

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "toughness": toughness,
                "wounds": wounds,
                "size": size,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if wounds_max is not UNSET:
            field_dict["wounds_max"] = wounds_max
        if heavy_armour is not UNSET:
            field_dict["heavy_armour"] = heavy_armour
        if battleshield is not UNSET:
            field_dict["battleshield"] = battleshield
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        toughness = d.pop("toughness")

        wounds = d.pop("wounds")

        size = d.pop("size")

        id = d.pop("id", UNSET)

        wounds_max = d.pop("wounds_max", UNSET)

        heavy_armour = d.pop("heavy_armour", UNSET)

        battleshield = d.pop("battleshield", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        urban_war_shot_target = cls(
            toughness=toughness,
            wounds=wounds,
            size=size,
            id=id,
            wounds_max=wounds_max,
            heavy_armour=heavy_armour,
            battleshield=battleshield,
            in_base_contact=in_base_contact,
        )

        return urban_war_shot_target
