from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SealedWaiting")


@_attrs_define
class SealedWaiting:
    """
    Attributes:
        status (str): `waiting`.
        step (str):
        submitted (list[str]):
        waiting_for (list[str]):
        version (int):
    """

    status: str
    step: str
    submitted: list[str]
    waiting_for: list[str]
    version: int

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        step = self.step

        submitted = self.submitted

        waiting_for = self.waiting_for

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "step": step,
                "submitted": submitted,
                "waiting_for": waiting_for,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        step = d.pop("step")

        submitted = cast(list[str], d.pop("submitted"))

        waiting_for = cast(list[str], d.pop("waiting_for"))

        version = d.pop("version")

        sealed_waiting = cls(
            status=status,
            step=step,
            submitted=submitted,
            waiting_for=waiting_for,
            version=version,
        )

        return sealed_waiting
