from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_result_side import UrbanWarResultSide


T = TypeVar("T", bound="UrbanWarMeleeResultOddsRequest")


@_attrs_define
class UrbanWarMeleeResultOddsRequest:
    """
    Attributes:
        attacker (UrbanWarResultSide):
        defender (UrbanWarResultSide):
    """

    attacker: UrbanWarResultSide
    defender: UrbanWarResultSide

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_result_side import UrbanWarResultSide  # noqa: PLC0415

        d = dict(src_dict)
        attacker = UrbanWarResultSide.from_dict(d.pop("attacker"))

        defender = UrbanWarResultSide.from_dict(d.pop("defender"))

        urban_war_melee_result_odds_request = cls(
            attacker=attacker,
            defender=defender,
        )

        return urban_war_melee_result_odds_request
