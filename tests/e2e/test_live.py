"""Live updates over real HTTP: gunicorn (gevent workers) on a real Redis, read with
httpx-sse. Two replicas on one Redis, a Redis that restarts under a subscriber, and a
bounded capacity run (bench/live.py measures the full figure: 1,000 subscribers)."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import requests
from httpx_sse import aconnect_sse, connect_sse

from referee.store.embedded import EmbeddedRedis, free_port

from ..conftest import LiveServer
from ..support.urban_war import roster

pytestmark = pytest.mark.e2e


def create(url: str) -> tuple[str, dict]:
    r = requests.post(
        f"{url}/v1/encounters", json={"system": "urban-war", "models": roster(2)}, timeout=10
    )
    assert r.status_code == 201, r.text
    body = r.json()
    return body["encounter"]["id"], {"Authorization": f"Bearer {body['gm_token']}"}


def step(url: str, eid: str, headers: dict) -> int:
    r = requests.post(
        f"{url}/v1/encounters/{eid}/urban-war/command-test",
        json={"model": "r1"},
        headers=headers,
        timeout=30,
    )
    assert r.status_code == 200, r.text
    return r.json()["index"]


def log(url: str, eid: str) -> list[dict]:
    return requests.get(f"{url}/v1/encounters/{eid}/log?page_size=1000", timeout=10).json()[
        "entries"
    ]


class Follower:
    """A subscriber in a thread: every event until the stream ends (or `count` entries)."""

    def __init__(self, url: str, eid: str, last_id: int | None = None, count: int | None = None):
        self.events: list = []
        self.ended = False
        self.error: BaseException | None = None
        headers = {} if last_id is None else {"Last-Event-ID": str(last_id)}
        self.connected = threading.Event()

        def run():
            try:
                with httpx.Client(timeout=httpx.Timeout(30, read=60)) as client:
                    with connect_sse(
                        client, "GET", f"{url}/v1/encounters/{eid}/events", headers=headers
                    ) as source:
                        source.response.raise_for_status()
                        self.connected.set()
                        for event in source.iter_sse():
                            if not event.data:
                                continue  # httpx-sse hands out the `retry:` line alone too
                            self.events.append(event)
                            if count is not None and len(self.entries()) >= count:
                                return
                self.ended = True
            except BaseException as error:  # noqa: BLE001 - the test reads it
                self.error = error
            finally:
                self.connected.set()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        assert self.connected.wait(30)

    def entries(self) -> list:
        # An event without an `id:` line reports the last id seen (the SSE rules): the
        # entries are the events that are neither `sealed` nor `revealed`.
        return [e for e in self.events if e.event not in ("sealed", "revealed")]

    def join(self, timeout: float = 60) -> Follower:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the stream did not end"
        assert self.error is None, repr(self.error)
        return self


def test_a_stream_on_one_replica_sees_steps_taken_through_the_other(live_server, redis_url):
    second = LiveServer({"REDIS_URL": redis_url}).start()
    try:
        eid, gm = create(live_server.url)
        followers = [Follower(server.url, eid) for server in (live_server, second) * 2]
        servers = [live_server.url, second.url]
        # Several writers through both replicas at once.
        with ThreadPoolExecutor(6) as pool:
            indexes = list(pool.map(lambda i: step(servers[i % 2], eid, gm), range(40)))
        assert sorted(indexes) == list(range(40))
        r = requests.post(f"{second.url}/v1/encounters/{eid}/reveal", headers=gm, timeout=10)
        assert r.status_code == 200
        entries = log(live_server.url, eid)
        for follower in followers:
            follower.join()
            got = follower.events
            assert [int(e.id) for e in got[:-1]] == list(range(40))
            assert [e.event for e in got[:-1]] == ["command_test"] * 40
            assert [e.json() for e in got[:-1]] == entries
            assert got[-1].event == "revealed" and got[-1].json() == r.json()
    finally:
        second.stop()


def test_redis_restart_ends_the_stream_and_the_resume_loses_nothing():
    store = EmbeddedRedis(port=free_port(), persist=True).start()
    server = LiveServer({"REDIS_URL": store.url, "REFEREE_REDIS_TIMEOUT": "0.5"}).start()
    try:
        eid, gm = create(server.url)
        follower = Follower(server.url, eid)
        for _ in range(3):
            step(server.url, eid, gm)
        deadline = time.monotonic() + 10
        while len(follower.entries()) < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
        store.kill()
        # The stream ends cleanly (no hang, no error): the client resumes from its last id.
        follower.join(15)
        assert follower.ended
        last = int(follower.entries()[-1].id)
        assert last == 2
        # While Redis is down, a new subscription is refused with a retry hint.
        down = requests.get(f"{server.url}/v1/encounters/{eid}/events", timeout=15)
        assert down.status_code == 503 and down.headers.get("Retry-After")
        store.start()
        for _ in range(2):
            step(server.url, eid, gm)
        resumed = Follower(server.url, eid, last_id=last)
        step(server.url, eid, gm)
        requests.post(f"{server.url}/v1/encounters/{eid}/reveal", headers=gm, timeout=10)
        resumed.join()
        ids = [int(e.id) for e in follower.entries() + resumed.entries()]
        assert ids == list(range(6))
        assert [e.json() for e in resumed.entries()] == log(server.url, eid)[3:]
    finally:
        server.stop()
        store.stop()


async def _subscribe_all(url: str, eids: list[str], per: int, expected: int) -> list[list[int]]:
    limits = httpx.Limits(max_connections=len(eids) * per + 10)
    async with httpx.AsyncClient(timeout=httpx.Timeout(60, read=120), limits=limits) as client:
        ready = asyncio.Event()
        opened = 0

        async def one(eid: str) -> list[int]:
            nonlocal opened
            ids = []
            async with aconnect_sse(client, "GET", f"{url}/v1/encounters/{eid}/events") as src:
                src.response.raise_for_status()
                opened += 1
                if opened == len(eids) * per:
                    ready.set()
                async for event in src.aiter_sse():
                    if event.event == "revealed":
                        return ids
                    if event.data:
                        ids.append(int(event.id))
            return ids

        tasks = [asyncio.create_task(one(e)) for e in eids for _ in range(per)]
        await asyncio.wait_for(ready.wait(), 60)
        yield_ready.set()
        return await asyncio.wait_for(asyncio.gather(*tasks), 240)


yield_ready = threading.Event()


def test_100_subscribers_on_10_encounters_get_every_step_in_order(live_server):
    """Bounded capacity: 100 open streams on 2 workers (a gthread worker would need 100
    threads); steps keep their latency, and each subscriber gets every entry once, in order."""
    url = live_server.url
    encounters = [create(url) for _ in range(10)]
    steps_each = 12
    yield_ready.clear()
    result: dict = {}

    def subscribers():
        result["ids"] = asyncio.run(
            _subscribe_all(url, [eid for eid, _ in encounters], 10, steps_each)
        )

    thread = threading.Thread(target=subscribers)
    thread.start()
    assert yield_ready.wait(60), "the 100 streams did not open"
    latencies = []

    def play(pair):
        eid, gm = pair
        for _ in range(steps_each):
            started = time.monotonic()
            step(url, eid, gm)
            latencies.append(time.monotonic() - started)
        r = requests.post(f"{url}/v1/encounters/{eid}/reveal", headers=gm, timeout=10)
        assert r.status_code == 200

    with ThreadPoolExecutor(5) as pool:
        list(pool.map(play, encounters))
    thread.join(240)
    assert not thread.is_alive()
    assert result["ids"] == [list(range(steps_each))] * 100
    latencies.sort()
    # Generous on a shared 2-core machine: no step waits behind the idle streams.
    assert latencies[int(len(latencies) * 0.99) - 1] < 2.0, latencies[-5:]
