"""Fixtures of the hostile-client suite: encounters on real Redis, the app's own spec, and
what a refusal must look like."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import pytest
import redis

from .fights import FIGHTS, Fight

PROBLEM = "application/problem+json"


@dataclass
class Encounter:
    """One encounter as its creator sees it: id, tokens, roster."""

    system: str
    id: str
    gm: str
    sides: dict[str, str]

    def url(self, rest: str = "") -> str:
        return f"/v1/encounters/{self.id}{rest}"


def create(client, fight: Fight, **extra) -> Encounter:
    body = {"system": fight.system, "name": "hostile review", "client_seed": "review"}
    r = client.post("/v1/encounters", json={**body, "models": fight.models, **extra})
    assert r.status_code == 201, r.data
    created = r.get_json()
    return Encounter(
        fight.system, created["encounter"]["id"], created["gm_token"], created["side_tokens"]
    )


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def start_urban_war(client, encounter: Encounter) -> None:
    """Orders from both players, initiative, and one model of the active player activated:
    the state in which movement, shooting, melee and break-off have an acting model."""
    state = client.get(encounter.url()).get_json()["state"]
    for side, token in encounter.sides.items():
        orders = {mid: "snap_fire" for mid, m in state["models"].items() if m["side"] == side}
        r = client.post(
            encounter.url("/urban-war/orders"), json={"orders": orders}, headers=bearer(token)
        )
        assert r.status_code in (200, 202), r.data
    r = client.post(encounter.url("/urban-war/initiative"), json={}, headers=bearer(encounter.gm))
    assert r.status_code == 200, r.data
    state = client.get(encounter.url()).get_json()["state"]
    player = state["active_player"]
    first = next(mid for mid, m in state["models"].items() if m["side"] == player)
    r = client.post(
        encounter.url("/urban-war/activate"),
        json={"model": first},
        headers=bearer(encounter.sides[player]),
    )
    assert r.status_code == 200, r.data


@dataclass
class Arena:
    """An encounter under attack, and another one whose tokens the attacker holds."""

    fight: Fight
    target: Encounter
    foreign: Encounter


@pytest.fixture(scope="module")
def module_client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def arenas(module_client) -> dict[str, Arena]:
    found = {}
    for system, fight in FIGHTS.items():
        target = create(module_client, fight)
        if system == "urban-war":
            start_urban_war(module_client, target)
        found[system] = Arena(fight, target, create(module_client, fight))
    return found


@pytest.fixture(scope="session")
def spec(app) -> dict:
    r = app.test_client().get("/openapi.json")
    assert r.status_code == 200
    return r.get_json()


@pytest.fixture(scope="session")
def store(redis_url) -> redis.Redis:
    connection = redis.Redis.from_url(redis_url)
    yield connection
    connection.close()


def snapshot(store: redis.Redis, encounter_id: str) -> dict[bytes, bytes]:
    """Every Redis key of the encounter (they share its hash tag) and its serialized value:
    state, log, sealed parts, secrets and idempotency records alike."""
    keys = store.scan_iter(match=f"*{{{encounter_id}}}*", count=1000)
    return {key: store.dump(key) for key in sorted(keys)}


def unknown_id() -> str:
    return secrets.token_hex(16)


def human(detail) -> bool:
    """A sentence for a player: words, no Python leaking through."""
    return (
        isinstance(detail, str)
        and len(detail) >= 15
        and " " in detail
        and not any(leak in detail for leak in ("Traceback", "Error(", "None", "{'", "self."))
    )


def refusal(response, status: int, code: str) -> list[str]:
    """What is wrong with a refusal (an empty list when it is the documented problem)."""
    wrong = []
    if response.status_code != status:
        wrong.append(f"status {response.status_code}, not {status}: {response.data[:300]!r}")
    if response.mimetype != PROBLEM:
        wrong.append(f"content type {response.mimetype!r}, not {PROBLEM}")
    body = response.get_json(force=True, silent=True) or {}
    if body.get("code") != code:
        wrong.append(f"code {body.get('code')!r}, not {code!r}")
    if body.get("status") != status:
        wrong.append(f"problem status {body.get('status')!r}, not {status}")
    if not human(body.get("detail")):
        wrong.append(f"detail {body.get('detail')!r} is not a sentence for a player")
    if status == 401 and "Bearer" not in response.headers.get("WWW-Authenticate", ""):
        wrong.append("a 401 without a WWW-Authenticate: Bearer challenge")
    return wrong
