from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisShieldBlockOutcome")


@_attrs_define
class UmbraTurrisShieldBlockOutcome:
    """
    Attributes:
        shield_block_target (int): Echoed.
        shield_roll (int): The defender's d6.
        blocked (bool): The attack is blocked and ends with no effect; when false, resolve melee/parry next without
            use_shield.
    """

    shield_block_target: int
    shield_roll: int
    blocked: bool

    def to_dict(self) -> dict[str, Any]:
        shield_block_target = self.shield_block_target

        shield_roll = self.shield_roll

        blocked = self.blocked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shield_block_target": shield_block_target,
                "shield_roll": shield_roll,
                "blocked": blocked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shield_block_target = d.pop("shield_block_target")

        shield_roll = d.pop("shield_roll")

        blocked = d.pop("blocked")

        umbra_turris_shield_block_outcome = cls(
            shield_block_target=shield_block_target,
            shield_roll=shield_roll,
            blocked=blocked,
        )

        return umbra_turris_shield_block_outcome
