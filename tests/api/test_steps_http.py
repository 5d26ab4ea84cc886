"""The step routes over HTTP (Flask test client, real Redis behind the app)."""

import json

import pytest

from tests.support.dice_stream import referee_dice_v1
from tests.support.problems import assert_problem

URL = "/v1/urban-war/command-test"
C1 = {"command": 4, "calibre": 1, "commander_in_range": True}


def test_command_test_with_seed(client):
    r = client.post(URL, json={**C1, "seed": "table-7"})
    assert r.status_code == 200 and r.mimetype == "application/json"
    body = r.get_json()
    assert body["system"] == "urban-war" and body["step"] == "command_test"
    assert body["seed"] == "table-7" and body["rng"] == "referee-dice-v1"
    dice = referee_dice_v1("table-7", "", [10, 10])
    assert [(d["sides"], d["value"]) for d in body["rolls"]] == [(10, dice[0]), (10, dice[1])]
    assert [d["purpose"] for d in body["rolls"]] == ["command test, die 1", "command test, die 2"]
    natural = sum(dice)
    assert body["outcome"]["natural"] == natural
    assert body["outcome"]["total"] == natural + 4 + 1 + 1
    assert body["outcome"]["passed"] == (natural > 5 and natural + 6 >= 15)


def test_same_seed_gives_byte_identical_bodies(client):
    first = client.post(URL, json={**C1, "seed": "repeat-me"}).data
    second = client.post(URL, json={**C1, "seed": "repeat-me"}).data
    assert first == second


def test_without_seed_a_fresh_seed_is_returned_and_reproduces(client):
    a = client.post(URL, json=C1).get_json()
    b = client.post(URL, json=C1).get_json()
    assert len(a["seed"]) == 32 and a["seed"] != b["seed"]
    again = client.post(URL, json={**C1, "seed": a["seed"]}).get_json()
    assert again == a


def test_manual_dice_reproduce_worked_example_c1(client):
    body = client.post(URL, json={**C1, "dice": [6, 4]}).get_json()
    assert body["rng"] == "manual" and body["seed"] is None
    assert body["outcome"]["total"] == 16 and body["outcome"]["passed"] is True


def test_short_stat_names_are_aliases(client):
    full = client.post(URL, json={"command": 4, "calibre": 1, "seed": "a"}).get_json()
    short = client.post(URL, json={"CD": 4, "CAL": 1, "seed": "a"}).get_json()
    assert full == short


def test_panic_and_rally_routes(client):
    panic = client.post(
        "/v1/urban-war/panic-test",
        json={"command": 4, "trigger": "friendly_killed", "dice": [5, 4]},
    )
    assert panic.status_code == 200 and panic.get_json()["outcome"]["panicked"] is True
    rally = client.post(
        "/v1/urban-war/rally",
        json={
            "command": 5,
            "calibre": 1,
            "commander_in_range": True,
            "panicked": True,
            "high_morale": True,
            "dice": [7, 2],
        },
    )
    assert rally.get_json()["outcome"] == {
        "tested": True,
        "reason": None,
        "panicked": False,
        "panic_penalty": False,
        "test": rally.get_json()["outcome"]["test"],
    }
    assert rally.get_json()["outcome"]["test"]["total"] == 16


@pytest.mark.parametrize(
    ("whole", "written"),
    [
        ({"command": 4, "calibre": 1, "seed": "w"}, {"command": 4.0, "calibre": 1.0, "seed": "w"}),
        ({"command": 4, "dice": [3, 9]}, {"command": 4, "dice": [3.0, 9.0]}),
    ],
)  # fmt: skip
def test_a_whole_number_written_with_a_decimal_point_is_that_number(client, whole, written):
    """4.0 is the JSON number 4 (JSON Schema's "integer" admits it, and some clients write
    every number so): the same answer, byte for byte, as 4."""
    expected = client.post(URL, json=whole)
    got = client.post(URL, json=written)
    assert expected.status_code == got.status_code == 200
    assert got.data == expected.data


@pytest.mark.parametrize("value", [4.5, 1e300, "4", True])
def test_what_is_not_a_whole_number_is_refused(client, value):
    assert_problem(client.post(URL, json={"command": value}), 422, "whole number")


@pytest.mark.parametrize(
    "payload, field, words",
    [
        ({}, "command", ["command (CD) is required"]),
        ({"command": "four"}, "command", ["command (CD) must be a whole number"]),
        ({"command": 4.5}, "command", ["whole number"]),
        ({"command": -3}, "command", ["command (CD) must be from 1 to 10, not -3"]),
        ({"command": 11}, "command", ["from 1 to 10"]),
        ({"command": 4, "calibre": 11}, "calibre", ["calibre (CAL) must be from 0 to 10"]),
        ({"command": 4, "luck": 3}, "luck", ["luck", "not a field"]),
        ({"command": 4, "CD": 4}, "CD", ["not both"]),
        ({"command": 4, "kind": "bravery"}, "kind", ["must be one of"]),
        ({"command": 4, "kind": "interrupt_shot"}, "band", ["needs the target's band"]),
        ({"command": 4, "band": "long"}, "band", ["only to an interrupt_shot"]),
        ({"command": 4, "primary_in_cover": True}, "primary_in_cover", ["target_selection"]),
        ({"command": 4, "commander_in_range": "yes"}, "commander_in_range", ["true or false"]),
        ({"command": 4, "seed": ""}, "seed", ["1 to 256"]),
        ({"command": 4, "seed": "s", "dice": [1, 2]}, "dice", ["not both"]),
        (
            {"command": 4, "modifiers": [{"reason": "x", "value": 20}]},
            "modifiers.0.value",
            ["from -10 to 10"],
        ),
        (
            {"command": 4, "modifiers": [{"reason": "x", "value": 1}] * 11},
            "modifiers",
            ["at most 10"],
        ),
    ],
)
def test_invalid_fields_are_422_naming_the_field(client, payload, field, words):
    body = assert_problem(client.post(URL, json=payload), 422, *words)
    assert body["code"] == "validation_error"
    assert field in body["errors"], body["errors"]


def test_rally_attempt_only_skippable_on_reaction(client):
    r = client.post("/v1/urban-war/rally", json={"command": 4, "panicked": True, "attempt": False})
    assert "attempt" in assert_problem(r, 422, "must try to rally on activation")["errors"]


@pytest.mark.parametrize(
    "dice, code, words",
    [
        ([], "not_enough_dice", ["no dice were given", "die 1 is a d10 for the command test"]),
        ([6], "not_enough_dice", ["die 2 is a d10 for the command test"]),
        ([6, 11], "die_out_of_range", ["must be 1 to 10, not 11"]),
    ],
)
def test_manual_dice_problems(client, dice, code, words):
    body = assert_problem(client.post(URL, json={**C1, "dice": dice}), 422, *words)
    assert body["code"] == code and "dice" in body["errors"]


def test_dice_left_over_are_answered_for_the_next_step(client):
    """Umbra Turris P2, had the first die been 4: "outcome = blocked, one die drawn, the 5
    left for the next step"."""
    body = {
        "attacker_location": "random",
        "defender_location": "legs",
        "use_shield": True,
        "defender_has_action_die": False,
        "shield_block_target": 4,
        "dice": [4, 5],
    }
    got = client.post("/v1/umbra-turris/melee/parry", json=body).get_json()
    assert got["outcome"]["outcome"] == "blocked"
    assert [r["value"] for r in got["rolls"]] == [4]
    assert got["unused_dice"] == [5]
    every_die = client.post(URL, json={**C1, "dice": [6, 4]}).get_json()
    assert "unused_dice" not in every_die  # every die drawn: the answer has no leftovers
    three = client.post(URL, json={**C1, "dice": [6, 4, 2]}).get_json()
    assert three["unused_dice"] == [2] and [r["value"] for r in three["rolls"]] == [6, 4]


def test_an_empty_dice_list_is_manual_dice_for_a_step_that_draws_none(client):
    # Umbra Turris P1: both choose the head, no shield: parried, no die.
    body = {"attacker_location": "head", "defender_location": "head", "dice": []}
    answer = client.post("/v1/umbra-turris/melee/parry", json=body)
    assert answer.status_code == 200, answer.get_json()
    got = answer.get_json()
    assert (got["rng"], got["seed"], got["rolls"]) == ("manual", None, [])
    assert got["outcome"]["outcome"] == "parried"


def test_more_than_a_thousand_dice_is_422(client):
    assert_problem(client.post(URL, json={**C1, "dice": [1] * 1001}), 422, "at most 1000 dice")


def test_non_json_body(client):
    r = client.post(URL, data="{command: 4", content_type="application/json")
    assert_problem(r, 400, "not valid JSON")


def test_json_that_is_not_an_object(client):
    assert_problem(client.post(URL, json=[1, 2]), 422, "JSON object")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_wrong_content_type_is_415(client, content_type):
    kwargs = {"content_type": content_type} if content_type else {}
    assert_problem(client.post(URL, data="command=4", **kwargs), 415, "application/json")


def test_one_megabyte_body_is_413(client):
    big = json.dumps({"command": 4, "seed": "x" * (1024 * 1024)})
    assert_problem(client.post(URL, data=big, content_type="application/json"), 413, "64 KiB")


def test_unknown_path_is_404(client):
    assert_problem(client.post("/v1/urban-war/bravery-test", json=C1), 404, "no route")


@pytest.mark.parametrize(
    ("sent", "meant"),
    [
        # the answer's own `step` spelling, the system's name run together or with "_"
        ("/v1/urban-war/command_test", "/v1/urban-war/command-test"),
        ("/v1/urbanwar/command-test", "/v1/urban-war/command-test"),
        ("/v1/urban_war/shooting", "/v1/urban-war/shooting"),
        ("/v1/umbra-turris/melee/atack", "/v1/umbra-turris/melee/attack"),
        # a variable part (the encounter's id) is kept as it was sent
        ("/v1/encounters/e-1/urban-war/command_test", "/v1/encounters/e-1/urban-war/command-test"),
    ],
)  # fmt: skip
def test_a_mistyped_route_says_which_it_meant(client, sent, meant):
    r = client.post(sent, json=C1)
    assert_problem(r, 404, f"did you mean {meant}?")


def test_a_path_like_no_route_suggests_none(client):
    r = client.post("/v1/bravery", json=C1)
    assert_problem(r, 404, "no route")
    assert "did you mean" not in r.get_json()["detail"]


def test_wrong_method_is_405_with_allow(client):
    r = client.get(URL)
    assert_problem(r, 405, "use POST")
    assert "POST" in r.headers["Allow"]


def test_internal_error_is_problem_json(settings):
    from referee.app import create_app

    app = create_app(settings)

    @app.route("/boom")
    def boom():
        raise RuntimeError("secret internals")

    body = assert_problem(app.test_client().get("/boom"), 500, "internal error")
    assert "secret" not in body["detail"]
