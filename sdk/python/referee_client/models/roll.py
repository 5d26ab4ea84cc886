from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Roll")


@_attrs_define
class Roll:
    """
    Attributes:
        sides (int): Faces of the die (10 = d10).
        value (int): The face rolled, 1..sides.
        purpose (str): What the die was for, e.g. `hit roll, shot 2`.
    """

    sides: int
    value: int
    purpose: str

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        value = self.value

        purpose = self.purpose

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sides": sides,
                "value": value,
                "purpose": purpose,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sides = d.pop("sides")

        value = d.pop("value")

        purpose = d.pop("purpose")

        roll = cls(
            sides=sides,
            value=value,
            purpose=purpose,
        )

        return roll
