from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier
    from ..models.urban_war_shot_roll import UrbanWarShotRoll


T = TypeVar("T", bound="UrbanWarHitOutcome")


@_attrs_define
class UrbanWarHitOutcome:
    """
    Attributes:
        modifiers (list[UrbanWarModifier]):
        modifier (int): Sum of the modifiers.
        shots (list[UrbanWarShotRoll]):
        hits (int):
    """

    modifiers: list[UrbanWarModifier]
    modifier: int
    shots: list[UrbanWarShotRoll]
    hits: int

    def to_dict(self) -> dict[str, Any]:
        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        modifier = self.modifier

        shots = []
        for shots_item_data in self.shots:
            shots_item = shots_item_data.to_dict()
            shots.append(shots_item)

        hits = self.hits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "modifiers": modifiers,
                "modifier": modifier,
                "shots": shots,
                "hits": hits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415
        from ..models.urban_war_shot_roll import UrbanWarShotRoll  # noqa: PLC0415

        d = dict(src_dict)
        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        modifier = d.pop("modifier")

        shots = []
        _shots = d.pop("shots")
        for shots_item_data in _shots:
            shots_item = UrbanWarShotRoll.from_dict(shots_item_data)

            shots.append(shots_item)

        hits = d.pop("hits")

        urban_war_hit_outcome = cls(
            modifiers=modifiers,
            modifier=modifier,
            shots=shots,
            hits=hits,
        )

        return urban_war_hit_outcome
