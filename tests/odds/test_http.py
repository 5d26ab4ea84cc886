"""Odds over HTTP: `?odds=true` on every step route and `POST .../odds` (Flask test client)."""

from __future__ import annotations

import json

import pytest

from referee.odds import odds_for
from tests.support.steps import STEPS, golden_params, step_of

URL = "/v1/urban-war/command-test"
C1 = {"command": 4, "calibre": 1, "commander_in_range": True}
TEN_SHOTS = {
    "shooter": {
        "SH": 4,
        "CD": 4,
        "MV": 3,
        "weapon": {"name": "Minigun", "bands": {"short": "0x10/5x2"}},
    },
    "target": {"T": 4, "W": 3, "SZ": 2, "heavy_armour": 2},
    "distance_in": 10,
    "cover": {"type": "solid", "obstacle_distance_in": 5},
}


def test_without_odds_the_response_is_unchanged(client):
    plain = client.post(URL, json={**C1, "seed": "s1"})
    off = client.post(URL + "?odds=false", json={**C1, "seed": "s1"})
    assert plain.data == off.data and "odds" not in plain.get_json()


def test_odds_true_adds_the_odds_of_the_roll(client):
    body = client.post(URL + "?odds=true", json={**C1, "dice": [6, 4]}).get_json()
    plain = client.post(URL, json={**C1, "dice": [6, 4]}).get_json()
    odds = body.pop("odds")
    assert body == plain
    events = {e["name"]: e for e in odds["events"]}
    # CD 4 + CAL 1 + Commander 1: a natural of 9 or more passes; 2d10 >= 9 is 72/100.
    assert events["passed"]["exact"] == "18/25" and events["passed"]["occurred"] is True
    assert events["auto_fail"]["probability"] == 0.1 and events["auto_fail"]["occurred"] is False
    natural = next(r for r in odds["results"] if r["name"] == "natural")
    assert natural["actual"] == 10 and natural["mean_exact"] == "11"
    # P(natural < 10) = 36/100, P(natural = 10) = 9/100: percentile 100 * (0.36 + 0.045).
    assert natural["percentile"] == pytest.approx(40.5)
    assert sum(v["probability"] for v in natural["distribution"]) == pytest.approx(1)


def test_odds_route_rolls_nothing(client):
    r = client.post(URL + "/odds", json=C1)
    assert r.status_code == 200
    body = r.get_json()
    assert set(body) == {"system", "step", "odds"}
    definition = step_of("urban-war", "command_test").odds
    assert body["odds"] == odds_for(definition, {**C1, "modifiers": []})
    for result in body["odds"]["results"]:
        assert result["actual"] is None and result["percentile"] is None


@pytest.mark.parametrize("extra", [{"seed": "x"}, {"dice": [1, 2]}])
def test_odds_route_takes_the_step_request_and_leaves_its_dice_unread(client, extra):
    # The same body serves the step route and its odds route; the odds draw nothing.
    alone = client.post(URL + "/odds", json=C1)
    r = client.post(URL + "/odds", json={**C1, **extra})
    assert r.status_code == 200 and r.get_json() == alone.get_json()


def test_odds_route_checks_the_dice_source_as_the_step_route_does(client):
    both = {**C1, "seed": "x", "dice": [1, 2]}
    step, odds = client.post(URL, json=both), client.post(URL + "/odds", json=both)
    assert odds.status_code == step.status_code == 422
    assert odds.get_json()["errors"] == step.get_json()["errors"]


def test_odds_route_bad_inputs(client):
    assert client.post(URL + "/odds", json={"calibre": 1}).status_code == 422
    bad_json = client.post(URL + "/odds", data="{", content_type="application/json")
    assert bad_json.status_code == 400
    r = client.post("/v1/urban-war/shooting/odds", json={**TEN_SHOTS, "distance_in": 60})
    assert r.status_code == 422 and r.get_json()["code"] == "out_of_range"


def test_bad_odds_query_is_a_400_before_any_die(client):
    r = client.post(URL + "?odds=maybe", json={**C1, "dice": [6, 4]})
    assert r.status_code == 400 and r.get_json()["code"] == "invalid_query"


def test_ten_shot_shooting_odds(client):
    r = client.post("/v1/urban-war/shooting/odds", json=TEN_SHOTS)
    assert r.status_code == 200
    odds = r.get_json()["odds"]
    hits = next(x for x in odds["results"] if x["name"] == "hits")
    assert [v["value"] for v in hits["distribution"]] == list(range(11))
    assert hits["mean_exact"] == "5"  # d10 + SH 4 >= 10: a 6 or more, 1/2 a shot
    wounds = next(x for x in odds["results"] if x["name"] == "wounds")
    assert wounds["distribution"][-1]["value"] == 20  # damage x2


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}:{s.name}")
def test_every_step_has_odds_over_http(client, step):
    name, params = golden_params(step)[0]
    url = f"/v1/{step.system}/{step.path}"
    request = json.loads(json.dumps(params, default=str))
    r = client.post(url + "/odds", json=request)
    assert r.status_code == 200, r.get_json()
    odds = r.get_json()["odds"]
    assert odds["events"] or odds["results"]
    rolled = client.post(url + "?odds=true", json={**request, "seed": "odds-http"})
    assert rolled.status_code == 200
    with_odds = rolled.get_json()["odds"]
    for event in with_odds["events"]:
        assert event["occurred"] in (True, False, None)
    for result in with_odds["results"]:
        if result["actual"] is not None and result["applies"] > 0:
            assert 0 <= result["percentile"] <= 100
