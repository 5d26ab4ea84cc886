from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaAmmunition")


@_attrs_define
class WalkaAmmunition:
    """
    Attributes:
        id (str): The ammunition's id, unique among the character's items.
        quality (int): Its Quality (§8).
        damage (int | Unset): Its damage, added to the launcher's (§8). Default: 0.
        count (int | None | Unset): How many are left; each shot uses one. null: not counted.
    """

    id: str
    quality: int
    damage: int | Unset = 0
    count: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        quality = self.quality

        damage = self.damage

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "quality": quality,
            }
        )
        if damage is not UNSET:
            field_dict["damage"] = damage
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        quality = d.pop("quality")

        damage = d.pop("damage", UNSET)

        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))

        walka_ammunition = cls(
            id=id,
            quality=quality,
            damage=damage,
            count=count,
        )

        return walka_ammunition
