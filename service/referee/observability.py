"""Metrics, request ids and structured logs.

/metrics is correct across gunicorn workers: with PROMETHEUS_MULTIPROC_DIR set (the
gunicorn config sets it), every worker writes its samples to that directory and the
endpoint aggregates them (prometheus_client multiprocess mode).
"""

from __future__ import annotations

import logging
import os
import re
import time

from flask import Flask, Response, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)

from referee.fast.metrics import child
from referee.jsonlog import json_formatter

REQUESTS = Counter(
    "referee_http_requests_total", "HTTP requests answered.", ["route", "method", "status"]
)
LATENCY = Histogram(
    "referee_http_request_duration_seconds",
    "Time to answer a request.",
    ["route", "method"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
)
STEPS = Counter("referee_steps_resolved_total", "Steps resolved.", ["system", "step", "mode"])
REDIS_ERRORS = Counter("referee_redis_errors_total", "Redis calls that failed.")

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


def count_step(system: str, step: str, mode: str) -> None:
    child(STEPS, system, step, mode).inc()


def metrics_response() -> Response:
    registry = REGISTRY
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    # content_type, not mimetype: CONTENT_TYPE_LATEST already names its charset.
    return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)


def request_id() -> str:
    """The caller's X-Request-ID when it is a sane token, else a fresh one; once per request.

    Made on first use (the request's `request_id`) rather than in a before_request hook,
    so an answer made before that hook would run (a 415, a 429, an API-key 401) echoes
    it too.
    """
    return request.request_id


def request_id_of(environ: dict) -> str:
    """The id `request_id` answers for the request with this WSGI environ."""
    # The WSGI key of the X-Request-ID header, read without building the header view.
    given = environ.get("HTTP_X_REQUEST_ID", "")
    if given and _REQUEST_ID.match(given):
        return given
    # 128 random bits as 32 hex digits (the format of uuid4().hex, without its cost).
    return os.urandom(16).hex()


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        try:
            record.request_id = request_id()
        except RuntimeError:  # outside a request
            record.request_id = "-"
        return True


def configure_logging(level: str = "INFO") -> None:
    """Every log record of the process as one JSON line, with the request id.

    The handler sits on the root logger so libraries' records (flask-limiter,
    redis, Python warnings) are JSON too, not only the service's own.
    """
    handler = logging.StreamHandler()
    handler.setFormatter(json_formatter())
    handler.addFilter(RequestIdFilter())
    handler._referee = True  # type: ignore[attr-defined]
    root = logging.getLogger()
    # Replace our own handler (an app made again binds the current stderr) and keep
    # any other, such as a test runner's.
    root.handlers[:] = [h for h in root.handlers if not getattr(h, "_referee", False)]
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)
    logging.captureWarnings(True)
    logger = logging.getLogger("referee")
    logger.handlers.clear()
    logger.setLevel(level)
    logger.propagate = True


def init_app(app: Flask) -> None:
    @app.after_request
    def _finish(response: Response) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]
        response.headers["X-Request-ID"] = req.request_id
        rule = req.url_rule
        route = rule.rule if rule is not None else "unmatched"
        method = req.method
        child(REQUESTS, route, method, str(response.status_code)).inc()
        # From the moment the request object was made (referee.body.BodyRequest).
        child(LATENCY, route, method).observe(time.perf_counter() - req.started)
        return response

    app.add_url_rule("/metrics", "metrics", metrics_response)
