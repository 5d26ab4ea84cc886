"""Every step's odds equal an independent brute-force enumeration of all its dice.

For each step, its golden requests and a few small extra ones (tests/odds/cases.py)
are enumerated die by die with tests/support/dice_tree.brute_force. Each event's probability
and each result's whole distribution must match exactly (as fractions).

A case is sized before it is enumerated: Knuth's estimate of the size of its tree of dice
(random probes from a fixed seed, so the choice is the same on every run). Cases larger
than the brute-force budget are left out without enumerating them; every step must keep
at least one case. The default run compares each step's small cases (at most SMALL
nodes, or the smallest one); `./scripts/test --all` (marker `slow`) compares every case
within the budget.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache

import pytest

from referee.odds.dist import Dist
from referee.violations import RuleViolation
from tests.odds.cases import cases_for
from tests.support.dice_tree import NeedsDie, Replay, TooBig, brute_force
from tests.support.steps import STEPS, odds_of

RENEWAL = {"first_round"}
BUDGET = 40_000  # nodes of the tree of dice: brute_force's default budget
SMALL = 3_000  # the default run's cases: a few seconds for all steps together


def estimated_nodes(rules, params, probes: int, max_dice=None, seed: int = 0) -> float:
    """Knuth's unbiased estimate of the number of nodes brute_force would walk.

    Each probe follows one random path of dice and adds, at every depth, the product of
    the numbers of faces so far (the number of nodes at that depth if the tree were as
    wide everywhere as along this path); the mean over probes estimates the whole tree.
    """
    rng = random.Random(seed)
    total = 0
    for _ in range(probes):
        faces, width, nodes = [], 1, 1
        while max_dice is None or len(faces) < max_dice:
            try:
                rules(params, Replay(faces))
            except NeedsDie as more:
                width *= more.sides
                nodes += width
                faces.append(rng.randint(1, more.sides))
                continue
            except RuleViolation:
                pass
            break
        total += nodes
    return total / probes


def _first_round_dice(step, params) -> int:
    """The fewest dice after which some path of a roll-off ends (see _check)."""
    depth = 0
    while not brute_force(step.rules, params, budget=BUDGET, max_dice=depth):
        depth += 1
    return depth


@cache
def sizes(step) -> list[tuple[float, str, dict]]:
    """(estimated nodes, name, params) of every case of a step, smallest first.

    A roll-off that re-rolls ties (RENEWAL) is sized as _check enumerates it: two dice past
    its first round. An estimate near the budget is made again with more probes."""
    cases = cases_for(step)
    renewal = odds_of(step, cases[0][1]).method in RENEWAL
    out = []
    for name, params in cases:
        max_dice = _first_round_dice(step, params) + 2 if renewal else None
        estimate = estimated_nodes(step.rules, params, probes=64, max_dice=max_dice)
        out.append((estimate, name, params))
    return sorted(out, key=lambda case: case[0])


def small_cases(step) -> list[tuple[str, dict]]:
    """The default run's cases: those of at most SMALL nodes, or else the smallest one."""
    sized = sizes(step)
    return [(name, params) for size, name, params in sized if size <= SMALL] or [sized[0][1:]]


def cases_within_budget(step) -> list[tuple[str, dict]]:
    """Every case whose tree fits the budget (closer estimates near it). A roll-off is
    always compared on its first round; only its deeper check depends on the budget."""
    renewal = odds_of(step, cases_for(step)[0][1]).method in RENEWAL
    out = []
    for size, name, params in sizes(step):
        if not renewal and BUDGET / 4 < size < BUDGET * 4:
            size = estimated_nodes(step.rules, params, probes=1024)
        if renewal or size <= BUDGET:
            out.append((name, params))
    return out


def _rejected(outcome) -> bool:
    return isinstance(outcome, tuple)


def _compare(odds, paths, reroll=None):
    total = sum(w for w, _ in paths)
    for event in odds.events:
        if event.name == "rejected":
            expected = sum(w for w, o in paths if _rejected(o)) / total
            assert event.probability == expected, event.name
            continue
        if event.name == "reroll" and odds.method in RENEWAL:
            if reroll is not None:  # counts re-rolls: only the first round's mass is comparable
                assert event.probability == reroll, event.name
            continue
        values = [(w, event.occurred(o)) for w, o in paths if not _rejected(o)]
        if any(v is None for _, v in values):
            continue  # a per-die chance that a whole outcome cannot tell
        expected = sum((w for w, v in values if v), Fraction(0)) / total
        assert event.probability == expected, (event.name, event.probability, expected)
    for result in odds.results:
        dist: dict = {}
        for w, o in paths:
            value = None if _rejected(o) else result.actual(o)
            dist[value] = dist.get(value, Fraction(0)) + w / total
        assert result.dist == Dist(dist), (result.name, result.dist, dist)


def _check(step, params) -> bool:
    odds = odds_of(step, params)
    if odds.method not in RENEWAL:
        try:
            paths = brute_force(step.rules, params, budget=BUDGET)
        except TooBig:
            return False
        _compare(odds, paths)
        return True
    # A roll-off that re-rolls ties: the paths that end within the fewest dice, then also
    # those ending within two dice more; given that they ended, each gives the same odds.
    depth = 0
    while not brute_force(step.rules, params, max_dice=depth):
        depth += 1
    for extra in (0, 2):
        try:
            paths = brute_force(step.rules, params, budget=BUDGET, max_dice=depth + extra)
        except TooBig:
            return extra > 0
        ended = sum(w for w, _ in paths)
        _compare(odds, paths, reroll=(1 - ended) if extra == 0 else None)
    return True


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}:{s.name}")
def test_odds_equal_brute_force(step):
    checked = [name for name, params in small_cases(step) if _check(step, params)]
    assert checked, f"no case of {step.system} {step.name} was small enough to brute-force"


@pytest.mark.slow
@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}:{s.name}")
def test_odds_equal_brute_force_every_case_within_budget(step):
    checked = [name for name, params in cases_within_budget(step) if _check(step, params)]
    assert checked, f"no case of {step.system} {step.name} was small enough to brute-force"
