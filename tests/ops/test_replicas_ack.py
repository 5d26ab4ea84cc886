"""REFEREE_MIN_REPLICAS_ACK: an answer to a change is given only once the replicas hold the
change, against a real primary and a real replica (two redis-servers started here).

The replica is stopped (SIGSTOP) to stand for one that lags or is cut off: with the option,
the step is then a 503 `not_replicated` with Retry-After, never a 200 that a failover could
take back, and the same request with the same Idempotency-Key gets the change (made once)
when the replica is back. Without the option the answer does not wait: docs/encounters.md
says what a failover can then lose.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import redis

from referee.app import create_app
from referee.config import Settings
from referee.store.embedded import EmbeddedRedis
from tests.support.encounters import Encounter
from tests.support.replicas import COMMAND_TEST, stopped
from tests.support.urban_war import roster


@pytest.fixture(scope="module")
def acked(pair):
    """A client of the app that waits for one replica."""
    return app_on(pair[0], 1).test_client()


@pytest.fixture(scope="module")
def unacked(pair):
    return app_on(pair[0], 0).test_client()


def app_on(primary: EmbeddedRedis, replicas: int):
    settings = Settings(
        redis_url=primary.url,
        redis_embedded=False,
        redis_timeout_s=2.0,
        max_body_bytes=64 * 1024,
    )
    return create_app(replace(settings, min_replicas_ack=replicas, replicas_ack_timeout_ms=300))


def log_length(server: EmbeddedRedis, encounter_id: str) -> int:
    client = redis.Redis.from_url(server.url)
    try:
        return client.llen(f"referee:{{{encounter_id}}}:log")
    finally:
        client.close()


def test_an_acknowledged_step_is_on_the_replica_when_it_is_answered(pair, acked):
    primary, replica = pair
    client = acked
    table = Encounter(client, "urban-war", roster())
    assert log_length(replica, table.id) == 0
    for n in range(1, 4):
        table.step("command-test", COMMAND_TEST, table.gm)
        # Read from the replica at once: an answered step is already there.
        assert log_length(replica, table.id) == n


def test_an_unconfirmed_step_is_a_503_and_its_retry_answers_it_once(pair, acked):
    primary, replica = pair
    client = acked
    table = Encounter(client, "urban-war", roster())
    key = {"Idempotency-Key": "ack-test-1"}
    url = table.url("/urban-war/command-test")
    with stopped(replica):
        r = client.post(url, json=COMMAND_TEST, headers={**table.auth(table.gm), **key})
        assert r.status_code == 503, r.data
        assert r.mimetype == "application/problem+json"
        assert r.get_json()["code"] == "not_replicated"
        assert r.headers["Retry-After"] == "1"
        assert log_length(primary, table.id) == 1  # made, not yet confirmed
        again = client.post(url, json=COMMAND_TEST, headers={**table.auth(table.gm), **key})
        assert again.status_code == 503  # the replay waits for the replicas too
    retried = client.post(url, json=COMMAND_TEST, headers={**table.auth(table.gm), **key})
    assert retried.status_code == 200, retried.data
    assert log_length(primary, table.id) == 1  # the retry rolled nothing new
    assert log_length(replica, table.id) == 1


def test_an_unconfirmed_create_is_a_503(pair, acked):
    primary, replica = pair
    client = acked
    with stopped(replica):
        r = client.post("/v1/encounters", json={"system": "urban-war", "models": roster()})
    assert r.status_code == 503, r.data
    assert r.get_json()["code"] == "not_replicated"


def test_without_the_option_an_answer_does_not_wait_for_the_replica(pair, unacked):
    primary, replica = pair
    client = unacked
    table = Encounter(client, "urban-war", roster())
    with stopped(replica):
        table.step("command-test", COMMAND_TEST, table.gm)
        assert log_length(primary, table.id) == 1
