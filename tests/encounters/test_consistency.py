"""Encounter storage on real Redis: keys and TTLs, ETags, idempotency, tokens, tampering, limits."""

import json

import pytest
import redis

from referee.app import create_app
from referee.config import Settings
from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, model, roster


def test_every_key_shares_the_hash_tag_and_has_a_ttl(client, redis_url):
    table = UrbanWar(client)
    table.step(
        "orders", {"orders": {}}, table.sides["red"], expect=202, **{"Idempotency-Key": "k1"}
    )
    r = redis.Redis.from_url(redis_url)
    keys = [k.decode() for k in r.scan_iter(match=f"*{table.id}*")]
    assert {k.split(":", 2)[2].split(":")[0] for k in keys} >= {"doc", "secret", "sealed", "idem"}
    for key in keys:
        assert key.startswith(f"referee:{{{table.id}}}:"), key
        ttl = r.ttl(key)
        assert 0 < ttl <= 7 * 24 * 3600, (key, ttl)
    idem = next(k for k in keys if ":idem:" in k)
    assert r.ttl(idem) <= 24 * 3600


def test_a_sealed_part_refreshes_every_key_of_the_encounter(client, redis_url):
    """A part is a write (DESIGN.md: every key's TTL is refreshed on write), so an encounter
    never expires before a part it holds."""
    table = UrbanWar(client)
    r = redis.Redis.from_url(redis_url)
    keys = [k for k in r.scan_iter(match=f"referee:{{{table.id}}}:*") if b":idem:" not in k]
    for key in keys:
        r.expire(key, 100)
    table.step("orders", {"orders": {}}, table.sides["red"], expect=202)
    ttls = {k.decode().rsplit(":", 1)[1]: r.ttl(k) for k in keys}
    assert {"doc", "secret"} <= set(ttls)
    assert all(ttl > 7 * 24 * 3600 - 60 for ttl in ttls.values()), ttls
    assert r.ttl(f"referee:{{{table.id}}}:sealed") > 7 * 24 * 3600 - 60


def test_a_step_answer_carries_what_every_step_answer_does_and_keeps_the_seed_secret(client):
    """DESIGN.md: every step response carries system, step, seed, rng, rolls, outcome; an
    encounter's seed is secret until the reveal, so it is there and null."""
    table = UrbanWar(client)
    answer = table.step("command-test", {"model": "r1"}).get_json()
    assert {"system", "step", "seed", "rng", "rolls", "outcome"} <= set(answer)
    assert (answer["system"], answer["step"], answer["seed"]) == ("urban-war", "command_test", None)
    assert answer["rng"] == "referee-dice-v1" and len(answer["rolls"]) == 2


def test_read_never_shows_secrets_and_etag_304(client):
    table = UrbanWar(client)
    r = client.get(f"/v1/encounters/{table.id}")
    body = r.get_data(as_text=True)
    assert table.gm not in body and all(t not in body for t in table.sides.values())
    assert r.get_json()["server_seed"] is None and len(r.get_json()["seed_commitment"]) == 64
    etag = r.headers["ETag"]
    again = client.get(f"/v1/encounters/{table.id}", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.headers["ETag"] == etag


def test_unknown_encounter_is_404(client):
    r = client.get("/v1/encounters/0123456789abcdef0123456789abcdef")
    assert_problem(r, 404, "unknown or expired")
    r = client.post(
        "/v1/encounters/0123456789abcdef0123456789abcdef/urban-war/initiative",
        json={},
        headers={"Authorization": "Bearer x"},
    )
    assert_problem(r, 404, "unknown or expired")


def test_missing_or_wrong_token(client):
    table = UrbanWar(client)
    r = client.post(f"/v1/encounters/{table.id}/urban-war/orders", json={"orders": {}})
    assert_problem(r, 401, "Authorization")
    assert r.headers["WWW-Authenticate"].startswith("Bearer")
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/orders",
        json={"orders": {}},
        headers={"Authorization": "Bearer not-a-token"},
    )
    assert_problem(r, 401, "not valid")
    r = client.post(
        f"/v1/encounters/{table.id}/reveal",
        headers={"Authorization": f"Bearer {table.sides['red']}"},
    )
    assert_problem(r, 403, "game master")
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/models",
        json=model("r9", "red"),
        headers={"Authorization": f"Bearer {table.sides['red']}"},
    )
    assert_problem(r, 403, "game master")


def test_stale_if_match_is_412_and_changes_nothing(client):
    table = UrbanWar(client)
    table.orders()
    etag = client.get(f"/v1/encounters/{table.id}").headers["ETag"]
    table.step("initiative", {}, **{"If-Match": etag})
    before = table.get()
    r = table.step("initiative", {}, expect=None, **{"If-Match": etag})
    assert_problem(r, 412, "changed")
    assert table.get() == before


def test_fifty_retries_with_one_key_make_one_entry(client):
    table = UrbanWar(client)
    table.orders()
    bodies = set()
    for _ in range(50):
        r = table.step("initiative", {}, **{"Idempotency-Key": "roll-initiative-once"})
        bodies.add(r.data)
    assert len(bodies) == 1
    assert [e["step"] for e in table.log()].count("initiative") == 1


def test_same_key_other_body_is_422(client):
    table = UrbanWar(client)
    table.orders()
    table.step("initiative", {}, **{"Idempotency-Key": "k"})
    r = table.step(
        "initiative", {"winner_sends_first": "opponent"}, expect=None, **{"Idempotency-Key": "k"}
    )
    assert_problem(r, 422, "different request")


def test_tampering_with_a_logged_roll_is_reported_by_verify(client, redis_url):
    table = UrbanWar(client)
    table.orders()
    table.step("initiative", {})
    table.step("command-test", {"model": "r1"})
    table.reveal()
    assert table.verify()["ok"]
    r = redis.Redis.from_url(redis_url)
    key = f"referee:{{{table.id}}}:log"
    entry = json.loads(r.lindex(key, 2))
    entry["rolls"][1]["value"] = entry["rolls"][1]["value"] % 10 + 1
    r.lset(key, 2, json.dumps(entry))
    result = table.verify()
    assert not result["ok"]
    assert result["first_mismatch"]["index"] == 2
    assert result["first_mismatch"]["step"] == "command_test"
    assert result["first_mismatch"]["field"] == "rolls.1"


def test_verify_needs_a_revealed_encounter(client):
    table = UrbanWar(client)
    assert_problem(client.get(f"/v1/encounters/{table.id}/verify"), 409, "revealed")


def test_gm_corrections_are_logged(client):
    table = UrbanWar(client)
    auth = table.auth(table.gm)
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/models", json=model("r9", "red"), headers=auth
    )
    assert r.status_code == 200 and table.state["models"]["r9"]["in_play"]
    r = client.put(
        f"/v1/encounters/{table.id}/urban-war/models/r9",
        json=model("r9", "red", wounds_max=3, wounds=2),
        headers=auth,
    )
    assert r.status_code == 200 and table.state["models"]["r9"]["wounds"] == 2
    r = client.delete(f"/v1/encounters/{table.id}/urban-war/models/r9", headers=auth)
    assert r.status_code == 200 and "r9" not in table.state["models"]
    assert [e["step"] for e in table.log()] == ["gm.add_model", "gm.edit_model", "gm.remove_model"]
    assert_problem(
        client.post(
            f"/v1/encounters/{table.id}/urban-war/models", json=model("r1", "red"), headers=auth
        ),
        422,
        "already a model",
    )


def test_limits_models_and_log(redis_url):
    settings = Settings(
        redis_url=redis_url,
        redis_embedded=False,
        redis_timeout_s=2.0,
        max_body_bytes=512 * 1024,
        max_models=4,
        max_log_entries=3,
    )
    client = create_app(settings).test_client()
    r = client.post("/v1/encounters", json={"system": "urban-war", "models": roster(3)})
    assert_problem(r, 422, "at most 4 models")
    table = UrbanWar(client, models=roster(2))
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/models",
        json=model("r9", "red"),
        headers=table.auth(table.gm),
    )
    assert_problem(r, 409, "at most 4 models")
    table.orders()  # log entry 0
    table.step("initiative", {})  # 1
    table.step("command-test", {"model": "r1"})  # 2
    assert_problem(table.step("command-test", {"model": "r1"}, expect=None), 409, "log is full")


def test_revealed_encounter_takes_no_steps(client):
    table = UrbanWar(client)
    table.reveal()
    assert_problem(
        table.step("orders", {"orders": {}}, table.sides["red"], expect=None), 409, "revealed"
    )


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"system": "urban-war", "models": [model("a", "red")]}, "models"),
        ({"system": "urban-war", "models": roster(1) + [model("r1", "red")]}, "models"),
        ({"system": "chess", "models": []}, "system"),
        (
            {
                "system": "urban-war",
                "models": [model("a", "red"), model("b", "blue"), model("c", "green")],
            },
            "models",
        ),
    ],
)
def test_bad_rosters(client, payload, field):
    r = client.post("/v1/encounters", json=payload)
    assert r.status_code == 422 and field in r.get_json()["errors"], r.data


def test_odds_on_an_encounter_step(client):
    table = UrbanWar(client)
    table.orders()
    r = table.step("initiative?odds=true", {})
    assert r.get_json()["odds"]["events"], r.get_json()
    plain = table.step("command-test", {"model": "r1"}).get_json()
    assert "odds" not in plain
    with_odds = table.step("command-test?odds=true", {"model": "r1"}).get_json()
    odds = with_odds["odds"]
    passed = next(e for e in odds["events"] if e["name"] == "passed")
    assert 0 < passed["probability"] < 1 and passed["occurred"] == with_odds["outcome"]["passed"]
    assert_problem(table.step("command-test?odds=maybe", {"model": "r1"}, expect=None), 400, "odds")
    # A turn event rolls nothing: its odds are null.
    state = table.state
    if state["activation"] is None and state["active_player"]:
        player = state["active_player"]
        mid = next(
            m for m, v in state["models"].items() if v["side"] == player and not v["activated"]
        )
        table.step("activate?odds=true", {"model": mid}, table.sides[player])
