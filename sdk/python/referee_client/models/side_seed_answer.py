from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SideSeedAnswer")


@_attrs_define
class SideSeedAnswer:
    """
    Attributes:
        encounter_id (str):
        side (str): The side whose seed this is.
        side_seeds_contributed (list[str]): Every side that sent one.
        awaited (list[str]): The sides yet to send one.
        version (int):
    """

    encounter_id: str
    side: str
    side_seeds_contributed: list[str]
    awaited: list[str]
    version: int

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        side = self.side

        side_seeds_contributed = self.side_seeds_contributed

        awaited = self.awaited

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "side": side,
                "side_seeds_contributed": side_seeds_contributed,
                "awaited": awaited,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        side = d.pop("side")

        side_seeds_contributed = cast(list[str], d.pop("side_seeds_contributed"))

        awaited = cast(list[str], d.pop("awaited"))

        version = d.pop("version")

        side_seed_answer = cls(
            encounter_id=encounter_id,
            side=side,
            side_seeds_contributed=side_seeds_contributed,
            awaited=awaited,
            version=version,
        )

        return side_seed_answer
