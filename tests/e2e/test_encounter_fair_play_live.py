"""Fair play under races and faults (issue 12 findings 1 and 2), through gunicorn on a real
Redis: duplicate sealed parts racing a round boundary, copies of one request racing each
other, a Redis stall and a worker killed in the middle of a step."""

import os
import random
import signal
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import redis
import requests

from referee.store.embedded import EmbeddedRedis, free_port

from ..support.servers import LiveServer
from ..support.urban_war import roster

pytestmark = pytest.mark.e2e

# deploy/gunicorn.conf.py: GUNICORN_TIMEOUT, the longest a request may take.
REQUEST_TIMEOUT_S = 30


def create(url, per_side=2):
    r = requests.post(
        f"{url}/v1/encounters",
        json={"system": "urban-war", "models": roster(per_side)},
        timeout=10,
    )
    assert r.status_code == 201, r.text
    return r.json()


def log_steps(url, eid):
    r = requests.get(f"{url}/v1/encounters/{eid}/log?page_size=1000", timeout=10)
    return [e["step"] for e in r.json()["entries"]]


def test_duplicate_sealed_parts_racing_the_round_boundary_are_never_carried_over(
    live_server, redis_url
):
    """30 trials: red sends its orders four times at once while blue's part closes the round.
    One red copy counts; every other is a 409; nothing is left for the next round."""
    store = redis.Redis.from_url(redis_url)
    carried, wrong = 0, []
    red_orders = {"r1": "overwatch", "r2": "snap_fire"}
    blue_orders = {"b1": "snap_fire", "b2": "overwatch"}
    with ThreadPoolExecutor(8) as pool:
        for trial in range(30):
            created = create(live_server.url)
            eid, tokens = created["encounter"]["id"], created["side_tokens"]
            url = f"{live_server.url}/v1/encounters/{eid}/urban-war/orders"

            def send(side, orders, delay, url=url, tokens=tokens):
                time.sleep(delay)
                r = requests.post(
                    url,
                    json={"orders": orders},
                    headers={"Authorization": f"Bearer {tokens[side]}"},
                    timeout=REQUEST_TIMEOUT_S,
                )
                return side, r.status_code, r.json()

            # Red's copies are spread around the moment blue's part resolves the round.
            jobs = [pool.submit(send, "blue", blue_orders, 0.004)]
            jobs += [
                pool.submit(send, "red", red_orders, random.uniform(0, 0.01)) for _ in range(4)
            ]
            answers = [j.result() for j in jobs]
            # What is left sealed once the round resolved would be carried into the next one.
            carried += bool(store.hkeys(f"referee:{{{eid}}}:sealed"))
            red = [status for side, status, _ in answers if side == "red"]
            refused = all(
                body.get("code") in ("part_already_given", "round_resolved", "state_conflict")
                for _, status, body in answers
                if status == 409
            )
            if not (red.count(409) == 3 and set(red) - {409} <= {200, 202} and refused):
                wrong.append((trial, answers))
            assert [s for _, s, _ in answers].count(200) == 1, answers
            assert log_steps(live_server.url, eid) == ["orders"], trial
            state = requests.get(f"{live_server.url}/v1/encounters/{eid}", timeout=10).json()
            assert state["state"]["phase"] == "activation"
            # The round's orders are red's one part, not a mixture of copies.
            revealed = requests.post(
                f"{live_server.url}/v1/encounters/{eid}/reveal",
                headers={"Authorization": f"Bearer {created['gm_token']}"},
                timeout=10,
            )
            assert revealed.status_code == 200
            entry = requests.get(f"{live_server.url}/v1/encounters/{eid}/log", timeout=10).json()
            assert entry["entries"][0]["hidden"]["parts"]["red"] == {"orders": red_orders}
    store.close()
    assert carried == 0
    # One red copy counted; each other one was told, with a 409, that it was not.
    assert wrong == [], wrong[:3]


def test_copies_of_one_request_with_one_key_apply_once(live_server):
    """Twelve copies of one keyed step at once, on both workers: one roll, twelve equal
    answers (no copy is told to wait: the loser of the race answers the winner's record)."""
    created = create(live_server.url)
    eid, gm = created["encounter"]["id"], created["gm_token"]
    headers = {"Authorization": f"Bearer {gm}", "Idempotency-Key": "one-command-test"}
    url = f"{live_server.url}/v1/encounters/{eid}/urban-war/command-test"

    def send(_):
        r = requests.post(url, json={"model": "r1"}, headers=headers, timeout=REQUEST_TIMEOUT_S)
        return r.status_code, r.content

    with ThreadPoolExecutor(12) as pool:
        answers = list(pool.map(send, range(12)))
    assert {status for status, _ in answers} == {200}, answers
    assert len({body for _, body in answers}) == 1
    assert log_steps(live_server.url, eid) == ["command_test"]


def _debug_redis() -> EmbeddedRedis:
    return EmbeddedRedis(port=free_port(), extra_args=("--enable-debug-command", "local")).start()


def _stall(url: str, seconds: float) -> threading.Thread:
    """Freeze Redis (DEBUG SLEEP) from a connection of its own, in the background."""
    client = redis.Redis.from_url(url, socket_timeout=seconds + 10)

    def sleep():
        client.execute_command("DEBUG", "SLEEP", seconds)
        client.close()

    thread = threading.Thread(target=sleep)
    thread.start()
    time.sleep(0.2)  # DEBUG SLEEP is running: every other client now waits
    return thread


def test_a_redis_stall_mid_step_leaves_nothing_that_blocks_the_retry():
    store = _debug_redis()
    server = LiveServer({"REDIS_URL": store.url, "REFEREE_REDIS_TIMEOUT": "0.5"}, workers=1)
    server.start()
    try:
        created = create(server.url)
        eid, gm = created["encounter"]["id"], created["gm_token"]
        headers = {"Authorization": f"Bearer {gm}", "Idempotency-Key": "stalled-command-test"}
        url = f"{server.url}/v1/encounters/{eid}/urban-war/command-test"
        stall = _stall(store.url, 3)
        first = requests.post(url, json={"model": "r1"}, headers=headers, timeout=30)
        faulted = time.monotonic()
        assert first.status_code == 503 and first.json()["code"] == "store_unavailable"
        stall.join()
        retry = requests.post(url, json={"model": "r1"}, headers=headers, timeout=30)
        assert retry.status_code == 200, retry.text
        assert time.monotonic() - faulted < REQUEST_TIMEOUT_S
        again = requests.post(url, json={"model": "r1"}, headers=headers, timeout=30)
        assert again.content == retry.content
        assert log_steps(server.url, eid) == ["command_test"]
    finally:
        server.stop()
        store.stop()


def _workers(master_pid: int) -> list[int]:
    """The gunicorn workers: the master's child processes."""
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended while we looked
            continue
        if int(fields[1]) == master_pid:
            children.append(int(stat.parent.name))
    return children


def test_a_worker_killed_mid_step_leaves_nothing_that_blocks_the_retry():
    store = _debug_redis()
    # A long Redis timeout keeps the worker waiting inside the step until it is killed.
    server = LiveServer({"REDIS_URL": store.url, "REFEREE_REDIS_TIMEOUT": "10"}, workers=1)
    server.start()
    try:
        created = create(server.url)
        eid, gm = created["encounter"]["id"], created["gm_token"]
        headers = {"Authorization": f"Bearer {gm}", "Idempotency-Key": "killed-command-test"}
        url = f"{server.url}/v1/encounters/{eid}/urban-war/command-test"
        workers = _workers(server.process.pid)
        assert len(workers) == 1, workers
        stall = _stall(store.url, 3)
        lost = []

        def step():
            try:
                requests.post(url, json={"model": "r1"}, headers=headers, timeout=30)
            except requests.ConnectionError as error:
                lost.append(error)

        sender = threading.Thread(target=step)
        sender.start()
        time.sleep(0.5)  # the worker is inside the step, waiting on the frozen Redis
        os.kill(workers[0], signal.SIGKILL)
        faulted = time.monotonic()
        sender.join()
        assert lost, "the request should have lost its worker"
        stall.join()
        retry = None
        while time.monotonic() - faulted < REQUEST_TIMEOUT_S:
            try:
                retry = requests.post(url, json={"model": "r1"}, headers=headers, timeout=30)
            except requests.ConnectionError:  # the master is still starting a new worker
                time.sleep(0.2)
                continue
            if retry.status_code == 200:
                break
            time.sleep(0.5)
        assert retry is not None and retry.status_code == 200, retry and retry.text
        assert time.monotonic() - faulted < REQUEST_TIMEOUT_S
        assert log_steps(server.url, eid) == ["command_test"]
    finally:
        server.stop()
        store.stop()
