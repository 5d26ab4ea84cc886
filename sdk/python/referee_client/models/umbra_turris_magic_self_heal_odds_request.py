from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession

T = TypeVar("T", bound="UmbraTurrisMagicSelfHealOddsRequest")


@_attrs_define
class UmbraTurrisMagicSelfHealOddsRequest:
    """
    Attributes:
        profession (UmbraTurrisProfession): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        vitality (int): Vitality before this step, 0..vitality_max.
        vitality_max (int): The race's Vitality: no step raises Vitality above it.
        has_action_die (bool): The mage holds its Action Die. Must be true: self-healing discards it.
    """

    profession: UmbraTurrisProfession
    vitality: int
    vitality_max: int
    has_action_die: bool

    def to_dict(self) -> dict[str, Any]:
        profession: str = self.profession

        vitality = self.vitality

        vitality_max = self.vitality_max

        has_action_die = self.has_action_die

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profession": profession,
                "vitality": vitality,
                "vitality_max": vitality_max,
                "has_action_die": has_action_die,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profession = check_umbra_turris_profession(d.pop("profession"))

        vitality = d.pop("vitality")

        vitality_max = d.pop("vitality_max")

        has_action_die = d.pop("has_action_die")

        umbra_turris_magic_self_heal_odds_request = cls(
            profession=profession,
            vitality=vitality,
            vitality_max=vitality_max,
            has_action_die=has_action_die,
        )

        return umbra_turris_magic_self_heal_odds_request
