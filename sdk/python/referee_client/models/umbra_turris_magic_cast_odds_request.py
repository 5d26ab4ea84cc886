from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession
from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisMagicCastOddsRequest")


@_attrs_define
class UmbraTurrisMagicCastOddsRequest:
    """
    Attributes:
        profession (UmbraTurrisProfession): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        vitality (int): Vitality before this step, 0..vitality_max.
        vitality_max (int): The race's Vitality: no step raises Vitality above it.
        spell_difficulty (int): The spell's Magic Test difficulty, the minimum roll (X+), 2-6. Spell lists are not in
            these rules: read it from the spell card.
        moved_this_cycle (bool | Unset): The mage moved this Cycle. A Wizard's Apprentice that moved cannot cast.
            Default: False.
        domains (list[str] | Unset): The mage's Domains of Magic (R13, §12): one, or two for a Wizard only. Optional:
            when listed, a cast must name one of them as its domain.
        domain (str | Unset): The Domain of the spell cast. Required, and must be one of the mage's Domains, when the
            mage's Domains are listed (only the Wizard may use two Domains, R13).
    """

    profession: UmbraTurrisProfession
    vitality: int
    vitality_max: int
    spell_difficulty: int
    moved_this_cycle: bool | Unset = False
    domains: list[str] | Unset = UNSET
    domain: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        profession: str = self.profession

        vitality = self.vitality

        vitality_max = self.vitality_max

        spell_difficulty = self.spell_difficulty

        moved_this_cycle = self.moved_this_cycle

        domains: list[str] | Unset = UNSET
        if not isinstance(self.domains, Unset):
            domains = self.domains

        domain = self.domain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profession": profession,
                "vitality": vitality,
                "vitality_max": vitality_max,
                "spell_difficulty": spell_difficulty,
            }
        )
        if moved_this_cycle is not UNSET:
            field_dict["moved_this_cycle"] = moved_this_cycle
        if domains is not UNSET:
            field_dict["domains"] = domains
        if domain is not UNSET:
            field_dict["domain"] = domain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        profession = check_umbra_turris_profession(d.pop("profession"))

        vitality = d.pop("vitality")

        vitality_max = d.pop("vitality_max")

        spell_difficulty = d.pop("spell_difficulty")

        moved_this_cycle = d.pop("moved_this_cycle", UNSET)

        domains = cast(list[str], d.pop("domains", UNSET))

        domain = d.pop("domain", UNSET)

        umbra_turris_magic_cast_odds_request = cls(
            profession=profession,
            vitality=vitality,
            vitality_max=vitality_max,
            spell_difficulty=spell_difficulty,
            moved_this_cycle=moved_this_cycle,
            domains=domains,
            domain=domain,
        )

        return umbra_turris_magic_cast_odds_request
