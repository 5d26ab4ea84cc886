"""Live-update streams cannot starve the service (issue 32): caps per client and per
encounter that hold across workers (two apps on one Redis stand for two gunicorn workers),
a cap per worker, slots given back when a stream ends, and an encounter that expires under an
open stream ends it with an `expired` event. Over real gunicorn (a client that goes away,
/healthz under many streams): tests/e2e/test_live_limits.py.
"""

from __future__ import annotations

import dataclasses
import secrets
import time

import redis

from referee.app import create_app
from tests.support.problems import assert_problem
from tests.support.sse import Listener
from tests.support.urban_war import UrbanWar, model


def roster():
    return [model("r1", "red"), model("b1", "blue")]


def worker(settings, key: str, **caps):
    """One app (one worker) whose only API key is `key`: the client it counts is that key,
    not the address every test shares."""
    return create_app(
        dataclasses.replace(settings, api_keys=key, events_heartbeat_s=0.3, **caps)
    ).test_client()


def stream(client, encounter_id: str, key: str, expect: int = 200):
    r = client.get(
        f"/v1/encounters/{encounter_id}/events", headers={"X-API-Key": key}, buffered=False
    )
    assert r.status_code == expect, r.get_data(as_text=True) if expect != 200 else ""
    return r


def encounter(client, key: str) -> UrbanWar:
    client.environ_base["HTTP_X_API_KEY"] = key
    return UrbanWar(client, models=roster())


def test_a_client_holds_at_most_its_cap_of_streams_on_every_worker_together(settings):
    key = secrets.token_hex(8)
    one, two = (worker(settings, key, events_per_client=3) for _ in range(2))
    a, b = encounter(one, key), encounter(one, key)
    open_ = [stream(one, a.id, key), stream(two, b.id, key), stream(two, a.id, key)]
    # The fourth, on either worker and either encounter, is refused before it starts.
    for client, fight in ((one, b), (two, a)):
        refused = stream(client, fight.id, key, expect=429)
        body = assert_problem(refused, 429, "3 live-update streams open already")
        assert body["code"] == "too_many_streams"
        assert 1 <= int(refused.headers["Retry-After"]) <= 30
    # A stream that ends gives its slot back at once.
    open_.pop().close()
    open_.append(stream(one, b.id, key))
    for r in open_:
        r.close()


def test_an_encounter_holds_at_most_its_cap_of_streams(settings):
    keys = [secrets.token_hex(8) for _ in range(3)]
    key = ",".join(keys)
    one, two = (worker(settings, key, events_per_encounter=2) for _ in range(2))
    fight, other = encounter(one, keys[0]), encounter(one, keys[0])
    held = [stream(one, fight.id, keys[0]), stream(two, fight.id, keys[1])]
    refused = stream(two, fight.id, keys[2], expect=429)
    assert "has 2 live-update streams open already" in refused.get_json()["detail"]
    stream(one, other.id, keys[2]).close()  # another encounter has its own slots
    held.pop(0).close()
    held.append(stream(two, fight.id, keys[2]))
    for r in held:
        r.close()


def test_a_worker_keeps_slots_for_its_other_requests(settings):
    key = secrets.token_hex(8)
    busy = worker(settings, key, events_per_worker=2)
    fight = encounter(busy, key)
    held = [stream(busy, fight.id, key) for _ in range(2)]
    refused = stream(busy, fight.id, key, expect=503)
    assert refused.get_json()["code"] == "streams_busy" and refused.headers["Retry-After"]
    # The worker still answers everything else, and another worker takes the stream.
    assert busy.get("/healthz").status_code == 200
    assert busy.get(f"/v1/encounters/{fight.id}").status_code == 200
    stream(worker(settings, key), fight.id, key).close()
    for r in held:
        r.close()
    stream(busy, fight.id, key).close()


def test_an_unknown_encounter_takes_no_slot(settings):
    key = secrets.token_hex(8)
    client = worker(settings, key, events_per_client=1)
    for _ in range(3):
        stream(client, "0123456789abcdef0123456789abcdef", key, expect=404)
    fight = encounter(client, key)
    stream(client, fight.id, key).close()


def test_a_lease_whose_worker_died_lapses_by_itself(settings, redis_url):
    """A worker killed with its streams open never releases their slots: they lapse after
    the lease's time (renewed while a stream lives)."""
    key = secrets.token_hex(8)
    short = {"events_per_client": 1, "events_lease_s": 0.6, "events_poll_s": 0.1}
    dead, alive = worker(settings, key, **short), worker(settings, key, **short)
    fight = encounter(dead, key)
    lost = stream(dead, fight.id, key)  # never closed nor read: like a worker that died
    stream(alive, fight.id, key, expect=429)
    time.sleep(1.0)
    # Nobody renewed it (an unread stream does not run): it lapsed.
    stream(alive, fight.id, key).close()
    lost.close()


def test_an_open_stream_is_renewed_and_keeps_its_slot(settings):
    key = secrets.token_hex(8)
    short = {"events_per_client": 1, "events_lease_s": 0.6, "events_poll_s": 0.05}
    client = worker(settings, key, **short)
    fight = encounter(client, key)
    listener = Listener(client, f"/v1/encounters/{fight.id}/events", {"X-API-Key": key})
    assert listener.status == 200
    time.sleep(1.5)  # more than twice the lease: renewed while it is read
    stream(client, fight.id, key, expect=429)
    fight.reveal()
    listener.wait_ended()
    stream(client, fight.id, key).close()


def test_an_encounter_that_expires_under_a_stream_ends_it_with_an_expired_event(
    settings, redis_url
):
    key = secrets.token_hex(8)
    client = worker(settings, key)
    fight = encounter(client, key)
    fight.step("orders", {"orders": {"r1": "snap_fire"}}, fight.sides["red"], expect=202)
    listener = Listener(client, f"/v1/encounters/{fight.id}/events", {"X-API-Key": key})
    assert listener.status == 200
    admin = redis.Redis.from_url(redis_url)
    try:
        # What the TTL does when it runs out: every key of the encounter goes.
        admin.delete(*admin.keys(f"referee:{{{fight.id}}}:*"))
    finally:
        admin.close()
    events = listener.wait_ended(10)
    assert events[-1].event == "expired"
    assert events[-1].data["encounter_id"] == fight.id
    assert "unknown or expired" in events[-1].data["detail"]
    stream(client, fight.id, key, expect=404)


def test_the_entries_a_worker_keeps_for_its_streams_are_bounded_in_bytes(settings):
    """Issue 32: two streams on an encounter of large entries made each worker grow by
    hundreds of MB; the cache of recent entries is bounded in bytes, whatever the count."""
    key = secrets.token_hex(8)
    budget = 200_000
    app = create_app(dataclasses.replace(settings, api_keys=key, events_cache_bytes=budget))
    client = app.test_client()
    fight = encounter(client, key)
    service = app.extensions["referee.encounters"]
    store = service.store
    padding = "x" * 30_000  # each entry ~30 KB: 40 of them are 1.2 MB, six times the budget
    for index in range(40):
        version, doc = store.read(fight.id)
        entry = {"index": index, "step": "gm.note", "role": "gm", "time": "t", "params": {}}
        entry.update({"bound": {"note": padding}, "rolls": [], "outcome": {}, "changes": []})
        new = {**doc, "version": version + 1, "log_length": index + 1}
        assert store.commit(fight.id, version, new, entry).status == "ok"
    listeners = [
        Listener(client, f"/v1/encounters/{fight.id}/events", {"X-API-Key": key}) for _ in range(2)
    ]
    deadline = time.monotonic() + 20
    while any(len(listener.events()) < 40 for listener in listeners):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    cache = service.live.cache
    assert 0 < cache.bytes <= budget
    assert [e.id for e in listeners[0].events()] == list(range(40))
    fight.reveal()
    for listener in listeners:
        listener.wait_ended()
    assert cache.bytes == 0  # nobody streams it any more: its entries went


def test_a_waiting_long_poll_counts_as_a_stream_and_a_quick_one_does_not(settings):
    """GET .../log?after=N&wait=S holds a connection while it waits, as a stream does: with
    the client's streams all open, a waiting poll is refused (429) before it waits; a poll
    that does not wait (wait=0) holds nothing and is answered."""
    key = secrets.token_hex(8)
    one = worker(settings, key, events_per_client=1)
    fight = encounter(one, key)
    held = stream(one, fight.id, key)
    url = f"/v1/encounters/{fight.id}/log?after=-1"
    waiting = one.get(f"{url}&wait=2", headers={"X-API-Key": key})
    body = assert_problem(waiting, 429, "1 live-update streams open already")
    assert body["code"] == "too_many_streams"
    assert one.get(f"{url}&wait=0", headers={"X-API-Key": key}).status_code == 200
    held.close()
    # The slot is back: the waiting poll is answered (the log is empty: after its wait).
    assert one.get(f"{url}&wait=1", headers={"X-API-Key": key}).status_code == 200
