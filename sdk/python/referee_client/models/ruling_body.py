from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dispute_ruling import DisputeRuling, check_dispute_ruling
from ..types import UNSET, Unset

T = TypeVar("T", bound="RulingBody")


@_attrs_define
class RulingBody:
    """
    Attributes:
        ruling (DisputeRuling): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        note (str | Unset):  Default: ''.
    """

    ruling: DisputeRuling
    note: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        ruling: str = self.ruling

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruling": ruling,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ruling = check_dispute_ruling(d.pop("ruling"))

        note = d.pop("note", UNSET)

        ruling_body = cls(
            ruling=ruling,
            note=note,
        )

        return ruling_body
