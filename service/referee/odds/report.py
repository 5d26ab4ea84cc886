"""What an odds computation reports, and how it becomes JSON.

An `Odds` is a list of events (outcome categories with their exact probability)
and results (numeric results with their exact distribution). Each entry may
carry a reader of an actual outcome of the step, so that a rolled step reports
whether the event occurred and where its result falls in the distribution.

percentile (0 to 100) of an actual result x of a distribution X is the mid-rank
    100 * (P(X < x) + P(X = x) / 2),
so the median result of a symmetric distribution is the 50th percentile, the
lowest possible result of a two-valued 50/50 result the 25th and the highest
the 75th, and a result that is certain is the 50th.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from referee.odds.dist import ZERO, Dist, exact_sum

Reader = Callable[[Mapping[str, Any]], Any]

METHODS = {
    "no_dice": "the step draws no die: every figure is certain",
    "enumeration": "every sequence of dice the rules draw, enumerated with its exact weight",
    "composition": "the exact distributions of the step's independent parts (each enumerated "
    "from its own rules function), combined by convolution and conditioning",
    "first_round": "every sequence of dice of the first roll-off, enumerated; a tie is "
    "rolled again (the whole roll-off, or among the tied, as the rules say), and the order's "
    "distribution is where those re-rolls end, worked out from the first roll-off (`reroll`: "
    "the chance of a tie)",
    "dice_algebra": "the exact distribution of a dice expression's total, computed by exact "
    "dice algebra (convolution of its terms, pools for keep highest/lowest), never sampled",
    "unavailable": "exact odds are not available for these inputs: too costly to enumerate, "
    "or a branch the roll did not take reads inputs left out; the roll stands, and `reason` "
    "says which",
}


@dataclass
class EventOdds:
    name: str
    description: str
    probability: Fraction
    occurred: Reader | None = None  # outcome -> bool, or None when it cannot be told


@dataclass
class ResultOdds:
    name: str
    description: str
    dist: Dist  # values are ints; a None value means the result does not apply on that path
    actual: Reader | None = None  # outcome -> int or None
    spread: bool = False  # also report the variance and standard deviation


@dataclass
class Odds:
    method: str
    events: list[EventOdds] = field(default_factory=list)
    results: list[ResultOdds] = field(default_factory=list)

    def event(
        self, name: str, description: str, probability: Fraction, occurred: Reader | None = None
    ) -> Odds:
        self.events.append(EventOdds(name, description, probability, occurred))
        return self

    def result(
        self,
        name: str,
        description: str,
        dist: Dist,
        actual: Reader | None = None,
        spread: bool = False,
    ) -> Odds:
        self.results.append(ResultOdds(name, description, dist, actual, spread))
        return self


def _number(q: Fraction) -> dict:
    return {"probability": float(q), "exact": _exact(q)}


def _exact(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def percentile(dist: Dist, x: Hashable) -> float:
    """100 * (P(X < x) + P(X = x) / 2) over a normalised distribution of numbers."""
    below = sum((q for v, q in dist.items() if v < x), ZERO)
    return float(100 * (below + dist.p.get(x, ZERO) / 2))


def _read(reader: Reader | None, outcome: Mapping[str, Any] | None):
    if reader is None or outcome is None:
        return None
    return reader(outcome)


def event_json(event: EventOdds, outcome: Mapping[str, Any] | None) -> dict:
    occurred = _read(event.occurred, outcome)
    return {
        "name": event.name,
        "description": event.description,
        **_number(event.probability),
        "occurred": None if occurred is None else bool(occurred),
    }


def result_json(result: ResultOdds, outcome: Mapping[str, Any] | None) -> dict:
    applies = result.dist.prob(lambda v: v is not None)
    given = (
        Dist({v: q / applies for v, q in result.dist.items() if v is not None})
        if applies
        else Dist()
    )
    values = sorted(given.p)
    mean = given.mean() if applies else None
    actual = _read(result.actual, outcome)
    found = {
        "name": result.name,
        "description": result.description,
        "applies": float(applies),
        "applies_exact": _exact(applies),
        "distribution": [{"value": v, **_number(given.p[v])} for v in values],
        "mean": None if mean is None else float(mean),
        "mean_exact": None if mean is None else _exact(mean),
        "actual": actual,
        "percentile": None if actual is None or not applies else percentile(given, actual),
    }
    if result.spread and mean is not None:
        variance = exact_sum((v * v, q) for v, q in given.items()) - mean * mean
        found["variance_exact"] = _exact(variance)
        found["standard_deviation"] = math.sqrt(variance)
    return found


def to_json(odds: Odds, outcome: Mapping[str, Any] | None = None) -> dict:
    return {
        "method": odds.method,
        "method_description": METHODS[odds.method],
        "events": [event_json(e, outcome) for e in odds.events],
        "results": [result_json(r, outcome) for r in odds.results],
    }


def unavailable(reason: str) -> dict:
    """The odds of a roll they cannot be given for (too costly to enumerate, or inputs of a
    branch not taken left out): the roll still stands (README, exact odds)."""
    return {
        "available": False,
        "reason": reason,
        "method": "unavailable",
        "method_description": METHODS["unavailable"],
        "events": [],
        "results": [],
    }
