from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaCharacter")


@_attrs_define
class WalkaCharacter:
    """
    Attributes:
        id (str): Your name for the character.
        spd (int): Speed (SPD) as a value, 0..100 (not a level): max AP = floor(SPD / 2) + 5. Alias: `SPD`.
        SPD (int | Unset): Alias of `spd`, the game's abbreviation: send one or the other, not both; where `spd` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    id: str
    spd: int
    SPD: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        spd = self.spd

        SPD = self.SPD

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "spd": spd,
            }
        )
        if SPD is not UNSET:
            field_dict["SPD"] = SPD

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        spd = d.pop("spd")

        SPD = d.pop("SPD", UNSET)

        walka_character = cls(
            id=id,
            spd=spd,
            SPD=SPD,
        )

        return walka_character
