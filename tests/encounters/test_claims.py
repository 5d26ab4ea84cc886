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

import pytest

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS
from tests.support.claims import Table, auth, race
from tests.support.encounters import Encounter

MOD = [{"reason": "a claimed edge", "value": 2}]


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
    walk = {"character": mover, "steps": [{"mode": "walk", "safe": True}], "modifier": 2}
    t.play("terrain", walk, token)
    # A spell's x is the caster's claim (walka.md §3).
    t.play(
        "action-points", {"character": mover, "activities": [{"activity": "spell", "x": 1}]}, token
    )
    defender_token = south if token == north else north
    # The other side answers the unit moved with an instant whose REF test has a modifier.
    chain = {
        "trigger": {"actor": mover, "kind": "movement_unit"},
        "declarations": [{"actor": other, "modifier": 2, "interrupts": "trigger"}],
    }
    t.play("instant-chain", chain, defender_token)
    t.play("instant-chain/next", {"link": 1, "effective": False})
    sight = {"attacker": mover, "target": other, "mode": "random", "from_behind": True}
    t.play("hit-location", sight, token)
    defense = {"defender": other, "attack_kind": "melee", "type": "dodge", "modifier": 5}
    t.play("defense", defense, defender_token)
    maneuver = {"form": "maneuver", "damage_type": "piercing", "other_modifier": 5}
    t.play("attack", {"attacker": mover, "target": other, **maneuver}, token)
    # The defender's own roll, met by the strike (the defence is never the attacker's).
    t.play("defense", {**defense, "modifier": 0}, defender_token)
    strike = {"attacker": mover, "target": other, **maneuver, "location_mode": "random"}
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

    t = Encounter(
        client, "urban-war", [model("r1", "red"), model("b1", "blue")], waive_side_seeds=True
    )
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

    t = Encounter(
        client, "urban-war", [model("r1", "red"), model("b1", "blue")], waive_side_seeds=True
    )
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
    t = Encounter(client, "urban-war", roster, waive_side_seeds=True)
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
