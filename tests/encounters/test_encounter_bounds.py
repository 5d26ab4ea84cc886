"""An encounter's size and life are bounded (issue 32): its log in entries and in bytes, each
refused before any die is drawn, and an expiry a game master can reason about (renewed by
each change up to a maximum age after the creation, shown as `expires_at`)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import orjson
import pytest
import redis

from referee.app import create_app
from referee.encounters.service import ENTRY_ROOM
from tests.support.draws import counting_draws
from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, model

BIG = {"expression": "90d1000e>1", "label": "a flood"}


def roster():
    return [model("r1", "red"), model("b1", "blue")]


@pytest.fixture
def bounded(settings):
    def make(**limits):
        return create_app(dataclasses.replace(settings, **limits)).test_client()

    return make


def test_the_log_is_bounded_in_bytes_before_any_die(bounded, monkeypatch):
    """40 free rolls of `90d1000e>1` stored about 217 KB each, without end: now the log stops
    where one more step could pass the limit, and the refusal draws nothing."""
    limit = ENTRY_ROOM + 600_000
    client = bounded(max_encounter_bytes=limit)
    fight = UrbanWar(client, models=roster())
    logged = 0
    with counting_draws(monkeypatch) as draws:
        while True:
            draws.reset()
            r = client.post(fight.url("/roll"), json=BIG, headers=fight.auth(fight.gm))
            if r.status_code != 200:
                break
            logged += 1
            assert logged < 40, "the log was never bounded"
        body = assert_problem(r, 413, "reveal it and start a new one")
        assert body["code"] == "encounter_too_large"
        assert draws.count == 0
    doc = fight.get()
    assert doc["log_length"] == logged >= 2
    # Each step came with room for the most a step can log, so the log stays within it.
    assert limit - ENTRY_ROOM < doc["log_bytes"] <= limit
    # What it counts is what the log holds, byte for byte.
    store = client.application.extensions["referee.encounters"].store
    raw = store.client.lrange(f"referee:{{{fight.id}}}:log", 0, -1)
    assert doc["log_bytes"] == sum(len(entry) for entry in raw)
    # Steps of the game are refused alike; the reveal still closes it, and it verifies.
    fight.step("command-test", {"model": "r1"}, expect=413)
    fight.reveal()
    assert fight.verify()["ok"] is True


def test_the_log_is_bounded_in_entries_before_any_die(bounded, monkeypatch):
    client = bounded(max_log_entries=3)
    fight = UrbanWar(client, models=roster())
    for _ in range(3):
        fight.free_roll({"expression": "1d6", "label": "x"})
    with counting_draws(monkeypatch) as draws:
        r = client.post(
            fight.url("/roll"),
            json={"expression": "1d6", "label": "x"},
            headers=fight.auth(fight.gm),
        )
        assert_problem(r, 409, "log is full (3 entries)", code="log_full")
        assert draws.count == 0
    assert fight.get()["log_length"] == 3
    fight.reveal()


def _at(text: str) -> float:
    return datetime.fromisoformat(text).timestamp()


def test_the_expiry_is_renewed_by_changes_up_to_a_maximum_age(bounded, redis_url):
    """TTL 1000 s renewed by each change, but never past 1500 s after the creation: after a
    change 600 s after creation, it expires 1500 s after creation, not 1600."""
    client = bounded(encounter_ttl_s=1000, encounter_max_age_s=1500)
    fight = UrbanWar(client, models=roster())
    created = _at(fight.created["encounter"]["created_at"])
    assert abs(_at(fight.created["encounter"]["expires_at"]) - (created + 1000)) <= 2
    assert abs(_at(fight.get()["expires_at"]) - (created + 1000)) <= 2
    # Make the encounter 600 s old, as if created then (its creation time is in its document).
    admin = redis.Redis.from_url(redis_url)
    try:
        key = f"referee:{{{fight.id}}}:doc"
        doc = orjson.loads(admin.hget(key, "body"))
        earlier = datetime.fromtimestamp(created - 600, UTC).isoformat(timespec="milliseconds")
        admin.hset(key, "body", orjson.dumps({**doc, "created_at": earlier}))
        fight.free_roll({"expression": "1d6", "label": "x"})
        expected = created - 600 + 1500
        assert abs(_at(fight.get()["expires_at"]) - expected) <= 2
        for part in ("doc", "log", "secret"):
            ttl = admin.ttl(f"referee:{{{fight.id}}}:{part}")
            assert 900 - 2 <= ttl <= 900, (part, ttl)
    finally:
        admin.close()
