"""Umbra Turris on encounters (umbra-turris.md §11), through the HTTP API on real Redis.

A whole fight to a model out of action with sealed parry choices from two side
tokens, then reveal and verify; the refusals the stored state causes (409) and
bad requests (422); idempotency of one step.
"""

from __future__ import annotations

import json

from tests.support.problems import assert_problem
from tests.support.umbra_turris import SYSTEM, UmbraTurris, fighter, mage, roster, victim


def test_whole_fight_to_out_of_action_with_sealed_parries_then_reveal_and_verify(client):
    t = UmbraTurris(client)
    state = t.state
    assert state["sides"] == ["red", "blue"] and state["cycle"] == 1
    r1 = state["models"]["r1"]
    assert r1["profile"]["weapon_skill"] == 9 and r1["wounds_remaining"] == 5
    assert r1["in_melee"] is False and r1["engaged_with"] == [] and r1["vitality"] is None
    assert state["models"]["r2"]["has_action_die"] is True

    # Magic (§9, §10): the cleric casts, then self-heals for its Action Die.
    cast = t.outcome("magic/cast", {"mage": "r2", "spell_difficulty": 3}, t.red)
    assert cast["vitality_before"] == 3 and cast["vitality_after"] in (1, 2)
    assert t.model("r2")["vitality"] == cast["vitality_after"]
    heal = t.outcome("magic/self-heal", {"mage": "r2"}, t.red)
    assert heal["vitality_after"] == cast["vitality_after"] + 2
    r2 = t.model("r2")
    assert r2["has_action_die"] is False and r2["self_healed_this_cycle"] is True

    # A Charge (§11): no dice, both engaged, the charger moved.
    answer = t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red).get_json()
    assert answer["rolls"] == [] and answer["outcome"] == {}
    state = t.state
    assert state["models"]["r1"]["engaged_with"] == ["b1"] and state["models"]["r1"]["in_melee"]
    assert state["models"]["b1"]["engaged_with"] == ["r1"] and state["models"]["b1"]["in_melee"]
    assert state["models"]["r1"]["moved_this_cycle"] is True

    # Exchange 1: both choose the head: parried, nothing pending (P1).
    ex = t.exchange("r1", "b1", t.red)
    assert t.state["exchange"]["parts"] == [f"red#{ex}", f"blue#{ex}"]
    before = len(t.log())
    waiting = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=202)
    assert waiting.get_json()["waiting_for"] == [f"blue#{ex}"]
    assert '"head"' not in json.dumps(t.get()) and '"head"' not in json.dumps(t.log())
    assert len(t.log()) == before
    done = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue).get_json()
    assert done["outcome"]["outcome"] == "parried" and done["rolls"] == []
    assert t.state["exchange"] is None and t.state["pending_melee"] is None

    # Exchange 2: b1 blocks with its shield (house rule 6+), guards its legs; the red part
    # arrives second this time. Repeat until the attack gets through.
    for _ in range(30):
        ex = t.exchange("r1", "b1", t.red)
        r = t.step(
            "melee/parry",
            {"exchange": ex, "location": "legs", "use_shield": True, "shield_block_target": 6},
            t.blue,
            expect=202,
        )
        assert r.get_json() == {
            "status": "waiting",
            "step": "melee.parry",
            "submitted": [f"blue#{ex}"],
            "waiting_for": [f"red#{ex}"],
            "version": r.get_json()["version"],
        }
        # Nothing of blue's choice is readable: not in the state, not in a new log entry.
        assert "legs" not in json.dumps(t.get())
        assert t.log()[-1]["step"] == "melee.exchange" and "legs" not in json.dumps(t.log()[-1])
        parry = t.step("melee/parry", {"exchange": ex, "location": "body"}, t.red).get_json()
        entry = t.log()[-1]
        assert entry["step"] == "melee.parry" and entry["role"] == "side:red"
        assert entry["params"]["parts"][f"blue#{ex}"]["location"] == "legs"
        assert entry["params"]["parts"][f"red#{ex}"]["location"] == "body"
        assert entry["rolls"][0]["purpose"] == "shield block, defender"
        if parry["outcome"]["outcome"] == "hit":
            break
        assert parry["outcome"]["outcome"] == "blocked"
        assert t.state["pending_melee"] is None
    assert t.state["pending_melee"] == {"attacker": "r1", "defender": "b1"}

    blow = t.step(
        "melee/attack", {"attacker": "r1", "defender": "b1", "attack_type": "standard"}, t.red
    ).get_json()
    assert blow["outcome"]["success"] and blow["outcome"]["weapon_modifier"] == 3
    assert blow["outcome"]["wounds_after"] == 0 and blow["outcome"]["out_of_action"]
    state = t.state
    b1 = state["models"]["b1"]
    assert b1["wounds_remaining"] == 0 and b1["out_of_action"] is True
    assert b1["in_melee"] is False and state["models"]["r1"]["engaged_with"] == []
    assert state["pending_melee"] is None
    assert {"path": "models.b1.out_of_action", "from": False, "to": True} in blow["changes"]

    # Shooting (§7, §8): r1 shoots b2 (weapon damage 10 from its equipment) until it falls.
    for _ in range(40):
        hit = t.outcome("shooting/hit", {"shooter": "r1", "target": "b2", "distance_cm": 15}, t.red)
        if not hit["hit"]:
            assert t.state["pending_shot"] is None
            continue
        assert t.state["pending_shot"] == {"shooter": "r1", "target": "b2", "aim_levels": 0}
        dmg = t.outcome("shooting/damage", {"shooter": "r1", "target": "b2"}, t.red)
        assert dmg["modifiers"][0] == {
            "flag": "target_has_action_die",
            "value": -1,
            "reason": "target has no Action Die",
        }
        assert t.state["pending_shot"] is None
        if dmg["out_of_action"]:
            break
    assert t.model("b2")["out_of_action"] is True

    # The log holds every step in order; after the reveal nothing more, and verify recomputes.
    log = t.log()
    assert [e["index"] for e in log] == list(range(len(log)))
    steps = {e["step"] for e in log}
    assert {"charge", "melee.exchange", "melee.parry", "melee.attack", "magic.cast"} <= steps
    t.reveal()
    t.step("new-cycle", {}, expect=409)
    result = t.verify()
    assert result["ok"] and result["commitment_ok"] and result["entries"] == len(log)
    assert result["steps_recomputed"] == sum(
        1 for e in log if e["step"] not in ("charge", "melee.exchange")
    )


def test_random_locations_are_rolled_when_the_parry_resolves_attacker_first(client):
    t = UmbraTurris(client)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "random"}, t.blue, expect=202)
    answer = t.step("melee/parry", {"exchange": ex, "location": "random"}, t.red).get_json()
    assert [r["purpose"] for r in answer["rolls"]] == [
        "attack location, attacker",
        "parry location, defender",
    ]
    outcome = answer["outcome"]
    assert outcome["attacker_location_roll"] == answer["rolls"][0]["value"]
    assert outcome["defender_location_roll"] == answer["rolls"][1]["value"]


def test_the_gm_sends_a_part_for_an_absent_side(client):
    t = UmbraTurris(client)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head"}, expect=None),
        422,
        "name the side",
    )
    t.step("melee/parry", {"exchange": ex, "location": "head", "side": "blue"}, expect=202)
    answer = t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.red).get_json()
    assert answer["outcome"]["outcome"] == "hit"
    assert t.log()[-1]["params"]["parts"][f"blue#{ex}"]["side"] == "blue"


def test_an_attack_from_behind_needs_only_the_attackers_part(client):
    t = UmbraTurris(client)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red, attack_from_behind=True)
    assert t.state["exchange"]["parts"] == [f"red#{ex}"]
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue, expect=None),
        409,
        "attacked from behind",
    )
    assert_problem(
        t.step("melee/shield-block", {"attacker": "r1", "defender": "b1"}, t.blue, expect=None),
        409,
        "from behind",
    )
    answer = t.step("melee/parry", {"exchange": ex, "location": "body"}, t.red).get_json()
    assert answer["outcome"]["outcome"] == "hit" and answer["outcome"]["defender_location"] is None
    assert t.state["pending_melee"] == {"attacker": "r1", "defender": "b1"}


def test_shield_block_as_its_own_step(client):
    t = UmbraTurris(client, config={"shield_block_target": 6})
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    for _ in range(30):
        ex = t.exchange("r1", "b1", t.red)
        answer = t.step(
            "melee/shield-block", {"attacker": "r1", "defender": "b1"}, t.blue
        ).get_json()
        assert len(answer["rolls"]) == 1 and answer["outcome"]["shield_block_target"] == 6
        if answer["outcome"]["blocked"]:
            assert t.state["exchange"] is None
            continue
        assert t.state["exchange"]["shield_tried"] is True
        assert_problem(
            t.step("melee/shield-block", {"attacker": "r1", "defender": "b1"}, t.blue, expect=None),
            409,
            "already tried its shield",
        )
        assert_problem(
            t.step(
                "melee/parry",
                {"exchange": ex, "location": "head", "use_shield": True},
                t.blue,
                expect=None,
            ),
            409,
            "already tried its shield",
        )
        break
    else:
        raise AssertionError("a 6+ block never failed in 30 tries")


# -- what the stored state forbids: 409 --------------------------------------------------------


def test_out_of_action_model_neither_acts_nor_is_targeted(client):
    models = roster()
    models[2] = victim("b1", "blue", wounds_remaining=0)
    t = UmbraTurris(client, models=models)
    assert t.model("b1")["out_of_action"] is True
    for path, body, token in (
        ("charge", {"attacker": "r1", "defender": "b1"}, t.red),
        ("charge", {"attacker": "b1", "defender": "r1"}, t.blue),
        ("shooting/hit", {"shooter": "r1", "target": "b1", "distance_cm": 10}, t.red),
        ("shooting", {"shooter": "r1", "target": "b1", "distance_cm": 10}, t.red),
        ("action-die", {"model": "b1", "has_action_die": True}, t.blue),
        ("movement", {"model": "b1"}, t.blue),
    ):
        assert_problem(t.step(path, body, token, expect=None), 409, "b1 is out of action")
    assert t.log() == []


def test_melee_needs_a_charge_an_exchange_and_a_failed_parry(client):
    t = UmbraTurris(client)
    assert_problem(
        t.step("melee/exchange", {"attacker": "r1", "defender": "b1"}, t.red, expect=None),
        409,
        "not engaged",
    )
    assert_problem(
        t.step(
            "melee/attack",
            {"attacker": "r1", "defender": "b1", "attack_type": "standard"},
            t.red,
            expect=None,
        ),
        409,
        "no failed Parry",
    )
    assert_problem(
        t.step("melee/parry", {"exchange": 1, "location": "head"}, t.red, expect=None),
        409,
        "no exchange",
    )
    assert_problem(
        t.step("charge", {"attacker": "r1", "defender": "r2"}, t.red, expect=None),
        409,
        "only an enemy",
    )
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    assert_problem(
        t.step("charge", {"attacker": "r1", "defender": "b2"}, t.red, expect=None),
        409,
        "disengage first",
    )
    ex = t.exchange("r1", "b1", t.red)
    assert_problem(
        t.step("melee/exchange", {"attacker": "r1", "defender": "b1"}, t.red, expect=None),
        409,
        "still being resolved",
    )
    assert_problem(
        t.step("melee/parry", {"exchange": ex + 1, "location": "head"}, t.red, expect=None),
        409,
        "not the current one",
    )
    assert_problem(t.step("disengage", {"model": "b1"}, t.blue, expect=None), 409, "not finished")
    # b1 holds its Action Die: no shield (R2), a 409 since the stored state forbids it.
    t.step("action-die", {"model": "b1", "has_action_die": True}, t.blue)
    assert_problem(
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "head", "use_shield": True, "shield_block_target": 4},
            t.blue,
            expect=None,
        ),
        409,
        "a shield is used only without an Action Die",
    )
    t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=202)
    t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.blue)
    assert t.state["pending_melee"] == {"attacker": "r1", "defender": "b1"}
    assert_problem(
        t.step("melee/exchange", {"attacker": "r1", "defender": "b1"}, t.red, expect=None),
        409,
        "after the failed Parry comes first",
    )
    assert_problem(
        t.step(
            "melee/attack",
            {"attacker": "b1", "defender": "r1", "attack_type": "force"},
            t.blue,
            expect=None,
        ),
        409,
        "no failed Parry",
    )
    t.step("melee/attack", {"attacker": "r1", "defender": "b1", "attack_type": "precise"}, t.red)
    assert_problem(
        t.step(
            "melee/attack",
            {"attacker": "r1", "defender": "b1", "attack_type": "precise"},
            t.red,
            expect=None,
        ),
        409,
        "no failed Parry",
    )
    # Precise: 2 damage of 3 wounds, armour ignored; b1 fights on, then they part.
    assert t.model("b1")["wounds_remaining"] == 1
    t.step("disengage", {"model": "b1"}, t.blue)
    assert t.model("r1")["in_melee"] is False and t.model("b1")["engaged_with"] == []


def test_shooting_needs_a_pending_hit_and_reads_melee_and_action_die_from_the_state(client):
    t = UmbraTurris(client)
    assert_problem(
        t.step("shooting/damage", {"shooter": "r1", "target": "b2"}, t.red, expect=None),
        409,
        "shooting/hit first",
    )
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    t.step("action-die", {"model": "b2", "has_action_die": True}, t.blue)
    for _ in range(40):
        if t.outcome("shooting/hit", {"shooter": "r1", "target": "b2", "distance_cm": 5}, t.red)[
            "hit"
        ]:
            break
    assert_problem(
        t.step(
            "shooting/hit", {"shooter": "r1", "target": "b2", "distance_cm": 5}, t.red, expect=None
        ),
        409,
        "awaits its damage roll",
    )
    assert_problem(
        t.step("shooting/damage", {"shooter": "r1", "target": "b1"}, t.red, expect=None),
        409,
        "no hit of r1 on b1",
    )
    entry = t.step("shooting/damage", {"shooter": "r1", "target": "b2"}, t.red).get_json()
    flags = {m["flag"]: m["value"] for m in entry["outcome"]["modifiers"]}
    assert flags == {"target_has_action_die": 1, "shooter_in_melee": -3}
    bound = t.log()[-1]["bound"]
    assert bound["weapon_damage"] == 10 and bound["shooter_in_melee"] is True
    # b1 is in melee, so it counts as in contact (§11 DECISION); r2 is not in melee.
    t.step("shooting", {"shooter": "r2", "target": "b1", "distance_cm": 12}, t.red)
    bound = t.log()[-1]["bound"]
    assert bound["target_in_contact"] is True and bound["shooter_in_melee"] is False
    assert bound["weapon_damage"] == 1 and bound["target_has_action_die"] is False
    assert_problem(
        t.step(
            "shooting/hit",
            {"shooter": "b1", "target": "r1", "distance_cm": 10},
            t.blue,
            expect=None,
        ),
        409,
        "no ranged weapon",
    )


def test_magic_refusals_come_from_the_stored_state(client):
    t = UmbraTurris(client)
    # b3, a Wizard with 1 Vitality: it casts once, then has none left.
    t.step("magic/cast", {"mage": "b3", "spell_difficulty": 2}, t.blue)
    assert t.model("b3")["vitality"] == 0
    assert_problem(
        t.step("magic/cast", {"mage": "b3", "spell_difficulty": 2}, t.blue, expect=None),
        409,
        "casting costs 1 Vitality",
    )
    assert_problem(
        t.step("magic/self-heal", {"mage": "b3"}, t.blue, expect=None),
        409,
        "self-healing discards the Action Die",
    )
    assert_problem(
        t.step("magic/cast", {"mage": "r1", "spell_difficulty": 2}, t.red, expect=None),
        409,
        "only a mage can cast",
    )
    # The Apprentice (§9, R15): cannot self-heal; after casting it cannot move; moved, it
    # cannot cast.
    t.step("action-die", {"model": "b4", "has_action_die": True}, t.blue)
    assert_problem(
        t.step("magic/self-heal", {"mage": "b4"}, t.blue, expect=None),
        409,
        "cannot self-heal",
    )
    t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2}, t.blue)
    assert t.model("b4")["movement_locked"] is True
    assert_problem(t.step("movement", {"model": "b4"}, t.blue, expect=None), 409, "cannot move")
    assert_problem(
        t.step("charge", {"attacker": "b4", "defender": "r1"}, t.blue, expect=None),
        409,
        "cannot charge",
    )
    # r2 self-heals once a Cycle and then stands still (§10 DECISION).
    t.step("magic/self-heal", {"mage": "r2"}, t.red)
    t.step("action-die", {"model": "r2", "has_action_die": True}, t.red)
    assert_problem(
        t.step("magic/self-heal", {"mage": "r2"}, t.red, expect=None),
        409,
        "already self-healed this Cycle",
    )
    for path, body in (
        ("magic/cast", {"mage": "r2", "spell_difficulty": 2}),
        ("movement", {"model": "r2"}),
        ("shooting/hit", {"shooter": "r2", "target": "b1", "distance_cm": 10}),
    ):
        assert_problem(t.step(path, body, t.red, expect=None), 409, "stands still")

    # A new Cycle (GM only) resets the per-Cycle state and leaves the Action Dice alone.
    assert_problem(t.step("new-cycle", {}, t.red, expect=None), 403, "game master")
    changes = t.step("new-cycle", {}).get_json()["changes"]
    assert {"path": "cycle", "from": 1, "to": 2} in changes
    state = t.state
    assert state["models"]["b4"]["movement_locked"] is False
    assert state["models"]["r2"]["self_healed_this_cycle"] is False
    assert state["models"]["r2"]["has_action_die"] is True
    t.step("movement", {"model": "b4"}, t.blue)
    assert_problem(
        t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2}, t.blue, expect=None),
        409,
        "moved this Cycle",
    )
    t.step("magic/self-heal", {"mage": "r2"}, t.red)


# -- who may act, and bad requests: 403 and 422 ------------------------------------------------


def test_side_tokens_act_for_their_own_models_only(client):
    t = UmbraTurris(client)
    assert_problem(
        t.step("charge", {"attacker": "r1", "defender": "b1"}, t.blue, expect=None),
        403,
        "this step is red's",
    )
    assert_problem(
        t.step("magic/self-heal", {"mage": "r2"}, t.blue, expect=None), 403, "this step is red's"
    )
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    assert_problem(
        t.step(
            "melee/parry", {"exchange": ex, "location": "head", "side": "blue"}, t.red, expect=None
        ),
        422,
        "red's parry choice only",
    )
    assert_problem(
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "head", "use_shield": True},
            t.red,
            expect=None,
        ),
        422,
        "only the defender",
    )


def test_bad_requests_are_422(client):
    t = UmbraTurris(client)
    assert_problem(
        t.step(
            "shooting/hit", {"shooter": "r1", "target": "b1", "distance_cm": 75}, t.red, expect=None
        ),
        422,
        "reaches 69 cm",
    )
    assert_problem(
        t.step(
            "shooting/hit", {"shooter": "r1", "target": "zz", "distance_cm": 10}, t.red, expect=None
        ),
        422,
        "no model 'zz'",
    )
    assert_problem(
        t.step("charge", {"attacker": "r1", "defender": "r1"}, t.red, expect=None),
        422,
        "cannot charge itself",
    )
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    r = t.step("melee/parry", {"exchange": ex, "location": "arm"}, t.red, expect=None)
    body = assert_problem(r, 422)
    assert "is not a location" in body["errors"]["location"][0]
    assert_problem(
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "head", "use_shield": True},
            t.blue,
            expect=None,
        ),
        422,
        "shield_block_target is required",
    )
    assert t.state["pending_shot"] is None and len(t.log()) == 2


def test_creation_checks_the_roster(client):
    def create(models):
        return client.post(
            "/v1/encounters", json={"system": SYSTEM, "models": models, "name": "bad"}
        )

    assert_problem(create([fighter("a", "red"), fighter("b", "red")]), 422)
    r = create([mage("a", "red", profession="wizards_apprentice"), fighter("b", "blue")])
    assert "no Wizard" in json.dumps(assert_problem(r, 422))
    r = create([fighter("a", "red", vitality=3), fighter("b", "blue")])
    assert "only mages have Vitality" in json.dumps(assert_problem(r, 422))
    r = create([fighter("a", "red", wounds_remaining=9), fighter("b", "blue")])
    assert "more than W" in json.dumps(assert_problem(r, 422))
    # Three sides are fine: each gets a token.
    r = create([fighter("a", "red"), fighter("b", "blue"), fighter("c", "green")])
    assert r.status_code == 201 and set(r.get_json()["side_tokens"]) == {"red", "blue", "green"}


def test_a_third_side_takes_no_part_in_a_parry(client):
    models = [*roster(), fighter("g1", "green")]
    t = UmbraTurris(client, models=models)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head"}, t.sides["green"], expect=None),
        409,
        "takes no part",
    )


# -- GM corrections and idempotency ----------------------------------------------------------


def test_gm_corrections_update_the_state(client):
    t = UmbraTurris(client)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    edited = victim("b1", "blue", wounds_remaining=0)
    r = client.put(f"/v1/encounters/{t.id}/{SYSTEM}/models/b1", json=edited, headers=t.auth(t.gm))
    assert r.status_code == 200, r.data
    state = t.state
    assert state["models"]["b1"]["out_of_action"] is True
    assert state["models"]["r1"]["in_melee"] is False
    r = client.post(
        f"/v1/encounters/{t.id}/{SYSTEM}/models",
        json=mage("r3", "red", profession="wizards_apprentice"),
        headers=t.auth(t.gm),
    )
    assert_problem(r, 422, "no Wizard")
    r = client.delete(f"/v1/encounters/{t.id}/{SYSTEM}/models/b2", headers=t.auth(t.gm))
    assert r.status_code == 200 and "b2" not in t.state["models"]


def test_a_retried_step_rolls_once(client):
    t = UmbraTurris(client)
    body = {"shooter": "r1", "target": "b2", "distance_cm": 25, "aim_levels": 0}
    answers = [
        t.step("shooting/hit", body, t.red, **{"Idempotency-Key": "shot-1"}).get_json()
        for _ in range(5)
    ]
    assert all(a == answers[0] for a in answers)
    assert [e["step"] for e in t.log()] == ["shooting.hit"]
    assert_problem(
        t.step(
            "shooting/hit",
            {**body, "distance_cm": 30},
            t.red,
            expect=None,
            **{"Idempotency-Key": "shot-1"},
        ),
        422,
        "different request",
    )
    # A sealed part retried: one 202, stored once; the other side's part resolves it.
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    ex = t.exchange("r1", "b1", t.red)
    part = {"exchange": ex, "location": "random"}
    first = t.step("melee/parry", part, t.red, expect=202, **{"Idempotency-Key": "p"})
    again = t.step("melee/parry", part, t.red, expect=202, **{"Idempotency-Key": "p"})
    assert first.get_json() == again.get_json()
    t.step("melee/parry", {"exchange": ex, "location": "body"}, t.blue)
    assert [e["step"] for e in t.log()].count("melee.parry") == 1
