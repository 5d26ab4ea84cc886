from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisChargeParams")


@_attrs_define
class UmbraTurrisChargeParams:
    """
    Attributes:
        attacker (str): The charging model. Not one already in melee (409: disengage first). The Charge is a move: it
            sets moved_this_cycle (§12), so a Wizard's Apprentice that cast this Cycle cannot charge, and one that charged
            cannot cast.
        defender (str): The enemy it charges.
    """

    attacker: str
    defender: str

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        umbra_turris_charge_params = cls(
            attacker=attacker,
            defender=defender,
        )

        return umbra_turris_charge_params
