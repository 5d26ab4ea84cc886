"""A bounded fuzz of dice expressions over HTTP: random and adversarial text, and random
well-formed expressions near the limits. No answer is a 500, every refusal is a 422
problem, and no answer does more work than the limits allow: a roll never draws more than
MAX_DICE dice. The odds' cost budget is counted, not timed (dice_notation.odds refuses
past COST_BUDGET); a hang would be caught by the test's timeout. Nothing here is timed: a
loaded machine made a 0.5 s limit fail on an ordinary refusal."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from referee.dice_notation.limits import MAX_DICE
from tests.support.dice_expressions import expressions, hostile


def _check(client, expression: str) -> None:
    for path in ("/v1/dice/roll", "/v1/dice/roll?odds=true"):
        answer = client.post(path, json={"expression": expression, "seed": "fuzz"})
        assert answer.status_code in (200, 422), (expression, answer.get_data(as_text=True))
        if answer.status_code == 422:
            assert answer.mimetype == "application/problem+json"
            assert answer.get_json()["detail"]
        else:
            assert len(answer.get_json()["rolls"]) <= MAX_DICE, expression
    odds = client.post("/v1/dice/odds", json={"expression": expression})
    assert odds.status_code in (200, 422), (expression, odds.get_data(as_text=True))


FUZZ = settings(
    max_examples=100,
    database=None,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.mark.timeout(240)
@FUZZ
@given(expression=expressions)
def test_well_formed_expressions_never_fail_or_overrun_the_limits(client, expression):
    _check(client, expression)


@pytest.mark.timeout(240)
@FUZZ
@given(expression=hostile)
def test_hostile_text_never_fails_or_overruns_the_limits(client, expression):
    _check(client, expression)
