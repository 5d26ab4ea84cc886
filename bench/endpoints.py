"""What the benchmark drives: one `Endpoint(...)` line per endpoint.

`bench/run.py` drives them one after another, in this order, each for the same
fixed time against the same server. The first one is the baseline: every
endpoint's throughput is reported as a ratio of the baseline's.

Each request gets a fresh number `n` (a counter in the load generator) so that
bodies vary from request to request, e.g. the dice seed.

For an endpoint that needs state first (an encounter to step), give it a
`setup`: it runs once per simulated user before that user's first request,
gets `call(method, path, json=None) -> parsed JSON body`, and returns a dict
`ctx`; `path` is then formatted with `ctx` and `body(n, ctx)` receives it.
Setup requests are not measured, but a failing one counts as a failure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Body = Callable[[int, dict], Any]
Setup = Callable[[Callable[..., Any]], dict]


@dataclass(frozen=True)
class Endpoint:
    name: str  # short label used in the table and the JSON
    method: str  # "GET", "POST", ...
    path: str  # may hold {placeholders} filled from setup's ctx
    body: Body | None = None  # body(n, ctx) -> JSON body, or None for no body
    expect: int = 200  # any other status is a failure
    target: float | None = None  # minimum requests/s ratio to the baseline
    setup: Setup | None = None  # once per user, see the module docstring


ENDPOINTS: list[Endpoint] = [
    # The baseline: a trivial endpoint of the same server, always first.
    Endpoint("healthz", "GET", "/healthz"),
    Endpoint(
        "command-test",
        "POST",
        "/v1/urban-war/command-test",
        body=lambda n, ctx: {
            "command": 4,
            "calibre": 1,
            "commander_in_range": True,
            "seed": f"bench-{n}",
        },
        target=0.7,
    ),
    # Later: a stateless shooting step, an encounter step (with setup=...), an
    # odds request: one Endpoint(...) each.
]

BASELINE = ENDPOINTS[0].name


def by_name(name: str) -> Endpoint:
    for endpoint in ENDPOINTS:
        if endpoint.name == name:
            return endpoint
    raise KeyError(f"no endpoint named {name!r}; known: {[e.name for e in ENDPOINTS]}")
