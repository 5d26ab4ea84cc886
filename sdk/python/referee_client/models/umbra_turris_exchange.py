from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisExchange")


@_attrs_define
class UmbraTurrisExchange:
    """
    Attributes:
        id (int): Name it in each parry part.
        attacker (str):
        defender (str):
        attack_from_behind (bool):
        shield_tried (bool): The defender's shield block was rolled already.
        parts (list[str]): The sealed parts melee/parry waits for, `<side>#<id>`: the attacker's side and, unless from
            behind, the defender's.
    """

    id: int
    attacker: str
    defender: str
    attack_from_behind: bool
    shield_tried: bool
    parts: list[str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        attacker = self.attacker

        defender = self.defender

        attack_from_behind = self.attack_from_behind

        shield_tried = self.shield_tried

        parts = self.parts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "attacker": attacker,
                "defender": defender,
                "attack_from_behind": attack_from_behind,
                "shield_tried": shield_tried,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        attacker = d.pop("attacker")

        defender = d.pop("defender")

        attack_from_behind = d.pop("attack_from_behind")

        shield_tried = d.pop("shield_tried")

        parts = cast(list[str], d.pop("parts"))

        umbra_turris_exchange = cls(
            id=id,
            attacker=attacker,
            defender=defender,
            attack_from_behind=attack_from_behind,
            shield_tried=shield_tried,
            parts=parts,
        )

        return umbra_turris_exchange
