"""The exact dice source: every sequence of faces a rules function actually draws.

`explore(rules, params, feature)` runs the pure rules function on a dice source
that serves a fixed prefix of faces and, when the function asks for one die
more, stops it (`_NeedDie`). Each face of that die then extends the prefix and
the function is run again, so the tree of draws is walked depth first with no
copy of any rule: which die comes next, how many sides it has, and whether a
path stops early are all decided by the rules code itself. A completed path
weighs the product of 1/sides of its dice; its outcome is reduced to a hashable
`feature` and the features are summed into an exact `Dist`.

A path on which the rules raise a RuleViolation after drawing dice (Walka's
initiative may reject a `cede` once the roll-off is known) is an outcome of its
own, `Rejected(code)`; a violation before any die is an invalid request and
propagates (the HTTP layer turns it into a 422).

Loops that re-roll ties have infinitely many paths. `first_resolution` handles
them exactly under the procedure's renewal: re-rolled ties start a fresh,
identically distributed roll-off, so the distribution of an outcome that does not
depend on how many re-rolls happened equals its distribution given that no
re-roll was needed (the shortest paths). The probability that a re-roll is
needed is reported with it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from referee.odds.dist import ONE, ZERO, Dist, sum_terms
from referee.violations import RuleViolation

Params = Mapping[str, Any]
Rules = Callable[[Params, Any], dict]  # a pure rules function: (params, dice) -> outcome
Feature = Callable[[dict], Hashable]  # what of an outcome is counted

# A path count above this makes the request too large for exact odds (a 422).
MAX_RUNS = 200_000
# A long enumeration does not stop the worker's other requests and live streams: under
# gunicorn's gevent worker it runs off the loop, in referee.cooperative's threads (the
# interpreter hands the GIL back to the loop every few milliseconds), so it need not
# yield by itself.


class _NeedDie(BaseException):
    """Raised inside the rules when the prefix is used up; BaseException so no rule catches it."""

    def __init__(self, sides: int):
        self.sides = sides


@dataclass(frozen=True, slots=True)
class Rejected:
    """A path on which the rules rejected the request after some dice were drawn."""

    code: str


class PathDice:
    """Serves `prefix` in order, then stops the rules function at the first die beyond it."""

    rng = "odds"
    seed = None

    __slots__ = ("prefix", "drawn", "rolls")

    def __init__(self, prefix: tuple[int, ...]):
        self.prefix = prefix
        self.drawn = 0
        self.rolls: list = []  # the Dice protocol's record; the rules never read it

    def roll(self, sides: int, purpose: str) -> int:
        i = self.drawn
        if i < len(self.prefix):
            self.drawn = i + 1
            return self.prefix[i]
        raise _NeedDie(sides)


class NoDice:
    """For steps that must not draw: any die is a bug in the caller's assumptions."""

    rng = "odds"
    seed = None
    rolls: list = []

    def roll(self, sides: int, purpose: str) -> int:
        raise _NeedDie(sides)


def too_complex(limit: int, what: str = "evaluations of the rules") -> RuleViolation:
    return RuleViolation(
        "odds_too_complex",
        f"exact odds for this request would need more than {limit} {what}; "
        "ask for fewer dice (fewer shots, attacks, characters or units)",
    )


@dataclass
class Explored:
    dist: Dist  # over completed paths' features (sums to 1 - truncated)
    truncated: Fraction  # mass of paths cut at max_dice
    shortest: int | None = None  # fewest dice on a completed path (first_resolution only)
    runs: int = 0  # evaluations of the rules function


Faces = Callable[[int, int], Sequence[tuple[int, Fraction]]]


def uniform(index: int, sides: int) -> Sequence[tuple[int, Fraction]]:
    return _uniform(sides)


@cache
def _uniform(sides: int) -> tuple[tuple[int, Fraction], ...]:
    q = Fraction(1, sides)
    return tuple((face, q) for face in range(1, sides + 1))


def explore(
    rules: Rules,
    params: Params,
    feature: Feature,
    max_dice: int | None = None,
    max_runs: int = MAX_RUNS,
    prefix: tuple[int, ...] = (),
    faces: Faces = uniform,
) -> Explored:
    """Every path of draws of `rules(params, dice)`, up to `max_dice` dice, with its weight.

    `prefix` fixes the first faces (the paths below it are explored, weighing 1 in
    all). `faces(index, sides)` gives the faces to branch on at a die and their
    probabilities: every face at 1/sides by default; a caller that knows which
    faces the rest of the procedure cannot tell apart (a test's passing faces) may
    pass one representative face per class with the class's probability.
    """
    # A path's weight is kept as an unreduced numerator and denominator and the
    # weights are summed once at the end (exactly): reducing a Fraction at every
    # die and every sum was most of the time of an odds request.
    paths: list[tuple[Hashable, int, int]] = []
    cut: list[tuple[None, int, int]] = []
    stack: list[tuple[tuple[int, ...], int, int]] = [(tuple(prefix), 1, 1)]
    runs = 0
    while stack:
        prefix, num, den = stack.pop()
        runs += 1
        if runs > max_runs:
            raise too_complex(max_runs)
        dice = PathDice(prefix)
        try:
            value = feature(rules(params, dice))
        except _NeedDie as need:
            if max_dice is not None and len(prefix) >= max_dice:
                cut.append((None, num, den))
                continue
            for face, q in reversed(faces(len(prefix), need.sides)):
                stack.append(((*prefix, face), num * q.numerator, den * q.denominator))
            continue
        except RuleViolation as violation:
            if dice.drawn == 0 and not prefix:
                raise
            value = Rejected(violation.code)
        paths.append((value, num, den))
    truncated = sum_terms(cut).get(None, ZERO)
    return Explored(Dist(sum_terms(paths)), truncated, runs=runs)


def distribution(rules: Rules, params: Params, feature: Feature, max_runs: int = MAX_RUNS) -> Dist:
    """The exact distribution of `feature(outcome)` over every path (the paths must be finite)."""
    return explore(rules, params, feature, max_runs=max_runs).dist


def first_resolution(
    rules: Rules, params: Params, feature: Feature, max_runs: int = MAX_RUNS
) -> Explored:
    """For a step that re-rolls ties: the outcome distribution given that no re-roll was needed.

    Iterative deepening finds the fewest dice any path needs (one round); paths
    that need more are re-rolls. Their mass is `truncated`, and `dist` is
    normalised over the paths resolved in that first round (see the module
    docstring for why that is exact for features that do not count re-rolls).
    """
    runs_left = max_runs
    depth = 0
    while True:
        found = explore(rules, params, feature, max_dice=depth, max_runs=runs_left)
        runs_left -= found.runs
        if found.truncated < ONE:
            return Explored(found.dist.normalised(), found.truncated, depth, max_runs - runs_left)
        depth += 1
        if runs_left <= 0:
            raise too_complex(max_runs)


def check(rules: Rules, params: Params) -> None:
    """Run the rules up to their first die: every rejection they make before rolling is raised."""
    try:
        rules(params, NoDice())
    except _NeedDie:
        return


def no_dice(rules: Rules, params: Params) -> dict:
    """The outcome of a step that draws no die (a die would be a bug: it raises)."""
    try:
        return rules(params, NoDice())
    except _NeedDie as need:  # pragma: no cover - only for steps that really roll
        raise AssertionError(f"the step drew a d{need.sides}") from None


class ConstantDice:
    """Every die shows `face` (or its highest face if smaller): one cheap, complete path."""

    rng = "odds"
    seed = None
    rolls: list = []

    def __init__(self, face: int = 1):
        self.face = face

    def roll(self, sides: int, purpose: str) -> int:
        return min(self.face, sides)


def sample(rules: Rules, params: Params) -> dict:
    """One outcome (all dice 1), to read the parts of a step that no die can change."""
    return rules(params, ConstantDice(1))


def face_classes(
    rules: Rules,
    params: Params,
    sides: int,
    read: Callable[[dict], Sequence[Hashable]],
) -> list[list[tuple[int, Fraction]]]:
    """Faces of each die of a step whose dice are all d`sides`, lumped by what they decide.

    The step is run once per face v with every die showing v; `read(outcome)`
    names, per die in draw order, the class that die fell in (e.g. its test
    passed or not). For each die index the faces are grouped by class and one
    representative per class is kept with the class's probability. Exact when
    the rest of the procedure and the reported figures depend on each die only
    through its class, which the caller vouches for.
    """
    by_die: list[dict[Hashable, list[int]]] = []
    for face in range(1, sides + 1):
        for i, cls in enumerate(read(rules(params, ConstantDice(face)))):
            while len(by_die) <= i:
                by_die.append({})
            by_die[i].setdefault(cls, []).append(face)
    return [
        [(members[0], Fraction(len(members), sides)) for members in classes.values()]
        for classes in by_die
    ]
