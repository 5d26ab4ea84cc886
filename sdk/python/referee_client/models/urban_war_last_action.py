from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_action_end import UrbanWarActionEnd, check_urban_war_action_end
from ..models.urban_war_action_kind import UrbanWarActionKind, check_urban_war_action_kind

T = TypeVar("T", bound="UrbanWarLastAction")


@_attrs_define
class UrbanWarLastAction:
    """
    Attributes:
        model (str):
        kind (None | UrbanWarActionKind):
        is_reaction (bool):
        moved_distance_in (float):
        interrupted (bool):
        ended_by (UrbanWarActionEnd): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        panic_penalty (bool): The panic penalty its rally left for that action (§6.2), which an interrupt charge's
            strike back still carries.
    """

    model: str
    kind: None | UrbanWarActionKind
    is_reaction: bool
    moved_distance_in: float
    interrupted: bool
    ended_by: UrbanWarActionEnd
    panic_penalty: bool

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        kind: None | str
        if isinstance(self.kind, str):
            kind = self.kind
        else:
            kind = self.kind

        is_reaction = self.is_reaction

        moved_distance_in = self.moved_distance_in

        interrupted = self.interrupted

        ended_by: str = self.ended_by

        panic_penalty = self.panic_penalty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "kind": kind,
                "is_reaction": is_reaction,
                "moved_distance_in": moved_distance_in,
                "interrupted": interrupted,
                "ended_by": ended_by,
                "panic_penalty": panic_penalty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        def _parse_kind(data: object) -> None | UrbanWarActionKind:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = check_urban_war_action_kind(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarActionKind, data)

        kind = _parse_kind(d.pop("kind"))

        is_reaction = d.pop("is_reaction")

        moved_distance_in = d.pop("moved_distance_in")

        interrupted = d.pop("interrupted")

        ended_by = check_urban_war_action_end(d.pop("ended_by"))

        panic_penalty = d.pop("panic_penalty")

        urban_war_last_action = cls(
            model=model,
            kind=kind,
            is_reaction=is_reaction,
            moved_distance_in=moved_distance_in,
            interrupted=interrupted,
            ended_by=ended_by,
            panic_penalty=panic_penalty,
        )

        return urban_war_last_action
