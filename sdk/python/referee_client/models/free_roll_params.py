from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FreeRollParams")


@_attrs_define
class FreeRollParams:
    """
    Attributes:
        expression (str): A dice expression in d20 notation (docs/dice-notation.md), e.g. `4d6kh3 + 2`, `2d20kh1+5`,
            `10d10>=6`, `8d6e6`, `3dF+2`; at most 200 characters. Example: 4d6kh3 + 2.
        label (str): What the roll is for, in words, kept in the log: `Perception, Rook`, `wandering monster`. Example:
            Perception, Rook.
    """

    expression: str
    label: str

    def to_dict(self) -> dict[str, Any]:
        expression = self.expression

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expression": expression,
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expression = d.pop("expression")

        label = d.pop("label")

        free_roll_params = cls(
            expression=expression,
            label=label,
        )

        return free_roll_params
