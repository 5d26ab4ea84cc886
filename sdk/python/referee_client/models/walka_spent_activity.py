from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaSpentActivity")


@_attrs_define
class WalkaSpentActivity:
    """
    Attributes:
        activity (str):
        cost (int): Its full AP cost.
        borrowed (int): Of the cost, AP borrowed from the next turn.
        ap_after (int):
    """

    activity: str
    cost: int
    borrowed: int
    ap_after: int

    def to_dict(self) -> dict[str, Any]:
        activity = self.activity

        cost = self.cost

        borrowed = self.borrowed

        ap_after = self.ap_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activity": activity,
                "cost": cost,
                "borrowed": borrowed,
                "ap_after": ap_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activity = d.pop("activity")

        cost = d.pop("cost")

        borrowed = d.pop("borrowed")

        ap_after = d.pop("ap_after")

        walka_spent_activity = cls(
            activity=activity,
            cost=cost,
            borrowed=borrowed,
            ap_after=ap_after,
        )

        return walka_spent_activity
