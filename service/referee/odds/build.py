"""Building blocks for the per-system odds definitions (systems/<system>/odds.py).

A definition is a function `params -> Odds`. Most steps are small enough to
enumerate whole (`enumerated`): the rules function is explored and each
event's and result's reader is applied to every path's outcome. Bigger steps
compose the distributions of their parts, each part explored from its own rules
function, into a joint distribution whose values name the parts' figures, and
report its marginals (`composed`; see the systems' odds modules).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from referee.odds.dist import Dist
from referee.odds.enumerate import (
    Faces,
    Params,
    Rejected,
    Rules,
    explore,
    first_resolution,
    no_dice,
    uniform,
)
from referee.odds.report import Odds, Reader

Definition = Callable[[Params], Odds]


@dataclass(frozen=True)
class Figure:
    """A figure of a step, with `read`, its value on an actual outcome.

    `of` is its value at a value of a composed step's joint distribution (see `composed`).
    """

    name: str
    description: str
    read: Reader
    of: Callable[[Any], Any] | None = None


class E(Figure):
    """An event: a yes/no outcome category read from an outcome."""


class R(Figure):
    """A numeric result read from an outcome; None where it does not apply."""


Features = tuple[tuple[E, ...], tuple[R, ...]]


def _features(spec: Features | Callable[[Params], Features], params: Params) -> Features:
    return spec(params) if callable(spec) else spec


def rejection(odds: Odds, probability: Fraction, codes: Iterable[str]) -> Odds:
    """The event that the rules reject the request after some dice (enumerate.Rejected)."""
    return odds.event(
        "rejected",
        "the rules reject the request once the dice are known (" + ", ".join(sorted(codes)) + ")",
        probability,
        lambda outcome: False,
    )


def from_joint(joint: Dist, events: tuple[E, ...], results: tuple[R, ...], method: str) -> Odds:
    """Marginals of a joint distribution of (event values..., result values...) tuples."""
    odds = Odds(method)
    for i, e in enumerate(events):
        odds.event(
            e.name,
            e.description,
            joint.prob(lambda v, i=i: not isinstance(v, Rejected) and bool(v[i])),
            e.read,
        )
    rejected = joint.prob(lambda v: isinstance(v, Rejected))
    if rejected:
        rejection(odds, rejected, {v.code for v in joint.p if isinstance(v, Rejected)})
    n = len(events)
    for j, r in enumerate(results):
        odds.result(
            r.name,
            r.description,
            joint.map(lambda v, k=n + j: None if isinstance(v, Rejected) else v[k]),
            r.read,
        )
    return odds


def composed(joint: Dist, features: Features) -> Odds:
    """Odds of a step composed from its parts: the marginals of its joint distribution.

    The joint's values name the parts' figures (a NamedTuple of the step); each feature's
    `of` reads its own figure from such a value, and its `read` from an actual outcome.
    """
    events, results = features
    figures = [f.of for f in (*events, *results)]
    values = joint.map(lambda v: tuple(of(v) for of in figures))
    return from_joint(values, events, results, "composition")


def reader(events: tuple[E, ...], results: tuple[R, ...]) -> Callable[[Mapping], tuple]:
    """An outcome's value of every feature, events then results (a value of from_joint's joint)."""
    readers = [e.read for e in events] + [r.read for r in results]
    return lambda outcome: tuple(read(outcome) for read in readers)


def enumeration(rules: Rules, params: Params, features: Features, faces: Faces = uniform) -> Odds:
    """Odds of a step with every path of its dice enumerated (see enumerate.explore's `faces`)."""
    events, results = features
    found = explore(rules, params, reader(events, results), faces=faces)
    method = "no_dice" if found.runs == 1 else "enumeration"
    return from_joint(found.dist, events, results, method)


def enumerated(rules: Rules, spec: Features | Callable[[Params], Features]) -> Definition:
    """Odds of a step whose every path of dice is enumerated (finite and small)."""

    def definition(params: Params) -> Odds:
        return enumeration(rules, params, _features(spec, params))

    return definition


def certain(rules: Rules, spec: Features | Callable[[Params], Features]) -> Definition:
    """Odds of a step that draws no die: a degenerate distribution of its one outcome."""

    def definition(params: Params) -> Odds:
        events, results = _features(spec, params)
        outcome = no_dice(rules, params)
        return from_joint(Dist.point(reader(events, results)(outcome)), events, results, "no_dice")

    return definition


def first_round(
    rules: Rules,
    spec: Features | Callable[[Params], Features],
    reroll: E,
) -> Definition:
    """Odds of a roll-off that re-rolls ties (see enumerate.first_resolution).

    `reroll` is the event "at least one tie had to be re-rolled", whose
    probability is the mass of the paths that needed more dice than a round.
    """

    def definition(params: Params) -> Odds:
        events, results = _features(spec, params)
        found = first_resolution(rules, params, reader(events, results))
        method = "no_dice" if found.shortest == 0 else "first_round"
        odds = from_joint(found.dist, events, results, method)
        odds.event(reroll.name, reroll.description, found.truncated, reroll.read)
        return odds

    return definition
