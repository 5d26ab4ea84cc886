from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.odds_event import OddsEvent
    from ..models.odds_result import OddsResult


T = TypeVar("T", bound="StepOdds")


@_attrs_define
class StepOdds:
    """
    Attributes:
        method (str): How they were computed: `no_dice`: the step draws no die: every figure is certain; `enumeration`:
            every sequence of dice the rules draw, enumerated with its exact weight; `composition`: the exact distributions
            of the step's independent parts (each enumerated from its own rules function), combined by convolution and
            conditioning; `first_round`: every sequence of dice of the first roll-off, enumerated; ties re-roll a fresh,
            identical roll-off, so the order's distribution is the one given no tie; `dice_algebra`: the exact distribution
            of a dice expression's total, computed by exact dice algebra (convolution of its terms, pools for keep
            highest/lowest), never sampled; `unavailable`: exact odds would be too costly for these inputs; the roll stands,
            and `reason` says what was too large.
        method_description (str):
        events (list[OddsEvent]):
        results (list[OddsResult]):
        available (bool | Unset): Only on a roll whose exact odds would be too costly: false, with `reason`, method
            `unavailable` and no events or results. Absent otherwise.
        reason (str | Unset): With `available` false: what was too large, in words.
    """

    method: str
    method_description: str
    events: list[OddsEvent]
    results: list[OddsResult]
    available: bool | Unset = UNSET
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        method_description = self.method_description

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        available = self.available

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "method_description": method_description,
                "events": events,
                "results": results,
            }
        )
        if available is not UNSET:
            field_dict["available"] = available
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.odds_event import OddsEvent  # noqa: PLC0415
        from ..models.odds_result import OddsResult  # noqa: PLC0415

        d = dict(src_dict)
        method = d.pop("method")

        method_description = d.pop("method_description")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = OddsEvent.from_dict(events_item_data)

            events.append(events_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = OddsResult.from_dict(results_item_data)

            results.append(results_item)

        available = d.pop("available", UNSET)

        reason = d.pop("reason", UNSET)

        step_odds = cls(
            method=method,
            method_description=method_description,
            events=events,
            results=results,
            available=available,
            reason=reason,
        )

        return step_odds
