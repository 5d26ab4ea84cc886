"""The locust side of bench/run.py: drives ONE endpoint, named by $BENCH_ENDPOINT.

Started by run.py as `python -m locust -f bench/locustfile.py --headless ...`,
one locust process per endpoint. Besides locust's own statistics (which round
latencies to whole milliseconds) it records every request's exact latency and
writes a small JSON summary to $BENCH_OUT when the test stops:

- requests in the first $BENCH_WARMUP seconds are not measured (connections
  opening, users spawning, first requests in each worker);
- the measured window ends when locust starts stopping the users;
- failures are counted over the whole run, warm-up included.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import time
from array import array
from collections import Counter

from locust import FastHttpUser, constant, events, task

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from endpoints import by_name

ENDPOINT = by_name(os.environ["BENCH_ENDPOINT"])
OUT = os.environ["BENCH_OUT"]
WARMUP = float(os.environ.get("BENCH_WARMUP", "2"))
SETUP_PREFIX = "setup "

_counter = itertools.count()
_state = {
    "test_start": None,  # wall clock (time.time()) when the test started
    "window_start": None,  # test_start + WARMUP
    "window_end": None,  # when locust began stopping the users
    "written": False,
}
_latencies_ms = array("d")  # successful, measured requests only
_counts = Counter()  # measured, warmup, failures, setup, after_stop
_errors = Counter()  # "name: error" -> count, failures only
_cpu_warnings = []  # locust's own CPU-usage warnings (percent)


@events.test_start.add_listener
def _on_test_start(environment, **_kw):
    now = time.time()
    _state["test_start"] = now
    _state["window_start"] = now + WARMUP


@events.test_stopping.add_listener
def _on_test_stopping(environment, **_kw):
    if _state["window_end"] is None:
        _state["window_end"] = time.time()


@events.cpu_warning.add_listener
def _on_cpu_warning(environment, cpu_usage, **_kw):
    _cpu_warnings.append(round(cpu_usage, 1))


@events.request.add_listener
def _on_request(request_type, name, response_time, exception=None, **_kw):
    now = time.time()
    if _state["window_end"] is not None and now > _state["window_end"]:
        _counts["after_stop"] += 1
        return
    if exception is not None:
        _counts["failures"] += 1
        key = f"{name}: {exception}"[:300]
        if key in _errors or len(_errors) < 20:
            _errors[key] += 1
        return
    if name.startswith(SETUP_PREFIX):
        _counts["setup"] += 1
    elif _state["window_start"] is None or now < _state["window_start"]:
        _counts["warmup"] += 1
    else:
        _counts["measured"] += 1
        _latencies_ms.append(response_time)


def _percentile(sorted_values, q):
    """Nearest-rank percentile of an ascending sequence; None when empty."""
    if not sorted_values:
        return None
    rank = max(1, -(-len(sorted_values) * q // 100))  # ceil(len * q / 100)
    return sorted_values[int(rank) - 1]


def _write_summary():
    if _state["written"]:
        return
    _state["written"] = True
    lat = sorted(_latencies_ms)
    start, end = _state["window_start"], _state["window_end"] or time.time()
    seconds = max(0.0, end - start) if start else 0.0
    summary = {
        "endpoint": ENDPOINT.name,
        "window_start": start,
        "window_end": end,
        "window_seconds": seconds,
        "requests": _counts["measured"],
        "requests_per_s": _counts["measured"] / seconds if seconds > 0 else 0.0,
        "warmup_requests": _counts["warmup"],
        "setup_requests": _counts["setup"],
        "after_stop_requests": _counts["after_stop"],
        "failures": _counts["failures"],
        "errors": dict(_errors.most_common(10)),
        "latency_ms": {
            "mean": sum(lat) / len(lat) if lat else None,
            "p50": _percentile(lat, 50),
            "p90": _percentile(lat, 90),
            "p99": _percentile(lat, 99),
            "max": lat[-1] if lat else None,
        },
        "locust_cpu_warnings": _cpu_warnings,
        # Every measured latency, so run.py can pool several rounds exactly.
        "latencies_file": OUT + ".lat",
    }
    with open(OUT + ".lat", "wb") as f:
        _latencies_ms.tofile(f)
    tmp = OUT + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=2)
    os.replace(tmp, OUT)


@events.test_stop.add_listener
def _on_test_stop(environment, **_kw):
    _write_summary()


@events.quitting.add_listener
def _on_quitting(environment, **_kw):
    _write_summary()


class BenchUser(FastHttpUser):
    wait_time = constant(0)  # closed loop: each user sends its next request at once

    def on_start(self):
        self.ctx = ENDPOINT.setup(self._setup_call) if ENDPOINT.setup else {}
        self.path = ENDPOINT.path.format(**self.ctx) if self.ctx else ENDPOINT.path
        self.headers = ENDPOINT.headers(self.ctx) if ENDPOINT.headers else None

    def _setup_call(self, method, path, json=None):
        with self.client.request(
            method, path, json=json, name=SETUP_PREFIX + path, catch_response=True
        ) as resp:
            if not 200 <= resp.status_code < 300:
                resp.failure(f"HTTP {resp.status_code}: {resp.text[:200] if resp.text else ''}")
                raise RuntimeError(f"setup {method} {path} failed: HTTP {resp.status_code}")
            resp.success()
            return resp.json() if resp.text else None

    @task
    def drive(self):
        body = ENDPOINT.body(next(_counter), self.ctx) if ENDPOINT.body else None
        with self.client.request(
            ENDPOINT.method,
            self.path,
            json=body,
            headers=self.headers,
            name=ENDPOINT.name,
            catch_response=True,
        ) as resp:
            if resp.status_code == ENDPOINT.expect:
                resp.success()
            else:
                text = resp.text[:200] if resp.text else ""
                resp.failure(f"HTTP {resp.status_code} (expected {ENDPOINT.expect}): {text}")
