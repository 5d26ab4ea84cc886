"""Every step's odds equal an independent brute-force enumeration of all its dice.

For each step, its golden requests and a few small extra ones (tests/odds/cases.py)
are enumerated die by die with tests/odds/support.brute_force; cases whose dice are
too many to brute-force are skipped, and every step must have at least one case
compared. Each event's probability and each result's whole distribution must
match exactly (as fractions).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.odds.dist import Dist
from tests.odds.cases import cases_for
from tests.odds.support import STEPS, TooBig, brute_force, odds_of

RENEWAL = {"first_round"}


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
            paths = brute_force(step.rules, params)
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
            paths = brute_force(step.rules, params, max_dice=depth + extra)
        except TooBig:
            return extra > 0
        ended = sum(w for w, _ in paths)
        _compare(odds, paths, reroll=(1 - ended) if extra == 0 else None)
    return True


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}:{s.name}")
def test_odds_equal_brute_force(step):
    checked = [name for name, params in cases_for(step) if _check(step, params)]
    assert checked, f"no case of {step.system} {step.name} was small enough to brute-force"
