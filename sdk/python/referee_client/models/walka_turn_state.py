from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaTurnState")


@_attrs_define
class WalkaTurnState:
    """
    Attributes:
        character (str):
        position (int): Its index in `order`.
        ended (bool): Its AP ran out or were borrowed: only end-turn is left (§3).
    """

    character: str
    position: int
    ended: bool

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        position = self.position

        ended = self.ended

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "position": position,
                "ended": ended,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        position = d.pop("position")

        ended = d.pop("ended")

        walka_turn_state = cls(
            character=character,
            position=position,
            ended=ended,
        )

        return walka_turn_state
