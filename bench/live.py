"""Live updates at scale: many subscribers while encounter steps run (docs/encounters.md,
Live updates). Manual and slow (a few minutes); not part of the test command.

    .venv/bin/python bench/live.py                      # 1,000 subscribers on 100 encounters
    .venv/bin/python bench/live.py --subscribers 200 --encounters 20 --seconds 10   # quicker

It starts a memory-only redis-server and gunicorn exactly as deployed
(deploy/gunicorn.conf.py: 2 gevent workers), creates the encounters, then:

1. without subscribers: `--steppers` clients take encounter steps
   (`urban-war/command-test`, one die roll and a log entry) at `--rate` steps a second in
   all (default 100: each encounter a step a second, a busy table's pace) for `--seconds`;
   each step's latency is recorded;
2. opens `--subscribers` streams (GET .../events, spread evenly over the encounters) from a
   separate process (asyncio, httpx-sse), and runs the same step load again;
3. reveals every encounter: each subscriber's stream ends, and it reports the entry ids it
   received.

It prints the step latency (p50, p99) without and with the subscribers, and whether every
subscriber received every entry of its encounter exactly once, in order. Targets: p99 with
subscribers within 1.5x of p99 without; every subscriber complete. Exit code 3 when a
target is missed. Run it on a quiet machine: the load generator shares its cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "service"))
sys.path.insert(0, str(ROOT / "bench"))

import httpx  # noqa: E402
import redis  # noqa: E402
from endpoints import _model  # noqa: E402
from httpx_sse import aconnect_sse  # noqa: E402

from referee.store.embedded import EmbeddedRedis, free_port  # noqa: E402


def log(message: str) -> None:
    print(f"[live] {message}", file=sys.stderr, flush=True)


def start_gunicorn(redis_url: str, port: int, workers: int, logfile: Path) -> subprocess.Popen:
    env = {
        **os.environ,
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "WEB_CONCURRENCY": str(workers),
        "REDIS_URL": redis_url,
        "REFEREE_RATE_LIMIT": "",
        # 1,000 subscribers from one address: no per-client stream cap (0 is off).
        "REFEREE_EVENTS_PER_CLIENT": "0",
        "LOG_LEVEL": "warning",
        "GUNICORN_MAX_REQUESTS": "0",
    }
    env.pop("GUNICORN_ACCESSLOG", None)
    with open(logfile, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             "referee.app:create_app()"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"gunicorn exited: {logfile.read_text()[-2000:]}")
        try:
            if httpx.get(url + "/readyz", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError("gunicorn did not become ready")


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def create_encounters(url: str, count: int) -> list[tuple[str, str]]:
    models = [_model("r1", "red"), _model("b1", "blue")]
    out = []
    with httpx.Client(base_url=url, timeout=30) as client:
        for _ in range(count):
            r = client.post("/v1/encounters", json={"system": "urban-war", "models": models})
            r.raise_for_status()
            out.append((r.json()["encounter"]["id"], r.json()["gm_token"]))
    return out


def step_load(url: str, encounters, steppers: int, seconds: float, rate: float) -> list[float]:
    """`steppers` clients, each on its own share of the encounters, together taking `rate`
    steps a second (each at its own fixed pace; a late step goes at once)."""
    latencies: list[float] = []
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    steppers = min(steppers, len(encounters))
    interval = steppers / rate

    def run(n: int) -> None:
        mine = encounters[n::steppers]
        with httpx.Client(base_url=url, timeout=30) as client:
            i = 0
            due = time.monotonic() + interval * n / steppers
            while time.monotonic() < deadline:
                time.sleep(max(0.0, due - time.monotonic()))
                due += interval
                eid, gm = mine[i % len(mine)]
                i += 1
                started = time.perf_counter()
                r = client.post(
                    f"/v1/encounters/{eid}/urban-war/command-test",
                    json={"model": "r1"},
                    headers={"Authorization": f"Bearer {gm}"},
                )
                took = time.perf_counter() - started
                r.raise_for_status()
                with lock:
                    latencies.append(took)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(steppers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- the subscribers' process: `bench/live.py --subscribe URL IDS_FILE PER`


async def subscribe_all(url: str, ids: list[str], per: int) -> dict:
    limits = httpx.Limits(max_connections=len(ids) * per + 10, max_keepalive_connections=0)
    timeout = httpx.Timeout(60, read=300)
    opened = 0
    async with httpx.AsyncClient(base_url=url, timeout=timeout, limits=limits) as client:

        async def one(eid: str) -> tuple[str, list[int]]:
            nonlocal opened
            got = []
            async with aconnect_sse(client, "GET", f"/v1/encounters/{eid}/events") as source:
                source.response.raise_for_status()
                opened += 1
                if opened == len(ids) * per:
                    print("ready", flush=True)
                async for event in source.aiter_sse():
                    if event.event == "revealed":
                        break
                    if event.data and event.event != "sealed":
                        got.append(int(event.id))
            return eid, got

        results = await asyncio.gather(*(one(e) for e in ids for _ in range(per)))
    return {"streams": [[eid, got] for eid, got in results]}


def subscriber_process(url: str, ids_file: str, per: int) -> None:
    ids = json.loads(Path(ids_file).read_text())
    result = asyncio.run(subscribe_all(url, ids, per))
    print(json.dumps(result), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--subscribers", type=int, default=1000)
    parser.add_argument("--encounters", type=int, default=100)
    parser.add_argument("--steppers", type=int, default=10)
    # A table's pace: each of 100 encounters takes a step a second.
    parser.add_argument("--rate", type=float, default=100.0, help="steps a second, in all")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=2)
    # The subscribers' own process (started by this script).
    parser.add_argument("--subscribe", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.subscribe:
        url, ids_file, per = args.subscribe
        subscriber_process(url, ids_file, int(per))
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # 1,000 sockets on each side
    per = max(1, args.subscribers // args.encounters)
    work = Path(tempfile.mkdtemp(prefix="referee-live-bench-"))
    redis_server = EmbeddedRedis(port=free_port()).start()
    port = free_port()
    server = start_gunicorn(redis_server.url, port, args.workers, work / "gunicorn.log")
    subscribers = None
    try:
        url = f"http://127.0.0.1:{port}"
        encounters = create_encounters(url, args.encounters)
        log(f"{args.encounters} encounters; {args.rate:.0f} steps/s for {args.seconds:.0f} s")
        step_load(url, encounters, args.steppers, 2, args.rate)  # warm-up
        before = step_load(url, encounters, args.steppers, args.seconds, args.rate)
        ids_file = work / "ids.json"
        ids_file.write_text(json.dumps([eid for eid, _ in encounters]))
        log(f"opening {per * len(encounters)} subscribers ({per} per encounter)")
        subscribers = subprocess.Popen(
            [sys.executable, __file__, "--subscribe", url, str(ids_file), str(per)],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert subscribers.stdout is not None
        if subscribers.stdout.readline().strip() != "ready":
            raise RuntimeError("the subscribers did not open their streams")
        with_subscribers = step_load(url, encounters, args.steppers, args.seconds, args.rate)
        info = redis.Redis.from_url(redis_server.url).info("clients")
        connections = info["connected_clients"] - 1  # less this one
        with httpx.Client(base_url=url, timeout=30) as client:
            lengths = {}
            for eid, gm in encounters:
                r = client.post(
                    f"/v1/encounters/{eid}/reveal", headers={"Authorization": f"Bearer {gm}"}
                )
                r.raise_for_status()
                lengths[eid] = client.get(f"/v1/encounters/{eid}").json()["log_length"]
        out, _ = subscribers.communicate(timeout=300)
        streams = json.loads(out.strip().splitlines()[-1])["streams"]
        complete = sum(1 for eid, got in streams if got == list(range(lengths[eid])))
        events = sum(len(got) for _, got in streams)
        p50a, p99a = percentile(before, 0.5), percentile(before, 0.99)
        p50b, p99b = percentile(with_subscribers, 0.5), percentile(with_subscribers, 0.99)
        ratio = p99b / p99a
        print(
            f"subscribers: {len(streams)} on {len(encounters)} encounters, {args.workers} "
            f"gevent workers; {args.rate:.0f} steps/s from {args.steppers} clients, "
            f"{args.seconds:.0f} s per phase\n"
            f"steps without subscribers: {len(before)} ({len(before) / args.seconds:.0f}/s), "
            f"p50 {p50a * 1000:.1f} ms, p99 {p99a * 1000:.1f} ms\n"
            f"steps with subscribers:    {len(with_subscribers)} "
            f"({len(with_subscribers) / args.seconds:.0f}/s), p50 {p50b * 1000:.1f} ms, "
            f"p99 {p99b * 1000:.1f} ms (x{ratio:.2f}; target <= 1.5)\n"
            f"events delivered: {events}; subscribers with every entry once, in order: "
            f"{complete}/{len(streams)}\n"
            f"Redis connections of the service with the subscribers open: {connections}\n"
            f"mean step latency: {statistics.mean(before) * 1000:.1f} -> "
            f"{statistics.mean(with_subscribers) * 1000:.1f} ms"
        )
        return 0 if ratio <= 1.5 and complete == len(streams) else 3
    finally:
        if subscribers is not None and subscribers.poll() is None:
            subscribers.kill()
            subscribers.wait()
        stop(server)
        redis_server.stop()
        for path in work.iterdir():
            path.unlink()
        work.rmdir()


if __name__ == "__main__":
    sys.exit(main())
