from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_span import WalkaSpan


T = TypeVar("T", bound="WalkaBodyRow")


@_attrs_define
class WalkaBodyRow:
    """
    Attributes:
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        penalty (int): Hit penalty when the location is chosen.
        front (WalkaSpan):
        behind (WalkaSpan | Unset):
    """

    location: WalkaLocation
    penalty: int
    front: WalkaSpan
    behind: WalkaSpan | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        penalty = self.penalty

        front = self.front.to_dict()

        behind: dict[str, Any] | Unset = UNSET
        if not isinstance(self.behind, Unset):
            behind = self.behind.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "penalty": penalty,
                "front": front,
            }
        )
        if behind is not UNSET:
            field_dict["behind"] = behind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_span import WalkaSpan  # noqa: PLC0415

        d = dict(src_dict)
        location = check_walka_location(d.pop("location"))

        penalty = d.pop("penalty")

        front = WalkaSpan.from_dict(d.pop("front"))

        _behind = d.pop("behind", UNSET)
        behind: WalkaSpan | Unset
        if isinstance(_behind, Unset):
            behind = UNSET
        else:
            behind = WalkaSpan.from_dict(_behind)

        walka_body_row = cls(
            location=location,
            penalty=penalty,
            front=front,
            behind=behind,
        )

        return walka_body_row
