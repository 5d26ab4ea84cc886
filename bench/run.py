#!/usr/bin/env python
"""Benchmark Referee against the stack's limit: a bare Flask app under the same gunicorn settings.

    .venv/bin/python bench/run.py [--duration 8] [--rounds 3] [--connections 16] [--only ...]

Starts a real redis-server (EmbeddedRedis, on a free port), Referee under
gunicorn with deploy/gunicorn.conf.py against it, and a bare Flask app
(bench/bare_app.py) under the same settings; then drives each endpoint of
bench/endpoints.py with wrk (bench/wrk.lua), in rounds of alternating order.
The primary figure is server CPU per request (gunicorn master + workers +
redis, from /proc/<pid>/stat before and after each measured window); beside
it req/s as a ratio to the bare Flask app, and p50/p99. It also times the
10-shot volley odds in-process. Prints a table and writes
bench/results/latest.json. Exit status: 0 all requests succeeded, 1 some
request failed, 2 the benchmark could not run, 3 a target was missed (only
with --enforce-targets), 130 interrupted. See bench/README.md.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import datetime as dt
import json
import os
import platform
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# Logs, wrk configs and the JSON results; $BENCH_RESULTS moves them (the tests do).
RESULTS = Path(os.environ.get("BENCH_RESULTS") or BENCH / "results")
WRK_SCRIPT = BENCH / "wrk.lua"

# Importable without `pip install -e .` as long as the dependencies are there.
sys.path.insert(0, str(ROOT / "service"))
sys.path.insert(0, str(BENCH))

from endpoints import (  # noqa: E402 (after the path setup)
    BASELINE,
    ENDPOINTS,
    ODDS_IN_PROCESS,
    ODDS_TARGET_MS,
    Endpoint,
)

CLK_TCK = os.sysconf("SC_CLK_TCK")
# --fast-paths-off: "<endpoint>-without-<fast path>" rows, served by "referee-without-<...>"
# with referee.fast.switch's variable naming that path (or all of them).
WITHOUT = "-without-"
SWITCH = "REFEREE_BENCH_WITHOUT"
P99_TARGET_MS = 25
RSS_TARGET_MB = 120
MARK = "@@N@@"  # replaced by wrk.lua with a fresh value on every request


class BenchError(RuntimeError):
    """The benchmark could not run (as opposed to: it ran and requests failed)."""


def log(msg: str) -> None:
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def tail(path: Path, chars: int = 3000) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")[-chars:]
    except OSError:
        return "(no log)"


# --------------------------------------------------------------- CPU accounting


def _cpu_ticks(pid: int) -> int:
    """utime + stime of one process (all its threads), in clock ticks; 0 if gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return 0


def _children(pid: int) -> list[int]:
    kids: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as f:
                kids.extend(int(k) for k in f.read().split())
    except OSError:
        pass
    return kids


def tree_cpu_seconds(roots: list[int]) -> float:
    """CPU seconds used so far by the processes `roots` and all their descendants."""
    seen: set[int] = set()
    todo = [p for p in roots if p]
    ticks = 0
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        ticks += _cpu_ticks(pid)
        todo.extend(_children(pid))
    return ticks / CLK_TCK


def worker_rss_mb(master_pid: int | None) -> float:
    """The largest resident set of gunicorn's workers (the master's children), in MB."""
    if not master_pid:
        return 0.0
    largest = 0
    for pid in _children(master_pid):
        try:
            with open(f"/proc/{pid}/status", encoding="ascii") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        largest = max(largest, int(line.split()[1]))
        except OSError:
            continue
    return largest / 1024


def machine_cpu() -> tuple[int, int]:
    """(busy, total) jiffies of the whole machine from /proc/stat."""
    with open("/proc/stat", encoding="ascii") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)  # idle + iowait
    total = sum(values[:8])  # guest time is already counted in user
    return total - idle, total


def _pinned(cpus: set[int] | None):
    """A preexec_fn pinning the child (and so everything it forks) to `cpus`.

    Set before exec so gunicorn's workers inherit it. This process runs no
    threads, which is what makes preexec_fn safe here.
    """
    if not cpus:
        return None
    return lambda: os.sched_setaffinity(0, cpus)


def parse_cpus(spec: str) -> set[int]:
    """ "0", "0,1", "0-1" -> a set of CPU numbers."""
    cpus: set[int] = set()
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-", 1)
            cpus.update(range(int(lo), int(hi) + 1))
        elif part.strip():
            cpus.add(int(part))
    return cpus


# --------------------------------------------------------------- the servers


class Server:
    """gunicorn with deploy/gunicorn.conf.py serving `app` (Referee, or the bare Flask baseline)."""

    def __init__(self, name, app, port, args, redis_url, metrics_dir, cpus, env=None):
        self.name = name
        self.env = env or {}
        self.app = app
        self.port = port
        self.args = args
        self.redis_url = redis_url
        self.metrics_dir = metrics_dir
        self.cpus = cpus
        self.proc: subprocess.Popen | None = None
        self.log_path = RESULTS / f"gunicorn-{name}.log"

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = dict(os.environ)
        env.pop("GUNICORN_ACCESSLOG", None)  # no access log: it would cost server CPU
        env.update(
            HOST="127.0.0.1",
            PORT=str(self.port),
            WEB_CONCURRENCY=str(self.args.workers),
            REDIS_URL=self.redis_url,
            # Inside bench/results/, removed afterwards (else the conf makes one in /tmp).
            PROMETHEUS_MULTIPROC_DIR=str(self.metrics_dir),
            LOG_LEVEL=os.environ.get("BENCH_SERVER_LOG_LEVEL", "warning"),
            PYTHONPATH=os.pathsep.join(
                p for p in (str(ROOT / "service"), str(BENCH), os.environ.get("PYTHONPATH")) if p
            ),
            PYTHONUNBUFFERED="1",
            # The service's defaults, unless the environment says otherwise (e.g. a rate
            # limit a single load generator cannot reach, to measure the limiter's cost).
            REFEREE_RATE_LIMIT=os.environ.get("REFEREE_RATE_LIMIT", ""),
            # Steady state: no worker recycling mid-run (a restarted worker's CPU time
            # would vanish from the accounting, and its start-up would count as load).
            GUNICORN_MAX_REQUESTS=os.environ.get("GUNICORN_MAX_REQUESTS", "0"),
        )
        if self.args.threads is not None:
            env["GUNICORN_THREADS"] = str(self.args.threads)
        env.update(self.env)
        cmd = [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            str(ROOT / "deploy" / "gunicorn.conf.py"),
            self.app,
        ]
        with open(self.log_path, "wb") as logf:
            self.proc = subprocess.Popen(
                cmd,
                cwd=ROOT,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=logf,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # Ctrl-C reaches us only; we stop it in order
                preexec_fn=_pinned(self.cpus),  # noqa: PLW1509 (no threads here)
            )
        log(f"{self.name}: gunicorn pid {self.proc.pid} on {self.base_url} ({self.app})")

    def wait_ready(self, path: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        last_error = ""
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise BenchError(
                    f"{self.name}: gunicorn exited with {self.proc.returncode} before it was "
                    f"ready:\n{tail(self.log_path)}"
                )
            try:
                with urllib.request.urlopen(self.base_url + path, timeout=2) as resp:
                    if resp.status == 200:
                        return
                    last_error = f"HTTP {resp.status}"
            except (urllib.error.URLError, OSError) as exc:
                last_error = str(exc)
            time.sleep(0.1)
        raise BenchError(
            f"{self.name}: {path} not ready after {timeout:.0f}s ({last_error}):\n"
            f"{tail(self.log_path)}"
        )

    def check_alive(self) -> None:
        if self.proc is not None and self.proc.poll() is not None:
            raise BenchError(f"{self.name}: gunicorn died during the run:\n{tail(self.log_path)}")

    def stop(self) -> None:
        if self.proc is not None:
            _stop_process_group(self.proc, f"gunicorn ({self.name})", grace=15)
            self.proc = None


class Servers:
    """One redis-server, Referee and the bare Flask baseline, side by side for the whole run."""

    def __init__(self, args, cpus: set[int] | None):
        from referee.store.embedded import free_port  # after the sys.path setup

        self.args = args
        self.cpus = cpus
        self.redis = None
        self.metrics_dir = RESULTS / "metrics"
        self.by_name: dict[str, Server] = {}
        self._free_port = free_port

    def start(self, names: set[str]) -> None:
        try:
            from referee.store.embedded import EmbeddedRedis
        except ImportError as exc:
            raise BenchError(f"cannot import referee.store.embedded: {exc}") from exc
        self.redis = EmbeddedRedis(port=self._free_port()).start()
        if self.cpus:
            os.sched_setaffinity(self.redis.process.pid, self.cpus)
        log(f"redis-server pid {self.redis.process.pid} at {self.redis.url}")
        apps = {
            "referee": ("referee.app:create_app()", "/healthz"),
            "bare": ("bare_app:create_app()", "/"),
        }
        ports = iter([self.args.port] if self.args.port else [])
        for name in sorted(names, key=lambda n: (n != "referee", n)):
            app, ready = apps[name.split(WITHOUT, 1)[0]]
            apps.setdefault(name, (app, ready))
            metrics = self.metrics_dir / name
            shutil.rmtree(metrics, ignore_errors=True)
            metrics.mkdir(parents=True)
            port = next(ports, None) if name == "referee" else None
            # referee.fast.switch: this server runs with one fast path (or all) left off.
            env = {SWITCH: name.split(WITHOUT, 1)[1]} if WITHOUT in name else None
            server = Server(
                name,
                app,
                port or self._free_port(),
                self.args,
                self.redis.url,
                metrics,
                self.cpus,
                env,
            )
            self.by_name[name] = server
            server.start()
        for name, server in self.by_name.items():
            server.wait_ready(apps[name][1])

    def pids(self, name: str) -> list[int]:
        """The processes whose CPU counts for an endpoint of `name`: its gunicorn tree and redis."""
        pids = []
        server = self.by_name[name]
        if server.proc is not None:
            pids.append(server.proc.pid)
        if self.redis is not None and self.redis.process is not None:
            pids.append(self.redis.process.pid)
        return pids

    def stop(self) -> None:
        for server in self.by_name.values():
            server.stop()
        if self.redis is not None:
            self.redis.stop()
            self.redis = None
        shutil.rmtree(self.metrics_dir, ignore_errors=True)


def _stop_process_group(proc: subprocess.Popen, what: str, grace: float) -> None:
    """SIGTERM the child, wait, then SIGKILL whatever is left of its process group."""
    pgid = proc.pid  # started with start_new_session=True: its own group
    if proc.poll() is None:
        try:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            log(f"{what} did not stop within {grace:.0f}s: killing it")
        except ProcessLookupError:
            pass
    try:
        os.killpg(pgid, signal.SIGKILL)  # stray workers, if any; normally none left
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


# --------------------------------------------------------------- the load


def _lua(value) -> str:
    """A Python value (str, int, float, bool, None, list, dict) as a Lua literal."""
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        escaped = "".join(
            c if c.isprintable() and c not in '"\\' else f"\\{ord(c):03d}"
            for c in value.encode("utf-8").decode("latin-1")
        )
        return f'"{escaped}"'
    if isinstance(value, list):
        return "{" + ", ".join(_lua(v) for v in value) + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(f"[{_lua(str(k))}] = {_lua(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no Lua literal for {type(value).__name__}")


def _call(base_url: str):
    """`call(method, path, json=None)` for an endpoint's setup: one plain HTTP request."""

    def call(method, path, json=None, headers=None):
        data = None if json is None else _dumps(json)
        req = urllib.request.Request(base_url + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        for k, v in (headers or {}).items():
            req.add_header(k, v)
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                body = resp.read()
        except urllib.error.HTTPError as exc:
            raise BenchError(
                f"setup {method} {path}: HTTP {exc.code}: {exc.read()[:300]!r}"
            ) from exc
        return _loads(body) if body else None

    return call


_loads = json.loads  # `call` takes a `json=` argument, which hides the module there


def _dumps(value) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def wrk_conf(endpoint: Endpoint, base_url: str, connections: int, out: Path) -> str:
    """The Lua table wrk.lua reads: the request, and one slot per connection if it has setup."""
    headers = {"Content-Type": "application/json"} if endpoint.body else {}
    conf: dict = {"method": endpoint.method, "path": endpoint.path, "out": str(out)}
    if endpoint.setup is None:
        ctxs = [{}]
    else:
        call = _call(base_url)
        ctxs = [endpoint.setup(call) for _ in range(connections)]
        conf["slots"] = [
            {
                "path": endpoint.path.format(**ctx),
                "headers": endpoint.headers(ctx) if endpoint.headers else {},
            }
            for ctx in ctxs
        ]
    if endpoint.headers and endpoint.setup is None:
        headers.update(endpoint.headers({}))
    if endpoint.body is not None:
        # Every connection's body is the same but for the marker (the setup's ctx
        # goes into the path and headers, not the body, for every endpoint so far).
        conf["body"] = _dumps(endpoint.body(MARK, ctxs[0])).decode()
    conf["headers"] = headers
    return "return " + _lua(conf) + "\n"


def run_wrk(endpoint: Endpoint, servers: Servers, args, seconds: float, tag: str, cpus) -> dict:
    """One wrk run against one endpoint; the server CPU it cost, read around it."""
    server = servers.by_name[endpoint.server]
    out = RESULTS / f"wrk-{endpoint.name}-{tag}.json"
    conf_path = RESULTS / f"wrk-{endpoint.name}-{tag}.lua"
    log_path = RESULTS / f"wrk-{endpoint.name}-{tag}.log"
    out.unlink(missing_ok=True)
    conf_path.write_text(
        wrk_conf(endpoint, server.base_url, args.connections, out), encoding="utf-8"
    )
    cmd = [
        args.wrk,
        # One thread per connection: a thread's Lua state is then one connection's.
        "-t",
        str(args.connections),
        "-c",
        str(args.connections),
        "-d",
        f"{seconds:g}s",
        "--timeout",
        "5s",
        "-s",
        str(WRK_SCRIPT),
        server.base_url,
    ]
    env = dict(os.environ, BENCH_WRK_CONF=str(conf_path))
    pids = servers.pids(endpoint.server)
    gen0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy0, total0 = machine_cpu()
    srv0 = tree_cpu_seconds(pids)
    with open(log_path, "wb") as logf:
        proc = subprocess.Popen(
            cmd,
            cwd=BENCH,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=logf,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_pinned(cpus),  # noqa: PLW1509 (no threads here)
        )
    rss = 0.0
    try:
        deadline = time.monotonic() + seconds + 30
        while proc.poll() is None:
            if endpoint.server == "referee":
                rss = max(rss, worker_rss_mb(server.proc.pid if server.proc else None))
            if time.monotonic() > deadline:
                raise BenchError(f"wrk did not finish in time:\n{tail(log_path)}")
            server.check_alive()
            time.sleep(0.25)
    finally:
        _stop_process_group(proc, "wrk", grace=5)
    srv1 = tree_cpu_seconds(pids)
    busy1, total1 = machine_cpu()
    gen1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0 or not out.exists():
        raise BenchError(
            f"wrk exited with {proc.returncode} and wrote no results:\n{tail(log_path)}"
        )
    summary = json.loads(out.read_text(encoding="utf-8"))
    wall = summary["duration_us"] / 1e6
    loadgen = (gen1.ru_utime + gen1.ru_stime) - (gen0.ru_utime + gen0.ru_stime)
    requests = summary["requests"]
    failures = sum(summary["errors"].values())
    ncpu = os.cpu_count() or 1
    return {
        "endpoint": endpoint.name,
        "seconds": wall,
        "requests": requests,
        "failures": failures,
        "errors": summary["errors"],
        "requests_per_s": requests / wall if wall else 0.0,
        "latency_ms": {k: v / 1000 for k, v in summary["latency_us"].items()},
        "server_cpu_s": srv1 - srv0,
        "loadgen_cpu_s": loadgen,
        "machine_busy_pct": 100 * ncpu * (busy1 - busy0) / max(1, total1 - total0),
        "worker_rss_mb": round(rss, 1),
    }


def measure(endpoint: Endpoint, servers: Servers, args, round_no: int, cpus) -> dict:
    """A warm-up run (not counted), then the measured one."""
    log(
        f"{endpoint.name}: {endpoint.method} {endpoint.path}, {args.connections} connections, "
        f"{args.warmup:g}s warm-up + {args.duration:g}s measured (round {round_no}/{args.rounds})"
    )
    if args.warmup > 0:
        warm = run_wrk(endpoint, servers, args, args.warmup, f"{round_no}-warmup", cpus)
        if warm["failures"]:
            log(f"{endpoint.name}: {warm['failures']} failures in the warm-up")
    profiler = _start_profiler(endpoint, servers, args) if round_no == 1 else None
    try:
        result = run_wrk(endpoint, servers, args, args.duration, str(round_no), cpus)
    finally:
        if profiler is not None:
            # Ctrl-C is py-spy's "stop and write what you have"; SIGTERM writes nothing.
            if profiler.poll() is None:
                profiler.send_signal(signal.SIGINT)
            try:
                profiler.wait(timeout=60)
            except subprocess.TimeoutExpired:
                pass
            _stop_process_group(profiler, "py-spy", grace=5)
    if args.warmup > 0:
        result["warmup_failures"] = warm["failures"]
    return result


def _start_profiler(endpoint: Endpoint, servers: Servers, args) -> subprocess.Popen | None:
    """With --profile: py-spy samples the serving gunicorn's workers during the first round.

    Sampling costs the workers a little CPU, so a profiled run's figures are not the
    reference; the profile says where a request's time goes, the table how much.
    """
    if not args.profile:
        return None
    server = servers.by_name[endpoint.server]
    out = RESULTS / f"profile-{endpoint.name}.txt"
    cmd = [
        args.profile,
        "record",
        "--pid",
        str(server.proc.pid),
        "--subprocesses",  # the workers, forked by the master
        "--nonblocking",  # never pause a worker to read its stack
        # Only the thread holding the GIL: with 4 threads per worker, the others are
        # mostly waiting for it, and would show up in whatever C call they released it.
        "--gil",
        "--rate",
        "100",
        "--duration",
        str(args.duration),
        "--format",
        "raw",  # collapsed stacks: one line per stack, then its sample count
        "--output",
        str(out),
    ]
    log_path = RESULTS / f"profile-{endpoint.name}.log"
    with open(log_path, "wb") as logf:
        return subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=logf,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def combine(rounds: list[dict]) -> dict:
    """One endpoint's rounds as one row: totals over all measured windows.

    wrk reports percentiles per run, not its raw latencies, so p50 is the median of
    the rounds' p50 and p99 the worst round's p99 (never better than pooling them).
    """
    seconds = sum(r["seconds"] for r in rounds)
    requests = sum(r["requests"] for r in rounds)
    server_cpu = sum(r["server_cpu_s"] for r in rounds)
    by_round = [1000 * r["server_cpu_s"] / r["requests"] if r["requests"] else None for r in rounds]
    loadgen_cpu = sum(r["loadgen_cpu_s"] for r in rounds)
    errors: dict[str, int] = {}
    for r in rounds:
        for kind, count in r["errors"].items():
            errors[kind] = errors.get(kind, 0) + count
    return {
        "endpoint": rounds[0]["endpoint"],
        "rounds": len(rounds),
        "window_seconds": round(seconds, 3),
        "requests": requests,
        "requests_per_s": requests / seconds if seconds else 0.0,
        "requests_per_s_by_round": [round(r["requests_per_s"], 1) for r in rounds],
        "failures": sum(r["failures"] + r.get("warmup_failures", 0) for r in rounds),
        "errors": {k: v for k, v in errors.items() if v},
        "latency_ms": {
            "p50": statistics.median(r["latency_ms"]["50"] for r in rounds),
            "p99": max(r["latency_ms"]["99"] for r in rounds),
            "max": max(r["latency_ms"]["max"] for r in rounds),
            "p50_by_round": [r["latency_ms"]["50"] for r in rounds],
            "p99_by_round": [r["latency_ms"]["99"] for r in rounds],
        },
        "worker_rss_mb": max(r.get("worker_rss_mb", 0.0) for r in rounds),
        "cpu": {
            # 100 = one core fully busy, averaged over the measured windows
            "server_pct": round(100 * server_cpu / seconds, 1) if seconds else None,
            "loadgen_pct": round(100 * loadgen_cpu / seconds, 1) if seconds else None,
            "machine_busy_pct": round(
                sum(r["machine_busy_pct"] * r["seconds"] for r in rounds) / seconds, 1
            )
            if seconds
            else None,
            "server_cpu_ms_per_request": 1000 * server_cpu / requests if requests else None,
            "server_cpu_ms_per_request_by_round": by_round,
        },
    }


# --------------------------------------------------------------- odds, in-process


def odds_in_process(repeats: int) -> dict:
    """Median time of the 10-shot volley odds in this process: params load + enumeration."""
    from referee.odds import odds_for
    from referee.systems.urban_war.steps import STEPS

    system, step_name, endpoint = ODDS_IN_PROCESS
    step = next(s for s in STEPS if s.name == step_name)
    schema = step.request_schema()  # the odds route's request is the step's
    body = endpoint.body(MARK, {})
    cpu, wall = [], []
    for _ in range(repeats):
        raw = copy.deepcopy(body)
        w0, c0 = time.perf_counter(), time.thread_time()
        odds_for(step.odds, schema.load(raw))
        cpu.append(1000 * (time.thread_time() - c0))
        wall.append(1000 * (time.perf_counter() - w0))
    cpu.sort()
    return {
        "what": f"{system} {step_name} odds ({endpoint.name} body), in-process",
        "repeats": repeats,
        # CPU time of this thread: on a busy machine the wall time also counts the
        # time other programs held the CPU; on a quiet one the two agree.
        "median_ms": statistics.median(cpu),
        "min_ms": cpu[0],
        "max_ms": cpu[-1],
        "median_wall_ms": statistics.median(wall),
        "target_ms": ODDS_TARGET_MS,
    }


# --------------------------------------------------------------- report


def _fmt(value, spec: str, missing: str = "-") -> str:
    return missing if value is None else format(value, spec)


def verdicts(results: list[dict], odds: dict | None) -> list[str]:
    """Every target missed, in words; empty when all are met."""
    base = next((r for r in results if r["endpoint"] == BASELINE), None)
    base_rps = base["requests_per_s"] if base else 0.0
    missed = []
    for r in results:
        r["ratio"] = r["requests_per_s"] / base_rps if base_rps else None
        target = r.get("target")
        r["meets_target"] = None if target is None or r["ratio"] is None else r["ratio"] >= target
        if r["meets_target"] is False:
            missed.append(f"{r['endpoint']}: ratio {r['ratio']:.2f} < {target:.2f}")
        if target is not None and (r["latency_ms"]["p99"] or 0) > P99_TARGET_MS:
            missed.append(
                f"{r['endpoint']}: p99 {r['latency_ms']['p99']:.1f} ms > {P99_TARGET_MS} ms"
            )
    by_name = {r["endpoint"]: r for r in results}
    for r in results:
        # Server CPU per request against the floor of the same kind of request, same run.
        floor = by_name.get(r.get("floor") or "")
        mine = _cpu_per_request(r)
        theirs = _cpu_per_request(floor) if floor else None
        r["cpu_ratio"] = mine / theirs if mine and theirs else None
        cap = r.get("cpu_target")
        r["meets_cpu_target"] = (
            None if cap is None or r["cpu_ratio"] is None else (r["cpu_ratio"] <= cap)
        )
        if r["meets_cpu_target"] is False:
            missed.append(
                f"{r['endpoint']}: CPU/request {r['cpu_ratio']:.2f}x {r['floor']} > {cap:.2f}x"
            )
    if odds is not None and odds["median_ms"] > odds["target_ms"]:
        missed.append(
            f"odds in-process: median {odds['median_ms']:.2f} ms > {odds['target_ms']:g} ms"
        )
    return missed


def _cpu_per_request(row: dict) -> float | None:
    return (row.get("cpu") or {}).get("server_cpu_ms_per_request")


def report(results: list[dict], odds: dict | None, missed: list[str], meta: dict) -> str:
    width = max([16, *(len(r["endpoint"]) for r in results)])
    header = (
        f"{'endpoint':<{width}} {'srv CPU ms/req':>14} {'x floor':>7} {'max':<10} "
        f"{'req/s':>9} {'ratio':>6}  {'target':<10} "
        f"{'p50 ms':>8} {'p99 ms':>8} {'failures':>8} {'CPU server':>10} {'wrk':>6} "
        f"{'machine':>8} {'worker RSS MB':>13}"
    )
    lines = [header, "-" * len(header)]
    for r in results:
        lat, cpu = r["latency_ms"], r["cpu"]
        target = r.get("target")
        verdict = ""
        if r["meets_target"] is not None:
            verdict = "ok" if r["meets_target"] else "BELOW"
        target_txt = f">={target:.2f} {verdict}".strip() if target is not None else "-"
        cap = r.get("cpu_target")
        cap_txt = "-"
        if cap is not None:
            met = r.get("meets_cpu_target")
            cap_txt = f"<={cap:.2f} {'' if met is None else 'ok' if met else 'ABOVE'}".strip()
        lines.append(
            f"{r['endpoint']:<{width}} {_fmt(cpu.get('server_cpu_ms_per_request'), '.3f'):>14} "
            f"{_fmt(r.get('cpu_ratio'), '.2f'):>7} {cap_txt:<10} "
            f"{r['requests_per_s']:>9.1f} {_fmt(r['ratio'], '.2f'):>6}  {target_txt:<10} "
            f"{_fmt(lat['p50'], '.2f'):>8} {_fmt(lat['p99'], '.2f'):>8} {r['failures']:>8d} "
            f"{_fmt(cpu.get('server_pct'), '.0f'):>9}% "
            f"{_fmt(cpu.get('loadgen_pct'), '.0f'):>5}% "
            f"{_fmt(cpu.get('machine_busy_pct'), '.0f'):>7}% "
            f"{_fmt(r.get('worker_rss_mb') or None, '.0f'):>13}"
        )
    lines.append("")
    if odds is not None:
        lines.append(
            f"{odds['what']}: median {odds['median_ms']:.2f} ms CPU over {odds['repeats']} "
            f"calls (min {odds['min_ms']:.2f}, max {odds['max_ms']:.2f}; wall median "
            f"{odds['median_wall_ms']:.2f} ms; target <= {odds['target_ms']:g} ms)"
        )
    lines.append(
        f"targets (CPU per request x its floor, req/s ratio, p99 <= {P99_TARGET_MS} ms at "
        f"{meta['connections']} connections, odds): "
        + ("all met" if not missed else "missed: " + "; ".join(missed))
    )
    worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gevent")
    if worker_class == "gthread":
        threads = meta["threads"] or os.environ.get("GUNICORN_THREADS", "4")
        workers = f"{meta['workers']} gthread workers x {threads} threads"
    else:
        workers = f"{meta['workers']} {worker_class} workers"
    lines.append(
        f"{meta['cpus']} CPUs ({meta['cpu_model']}); each server: {workers}; load: wrk, "
        f"{meta['connections']}"
        f" connections (one per thread), {meta['rounds']} rounds of {meta['duration_s']:g} s; "
        + (
            f"pinned server={meta['pin']['server']} loadgen={meta['pin']['loadgen']}"
            if meta["pin"]
            else "not pinned: servers and wrk share the CPUs"
        )
    )
    lines.append(
        f"ratio = req/s / {BASELINE}'s req/s in this run; srv CPU ms/req = CPU time of the"
        " serving gunicorn (master + workers) and redis per request; CPU columns: 100% = one"
        f" core; machine = everything incl. the kernel, at most {100 * (meta['cpus'] or 1)}%."
    )
    lines.extend(fast_paths_report(results))
    for r in results:
        for kind, count in r.get("errors", {}).items():
            lines.append(
                f"error ({r['endpoint']}) x{count}: {kind}"
                + (" (a status other than 2xx/3xx)" if kind == "status" else "")
            )
    return "\n".join(lines)


def _median_cpu(row: dict) -> float | None:
    values = [v for v in row["cpu"].get("server_cpu_ms_per_request_by_round", []) if v]
    return statistics.median(values) if values else None


def fast_paths_report(results: list[dict]) -> list[str]:
    """With --fast-paths-off: each Referee endpoint's server CPU per request with every fast
    path on and with each one off, as the median of the rounds (their range beside it, the
    run's noise), and what switching it off adds."""
    rows = {r["endpoint"]: r for r in results}
    lines = []
    for r in results:
        variants = [n for n in rows if n.startswith(r["endpoint"] + WITHOUT)]
        if not variants:
            continue
        if not lines:
            lines += ["", "fast paths off (srv CPU ms/req, median of the rounds [min-max]):"]
        on = _median_cpu(r)
        lines.append(f"  {r['endpoint']}: all on {_cpu_range(r)}")
        for name in variants:
            off = _median_cpu(rows[name])
            added = (
                f"{off - on:+.3f} ms ({100 * (off - on) / on:+.0f}%)"
                if on and off is not None
                else "-"
            )
            lines.append(
                f"    without {name.split(WITHOUT, 1)[1]}: {_cpu_range(rows[name])}, {added}"
            )
    return lines


def _cpu_range(row: dict) -> str:
    values = [v for v in row["cpu"].get("server_cpu_ms_per_request_by_round", []) if v]
    if not values:
        return "-"
    return f"{statistics.median(values):.3f} [{min(values):.3f}-{max(values):.3f}]"


def _git_commit() -> str | None:
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            check=False,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=10,
        )
        if head.returncode != 0:
            return None
        dirty = subprocess.run(
            ["git", "status", "--porcelain"],
            check=False,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.strip()
        return head.stdout.strip() + ("-dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return None


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


# --------------------------------------------------------------- main


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--duration", type=int, default=8, help="measured seconds per round (8)")
    p.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="rounds; each drives every endpoint once, in alternating order (A B C, C B A, "
        "...), so that drift of the machine hits every endpoint alike (3)",
    )
    p.add_argument(
        "--warmup",
        type=int,
        default=1,
        help="unmeasured whole seconds before each measured run (1)",
    )
    p.add_argument("--connections", type=int, default=16, help="concurrent connections (16)")
    p.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    p.add_argument(
        "--threads",
        type=int,
        default=None,
        help="gunicorn threads per worker (default: deploy/gunicorn.conf.py's, 4)",
    )
    p.add_argument("--port", type=int, default=None, help="Referee's port (default: a free one)")
    p.add_argument(
        "--only",
        default=None,
        help="comma-separated endpoint names to drive (the baseline always runs)",
    )
    p.add_argument(
        "--odds-repeats",
        type=int,
        default=30,
        help="calls of the in-process odds timing (30); 0 skips it",
    )
    p.add_argument(
        "--pin",
        default=None,
        metavar="SERVER:LOADGEN",
        help="pin CPUs, e.g. 0:1 (servers on CPU 0, wrk on CPU 1); default: no pinning",
    )
    p.add_argument(
        "--enforce-targets",
        action="store_true",
        help="exit 3 when a target of issue 18 is missed (ratios, p99, odds median)",
    )
    p.add_argument(
        "--profile",
        nargs="?",
        const=shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy")),
        default=None,
        metavar="PY_SPY",
        help="sample the workers with py-spy during round 1 of each endpoint; writes "
        "profile-<endpoint>.txt (collapsed stacks) beside the results",
    )
    p.add_argument(
        "--fast-paths-off",
        action="store_true",
        help="also serve Referee once per fast path of referee.fast with that path off (and "
        "once with all off), and drive each Referee endpoint against each of them too",
    )
    p.add_argument("--wrk", default=shutil.which("wrk"), help="the wrk binary (from PATH)")
    p.add_argument("--output", type=Path, default=RESULTS / "latest.json")
    args = p.parse_args(argv)
    if min(args.duration, args.connections, args.workers, args.rounds) <= 0 or args.warmup < 0:
        p.error("--duration, --rounds, --connections and --workers must be > 0, --warmup >= 0")
    return args


def with_fast_paths_off(endpoints: list[Endpoint]) -> list[Endpoint]:
    """Each Referee endpoint followed by one copy per fast path off (and one with all off),
    so that the alternating rounds keep each next to its variants."""
    from referee.fast.switch import NAMES  # after the sys.path setup

    out = []
    for endpoint in endpoints:
        out.append(endpoint)
        if endpoint.server != "referee":
            continue
        for name in (*NAMES, "all"):
            out.append(
                dataclasses.replace(
                    endpoint,
                    name=f"{endpoint.name}{WITHOUT}{name}",
                    server=f"referee{WITHOUT}{name}",
                    target=None,
                    cpu_target=None,
                )
            )
    return out


def _on_sigterm(signum, frame):
    raise KeyboardInterrupt


def main(argv=None) -> int:
    args = parse_args(argv)
    if not args.wrk:
        log(
            "wrk is not installed: run ./scripts/bench (it installs it as root), or "
            "`apt-get install wrk` (Debian/Ubuntu), or pass --wrk PATH"
        )
        return 2
    signal.signal(signal.SIGTERM, _on_sigterm)
    RESULTS.mkdir(parents=True, exist_ok=True)

    endpoints = ENDPOINTS
    if args.only:
        wanted = {n.strip() for n in args.only.split(",") if n.strip()} | {BASELINE}
        # An endpoint's floor runs with it: its CPU target is a multiple of the floor's.
        wanted |= {e.floor for e in ENDPOINTS if e.name in wanted and e.floor}
        unknown = wanted - {e.name for e in ENDPOINTS}
        if unknown:
            log(f"unknown endpoint(s): {', '.join(sorted(unknown))}")
            return 2
        endpoints = [e for e in ENDPOINTS if e.name in wanted]
    if args.fast_paths_off:
        endpoints = with_fast_paths_off(endpoints)

    server_cpus = loadgen_cpus = None
    if args.pin:
        try:
            s, g = args.pin.split(":", 1)
            server_cpus, loadgen_cpus = parse_cpus(s), parse_cpus(g)
        except ValueError:
            log("--pin takes SERVER_CPUS:LOADGEN_CPUS, e.g. 0:1 or 0-2:3")
            return 2

    meta = {
        "started_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "commit": _git_commit(),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "cpu_model": _cpu_model(),
        "load_generator": "wrk",
        "duration_s": args.duration,
        "rounds": args.rounds,
        "warmup_s": args.warmup,
        "connections": args.connections,
        "workers": args.workers,
        "threads": args.threads,
        "pin": (
            {"server": sorted(server_cpus), "loadgen": sorted(loadgen_cpus)} if args.pin else None
        ),
        "baseline": BASELINE,
    }
    odds = odds_in_process(args.odds_repeats) if args.odds_repeats > 0 else None
    servers = Servers(args, server_cpus)
    results: list[dict] = []
    try:
        servers.start({e.server for e in endpoints})
        by_endpoint: dict[str, list[dict]] = {e.name: [] for e in endpoints}
        for round_no in range(1, args.rounds + 1):
            order = endpoints if round_no % 2 else endpoints[::-1]
            for endpoint in order:
                summary = measure(endpoint, servers, args, round_no, loadgen_cpus)
                by_endpoint[endpoint.name].append(summary)
                log(
                    f"{endpoint.name}: {summary['requests_per_s']:.1f} req/s, "
                    f"{summary['failures']} failures"
                )
        for endpoint in endpoints:
            summary = combine(by_endpoint[endpoint.name])
            summary.update(
                method=endpoint.method,
                path=endpoint.path,
                server=endpoint.server,
                target=endpoint.target,
                floor=endpoint.floor,
                cpu_target=endpoint.cpu_target,
            )
            results.append(summary)
    except KeyboardInterrupt:
        log("interrupted: stopping the servers")
        return 130
    except RuntimeError as exc:  # BenchError, or redis-server failing to start
        log(f"error: {exc}")
        return 2
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not skip cleanup
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        servers.stop()
        signal.signal(signal.SIGINT, signal.default_int_handler)
        log("servers stopped")

    missed = verdicts(results, odds)
    table = report(results, odds, missed, meta)
    print(table)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(
        json.dumps(
            {"meta": meta, "results": results, "odds": odds, "missed": missed, "table": table},
            indent=2,
        )
        + "\n",
        encoding="utf-8",
    )
    log(f"results written to {args.output}")

    if any(r["failures"] for r in results):
        return 1
    if args.enforce_targets and missed:
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
