"""No request holds a gevent worker's loop (issue 32, resources): while the costliest
requests the service accepts run on a gevent gunicorn worker (the exact odds at the top of
their budget, verifying a long log), a client asking that same worker for /healthz every
few milliseconds is never kept waiting for long.

Measured from outside, on one worker: each probe's wait is how long the loop was held at
that moment (plus the machine's own noise; the 2-core test machine is shared). Without
referee.cooperative the odds alone held the loop for their whole half second or more.
"""

from __future__ import annotations

import socket
import statistics
import threading
import time
from pathlib import Path

import pytest
import requests

from tests.support.servers import LiveServer
from tests.support.walka import ala, bor

pytestmark = pytest.mark.slow

# The costliest requests each route accepts (each answers 200, within its budget).
WORST_ODDS = [
    ("/v1/dice/odds", {"expression": "20d20kh10"}),
    ("/v1/dice/odds", {"expression": "1d12e>1"}),
    ("/v1/dice/odds", {"expression": "1d1000rr>1"}),
    ("/v1/dice/odds", {"expression": "4d6kh1kl1 + 30d10kh15"}),
]
# A probe waiting this long means the loop was held. The aim is 50 ms, but on the shared
# 2-core test machine (load 12 to 14 when measured) the scheduler alone makes a probe wait
# 100 to 600 ms now and then, whatever the worker does; a held loop shows as a wait of a
# whole computation: before referee.cooperative, verifying this log held it 1.6 to 3 s
# and each of these odds 0.2 to 1.5 s.
MAX_WAIT = 0.75
LOG_ENTRIES = 1500


@pytest.fixture(scope="module")
def one_worker(redis_url):
    server = LiveServer({"REDIS_URL": redis_url}, workers=1).start()
    yield server
    server.stop()


def long_revealed_encounter(url: str, entries: int = LOG_ENTRIES, reveal: bool = True) -> str:
    """An encounter of `entries` free rolls of many dice each (about 13 kB an entry),
    revealed: verify recomputes every one."""
    session = requests.Session()
    created = session.post(
        f"{url}/v1/encounters",
        json={
            "system": "walka",
            "models": [ala(), bor()],
            "waive_side_seeds": True,
        },
    ).json()
    encounter, gm = created["encounter"]["id"], created["gm_token"]
    auth = {"Authorization": f"Bearer {gm}"}
    for i in range(entries):
        answer = session.post(
            f"{url}/v1/encounters/{encounter}/roll",
            json={"expression": "40d10kh20 + 20d6e6", "label": f"roll {i}"},
            headers=auth,
        )
        assert answer.status_code == 200, answer.text
    if reveal:
        assert session.post(f"{url}/v1/encounters/{encounter}/reveal", headers=auth).ok
    return encounter


def probe_waits(url: str, stop: threading.Event, sent: list[tuple[float, float]]) -> None:
    """/healthz again and again on one connection until `stop`: when each was sent, and
    its wait, appended to `sent`."""
    session = requests.Session()
    while not stop.is_set():
        started = time.perf_counter()
        assert session.get(f"{url}/healthz", timeout=30).status_code == 200
        sent.append((started, time.perf_counter() - started))
        time.sleep(0.005)


def test_the_costliest_requests_do_not_hold_the_workers_loop(one_worker):
    url = one_worker.url
    encounter = long_revealed_encounter(url)
    timings: dict[str, float] = {}
    spans: dict[str, tuple[float, float]] = {}
    begin = time.perf_counter()

    def heavy(name, method, path, body=None):
        started = time.perf_counter()
        answer = requests.request(method, f"{url}{path}", json=body, timeout=120)
        timings[name] = time.perf_counter() - started
        spans[name] = (started - begin, time.perf_counter() - begin)
        assert answer.status_code == 200, (name, answer.text[:300])
        if path.endswith("/verify"):
            assert answer.json()["ok"] is True

    stop = threading.Event()
    sent: list[tuple[float, float]] = []
    prober = threading.Thread(target=probe_waits, args=(url, stop, sent))
    prober.start()
    time.sleep(3)  # the probes' own pace first, on a worker doing nothing else
    heavy_from = time.perf_counter()
    workers = [
        threading.Thread(target=heavy, args=(body["expression"], "POST", path, body))
        for path, body in WORST_ODDS
    ]
    workers.append(
        threading.Thread(target=heavy, args=("verify", "GET", f"/v1/encounters/{encounter}/verify"))
    )
    workers.append(
        threading.Thread(target=heavy, args=("export", "GET", f"/v1/encounters/{encounter}/export"))
    )
    # The largest roll: 1000 dice with its explosions (every die its tree and line).
    big_roll = {"expression": "90d1000e>1"}
    workers.append(threading.Thread(target=heavy, args=("roll", "POST", "/v1/dice/roll", big_roll)))
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    stop.set()
    prober.join()
    quiet = [wait for at, wait in sent if at < heavy_from]
    waits = [wait for at, wait in sent if at >= heavy_from]
    slow = [(round(at - begin, 2), round(wait, 3)) for at, wait in sent if wait > MAX_WAIT / 2]
    print(f"\nspans (s): { {k: (round(a, 2), round(b, 2)) for k, (a, b) in spans.items()} }")
    print(f"slow probes (sent at s, wait s): {slow}")
    print(
        f"\nheavy requests (s): { {k: round(v, 3) for k, v in timings.items()} }"
        f"\nprobes: {len(waits)}, median {statistics.median(waits) * 1000:.1f} ms, "
        f"worst {max(waits) * 1000:.1f} ms; alone before: {len(quiet)}, median "
        f"{statistics.median(quiet) * 1000:.1f} ms, worst {max(quiet) * 1000:.1f} ms"
    )
    assert len(timings) == len(WORST_ODDS) + 3
    # The heavy requests took long enough that holding the loop would show.
    assert max(timings.values()) > 2 * MAX_WAIT
    assert max(waits) < MAX_WAIT, sorted(waits)[-5:]


# -- memory: 100 subscribers to large encounters -------------------------------------------

SUBSCRIBERS = 100
LARGE = 4  # encounters
LARGE_ENTRIES = 200  # entries each, of about 13 kB


def worker_rss_mb(server: LiveServer) -> dict[int, float]:
    """The resident memory of each gunicorn worker (the master's children), in MB."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == server.process.pid:
            pid = int(stat.parent.name)
            status = (stat.parent / "status").read_text()
            kb = next(
                int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS")
            )
            found[pid] = kb / 1024
    return found


def test_memory_per_worker_with_100_subscribers_to_large_encounters(redis_url):
    """Each worker's cache of recent entries is bounded in bytes: 100 streams reading four
    encounters of 200 large entries from the start leave each worker well under 300 MB."""
    server = LiveServer({"REDIS_URL": redis_url}, workers=2).start()
    sockets: list[socket.socket] = []
    try:
        ids = [
            long_revealed_encounter(server.url, LARGE_ENTRIES, reveal=False) for _ in range(LARGE)
        ]
        before = worker_rss_mb(server)
        for n in range(SUBSCRIBERS):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
            request = (
                f"GET /v1/encounters/{ids[n % LARGE]}/events?after=-1 HTTP/1.1\r\n"
                f"Host: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
            )
            sock.sendall(request.encode())
            sockets.append(sock)
        # Every stream sends its whole catch-up: read it all (up to its last entry's id).
        for sock in sockets:
            seen = b""
            while f"id: {LARGE_ENTRIES - 1}\n".encode() not in seen[-200_000:]:
                chunk = sock.recv(1 << 20)
                assert chunk, seen[-300:]
                seen = seen[-200_000:] + chunk
        after = worker_rss_mb(server)
        print(f"\nworker RSS before (MB): { {k: round(v) for k, v in before.items()} }")
        shown = {k: round(v) for k, v in after.items()}
        print(f"worker RSS with {SUBSCRIBERS} subscribers (MB): {shown}")
        assert len(after) == 2
        assert max(after.values()) < 300
    finally:
        for sock in sockets:
            sock.close()
        server.stop()
