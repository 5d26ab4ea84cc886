"""The tree of dice: every way the dice can fall for one call of a rules function.

This is the tests' independent check of the service's odds, so it uses nothing of
referee.odds and not the service's dice sources either: a list of faces is replayed
(`Replay`) and, when the rules ask for a die beyond it, every face of that die is tried
in turn. A die that is not reached is never enumerated. A path weighs the product of
1/sides of its dice, so the weights of all paths add up to 1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any, NamedTuple

from referee.violations import RuleViolation


class NeedsDie(Exception):
    """The rules asked for a die beyond the replayed faces."""

    def __init__(self, sides: int):
        super().__init__(f"needs a d{sides}")
        self.sides = sides


class TooBig(Exception):
    """The tree has more nodes than the budget allows."""


class Replay:
    """A dice source that gives back the faces it was made with, then raises NeedsDie."""

    rng = "test"
    seed = None

    def __init__(self, faces: list[int]):
        self.faces = faces
        self.rolls: list[int] = []  # the sides of each die drawn, in order

    def roll(self, sides: int, purpose: str) -> int:
        assert sides >= 2, f"a d{sides} for the {purpose}"
        if len(self.rolls) == len(self.faces):
            raise NeedsDie(sides)
        self.rolls.append(sides)
        return self.faces[len(self.rolls) - 1]


class Path(NamedTuple):
    weight: Fraction
    outcome: Any  # the rules' outcome, or ("rejected", code) when rejections are kept
    faces: tuple[int, ...]
    sides: tuple[int, ...]  # the die drawn for each face


def paths(
    rules: Callable,
    params: Any,
    *,
    budget: int | None = None,
    max_dice: int | None = None,
    rejections: bool = False,
) -> Iterator[Path]:
    """Every path of dice through `rules(params, dice)`, depth first.

    budget: at most this many runs of the rules, else TooBig. max_dice: paths that need
    more dice are dropped (their weight is missing from the total). rejections: a
    RuleViolation raised after a die is a path with outcome ("rejected", code); otherwise,
    like one raised before any die, it propagates.
    """
    runs = 0
    pending: list[tuple[tuple[int, ...], tuple[int, ...]]] = [((), ())]
    while pending:
        faces, sides = pending.pop()
        runs += 1
        if budget is not None and runs > budget:
            raise TooBig
        dice = Replay(list(faces))
        try:
            outcome = rules(params, dice)
        except NeedsDie as more:
            # The same faces must draw the same dice, or the weights would be wrong.
            assert tuple(dice.rolls) == sides, (faces, sides, dice.rolls)
            if max_dice is None or len(faces) < max_dice:
                # reversed, so that the paths come out in the order of the faces
                for face in range(more.sides, 0, -1):
                    pending.append(((*faces, face), (*sides, more.sides)))
            continue
        except RuleViolation as violation:
            if not (rejections and faces):
                raise
            outcome = ("rejected", violation.code)
        assert tuple(dice.rolls) == sides, (faces, sides, dice.rolls)
        weight = Fraction(1)
        for n in sides:
            weight /= n
        yield Path(weight, outcome, faces, sides)


def brute_force(rules, params, budget=40_000, max_dice=None) -> list[tuple[Fraction, Any]]:
    """[(weight, outcome or ("rejected", code))] over every path; see `paths`."""
    return [
        (path.weight, path.outcome)
        for path in paths(rules, params, budget=budget, max_dice=max_dice, rejections=True)
    ]


def chance(
    rules: Callable, params: Any, success: Callable[[Any], bool], die: int | None = None
) -> Fraction:
    """The probability that the outcome is a success, over a tree that must be whole;
    with `die`, every die drawn must have that many sides."""
    total = hit = Fraction(0)
    for path in paths(rules, params):
        if die is not None:
            assert all(sides == die for sides in path.sides), path
        total += path.weight
        if success(path.outcome):
            hit += path.weight
    assert total == 1, "the enumeration must cover every outcome exactly once"
    return hit
