"""REFEREE_RECENT_ENCOUNTERS (on by default): a step may start from the encounter as this
process last wrote it (store.encounters.Recent).

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


def test_by_default_a_process_remembers_and_with_0_it_keeps_nothing(redis_url, monkeypatch):
    monkeypatch.setenv("REDIS_URL", redis_url)
    for setting, kept in ((None, True), ("0", False)):
        if setting is None:
            monkeypatch.delenv("REFEREE_RECENT_ENCOUNTERS", raising=False)
        else:
            monkeypatch.setenv("REFEREE_RECENT_ENCOUNTERS", setting)
        app = create_app(Settings.from_env())
        table = UrbanWar(app.test_client(), models=roster(2))
        table.orders()
        r = _step(app.test_client(), table, "command-test", {"model": "r1"})
        assert r.status_code == 200
        remembered = app.extensions["referee.encounters"].store.recent.recall(table.id)
        assert (remembered is not None) is kept, setting
        if kept:
            assert remembered.version == r.get_json()["version"]


def test_the_copies_are_bounded_in_bytes_as_well_as_in_encounters():
    from referee.store.encounters import Recent

    def doc(size: int) -> bytes:  # a stored document of `size` bytes
        return b'"' + b"x" * (size - 2) + b'"'

    recent = Recent(size=100, max_bytes=4000)
    for n in range(10):
        recent.remember(f"e{n}", 1, doc(900), {"server_seed": "s"}, {})
    # 4 of 900 bytes fit in 4000: the oldest went first.
    assert recent.bytes == 3600
    assert [recent.recall(f"e{n}") is not None for n in range(10)] == [False] * 6 + [True] * 4
    recent.remember("e9", 2, doc(100), {}, {})  # a new version replaces the old copy
    assert recent.bytes == 2800 and recent.recall("e9").version == 2
    recent.remember("huge", 1, doc(1001), {}, {})  # over a quarter: never kept
    assert recent.recall("huge") is None and recent.bytes == 2800
    recent.forget("e8")
    assert recent.bytes == 1900
    nothing = Recent(size=0)
    nothing.remember("e0", 1, doc(10), {}, {})
    assert nothing.recall("e0") is None and nothing.bytes == 0
