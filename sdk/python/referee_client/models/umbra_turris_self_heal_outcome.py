from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession

T = TypeVar("T", bound="UmbraTurrisSelfHealOutcome")


@_attrs_define
class UmbraTurrisSelfHealOutcome:
    """
    Attributes:
        profession (UmbraTurrisProfession): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        vitality_before (int):
        vitality_gained (int): 2, or less at the maximum.
        vitality_after (int):
        vitality_max (int):
        has_action_die_after (bool): Always false: the Action Die is discarded.
    """

    profession: UmbraTurrisProfession
    vitality_before: int
    vitality_gained: int
    vitality_after: int
    vitality_max: int
    has_action_die_after: bool

    def to_dict(self) -> dict[str, Any]:
        profession: str = self.profession

        vitality_before = self.vitality_before

        vitality_gained = self.vitality_gained

        vitality_after = self.vitality_after

        vitality_max = self.vitality_max

        has_action_die_after = self.has_action_die_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profession": profession,
                "vitality_before": vitality_before,
                "vitality_gained": vitality_gained,
                "vitality_after": vitality_after,
                "vitality_max": vitality_max,
                "has_action_die_after": has_action_die_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profession = check_umbra_turris_profession(d.pop("profession"))

        vitality_before = d.pop("vitality_before")

        vitality_gained = d.pop("vitality_gained")

        vitality_after = d.pop("vitality_after")

        vitality_max = d.pop("vitality_max")

        has_action_die_after = d.pop("has_action_die_after")

        umbra_turris_self_heal_outcome = cls(
            profession=profession,
            vitality_before=vitality_before,
            vitality_gained=vitality_gained,
            vitality_after=vitality_after,
            vitality_max=vitality_max,
            has_action_die_after=has_action_die_after,
        )

        return umbra_turris_self_heal_outcome
