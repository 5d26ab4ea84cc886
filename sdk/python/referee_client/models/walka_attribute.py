from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaAttribute")


@_attrs_define
class WalkaAttribute:
    """
    Attributes:
        name (str): DEX (melee) or ACC.
        level (int): After the armour penalty.
    """

    name: str
    level: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        level = self.level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        level = d.pop("level")

        walka_attribute = cls(
            name=name,
            level=level,
        )

        return walka_attribute
