from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LiveExpired")


@_attrs_define
class LiveExpired:
    """
    Attributes:
        encounter_id (str):
        detail (str): What happened, in words.
    """

    encounter_id: str
    detail: str

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        detail = d.pop("detail")

        live_expired = cls(
            encounter_id=encounter_id,
            detail=detail,
        )

        return live_expired
