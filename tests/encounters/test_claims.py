"""Claims and consent (issue 29, docs/encounters.md "Claims and consent"), on real Redis.

The hostile-client suite plays one encounter of each system under `opponent_confirms` and
under `gm_confirms`, taking every encounter step that declares claims (the list comes from
the step registry, not from this file) with a side's token and claims that are not neutral.
Each such step must come back as a proposal, and the harness then tries, on that proposal:
accepting it with the proposer's own token and with a token that is not the confirming
party's; another step and a correction while it is open; withdrawing it and rejecting it
(nothing rolled, the state unchanged, the log unchanged or grown by a rejection without
dice); and only then accepts it with the confirming party's token, which must resolve the
step exactly as proposed. At the end, no logged roll carries a claim that nobody but its
author accepted, and verify lists every claim with its author.
"""

from __future__ import annotations

import threading

import pytest

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS
from tests.support.encounters import Encounter

MOD = [{"reason": "a claimed edge", "value": 2}]


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


class Table(Encounter):
    """An encounter under a claims policy whose every proposal is put through the hostile
    checks before the confirming party accepts it."""

    def __init__(self, client, system, models, policy, **extra):
        super().__init__(client, system, models, claims_policy=policy, **extra)
        self.policy = policy
        self.proposed: set[str] = set()  # the steps that came back as proposals
        self.wrong: list[str] = []

    def role_token(self, role: str) -> str:
        return self.gm if role == "gm" else self.sides[role.removeprefix("side:")]

    def play(self, path, body, token=None, expect=200):
        """A step; a 202 proposal goes through the hostile checks, then is accepted."""
        token = token or self.gm
        r = self.step(path, body, token, expect=None)
        if r.status_code == 202 and "proposal" in r.get_json():
            return self._hostile(path, body, token, r.get_json()["proposal"])
        assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r.get_json()

    def _check(self, what, response, status, code=None):
        body = response.get_json() or {}
        if response.status_code != status or (code and body.get("code") != code):
            self.wrong.append(f"{what}: {response.status_code} {body}")

    def _snapshot(self) -> tuple:
        doc = self.get()
        return doc["state"], doc["log_length"], doc.get("side_seeds_open")

    def _hostile(self, path, body, token, proposal) -> dict:
        step = next(s for s in SYSTEMS[self.system].steps if s.path == path)
        self.proposed.add(step.name)
        proposer = proposal["proposer"]
        where = f"{self.system} {step.name} ({self.policy})"
        doc = self.get()
        before = (doc["state"], doc["log_length"], doc.get("side_seeds_open"))
        if doc["proposal"] != proposal:
            self.wrong.append(f"{where}: the encounter does not show the proposal")
        if proposal["claims"] != step.claimed(proposal["params"]):
            self.wrong.append(f"{where}: the proposal's claims are not the declared ones")
        expected = ["gm"] if self.policy == cl.GM_CONFIRMS else None
        if expected and proposal["confirm"] != expected:
            self.wrong.append(f"{where}: gm_confirms, but {proposal['confirm']} confirm")
        if proposer in proposal["confirm"] or not proposal["confirm"]:
            self.wrong.append(f"{where}: confirmed by {proposal['confirm']}")
        pid = proposal["id"]
        url = self.url(f"/proposals/{pid}")
        # Its own proposer never accepts or rejects it.
        r = self.client.post(f"{url}/accept", headers=auth(token))
        self._check(f"{where}: self-accept", r, 403, "own_proposal")
        r = self.client.post(f"{url}/reject", json={"reason": "mine"}, headers=auth(token))
        self._check(f"{where}: self-reject", r, 403, "own_proposal")
        # Nobody but the confirming party accepts it.
        for role in ["gm", *(f"side:{s}" for s in self.sides)]:
            if role not in proposal["confirm"] and role != proposer:
                r = self.client.post(f"{url}/accept", headers=auth(self.role_token(role)))
                self._check(f"{where}: accepted by {role}", r, 403, "forbidden")
        # Every other change waits while it is open.
        again = self.step(path, body, token, expect=None)
        self._check(f"{where}: the same step again", again, 409, "proposal_open")
        r = self.client.post(
            self.url("/roll"), json={"expression": "1d6", "label": "x"}, headers=auth(self.gm)
        )
        self._check(f"{where}: a free roll", r, 409, "proposal_open")
        if self._snapshot() != before:
            self.wrong.append(f"{where}: refused answers changed the encounter")
        # Withdrawn: nothing rolled, nothing logged, the state as it was.
        confirmer = self.role_token(proposal["confirm"][0])
        r = self.client.post(f"{url}/withdraw", headers=auth(confirmer))
        self._check(f"{where}: withdrawn by the confirming party", r, 403, "forbidden")
        r = self.client.post(f"{url}/withdraw", headers=auth(token))
        self._check(f"{where}: withdrawn", r, 200)
        if self._snapshot() != before:
            self.wrong.append(f"{where}: a withdrawal changed the state, log or dice")
        # Rejected: logged without dice, the state as it was.
        second = self.step(path, body, token, expect=202).get_json()["proposal"]
        r = self.client.post(
            self.url(f"/proposals/{second['id']}/reject"),
            json={"reason": "that is not what the table shows"},
            headers=auth(confirmer),
        )
        self._check(f"{where}: rejected", r, 200)
        state, length, seeds_open = self._snapshot()
        rejection = self.log()[-1]
        if (state, seeds_open) != (before[0], before[2]) or length != before[1] + 1:
            self.wrong.append(f"{where}: a rejection changed more than one log entry")
        if rejection["step"] != cl.REJECTED or rejection["rolls"]:
            self.wrong.append(f"{where}: the rejection is logged as {rejection}")
        # Accepted by the confirming party: the step resolves exactly as proposed.
        third = self.step(path, body, token, expect=202).get_json()["proposal"]
        r = self.client.post(self.url(f"/proposals/{third['id']}/accept"), headers=auth(confirmer))
        assert r.status_code == 200, (where, r.data)
        entry = self.log()[-1]
        if entry["params"] != third["params"] or entry["role"] != proposer:
            self.wrong.append(f"{where}: the step resolved otherwise than proposed: {entry}")
        record = entry.get("claims") or {}
        if record.get("accepted_by") != proposal["confirm"][0] or record.get("made_by") != proposer:
            self.wrong.append(f"{where}: the entry's claims say {record}")
        if self.get()["proposal"] is not None:
            self.wrong.append(f"{where}: the proposal is still open after its step")
        return r.get_json()

    def audit(self) -> None:
        """No roll with a claim its author alone accepted; verify lists every claim."""
        entries = self.log()
        for entry in entries:
            record = entry.get("claims")
            if record is None:
                continue
            step = SYSTEMS[self.system].step(entry["step"])
            neutral = step.claims_neutral(entry["params"])
            if record["made_by"] == "gm":
                ok = record["accepted_by"] == "gm"
            elif neutral:
                ok = record["accepted_by"] in ("neutral", "gm") or record.get("proposal")
            else:
                ok = record["accepted_by"] not in (record["made_by"], "trusted", "neutral")
                if self.policy == cl.GM_CONFIRMS:
                    ok = ok and record["accepted_by"] == "gm"
            if not ok:
                self.wrong.append(f"{self.system} entry {entry['index']}: claims {record}")
        self.reveal()
        verified = self.verify()
        assert verified["ok"], verified
        listed = [c["index"] for c in verified["claims"] if "claims" in c]
        assert listed == [e["index"] for e in entries if e.get("claims")]


# -- the three systems' fights, each step with a side token and claims that are not neutral


def urban_war(client, policy) -> list[Table]:
    from tests.support.urban_war import model

    roster = [
        model("r1", "red", is_commander=True),
        model("r2", "red"),
        model("b1", "blue", is_commander=True),
        model("b2", "blue", wounds_max=2),
    ]
    tables = []
    for _ in range(20):
        tables.append(skirmish(client, policy, roster))
        if "overwatch_interrupt" in tables[-1].proposed:
            break
    return tables + [melee(client, policy)]


def skirmish(client, policy, roster) -> Table:
    """Orders, initiative, a command test, a move, a shot, an interrupt right after it."""
    t = Table(client, "urban-war", roster, policy)
    red, blue = t.sides["red"], t.sides["blue"]
    orders = {"red": {"r1": "snap_fire", "r2": "overwatch"}, "blue": {"b1": "snap_fire"}}
    orders["blue"]["b2"] = "overwatch"
    t.play("orders", {"orders": orders["red"]}, red, expect=202)
    t.play("orders", {"orders": orders["blue"]}, blue)
    t.play("initiative", {})
    t.play("command-test", {"model": "r1", "modifiers": MOD}, red)
    first = t.state["active_player"]
    # The mover shoots; the other side's overwatch model interrupts right after the shot.
    mover, target, interrupter = ("r1", "b1", "b2") if first == "red" else ("b1", "r1", "r2")
    token = t.sides[first]
    t.play("activate", {"model": mover, "commander_in_range": True}, token)
    t.play("movement", {"action": "normal", "distance_in": 2}, token)
    t.play("shooting", {"target": target, "distance_in": 10, "modifiers": MOD}, token)
    if t.state["pending_panic"]:
        due = t.state["pending_panic"][0]
        who = t.sides[t.state["models"][due["model"]]["side"]]
        t.play("panic-test", {"model": due["model"], "trigger": due["trigger"]}, who)
    interrupt = {"interrupter": interrupter, "kind": "shot", "distance_in": 12}
    other = t.sides["blue" if first == "red" else "red"]
    if t.state["phase"] == "activation" and t.state["last_action"]:
        t.play("overwatch-interrupt", {**interrupt, "moment": "after_shot"}, other)
    if t.state["activation"]:
        t.play("end-activation", {"model": mover}, token)
    tester = next(m for m in t.state["models"].values() if m["in_play"])
    side = t.sides[tester["side"]]
    if not t.state["pending_panic"]:
        t.play("panic-test", {"model": tester["id"], "trigger": "other", "modifiers": MOD}, side)
    return t


def melee(client, policy) -> Table:
    from tests.support.urban_war import model

    # Melee and a break-off: a charge, then the engaged model tries to leave.
    # Calibre 1: a reaction may follow the charge; two wounds: both usually survive it.
    roster = [
        model(i, side, calibre=1, wounds_max=2) for i, side in (("r1", "red"), ("b1", "blue"))
    ]
    for _ in range(30):
        m = Table(client, "urban-war", roster, policy)
        m.play("orders", {"orders": {"r1": "snap_fire"}}, m.sides["red"], expect=202)
        m.play("orders", {"orders": {"b1": "snap_fire"}}, m.sides["blue"])
        m.play("initiative", {})
        if m.state["active_player"] != "red":
            continue
        red = m.sides["red"]
        m.play("activate", {"model": "r1"}, red)
        m.play("melee", {"target": "b1", "charge": True, "charge_distance_in": 5}, red)
        state = m.state
        activation = state["activation"] or {}
        if (
            not state["models"]["r1"]["engaged_with"]
            or state["pending_panic"]
            or activation.get("model") != "r1"
            or state["current_action"]
        ):
            continue
        m.play("activate", {"model": "r1", "reaction": True}, red)
        m.play("break-off", {"modifiers": MOD}, red)
        return m
    raise AssertionError("no melee left both models engaged in 30 encounters")


def umbra_turris(client, policy) -> list[Table]:
    from tests.support.umbra_turris import fighter

    def gear(**equipment):
        base = {"weapon_modifier": 1, "armour": 0, "has_shield": False, "weapon_damage": 1}
        return {**base, **equipment}

    def profile(**codes):
        return {"Ld": 7, "M": 10, "WS": 4, "S": 3, "Sp": 3, "BS": 3, "T": 3, "W": 3, **codes}

    roster = [
        fighter(
            "knight", "red", profile=profile(WS=6, S=5, T=4), equipment=gear(weapon_modifier=2)
        ),
        fighter("cleric", "red", profession="cleric", vitality=3, vitality_max=5),
        fighter("guard", "blue", profile=profile(W=4), equipment=gear(has_shield=True, armour=1)),
        fighter(
            "archer",
            "blue",
            profile=profile(BS=5),
            equipment=gear(weapon_damage=2),
            has_action_die=True,
        ),
    ]
    t = Table(client, "umbra-turris", roster, policy, config={"shield_block_target": 6})
    red, blue = t.sides["red"], t.sides["blue"]
    t.play("magic/cast", {"mage": "cleric", "spell_difficulty": 3}, red)
    t.play("action-die", {"model": "guard", "has_action_die": False}, blue)
    t.play("shooting", {"shooter": "archer", "target": "cleric", "distance_cm": 30}, blue)
    for _ in range(40):
        hit = t.play(
            "shooting/hit", {"shooter": "archer", "target": "knight", "distance_cm": 20}, blue
        )
        if hit["outcome"]["hit"]:
            facts = {"target_in_terrain": True}
            t.play("shooting/damage", {"shooter": "archer", "target": "knight", **facts}, blue)
            break
    else:
        raise AssertionError("no hit in 40 shots")
    t.play("charge", {"attacker": "knight", "defender": "guard"}, red)
    t.play("disengage", {"model": "knight", "opponent": "guard"}, red)
    t.play("charge", {"attacker": "knight", "defender": "guard"}, red)
    t.play("melee/exchange", {"attacker": "knight", "defender": "guard"}, red)
    block = {"attacker": "knight", "defender": "guard", "shield_block_target": 5}
    t.play("melee/shield-block", block, blue)
    if t.state["exchange"] is not None:
        exchange = t.state["exchange"]["id"]
        t.play("melee/parry", {"exchange": exchange, "location": "legs"}, blue, expect=202)
        t.play("melee/parry", {"exchange": exchange, "location": "body"}, red)
    if t.state["pending_melee"] is not None:
        attack = {"attacker": "knight", "defender": "guard", "attack_type": "precise"}
        t.play("melee/attack", attack, red)
    if not t.state["models"]["guard"]["out_of_action"]:
        behind = {"attacker": "knight", "defender": "guard", "attack_from_behind": True}
        t.play("melee/exchange", behind, red)
    return [t]


def walka(client, policy) -> list[Table]:
    from tests.support.walka import ala, bor

    t = Table(client, "walka", [ala(armour_skill_die="d8"), bor(armour_skill_die="d8")], policy)
    north, south = t.sides["north"], t.sides["south"]
    t.play("initiative", {})
    mover = t.state["turn"]["character"]
    token = north if mover == "Ala" else south
    other = "Bor" if mover == "Ala" else "Ala"
    t.play("terrain", {"character": mover, "steps": [{"mode": "walk", "safe": True}]}, token)
    sight = {"attacker": mover, "target": other, "mode": "random", "from_behind": True}
    t.play("hit-location", sight, token)
    defender_token = south if token == north else north
    defense = {"defender": other, "attack_kind": "melee", "type": "dodge", "modifier": 5}
    t.play("defense", defense, defender_token)
    t.play(
        "attack", {"attacker": mover, "target": other, "form": "cut", "other_modifier": 5}, token
    )
    strike = {
        "attacker": mover,
        "target": other,
        "form": "thrust",
        "location_mode": "random",
        "defense_type": "dodge",
        "other_modifier": 5,
    }
    t.play("strike", strike, token)
    return [t]


FIGHTS = {"urban-war": urban_war, "umbra-turris": umbra_turris, "walka": walka}
POLICIES = (cl.OPPONENT_CONFIRMS, cl.GM_CONFIRMS)


def side_steps_with_claims(system: str) -> set[str]:
    """Every step of the registry a side may take that declares claims."""
    return {s.name for s in SYSTEMS[system].steps if s.claims and s.actor.value != "gm"}


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("system", sorted(FIGHTS))
def test_no_roll_with_a_claim_the_confirming_party_has_not_accepted(client, system, policy):
    tables = FIGHTS[system](client, policy)
    proposed = set().union(*(t.proposed for t in tables))
    assert proposed == side_steps_with_claims(system), "steps never proposed"
    for t in tables:
        t.audit()
    wrong = [w for t in tables for w in t.wrong]
    assert not wrong, "\n".join(wrong)


def test_every_step_declares_its_claims_in_the_spec(client):
    spec = client.get("/openapi.json").get_json()
    for name, system in SYSTEMS.items():
        for step in system.steps:
            path = f"/v1/encounters/{{encounter_id}}/{name}/{step.path}"
            shown = spec["paths"][path]["post"]["x-referee-claims"]
            assert shown == [c.spec for c in step.claims], path
    shooting = spec["paths"]["/v1/encounters/{encounter_id}/urban-war/shooting"]["post"]
    assert {"param": "modifiers", "neutral": []} in shooting["x-referee-claims"]
    assert {"param": "distance_in"} in shooting["x-referee-claims"]


# -- trusted: today's behaviour, with the author of every claim on the record


def test_under_trusted_a_step_rolls_at_once_and_records_who_made_its_claims(client):
    from tests.support.urban_war import model

    t = Encounter(client, "urban-war", [model("r1", "red"), model("b1", "blue")])
    assert t.get()["claims_policy"] == cl.TRUSTED
    body = {"model": "r1", "modifiers": MOD, "commander_in_range": True}
    r = t.step("command-test", body, t.sides["red"])
    assert r.get_json()["rolls"]
    t.step("command-test", {"model": "b1"}, t.gm)
    first, second = t.log()
    assert first["claims"] == {
        "values": {"commander_in_range": True, "modifiers": MOD, "primary_in_cover": False},
        "made_by": "side:red",
        "accepted_by": cl.TRUSTED,
    }
    assert second["claims"]["made_by"] == "gm" and second["claims"]["accepted_by"] == "gm"
    t.reveal()
    listed = t.client.get(t.url("/export")).get_json()["claims"]
    assert [c["claims"]["made_by"] for c in listed] == ["side:red", "gm"]
    assert t.verify()["claims"] == listed


def test_neutral_claims_need_no_consent_and_the_gm_s_own_claims_are_the_gm_s(client):
    from tests.support.urban_war import model

    t = Table(client, "urban-war", [model("r1", "red"), model("b1", "blue")], cl.GM_CONFIRMS)
    r = t.step("command-test", {"model": "r1"}, t.sides["red"])
    assert r.status_code == 200 and r.get_json()["rolls"]
    t.step("command-test", {"model": "b1", "modifiers": MOD}, t.gm)
    first, second = t.log()
    assert first["claims"]["accepted_by"] == "neutral"
    assert second["claims"]["accepted_by"] == "gm"


def test_a_proposal_never_shows_a_sealed_part():
    from referee.encounters.step import Claim, EncounterStep

    sealed = next(s for s in SYSTEMS["urban-war"].steps if s.sealed is not None)
    with pytest.raises(ValueError, match="sealed step declares no claims"):
        EncounterStep(
            name="orders",
            summary=sealed.summary,
            params=sealed.params,
            outcome=sealed.outcome,
            actor=sealed.actor,
            bind=sealed.bind,
            sealed=sealed.sealed,
            claims=(Claim("orders", {}),),
        )


def test_the_policy_is_chosen_at_creation_and_a_wrong_one_is_refused(client):
    from tests.support.urban_war import model

    body = {"system": "urban-war", "models": [model("r1", "red"), model("b1", "blue")]}
    r = client.post("/v1/encounters", json={**body, "claims_policy": "whatever"})
    assert r.status_code == 422 and "claims_policy" in r.get_json()["errors"]


# -- races: an accept against a withdrawal and against another step leaves one outcome


def proposal_on(client, policy=cl.OPPONENT_CONFIRMS):
    from tests.support.urban_war import model

    t = Table(client, "urban-war", [model("r1", "red"), model("b1", "blue")], policy)
    r = t.step("command-test", {"model": "r1", "modifiers": MOD}, t.sides["red"], expect=202)
    return t, r.get_json()["proposal"]


def race(*calls):
    """POSTs (app, url, body, token) sent at once, each from its own thread and client."""
    barrier = threading.Barrier(len(calls))
    answers = [None] * len(calls)

    def run(i, call):
        app, url, body, token = call
        client = app.test_client()
        barrier.wait()
        answers[i] = client.post(url, json=body, headers=auth(token))

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_accept_racing_withdraw_leaves_exactly_one_outcome(app):
    for _ in range(5):
        t, proposal = proposal_on(app.test_client())
        url = t.url(f"/proposals/{proposal['id']}")
        accepted, withdrawn = race(
            (app, f"{url}/accept", None, t.sides["blue"]),
            (app, f"{url}/withdraw", None, t.sides["red"]),
        )
        statuses = sorted((accepted.status_code, withdrawn.status_code))
        assert statuses == [200, 409], (accepted.data, withdrawn.data)
        log = t.log()
        assert len(log) == (1 if accepted.status_code == 200 else 0)
        assert t.get()["proposal"] is None


def test_accept_racing_another_step_never_lets_that_step_in_before_it(app):
    for _ in range(5):
        t, proposal = proposal_on(app.test_client())
        url = t.url(f"/proposals/{proposal['id']}/accept")
        roll = {"expression": "1d6", "label": "racing"}
        accepted, other = race(
            (app, url, None, t.sides["blue"]),
            (app, t.url("/roll"), roll, t.gm),
        )
        assert accepted.status_code == 200, accepted.data
        assert other.status_code in (200, 409), other.data
        steps = [e["step"] for e in t.log()]
        # The accepted step is logged once, first; the other change only after it, if at all.
        assert steps[0] == "command_test" and steps.count("command_test") == 1
        assert steps[1:] == (["free_roll"] if other.status_code == 200 else [])


def test_two_accepts_racing_resolve_the_step_once(app):
    t, proposal = proposal_on(app.test_client(), cl.GM_CONFIRMS)
    url = t.url(f"/proposals/{proposal['id']}/accept")
    answers = race(*[(app, url, None, t.gm)] * 3)
    assert sorted(a.status_code for a in answers) == [200, 409, 409]
    assert [e["step"] for e in t.log()] == ["command_test"]


# -- disputes: a correction forward, never a rewritten roll


def test_a_dispute_is_logged_ruled_on_and_listed_and_never_rewrites_the_roll(client):
    from tests.support.urban_war import model

    t = Encounter(client, "urban-war", [model("r1", "red"), model("b1", "blue")])
    red, blue = t.sides["red"], t.sides["blue"]
    rolled = t.step("command-test", {"model": "r1", "modifiers": MOD}, red).get_json()
    # The GM rules; a side cannot, and a side disputes only with its own token.
    r = client.post(t.url("/disputes"), json={"log_index": 0, "reason": "no"}, headers=auth(t.gm))
    assert r.status_code == 403
    r = client.post(
        t.url("/disputes"), json={"log_index": 0, "reason": "no +2 here"}, headers=auth(blue)
    )
    assert r.status_code == 200, r.data
    dispute = r.get_json()["index"]
    assert t.get()["open_disputes"] == [dispute]
    r = client.post(t.url("/disputes"), json={"log_index": 0, "reason": "again"}, headers=auth(red))
    assert r.status_code == 409 and r.get_json()["code"] == "already_disputed"
    ruling = {"ruling": "upheld", "note": "the +2 did not apply"}
    r = client.post(t.url(f"/disputes/{dispute}/ruling"), json=ruling, headers=auth(blue))
    assert r.status_code == 403
    r = client.post(t.url(f"/disputes/{dispute}/ruling"), json=ruling, headers=auth(t.gm))
    assert r.status_code == 200, r.data
    assert t.get()["open_disputes"] == []
    log = t.log()
    assert log[0]["rolls"] == rolled["rolls"] and log[0]["outcome"] == rolled["outcome"]
    assert [e["step"] for e in log] == ["command_test", cl.DISPUTED, cl.RULING]
    assert all(not e["rolls"] for e in log[1:])
    t.reveal()
    verified = t.verify()
    assert verified["ok"]
    listed = {c["step"]: c for c in verified["claims"]}
    assert listed[cl.DISPUTED]["params"]["log_index"] == 0
    assert listed[cl.RULING]["params"]["ruling"] == "upheld"


def test_a_dispute_closes_with_the_next_step_of_the_same_model_and_at_the_reveal(client):
    from tests.support.urban_war import model

    roster = [model("r1", "red"), model("r2", "red"), model("b1", "blue")]
    t = Encounter(client, "urban-war", roster)
    red, blue = t.sides["red"], t.sides["blue"]
    t.step("command-test", {"model": "r1"}, red)
    t.step("command-test", {"model": "b1"}, blue)  # another side's step: still open
    t.step("command-test", {"model": "r2"}, red)  # the same side, another model: still open
    assert [e.get("model") for e in t.log()] == ["r1", "b1", "r2"]
    t.step("command-test", {"model": "r1"}, red)
    r = client.post(t.url("/disputes"), json={"log_index": 0, "reason": "late"}, headers=auth(blue))
    assert r.status_code == 409 and r.get_json()["code"] == "dispute_too_late"
    assert "r1 took its next step" in r.get_json()["detail"]
    r = client.post(t.url("/disputes"), json={"log_index": 1, "reason": "ok"}, headers=auth(red))
    assert r.status_code == 200, r.data
    # r2 has not acted since its step: red's later step with r1 does not close it.
    r = client.post(t.url("/disputes"), json={"log_index": 2, "reason": "r2"}, headers=auth(blue))
    assert r.status_code == 200, r.data
    r = client.post(t.url("/disputes"), json={"log_index": 9, "reason": "?"}, headers=auth(red))
    assert r.status_code == 422
    t.reveal()
    r = client.post(t.url("/disputes"), json={"log_index": 3, "reason": "x"}, headers=auth(blue))
    assert r.status_code == 409 and r.get_json()["code"] == "encounter_closed"
