from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession

T = TypeVar("T", bound="UmbraTurrisCastOutcome")


@_attrs_define
class UmbraTurrisCastOutcome:
    """
    Attributes:
        profession (UmbraTurrisProfession): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        spell_difficulty (int):
        roll (int): The Magic Test d6.
        success (bool): roll >= spell_difficulty.
        mishap (bool): A 1: the mage loses 1 more Vitality if it has any.
        vitality_before (int):
        vitality_spent (int): 1, plus 1 for a mishap while Vitality lasts.
        vitality_after (int): Never below 0.
        movement_locked (bool): A Wizard's Apprentice that cast cannot move for the rest of the Cycle.
    """

    profession: UmbraTurrisProfession
    spell_difficulty: int
    roll: int
    success: bool
    mishap: bool
    vitality_before: int
    vitality_spent: int
    vitality_after: int
    movement_locked: bool

    def to_dict(self) -> dict[str, Any]:
        profession: str = self.profession

        spell_difficulty = self.spell_difficulty

        roll = self.roll

        success = self.success

        mishap = self.mishap

        vitality_before = self.vitality_before

        vitality_spent = self.vitality_spent

        vitality_after = self.vitality_after

        movement_locked = self.movement_locked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profession": profession,
                "spell_difficulty": spell_difficulty,
                "roll": roll,
                "success": success,
                "mishap": mishap,
                "vitality_before": vitality_before,
                "vitality_spent": vitality_spent,
                "vitality_after": vitality_after,
                "movement_locked": movement_locked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profession = check_umbra_turris_profession(d.pop("profession"))

        spell_difficulty = d.pop("spell_difficulty")

        roll = d.pop("roll")

        success = d.pop("success")

        mishap = d.pop("mishap")

        vitality_before = d.pop("vitality_before")

        vitality_spent = d.pop("vitality_spent")

        vitality_after = d.pop("vitality_after")

        movement_locked = d.pop("movement_locked")

        umbra_turris_cast_outcome = cls(
            profession=profession,
            spell_difficulty=spell_difficulty,
            roll=roll,
            success=success,
            mishap=mishap,
            vitality_before=vitality_before,
            vitality_spent=vitality_spent,
            vitality_after=vitality_after,
            movement_locked=movement_locked,
        )

        return umbra_turris_cast_outcome
