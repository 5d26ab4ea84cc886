from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaCharacterParams")


@_attrs_define
class WalkaCharacterParams:
    """
    Attributes:
        character (str): The character.
    """

    character: str

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        walka_character_params = cls(
            character=character,
        )

        return walka_character_params
