"""The hostile-client suite's encounters and checks: one small encounter per system, a
valid body per route, the Redis keys of an encounter, and what a refusal must look like.

Each body is valid for the route's schema and names real models, so the only thing a
hostile request can get wrong is who sends it. `acts` is the model whose side acts in the
step (what `acting_side` of the step's declaration must resolve to), `ACTIVE` the model
the encounter has activated, None where no model acts (any side may then send it).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

import redis

from tests.support.encounters import Encounter
from tests.support.umbra_turris import fighter
from tests.support.umbra_turris import roster as umbra_turris_roster
from tests.support.urban_war import model as urban_war_model
from tests.support.urban_war import roster as urban_war_roster
from tests.support.walka import ala, bor

ACTIVE = "the activated model"
PROBLEM = "application/problem+json"


@dataclass
class Fight:
    system: str
    models: list[dict]
    # route path under /<system>/ -> (body, the model that acts or ACTIVE or None)
    steps: dict[str, tuple[dict, str | None]]
    new_model: dict
    # the model PUT and DELETE name (an existing one)
    corrected: str
    setup: list[tuple[str, dict, str]] = field(default_factory=list)


URBAN_WAR = Fight(
    system="urban-war",
    models=urban_war_roster(),
    steps={
        "orders": ({"orders": {"r1": "snap_fire"}}, None),
        "setup-roll": ({}, None),
        "initiative": ({}, None),
        "activate": ({"model": "r2"}, "r2"),
        "movement": ({"action": "normal", "distance_in": 3.0}, ACTIVE),
        "shooting": ({"target": "b1", "distance_in": 10.0}, ACTIVE),
        "melee": ({"target": "b1", "charge": True, "charge_distance_in": 4.0}, ACTIVE),
        "break-off": ({}, ACTIVE),
        "overwatch-interrupt": (
            {"interrupter": "b2", "kind": "shot", "distance_in": 5.0},
            "b2",
        ),
        "panic-test": ({"model": "b1", "trigger": "other"}, "b1"),
        "command-test": ({"model": "r3"}, "r3"),
        "end-activation": ({"model": "r1"}, "r1"),
    },
    new_model=urban_war_model("r9", "red"),
    corrected="b3",
)

UMBRA_TURRIS = Fight(
    system="umbra-turris",
    models=umbra_turris_roster(),
    steps={
        "charge": ({"attacker": "r1", "defender": "b1"}, "r1"),
        "disengage": ({"model": "b1"}, "b1"),
        "movement": ({"model": "r2"}, "r2"),
        "action-die": ({"model": "b3", "has_action_die": True}, "b3"),
        "new-cycle": ({}, None),
        "melee/exchange": ({"attacker": "b1", "defender": "r1"}, "b1"),
        "melee/shield-block": ({"attacker": "r1", "defender": "b1"}, "b1"),
        "melee/parry": ({"exchange": 1, "location": "head"}, None),
        "melee/attack": ({"attacker": "r1", "defender": "b1", "attack_type": "standard"}, "r1"),
        "shooting/hit": ({"shooter": "b2", "target": "r1", "distance_cm": 20.0}, "b2"),
        "shooting/damage": ({"shooter": "r1", "target": "b1"}, "r1"),
        "shooting": ({"shooter": "b2", "target": "r2", "distance_cm": 20.0}, "b2"),
        "magic/cast": ({"mage": "r2", "spell_difficulty": 2}, "r2"),
        "magic/self-heal": ({"mage": "b3"}, "b3"),
    },
    new_model=fighter("x9", "red"),
    corrected="b2",
)

WALKA = Fight(
    system="walka",
    models=[ala(), bor()],
    steps={
        "initiative": ({}, None),
        "end-turn": ({"character": "Ala"}, "Ala"),
        "action-points": (
            {"character": "Bor", "activities": [{"activity": "walk", "units": 1}]},
            "Bor",
        ),
        # A movement unit was paid when moved: the chain charges only Bor, so it is Bor's.
        "instant-chain": (
            {
                "trigger": {"actor": "Ala", "kind": "movement_unit"},
                "declarations": [{"actor": "Bor"}],
            },
            "Bor",
        ),
        # No chain is open: no character's link is due, so no side is singled out.
        "instant-chain/next": ({"link": 1}, None),
        "hit-location": ({"attacker": "Ala", "target": "Bor", "mode": "random"}, "Ala"),
        "defense": ({"defender": "Bor", "attack_kind": "melee", "type": "dodge"}, "Bor"),
        # No `defense`: the attack meets the one the target rolls (a given one is the GM's).
        "attack": ({"attacker": "Ala", "target": "Bor"}, "Ala"),
        "damage": (
            {
                "attacker": "Bor",
                "target": "Ala",
                "unarmed": True,
                "damage_type": "blunt",
                "location": "torso",
            },
            "Bor",
        ),
        "wounds": (
            {
                "attacker": "Ala",
                "target": "Bor",
                "location": "torso",
                "taken": 5,
                "damage_type": "slashing",
            },
            "Ala",
        ),
        "surprise": ({"target": "Bor", "detection_dc": 40}, None),
        "terrain": ({"character": "Ala", "steps": [{"mode": "walk"}]}, "Ala"),
        "strike": (
            {
                "attacker": "Bor",
                "target": "Ala",
                "unarmed": True,
                "location_mode": "random",
                "defense_type": "dodge",
            },
            "Bor",
        ),
        "stanch": ({"target": "Ala", "wound": "w1", "n": 1}, "Ala"),
        "cure-bleeding": ({"target": "Bor", "wound": "w1", "n": 1}, "Bor"),
        "heal-wound": ({"target": "Ala", "wound": "w1"}, "Ala"),
        "status": ({"character": "Bor", "status": "unconscious"}, "Bor"),
        "end-encounter": ({}, None),
    },
    new_model=ala(id="Cid", side="north"),
    corrected="Bor",
)

FIGHTS = {f.system: f for f in (URBAN_WAR, UMBRA_TURRIS, WALKA)}


def create(client, fight: Fight, **extra) -> Encounter:
    """One encounter of `fight`'s system and roster (the shared driver: id, tokens, url)."""
    return Encounter(
        client, fight.system, fight.models, client_seed="review", name="hostile review", **extra
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
