from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_attack_roll import UrbanWarAttackRoll
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarMeleeHitOutcome")


@_attrs_define
class UrbanWarMeleeHitOutcome:
    """
    Attributes:
        modifiers (list[UrbanWarModifier]):
        modifier (int):
        attacks (list[UrbanWarAttackRoll]):
        hits (int):
    """

    modifiers: list[UrbanWarModifier]
    modifier: int
    attacks: list[UrbanWarAttackRoll]
    hits: int

    def to_dict(self) -> dict[str, Any]:
        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        modifier = self.modifier

        attacks = []
        for attacks_item_data in self.attacks:
            attacks_item = attacks_item_data.to_dict()
            attacks.append(attacks_item)

        hits = self.hits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "modifiers": modifiers,
                "modifier": modifier,
                "attacks": attacks,
                "hits": hits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_attack_roll import UrbanWarAttackRoll  # noqa: PLC0415
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        modifier = d.pop("modifier")

        attacks = []
        _attacks = d.pop("attacks")
        for attacks_item_data in _attacks:
            attacks_item = UrbanWarAttackRoll.from_dict(attacks_item_data)

            attacks.append(attacks_item)

        hits = d.pop("hits")

        urban_war_melee_hit_outcome = cls(
            modifiers=modifiers,
            modifier=modifier,
            attacks=attacks,
            hits=hits,
        )

        return urban_war_melee_hit_outcome
