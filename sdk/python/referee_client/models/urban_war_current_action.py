from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_action_kind import UrbanWarActionKind, check_urban_war_action_kind

T = TypeVar("T", bound="UrbanWarCurrentAction")


@_attrs_define
class UrbanWarCurrentAction:
    """
    Attributes:
        model (str):
        kind (None | UrbanWarActionKind):
        is_reaction (bool):
        moved_distance_in (float):
        interrupted (bool):
    """

    model: str
    kind: None | UrbanWarActionKind
    is_reaction: bool
    moved_distance_in: float
    interrupted: bool

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "kind": kind,
                "is_reaction": is_reaction,
                "moved_distance_in": moved_distance_in,
                "interrupted": interrupted,
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

        urban_war_current_action = cls(
            model=model,
            kind=kind,
            is_reaction=is_reaction,
            moved_distance_in=moved_distance_in,
            interrupted=interrupted,
        )

        return urban_war_current_action
