"""REFEREE_RECENT_ENCOUNTERS (opt-in): a step may start from the encounter as this process last
wrote it (store.encounters.Recent).

Two apps on one real Redis stand for two worker processes: each remembers what it wrote,
so each one's copy goes out of date whenever the other steps. Whatever either remembers,
every answer must be the one a fresh read gives.
"""

from __future__ import annotations

import dataclasses

import pytest
import redis

from referee.app import create_app
from referee.config import Settings
from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, model, roster


@pytest.fixture
def two(settings):
    remembering = dataclasses.replace(settings, recent_encounters=1000)
    return create_app(remembering).test_client(), create_app(remembering).test_client()


def _step(client, table, path, body, token=None):
    return client.post(
        f"/v1/encounters/{table.id}/urban-war/{path}",
        json=body,
        headers=table.auth(token or table.gm),
    )


def test_two_processes_taking_turns_keep_one_log(two):
    a, b = two
    table = UrbanWar(a, models=roster(2))
    table.orders()
    version = table.get()["version"]
    # a, b, a, b, ...: each step starts from a copy the other process made stale.
    for n, model_id in enumerate(["r1", "b1", "r2", "b2", "r1", "b1"]):
        client = (a, b)[n % 2]
        r = _step(client, table, "command-test", {"model": model_id})
        assert r.status_code == 200, r.data
        assert r.get_json()["version"] == version + 1
        version = r.get_json()["version"]
    log = table.log()
    assert [e["index"] for e in log] == list(range(len(log)))
    assert [e["params"].get("model") for e in log[-6:]] == ["r1", "b1", "r2", "b2", "r1", "b1"]
    table.reveal()
    assert table.verify()["ok"] is True


def test_a_stale_copy_never_refuses_what_the_encounter_allows(two):
    a, b = two
    table = UrbanWar(a, models=roster(2))
    table.orders()
    assert _step(a, table, "command-test", {"model": "r1"}).status_code == 200  # a remembers
    added = b.post(
        f"/v1/encounters/{table.id}/urban-war/models",
        json=model("r9", "red"),
        headers=table.auth(table.gm),
    )
    assert added.status_code in (200, 201), added.data
    # a's copy has no r9: the step must be worked out again from Redis, not refused.
    r = _step(a, table, "command-test", {"model": "r9"})
    assert r.status_code == 200, r.data
    assert table.log()[-1]["params"]["model"] == "r9"


def test_a_refusal_is_the_encounters_own(two):
    a, b = two
    table = UrbanWar(a, models=roster(2))
    table.orders()
    assert _step(a, table, "command-test", {"model": "r1"}).status_code == 200
    removed = b.delete(
        f"/v1/encounters/{table.id}/urban-war/models/r2", headers=table.auth(table.gm)
    )
    assert removed.status_code in (200, 204), removed.data
    # a's copy still has r2; the encounter does not.
    r = _step(a, table, "command-test", {"model": "r2"})
    assert r.status_code in (404, 409, 422), r.data
    assert "r2" in r.get_json()["detail"]
    versions = [e["index"] for e in table.log()]
    assert versions == list(range(len(versions)))


def test_a_retry_through_the_remembered_copy_is_a_replay(two):
    a, b = two
    table = UrbanWar(a, models=roster(2))
    table.orders()
    headers = {**table.auth(table.gm), "Idempotency-Key": "once"}
    path = f"/v1/encounters/{table.id}/urban-war/command-test"
    first = a.post(path, json={"model": "r1"}, headers=headers)
    assert first.status_code == 200
    length = len(table.log())
    for client in (a, a, b):
        again = client.post(path, json={"model": "r1"}, headers=headers)
        assert again.status_code == 200 and again.get_json() == first.get_json()
    assert len(table.log()) == length


def test_an_expired_encounter_is_gone_whatever_was_remembered(two, redis_url):
    a, _ = two
    table = UrbanWar(a, models=roster(2))
    table.orders()
    assert _step(a, table, "command-test", {"model": "r1"}).status_code == 200
    r = redis.Redis.from_url(redis_url)
    r.delete(*r.keys(f"referee:{{{table.id}}}:*"))
    assert_problem(_step(a, table, "command-test", {"model": "r1"}), 404, "unknown or expired")


def test_by_default_a_process_keeps_nothing_between_requests(redis_url, monkeypatch):
    monkeypatch.delenv("REFEREE_RECENT_ENCOUNTERS", raising=False)
    monkeypatch.setenv("REDIS_URL", redis_url)
    app = create_app(Settings.from_env())
    table = UrbanWar(app.test_client(), models=roster(2))
    table.orders()
    assert _step(app.test_client(), table, "command-test", {"model": "r1"}).status_code == 200
    assert app.extensions["referee.encounters"].store.recent.recall(table.id) is None
