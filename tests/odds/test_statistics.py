"""Seeded statistical check: rolled results of each step agree with its exact odds.

For each step one case (the first that rolls dice) is rolled 4,000 times (the default
run) and 20,000 times (`--all`, marker slow) with
the rules function on referee-dice-v1 streams seeded `odds-<step>-<i>`, as
stateless requests with fresh seeds are. Every event's observed rate must lie
within 4 standard errors, sqrt(p (1 - p) / n), of its exact probability, and every
result's observed mean within 4 standard errors, sigma / sqrt(n), of its exact
mean. The seeds are fixed, so the test cannot flake.
"""

from __future__ import annotations

import math

import pytest

from referee.dice import StreamDice
from tests.odds.cases import cases_for
from tests.support.steps import STEPS, odds_of

N = 20_000
QUICK_N = 4_000  # the default run's; --all (marker slow) rolls N
SIGMAS = 4


def _case(step):
    cases = cases_for(step)
    for _, params in cases:
        if odds_of(step, params).method != "no_dice":
            return params
    return cases[0][1]


@pytest.mark.parametrize("rolls", [QUICK_N, pytest.param(N, marks=pytest.mark.slow)])
@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}:{s.name}")
def test_rolled_results_match_exact_odds(step, rolls):
    params = _case(step)
    odds = odds_of(step, params)
    outcomes = []
    rejected = 0
    for i in range(rolls):
        try:
            outcomes.append(step.rules(params, StreamDice(f"odds-{step.name}-{i}")))
        except Exception as error:  # a rejection once the dice are known (Walka's cede)
            if getattr(error, "code", None) is None:
                raise
            rejected += 1
    for event in odds.events:
        if event.name == "rejected":
            seen = rejected
        else:
            flags = [event.occurred(o) for o in outcomes]
            if any(f is None for f in flags):
                continue
            seen = sum(bool(f) for f in flags)
        p = float(event.probability)
        bound = SIGMAS * math.sqrt(p * (1 - p) / rolls)
        assert abs(seen / rolls - p) <= bound, (event.name, seen / rolls, p, bound)
    for result in odds.results:
        values = [v for v in (result.actual(o) for o in outcomes) if v is not None]
        given = {v: q for v, q in result.dist.items() if v is not None}
        total = sum(given.values())
        if not total:
            assert not values, result.name
            continue
        mean = float(sum(v * q for v, q in given.items()) / total)
        var = float(sum((v - mean) ** 2 * q for v, q in given.items()) / total)
        n = len(values)
        assert abs(n / rolls - float(total)) <= SIGMAS * math.sqrt(
            float(total) * (1 - float(total)) / rolls
        ), (result.name, "applies")
        bound = SIGMAS * math.sqrt(var / n) if n else 0
        assert abs(sum(values) / n - mean) <= bound + 1e-12, (result.name, sum(values) / n, mean)
