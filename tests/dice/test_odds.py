"""Exact odds of dice expressions: against every sequence of dice the evaluator can draw
(small expressions), against icepool's own formulas (larger ones), and worked fractions."""

from __future__ import annotations

import contextlib
import itertools
import math
from collections import Counter
from fractions import Fraction

import icepool
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dice import ManualDice
from referee.dice_notation import limits, odds
from referee.dice_notation.evaluate import Evaluator, roll
from referee.dice_notation.parse import checked, parse
from referee.odds.dist import Dist
from referee.odds.enumerate import explore
from referee.odds.report import to_json
from referee.violations import RuleViolation

SMALL = [
    "2d6",
    "1d20+5",
    "3d4kh2",
    "4d4kl1 + 1",
    "3d4ph1",
    "3d4pl1",
    "3d4kh2pl1",
    "2d6ro<3",
    "2d4ro1mi2",
    "2d4mi2ma3",
    "1d6e6",
    "2d4e4",
    "1d4e>2",
    "2d4ro1e4",
    "4d4>=3",
    "3d6<=2",
    "2d4e4>=4",
    "3d4k>2",
    "3d4p<2",
    "(1d4, 1d6)kh1",
    "(1d4 + 1, 3, 2d4kl1)kh1",
    "(1d4, 1d6, 2)kl2",
    "(1d6, 1d4)>=3",
    "1d6 - 1d4",
    "-1d4 * 2",
    "1d6 // 2",
    "1d6 % 3",
    "1d20+5 >= 15",
    "1d6 == 1d6",
    "3dF+2",
    "2dF>=0",
    "4dFkh2",
    "d%",
]


def brute_force(expression: str) -> Dist:
    """Every sequence of dice the evaluator draws, each with its exact probability."""
    found = explore(roll, {"expression": expression}, lambda outcome: outcome["total"])
    return found.dist


@pytest.mark.parametrize("expression", SMALL)
def test_odds_equal_the_enumeration_of_every_roll(expression):
    assert odds.distribution(expression) == brute_force(expression)


def icepool_dist(die: icepool.Die) -> Dist:
    return Dist({v: Fraction(q, die.denominator()) for v, q in die.items() if q})


LARGER = [
    ("20d6", 20 @ icepool.d6),
    ("12d10 + 5d8 - 3", 12 @ icepool.d10 + 5 @ icepool.d8 - 3),
    ("10d10>=6", 10 @ (icepool.d10 >= 6)),
    ("4d6kh3", icepool.d6.pool(4).highest(3).sum()),
    ("2d20kh1+5", icepool.d20.pool(2).highest(1).sum() + 5),
    ("2d20kl1", icepool.d20.pool(2).lowest(1).sum()),
    ("8d6e6", 8 @ icepool.d6.explode([6], depth=10)),
    ("6d10ro1", 6 @ icepool.d10.reroll([1], depth=1)),
    # Version 2: rr re-rolls up to 100 times here (limits.reroll_cap), as d20 re-rolls until
    # the face no longer matches.
    ("5d8rr<3", 5 @ icepool.d8.reroll(lambda v: v < 3, depth=100)),
    ("1d6rr<3", icepool.d6.reroll(lambda v: v < 3, depth=100)),
    ("2d4rr1", 2 @ icepool.d4.reroll([1], depth=100)),
    ("3dF+2", 3 @ icepool.Die([-1, 0, 1]) + 2),
    # A sum of separate terms is a convolution too: within the budget like NdS.
    ("1d1000+1d1000", 2 @ icepool.Die(range(1, 1001))),
    ("+".join(["1d100"] * 10), 10 @ icepool.d100),
    ("1d20-1d6-1d4", icepool.d20 - icepool.d6 - icepool.d4),
    ("6d6mi3", 6 @ icepool.d6.clip(3, None)),
    (
        "(2d6, 1d12, 1d10+1)kh1",
        icepool.Pool([2 @ icepool.d6, icepool.d12, icepool.d10 + 1]).highest(1).sum(),
    ),
]


@pytest.mark.parametrize(("expression", "expected"), LARGER, ids=[e for e, _ in LARGER])
def test_odds_equal_icepool_formulas(expression, expected):
    assert odds.distribution(expression) == icepool_dist(expected)


def test_worked_fractions():
    keep3 = odds.distribution("4d6kh3")
    assert keep3.p[18] == Fraction(21, 1296)
    assert keep3.p[3] == Fraction(1, 1296)
    assert keep3.mean() == Fraction(15869, 1296)
    advantage = odds.distribution("2d20kh1")
    assert advantage.p[20] == Fraction(39, 400)
    assert advantage.mean() == Fraction(553, 40)
    pool = odds.distribution("10d10>=6")
    assert pool.p[10] == Fraction(1, 1024)
    assert pool.p[5] == Fraction(252, 1024)
    fate = odds.distribution("3dF")
    assert fate.p[0] == Fraction(7, 27)


def test_the_report_gives_mean_standard_deviation_and_the_percentile_of_the_roll():
    report = to_json(odds.odds({"expression": "2d6"}), {"total": 7})
    (total,) = report["results"]
    assert total["name"] == "total"
    assert total["mean_exact"] == "7"
    assert total["variance_exact"] == "35/6"
    assert total["standard_deviation"] == pytest.approx((35 / 6) ** 0.5)
    assert total["percentile"] == pytest.approx(100 * (15 / 36 + 6 / 72))
    assert [v["exact"] for v in total["distribution"]][:2] == ["1/36", "1/18"]
    pool = to_json(odds.odds({"expression": "10d10>=6"}))
    assert pool["results"][0]["name"] == "successes"


@pytest.mark.parametrize(
    ("expression", "reason"),
    [
        ("4d6e6kh3", "operators after an explosion"),
        ("4d6ra6", "ra6 after a keep or drop"),
        ("4d6kh3mi2", "mi2 after a keep or drop"),
        ("4d6kh3k>2", "by rank and by face in one step"),
        ("4d6kh3p>2", "keeps by rank and by face together"),
        ("5d6kh3>=4", "counting successes among the kept dice"),
        ("4d6roh1", "picks dice by rank"),
        ("1d6 / (1d2 - 1)", "can divide by zero"),
        ("100d100", "needs too much computation"),
        ("40d20kh20", "needs too much computation"),
    ],
)
def test_odds_it_cannot_give_cheaply_are_refused_with_a_reason(expression, reason):
    with pytest.raises(RuleViolation) as refused:
        odds.distribution(expression)
    assert refused.value.code == "odds_too_complex"
    assert reason in refused.value.detail


def test_a_refusal_for_cost_comes_before_the_work(monkeypatch):
    """Counted, not timed: each piece of work is paid for before it is done, so the refusal
    comes once the budget is spent, not after the whole computation."""
    paid: list[int] = []
    spend = odds._Model.spend

    def counting(model, units, what):
        paid.append(units)
        spend(model, units, what)

    monkeypatch.setattr(odds._Model, "spend", counting)
    with pytest.raises(RuleViolation):
        odds.distribution("100d1000 + 100d1000")
    # Everything paid for but the refused piece fits the budget.
    assert sum(paid[:-1]) <= odds.COST_BUDGET < sum(paid)


small_dice = st.tuples(
    st.integers(min_value=0, max_value=3),
    st.sampled_from(["2", "3", "4", "F"]),
    st.lists(
        st.tuples(
            st.sampled_from(["k", "p", "ro", "rr", "ra", "e", "mi", "ma"]),
            st.sampled_from(["", "h", "l", "<", ">"]),
            st.integers(min_value=0, max_value=4),
        ).map(lambda op: f"{op[0]}{op[1]}{op[2]}"),
        max_size=2,
    ),
).map(lambda d: f"{d[0]}d{d[1]}{''.join(d[2])}")
small = st.recursive(
    st.one_of(small_dice, st.integers(min_value=-3, max_value=3).map(str)),
    lambda inner: st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "*", "//", ">=", "<"]), inner).map(
            lambda t: f"({t[0]}){t[1]}({t[2]})"
        ),
        st.tuples(inner, inner, st.sampled_from(["kh1", "kl1", "p<2", ""])).map(
            lambda t: f"({t[0]}, {t[1]}){t[2]}"
        ),
        st.tuples(small_dice, st.sampled_from([">=", "<", "=="]), st.integers(1, 3)).map(
            lambda t: f"{t[0]}{t[1]}{t[2]}"
        ),
    ),
    max_leaves=3,
)


# Minutes (3 on a loaded 2-core machine for its first 20 examples alone): in the slow suite;
# the enumeration tests above keep each operator's odds in the default run.
@pytest.mark.slow
@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(expression=small)
def test_random_small_expressions_have_the_odds_of_every_roll(expression):
    """Wherever the odds are given, they are exactly those of enumerating every roll."""
    odds_are_those_of_every_roll(expression)


def odds_are_those_of_every_roll(expression):
    try:
        checked(expression)  # what a request is refused for before any die
    except RuleViolation:
        return  # refused before rolling (a limit, a typo the strategy made, no end)
    if "e" in expression or "rr" in expression:
        # Chains that may run to their caps (10 explosions, 100 re-rolls a die) have too
        # many rolls to enumerate: here with short caps (2 re-rolls, 2 more dice a chain),
        # the same for the model and the evaluator, and a bounded enumeration.
        with short_chains(2):
            try:
                found = odds.icepool_total(odds._Model(2).die(parse(expression)))
            except RuleViolation as refused:
                assert refused.code == "odds_too_complex"
                return
            expected = brute_force_capped(expression, 2)
        if expected is not None:  # else more rolls than the bound: not compared
            assert found == expected, expression
        return
    try:
        found = odds.distribution(expression)
    except RuleViolation as refused:
        # Refused for its cost: then enumerating every roll (slower still: each sequence of
        # a chain that may run to its cap) is not tried either.
        assert refused.code == "odds_too_complex"
        return
    assert found == brute_force(expression), expression


# Chains of explosions and re-rolls whose exact odds cost seconds to minutes of one worker
# (measured on the base: `1d1000e>1` past gunicorn's 30 s, `1d200e>1` 6-10 s).
LONG_CHAINS = ["1d1000e>1", "1d200e>1", "1d50e>1", "90d20e>1", "90d1000rr>1"]


@pytest.mark.timeout(20)
@pytest.mark.parametrize("expression", LONG_CHAINS)
def test_long_chains_of_explosions_and_rerolls_are_refused_by_their_cost(client, expression):
    answer = client.post("/v1/dice/odds", json={"expression": expression})
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["code"] == "odds_too_complex"


@pytest.mark.parametrize("expression", LONG_CHAINS)
def test_the_work_of_a_chain_is_paid_for_before_it_is_done(monkeypatch, expression):
    """The cost counted for a chain is what it computes, paid before each level: what was
    paid before the refusal fits the budget (the budget is what keeps an answer well under
    a second)."""
    paid: list[int] = []
    spend = odds._Model.spend

    def counting(model, units, what):
        paid.append(units)
        spend(model, units, what)

    monkeypatch.setattr(odds._Model, "spend", counting)
    with pytest.raises(RuleViolation):
        odds.distribution(expression)
    assert sum(paid[:-1]) <= odds.COST_BUDGET < sum(paid)


def test_a_chain_is_counted_by_the_outcomes_it_mixes():
    """`1d12e>1` mixes eleven faces into a die that grows by twelve outcomes a level: it fits;
    the same chain on a d20 does not, whatever the dice count."""
    model = odds._Model()
    model.die(odds.parse("1d12e>1"))
    assert 11 * 12 * odds.MIX < model.cost <= odds.COST_BUDGET
    with pytest.raises(RuleViolation):
        odds._Model().die(odds.parse("1d20e>1"))


# -- issue 31: odds the model used to refuse, each against an enumeration written here


def test_two_ranks_in_one_step_against_every_roll():
    """`4d6kh1kl1` keeps the highest and the lowest die (a union, as d20 reads it)."""
    found = odds.distribution("4d6kh1kl1")
    assert found == brute_force("4d6kh1kl1")
    # Four equal faces: the highest and the lowest are the same (earlier) die, kept once.
    assert found.p[1] == found.p[2] == Fraction(1, 1296)
    for expression in ["5d4kh2kl1", "4d4ph1pl1", "5d4kh3kl1kh1", "(1d4, 1d6, 1d4)kh1kl1"]:
        assert odds.distribution(expression) == brute_force(expression), expression


def by_multisets(expression: str, count: int, sides: int) -> Dist:
    """Every multiset of `count` faces, weighed by how many orders give it, each rolled
    through the evaluator in one order: a keep by rank does not depend on the order."""
    found: Counter = Counter()
    for faces in itertools.combinations_with_replacement(range(1, sides + 1), count):
        orders = math.factorial(count)
        for times in Counter(faces).values():
            orders //= math.factorial(times)
        found[roll({"expression": expression}, ManualDice(list(faces)))["total"]] += orders
    return Dist({total: Fraction(n, sides**count) for total, n in found.items()})


def test_selectors_on_a_parenthesised_set_against_every_roll():
    """`((10d6kh5)kl2)kh1`: each level picks among the dice the level inside kept (the 4th
    highest of ten d6). 6^10 orders, 3003 multisets."""
    assert odds.distribution("((10d6kh5)kl2)kh1") == by_multisets("((10d6kh5)kl2)kh1", 10, 6)
    assert odds.distribution("((5d6kh4)pl1)kl1") == by_multisets("((5d6kh4)pl1)kl1", 5, 6)


def rerolled_until(sides: int, matches, draws: int) -> Dist:
    """A die re-rolled while it matches, `draws` draws at most (the last one stands), by
    following the chance of still matching draw by draw."""
    found: dict[int, Fraction] = {}
    still = Fraction(1)  # the chance every draw so far matched
    for draw in range(1, draws + 1):
        for face in range(1, sides + 1):
            if not matches(face) or draw == draws:
                found[face] = found.get(face, Fraction(0)) + still / sides
        still *= Fraction(sum(1 for f in range(1, sides + 1) if matches(f)), sides)
    return Dist(found)


@pytest.mark.parametrize(
    ("expression", "sides", "matches"),
    [
        ("1d20rr>1", 20, lambda v: v > 1),
        ("1d20rr<20", 20, lambda v: v < 20),
        ("1d6rr1", 6, lambda v: v == 1),
        ("1d1000rr>1", 1000, lambda v: v > 1),
    ],
)
def test_a_long_rr_chain_is_exact(expression, sides, matches):
    """rr re-rolls until the face stops matching, up to 100 re-rolls (101 draws): odds in
    closed form, here against the chain followed draw by draw."""
    assert limits.reroll_cap(parse(expression)) == 100
    assert odds.distribution(expression) == rerolled_until(sides, matches, 101)


def test_a_long_rr_chain_costs_what_one_reroll_costs():
    """Built in closed form, not level by level: what is left to pay is the size of its
    exact weights (101 draws of a d1000 make numbers of about a thousand bits)."""
    small = odds._Model(limits.reroll_cap(parse("1d20rr>1")))
    small.die(parse("1d20rr>1"))
    assert small.cost <= 4 * odds.MIX * 20 + 2_000
    large = odds._Model(limits.reroll_cap(parse("1d1000rr>1")))
    large.die(parse("1d1000rr>1"))
    assert large.cost <= odds.COST_BUDGET


def brute_force_capped(expression: str, rerolls: int, max_runs: int = 20_000) -> Dist | None:
    """Every roll the evaluator can draw with rr capped at `rerolls` (and `e` as patched),
    or None when that is more than `max_runs` evaluations."""
    node = parse(expression)

    def rolled(params, dice):
        value, _ = Evaluator(dice, None, rerolls).evaluate(node)
        return {"total": int(value)}

    try:
        return explore(rolled, {}, lambda o: o["total"], max_runs=max_runs).dist
    except RuleViolation as refused:
        assert refused.code == "odds_too_complex"
        return None


@contextlib.contextmanager
def short_chains(explosions: int):
    """Explosion chains of `explosions` dice at most, for the evaluator and the model alike
    (both read limits.MAX_EXPLOSIONS when they roll or build a chain)."""
    saved = limits.MAX_EXPLOSIONS
    limits.MAX_EXPLOSIONS = explosions
    try:
        yield
    finally:
        limits.MAX_EXPLOSIONS = saved


@pytest.mark.parametrize(
    "expression",
    ["2d4rr1", "1d6rr>2", "2d3rr<3e3", "2d4e>2", "1d3rr1ro2", "2dFrr0", "3d4rr>3kh1", "1d4rr2mi3"],
)
def test_rr_and_e_against_every_roll_with_short_caps(expression):
    """The model's chains with caps short enough to enumerate every roll: rr re-rolls at
    most 2 or 3 times, `e` adds at most 2 dice a chain."""
    for rerolls in (2, 3):
        with short_chains(2):
            found = odds._Model(rerolls).die(parse(expression))
            expected = brute_force_capped(expression, rerolls, max_runs=200_000)
        assert expected is not None, expression
        assert odds.icepool_total(found) == expected, (expression, rerolls)
