from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name

if TYPE_CHECKING:
    from ..models.unresolved_part_params import UnresolvedPartParams


T = TypeVar("T", bound="UnresolvedPart")


@_attrs_define
class UnresolvedPart:
    """
    Attributes:
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        part (str): Whose part: a side, a model.
        given_by (None | str): The token that gave it: `gm` or `side:<side>`.
        params (UnresolvedPartParams): What was given.
    """

    step: EncounterStepName
    part: str
    given_by: None | str
    params: UnresolvedPartParams

    def to_dict(self) -> dict[str, Any]:
        step: str = self.step

        part = self.part

        given_by: None | str
        given_by = self.given_by

        params = self.params.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "step": step,
                "part": part,
                "given_by": given_by,
                "params": params,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.unresolved_part_params import UnresolvedPartParams  # noqa: PLC0415

        d = dict(src_dict)
        step = check_encounter_step_name(d.pop("step"))

        part = d.pop("part")

        def _parse_given_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        given_by = _parse_given_by(d.pop("given_by"))

        params = UnresolvedPartParams.from_dict(d.pop("params"))

        unresolved_part = cls(
            step=step,
            part=part,
            given_by=given_by,
            params=params,
        )

        return unresolved_part
