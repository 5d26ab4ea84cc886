from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisDisengageParams")


@_attrs_define
class UmbraTurrisDisengageParams:
    """
    Attributes:
        model (str): The model leaving melee.
        opponent (str | Unset): The one opponent it leaves (default: every opponent).
    """

    model: str
    opponent: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        opponent = self.opponent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
            }
        )
        if opponent is not UNSET:
            field_dict["opponent"] = opponent

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        model = d.pop("model")

        opponent = d.pop("opponent", UNSET)

        umbra_turris_disengage_params = cls(
            model=model,
            opponent=opponent,
        )

        return umbra_turris_disengage_params
