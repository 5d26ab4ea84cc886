from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OddsEvent")


@_attrs_define
class OddsEvent:
    """
    Attributes:
        name (str): e.g. `passed`, `any_hit`, `winner.A`.
        description (str): What it means.
        probability (float): 0 to 1.
        exact (str): The same probability as an exact fraction, e.g. `16/25`.
        occurred (bool | None): With a roll: whether it happened; null without one, or when the roll cannot tell (a per-
            die chance in a step of several dice).
    """

    name: str
    description: str
    probability: float
    exact: str
    occurred: bool | None

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        probability = self.probability

        exact = self.exact

        occurred: bool | None
        occurred = self.occurred

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "probability": probability,
                "exact": exact,
                "occurred": occurred,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        probability = d.pop("probability")

        exact = d.pop("exact")

        def _parse_occurred(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        occurred = _parse_occurred(d.pop("occurred"))

        odds_event = cls(
            name=name,
            description=description,
            probability=probability,
            exact=exact,
            occurred=occurred,
        )

        return odds_event
