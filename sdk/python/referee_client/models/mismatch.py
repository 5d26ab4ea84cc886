from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name

T = TypeVar("T", bound="Mismatch")


@_attrs_define
class Mismatch:
    """
    Attributes:
        index (int):
        step (EncounterStepName | None): The entry's step; null where the log ends early.
        field (str): e.g. `rolls.2`, `outcome`.
        recomputed (Any):
        logged (Any):
    """

    index: int
    step: EncounterStepName | None
    field: str
    recomputed: Any
    logged: Any

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        step: None | str
        if isinstance(self.step, str):
            step = self.step
        else:
            step = self.step

        field = self.field

        recomputed = self.recomputed

        logged = self.logged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "step": step,
                "field": field,
                "recomputed": recomputed,
                "logged": logged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_step(data: object) -> EncounterStepName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_0 = check_encounter_step_name(data)

                return step_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EncounterStepName | None, data)

        step = _parse_step(d.pop("step"))

        field = d.pop("field")

        recomputed = d.pop("recomputed")

        logged = d.pop("logged")

        mismatch = cls(
            index=index,
            step=step,
            field=field,
            recomputed=recomputed,
            logged=logged,
        )

        return mismatch
