from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaCharacter")


@_attrs_define
class WalkaCharacter:
    """
    Attributes:
        id (str): Your name for the character.
        spd (int): Speed (SPD) as a value, 0..100 (not a level): max AP = floor(SPD / 2) + 5. Alias: `SPD`.
    """

    id: str
    spd: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        spd = self.spd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "spd": spd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        spd = d.pop("spd")

        walka_character = cls(
            id=id,
            spd=spd,
        )

        return walka_character
