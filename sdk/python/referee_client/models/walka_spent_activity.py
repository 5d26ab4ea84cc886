from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_activity_kind import WalkaActivityKind, check_walka_activity_kind

T = TypeVar("T", bound="WalkaSpentActivity")


@_attrs_define
class WalkaSpentActivity:
    """
    Attributes:
        activity (WalkaActivityKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        cost (int): Its full AP cost.
        borrowed (int): Of the cost, AP borrowed from the next turn.
        ap_after (int):
    """

    activity: WalkaActivityKind
    cost: int
    borrowed: int
    ap_after: int

    def to_dict(self) -> dict[str, Any]:
        activity: str = self.activity

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
        activity = check_walka_activity_kind(d.pop("activity"))

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
