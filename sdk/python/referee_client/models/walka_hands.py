from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaHands")


@_attrs_define
class WalkaHands:
    """
    Attributes:
        left (None | str | Unset):
        right (None | str | Unset):
    """

    left: None | str | Unset = UNSET
    right: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        left: None | str | Unset
        if isinstance(self.left, Unset):
            left = UNSET
        else:
            left = self.left

        right: None | str | Unset
        if isinstance(self.right, Unset):
            right = UNSET
        else:
            right = self.right

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if left is not UNSET:
            field_dict["left"] = left
        if right is not UNSET:
            field_dict["right"] = right

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_left(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        left = _parse_left(d.pop("left", UNSET))

        def _parse_right(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        right = _parse_right(d.pop("right", UNSET))

        walka_hands = cls(
            left=left,
            right=right,
        )

        return walka_hands
