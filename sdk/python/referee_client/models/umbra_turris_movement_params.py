from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisMovementParams")


@_attrs_define
class UmbraTurrisMovementParams:
    """
    Attributes:
        model (str): The model that moved (the distance is measured at the table).
    """

    model: str

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        umbra_turris_movement_params = cls(
            model=model,
        )

        return umbra_turris_movement_params
