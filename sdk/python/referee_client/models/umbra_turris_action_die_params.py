from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisActionDieParams")


@_attrs_define
class UmbraTurrisActionDieParams:
    """
    Attributes:
        model (str): The model whose Action Die changes.
        has_action_die (bool): It holds its Action Die now.
    """

    model: str
    has_action_die: bool

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        has_action_die = self.has_action_die

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "has_action_die": has_action_die,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        has_action_die = d.pop("has_action_die")

        umbra_turris_action_die_params = cls(
            model=model,
            has_action_die=has_action_die,
        )

        return umbra_turris_action_die_params
