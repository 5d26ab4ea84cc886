from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.step_odds import StepOdds


T = TypeVar("T", bound="DiceRollOddsResponse")


@_attrs_define
class DiceRollOddsResponse:
    """
    Attributes:
        system (str): Rule system id.
        step (str): Step name.
        odds (StepOdds):
    """

    system: str
    step: str
    odds: StepOdds

    def to_dict(self) -> dict[str, Any]:
        system = self.system

        step = self.step

        odds = self.odds.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "system": system,
                "step": step,
                "odds": odds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.step_odds import StepOdds  # noqa: PLC0415

        d = dict(src_dict)
        system = d.pop("system")

        step = d.pop("step")

        odds = StepOdds.from_dict(d.pop("odds"))

        dice_roll_odds_response = cls(
            system=system,
            step=step,
            odds=odds,
        )

        return dice_roll_odds_response
