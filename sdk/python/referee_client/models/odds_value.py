from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OddsValue")


@_attrs_define
class OddsValue:
    """
    Attributes:
        value (int):
        probability (float): 0 to 1.
        exact (str): The same probability as an exact fraction, e.g. `16/25`.
    """

    value: int
    probability: float
    exact: str

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        probability = self.probability

        exact = self.exact

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "probability": probability,
                "exact": exact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        probability = d.pop("probability")

        exact = d.pop("exact")

        odds_value = cls(
            value=value,
            probability=probability,
            exact=exact,
        )

        return odds_value
