from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceFace")


@_attrs_define
class DiceFace:
    """
    Attributes:
        roll (int): Index in `rolls` (from 0): the die drawn.
        face (int): The face, read as the game reads it (a Fate die: -1, 0, +1).
    """

    roll: int
    face: int

    def to_dict(self) -> dict[str, Any]:
        roll = self.roll

        face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "roll": roll,
                "face": face,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roll = d.pop("roll")

        face = d.pop("face")

        dice_face = cls(
            roll=roll,
            face=face,
        )

        return dice_face
