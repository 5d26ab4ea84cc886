#!/usr/bin/env python
"""CPU per request of each endpoint, in-process: the WSGI app called directly, no HTTP.

    .venv/bin/python bench/inprocess.py [--requests 2000] [--only healthz,...] [--profile NAME]

Builds Referee (`create_app()`) and the bare Flask app (bench/bare_app.py) in this
process, against one private memory-only redis-server, with Prometheus in
multiprocess mode as under gunicorn, and calls each app with a WSGI environ as
gunicorn would pass it (the bodies of bench/endpoints.py, a fresh seed each time).
Prints the process CPU time (`time.process_time`) per request, the best of
`--repeats` runs, and beside it the redis-server's (from /proc, in clock ticks).
On a machine shared with other programs these figures move far less than
requests per second do. `--profile NAME` prints the top of a cProfile (CPU time)
of that endpoint instead. Sockets, HTTP parsing and gunicorn's own work are not
in these figures (bench/run.py measures those).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent / "service"))
sys.path.insert(0, str(BENCH))

from endpoints import ENDPOINTS, Endpoint  # noqa: E402 (after the path setup)


def environ(method: str, path: str, body: bytes | None, headers: dict) -> dict:
    """A WSGI environ with the keys gunicorn sets (wsgi.input is replaced per call)."""
    env = {
        "REQUEST_METHOD": method,
        "SCRIPT_NAME": "",
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "RAW_URI": path,
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "REMOTE_PORT": "50000",
        "HTTP_HOST": "127.0.0.1:8000",
        "HTTP_USER_AGENT": "inprocess",
        "HTTP_ACCEPT": "*/*",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
        "wsgi.input_terminated": True,
    }
    if body is not None:
        env["CONTENT_TYPE"] = "application/json"
        env["CONTENT_LENGTH"] = str(len(body))
    for name, value in headers.items():
        env["HTTP_" + name.upper().replace("-", "_")] = value
    return env


def caller(app, endpoint: Endpoint, ctx: dict):
    path = endpoint.path.format(**ctx)
    headers = endpoint.headers(ctx) if endpoint.headers else {}
    template = json.dumps(endpoint.body(0, ctx)) if endpoint.body else None
    statuses: list[str] = []

    def start_response(status, response_headers, exc_info=None):
        statuses.append(status)

    def call(n: int) -> None:
        body = template.replace("bench-0", f"bench-{n}").encode() if template else None
        env = environ(endpoint.method, path, body, headers)
        env["wsgi.input"] = io.BytesIO(body or b"")
        chunks = app(env, start_response)
        answer = b"".join(chunks)
        if hasattr(chunks, "close"):
            chunks.close()
        status = statuses.pop()
        if int(status[:3]) != endpoint.expect:
            raise RuntimeError(f"{endpoint.name}: {status}: {answer[:300]!r}")

    return call


def setup_ctx(app, endpoint: Endpoint) -> dict:
    if endpoint.setup is None:
        return {}
    client = app.test_client()

    def call(method, path, json=None, headers=None):
        response = client.open(path, method=method, json=json, headers=headers)
        assert response.status_code < 300, response.get_data(as_text=True)
        return response.get_json()

    return endpoint.setup(call)


def cpu_seconds(pid: int) -> float:
    """utime + stime of another process (the redis-server)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(new_caller, requests: int, repeats: int, redis_pid: int) -> tuple[float, float]:
    """(this process's, redis's) CPU µs per request, of the run where this process used least.

    Each run gets a fresh caller (for the encounter step: a fresh encounter, whose log
    has room for the run's steps).
    """
    call = new_caller()
    for n in range(min(200, requests)):  # warm-up: caches, first-call imports
        call(n)
    best = (float("inf"), 0.0)
    n = 1000
    for _ in range(repeats):
        call = new_caller()
        start, redis_start = time.process_time(), cpu_seconds(redis_pid)
        for _ in range(requests):
            n += 1
            call(n)
        run = (
            (time.process_time() - start) / requests * 1e6,
            (cpu_seconds(redis_pid) - redis_start) / requests * 1e6,
        )
        best = min(best, run)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--only", default="", help="comma-separated endpoint names")
    parser.add_argument("--profile", default="", help="an endpoint name: print its cProfile top")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()

    metrics = tempfile.mkdtemp(prefix="referee-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics
    from referee.store.embedded import EmbeddedRedis

    redis_server = EmbeddedRedis().start()
    try:
        os.environ["REDIS_URL"] = redis_server.url
        import bare_app

        from referee.app import create_app

        apps = {"bare": bare_app.create_app(), "referee": create_app()}
        wanted = set(filter(None, (args.only or args.profile).split(",")))
        for endpoint in ENDPOINTS:
            if wanted and endpoint.name not in wanted:
                continue
            app = apps[endpoint.server]

            def new_caller(app=app, endpoint=endpoint):
                return caller(app, endpoint, setup_ctx(app, endpoint))

            if args.profile:
                measure(new_caller, 200, 1, redis_server.process.pid)
                call = new_caller()
                profiler = cProfile.Profile(time.process_time)
                profiler.enable()
                for n in range(args.requests):
                    call(10_000 + n)
                profiler.disable()
                stats = pstats.Stats(profiler).sort_stats("cumulative")
                stats.print_stats(args.top)
                stats.sort_stats("tottime").print_stats(args.top)
            else:
                us, redis_us = measure(
                    new_caller, args.requests, args.repeats, redis_server.process.pid
                )
                print(
                    f"{endpoint.name:16s} {us:8.1f} us CPU/request (+ redis {redis_us:5.1f} us)",
                    flush=True,
                )
    finally:
        redis_server.stop()
        import shutil

        shutil.rmtree(metrics, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
