"""Bounded fuzz of request bodies (issue 14, acceptance), in process on a real Redis.

Valid bodies of every kind of route (stateless steps and their odds, encounter
creation, an encounter step, a roster correction) each get one hostile change:
deep nesting, huge numbers (1e308, 2**70, 1e400), NaN and Infinity, duplicate
keys, booleans for numbers, unicode with NUL bytes, half surrogate pairs. Every
answer must be one its operation documents, never a 500, and every error
problem+json. Oversize chunked bodies and CRLF in headers need a real server:
tests/edges/test_gunicorn_edges.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..support.urban_war import UrbanWar, model, roster
from .hostile import documented_statuses, encode, hostile_body, statuses_for

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def golden_requests() -> list[tuple[str, dict]]:
    """(route, a valid body) for every stateless step with a golden case, and its odds."""
    out = []
    for path in sorted(GOLDEN.glob("*/*.json")):
        system = path.parent.name
        request = json.loads(path.read_text())[0]["request"]
        # Golden files name "shooting/hit" as shooting-hit; the route comes from the spec.
        out.append((system, path.stem, request))
    return out


@pytest.fixture(scope="module")
def world(app):
    client = app.test_client()
    spec = client.get("/openapi.json").get_json()
    documented = documented_statuses(spec)
    routes = []
    from referee.systems import DECLARED

    # Each golden case's step, by system and file stem (its path with "/" written "-").
    steps = {
        (sid, step.path.replace("/", "-")): step
        for sid, system in DECLARED.items()
        for step in system.steps
    }
    for system, stem, request in golden_requests():
        step = steps[(system, stem)]
        route, odds_route = f"/v1/{system}/{step.path}", f"/v1/{system}/{step.odds_path}"
        assert route in spec["paths"] and odds_route in spec["paths"], (route, odds_route)
        routes.append(("POST", route, request))
        params = {k: v for k, v in request.items() if k not in ("seed", "dice")}
        routes.append(("POST", odds_route, params))
    table = UrbanWar(client)
    gm = table.auth(table.gm)
    routes += [
        (
            "POST",
            "/v1/encounters",
            {"system": "urban-war", "name": "fuzz", "client_seed": "s", "models": roster()},
        ),
        ("POST", f"/v1/encounters/{table.id}/urban-war/command-test", {"model": "r1"}),
        ("PUT", f"/v1/encounters/{table.id}/urban-war/models/r2", model("r2", "red")),
    ]
    return client, documented, routes, gm


def check_answer(response, method: str, path: str, documented) -> None:
    allowed = statuses_for(documented, method, path) - {500}
    assert response.status_code in allowed, (method, path, response.status_code, response.data)
    if response.status_code >= 400:
        assert response.mimetype == "application/problem+json", response.mimetype
        body = json.loads(response.data)
        assert body["status"] == response.status_code and body["detail"], body
    elif response.status_code != 304:
        assert response.mimetype == "application/json"
        json.loads(response.data)


@pytest.mark.timeout(300)
@settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(data=st.data())
def test_hostile_bodies_get_documented_answers(world, data):
    client, documented, routes, gm = world
    method, path, base = data.draw(st.sampled_from(routes), label="route")
    text = data.draw(hostile_body(base), label="body")
    headers = gm if path.startswith("/v1/encounters/") else {}
    response = client.open(
        path, method=method, data=encode(text), content_type="application/json", headers=headers
    )
    check_answer(response, method, path, documented)
