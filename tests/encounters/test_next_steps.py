"""`next_steps` offers exactly the steps the server accepts now (a property, over whole fights).

At every state of a fight the driver plays by choosing only among the offered steps: a step
is offered if and only if some request of it gets past the server's checks (the declared
bind and the rules' checks, read from the stored state, hidden parts included); a step not
offered is refused with a 409 through the API. The one exception is Urban War's overwatch
interrupt, offered while the other side holds a face-down order: which order it is stays
hidden, so offering it only for a real overwatch order would tell it.
"""

from __future__ import annotations

import re

from referee.systems import SYSTEMS
from tests.support.offers import accepted, stored
from tests.support.umbra_turris import UmbraTurris
from tests.support.urban_war import UrbanWar, roster
from tests.support.walka import Walka, ala, bor

FREE_ROLL = {"expression": "1d6", "label": "a look at the weather"}


def offered(table) -> dict:
    return {offer["step"]: offer for offer in table.get()["next_steps"]}


def offer_words(offers: dict) -> list[str]:
    return [offer["path"].replace("/", " ").replace("-", " ") for offer in offers.values()]


def check_state(app, table, candidates, hidden_ok=()) -> tuple[dict, dict]:
    """Offered == accepted at this state; one step not offered answers 409 over the API."""
    system = SYSTEMS[table.system].encounter
    doc, given = stored(app, table.id)
    found = accepted(system, doc, given, candidates)
    offers = offered(table)
    taken = {name for name, v in found.items() if v["accepted"]}
    extra = set(offers) - taken
    assert extra <= set(hidden_ok), (doc["state"].get("phase"), sorted(extra))
    assert taken <= set(offers), (doc["state"].get("phase"), sorted(taken - set(offers)))
    for name, v in found.items():
        if name in offers or not v["refused"]:
            continue
        step = system.step(name)
        part, params = v["refused"][0]
        token = table.sides.get(part.split("#")[0]) if part else None
        path = "roll" if name == "free_roll" else step.path
        answer = table.step(path, params, token, expect=None)
        assert answer.status_code == 409, (name, params, answer.get_json())
        # It says what to do instead, in player words: the steps offered now.
        detail = answer.get_json()["detail"]
        assert "What you can do now: " in detail, detail
        assert all(offer.split(" (")[0] in detail for offer in offer_words(offers)), detail
        assert not re.search(r"§|\.md\b|\bR\d+\b|`|DECISION", detail), detail
        break
    return offers, found


# -- Urban War -----------------------------------------------------------------------------------


def urban_war_candidates(step, state):
    models = state["models"]
    ids = list(models)
    name = step.name
    if name == "orders":
        for side in state["players"]:
            mine = {
                mid: "snap_fire"
                for mid, m in models.items()
                if m["side"] == side and m["in_play"] and not m["engaged_with"]
            }
            yield side, {"orders": mine}
    elif name in ("setup_roll", "initiative", "break_off"):
        yield None, {}
    elif name == "activate":
        for mid in ids:
            yield None, {"model": mid}
            yield None, {"model": mid, "reaction": True}
    elif name == "movement":
        for action in ("normal", "run", "charge", "break_off"):
            yield None, {"action": action, "distance_in": 1}
    elif name == "shooting":
        for mid in ids:
            yield None, {"target": mid, "distance_in": 10}
    elif name == "melee":
        for mid in ids:
            yield None, {"target": mid}
            yield None, {"target": mid, "charge": True, "charge_distance_in": 1}
    elif name == "overwatch_interrupt":
        for mid in ids:
            for moment in ("before_move", "after_move", "after_shot"):
                yield (
                    None,
                    {"interrupter": mid, "kind": "shot", "distance_in": 10, "moment": moment},
                )
    elif name == "panic_test":
        for mid in ids:
            yield None, {"model": mid, "trigger": "friendly_killed"}
    elif name in ("command_test", "end_activation"):
        for mid in ids:
            yield None, {"model": mid}
    elif name == "free_roll":
        yield None, FREE_ROLL


# The order the Urban War driver prefers among the offered steps: the fight goes on.
URBAN_WAR_PLAN = (
    "panic_test",
    "orders",
    "initiative",
    "overwatch_interrupt",
    "shooting",
    "melee",
    "break_off",
    "end_activation",
    "activate",
)


def pending_panic(state):
    return [{"model": p["model"], "trigger": p["trigger"]} for p in state["pending_panic"]]


def test_urban_war_offers_what_it_accepts_through_a_whole_fight(app, client):
    orders = {"r3": "overwatch", "b3": "overwatch"}
    table = UrbanWar(client, models=roster(per_side=3, wounds_max=2), client_seed="offers-7")
    created = {o["step"] for o in table.created["encounter"]["next_steps"]}
    assert created == {"orders", "setup_roll", "panic_test", "command_test", "free_roll"}
    seen: set[str] = set()
    for turn in range(400):
        state = table.state
        if state["phase"] == "ended":
            break
        offers, found = check_state(app, table, urban_war_candidates, ("overwatch_interrupt",))
        seen |= set(offers)
        name = next(
            n
            for n in URBAN_WAR_PLAN
            if n in offers
            and found[n]["accepted"]
            and (n != "panic_test" or state["pending_panic"])
        )
        if name == "panic_test" and state["pending_panic"]:
            params, part = pending_panic(state)[0], None
        elif name == "orders":
            part = offers["orders"]["awaited"][0]
            mine = found["orders"]["accepted"]
            params = next(p for s, p in mine if s == part)
            if state["round"] < 3:  # overwatch for a while, then everyone fights
                params = {"orders": {m: orders.get(m, o) for m, o in params["orders"].items()}}
        else:
            part, params = found[name]["accepted"][turn % len(found[name]["accepted"])]
            if name == "overwatch_interrupt" and turn % 2:
                continue_without = [n for n in ("shooting", "melee") if found[n]["accepted"]]
                if continue_without:
                    name = continue_without[0]
                    part, params = found[name]["accepted"][0]
        token = table.sides[part] if part else None
        path = next(s for s in SYSTEMS["urban-war"].encounter.all_steps if s.name == name).path
        answer = table.step(path, params, token, expect=None)
        assert answer.status_code in (200, 202), (name, params, answer.get_json())
    else:
        raise AssertionError("the fight did not end")
    assert {"orders", "initiative", "activate", "shooting", "end_activation"} <= seen
    # Once the fight is over, nothing of the turn structure is offered.
    assert set(offered(table)) <= {"panic_test", "command_test", "free_roll"}
    table.reveal()
    assert offered(table) == {}


# -- Umbra Turris ----------------------------------------------------------------------------------


def umbra_turris_candidates(step, state):
    ids = list(state["models"])
    name = step.name
    pairs = [(a, b) for a in ids for b in ids if a != b]
    if name in ("charge", "melee.exchange", "melee.attack"):
        for a, b in pairs:
            yield (
                None,
                {
                    "attacker": a,
                    "defender": b,
                    **({"attack_type": "standard"} if name == "melee.attack" else {}),
                },
            )
    elif name == "disengage":
        for mid in ids:
            yield None, {"model": mid}
    elif name == "movement":
        for mid in ids:
            yield None, {"model": mid}
    elif name == "action_die":
        for mid in ids:
            yield None, {"model": mid, "has_action_die": True}
    elif name == "new_cycle":
        yield None, {}
    elif name == "melee.shield_block":
        exchange = state["exchange"] or {"attacker": ids[0], "defender": ids[1]}
        pair = {"attacker": exchange["attacker"], "defender": exchange["defender"]}
        yield None, {**pair, "shield_block_target": 4}
    elif name == "melee.parry":
        exchange = state["exchange"] or {"id": 1}
        for side in state["sides"]:
            yield f"{side}#{exchange['id']}", {"exchange": exchange["id"], "location": "head"}
    elif name in ("shooting.hit", "shooting.damage", "shooting"):
        for a, b in pairs:
            body = {"shooter": a, "target": b}
            if name != "shooting.damage":
                body["distance_cm"] = 10
            yield None, body
    elif name == "magic.cast":
        for mid in ids:
            yield None, {"mage": mid, "spell_difficulty": 3}
    elif name == "magic.self_heal":
        for mid in ids:
            yield None, {"mage": mid}
    elif name == "free_roll":
        yield None, FREE_ROLL


def test_umbra_turris_offers_what_it_accepts(app, client):
    table = UmbraTurris(client, client_seed="offers-ut")
    plan = [
        ("charge", {"attacker": "r1", "defender": "b1"}, "red"),
        ("melee/exchange", {"attacker": "r1", "defender": "b1"}, "red"),
        ("melee/parry", {"exchange": 1, "location": "head"}, "red"),
        ("melee/parry", {"exchange": 1, "location": "torso"}, "blue"),
        ("shooting/hit", {"shooter": "r1", "target": "b2", "distance_cm": 5}, "red"),
        ("magic/self-heal", {"mage": "r2"}, "red"),
        ("new-cycle", {}, None),
        ("disengage", {"model": "r1"}, "red"),
    ]
    for path, body, side in plan:
        check_state(app, table, umbra_turris_candidates)
        table.step(path, body, table.sides[side] if side else None, expect=None)
        # A hit waits for its damage roll, and a failed parry for the attack.
        state = table.state
        if state["pending_shot"]:
            check_state(app, table, umbra_turris_candidates)
            shot = state["pending_shot"]
            table.step(
                "shooting/damage", {"shooter": shot["shooter"], "target": shot["target"]}, table.red
            )
        if state["pending_melee"]:
            check_state(app, table, umbra_turris_candidates)
            pm = state["pending_melee"]
            body = {
                "attacker": pm["attacker"],
                "defender": pm["defender"],
                "attack_type": "standard",
            }
            table.step("melee/attack", body, table.red)
    check_state(app, table, umbra_turris_candidates)


# -- Walka ---------------------------------------------------------------------------------------


def walka_candidates(step, state):
    ids = list(state["models"])
    pairs = [(a, b) for a in ids for b in ids if a != b]
    name = step.name
    if name == "initiative":
        yield None, {}
    elif name == "end_turn":
        for cid in ids:
            yield None, {"character": cid}
    elif name == "action_points":
        for cid in ids:
            yield None, {"character": cid, "activities": [{"activity": "walk", "units": 1}]}
    elif name == "terrain":
        for cid in ids:
            yield None, {"character": cid, "steps": [{"mode": "walk"}]}
    elif name == "instant_chain":
        for a, b in pairs:
            declared = [{"actor": b, "interrupts": "trigger"}]
            trigger = {"actor": a, "kind": "attack"}
            yield None, {"trigger": trigger, "declarations": declared}
    elif name == "instant_chain_next":
        yield None, {"link": 1}
    elif name == "hit_location":
        for a, b in pairs:
            yield None, {"attacker": a, "target": b, "mode": "chosen", "location": "torso"}
    elif name == "defense":
        for cid in ids:
            yield None, {"defender": cid, "attack_kind": "melee", "type": "none"}
    elif name == "attack":
        for a, b in pairs:
            # The game master gives the defence (a side meets the one its target rolled).
            body = {"attacker": a, "target": b, "form": "cut"}
            yield None, {**body, "defense": {"type": "none", "dc": 1}}
    elif name == "strike":
        for a, b in pairs:
            body = {"attacker": a, "target": b, "location_mode": "chosen", "location": "torso"}
            yield None, {**body, "defense_type": "none", "form": "cut"}
    elif name == "damage":
        for a, b in pairs:
            yield None, {"attacker": a, "target": b, "location": "torso", "damage_type": "blunt"}
    elif name == "wounds_and_conditions":
        for cid in ids:
            yield None, {"target": cid, "location": "torso", "taken": 1, "damage_type": "blunt"}
    elif name == "surprise":
        for cid in ids:
            yield None, {"target": cid, "detection_dc": 10}
    elif name == "set_status":
        for cid in ids:
            yield None, {"character": cid, "status": "active"}
    elif name in ("stanch", "cure_bleeding", "heal_wound"):
        for cid, character in state["models"].items():
            for wound in character["wounds"]:
                body = {"target": cid, "wound": wound["id"]}
                yield None, body if name == "heal_wound" else {**body, "n": 1}
    elif name == "end_encounter":
        yield None, {}
    elif name == "free_roll":
        yield None, FREE_ROLL


def test_walka_offers_what_it_accepts(app, client):
    table = Walka(client, [ala(), bor()], client_seed="offers-walka")
    check_state(app, table, walka_candidates)
    table.step("initiative", {}, table.sides["south"])
    check_state(app, table, walka_candidates)
    table.no_defence("Bor", "Ala")
    strike = {"attacker": "Ala", "target": "Bor", "location_mode": "random", "form": "cut"}
    table.step("strike", strike, table.sides["north"])
    check_state(app, table, walka_candidates)
    table.step("end-turn", {"character": "Ala"}, table.sides["north"])
    check_state(app, table, walka_candidates)
    table.step("end-encounter", {"reason": "the test is over"})
    check_state(app, table, walka_candidates)
