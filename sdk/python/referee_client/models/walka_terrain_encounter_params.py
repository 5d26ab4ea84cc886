from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_terrain_profile import WalkaTerrainProfile
    from ..models.walka_terrain_step import WalkaTerrainStep


T = TypeVar("T", bound="WalkaTerrainEncounterParams")


@_attrs_define
class WalkaTerrainEncounterParams:
    """
    Attributes:
        character (str): The character moving.
        steps (list[WalkaTerrainStep]):
        profile (WalkaTerrainProfile | Unset):
        modifier (int | Unset): Added to each test. Default: 0.
    """

    character: str
    steps: list[WalkaTerrainStep]
    profile: WalkaTerrainProfile | Unset = UNSET
    modifier: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        modifier = self.modifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "steps": steps,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if modifier is not UNSET:
            field_dict["modifier"] = modifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_terrain_profile import WalkaTerrainProfile  # noqa: PLC0415
        from ..models.walka_terrain_step import WalkaTerrainStep  # noqa: PLC0415

        d = dict(src_dict)
        character = d.pop("character")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = WalkaTerrainStep.from_dict(steps_item_data)

            steps.append(steps_item)

        _profile = d.pop("profile", UNSET)
        profile: WalkaTerrainProfile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = WalkaTerrainProfile.from_dict(_profile)

        modifier = d.pop("modifier", UNSET)

        walka_terrain_encounter_params = cls(
            character=character,
            steps=steps,
            profile=profile,
            modifier=modifier,
        )

        return walka_terrain_encounter_params
