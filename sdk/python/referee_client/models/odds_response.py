from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.step_name import StepName, check_step_name
from ..models.system_id import SystemId, check_system_id

if TYPE_CHECKING:
    from ..models.step_odds import StepOdds


T = TypeVar("T", bound="OddsResponse")


@_attrs_define
class OddsResponse:
    """
    Attributes:
        system (SystemId): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        step (StepName): A closed set: the server sends only these values today. A later version may add values without
            a new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        odds (StepOdds):
    """

    system: SystemId
    step: StepName
    odds: StepOdds

    def to_dict(self) -> dict[str, Any]:
        system: str = self.system

        step: str = self.step

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
        system = check_system_id(d.pop("system"))

        step = check_step_name(d.pop("step"))

        odds = StepOdds.from_dict(d.pop("odds"))

        odds_response = cls(
            system=system,
            step=step,
            odds=odds,
        )

        return odds_response
