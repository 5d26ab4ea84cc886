"""Encounters under concurrency and faults: two gunicorn servers on one real Redis, and a
Redis that dies in the middle of steps."""

import json
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis
import requests

from referee.store.embedded import EmbeddedRedis, free_port

from ..support.servers import LiveServer
from ..support.urban_war import model, roster

pytestmark = pytest.mark.e2e


def create(url):
    r = requests.post(
        f"{url}/v1/encounters", json={"system": "urban-war", "models": roster(2)}, timeout=10
    )
    assert r.status_code == 201, r.text
    return r.json()


def apply_changes(state, entries):
    """Replay the log's changes in order; every 'from' must be the value at that point."""
    for entry in entries:
        for change in entry["changes"]:
            *parents, leaf = change["path"].split(".")
            node = state
            for part in parents:
                node = node[part]
            assert node.get(leaf) == change["from"], (entry["index"], change)
            node[leaf] = change["to"]
    return state


def test_200_steps_from_16_threads_on_two_servers(live_server, redis_url):
    second = LiveServer({"REDIS_URL": redis_url}).start()
    try:
        created = create(live_server.url)
        eid, gm = created["encounter"]["id"], created["gm_token"]
        initial = requests.get(f"{live_server.url}/v1/encounters/{eid}", timeout=5).json()["state"]
        servers = [live_server.url, second.url]
        headers = {"Authorization": f"Bearer {gm}"}

        def fire(i):
            url = servers[i % 2]
            if i % 2:
                body = model("r2", "red", wounds_max=20, wounds=1 + i % 20, command=1 + i % 10)
                r = requests.put(
                    f"{url}/v1/encounters/{eid}/urban-war/models/r2",
                    json=body,
                    headers=headers,
                    timeout=60,
                )
            else:
                r = requests.post(
                    f"{url}/v1/encounters/{eid}/urban-war/command-test",
                    json={"model": "r1"},
                    headers=headers,
                    timeout=60,
                )
            return r.status_code

        with ThreadPoolExecutor(16) as pool:
            statuses = list(pool.map(fire, range(200)))
        assert statuses == [200] * 200

        r = requests.get(f"{live_server.url}/v1/encounters/{eid}/log?page_size=1000", timeout=10)
        entries = r.json()["entries"]
        assert len(entries) == 200 and r.json()["total"] == 200
        assert [e["index"] for e in entries] == list(range(200))
        assert (
            sorted(e["step"] for e in entries) == ["command_test"] * 100 + ["gm.edit_model"] * 100
        )
        final = requests.get(f"{second.url}/v1/encounters/{eid}", timeout=5).json()
        assert final["version"] == 201 and final["log_length"] == 200
        assert apply_changes(initial, entries) == final["state"]
    finally:
        second.stop()


def test_redis_dying_mid_step_leaves_each_encounter_before_or_after(tmp_path):
    store = EmbeddedRedis(port=free_port(), persist=True).start()
    server = LiveServer({"REDIS_URL": store.url, "REFEREE_REDIS_TIMEOUT": "0.5"}).start()
    try:
        created = create(server.url)
        eid, gm = created["encounter"]["id"], created["gm_token"]
        headers = {"Authorization": f"Bearer {gm}"}
        step_url = f"{server.url}/v1/encounters/{eid}/urban-war/command-test"
        seen = []
        for _attempt in range(6):
            results = []

            def step(results=results):
                started = time.monotonic()
                r = requests.post(step_url, json={"model": "r1"}, headers=headers, timeout=30)
                results.append(
                    (
                        r.status_code,
                        r.headers.get("content-type"),
                        time.monotonic() - started,
                        r.text,
                    )
                )

            thread = threading.Thread(target=step)
            thread.start()
            time.sleep(random.uniform(0, 0.004))
            store.kill()
            thread.join()
            status, content_type, seconds, text = results[0]
            assert status in (200, 503), text
            if status == 503:
                assert content_type == "application/problem+json"
                assert json.loads(text)["code"] == "store_unavailable"
            assert seconds < 10  # no hang past the configured timeouts
            seen.append(status)
            # While Redis is down every request is a 503, never a 500.
            down = requests.post(step_url, json={"model": "r1"}, headers=headers, timeout=30)
            assert down.status_code == 503 and down.json()["code"] == "store_unavailable"
            assert requests.get(f"{server.url}/readyz", timeout=10).status_code == 503
            store.start()
            client = redis.Redis.from_url(store.url)
            raw = client.hgetall(f"referee:{{{eid}}}:doc")
            doc = json.loads(raw[b"body"])
            length = client.llen(f"referee:{{{eid}}}:log")
            # Fully before or fully after: the document and the log moved together.
            assert doc["log_length"] == length and int(raw[b"version"]) == length + 1
            client.close()
        # The service recovers by itself once Redis is back.
        ok = requests.post(step_url, json={"model": "r1"}, headers=headers, timeout=30)
        assert ok.status_code == 200 and requests.get(f"{server.url}/readyz").status_code == 200
        assert 503 in seen or 200 in seen
    finally:
        server.stop()
        store.stop()


def test_redis_killed_under_load_gives_only_503_and_recovers():
    store = EmbeddedRedis(port=free_port(), persist=True).start()
    server = LiveServer({"REDIS_URL": store.url, "REFEREE_REDIS_TIMEOUT": "0.5"}).start()
    try:
        created = create(server.url)
        eid, gm = created["encounter"]["id"], created["gm_token"]
        headers = {"Authorization": f"Bearer {gm}"}
        urls = [
            f"{server.url}/v1/encounters/{eid}/urban-war/command-test",
            f"{server.url}/v1/urban-war/command-test",
        ]
        stop = threading.Event()
        seen: list[tuple[int, float, str]] = []

        def load(i):
            while not stop.is_set():
                started = time.monotonic()
                url = urls[i % 2]
                body = {"model": "r1"} if i % 2 == 0 else {"command": 4}
                r = requests.post(url, json=body, headers=headers, timeout=30)
                seen.append(
                    (r.status_code, time.monotonic() - started, r.headers.get("content-type", ""))
                )

        threads = [threading.Thread(target=load, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        time.sleep(1.0)
        store.kill()
        time.sleep(1.5)
        store.start()
        time.sleep(1.5)
        stop.set()
        for t in threads:
            t.join()
        statuses = {s for s, _, _ in seen}
        assert statuses <= {200, 503}, statuses
        assert 503 in statuses and 200 in statuses
        assert all(ct == "application/problem+json" for s, _, ct in seen if s == 503)
        assert max(seconds for _, seconds, _ in seen) < 10
        # Recovered without a restart, and the encounter is whole.
        ok = requests.post(urls[0], json={"model": "r1"}, headers=headers, timeout=10)
        assert ok.status_code == 200
        client = redis.Redis.from_url(store.url)
        raw = client.hgetall(f"referee:{{{eid}}}:doc")
        length = client.llen(f"referee:{{{eid}}}:log")
        assert json.loads(raw[b"body"])["log_length"] == length == int(raw[b"version"]) - 1
        client.close()
    finally:
        server.stop()
        store.stop()
