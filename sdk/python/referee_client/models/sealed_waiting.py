from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name
from ..models.sealed_status import SealedStatus, check_sealed_status

T = TypeVar("T", bound="SealedWaiting")


@_attrs_define
class SealedWaiting:
    """
    Attributes:
        status (SealedStatus): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        submitted (list[str]):
        waiting_for (list[str]):
        version (int):
    """

    status: SealedStatus
    step: EncounterStepName
    submitted: list[str]
    waiting_for: list[str]
    version: int

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        step: str = self.step

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
        status = check_sealed_status(d.pop("status"))

        step = check_encounter_step_name(d.pop("step"))

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
