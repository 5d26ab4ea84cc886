from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_wound_save import UrbanWarWoundSave


T = TypeVar("T", bound="UrbanWarSavesOutcome")


@_attrs_define
class UrbanWarSavesOutcome:
    """
    Attributes:
        cover_applies (bool):
        saves (list[UrbanWarWoundSave]):
        wounds_unsaved (int):
        wounds_discarded (int): Wounds left when W reached 0: no dice.
        wounds_after (int):
        out_of_action (bool):
        below_half_wounds (bool | None): W after the step is below half of `target_wounds_max` (true also for a model
            already below half, and at 0 W): the plain state of R13; whether a panic test follows is the calling step's
            concern (§8). Null only here in shooting/saves without `target_wounds_max`: in a shooting, melee, break off or
            interrupt it is measured from the model's `wounds_max`, or its W before the step.
    """

    cover_applies: bool
    saves: list[UrbanWarWoundSave]
    wounds_unsaved: int
    wounds_discarded: int
    wounds_after: int
    out_of_action: bool
    below_half_wounds: bool | None

    def to_dict(self) -> dict[str, Any]:
        cover_applies = self.cover_applies

        saves = []
        for saves_item_data in self.saves:
            saves_item = saves_item_data.to_dict()
            saves.append(saves_item)

        wounds_unsaved = self.wounds_unsaved

        wounds_discarded = self.wounds_discarded

        wounds_after = self.wounds_after

        out_of_action = self.out_of_action

        below_half_wounds: bool | None
        below_half_wounds = self.below_half_wounds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cover_applies": cover_applies,
                "saves": saves,
                "wounds_unsaved": wounds_unsaved,
                "wounds_discarded": wounds_discarded,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
                "below_half_wounds": below_half_wounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_wound_save import UrbanWarWoundSave  # noqa: PLC0415

        d = dict(src_dict)
        cover_applies = d.pop("cover_applies")

        saves = []
        _saves = d.pop("saves")
        for saves_item_data in _saves:
            saves_item = UrbanWarWoundSave.from_dict(saves_item_data)

            saves.append(saves_item)

        wounds_unsaved = d.pop("wounds_unsaved")

        wounds_discarded = d.pop("wounds_discarded")

        wounds_after = d.pop("wounds_after")

        out_of_action = d.pop("out_of_action")

        def _parse_below_half_wounds(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        below_half_wounds = _parse_below_half_wounds(d.pop("below_half_wounds"))

        urban_war_saves_outcome = cls(
            cover_applies=cover_applies,
            saves=saves,
            wounds_unsaved=wounds_unsaved,
            wounds_discarded=wounds_discarded,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
            below_half_wounds=below_half_wounds,
        )

        return urban_war_saves_outcome
