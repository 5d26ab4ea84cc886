from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaChainNextParams")


@_attrs_define
class WalkaChainNextParams:
    """
    Attributes:
        link (int): The due link, as the chain's state names it.
        effective (bool | Unset): Whether the due link's effect actually stopped what it interrupts (§4). Default: True.
    """

    link: int
    effective: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        link = self.link

        effective = self.effective

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "link": link,
            }
        )
        if effective is not UNSET:
            field_dict["effective"] = effective

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        link = d.pop("link")

        effective = d.pop("effective", UNSET)

        walka_chain_next_params = cls(
            link=link,
            effective=effective,
        )

        return walka_chain_next_params
