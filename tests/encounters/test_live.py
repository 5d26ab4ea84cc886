"""Live updates (GET /v1/encounters/{id}/events) in one process, on the suite's real Redis:
what a subscriber sees, in which order, and how it resumes (docs/encounters.md, Live
updates). Live gunicorn servers, several replicas and a Redis restart: tests/e2e/test_live.py.
"""

from __future__ import annotations

import dataclasses
import threading
import time

import pytest

from referee.app import create_app
from tests.support.sse import Listener, parse
from tests.support.urban_war import UrbanWar, model

ORDERS = {"red": {"r1": "snap_fire", "r2": "overwatch"}, "blue": {"b1": "overwatch"}}


@pytest.fixture(scope="module")
def live_app(settings):
    return create_app(dataclasses.replace(settings, events_heartbeat_s=0.3))


@pytest.fixture
def live(live_app):
    return live_app.test_client()


def roster():
    return [model("r1", "red"), model("r2", "red"), model("b1", "blue")]


def as_logged(events) -> list[dict]:
    """The entries of entry events as the log holds them: each event adds `head_hash`, the
    entry's own hash, which must be the next entry's `prev_hash` (docs/encounters.md)."""
    entries = [{k: v for k, v in e.data.items() if k != "head_hash"} for e in events]
    heads = [e.data["head_hash"] for e in events]
    assert [e["prev_hash"] for e in entries[1:]] == heads[:-1]
    return entries


def wait_for(listener: Listener, count: int, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while len(listener.events()) < count:
        assert time.monotonic() < deadline, listener.text[-800:]
        time.sleep(0.02)


def test_each_step_as_it_happens_then_the_reveal_ends_the_stream(live):
    table = UrbanWar(live, models=roster())
    listener = Listener(live, f"/v1/encounters/{table.id}/events")
    assert listener.status == 200
    assert listener.response.headers["Content-Type"].startswith("text/event-stream")
    table.step("orders", {"orders": ORDERS["red"]}, table.sides["red"], expect=202)
    wait_for(listener, 1)
    table.step("orders", {"orders": ORDERS["blue"]}, table.sides["blue"])
    table.step("initiative", {})
    edited = model("r2", "red", wounds_max=2)
    r = live.put(
        f"/v1/encounters/{table.id}/urban-war/models/r2", json=edited, headers=table.auth(table.gm)
    )
    assert r.status_code == 200, r.data
    wait_for(listener, 4)
    revealed = table.reveal()
    events = listener.wait_ended()
    log = table.log()  # after the reveal: the sealed orders are shown now
    assert [(e.event, e.id) for e in events] == [
        ("sealed", None),
        ("orders", 0),
        ("initiative", 1),
        ("corrected", 2),
        ("revealed", None),
    ]
    created = table.created["encounter"]
    assert events[0].data == {
        "step": "orders",
        "submitted": ["red"],
        "waiting_for": ["blue"],
        "head_hash": created["seed_commitment"],  # nothing logged yet: the chain's start
    }
    # Each entry as GET .../log showed it then: the orders sealed, the rest as logged.
    assert events[1].data["params"] == {"parts": {"red": "sealed", "blue": "sealed"}}
    assert events[1].data["hidden"] == {"parts": "sealed"}
    assert log[0]["hidden"]["parts"] == {side: {"orders": o} for side, o in ORDERS.items()}
    assert as_logged(events[1:4])[1:] == log[1:3]
    assert events[3].data["head_hash"] == revealed["head_hash"] == table.get()["head_hash"]
    assert events[3].data["step"] == "gm.edit_model"
    assert events[4].data == revealed
    assert "retry" in parse(listener.text)[2]


def test_a_part_sealed_while_the_stream_starts_is_told_once(live):
    """The stream is open (subscribed, its document read) but has sent nothing when red's
    part arrives: it both finds red's part waiting and is notified of it, and says so once."""
    table = UrbanWar(live, models=roster())
    response = live.get(f"/v1/encounters/{table.id}/events", buffered=False)
    table.step("orders", {"orders": ORDERS["red"]}, table.sides["red"], expect=202)
    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.extend(response.response), daemon=True)
    reader.start()
    table.step("orders", {"orders": ORDERS["blue"]}, table.sides["blue"])
    table.reveal()
    reader.join(10)
    events = parse(b"".join(chunks).decode())[0]
    assert [(e.event, e.id) for e in events] == [
        ("sealed", None),
        ("orders", 0),
        ("revealed", None),
    ]


def test_no_subscriber_sees_sealed_content_before_the_reveal(live):
    table = UrbanWar(live, models=roster())
    listeners = {
        who: Listener(live, f"/v1/encounters/{table.id}/events", table.auth(token))
        for who, token in [("anonymous", None), *table.sides.items()]
        if token is not None or who == "anonymous"
    }
    listeners["gm"] = Listener(live, f"/v1/encounters/{table.id}/events", table.auth(table.gm))
    table.step("orders", {"orders": ORDERS["red"]}, table.sides["red"], expect=202)
    table.step("orders", {"orders": ORDERS["blue"]}, table.sides["blue"])
    for listener in listeners.values():
        wait_for(listener, 2)
    texts = {who: listener.text for who, listener in listeners.items()}
    table.reveal()
    seen = {who: listener.wait_ended() for who, listener in listeners.items()}
    for who, events in seen.items():
        assert [e.event for e in events] == ["sealed", "orders", "revealed"], who
        # Before the reveal no reader, not even the side that gave it, sees an order.
        assert "snap_fire" not in texts[who] and "overwatch" not in texts[who], who
        assert events == seen["anonymous"], who


def test_resume_after_an_index_with_no_gap_and_no_repeat(live):
    table = UrbanWar(live, models=roster())
    for _ in range(5):
        r = live.put(
            f"/v1/encounters/{table.id}/urban-war/models/r2",
            json=model("r2", "red", wounds_max=2),
            headers=table.auth(table.gm),
        )
        assert r.status_code == 200
    table.reveal()
    path = f"/v1/encounters/{table.id}/events"
    whole = Listener(live, path).wait_ended()
    assert [e.id for e in whole] == [0, 1, 2, 3, 4, None]
    # ?after=N and Last-Event-ID: N both resume at N+1; Last-Event-ID (what a reconnecting
    # EventSource sends, with the URL it first used) wins over ?after.
    assert [e.id for e in Listener(live, f"{path}?after=2").wait_ended()] == [3, 4, None]
    resumed = Listener(live, f"{path}?after=0", {"Last-Event-ID": "3"}).wait_ended()
    assert [e.id for e in resumed] == [4, None]
    assert [e.data for e in resumed] == [e.data for e in whole[4:]]
    assert [e.id for e in Listener(live, f"{path}?after=4").wait_ended()] == [None]


def test_several_writers_every_subscriber_gets_every_entry_once_in_order(live):
    table = UrbanWar(live, models=roster())
    listeners = [Listener(live, f"/v1/encounters/{table.id}/events") for _ in range(4)]
    errors = []

    def writer(n):
        for i in range(8):
            body = model("r2", "red", wounds_max=2, command=1 + (n + i) % 10)
            r = live.put(
                f"/v1/encounters/{table.id}/urban-war/models/r2",
                json=body,
                headers=table.auth(table.gm),
            )
            if r.status_code != 200:
                errors.append(r.data)

    writers = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in writers:
        t.start()
    for t in writers:
        t.join()
    assert not errors
    for listener in listeners:
        wait_for(listener, 32)
    table.reveal()
    log = table.log()
    for listener in listeners:
        events = listener.wait_ended()
        assert [e.id for e in events[:-1]] == list(range(32))
        assert as_logged(events[:-1]) == log
        assert events[-1].event == "revealed"


def test_idle_stream_has_heartbeats_and_reads_the_log_again(live, live_app):
    table = UrbanWar(live, models=roster())
    listener = Listener(live, f"/v1/encounters/{table.id}/events")
    time.sleep(0.8)
    # A change whose notice never came (written around the service) still arrives: each
    # heartbeat reads the log again.
    store = live_app.extensions["referee.encounters"].store
    version, doc = store.read(table.id)
    entry = {
        "index": 0,
        "step": "gm.note",
        "role": "gm",
        "time": "t",
        "params": {},
        "bound": None,
        "rolls": [],
        "outcome": {},
        "changes": [],
    }
    assert (
        store.commit(
            table.id, version, {**doc, "version": version + 1, "log_length": 1}, entry
        ).status
        == "ok"
    )
    wait_for(listener, 1)
    assert parse(listener.text)[1] >= 2
    table.reveal()
    events = listener.wait_ended()
    assert [(e.event, e.id) for e in events] == [("corrected", 0), ("revealed", None)]


def test_unknown_encounter_and_bad_last_event_id_are_problems(live):
    r = live.get("/v1/encounters/0123456789abcdef0123456789abcdef/events")
    assert r.status_code == 404 and r.mimetype == "application/problem+json"
    table = UrbanWar(live, models=roster())
    r = live.get(f"/v1/encounters/{table.id}/events", headers={"Last-Event-ID": "x1"})
    assert r.status_code == 400 and r.get_json()["code"] == "bad_last_event_id"
    r = live.get(f"/v1/encounters/{table.id}/events?after=-2")
    assert r.status_code == 422


def test_a_lost_notice_connection_makes_subscribers_read_the_log_again(settings, redis_url):
    """redis-py reconnects a dropped pub/sub connection and subscribes again by itself;
    notices published in between are lost, so each subscription is told to read the log
    again (RESYNC) instead of waiting for them."""
    import redis

    from referee.store.connection import connect
    from referee.store.notify import Hub, Subscription, channel_of

    hub = Hub(connect(settings))
    encounter_id = "5" * 32
    subscription = hub.join(encounter_id, 5)
    admin = redis.Redis.from_url(redis_url)
    try:
        admin.publish(channel_of(encounter_id), b'{"at": 1}')
        assert subscription.next(5) == {"at": 1}
        assert admin.client_kill_filter(_type="pubsub") >= 1
        assert subscription.next(5) is Subscription.RESYNC
        admin.publish(channel_of(encounter_id), b'{"at": 2}')
        assert subscription.next(5) == {"at": 2}
    finally:
        subscription.close()
        admin.close()


def test_a_stream_never_read_ends_its_subscription(live, live_app):
    """A HEAD request, or a client gone before the first event, leaves no subscriber."""
    hub = live_app.extensions["referee.encounters"].live.hub
    table = UrbanWar(live, models=roster())
    before = hub.subscribers()
    path = f"/v1/encounters/{table.id}/events"
    head = live.head(path)  # a server closes every response it is done with
    assert head.status_code == 200
    head.close()
    assert hub.subscribers() == before
    unread = live.get(path, buffered=False)
    assert hub.subscribers() == before + 1
    unread.close()
    assert hub.subscribers() == before


def test_a_subscriber_joining_during_a_sealed_round_learns_whom_it_waits_for(live):
    table = UrbanWar(live, models=roster())
    table.step("orders", {"orders": ORDERS["red"]}, table.sides["red"], expect=202)
    late = Listener(live, f"/v1/encounters/{table.id}/events")
    wait_for(late, 1)
    table.step("orders", {"orders": ORDERS["blue"]}, table.sides["blue"])
    wait_for(late, 2)
    table.reveal()
    events = late.wait_ended()
    assert [e.event for e in events] == ["sealed", "orders", "revealed"]
    assert events[0].data == {
        "step": "orders",
        "submitted": ["red"],
        "waiting_for": ["blue"],
        "head_hash": table.created["encounter"]["seed_commitment"],
    }
    assert "snap_fire" not in late.text.split("event: revealed")[0]
