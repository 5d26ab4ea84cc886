"""Record the spec's examples of every operation that has no golden case, from real runs.

The stateless steps show a golden case each (service/referee/step_examples.json, whose
answers are refreshed here from tests/golden). Every
other operation gets its example here: scripted encounters of each rule system are played
through the app (Flask's test client, an in-process store), and the first answer of each
operation is kept, with the request that produced it; each step's `/odds` route answers
for its golden case's params. The result is service/referee/operation_examples.json, which
the app reads to put the examples into its spec (referee.api) and which
tests/contract/test_spec_examples.py validates against the schemas and compares with a
fresh recording.

The server's secrets (encounter ids, seeds, tokens) and clock are replaced by fixed,
obviously fake ones while recording, so a recording is reproducible; everything else is
the service as it runs.

    .venv/bin/python scripts/operation_examples.py   # run by ./scripts/generate
"""

from __future__ import annotations

import json
import os
import random
import re
import secrets
import sys
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "service" / "referee" / "operation_examples.json"
STEP_EXAMPLES = ROOT / "service" / "referee" / "step_examples.json"
GOLDEN = ROOT / "tests" / "golden"


def refreshed_step_examples() -> dict:
    """Each stateless step's example as its golden case now answers (the case is picked by
    name in step_examples.json; tests/golden holds the answers, REFEREE_REGEN_GOLDEN)."""
    examples = json.loads(STEP_EXAMPLES.read_text(encoding="utf-8"))
    for key, example in examples.items():
        system, name = key.split("/", 1)
        cases = json.loads((GOLDEN / system / f"{name}.json").read_text(encoding="utf-8"))
        case = next(
            (
                c
                for c in cases
                if (c["name"], c["request"]) == (example["name"], example["request"])
            ),
            None,
        )
        if case is None:
            raise SystemExit(f"{key}: no golden case {example['name']!r} with that request")
        example["response"] = case["response"]
    return examples


@contextmanager
def fixed_server_randomness():
    """Fake, reproducible secrets and clock, only while recording."""
    from referee.encounters import claims, runner, service

    rng = random.Random("referee operation examples")
    start = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    ticks = iter(range(10**6))

    def token_hex(nbytes=None):
        return rng.randbytes(nbytes or 32).hex()

    def token_urlsafe(nbytes=None):
        return secrets.base64.urlsafe_b64encode(rng.randbytes(nbytes or 32)).rstrip(b"=").decode()

    def now():
        return (start + timedelta(seconds=next(ticks))).isoformat(timespec="milliseconds")

    with (
        mock.patch.object(secrets, "token_hex", token_hex),
        mock.patch.object(secrets, "token_urlsafe", token_urlsafe),
        mock.patch.object(service, "now", now),
        mock.patch.object(runner, "now", now),
        mock.patch.object(claims, "now", now),
    ):
        yield


class Recorder:
    """A test client that keeps the first answer of each operation (by operationId)."""

    def __init__(self, app, operations: list[tuple[str, re.Pattern, str]]):
        self.client = app.test_client()
        self.operations = operations
        self.examples: dict[str, dict] = {}

    def operation_id(self, method: str, path: str) -> str:
        path = path.split("?")[0]
        for verb, pattern, op_id in self.operations:
            if verb == method.lower() and pattern.fullmatch(path):
                return op_id
        raise LookupError(f"no operation for {method} {path}")

    def call(self, method, path, body=None, token=None, expect=200):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = self.client.open(path, method=method, json=body, headers=headers)
        if response.status_code not in (expect if isinstance(expect, tuple) else (expect,)):
            raise AssertionError(
                f"{method} {path} {body}: {response.status_code}, not {expect}: "
                f"{response.get_data(as_text=True)}"
            )
        answer = response.get_json() if response.data else None
        if 200 <= response.status_code < 300:
            example = self.examples.setdefault(self.operation_id(method, path), {})
            if body is not None and "request" not in example:
                example["request"] = body
            example.setdefault("responses", {}).setdefault(str(response.status_code), answer)
        return answer

    def stream(self, path, token=None) -> None:
        """A finished live-updates stream (the encounter is revealed, so it ends): its first
        event, as the LiveEvent schema describes an event's fields, is the example."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = self.client.get(path, headers=headers)
        assert response.status_code == 200, response.get_data(as_text=True)
        for block in response.get_data(as_text=True).split("\n\n"):
            fields = dict(
                line.split(": ", 1) for line in block.splitlines() if not line.startswith(":")
            )
            if "id" in fields:
                event = {"id": int(fields["id"]), "event": fields["event"]}
                example = {**event, "data": json.loads(fields["data"])}
                self.examples[self.operation_id("GET", path)] = {"responses": {"200": example}}
                return
        raise AssertionError(f"no log entry in the stream of {path}")


class Table:
    """One encounter of a system, driven through the recorder.

    `policy`: the claims policy of the encounters it creates. The recording plays every
    script under `trusted`, then again under `opponent_confirms`, where a side's step with
    claims is first a proposal (its 202 is the example) that the other side accepts."""

    policy = "trusted"

    def __init__(self, rec: Recorder, system: str, body: dict):
        self.rec, self.system = rec, system
        if self.policy != "trusted":
            body = {"claims_policy": self.policy, **body}
        created = rec.call("POST", "/v1/encounters", {"system": system, **body}, expect=201)
        self.id = created["encounter"]["id"]
        self.gm = created["gm_token"]
        self.sides = created["side_tokens"]

    def step(self, path, body, token=None, expect=200):
        route = f"/v1/encounters/{self.id}/{self.system}/{path}"
        if expect != 200 or self.policy == "trusted":
            return self.rec.call("POST", route, body, token or self.gm, expect)
        answer = self.rec.call("POST", route, body, token or self.gm, (200, 202))
        if answer.get("status") != "proposed":
            return answer
        proposal = answer["proposal"]
        confirmer = proposal["confirm"][0].removeprefix("side:")
        token = self.gm if confirmer == "gm" else self.sides[confirmer]
        accept = f"/v1/encounters/{self.id}/proposals/{proposal['id']}/accept"
        return self.rec.call("POST", accept, token=token)

    def state(self) -> dict:
        return self.rec.call("GET", f"/v1/encounters/{self.id}")["state"]

    def models(self, path: str, method: str, body=None):
        route = f"/v1/encounters/{self.id}/{self.system}/models{path}"
        return self.rec.call(method, route, body, self.gm)

    def finish(self):
        """Log, reveal, verify and export: every reading of an encounter."""
        self.rec.call("GET", f"/v1/encounters/{self.id}/log?page_size=3")
        self.rec.call("POST", f"/v1/encounters/{self.id}/reveal", token=self.gm)
        self.rec.call("GET", f"/v1/encounters/{self.id}/verify")
        exported = self.rec.call("GET", f"/v1/encounters/{self.id}/export")
        # The same export checked with no stored encounter, as an organiser would a year on.
        self.rec.call("POST", "/v1/verify", exported)
        self.rec.call("GET", "/.well-known/jwks.json")


# -- Urban War (urban-war.md §7) ---------------------------------------------------------------

RIFLE = {"name": "Assault rifle", "bands": {"short": "+1x2/5", "medium": "0x2/5", "long": "-1/4"}}
BLADE = {"name": "Combat blade", "fs_bonus": 1, "bands": {"melee": "0x2/5"}}


def trooper(id_, side, **extra) -> dict:
    return {
        "id": id_,
        "side": side,
        "assault_skill": 4,
        "shooting_skill": 4,
        "strength": 4,
        "toughness": 4,
        "wounds_max": 1,
        "command": 5,
        "calibre": 1,
        "size": 2,
        "movement": 3,
        "first_strike": 4,
        "weapons": [RIFLE, BLADE],
        **extra,
    }


def urban_war(rec: Recorder) -> None:
    roster = [
        trooper("r1", "red", is_commander=True),
        trooper("r2", "red"),
        trooper("b1", "blue", is_commander=True),
        trooper("b2", "blue", wounds_max=2),
    ]
    t = Table(
        rec, "urban-war", {"name": "Skirmish 1", "client_seed": "our-table", "models": roster}
    )
    red, blue = t.sides["red"], t.sides["blue"]
    rec.call("POST", f"/v1/encounters/{t.id}/seeds", {"seed": "red dice"}, red)
    t.step("setup-roll", {"winner_sends_first": "opponent"})
    t.step("orders", {"orders": {"r1": "snap_fire", "r2": "snap_fire"}}, red, expect=202)
    t.step("orders", {"orders": {"b1": "snap_fire", "b2": "overwatch"}}, blue)
    t.step("initiative", {})
    t.step("command-test", {"model": "r1", "commander_in_range": True})
    state = t.state()
    first = state["active_player"]
    mover, target = ("r2", "b1") if first == "red" else ("b1", "r2")
    token = t.sides[first]
    t.step("activate", {"model": mover, "commander_in_range": True}, token)
    t.step("movement", {"action": "normal", "distance_in": 2}, token)
    if first == "red":
        t.step(
            "overwatch-interrupt", {"interrupter": "b2", "kind": "shot", "distance_in": 12}, blue
        )
    t.step("shooting", {"target": target, "distance_in": 10}, token)
    t.step("end-activation", {"model": mover}, token)
    tester = next(m for m in t.state()["models"].values() if m["in_play"])
    panic = {"model": tester["id"], "trigger": "other", "commander_in_range": True}
    t.step("panic-test", panic, t.sides[tester["side"]])
    t.models("", "POST", trooper("r3", "red"))
    t.models("/r3", "PUT", trooper("r3", "red", command=6))
    t.models("/r3", "DELETE")
    roll = {"expression": "1d10 + 2", "label": "Who holds the objective"}
    rec.call("POST", f"/v1/encounters/{t.id}/roll", roll, t.gm)
    t.finish()
    rec.stream(f"/v1/encounters/{t.id}/events", red)

    # Melee and a break-off: a charge, then the engaged model tries to leave.
    roster = [trooper("r1", "red"), trooper("b1", "blue")]
    for attempt in range(20):
        m = Table(rec, "urban-war", {"name": f"Melee {attempt}", "models": roster})
        m.step("orders", {"orders": {"r1": "snap_fire"}}, m.sides["red"], expect=202)
        m.step("orders", {"orders": {"b1": "snap_fire"}}, m.sides["blue"])
        m.step("initiative", {})
        state = m.state()
        if state["active_player"] != "red":
            continue
        red = m.sides["red"]
        m.step("activate", {"model": "r1"}, red)
        melee = m.step("melee", {"target": "b1", "charge": True, "charge_distance_in": 5}, red)
        if not m.state()["models"]["r1"]["engaged_with"] or not melee:
            continue
        m.step("activate", {"model": "r1", "reaction": True}, red)
        m.step("break-off", {"modifiers": [{"reason": "a door to slam", "value": 1}]}, red)
        return
    raise AssertionError("no melee left both models engaged in 20 encounters")


# -- Umbra Turris (umbra-turris.md §11) -------------------------------------------------------


CODES = {"Ld": "leadership", "M": "movement", "WS": "weapon_skill", "S": "strength"}
CODES |= {"Sp": "speed", "BS": "ballistic_skill", "T": "toughness", "W": "wounds"}


def fighter(id_, side, profile, equipment=None, **extra) -> dict:
    """A model; its profile as players write it (the game's codes), sent by the long names
    the spec prefers (the codes are accepted as aliases)."""
    base = {"Ld": 7, "M": 10, "WS": 4, "S": 3, "Sp": 3, "BS": 3, "T": 3, "W": 3}
    gear = {"weapon_modifier": 1, "armour": 0, "has_shield": False, "weapon_damage": 1}
    return {
        "id": id_,
        "side": side,
        "profile": {CODES[code]: value for code, value in {**base, **profile}.items()},
        "equipment": {**gear, **(equipment or {})},
        **extra,
    }


def umbra_turris(rec: Recorder) -> None:
    roster = [
        fighter("knight", "red", {"WS": 6, "S": 5, "T": 4}, {"weapon_modifier": 2}),
        fighter(
            "cleric",
            "red",
            {},
            profession="cleric",
            vitality=3,
            vitality_max=5,
            has_action_die=True,
        ),
        fighter("guard", "blue", {"W": 4}, {"has_shield": True, "armour": 1}),
        fighter("archer", "blue", {"BS": 5}, {"weapon_damage": 2}, has_action_die=True),
        fighter("wizard", "blue", {}, profession="wizard", vitality=4, vitality_max=4),
    ]
    t = Table(
        rec,
        "umbra-turris",
        {
            "name": "Tower gate",
            "client_seed": "gate",
            "models": roster,
            "config": {"shield_block_target": 6},
        },
    )
    red, blue = t.sides["red"], t.sides["blue"]
    t.step("magic/cast", {"mage": "cleric", "spell_difficulty": 3}, red)
    t.step("magic/self-heal", {"mage": "cleric"}, red)
    t.step("movement", {"model": "wizard"}, blue)
    t.step("action-die", {"model": "guard", "has_action_die": False}, blue)
    t.step("shooting", {"shooter": "archer", "target": "cleric", "distance_cm": 30}, blue)
    for _ in range(30):
        hit = t.step(
            "shooting/hit", {"shooter": "archer", "target": "knight", "distance_cm": 20}, blue
        )
        if hit["outcome"]["hit"]:
            damage = {"shooter": "archer", "target": "knight", "target_in_terrain": True}
            t.step("shooting/damage", damage, blue)
            break
    t.step("charge", {"attacker": "knight", "defender": "guard"}, red)
    blocked = parried = True
    for _ in range(30):
        t.step("melee/exchange", {"attacker": "knight", "defender": "guard"}, red)
        exchange = t.state()["exchange"]
        if blocked:
            block = {"attacker": "knight", "defender": "guard", "shield_block_target": 6}
            block = t.step("melee/shield-block", block, blue)
            blocked = block["outcome"]["blocked"]
            if blocked:
                continue
        parry = {"exchange": exchange["id"], "location": "legs"}
        t.step("melee/parry", parry, blue, expect=202)
        answer = t.step("melee/parry", {"exchange": exchange["id"], "location": "body"}, red)
        parried = answer["outcome"]["outcome"] != "hit"
        if not parried:
            break
    attack = {"attacker": "knight", "defender": "guard", "attack_type": "precise"}
    t.step("melee/attack", attack, red)
    if not t.state()["models"]["guard"]["out_of_action"]:
        t.step("disengage", {"model": "guard"}, blue)
    t.step("new-cycle", {})
    t.models("", "POST", fighter("scout", "blue", {"M": 12}))
    t.models("/scout", "PUT", {"profile": {"ballistic_skill": 4}})  # the rest is kept
    t.models("/scout", "DELETE")
    t.finish()


# -- Walka (walka.md §13) --------------------------------------------------------------------

SWORD = {"id": "sword", "kind": "melee", "damage": 12, "quality": 2, "skill_die": "d10"}
BREASTPLATE = {
    "id": "breastplate",
    "class": "chest",
    "covers": [{"location": "torso"}],
    "absorption": 5,
    "quality": 2,
}


def character(id_, side, **extra) -> dict:
    return {
        "id": id_,
        "side": side,
        "spd": 12,
        "dex_level": 3,
        "str_level": 3,
        "ref_level": 2,
        "con_level": 2,
        "max_hp": 30,
        "max_mp": 6,
        "mp": 1,
        "armour_skill_die": "d8",
        "unarmed_skill_die": "d4",
        "weapons": [SWORD],
        **extra,
    }


SAFE_WALK = {"mode": "walk", "safe": True}


def walka(rec: Recorder) -> None:
    roster = [
        character("Ala", "north"),
        character(
            "Bor",
            "south",
            spd=10,
            max_hp=80,
            weapons=[],
            shield_skill_die="d10",
            shield={"id": "buckler", "block": 4},
            armour_pieces=[BREASTPLATE],
        ),
    ]
    # The script needs Bor not surprised and Ala first: the dice decide both, and the
    # encounter's seeds depend on the scripts before this one (their proposals' ids too).
    for _ in range(20):
        body = {"name": "Duel at the ford", "client_seed": "ford", "models": roster}
        t = Table(rec, "walka", body)
        t.step("surprise", {"target": "Bor", "detection_dc": 12})
        t.step("initiative", {})
        state = t.state()
        if not state["models"]["Bor"]["surprised"] and state["turn"]["character"] == "Ala":
            break
    else:
        raise AssertionError("Bor was surprised, or Ala not first, in 20 encounters")
    north, south = t.sides["north"], t.sides["south"]
    terrain = {"character": "Ala", "profile": {"name": "ice"}, "steps": [SAFE_WALK]}
    t.step("terrain", terrain, north)
    chain = {
        "trigger": {"actor": "Ala", "kind": "attack"},
        "declarations": [{"actor": "Bor", "interrupts": "trigger"}],
    }
    t.step("instant-chain", chain)  # it charges Ala's attack and Bor's instant: two sides, GM
    t.step("instant-chain/next", {"link": 1, "effective": False})
    aimed = {"attacker": "Ala", "target": "Bor", "mode": "random", "from_behind": True}
    t.step("hit-location", aimed, north)
    defense = {"defender": "Bor", "attack_kind": "melee", "type": "block", "modifier": 2}
    met = t.step("defense", defense, south)["outcome"]
    met = {key: met[key] for key in ("type", "dc", "blocks_on_miss")}
    attack = {"attacker": "Ala", "target": "Bor", "form": "cut", "defense": met}
    t.step("attack", {**attack, "other_modifier": 5}, north)
    t.step(
        "damage",
        {"attacker": "Ala", "target": "Bor", "damage_type": "slashing", "location": "left_leg"},
    )
    wound = {
        "attacker": "Ala",
        "target": "Bor",
        "location": "left_leg",
        "taken": 23,
        "damage_type": "slashing",
    }
    t.step("wounds", wound)
    t.step("stanch", {"target": "Bor", "wound": "w1", "n": 1})
    t.step("cure-bleeding", {"target": "Bor", "wound": "w1", "n": 1})
    t.step("heal-wound", {"target": "Bor", "wound": "w1"})
    strike = {
        "attacker": "Ala",
        "target": "Bor",
        "form": "thrust",
        "location_mode": "random",
        "defense_type": "block",
        "other_modifier": 5,
    }
    t.step("strike", strike, north)
    t.step(
        "action-points",
        {"character": "Ala", "activities": [{"activity": "walk", "units": 1}]},
        north,
    )
    t.step("end-turn", {"character": "Ala"}, north)
    t.step("status", {"character": "Bor", "status": "unconscious"})
    t.step("end-encounter", {"reason": "Bor is down"})
    t.models("", "POST", character("Cyn", "north"))
    t.models("/Cyn", "PUT", character("Cyn", "north", spd=11))
    t.models("/Cyn", "DELETE")
    t.finish()


# -- Claims and consent (docs/encounters.md) ---------------------------------------------------


def claims(rec: Recorder) -> None:
    """A tournament table: red's claimed modifier waits for blue's consent; a dispute."""
    roster = [trooper("r1", "red"), trooper("b1", "blue")]
    body = {"name": "Round 3, table 7", "models": roster, "claims_policy": "opponent_confirms"}
    t = Table(rec, "urban-war", body)
    red, blue = t.sides["red"], t.sides["blue"]
    claim = {"model": "r1", "kind": "generic", "modifiers": [{"reason": "banner", "value": 1}]}

    def propose() -> str:
        return t.step("command-test", claim, red, expect=202)["proposal"]["id"]

    base = f"/v1/encounters/{t.id}/proposals"
    rec.call("POST", f"{base}/{propose()}/withdraw", token=red)
    reason = {"reason": "no banner within 6 in"}
    rec.call("POST", f"{base}/{propose()}/reject", reason, blue)
    # Blue accepts; a command test has no claims on blue's models, so it adds none.
    rec.call("POST", f"{base}/{propose()}/accept", {"claims": {}}, blue)
    disputed = {"log_index": 1, "reason": "the banner bearer had fallen back"}
    dispute = rec.call("POST", f"/v1/encounters/{t.id}/disputes", disputed, blue)
    ruling = {"ruling": "dismissed", "note": "the bearer was within range"}
    rec.call("POST", f"/v1/encounters/{t.id}/disputes/{dispute['index']}/ruling", ruling, t.gm)

    # The proposals the scripts above may not reach: an interrupt (red must act first), a
    # blow from behind.
    Table.policy = "opponent_confirms"
    roster = [trooper("r1", "red"), trooper("b1", "blue"), trooper("b2", "blue")]
    for attempt in range(20):
        u = Table(rec, "urban-war", {"name": f"Overwatch {attempt}", "models": roster})
        u.step("orders", {"orders": {"r1": "snap_fire"}}, u.sides["red"], expect=202)
        u.step("orders", {"orders": {"b1": "snap_fire", "b2": "overwatch"}}, u.sides["blue"])
        u.step("initiative", {})
        if u.state()["active_player"] != "red":
            continue
        u.step("activate", {"model": "r1"}, u.sides["red"])
        u.step("movement", {"action": "normal", "distance_in": 2}, u.sides["red"])
        interrupt = {"interrupter": "b2", "kind": "shot", "distance_in": 12}
        u.step("overwatch-interrupt", interrupt, u.sides["blue"])
        break
    else:
        raise AssertionError("red never acted first in 20 encounters")
    fighters = [fighter("knight", "red", {}), fighter("guard", "blue", {})]
    m = Table(rec, "umbra-turris", {"name": "From behind", "models": fighters})
    m.step("charge", {"attacker": "knight", "defender": "guard"}, m.sides["red"])
    behind = {"attacker": "knight", "defender": "guard", "attack_from_behind": True}
    m.step("melee/exchange", behind, m.sides["red"])
    Table.policy = "trusted"


# -- the whole recording ---------------------------------------------------------------------


def spec_operations(app) -> list[tuple[str, re.Pattern, str]]:
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    with app.app_context():
        paths = api.spec.to_dict()["paths"]
    found = []
    for path, operations in paths.items():
        pattern = re.compile(re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(path)))
        for method, operation in operations.items():
            if isinstance(operation, dict) and "operationId" in operation:
                found.append((method, pattern, operation["operationId"]))
    return found


def odds(rec: Recorder) -> None:
    """Each step's odds route, for the params of its golden case."""
    from referee.systems import DECLARED

    for system in DECLARED.values():
        for step in system.steps:
            params = {k: v for k, v in step.example["request"].items() if k not in ("seed", "dice")}
            rec.call("POST", f"/v1/{step.system}/{step.odds_path}", params)


def _example_signing_key() -> str:
    """A fixed Ed25519 key (PEM) for the examples, so their signatures and key ids are the same
    at every run; the service's own key comes from its environment."""
    import hashlib

    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    seed = hashlib.sha256(b"referee operation examples").digest()
    return (
        Ed25519PrivateKey.from_private_bytes(seed)
        .private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        .decode()
    )


def record() -> dict[str, dict]:
    """Every recorded example, by operationId, sorted."""
    from referee.app import create_app
    from referee.config import Settings

    settings = Settings(
        redis_url=None,
        redis_embedded=False,
        redis_timeout_s=2,
        max_body_bytes=65536,
        signing_key=_example_signing_key(),
    )
    with fixed_server_randomness():
        app = create_app(settings)
        rec = Recorder(app, spec_operations(app))
        for policy in ("trusted", "opponent_confirms"):
            Table.policy = policy
            urban_war(rec)
            umbra_turris(rec)
            walka(rec)
        Table.policy = "trusted"
        claims(rec)
        odds(rec)
    return dict(sorted(rec.examples.items()))


def text(examples: dict) -> str:
    return json.dumps(examples, indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    os.environ.pop("REDIS_URL", None)
    sys.path.insert(0, str(ROOT / "service"))
    STEP_EXAMPLES.write_text(text(refreshed_step_examples()), encoding="utf-8")
    TARGET.write_text(text(record()), encoding="utf-8")
    print(f"wrote {STEP_EXAMPLES.relative_to(ROOT)} and {TARGET.relative_to(ROOT)}")
