from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_first_strike_side import UrbanWarFirstStrikeSide


T = TypeVar("T", bound="UrbanWarMeleeFirstStrikeOddsRequest")


@_attrs_define
class UrbanWarMeleeFirstStrikeOddsRequest:
    """
    Attributes:
        attacker (UrbanWarFirstStrikeSide):
        defender (UrbanWarFirstStrikeSide):
        defender_strikes (bool | Unset): The defender may strike back (R33). Default: True.
    """

    attacker: UrbanWarFirstStrikeSide
    defender: UrbanWarFirstStrikeSide
    defender_strikes: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        defender_strikes = self.defender_strikes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )
        if defender_strikes is not UNSET:
            field_dict["defender_strikes"] = defender_strikes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_first_strike_side import UrbanWarFirstStrikeSide  # noqa: PLC0415

        d = dict(src_dict)
        attacker = UrbanWarFirstStrikeSide.from_dict(d.pop("attacker"))

        defender = UrbanWarFirstStrikeSide.from_dict(d.pop("defender"))

        defender_strikes = d.pop("defender_strikes", UNSET)

        urban_war_melee_first_strike_odds_request = cls(
            attacker=attacker,
            defender=defender,
            defender_strikes=defender_strikes,
        )

        return urban_war_melee_first_strike_odds_request
