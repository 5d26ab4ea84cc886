from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisCastEncounterParams")


@_attrs_define
class UmbraTurrisCastEncounterParams:
    """
    Attributes:
        mage (str): The mage that casts.
        spell_difficulty (int): The spell's Magic Test difficulty (X+), 2-6, from the spell card.
        domain (str | Unset): The Domain of the spell cast. Required, and must be one of the mage's Domains, when the
            mage's Domains are listed (only the Wizard may use two Domains, R13). The mage's Domains are its roster's
            `domains`.
    """

    mage: str
    spell_difficulty: int
    domain: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mage = self.mage

        spell_difficulty = self.spell_difficulty

        domain = self.domain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mage": mage,
                "spell_difficulty": spell_difficulty,
            }
        )
        if domain is not UNSET:
            field_dict["domain"] = domain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mage = d.pop("mage")

        spell_difficulty = d.pop("spell_difficulty")

        domain = d.pop("domain", UNSET)

        umbra_turris_cast_encounter_params = cls(
            mage=mage,
            spell_difficulty=spell_difficulty,
            domain=domain,
        )

        return umbra_turris_cast_encounter_params
