from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_damage_outcome import UrbanWarDamageOutcome
    from ..models.urban_war_melee_hit_outcome import UrbanWarMeleeHitOutcome
    from ..models.urban_war_saves_outcome import UrbanWarSavesOutcome


T = TypeVar("T", bound="UrbanWarFreeStrike")


@_attrs_define
class UrbanWarFreeStrike:
    """
    Attributes:
        opponent (str):
        weapon (str):
        hit (UrbanWarMeleeHitOutcome):
        damage (UrbanWarDamageOutcome):
        saves (UrbanWarSavesOutcome):
    """

    opponent: str
    weapon: str
    hit: UrbanWarMeleeHitOutcome
    damage: UrbanWarDamageOutcome
    saves: UrbanWarSavesOutcome

    def to_dict(self) -> dict[str, Any]:
        opponent = self.opponent

        weapon = self.weapon

        hit = self.hit.to_dict()

        damage = self.damage.to_dict()

        saves = self.saves.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "opponent": opponent,
                "weapon": weapon,
                "hit": hit,
                "damage": damage,
                "saves": saves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_damage_outcome import UrbanWarDamageOutcome  # noqa: PLC0415
        from ..models.urban_war_melee_hit_outcome import UrbanWarMeleeHitOutcome  # noqa: PLC0415
        from ..models.urban_war_saves_outcome import UrbanWarSavesOutcome  # noqa: PLC0415

        d = dict(src_dict)
        opponent = d.pop("opponent")

        weapon = d.pop("weapon")

        hit = UrbanWarMeleeHitOutcome.from_dict(d.pop("hit"))

        damage = UrbanWarDamageOutcome.from_dict(d.pop("damage"))

        saves = UrbanWarSavesOutcome.from_dict(d.pop("saves"))

        urban_war_free_strike = cls(
            opponent=opponent,
            weapon=weapon,
            hit=hit,
            damage=damage,
            saves=saves,
        )

        return urban_war_free_strike
