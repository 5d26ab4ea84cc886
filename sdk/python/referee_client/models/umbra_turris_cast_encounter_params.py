from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisCastEncounterParams")


@_attrs_define
class UmbraTurrisCastEncounterParams:
    """
    Attributes:
        mage (str): The mage that casts.
        spell_difficulty (int): The spell's Magic Test difficulty (X+), 2-6, from the spell card.
    """

    mage: str
    spell_difficulty: int

    def to_dict(self) -> dict[str, Any]:
        mage = self.mage

        spell_difficulty = self.spell_difficulty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mage": mage,
                "spell_difficulty": spell_difficulty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mage = d.pop("mage")

        spell_difficulty = d.pop("spell_difficulty")

        umbra_turris_cast_encounter_params = cls(
            mage=mage,
            spell_difficulty=spell_difficulty,
        )

        return umbra_turris_cast_encounter_params
