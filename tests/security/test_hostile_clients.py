"""A hostile client against every encounter route of every system, on real Redis.

The routes and who may call each come from the app's own spec (`x-referee-actor`),
checked against the step declarations. Each route is tried with no token, a malformed
or bogus one, the tokens of another encounter, the other side's token and (on game-master
routes) every side's token, the GM's on a side's own route, and with good tokens on an
unknown encounter or another system's route. Every answer must be the documented
401/403/404 problem+json, and afterwards every Redis key of both encounters is as it was.
"""

from __future__ import annotations

import json
import secrets

import pytest

from referee.encounters.model import Actor
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS
from tests.support.hostile_clients import (
    ACTIVE,
    FIGHTS,
    Arena,
    bearer,
    create,
    refusal,
    snapshot,
    unknown_id,
)

from .operations import READS, Operation, encounter_operations

UNAUTHORIZED = (401, "unauthorized")
FORBIDDEN = (403, "forbidden")
UNKNOWN = (404, "unknown_encounter")
MISPLACED = (404, "wrong_system")


def request_of(op: Operation, arena: Arena) -> tuple[str, dict | None]:
    """The route's URL on the target encounter and a body valid for it."""
    fight = arena.fight
    url = op.path.replace("{encounter_id}", arena.target.id).replace("{model_id}", fight.corrected)
    if op.kind == "step":
        return url, fight.steps[op.step.path][0]
    if op.kind == "correction":
        if op.method == "post":
            return url, fight.new_model
        if op.method == "put":
            return url, next(m for m in fight.models if m["id"] == fight.corrected)
        return url, None
    if op.kind == "seeds":
        return url, {"seed": "chosen by a cheat"}
    if op.kind == "shared":  # the free roll
        return url, {"expression": "1d20", "label": "a roll nobody may make"}
    if op.kind == "claims":
        url = url.replace("{proposal_id}", "0123456789abcdef").replace("{dispute_index}", "0")
        if url.endswith("/reject"):
            return url, {"reason": "a cheat's reason"}
        if url.endswith("/disputes"):
            return url, {"log_index": 0, "reason": "a cheat's reason"}
        if url.endswith("/ruling"):
            return url, {"ruling": "upheld"}
    return url, None


def acting_side(op: Operation, arena: Arena, state: dict) -> str | None:
    """The side whose model acts, from the fight's table; the step's own declaration
    must resolve to the same side."""
    if op.kind != "step" or op.actor not in (Actor.ACTING_SIDE, Actor.GM_OR_ACTING_SIDE):
        return None
    body, acts = arena.fight.steps[op.step.path]
    if acts == ACTIVE:
        acts = state["current_action"]["model"]
    side = state["models"][acts]["side"] if acts else None
    declared = op.step.acting_side(state, body)
    assert declared == side, (str(op), "declaration says", declared, "the fight says", side)
    return side


def expected_for(actor: str, acting: str | None, role: str) -> tuple[int, str] | None:
    """What a valid token of this encounter gets, by the spec's actor; None: it may call it."""
    if role == "gm":
        return FORBIDDEN if actor == Actor.EITHER_SIDE else None
    side = role.removeprefix("side:")
    if actor == Actor.GM:
        return FORBIDDEN
    if actor == Actor.EITHER_SIDE or acting is None:
        return None
    return FORBIDDEN if side != acting else None


def hostile_credentials(arena: Arena) -> list[tuple[str, dict]]:
    foreign = arena.foreign
    found = [
        ("no token", {}),
        ("an empty bearer", {"Authorization": "Bearer "}),
        ("the GM token under another scheme", {"Authorization": f"Basic {arena.target.gm}"}),
        ("a bogus token", bearer(secrets.token_urlsafe(32))),
        ("another encounter's GM token", bearer(foreign.gm)),
    ]
    found += [(f"another encounter's {s} token", bearer(t)) for s, t in foreign.sides.items()]
    return found


def send(client, method: str, url: str, body, headers: dict):
    if body is None:
        return client.open(url, method=method.upper(), headers=headers)
    return client.open(url, method=method.upper(), json=body, headers=headers)


def try_change(
    client, op: Operation, arena: Arena, state: dict, every: list[Operation]
) -> list[str]:
    """Every hostile request on one changing route; what went wrong, in words."""
    target = arena.target
    url, body = request_of(op, arena)
    acting = acting_side(op, arena, state)
    wrong = []

    def check(who, response, status_code):
        wrong.extend(f"{op} with {who}: {w}" for w in refusal(response, *status_code))

    for who, headers in hostile_credentials(arena):
        check(who, send(client, op.method, url, body, headers), UNAUTHORIZED)
    if body is not None:
        # No credentials is a 401 before the body is even read.
        r = client.open(
            url, method=op.method.upper(), data="{not json", content_type="application/json"
        )
        check("no token and a body that is not JSON", r, UNAUTHORIZED)
    roles = {"gm": target.gm} | {f"side:{s}": t for s, t in target.sides.items()}
    refused = 0
    # Who may answer a proposal depends on the proposal: tests/encounters/test_claims.py.
    for role, token in roles.items() if op.kind != "claims" else ():
        expected = expected_for(op.actor, acting, role)
        if expected is not None:
            refused += 1
            check(f"{role}'s token", send(client, op.method, url, body, bearer(token)), expected)
    if op.actor == Actor.GM and op.kind != "claims" and refused != len(target.sides):
        wrong.append(f"{op}: a game-master route not tried with every side's token")
    if op.actor == Actor.GM_OR_ACTING_SIDE and acting is not None and refused != 1:
        wrong.append(f"{op}: the other side's token was not tried")
    # Good tokens, wrong encounter: an unknown id, or this encounter under another system.
    elsewhere = url.replace(target.id, unknown_id())
    for role, token in roles.items():
        check(
            f"{role}'s token on an unknown encounter",
            send(client, op.method, elsewhere, body, bearer(token)),
            UNKNOWN,
        )
    if op.system is not None:
        wrong += try_misplaced(client, op, arena, every)
    return wrong


def try_misplaced(client, op: Operation, arena: Arena, every: list[Operation]) -> list[str]:
    """The GM's token on the same route of another system, with a body valid there: the
    encounter is not of that system, so the route is not found there (404 `wrong_system`,
    naming the encounter's own system to its caller), never changed."""
    wrong = []
    for other in (s for s in FIGHTS if s != op.system):
        twin = next(
            (
                o
                for o in every
                if o.system == other
                and o.method == op.method
                and o.rest.partition("/")[2].partition("/")[2]
                == op.rest.partition("/")[2].partition("/")[2]
            ),
            None,
        )
        if twin is None:
            continue
        url, body = request_of(twin, Arena(FIGHTS[other], arena.target, arena.foreign))
        r = send(client, twin.method, url, body, bearer(arena.target.gm))
        wrong.extend(f"{twin} on a {op.system} encounter: {w}" for w in refusal(r, *MISPLACED))
        if op.system not in r.get_json().get("detail", ""):
            wrong.append(f"{twin} on a {op.system} encounter: the answer does not name {op.system}")
        if twin.kind != "step":
            continue
        # The wrong game comes before the body: fixing the fields that game would want
        # would not help ({} on a Walka route of an Urban War encounter).
        for what, sent in (
            ("an empty body", {"json": {}}),
            ("a body that is not JSON", {"data": "{not json", "content_type": "application/json"}),
        ):
            r = client.open(url, method="POST", headers=bearer(arena.target.gm), **sent)
            wrong.extend(
                f"{twin} with {what} on a {op.system} encounter: {w}"
                for w in refusal(r, *MISPLACED)
            )
            r = client.open(url, method="POST", headers=bearer(arena.foreign.gm), **sent)
            wrong.extend(
                f"{twin} with {what} and another encounter's token: {w}"
                for w in refusal(r, *UNAUTHORIZED)
            )
    return wrong


def same_but_instance(response) -> bytes:
    """The answer's bytes, less a problem's `instance` (it names each request by its id)."""
    if response.mimetype != "application/problem+json":
        return response.data
    body = response.get_json()
    body.pop("instance", None)
    return json.dumps(body, sort_keys=True).encode()


def try_read(client, op: Operation, arena: Arena) -> list[str]:
    """Reading needs only the id (DESIGN.md): every credential gets the same answer as none,
    and a made-up id is a 404."""
    target = arena.target
    url = op.path.replace("{encounter_id}", target.id)
    wrong = []
    if op.rest in READS:
        plain = client.get(url)
        if plain.status_code != 200 and not (op.rest == "/verify" and plain.status_code == 409):
            wrong.append(f"{op} without a token: {plain.status_code} {plain.data[:200]!r}")
        if b'server_seed": "' in plain.data or b'"server_seed":"' in plain.data:
            wrong.append(f"{op} shows the server seed before the reveal")
        tokens = [("gm", target.gm), *target.sides.items(), ("bogus", secrets.token_hex(8))]
        tokens += [("foreign gm", arena.foreign.gm)]
        for who, token in tokens:
            r = client.get(url, headers=bearer(token))
            if (r.status_code, same_but_instance(r)) != (
                plain.status_code,
                same_but_instance(plain),
            ):
                wrong.append(f"{op} with {who}'s token answers differently from no token")
    for who, headers in [("no token", {}), ("the GM token", bearer(target.gm))]:
        r = client.get(url.replace(target.id, unknown_id()), headers=headers)
        wrong.extend(f"{op} on an unknown id with {who}: {w}" for w in refusal(r, *UNKNOWN))
    return wrong


@pytest.mark.parametrize("system", sorted(FIGHTS))
def test_every_encounter_route_refuses_hostile_clients_and_changes_nothing(
    system, spec, arenas, module_client, store
):
    arena = arenas[system]
    client = module_client
    every = encounter_operations(spec)
    operations = [op for op in every if op.system in (None, system)]
    covered = {op.step.name for op in operations if op.kind == "step"}
    assert covered == {s.name for s in SYSTEMS[system].steps}
    assert sum(op.kind == "correction" for op in operations) == 3
    assert {"reveal", "seeds", "read"} <= {op.kind for op in operations}

    wrong = []
    for op in operations:
        before = (snapshot(store, arena.target.id), snapshot(store, arena.foreign.id))
        document = client.get(arena.target.url()).get_json()
        log_total = client.get(arena.target.url("/log")).get_json()["total"]
        if op.kind == "read":
            wrong += try_read(client, op, arena)
        elif op.kind == "unknown":
            wrong.append(f"{op}: no hostile case for this route")
        else:
            wrong += try_change(client, op, arena, document["state"], every)
        after_document = client.get(arena.target.url()).get_json()
        if after_document["version"] != document["version"]:
            wrong.append(f"{op}: the version moved to {after_document['version']}")
        if client.get(arena.target.url("/log")).get_json()["total"] != log_total:
            wrong.append(f"{op}: the log grew")
        if (snapshot(store, arena.target.id), snapshot(store, arena.foreign.id)) != before:
            wrong.append(f"{op}: something was written to Redis")
    assert not wrong, "\n".join(wrong)


def awaiting_parts(client, system: str, encounter) -> tuple[str, dict, str]:
    """An encounter whose sealed step waits for one side's part: (route, that part, side)."""
    if system == "urban-war":
        r = client.post(
            encounter.url("/urban-war/orders"),
            json={"orders": {"r1": "overwatch"}},
            headers=bearer(encounter.sides["red"]),
        )
        assert r.status_code == 202 and r.get_json()["waiting_for"] == ["blue"], r.data
        return "/urban-war/orders", {"orders": {"b1": "snap_fire"}}, "blue"
    for path, body in (
        ("charge", {"attacker": "r1", "defender": "b1"}),
        ("melee/exchange", {"attacker": "r1", "defender": "b1"}),
    ):
        r = client.post(
            encounter.url(f"/umbra-turris/{path}"),
            json=body,
            headers=bearer(encounter.sides["red"]),
        )
        assert r.status_code == 200, r.data
    exchange = client.get(encounter.url()).get_json()["state"]["exchange"]["id"]
    r = client.post(
        encounter.url("/umbra-turris/melee/parry"),
        json={"exchange": exchange, "location": "head"},
        headers=bearer(encounter.sides["red"]),
    )
    # Parry parts are named per exchange: red#1, blue#1.
    assert r.status_code == 202 and r.get_json()["waiting_for"] == [f"blue#{exchange}"], r.data
    return "/umbra-turris/melee/parry", {"exchange": exchange, "location": "legs"}, "blue"


@pytest.mark.parametrize("system", ["urban-war", "umbra-turris"])
def test_a_stranger_cannot_give_an_awaited_sealed_part(system, arenas, module_client, store):
    """While a sealed step waits for blue, nobody without a token of this encounter can
    send blue's part: nothing is stored, and blue's own part still completes the step."""
    client = module_client
    fight = FIGHTS[system]
    encounter = create(client, fight)
    path, part, side = awaiting_parts(client, system, encounter)
    before = snapshot(store, encounter.id)
    wrong = []
    for who, headers in hostile_credentials(arenas[system]):
        r = client.post(encounter.url(path), json=part, headers=headers)
        wrong.extend(f"{path} with {who}: {w}" for w in refusal(r, *UNAUTHORIZED))
    assert not wrong, "\n".join(wrong)
    assert snapshot(store, encounter.id) == before
    r = client.post(encounter.url(path), json=part, headers=bearer(encounter.sides[side]))
    assert r.status_code == 200, r.data
    assert r.get_json()["role"] == f"side:{side}"
