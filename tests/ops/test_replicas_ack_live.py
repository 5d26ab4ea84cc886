"""REFEREE_MIN_REPLICAS_ACK and the live updates: a subscriber is told a step only once the
replicas hold it, since a change they do not hold could be taken back by a failover (and
its index given to another step); against a real primary and replica, as
tests/ops/test_replicas_ack.py."""

from __future__ import annotations

import time
from dataclasses import replace

from referee.app import create_app
from referee.config import Settings
from tests.support.encounters import Encounter
from tests.support.replicas import COMMAND_TEST, stopped
from tests.support.sse import Listener
from tests.support.urban_war import roster


def test_a_subscriber_is_told_a_step_once_the_replica_holds_it(pair):  # noqa: F811
    primary, replica = pair
    settings = Settings(
        redis_url=primary.url,
        redis_embedded=False,
        redis_timeout_s=2.0,
        max_body_bytes=64 * 1024,
    )
    settings = replace(
        settings, min_replicas_ack=1, replicas_ack_timeout_ms=300, events_heartbeat_s=0.5
    )
    client = create_app(settings).test_client()
    table = Encounter(client, "urban-war", roster())
    listener = Listener(client, f"/v1/encounters/{table.id}/events")
    assert listener.status == 200
    url = table.url("/urban-war/command-test")
    headers = {**table.auth(table.gm), "Idempotency-Key": "live-ack-1"}
    with stopped(replica):
        r = client.post(url, json=COMMAND_TEST, headers=headers)
        assert r.status_code == 503 and r.get_json()["code"] == "not_replicated"
        time.sleep(1.5)  # its notice came, and heartbeats: still nothing told
        assert [e for e in listener.events() if e.event != "sealed"] == []
    retried = client.post(url, json=COMMAND_TEST, headers=headers)
    assert retried.status_code == 200, retried.data
    deadline = time.monotonic() + 10
    while not listener.events():  # told at the next heartbeat (a replay notifies nobody)
        assert time.monotonic() < deadline, listener.text
        time.sleep(0.05)
    table.reveal()
    events = listener.wait_ended()
    assert [(e.event, e.id) for e in events] == [("command_test", 0), ("revealed", None)]
