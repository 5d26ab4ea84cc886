"""The one registry of rule systems (issue 15): what it declares is what the app serves.

Each system is declared once (its package's SYSTEM) and listed once in
referee.systems.SYSTEMS; the routes, the encounter schemas and the odds (declared with each
step, inherited by the encounter steps that play it) are all read from it. The spec shows
who may call every encounter operation.
"""

from dataclasses import replace

import pytest

from referee.dice_notation import ROLL as DICE_ROLL
from referee.odds import odds_for
from referee.steps import Step
from referee.systems import SYSTEMS
from tests.support.steps import step_of
from tests.support.urban_war import roster

CREATE_KEY = "registry-create-key-0123456789"


@pytest.fixture(scope="module")
def spec(app) -> dict:
    return app.test_client().get("/openapi.json").get_json()


def test_the_three_systems_of_the_rules_digests_are_registered_in_spec_order(spec):
    assert list(SYSTEMS) == ["urban-war", "umbra-turris", "walka"]
    tags = [tag["name"] for tag in spec["tags"]]
    assert tags == [
        "operations",
        "urban-war",
        "umbra-turris",
        "walka",
        "dice",
        "encounters",
        "urban-war-encounters",
        "umbra-turris-encounters",
        "walka-encounters",
        "proof",
    ]


def test_every_declared_step_is_served_with_its_odds(spec):
    paths = spec["paths"]
    for system in SYSTEMS.values():
        for step in system.steps:
            assert f"/v1/{system.id}/{step.path}" in paths, step.name
            assert f"/v1/{system.id}/{step.path}/odds" in paths, step.name
        for step in system.encounter.steps:
            assert f"/v1/encounters/{{encounter_id}}/{system.id}/{step.path}" in paths, step.name


def test_a_step_is_declared_with_its_odds():
    # An odds route with no definition behind it would answer every request with a 500.
    command = step_of("urban-war", "command_test")
    fields = {f: getattr(command, f) for f in ("system", "name", "params", "outcome", "rules")}
    with pytest.raises(TypeError, match="odds"):
        Step(**fields, summary=command.summary)


def test_an_encounter_step_rolls_with_the_odds_of_the_stateless_step_it_plays():
    urban_war = SYSTEMS["urban-war"]
    # The stateless command test and the encounter's are one step (urban-war.md §6.1).
    assert (
        urban_war.encounter.step("command_test").odds is step_of("urban-war", "command_test").odds
    )
    # Turn events that roll nothing have no odds.
    assert urban_war.encounter.step("end_activation").odds is None
    # The free roll of every encounter is a dice roll.
    assert urban_war.encounter.step("free_roll").odds is DICE_ROLL.odds


def test_an_encounter_step_that_rolls_a_stateless_step_has_its_odds():
    # Where an encounter step rolls a stateless step's rules under another name (the set-up
    # roll is an initiative roll-off, activating a panicked model rallies it), it declares
    # that step's odds: forgetting them would leave its `?odds=true` answer without odds.
    for system in SYSTEMS.values():
        by_rules = {step.rules: step for step in system.steps}
        for step in system.encounter.all_steps:
            played = by_rules.get(step.rules)
            if played is not None:
                assert step.odds is played.odds, f"{system.id} {step.name}"
    urban_war = SYSTEMS["urban-war"].encounter
    assert urban_war.step("setup_roll").odds is step_of("urban-war", "initiative").odds
    assert urban_war.step("activate").odds is step_of("urban-war", "rally").odds


def test_a_declaration_that_contradicts_itself_fails_before_any_request():
    urban_war, walka = SYSTEMS["urban-war"], SYSTEMS["walka"]
    with pytest.raises(ValueError, match="declared for another system"):
        replace(urban_war, steps=walka.steps)
    with pytest.raises(ValueError, match="encounter walka"):
        replace(urban_war, encounter=walka.encounter)


def test_odds_are_read_from_the_step_declaration():
    # urban-war.md §6.1, CD 6 and CAL 0: a pass needs 2d10 >= 9 (total 15) and above 5, so
    # 100 - (1 + 2 + ... + 7) = 72 of the 100 rolls; an automatic failure is 2d10 <= 5, 10.
    events = {
        e["name"]: e["exact"]
        for e in odds_for(step_of("urban-war", "command_test").odds, {"command": 6})["events"]
    }
    assert events == {"passed": "18/25", "auto_fail": "1/10"}


def test_every_encounter_operation_says_who_may_call_it(spec):
    seen = 0
    for path, operations in spec["paths"].items():
        if not path.startswith("/v1/encounters"):
            continue
        for method, operation in operations.items():
            if method == "parameters":
                continue
            seen += 1
            where = f"{method.upper()} {path}"
            assert operation.get("x-referee-actor"), where
            assert "Who may call it" in operation.get("description", ""), where
    assert seen > 40, "the encounter operations were not found"
    reads = ["", "/log", "/verify", "/export"]
    for suffix in reads:
        operation = spec["paths"][f"/v1/encounters/{{encounter_id}}{suffix}"]["get"]
        assert operation["x-referee-actor"] == "anyone with the encounter id"
    create = spec["paths"]["/v1/encounters"]["post"]
    assert create["x-referee-actor"] == "anyone (with an API key where keys are on)"


def test_reads_need_no_token(client):
    created = client.post("/v1/encounters", json={"system": "urban-war", "models": roster(1)})
    encounter_id = created.get_json()["encounter"]["id"]
    for suffix in ("", "/log", "/export"):
        assert client.get(f"/v1/encounters/{encounter_id}{suffix}").status_code == 200, suffix
    # Verify reads too, and answers that the seed is still secret.
    verify = client.get(f"/v1/encounters/{encounter_id}/verify")
    assert verify.status_code == 409 and verify.get_json()["code"] == "not_revealed"


def test_a_create_replays_like_a_step_and_refuses_its_key_with_another_body(client):
    headers = {"Idempotency-Key": CREATE_KEY}
    body = {"system": "urban-war", "models": roster(1)}
    first = client.post("/v1/encounters", json=body, headers=headers)
    assert first.status_code == 201, first.data
    again = client.post("/v1/encounters", json=body, headers=headers)
    assert (again.status_code, again.get_json()) == (201, first.get_json())
    assert again.headers["Location"] == first.headers["Location"]
    other = client.post("/v1/encounters", json={**body, "name": "another"}, headers=headers)
    assert other.status_code == 422 and other.mimetype == "application/problem+json"
    assert other.get_json()["code"] == "idempotency_key_reused"
    assert "different request" in other.get_json()["detail"]
