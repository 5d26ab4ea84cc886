"""No probe: a refusal never comes after a die is drawn, on any route that rolls.

A refused request that had drawn dice from an encounter's stream would show its caller the
next step's dice (that step rolls the same stream index), and a stateless roll that is
refused or not depending on its seed says the same of the seed. So, for random seeds and
requests with any one field changed or left out, every 4xx answer must have drawn nothing.
The draws are counted in this process (tests/support/draws.py) while the Flask app answers.

The one exception is the digest's: Walka's initiative refuses a `cede` whose `from` comes
after its `to` only once the roll-off has settled the order (walka.md, decisions: "that 422
after dice are drawn is the one exception").
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.systems import ENCOUNTER_SYSTEMS, SYSTEMS
from tests.support.dice_expressions import expressions, probes
from tests.support.draws import counting_draws
from tests.support.encounters import Encounter
from tests.support.umbra_turris import roster as umbra_turris_roster
from tests.support.urban_war import roster as urban_war_roster
from tests.support.walka import ala, bor

STEPS = [(system, step) for system in SYSTEMS.values() for step in system.steps]
PROBE = settings(
    max_examples=60,
    database=None,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
seeds = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-:", min_size=1, max_size=24)
values = st.one_of(
    st.integers(min_value=-3, max_value=30),
    st.sampled_from([-1000, 1000, 10**6]),
    st.booleans(),
    st.none(),
    st.sampled_from(["", "x", "short", "long", "medium", "heavy", "blunt", "sword"]),
    st.just([]),
    st.just({}),
)


def _paths(value, prefix=()):
    """Every place in a request body that a mutation can change."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _mutated(body: dict, path: tuple, value, drop: bool) -> dict:
    if not path:
        return body
    body = copy.deepcopy(body)
    holder = body
    for key in path[:-1]:
        holder = holder[key]
    if drop and isinstance(holder, dict):
        del holder[path[-1]]
    else:
        holder[path[-1]] = value
    return body


def _digest_exception(system, step, answer) -> bool:
    problem = answer.get_json()
    return (system.id, step.name, problem.get("code")) == ("walka", "initiative", "invalid_cede")


@pytest.mark.timeout(280)
@pytest.mark.parametrize(("system", "step"), STEPS, ids=[f"{s.id}/{t.name}" for s, t in STEPS])
def test_no_stateless_step_refuses_after_a_die(client, monkeypatch, system, step):
    params = {k: v for k, v in step.example["request"].items() if k not in ("seed", "dice")}
    paths = [p for p in _paths(params) if p]

    with counting_draws(monkeypatch) as draws:

        @PROBE
        @given(
            seed=seeds,
            path=st.sampled_from(paths),
            value=values,
            drop=st.booleans(),
            odds=st.booleans(),
        )
        def probe(seed, path, value, drop, odds):
            body = {**_mutated(params, path, value, drop), "seed": seed}
            draws.reset()
            answer = client.post(
                f"/v1/{system.id}/{step.path}{'?odds=true' if odds else ''}", json=body
            )
            assert answer.status_code < 500, (body, answer.get_data(as_text=True))
            if answer.status_code >= 400 and draws.count:
                assert _digest_exception(system, step, answer), (
                    f"{answer.status_code} after {draws.count} dice were drawn",
                    body,
                    answer.get_json(),
                )

        probe()


@pytest.mark.timeout(120)
@PROBE
@given(seed=seeds, expression=st.one_of(probes, expressions))
def test_a_dice_expression_is_refused_whatever_the_seed_or_never(
    client, monkeypatch, seed, expression
):
    """Refused or rolled is decided by the expression alone: the same expression under
    another seed gets the same status, and a refusal drew nothing."""
    with counting_draws(monkeypatch) as draws:
        statuses = set()
        for each in (seed, seed + "-2", seed + "-3"):
            draws.reset()
            answer = client.post("/v1/dice/roll", json={"expression": expression, "seed": each})
            statuses.add(answer.status_code)
            if answer.status_code != 200:
                assert answer.status_code == 422
                assert draws.count == 0, (expression, answer.get_json())
        assert len(statuses) == 1, (expression, statuses)


ROSTERS = {
    "urban-war": lambda: urban_war_roster(per_side=1),
    "umbra-turris": umbra_turris_roster,
    "walka": lambda: [ala(), bor()],
}


def _others_send_seeds(fight: Encounter, side: str) -> None:
    """A side's free roll waits until every other side has sent its seed (issue 32)."""
    for other, token in fight.sides.items():
        if other != side:
            fight.seed(token, f"{other}-seed")


@pytest.mark.parametrize("system", sorted(ENCOUNTER_SYSTEMS))
def test_the_critical_probe_learns_nothing_on_an_encounter(client, monkeypatch, system):
    """The hostile review's probe: `1/((2d10>=8)-2)` divides by zero only when both d10s are
    8 or more. It is refused before any die, every time, and the stream does not move: the
    next roll's dice are those of log index 0."""
    fight = Encounter(client, system, ROSTERS[system]())
    side, token = next(iter(fight.sides.items()))
    _others_send_seeds(fight, side)
    with counting_draws(monkeypatch) as draws:
        for attempt in range(20):
            answer = client.post(
                f"/v1/encounters/{fight.id}/roll",
                json={"expression": "1/((2d10>=8)-2)", "label": f"probe {attempt}"},
                headers=fight.auth(token),
            )
            assert answer.status_code == 422
            assert answer.get_json()["code"] == "dice_arithmetic"
            assert "could divide by zero" in answer.get_json()["detail"]
        assert draws.count == 0
    rolled = client.post(
        f"/v1/encounters/{fight.id}/roll",
        json={"expression": "2d10", "label": "after the probes"},
        headers=fight.auth(token),
    )
    assert rolled.status_code == 200
    assert rolled.get_json()["index"] == 0
    assert [e["index"] for e in fight.log()] == [0]


@pytest.mark.timeout(200)
@pytest.mark.parametrize("system", sorted(ENCOUNTER_SYSTEMS))
def test_free_rolls_on_an_encounter_refuse_before_any_die(client, monkeypatch, system):
    fight = Encounter(client, system, ROSTERS[system]())
    side, token = next(iter(fight.sides.items()))
    _others_send_seeds(fight, side)
    logged = 0
    with counting_draws(monkeypatch) as draws:

        @settings(PROBE, max_examples=40)
        @given(expression=st.one_of(probes, expressions))
        def probe(expression):
            nonlocal logged
            draws.reset()
            answer = client.post(
                f"/v1/encounters/{fight.id}/roll",
                json={"expression": expression, "label": "probe"},
                headers=fight.auth(token),
            )
            assert answer.status_code in (200, 413, 422), answer.get_data(as_text=True)
            if answer.status_code == 200:
                assert answer.get_json()["index"] == logged
                logged += 1
            else:
                assert draws.count == 0, (expression, answer.get_json())

        probe()
    assert len(fight.log()) == logged
