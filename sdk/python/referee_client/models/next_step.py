from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name
from ..types import UNSET, Unset

T = TypeVar("T", bound="NextStep")


@_attrs_define
class NextStep:
    """
    Attributes:
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        path (str): Its route under the encounter: `/v1/encounters/{id}/<system>/<path>` (`roll` for the free roll,
            `/v1/encounters/{id}/roll`).
        who (list[str]): Who may take it now: `gm` and `side:<name>`, each with its own token.
        description (str): What the step does, in a player's words.
        awaited (list[str] | Unset): A sealed step: the parts still awaited (each a side).
    """

    step: EncounterStepName
    path: str
    who: list[str]
    description: str
    awaited: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        step: str = self.step

        path = self.path

        who = self.who

        description = self.description

        awaited: list[str] | Unset = UNSET
        if not isinstance(self.awaited, Unset):
            awaited = self.awaited

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "step": step,
                "path": path,
                "who": who,
                "description": description,
            }
        )
        if awaited is not UNSET:
            field_dict["awaited"] = awaited

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = check_encounter_step_name(d.pop("step"))

        path = d.pop("path")

        who = cast(list[str], d.pop("who"))

        description = d.pop("description")

        awaited = cast(list[str], d.pop("awaited", UNSET))

        next_step = cls(
            step=step,
            path=path,
            who=who,
            description=description,
            awaited=awaited,
        )

        return next_step
