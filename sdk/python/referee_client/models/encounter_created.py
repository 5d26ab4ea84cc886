from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.encounter_created_side_tokens import EncounterCreatedSideTokens
    from ..models.umbra_turris_encounter import UmbraTurrisEncounter
    from ..models.urban_war_encounter import UrbanWarEncounter
    from ..models.walka_encounter import WalkaEncounter


T = TypeVar("T", bound="EncounterCreated")


@_attrs_define
class EncounterCreated:
    """
    Attributes:
        encounter (UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter):
        gm_token (str): The game master's bearer token: every change is allowed with it. Shown once.
        side_tokens (EncounterCreatedSideTokens): side -> bearer token that acts for that side's models. Shown once.
    """

    encounter: UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter
    gm_token: str
    side_tokens: EncounterCreatedSideTokens

    def to_dict(self) -> dict[str, Any]:
        from ..models.umbra_turris_encounter import UmbraTurrisEncounter  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415

        encounter: dict[str, Any]
        if isinstance(self.encounter, UrbanWarEncounter):
            encounter = self.encounter.to_dict()
        elif isinstance(self.encounter, UmbraTurrisEncounter):
            encounter = self.encounter.to_dict()
        else:
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
        from ..models.umbra_turris_encounter import UmbraTurrisEncounter  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415
        from ..models.walka_encounter import WalkaEncounter  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_encounter(data: object) -> UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_0 = UrbanWarEncounter.from_dict(data)

                return componentsschemas_encounter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_1 = UmbraTurrisEncounter.from_dict(data)

                return componentsschemas_encounter_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_encounter_type_2 = WalkaEncounter.from_dict(data)

            return componentsschemas_encounter_type_2

        encounter = _parse_encounter(d.pop("encounter"))

        gm_token = d.pop("gm_token")

        side_tokens = EncounterCreatedSideTokens.from_dict(d.pop("side_tokens"))

        encounter_created = cls(
            encounter=encounter,
            gm_token=gm_token,
            side_tokens=side_tokens,
        )

        return encounter_created
