from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.encounter_created_side_tokens import EncounterCreatedSideTokens
    from ..models.urban_war_encounter import UrbanWarEncounter


T = TypeVar("T", bound="EncounterCreated")


@_attrs_define
class EncounterCreated:
    """
    Attributes:
        encounter (UrbanWarEncounter):
        gm_token (str): The game master's bearer token: every change is allowed with it. Shown once.
        side_tokens (EncounterCreatedSideTokens): side -> bearer token that acts for that side's models. Shown once.
    """

    encounter: UrbanWarEncounter
    gm_token: str
    side_tokens: EncounterCreatedSideTokens

    def to_dict(self) -> dict[str, Any]:
        encounter = self.encounter.to_dict()

        gm_token = self.gm_token

        side_tokens = self.side_tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter": encounter,
                "gm_token": gm_token,
                "side_tokens": side_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.encounter_created_side_tokens import EncounterCreatedSideTokens  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415

        d = dict(src_dict)
        encounter = UrbanWarEncounter.from_dict(d.pop("encounter"))

        gm_token = d.pop("gm_token")

        side_tokens = EncounterCreatedSideTokens.from_dict(d.pop("side_tokens"))

        encounter_created = cls(
            encounter=encounter,
            gm_token=gm_token,
            side_tokens=side_tokens,
        )

        return encounter_created
