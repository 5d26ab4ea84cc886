#!/usr/bin/env python
"""What each small fast path of referee.fast saves a request, timed call by call.

    .venv/bin/python bench/fast_paths.py [--repeats 7] [--number 20000]

Some fast paths save a few microseconds a request: less than the noise of a served or
in-process run on a busy machine (bench/run.py --fast-paths-off, bench/inprocess.py). This
times the library's call and the fast path's call directly, the best of `--repeats` runs of
`--number` calls each (CPU time, so other programs barely move it), and multiplies by how
many times a request makes that call (counted on a real request to the app):

- ensure_sync: Flask's `ensure_sync` against referee.fast.sync's, on the app's own hooks
  and view, times the calls a request makes;
- metric_children: prometheus_client's `labels()` against referee.fast.metrics' `child`,
  times the lookups a request makes (two per request, three for a step);
- loader: marshmallow's `schema.load` against referee.fast.loader, on the benchmark's
  command test and shooting bodies (one load per request);
- views: a step's view wrapped by flask-smorest's own `alt_response` (x4), `response`,
  `arguments` and `doc`, against the same view wrapped by referee.fast.views, both loading
  with marshmallow (the loader left out: that is the line above), called in one request.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent / "service"))
sys.path.insert(0, str(BENCH))

from endpoints import by_name  # noqa: E402 (after the path setup)


def best_us(call, number: int, repeats: int) -> float:
    """The least CPU time one call took, in µs: the best of `repeats` runs of `number`."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for _ in range(number):
            call()
        best = min(best, (time.process_time() - start) / number * 1e6)
    return best


def row(name: str, library: float, fast: float, per_request: int) -> str:
    saved = (library - fast) * per_request
    return (
        f"{name:<34} library {library:7.3f} us  fast {fast:7.3f} us  x{per_request:<2} "
        f"a request: saves {saved:6.2f} us"
    )


def _views(app, name: str, number: int, repeats: int) -> tuple[float, float]:
    """(library, fast) µs of one call of the step `name`'s wrapped view, in one request."""
    import inspect
    from http import HTTPStatus

    import flask_smorest
    from flask_smorest.utils import resolve_schema_instance

    from referee.api import Blueprint
    from referee.fast import views
    from referee.systems import SYSTEMS

    library = flask_smorest.Blueprint
    step = next(s for s in SYSTEMS["urban-war"].steps if s.path == name)
    path = f"/v1/urban-war/{name}"
    served = {rule.rule: rule.endpoint for rule in app.url_map.iter_rules()}
    raw = inspect.unwrap(app.view_functions[served[path]])
    blp = Blueprint("bench", __name__)
    request_schema = resolve_schema_instance(step.request_schema())
    response_schema = step.response_schema()

    wrapped = raw
    for status in blp.COMMON_ERRORS:
        wrapped = library.alt_response(blp, status, response=HTTPStatus(status).name)(wrapped)
    wrapped = library.response(blp, 200, response_schema)(wrapped)
    wrapped = library.arguments(blp, request_schema)(wrapped)
    by_library = library.doc(operationId=name)(wrapped)

    fast = raw  # common_errors documents without a run-time layer
    documented = library.response(blp, 200, response_schema)(fast)
    fast = views.responding(fast, documented, 200, resolve_schema_instance(response_schema))
    documented = library.arguments(blp, request_schema)(fast)
    fast = views.loading_json(fast, documented, blp.ARGUMENTS_PARSER, request_schema, None)
    by_fast = views.documented_only(fast, library.doc(operationId=name)(fast))

    body = by_name(name).body("0", {})
    with app.test_request_context(path, method="POST", json=body):
        return (
            best_us(by_library, number, repeats),
            best_us(by_fast, number, repeats),
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--number", type=int, default=20000)
    args = parser.parse_args()
    # Prometheus in multiprocess mode, as under gunicorn (its children write to files).
    with tempfile.TemporaryDirectory(prefix="referee-metrics-") as metrics_dir:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
        measure(args.number, args.repeats)
    return 0


def measure(number: int, repeats: int) -> None:
    import flask

    from referee import observability
    from referee.app import create_app
    from referee.config import Settings
    from referee.fast import metrics
    from referee.fast.loader import fast_loader
    from referee.fast.sync import PlainSyncFlask
    from referee.systems import SYSTEMS

    settings = Settings(
        redis_url="", redis_embedded=False, redis_timeout_s=2.0, max_body_bytes=64 * 1024
    )
    app = create_app(settings)

    for name in ("command-test", "shooting"):
        library, fast = _views(app, name, number // 20, repeats)
        print(row(f"views ({name}, loader off)", library, fast, 1))

    # ensure_sync: the calls one request makes, counted on the app itself.
    calls = []
    original = type(app).ensure_sync
    type(app).ensure_sync = lambda self, func: calls.append(func) or original(self, func)
    body = by_name("command-test").body("0", {})
    try:
        app.test_client().post("/v1/urban-war/command-test", json=body)
    finally:
        type(app).ensure_sync = original
    view = calls[-1]
    library = best_us(lambda: flask.Flask.ensure_sync(app, view), number, repeats)
    fast = best_us(lambda: PlainSyncFlask.ensure_sync(app, view), number, repeats)
    print(row("ensure_sync (a command test)", library, fast, len(calls)))

    # metric_children: what observability looks up per request (REQUESTS, LATENCY) and
    # per step (STEPS).
    labels = observability.REQUESTS, "/v1/urban-war/command-test", "POST", "200"
    library = best_us(lambda: labels[0].labels(*labels[1:]), number, repeats)
    fast = best_us(lambda: metrics.child(*labels), number, repeats)
    print(row("metric_children (a step)", library, fast, 3))

    # loader: one load per request.
    steps = {step.path: step for step in SYSTEMS["urban-war"].steps}
    for name in ("command-test", "shooting"):
        schema = steps[name].request_schema()
        load = fast_loader(schema)
        raw = by_name(name).body("0", {})
        # Each call loads a fresh copy, as a request does; the copying is subtracted.
        timed = {
            "library": lambda schema=schema, raw=raw: schema.load(copy.deepcopy(raw)),
            "fast": lambda load=load, raw=raw: load(copy.deepcopy(raw)),
            "copying": lambda raw=raw: copy.deepcopy(raw),
        }
        us = {k: best_us(call, number // 10, repeats) for k, call in timed.items()}
        copying = us["copying"]
        print(row(f"loader ({name} body)", us["library"] - copying, us["fast"] - copying, 1))


if __name__ == "__main__":
    sys.exit(main())
