"""POST /v1/dice/roll and /v1/dice/odds over HTTP: seeds, manual dice, problems, odds, spec."""

from __future__ import annotations

import pytest


def test_a_seeded_roll_is_the_same_answer_byte_for_byte(client):
    body = {"expression": "4d6kh3 + 2", "seed": "table-7"}
    first = client.post("/v1/dice/roll", json=body)
    again = client.post("/v1/dice/roll", json=body)
    assert first.status_code == 200
    assert first.data == again.data
    answer = first.get_json()
    assert (answer["system"], answer["step"], answer["seed"]) == ("dice", "roll", "table-7")
    assert answer["rng"] == "referee-dice-v1"
    assert [r["purpose"] for r in answer["rolls"]] == [f"4d6kh3, die {i}" for i in (1, 2, 3, 4)]
    values = sorted((r["value"] for r in answer["rolls"]), reverse=True)
    assert answer["outcome"]["total"] == sum(values[:3]) + 2


def test_without_a_seed_the_server_picks_one_and_returns_it(client):
    answer = client.post("/v1/dice/roll", json={"expression": "1d20"}).get_json()
    assert len(answer["seed"]) == 32
    again = client.post("/v1/dice/roll", json={"expression": "1d20", "seed": answer["seed"]})
    assert again.get_json()["rolls"] == answer["rolls"]


def test_dice_rolled_at_the_table(client):
    answer = client.post(
        "/v1/dice/roll", json={"expression": "4d6kh3 + 2", "dice": [6, 5, 1, 3]}
    ).get_json()
    assert answer["rng"] == "manual"
    assert answer["outcome"]["line"] == "4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16"
    assert answer["outcome"]["total"] == 16


@pytest.mark.parametrize(
    ("body", "code", "detail"),
    [
        ({"expression": "4d6kh"}, "dice_syntax", "expected a number after kh at column 6"),
        ({"expression": "4d6", "dice": [1, 2, 3]}, "not_enough_dice", "die 4 is a d6"),
        ({"expression": "1d6", "dice": [7]}, "die_out_of_range", "must be 1 to 6, not 7"),
        ({"expression": "101d6"}, "dice_too_large", "at most 100 dice"),
        ({"expression": "x" * 201}, "validation_error", "1 to 200 characters"),
        ({"expression": 3}, "validation_error", "expression must be text"),
        ({}, "validation_error", "expression is required"),
    ],
)
def test_bad_requests_are_422_problems_in_words(client, body, code, detail):
    answer = client.post("/v1/dice/roll", json=body)
    assert answer.status_code == 422
    assert answer.mimetype == "application/problem+json"
    problem = answer.get_json()
    assert problem["code"] == code
    assert detail in problem["detail"]


def test_odds_beside_the_roll(client):
    answer = client.post(
        "/v1/dice/roll?odds=true", json={"expression": "2d6", "dice": [3, 4]}
    ).get_json()
    (total,) = answer["odds"]["results"]
    assert total["actual"] == 7
    assert total["percentile"] == 50.0
    assert total["mean_exact"] == "7"
    assert total["variance_exact"] == "35/6"
    assert {v["value"]: v["exact"] for v in total["distribution"]}[7] == "1/6"


def test_odds_alone_roll_nothing(client):
    answer = client.post("/v1/dice/odds", json={"expression": "10d10>=6"})
    assert answer.status_code == 200
    body = answer.get_json()
    assert "rolls" not in body
    (successes,) = body["odds"]["results"]
    assert successes["name"] == "successes"
    assert successes["distribution"][0]["exact"] == "1/1024"


def test_odds_too_costly_still_roll_but_the_odds_route_refuses(client):
    rolled = client.post("/v1/dice/roll?odds=true", json={"expression": "100d100", "seed": "s"})
    assert rolled.status_code == 200
    assert rolled.get_json()["odds"]["available"] is False
    assert "too much computation" in rolled.get_json()["odds"]["reason"]
    refused = client.post("/v1/dice/odds", json={"expression": "100d100"})
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "odds_too_complex"


def test_the_spec_documents_the_grammar_with_examples(client):
    spec = client.get("/openapi.json").get_json()
    roll = spec["paths"]["/v1/dice/roll"]["post"]
    for example in ("4d6kh3", "2d20kl1", "8d6e6", "10d10>=6", "3dF+2", "2d6ro<3", "[fire]"):
        assert example in roll["description"], example
    assert "/v1/dice/odds" in spec["paths"]
    expression = spec["components"]["schemas"]["DiceRollRequest"]["properties"]["expression"]
    assert expression["maxLength"] == 200
