from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.odds_value import OddsValue


T = TypeVar("T", bound="OddsResult")


@_attrs_define
class OddsResult:
    """
    Attributes:
        name (str): e.g. `hits`, `damage`.
        description (str): What it counts.
        applies (float): Probability that the result exists at all (e.g. a test's total when the test may not be taken);
            the distribution is given that it does.
        applies_exact (str): The same probability as an exact fraction, e.g. `16/25`.
        distribution (list[OddsValue]): Every possible value, ascending, with its probability.
        mean (float | None): The expectation (null if never).
        mean_exact (None | str): The same probability as an exact fraction, e.g. `16/25`.
        actual (int | None): With a roll: the value rolled.
        percentile (float | None): With a roll: where the value rolled falls, 0 to 100, as 100 x (P(X < actual) + P(X =
            actual) / 2): 50 is a typical roll, 5 an unlucky one, 95 a lucky one (for results where more is better for the
            roller).
        variance_exact (str | Unset): Only where reported (a dice roll's total): the variance, as an exact fraction.
        standard_deviation (float | Unset): Only where reported (a dice roll's total): the standard deviation, the
            square root of the variance.
    """

    name: str
    description: str
    applies: float
    applies_exact: str
    distribution: list[OddsValue]
    mean: float | None
    mean_exact: None | str
    actual: int | None
    percentile: float | None
    variance_exact: str | Unset = UNSET
    standard_deviation: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        applies = self.applies

        applies_exact = self.applies_exact

        distribution = []
        for distribution_item_data in self.distribution:
            distribution_item = distribution_item_data.to_dict()
            distribution.append(distribution_item)

        mean: float | None
        mean = self.mean

        mean_exact: None | str
        mean_exact = self.mean_exact

        actual: int | None
        actual = self.actual

        percentile: float | None
        percentile = self.percentile

        variance_exact = self.variance_exact

        standard_deviation = self.standard_deviation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "applies": applies,
                "applies_exact": applies_exact,
                "distribution": distribution,
                "mean": mean,
                "mean_exact": mean_exact,
                "actual": actual,
                "percentile": percentile,
            }
        )
        if variance_exact is not UNSET:
            field_dict["variance_exact"] = variance_exact
        if standard_deviation is not UNSET:
            field_dict["standard_deviation"] = standard_deviation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.odds_value import OddsValue  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        applies = d.pop("applies")

        applies_exact = d.pop("applies_exact")

        distribution = []
        _distribution = d.pop("distribution")
        for distribution_item_data in _distribution:
            distribution_item = OddsValue.from_dict(distribution_item_data)

            distribution.append(distribution_item)

        def _parse_mean(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean = _parse_mean(d.pop("mean"))

        def _parse_mean_exact(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        mean_exact = _parse_mean_exact(d.pop("mean_exact"))

        def _parse_actual(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        actual = _parse_actual(d.pop("actual"))

        def _parse_percentile(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        percentile = _parse_percentile(d.pop("percentile"))

        variance_exact = d.pop("variance_exact", UNSET)

        standard_deviation = d.pop("standard_deviation", UNSET)

        odds_result = cls(
            name=name,
            description=description,
            applies=applies,
            applies_exact=applies_exact,
            distribution=distribution,
            mean=mean,
            mean_exact=mean_exact,
            actual=actual,
            percentile=percentile,
            variance_exact=variance_exact,
            standard_deviation=standard_deviation,
        )

        return odds_result
