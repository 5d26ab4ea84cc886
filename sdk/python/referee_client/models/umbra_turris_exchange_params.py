from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisExchangeParams")


@_attrs_define
class UmbraTurrisExchangeParams:
    """
    Attributes:
        attacker (str): The model that strikes.
        defender (str): The enemy it fights (engaged with it by a Charge).
        attack_from_behind (bool | Unset): The attack comes from behind (a fact from the table): the defender can't
            react, makes no parry choice and cannot use a shield; the attack gets through. Default: False.
    """

    attacker: str
    defender: str
    attack_from_behind: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        attack_from_behind = self.attack_from_behind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )
        if attack_from_behind is not UNSET:
            field_dict["attack_from_behind"] = attack_from_behind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        attack_from_behind = d.pop("attack_from_behind", UNSET)

        umbra_turris_exchange_params = cls(
            attacker=attacker,
            defender=defender,
            attack_from_behind=attack_from_behind,
        )

        return umbra_turris_exchange_params
