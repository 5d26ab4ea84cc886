from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaDefenseResult")


@_attrs_define
class WalkaDefenseResult:
    """
    Attributes:
        type_ (WalkaDefense): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        dc (int): The dc it set.
        blocks_on_miss (bool | None | Unset): A miss is a blocked blow (default: type is parry or block).
    """

    type_: WalkaDefense
    dc: int
    blocks_on_miss: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        dc = self.dc

        blocks_on_miss: bool | None | Unset
        if isinstance(self.blocks_on_miss, Unset):
            blocks_on_miss = UNSET
        else:
            blocks_on_miss = self.blocks_on_miss

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "dc": dc,
            }
        )
        if blocks_on_miss is not UNSET:
            field_dict["blocks_on_miss"] = blocks_on_miss

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_walka_defense(d.pop("type"))

        dc = d.pop("dc")

        def _parse_blocks_on_miss(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        blocks_on_miss = _parse_blocks_on_miss(d.pop("blocks_on_miss", UNSET))

        walka_defense_result = cls(
            type_=type_,
            dc=dc,
            blocks_on_miss=blocks_on_miss,
        )

        return walka_defense_result
