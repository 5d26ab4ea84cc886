"""A bounded fuzz of dice expressions over HTTP: random and adversarial text, and random
well-formed expressions near the limits. No answer is a 500, every refusal is a 422
problem, and no answer does more work than the limits allow: a roll never draws more than
MAX_DICE dice. The odds' cost budget is counted, not timed (dice_notation.odds refuses
past COST_BUDGET); a hang would be caught by the test's timeout. Nothing here is timed: a
loaded machine made a 0.5 s limit fail on an ordinary refusal."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.dice_notation.limits import MAX_DICE

numbers = st.integers(min_value=0, max_value=120).map(str)
sides = st.sampled_from(["2", "3", "4", "6", "8", "10", "12", "20", "100", "1000", "%", "F"])
selectors = st.tuples(st.sampled_from(["", "h", "l", "<", ">"]), numbers).map("".join)
operators = st.tuples(
    st.sampled_from(["k", "p", "rr", "ro", "ra", "e", "mi", "ma"]), selectors
).map("".join)
dice = st.tuples(
    st.one_of(st.just(""), numbers), st.just("d"), sides, st.lists(operators, max_size=3)
).map(lambda parts: "".join(parts[:3]) + "".join(parts[3]))
atoms = st.one_of(dice, numbers, st.just("0.5"))


def _combine(children):
    binary = st.tuples(
        children,
        st.sampled_from([" + ", "-", "*", "/", "//", "%", ">=", " < ", "=="]),
        children,
    ).map("".join)
    grouped = children.map(lambda c: f"({c})")
    sets = st.lists(children, max_size=4).map(lambda items: f"({', '.join(items)},)")
    kept = st.tuples(sets, st.sampled_from(["kh1", "kl2", "p<3", "k>1", ""])).map("".join)
    negative = children.map(lambda c: f"-{c}")
    noted = children.map(lambda c: f"{c} [note]")
    return st.one_of(binary, grouped, kept, negative, noted)


expressions = st.recursive(atoms, _combine, max_leaves=8)
hostile = st.one_of(
    st.text(alphabet="0123456789dFkhlpremia%<>=!+-*/(), []\t", max_size=60),
    st.text(max_size=40),
    st.sampled_from(
        [
            "(" * 200,
            "1d6" + "e6" * 60,
            "100d1000" + "+100d1000" * 10,
            "9" * 199,
            "1d6" + "rr<7" * 40,
            "((((((((((((((((((((1d6))))))))))))))))))))",
            "100d6e6",
            "100d1000kh50",
            "50d1000>=500",
            "1d\u0663",
            "4d6kh3 + 2\x00",
        ]
    ),
)


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
