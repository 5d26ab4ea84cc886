from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.live_sealed_step import LiveSealedStep, check_live_sealed_step
from ..types import UNSET, Unset

T = TypeVar("T", bound="LiveSealed")


@_attrs_define
class LiveSealed:
    """
    Attributes:
        step (LiveSealedStep): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        submitted (list[str]):
        waiting_for (list[str]):
        head_hash (str | Unset): The log's head: the SHA-256 (hex) of the last entry's canonical JSON (RFC 8785, without
            `hidden` and `head_hash`), the seed commitment while the log is empty (docs/encounters.md, The record is proof).
    """

    step: LiveSealedStep
    submitted: list[str]
    waiting_for: list[str]
    head_hash: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        step: str = self.step

        submitted = self.submitted

        waiting_for = self.waiting_for

        head_hash = self.head_hash

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "step": step,
                "submitted": submitted,
                "waiting_for": waiting_for,
            }
        )
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = check_live_sealed_step(d.pop("step"))

        submitted = cast(list[str], d.pop("submitted"))

        waiting_for = cast(list[str], d.pop("waiting_for"))

        head_hash = d.pop("head_hash", UNSET)

        live_sealed = cls(
            step=step,
            submitted=submitted,
            waiting_for=waiting_for,
            head_hash=head_hash,
        )

        return live_sealed
