from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name

if TYPE_CHECKING:
    from ..models.claims_entry_answer_params import ClaimsEntryAnswerParams


T = TypeVar("T", bound="ClaimsEntryAnswer")


@_attrs_define
class ClaimsEntryAnswer:
    """
    Attributes:
        encounter_id (str):
        index (int):
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        role (str):
        params (ClaimsEntryAnswerParams):
        version (int):
    """

    encounter_id: str
    index: int
    step: EncounterStepName
    role: str
    params: ClaimsEntryAnswerParams
    version: int

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        index = self.index

        step: str = self.step

        role = self.role

        params = self.params.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "index": index,
                "step": step,
                "role": role,
                "params": params,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claims_entry_answer_params import ClaimsEntryAnswerParams  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        index = d.pop("index")

        step = check_encounter_step_name(d.pop("step"))

        role = d.pop("role")

        params = ClaimsEntryAnswerParams.from_dict(d.pop("params"))

        version = d.pop("version")

        claims_entry_answer = cls(
            encounter_id=encounter_id,
            index=index,
            step=step,
            role=role,
            params=params,
            version=version,
        )

        return claims_entry_answer
