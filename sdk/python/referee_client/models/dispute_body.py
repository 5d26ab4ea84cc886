from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputeBody")


@_attrs_define
class DisputeBody:
    """
    Attributes:
        log_index (int): The logged step disputed.
        reason (str):
    """

    log_index: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        log_index = self.log_index

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "log_index": log_index,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        log_index = d.pop("log_index")

        reason = d.pop("reason")

        dispute_body = cls(
            log_index=log_index,
            reason=reason,
        )

        return dispute_body
