from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarFirstStrikeOutcome")


@_attrs_define
class UrbanWarFirstStrikeOutcome:
    """
    Attributes:
        attacker_score (int):
        defender_score (int):
        order (str): `attacker_first`, `defender_first`, `simultaneous` (attacker resolved first, both strike) or
            `attacker_only`.
    """

    attacker_score: int
    defender_score: int
    order: str

    def to_dict(self) -> dict[str, Any]:
        attacker_score = self.attacker_score

        defender_score = self.defender_score

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_score": attacker_score,
                "defender_score": defender_score,
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_score = d.pop("attacker_score")

        defender_score = d.pop("defender_score")

        order = d.pop("order")

        urban_war_first_strike_outcome = cls(
            attacker_score=attacker_score,
            defender_score=defender_score,
            order=order,
        )

        return urban_war_first_strike_outcome
