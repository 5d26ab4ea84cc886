"""What the benchmark drives: one `Endpoint(...)` line per endpoint.

`bench/run.py` drives them in rounds of alternating order, each for the same
fixed time. The first one is the baseline, a bare Flask app (bench/bare_app.py)
under the same gunicorn settings (`server="bare"`): every endpoint's
throughput is reported as a ratio of the baseline's.

Each request gets a fresh `n` so that bodies vary from request to request,
e.g. the dice seed: run.py renders `body(n, ctx)` once with a marker for `n`,
and wrk (bench/wrk.lua) puts a new "<thread>-<counter>" in its place on every
request. So `n` may only be used inside strings (`f"bench-{n}"`).

For an endpoint that needs state first (an encounter to step), give it a
`setup`: it runs once per connection before each round (not measured),
gets `call(method, path, json=None) -> parsed JSON body`, and returns a dict
`ctx`; `path` is then formatted with `ctx`, and `body(n, ctx)` and
`headers(ctx)` receive it. Each connection has its own ctx (one encounter per
connection).
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
    headers: Callable[[dict], dict] | None = None  # headers(ctx), e.g. a bearer token
    server: str = "referee"  # "bare": the bare Flask baseline app
    # The stack's floor for this kind of request (a "bare" endpoint's name), and the most
    # server CPU per request this endpoint may take as a multiple of the floor's (issue 34):
    # CPU per request is the stable figure on a shared machine, req/s is not.
    floor: str | None = None
    cpu_target: float | None = None


def _command_test(n, ctx) -> dict:
    """An Urban War command test's body; the bare POST reads the same one."""
    return {"command": 4, "calibre": 1, "commander_in_range": True, "seed": f"bench-{n}"}


ENDPOINTS: list[Endpoint] = [
    # The baseline, always first: the stack's own limit (Flask + gunicorn + HTTP).
    Endpoint("flask", "GET", "/", server="bare"),
    # The same stack's limit for a JSON POST with a step-sized answer: no target, it shows
    # how much of a step's cost is the stack's own.
    Endpoint(
        "flask-post",
        "POST",
        "/step",
        body=_command_test,
        server="bare",
    ),
    # The same plus one Redis round trip: the floor of a step that reads or writes the store.
    Endpoint(
        "flask-post-redis",
        "POST",
        "/step-redis",
        body=_command_test,
        server="bare",
    ),
    Endpoint("healthz", "GET", "/healthz", target=0.90, floor="flask", cpu_target=1.05),
    Endpoint(
        "command-test",
        "POST",
        "/v1/urban-war/command-test",
        body=_command_test,
        target=0.75,
        floor="flask-post",
        cpu_target=1.2,
    ),
    Endpoint(
        "shooting",
        "POST",
        "/v1/urban-war/shooting",
        body=lambda n, ctx: {
            "shooter": {"SH": 4, "CD": 4, "MV": 3, "weapon": ASSAULT_RIFLE, "moved_distance_in": 2},
            "target": {"T": 4, "W": 2, "SZ": 2, "heavy_armour": 2},
            "distance_in": 18,
            "cover": {"type": "solid", "obstacle_distance_in": 5},
            "seed": f"bench-{n}",
        },
        target=0.60,
        floor="flask-post",
        cpu_target=1.35,
    ),
    Endpoint(
        "encounter-step",
        "POST",
        "/v1/encounters/{id}/urban-war/command-test",
        body=lambda n, ctx: {"model": "r1"},
        headers=lambda ctx: {"Authorization": f"Bearer {ctx['gm']}"},
        setup=lambda call: _encounter(call),
        target=0.45,
        floor="flask-post-redis",
        cpu_target=1.15,
    ),
    # What checking a modest fight costs the service: its export (a dozen logged steps,
    # revealed, hash-chained and signed) recomputed, chained and its signatures checked.
    Endpoint(
        "verify",
        "POST",
        "/v1/verify",
        body=lambda n, ctx: ctx["export"],
        setup=lambda call: _exported_fight(call),
    ),
    Endpoint(
        "shooting-odds",
        "POST",
        "/v1/urban-war/shooting/odds",
        body=lambda n, ctx: {
            "shooter": {"SH": 4, "CD": 4, "MV": 3, "weapon": MINIGUN},
            "target": {"T": 4, "W": 3, "SZ": 2, "heavy_armour": 2},
            "distance_in": 10,
            "cover": {"type": "solid", "obstacle_distance_in": 5},
        },
    ),
]


# Measured in-process (no HTTP) by run.py: the odds enumeration of a 10-shot volley,
# median of several calls, against ODDS_TARGET_MS.
ODDS_IN_PROCESS = ("urban-war", "shooting", next(e for e in ENDPOINTS if e.name == "shooting-odds"))
ODDS_TARGET_MS = 3.0

# 10 shots at short range, damage multiplier x2: the odds request of issue 9.
MINIGUN = {"name": "Minigun", "bands": {"short": "0x10/5x2"}}

ASSAULT_RIFLE = {
    "name": "Assault rifle",
    "bands": {"short": "+1x2/5", "medium": "0x2/5", "long": "-1/4"},
}


def _model(id_, side):
    return {
        "id": id_,
        "side": side,
        "assault_skill": 4,
        "shooting_skill": 4,
        "strength": 4,
        "toughness": 4,
        "wounds_max": 1,
        "command": 5,
        "size": 2,
        "movement": 3,
        "first_strike": 4,
    }


def _encounter(call) -> dict:
    """One encounter per simulated user, so users do not contend on one document."""
    created = call(
        "POST",
        "/v1/encounters",
        json={"system": "urban-war", "models": [_model("r1", "red"), _model("b1", "blue")]},
    )
    return {"id": created["encounter"]["id"], "gm": created["gm_token"]}


_FIGHT_STEPS = 12


def _exported_fight(call) -> dict:
    """A fight of a dozen command tests, revealed and exported (the same for every connection:
    verify reads no state)."""
    ctx = _encounter(call)
    auth = {"Authorization": f"Bearer {ctx['gm']}"}
    for model in ["r1", "b1"] * (_FIGHT_STEPS // 2):
        call(
            "POST",
            f"/v1/encounters/{ctx['id']}/urban-war/command-test",
            json={"model": model},
            headers=auth,
        )
    call("POST", f"/v1/encounters/{ctx['id']}/reveal", headers=auth)
    return {"export": call("GET", f"/v1/encounters/{ctx['id']}/export", headers=auth)}


BASELINE = ENDPOINTS[0].name


def by_name(name: str) -> Endpoint:
    for endpoint in ENDPOINTS:
        if endpoint.name == name:
            return endpoint
    raise KeyError(f"no endpoint named {name!r}; known: {[e.name for e in ENDPOINTS]}")
