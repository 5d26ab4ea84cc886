from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_attack_type import UmbraTurrisAttackType, check_umbra_turris_attack_type

T = TypeVar("T", bound="UmbraTurrisAttackEncounterParams")


@_attrs_define
class UmbraTurrisAttackEncounterParams:
    """
    Attributes:
        attacker (str): The attacker whose attack got through the Parry.
        defender (str): The defender.
        attack_type (UmbraTurrisAttackType): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
    """

    attacker: str
    defender: str
    attack_type: UmbraTurrisAttackType

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        attack_type: str = self.attack_type

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "attack_type": attack_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        attack_type = check_umbra_turris_attack_type(d.pop("attack_type"))

        umbra_turris_attack_encounter_params = cls(
            attacker=attacker,
            defender=defender,
            attack_type=attack_type,
        )

        return umbra_turris_attack_encounter_params
