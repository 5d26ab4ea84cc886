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
from httpx_sse import aconnect_sse

from referee.store.embedded import EmbeddedRedis, free_port
from tests.support.sse import as_logged

from ..support.live_encounters import Follower, create, log, step
from ..support.servers import LiveServer

pytestmark = pytest.mark.e2e


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
            assert [as_logged(e.json()) for e in got[:-1]] == entries
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
        assert [as_logged(e.json()) for e in resumed.entries()] == log(server.url, eid)[3:]
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
