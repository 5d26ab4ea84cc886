from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location

T = TypeVar("T", bound="WalkaDisabledHand")


@_attrs_define
class WalkaDisabledHand:
    """
    Attributes:
        side (str): left or right.
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int):
        hand (str): The hand's key in `hands`: left, right, left_2, ... (§14).
        wound (str): The wound that disabled it.
    """

    side: str
    location: WalkaLocation
    copy: int
    hand: str
    wound: str

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        location: str = self.location

        copy = self.copy

        hand = self.hand

        wound = self.wound

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
                "location": location,
                "copy": copy,
                "hand": hand,
                "wound": wound,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        location = check_walka_location(d.pop("location"))

        copy = d.pop("copy")

        hand = d.pop("hand")

        wound = d.pop("wound")

        walka_disabled_hand = cls(
            side=side,
            location=location,
            copy=copy,
            hand=hand,
            wound=wound,
        )

        return walka_disabled_hand
