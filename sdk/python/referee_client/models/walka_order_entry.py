from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaOrderEntry")


@_attrs_define
class WalkaOrderEntry:
    """
    Attributes:
        id (str):
        spd (int):
        rolls (list[int]): Its d6 roll-offs, in order; empty without an SPD tie.
    """

    id: str
    spd: int
    rolls: list[int]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        spd = self.spd

        rolls = self.rolls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "spd": spd,
                "rolls": rolls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        spd = d.pop("spd")

        rolls = cast(list[int], d.pop("rolls"))

        walka_order_entry = cls(
            id=id,
            spd=spd,
            rolls=rolls,
        )

        return walka_order_entry
