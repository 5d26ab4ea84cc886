from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_attack_type import UmbraTurrisAttackType, check_umbra_turris_attack_type

if TYPE_CHECKING:
    from ..models.umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker
    from ..models.umbra_turris_melee_defender import UmbraTurrisMeleeDefender


T = TypeVar("T", bound="UmbraTurrisMeleeAttackOddsRequest")


@_attrs_define
class UmbraTurrisMeleeAttackOddsRequest:
    """
    Attributes:
        attack_type (UmbraTurrisAttackType): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        attacker (UmbraTurrisMeleeAttacker):
        defender (UmbraTurrisMeleeDefender):
    """

    attack_type: UmbraTurrisAttackType
    attacker: UmbraTurrisMeleeAttacker
    defender: UmbraTurrisMeleeDefender

    def to_dict(self) -> dict[str, Any]:
        attack_type: str = self.attack_type

        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_type": attack_type,
                "attacker": attacker,
                "defender": defender,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker  # noqa: PLC0415
        from ..models.umbra_turris_melee_defender import UmbraTurrisMeleeDefender  # noqa: PLC0415

        d = dict(src_dict)
        attack_type = check_umbra_turris_attack_type(d.pop("attack_type"))

        attacker = UmbraTurrisMeleeAttacker.from_dict(d.pop("attacker"))

        defender = UmbraTurrisMeleeDefender.from_dict(d.pop("defender"))

        umbra_turris_melee_attack_odds_request = cls(
            attack_type=attack_type,
            attacker=attacker,
            defender=defender,
        )

        return umbra_turris_melee_attack_odds_request
