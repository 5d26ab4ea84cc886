"""The benchmark harness (bench/run.py) runs, measures and judges: a tiny run, loopback only.

One round of one second per endpoint (the bare Flask baseline and /healthz),
against servers the harness starts on 127.0.0.1 itself and stops again. It
proves the harness works, not how fast anything is.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "bench" / "run.py"


def _load_run():
    spec = importlib.util.spec_from_file_location("bench_run", RUN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.e2e
@pytest.mark.timeout(150)
def test_tiny_run_measures_the_baseline_and_healthz(tmp_path):
    assert shutil.which("wrk"), "wrk is missing: scripts/test installs it (apt-get install wrk)"
    out = tmp_path / "out.json"
    env = dict(os.environ, BENCH_RESULTS=str(tmp_path / "results"))
    proc = subprocess.run(
        [sys.executable, str(RUN), "--rounds", "1", "--duration", "1", "--warmup", "0"]
        + ["--only", "healthz", "--odds-repeats", "1", "--output", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads(out.read_text())
    rows = {r["endpoint"]: r for r in data["results"]}
    assert list(rows) == ["flask", "healthz"]
    assert rows["flask"]["server"] == "bare" and rows["healthz"]["server"] == "referee"
    for row in rows.values():
        assert row["requests"] > 0 and row["failures"] == 0
        # Server CPU was read from /proc around the window: a request costs something.
        assert row["cpu"]["server_cpu_ms_per_request"] > 0
        assert 0 < row["latency_ms"]["p50"] <= row["latency_ms"]["p99"]
    assert rows["flask"]["ratio"] == 1.0
    assert rows["healthz"]["ratio"] == pytest.approx(
        rows["healthz"]["requests_per_s"] / rows["flask"]["requests_per_s"]
    )
    assert data["odds"]["median_ms"] > 0
    assert "healthz" in data["table"] and "srv CPU ms/req" in data["table"]
    # Everything it started is stopped: nothing listens on the servers' ports any more.
    assert "servers stopped" in proc.stderr


def _row(name, rps, p99, target=None):
    return {"endpoint": name, "requests_per_s": rps, "latency_ms": {"p99": p99}, "target": target}


def test_enforced_targets_name_each_miss():
    run = _load_run()
    results = [
        _row("flask", 1000.0, 5.0),
        _row("healthz", 890.0, 5.0, target=0.90),  # 0.89: just below
        _row("command-test", 750.0, 26.0, target=0.75),  # ratio met exactly, p99 above 25 ms
        _row("shooting", 600.0, 25.0, target=0.60),  # both met exactly
    ]
    odds = {"median_ms": 3.5, "target_ms": 3.0}
    missed = run.verdicts(results, odds)
    assert missed == [
        "healthz: ratio 0.89 < 0.90",
        "command-test: p99 26.0 ms > 25 ms",
        "odds in-process: median 3.50 ms > 3 ms",
    ]
    assert [r["meets_target"] for r in results] == [None, False, True, True]
    assert run.verdicts(results[2:3] + results[:1], {"median_ms": 3.0, "target_ms": 3.0}) == [
        "command-test: p99 26.0 ms > 25 ms"
    ]


@pytest.mark.timeout(120)
def test_in_process_measure_runs_every_kind_of_endpoint():
    """bench/inprocess.py calls each app's WSGI callable: a stateless step and an encounter
    step (its setup creates the encounter) answer as expected and cost some CPU."""
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "inprocess.py")]
        + ["--only", "flask,command-test,encounter-step", "--requests", "20", "--repeats", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [line.split() for line in proc.stdout.splitlines() if "CPU/request" in line]
    assert [row[0] for row in rows] == ["flask", "command-test", "encounter-step"]
    assert all(float(row[1]) > 0 for row in rows)


@pytest.mark.timeout(120)
def test_fast_paths_are_timed_call_by_call():
    """bench/fast_paths.py times each fast path against its library's call and says what a
    request saves: one row per timing, each with both figures."""
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "fast_paths.py"), "--number", "200"]
        + ["--repeats", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [line for line in proc.stdout.splitlines() if "a request: saves" in line]
    names = [row.split(" (")[0] for row in rows]
    assert names == ["views", "views", "ensure_sync", "metric_children", "loader", "loader"]
    for row in rows:
        library, fast = (float(row.split(word)[1].split()[0]) for word in ("library", "fast "))
        assert library > 0 and fast > 0, row


def _cpu_row(name, cpu_ms, floor=None, cpu_target=None):
    row = _row(name, 100.0, 5.0)
    row.update(cpu={"server_cpu_ms_per_request": cpu_ms}, floor=floor, cpu_target=cpu_target)
    return row


def test_cpu_targets_are_multiples_of_each_endpoint_s_own_floor():
    """Issue 34: server CPU per request against the floor of the same kind of request."""
    run = _load_run()
    results = [
        _cpu_row("flask", 0.25),
        _cpu_row("flask-post", 0.30),
        _cpu_row("flask-post-redis", 0.70),
        _cpu_row("healthz", 0.2625, floor="flask", cpu_target=1.05),  # exactly 1.05x: met
        _cpu_row("command-test", 0.42, floor="flask-post", cpu_target=1.2),  # 1.4x: missed
        _cpu_row("encounter-step", 0.77, floor="flask-post-redis", cpu_target=1.15),  # 1.1x
        _cpu_row("shooting", 0.5, floor="missing", cpu_target=1.35),  # floor not run: no verdict
    ]
    missed = run.verdicts(results, None)
    assert missed == ["command-test: CPU/request 1.40x flask-post > 1.20x"]
    assert [r["meets_cpu_target"] for r in results] == [None, None, None, True, False, True, None]
    assert results[5]["cpu_ratio"] == pytest.approx(1.1)


def test_the_endpoints_carry_the_targets_of_issue_34():
    endpoints = {e.name: e for e in _load_run().ENDPOINTS}
    wanted = {
        "healthz": ("flask", 1.05),
        "command-test": ("flask-post", 1.2),
        "shooting": ("flask-post", 1.35),
        "encounter-step": ("flask-post-redis", 1.15),
    }
    assert {n: (endpoints[n].floor, endpoints[n].cpu_target) for n in wanted} == wanted
    for floor, _ in wanted.values():
        assert endpoints[floor].server == "bare"
