from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaBleedingParams")


@_attrs_define
class WalkaBleedingParams:
    """
    Attributes:
        target (str): The wounded character (any status, §13).
        wound (str): The wound's id, as the state lists it.
        n (int): How many bleeding tokens.
    """

    target: str
    wound: str
    n: int

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        wound = self.wound

        n = self.n

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "wound": wound,
                "n": n,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        wound = d.pop("wound")

        n = d.pop("n")

        walka_bleeding_params = cls(
            target=target,
            wound=wound,
            n=n,
        )

        return walka_bleeding_params
