from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceRollOddsRequest")


@_attrs_define
class DiceRollOddsRequest:
    """
    Attributes:
        expression (str): A dice expression in d20 notation (docs/dice-notation.md), e.g. `4d6kh3 + 2`, `2d20kh1+5`,
            `10d10>=6`, `8d6e6`, `3dF+2`; at most 200 characters. Example: 4d6kh3 + 2.
    """

    expression: str

    def to_dict(self) -> dict[str, Any]:
        expression = self.expression

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expression": expression,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expression = d.pop("expression")

        dice_roll_odds_request = cls(
            expression=expression,
        )

        return dice_roll_odds_request
