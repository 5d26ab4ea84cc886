from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaShield")


@_attrs_define
class WalkaShield:
    """
    Attributes:
        id (str): The shield's id, unique among the character's items.
        block (int | Unset): Its block rating (shield_block, §6). Default: 0.
    """

    id: str
    block: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        block = self.block

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if block is not UNSET:
            field_dict["block"] = block

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        block = d.pop("block", UNSET)

        walka_shield = cls(
            id=id,
            block=block,
        )

        return walka_shield
