from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaReloadStep")


@_attrs_define
class WalkaReloadStep:
    """
    Attributes:
        name (str): The step's name, e.g. crank.
        cost (int | Unset): Its AP cost (default 3). Default: 3.
    """

    name: str
    cost: int | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        cost = self.cost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if cost is not UNSET:
            field_dict["cost"] = cost

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        cost = d.pop("cost", UNSET)

        walka_reload_step = cls(
            name=name,
            cost=cost,
        )

        return walka_reload_step
