#!/usr/bin/env python
"""Benchmark Referee: each endpoint's throughput relative to /healthz on the same server.

    .venv/bin/python bench/run.py [--duration 20] [--users 16] [--workers 2] [--port N]

Starts a real redis-server (EmbeddedRedis, on a free port) and gunicorn with
deploy/gunicorn.conf.py against it, then drives each endpoint of
bench/endpoints.py in turn with locust (one headless locust process per
endpoint, FastHttpUser, closed loop), for the same fixed time. Prints a table
and writes bench/results/latest.json; the logs of gunicorn and of each locust
run are left beside it. Exit status: 0 all requests succeeded, 1 some request
failed, 2 the benchmark could not run, 3 a ratio target was missed (only with
--enforce-targets), 130 interrupted. See bench/README.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import platform
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from array import array
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
RESULTS = BENCH / "results"
LOCUSTFILE = BENCH / "locustfile.py"

# Importable without `pip install -e .` as long as the dependencies are there.
sys.path.insert(0, str(ROOT / "service"))
sys.path.insert(0, str(BENCH))

from endpoints import BASELINE, ENDPOINTS, Endpoint  # noqa: E402 (after the path setup)

CLK_TCK = os.sysconf("SC_CLK_TCK")
P99_TARGET_MS = 25
RSS_TARGET_MB = 120


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


# --------------------------------------------------------------- the server


class Server:
    """A real redis-server plus gunicorn serving referee.app:create_app()."""

    def __init__(self, port: int, workers: int, threads: int | None, cpus: set[int] | None):
        self.port = port
        self.workers = workers
        self.threads = threads
        self.cpus = cpus
        self.redis = None
        self.proc: subprocess.Popen | None = None
        self.log_path = RESULTS / "gunicorn.log"

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def pids(self) -> list[int]:
        pids = []
        if self.proc is not None:
            pids.append(self.proc.pid)
        if self.redis is not None and self.redis.process is not None:
            pids.append(self.redis.process.pid)
        return pids

    def start(self, ready_timeout: float = 60.0) -> None:
        try:
            from referee.store.embedded import EmbeddedRedis, free_port
        except ImportError as exc:
            raise BenchError(f"cannot import referee.store.embedded: {exc}") from exc

        self.redis = EmbeddedRedis(port=free_port()).start()
        if self.cpus:
            os.sched_setaffinity(self.redis.process.pid, self.cpus)
        log(f"redis-server pid {self.redis.process.pid} at {self.redis.url}")

        env = dict(os.environ)
        env.pop("GUNICORN_ACCESSLOG", None)  # no access log: it would cost server CPU
        env.update(
            HOST="127.0.0.1",
            PORT=str(self.port),
            WEB_CONCURRENCY=str(self.workers),
            REDIS_URL=self.redis.url,
            LOG_LEVEL=os.environ.get("BENCH_SERVER_LOG_LEVEL", "warning"),
            PYTHONPATH=os.pathsep.join(
                p for p in (str(ROOT / "service"), os.environ.get("PYTHONPATH")) if p
            ),
            PYTHONUNBUFFERED="1",
            # The service's defaults, unless the environment says otherwise (e.g. a rate
            # limit a single load generator cannot reach, to measure the limiter's cost).
            REFEREE_RATE_LIMIT=os.environ.get("REFEREE_RATE_LIMIT", ""),
            # Steady state: no worker recycling mid-run (a restarted worker's CPU time
            # would vanish from the accounting, and its start-up would count as load).
            GUNICORN_MAX_REQUESTS=os.environ.get("GUNICORN_MAX_REQUESTS", "0"),
        )
        if self.threads is not None:
            env["GUNICORN_THREADS"] = str(self.threads)
        cmd = [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            str(ROOT / "deploy" / "gunicorn.conf.py"),
            "referee.app:create_app()",
        ]
        cpus = self.cpus
        with open(self.log_path, "wb") as logf:
            self.proc = subprocess.Popen(
                cmd,
                cwd=ROOT,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=logf,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # Ctrl-C reaches us only; we stop it in order
                preexec_fn=_pinned(cpus),  # noqa: PLW1509 (no threads here)
            )
        log(
            f"gunicorn pid {self.proc.pid} on {self.base_url} "
            f"({self.workers} workers), log: {self.log_path.relative_to(ROOT)}"
        )
        self._wait_ready(ready_timeout)

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        last_error = ""
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise BenchError(
                    f"gunicorn exited with {self.proc.returncode} before it was "
                    f"ready:\n{tail(self.log_path)}"
                )
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2) as resp:
                    if resp.status == 200:
                        return
                    last_error = f"HTTP {resp.status}"
            except (urllib.error.URLError, OSError) as exc:
                last_error = str(exc)
            time.sleep(0.1)
        raise BenchError(
            f"/healthz not ready after {timeout:.0f}s ({last_error}):\n{tail(self.log_path)}"
        )

    def stop(self) -> None:
        if self.proc is not None:
            _stop_process_group(self.proc, "gunicorn", grace=15)
            self.proc = None
        if self.redis is not None:
            self.redis.stop()
            self.redis = None


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


def drive(
    endpoint: Endpoint, server: Server, args, cpus: set[int] | None, round_no: int = 1
) -> dict:
    """Run one headless locust process against one endpoint; return its summary."""
    out = RESULTS / f"locust-{endpoint.name}-{round_no}.json"
    log_path = RESULTS / f"locust-{endpoint.name}-{round_no}.log"
    out.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("LOCUST_")}
    env.update(
        BENCH_ENDPOINT=endpoint.name,
        BENCH_OUT=str(out),
        BENCH_WARMUP=str(args.warmup),
        PYTHONUNBUFFERED="1",
    )
    window = args.duration / args.rounds
    run_time = args.warmup + window
    cmd = [
        sys.executable,
        "-m",
        "locust",
        "-f",
        str(LOCUSTFILE),
        "--headless",
        "--host",
        server.base_url,
        "-u",
        str(args.users),
        "-r",
        str(args.users),
        "--run-time",
        f"{math.ceil(run_time)}s",
        "--stop-timeout",
        "0",
        "--only-summary",
        "--loglevel",
        "WARNING",
        "--exit-code-on-error",
        "0",
    ]
    log(
        f"{endpoint.name}: {endpoint.method} {endpoint.path}, {args.users} users, "
        f"{args.warmup}s warm-up + {window:g}s measured (round {round_no}/{args.rounds})"
    )
    samples: list[tuple[float, float, float, tuple[int, int]]] = []
    with open(log_path, "wb") as logf:
        proc = subprocess.Popen(
            cmd,
            cwd=BENCH,  # not the repo root: locust would read pyproject.toml there
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=logf,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_pinned(cpus),  # noqa: PLW1509 (no threads here)
        )
    rss = 0.0
    try:
        deadline = time.monotonic() + run_time + 60
        while proc.poll() is None:
            rss = max(rss, worker_rss_mb(server.proc.pid if server.proc else None))
            samples.append(
                (
                    time.time(),
                    tree_cpu_seconds(server.pids()),
                    tree_cpu_seconds([proc.pid]),
                    machine_cpu(),
                )
            )
            if time.monotonic() > deadline:
                raise BenchError(f"locust did not finish in time:\n{tail(log_path)}")
            if server.proc is not None and server.proc.poll() is not None:
                raise BenchError(f"gunicorn died during the run:\n{tail(server.log_path)}")
            time.sleep(0.25)
    finally:
        _stop_process_group(proc, "locust", grace=10)
    if not out.exists():
        raise BenchError(
            f"locust exited with {proc.returncode} and wrote no results:\n{tail(log_path)}"
        )
    summary = json.loads(out.read_text(encoding="utf-8"))
    summary["cpu"] = _window_cpu(samples, summary["window_start"], summary["window_end"])
    summary["worker_rss_mb"] = round(rss, 1)
    summary["locust_exit_code"] = proc.returncode
    return summary


def combine(rounds: list[dict]) -> dict:
    """One endpoint's rounds as one result: totals over all measured windows, pooled latencies."""
    seconds = sum(r["window_seconds"] for r in rounds)
    requests = sum(r["requests"] for r in rounds)
    latencies = array("d")
    for r in rounds:
        with open(r["latencies_file"], "rb") as f:
            latencies.frombytes(f.read())
    lat = sorted(latencies)
    errors: dict[str, int] = {}
    for r in rounds:
        for err, count in r.get("errors", {}).items():
            errors[err] = errors.get(err, 0) + count
    cpu = {}
    weighted = [(r["window_seconds"], r["cpu"]) for r in rounds if r.get("cpu")]
    if weighted:
        total = sum(w for w, _ in weighted)
        for key in weighted[0][1]:
            cpu[key] = round(sum(w * c[key] for w, c in weighted) / total, 1)
    return {
        "endpoint": rounds[0]["endpoint"],
        "rounds": len(rounds),
        "window_seconds": seconds,
        "requests": requests,
        "requests_per_s": requests / seconds if seconds else 0.0,
        "requests_per_s_by_round": [round(r["requests_per_s"], 1) for r in rounds],
        "failures": sum(r["failures"] for r in rounds),
        "errors": errors,
        "latency_ms": {
            "mean": sum(lat) / len(lat) if lat else None,
            "p50": _percentile(lat, 50),
            "p90": _percentile(lat, 90),
            "p99": _percentile(lat, 99),
            "max": lat[-1] if lat else None,
        },
        "locust_cpu_warnings": [w for r in rounds for w in r.get("locust_cpu_warnings", [])],
        "worker_rss_mb": max(r.get("worker_rss_mb", 0.0) for r in rounds),
        "cpu": cpu,
    }


def _percentile(sorted_values, q):
    """Nearest-rank percentile of an ascending sequence; None when empty."""
    if not sorted_values:
        return None
    rank = max(1, -(-len(sorted_values) * q // 100))
    return sorted_values[int(rank) - 1]


def _window_cpu(samples, start, end) -> dict:
    """CPU use of the server, the load generator and the machine inside the window."""
    if start is None or end is None:
        return {}
    inside = [s for s in samples if start <= s[0] <= end]
    if len(inside) < 2:
        return {}
    (t0, srv0, gen0, (busy0, tot0)), (t1, srv1, gen1, (busy1, tot1)) = inside[0], inside[-1]
    wall = t1 - t0
    ncpu = os.cpu_count() or 1
    return {
        # 100 = one core fully busy
        "server_pct": round(100 * (srv1 - srv0) / wall, 1),
        "loadgen_pct": round(100 * (gen1 - gen0) / wall, 1),
        "machine_busy_pct": round(100 * ncpu * (busy1 - busy0) / max(1, tot1 - tot0), 1),
    }


# --------------------------------------------------------------- report


def _fmt(value, spec: str, missing: str = "-") -> str:
    return missing if value is None else format(value, spec)


def report(results: list[dict], meta: dict) -> str:
    base = next((r for r in results if r["endpoint"] == BASELINE), None)
    base_rps = base["requests_per_s"] if base else 0.0
    for r in results:
        r["ratio"] = r["requests_per_s"] / base_rps if base_rps else None
        cpu = r.get("cpu", {})
        if cpu and r["requests_per_s"]:
            # Server CPU time per request: unlike req/s, barely moved by the load generator.
            cpu["server_cpu_ms_per_request"] = 10 * cpu["server_pct"] / r["requests_per_s"]
        target = r.get("target")
        r["meets_target"] = None if target is None or r["ratio"] is None else r["ratio"] >= target

    header = (
        f"{'endpoint':<16} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'failures':>8} "
        f"{'ratio':>6}  {'target':<10} {'CPU server':>10} {'loadgen':>8} {'machine':>8} "
        f"{'srv CPU ms/req':>14} {'worker RSS MB':>13}"
    )
    lines = [header, "-" * len(header)]
    for r in results:
        lat, cpu = r["latency_ms"], r.get("cpu", {})
        target = r.get("target")
        verdict = ""
        if r["meets_target"] is not None:
            verdict = "ok" if r["meets_target"] else "BELOW"
        target_txt = f">={target:.2f} {verdict}".strip() if target is not None else "-"
        lines.append(
            f"{r['endpoint']:<16} {r['requests_per_s']:>9.1f} {_fmt(lat['p50'], '.2f'):>8} "
            f"{_fmt(lat['p99'], '.2f'):>8} {r['failures']:>8d} {_fmt(r['ratio'], '.2f'):>6}  "
            f"{target_txt:<10} {_fmt(cpu.get('server_pct'), '.0f'):>9}% "
            f"{_fmt(cpu.get('loadgen_pct'), '.0f'):>7}% "
            f"{_fmt(cpu.get('machine_busy_pct'), '.0f'):>7}% "
            f"{_fmt(cpu.get('server_cpu_ms_per_request'), '.3f'):>14} "
            f"{_fmt(r.get('worker_rss_mb'), '.0f'):>13}"
        )
    lines.append("")
    p99_over = [r["endpoint"] for r in results if (r["latency_ms"]["p99"] or 0) > P99_TARGET_MS]
    rss_over = [r["endpoint"] for r in results if r.get("worker_rss_mb", 0) > RSS_TARGET_MB]
    lines.append(
        f"targets: p99 <= {P99_TARGET_MS} ms at {meta['users']} connections: "
        + ("met" if not p99_over else "above for " + ", ".join(p99_over))
        + f"; worker RSS <= {RSS_TARGET_MB} MB: "
        + ("met" if not rss_over else "above for " + ", ".join(rss_over))
    )
    lines.append(
        f"{meta['cpus']} CPUs ({meta['cpu_model']}); server: {meta['workers']} gunicorn workers"
        f" + redis; load: {meta['users']} locust users in one process; "
        + (
            f"pinned server={meta['pin']['server']} loadgen={meta['pin']['loadgen']}"
            if meta["pin"]
            else "not pinned: server and load generator share the CPUs"
        )
    )
    lines.append(
        "CPU columns: 100% = one core, over each measured window; machine = all processes and"
        f" the kernel, at most {100 * (meta['cpus'] or 1)}%; srv CPU ms/req = server (gunicorn"
        " + redis) CPU time per request."
    )
    for r in results:
        if r.get("locust_cpu_warnings"):
            lines.append(
                f"note: locust hit its own CPU limit during {r['endpoint']} "
                f"({max(r['locust_cpu_warnings'])}%): the load generator may cap the "
                f"throughput there."
            )
        for err, count in r.get("errors", {}).items():
            lines.append(f"error ({r['endpoint']}) x{count}: {err}")
    return "\n".join(lines)


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
    p.add_argument("--duration", type=int, default=20, help="measured seconds per endpoint (20)")
    p.add_argument(
        "--rounds",
        type=int,
        default=2,
        help="split each endpoint's time into this many rounds, in alternating order "
        "(A B, B A, ...), so that drift of the machine hits every endpoint alike (2)",
    )
    p.add_argument(
        "--warmup", type=int, default=2, help="unmeasured seconds before each endpoint's window (2)"
    )
    p.add_argument("--users", type=int, default=16, help="concurrent connections (16)")
    p.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    p.add_argument(
        "--threads",
        type=int,
        default=None,
        help="gunicorn threads per worker (default: deploy/gunicorn.conf.py's)",
    )
    p.add_argument("--port", type=int, default=None, help="server port (default: a free one)")
    p.add_argument(
        "--only",
        default=None,
        help="comma-separated endpoint names to drive (the baseline always runs)",
    )
    p.add_argument(
        "--pin",
        default=None,
        metavar="SERVER:LOADGEN",
        help="pin CPUs, e.g. 0:1 (server on CPU 0, locust on CPU 1); default: no pinning",
    )
    p.add_argument(
        "--enforce-targets",
        action="store_true",
        help="exit 3 when an endpoint's ratio is below its target",
    )
    p.add_argument("--output", type=Path, default=RESULTS / "latest.json")
    args = p.parse_args(argv)
    if min(args.duration, args.users, args.workers, args.rounds) < 1 or args.warmup < 0:
        p.error("--duration, --rounds, --users and --workers must be >= 1, --warmup >= 0")
    return args


def _on_sigterm(signum, frame):
    raise KeyboardInterrupt


def main(argv=None) -> int:
    args = parse_args(argv)
    signal.signal(signal.SIGTERM, _on_sigterm)
    RESULTS.mkdir(parents=True, exist_ok=True)

    endpoints = ENDPOINTS
    if args.only:
        wanted = {n.strip() for n in args.only.split(",") if n.strip()} | {BASELINE}
        unknown = wanted - {e.name for e in ENDPOINTS}
        if unknown:
            log(f"unknown endpoint(s): {', '.join(sorted(unknown))}")
            return 2
        endpoints = [e for e in ENDPOINTS if e.name in wanted]

    server_cpus = loadgen_cpus = None
    if args.pin:
        try:
            s, g = args.pin.split(":", 1)
            server_cpus, loadgen_cpus = parse_cpus(s), parse_cpus(g)
        except ValueError:
            log("--pin takes SERVER_CPUS:LOADGEN_CPUS, e.g. 0:1 or 0-2:3")
            return 2

    from referee.store.embedded import free_port  # after the sys.path setup

    meta = {
        "started_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "commit": _git_commit(),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "cpu_model": _cpu_model(),
        "duration_s": args.duration,
        "rounds": args.rounds,
        "warmup_s": args.warmup,
        "users": args.users,
        "workers": args.workers,
        "threads": args.threads,
        "pin": (
            {"server": sorted(server_cpus), "loadgen": sorted(loadgen_cpus)} if args.pin else None
        ),
        "baseline": BASELINE,
    }
    server = Server(args.port or free_port(), args.workers, args.threads, server_cpus)
    results: list[dict] = []
    try:
        server.start()
        by_endpoint: dict[str, list[dict]] = {e.name: [] for e in endpoints}
        for round_no in range(1, args.rounds + 1):
            order = endpoints if round_no % 2 else endpoints[::-1]
            for endpoint in order:
                summary = drive(endpoint, server, args, loadgen_cpus, round_no)
                by_endpoint[endpoint.name].append(summary)
                log(
                    f"{endpoint.name}: {summary['requests_per_s']:.1f} req/s, "
                    f"{summary['failures']} failures"
                )
        for endpoint in endpoints:
            summary = combine(by_endpoint[endpoint.name])
            summary.update(method=endpoint.method, path=endpoint.path, target=endpoint.target)
            results.append(summary)
    except KeyboardInterrupt:
        log("interrupted: stopping the server")
        return 130
    except RuntimeError as exc:  # BenchError, or redis-server failing to start
        log(f"error: {exc}")
        return 2
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not skip cleanup
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        server.stop()
        signal.signal(signal.SIGINT, signal.default_int_handler)
        log("server stopped")

    table = report(results, meta)
    print(table)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(
        json.dumps({"meta": meta, "results": results, "table": table}, indent=2) + "\n",
        encoding="utf-8",
    )
    log(f"results written to {args.output}")

    if any(r["failures"] for r in results):
        return 1
    if args.enforce_targets and any(r["meets_target"] is False for r in results):
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
