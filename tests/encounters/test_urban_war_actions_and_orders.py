"""Urban War encounters (urban-war.md §6.3, §7, §8 "(encounters)", U3), over HTTP on real
Redis: an engaged model's every action is an attack or a break-off, whatever ends an action
or an activation clears what held for it, the stored state's limits are 409s, face-down
orders read "sealed" until revealed, and the roll-offs name their dice.

Encounter dice come from the encounter's secret server seed, so a test that needs a
particular roll plays fresh encounters until it comes (profiles make it likely).
"""

from __future__ import annotations

import copy
import json

import pytest

from referee.encounters.model import verify_log
from referee.systems.urban_war.encounter.steps import DEFINITION
from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, fighter, model, started

TRIES = 40
GUN = {"name": "Gun", "bands": {"short": "+5/20"}}


# -- §8: an engaged model must attack or try to break off, in each of its actions


def test_an_engaged_model_must_fight_in_its_reaction_after_an_interrupt_charge(client):
    """rc moved; b2's interrupt charge ended its action and left it in contact with b2 (rc
    only struck back). Its reaction is a new action of an engaged model (R49: in base
    contact only melee), so ending the activation with it empty is a 409."""
    # rx keeps the round going after rc's activation (designation would reset `activated`).
    models = [
        fighter("rc", "red", calibre=1),
        fighter("rx", "red"),
        fighter("b2", "blue", command=10),
    ]
    for _ in range(TRIES):
        table = started(client, models, orders={"b2": "overwatch"})
        red, blue = table.sides["red"], table.sides["blue"]
        assert table.state["active_player"] == "red"  # blue has no snap-fire model
        table.step("activate", {"model": "rc"}, red)
        table.step("movement", {"action": "normal", "distance_in": 2}, red)
        r = table.step(
            "overwatch-interrupt",
            {"interrupter": "b2", "kind": "charge", "distance_in": 5, "moment": "after_move"},
            blue,
        )
        if not r.get_json()["outcome"]["passed"]:
            continue
        state = table.state
        assert state["models"]["rc"]["engaged_with"] == ["b2"]
        assert state["current_action"] is None and state["activation"]["model"] == "rc"
        table.step("activate", {"model": "rc", "reaction": True}, red)
        assert_problem(
            table.step("end-activation", {"model": "rc"}, red, expect=None),
            409,
            "rc",
            "must attack or try to break off in this reaction",
        )
        assert table.state["current_action"]["model"] == "rc"
        table.step("melee", {"target": "b2"}, red)
        state = table.state
        # Its one reaction (CAL 1) used: the attack ended the activation.
        assert state["activation"] is None and state["models"]["rc"]["activated"] is True
        return
    raise AssertionError(f"no passed interrupt charge in {TRIES} encounters")


def test_an_attack_in_its_first_action_does_not_excuse_an_empty_reaction(client):
    """The rule holds per action: r1 attacked, then opened a reaction (a new action in every
    respect) and must fight in it too. With no action open, ending the activation forgoes
    the reactions left, which are optional."""
    models = [fighter("r1", "red", calibre=2), fighter("rx", "red"), fighter("b1", "blue")]
    for _ in range(TRIES):
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        red = table.sides["red"]
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step(
            "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
        )
        table.step("activate", {"model": "r1"}, red)
        table.step("melee", {"target": "b1"}, red)
        table.step("activate", {"model": "r1", "reaction": True}, red)
        assert_problem(
            table.step("end-activation", {"model": "r1"}, red, expect=None),
            409,
            "must attack or try to break off in this reaction",
        )
        table.step("melee", {"target": "b1"}, red)
        state = table.state
        assert state["current_action"] is None and state["activation"]["model"] == "r1"
        assert state["models"]["r1"]["reactions_used"] == 1
        table.step("end-activation", {"model": "r1"}, red)
        assert table.state["models"]["r1"]["activated"] is True
        return
    raise AssertionError("blue never won the initiative")


# -- §7, §8: whatever ends an action or an activation clears what held for it


@pytest.mark.parametrize("red_left", [True, False], ids=["game goes on", "red wiped out"])
def test_a_model_removed_in_its_action_keeps_no_panic_penalty_and_no_order(client, red_left):
    """p1, panicked, rallies on activation (panic_penalty true for the action), moves and is
    shot dead by o1's interrupt: its action and activation end with it, so panic_penalty
    is false and its order token gone; with no red model left, the game ends too."""
    models = [
        model("p1", "red", panicked=True, toughness=1, wounds_max=1, calibre=1),
        model("o1", "blue", shooting_skill=10, command=10, weapons=[GUN]),
    ]
    if red_left:
        models.append(model("p2", "red"))
    for _ in range(TRIES):
        table = started(client, models, orders={"o1": "overwatch"})
        table.step("activate", {"model": "p1"}, table.sides["red"])
        assert table.state["models"]["p1"]["panic_penalty"] is True  # §6.2, whatever the rally
        table.step("movement", {"action": "normal", "distance_in": 2}, table.sides["red"])
        table.step(
            "overwatch-interrupt",
            {"interrupter": "o1", "kind": "shot", "distance_in": 6, "moment": "after_move"},
            table.sides["blue"],
        )
        state = table.state
        p1 = state["models"]["p1"]
        if p1["in_play"]:
            continue  # a failed test or a natural 1: try another encounter
        assert p1["panic_penalty"] is False and p1["charged_this_action"] is False
        assert p1["order"] is None and p1["has_order"] is False
        assert state["current_action"] is None and state["activation"] is None
        assert state["phase"] == ("activation" if red_left else "ended")
        return
    raise AssertionError(f"p1 survived {TRIES} interrupts")


def test_the_activation_the_winning_shot_ends_clears_the_shooters_flags(client):
    """§8: a side wiped out mid-activation closes the activation: the shooter's panic
    penalty ends with its action, and it is activated with no order, as at any end."""
    models = [
        model("r1", "red", toughness=1, wounds_max=1),
        model("b1", "blue", shooting_skill=10, calibre=2, panicked=True, weapons=[GUN]),
    ]
    for _ in range(TRIES):
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        assert table.state["models"]["b1"]["panic_penalty"] is True
        table.step("shooting", {"target": "r1", "distance_in": 6}, table.sides["blue"])
        state = table.state
        if state["models"]["r1"]["in_play"]:
            continue
        b1 = state["models"]["b1"]
        assert state["phase"] == "ended" and state["winner"] == "blue"
        assert b1["panic_penalty"] is False and b1["activated"] is True
        assert b1["order"] is None and b1["has_order"] is False
        return
    raise AssertionError(f"r1 survived {TRIES} shots")


# -- U3: what the stored state forbids an interrupt is a 409


def test_an_interrupt_the_stored_state_forbids_is_a_409_and_changes_nothing(client):
    """b2's reach is 2 x MV 4 + CAL 2 = 10 in; b3 is panicked without High Morale; nothing
    touches r1. Each limit comes from the stored state, so each refusal is a 409 before any
    die, and a charge within the reach goes ahead."""
    models = [
        fighter("r1", "red"),
        fighter("rx", "red"),  # keeps the round going after r1's activation
        fighter("b2", "blue", movement=4, calibre=2, command=10),
        fighter("b3", "blue", panicked=True),
    ]
    table = started(client, models, orders={"b2": "overwatch", "b3": "overwatch"})
    blue = table.sides["blue"]
    table.step("activate", {"model": "r1"}, table.sides["red"])
    before, length = table.state, len(table.log())
    refusals = (
        ({"interrupter": "b2", "distance_in": 11}, "the most is 10 in", "distance_in"),
        (
            {"interrupter": "b2", "distance_in": 0, "touching_interrupter": True},
            "not in base contact",
            "touching_interrupter",
        ),
        ({"interrupter": "b3", "distance_in": 5}, "panicked", "interrupter"),
    )
    for body, words, field in refusals:
        r = table.step("overwatch-interrupt", {"kind": "charge", **body}, blue, expect=None)
        assert_problem(r, 409, words, field=field)
    assert table.state == before and len(table.log()) == length
    within = {"interrupter": "b2", "kind": "charge", "distance_in": 10}
    table.step("overwatch-interrupt", within, blue)
    assert table.state["models"]["b2"]["activated"] is True


# -- §7: face-down orders read "sealed"; a revealed order shows its value


def test_face_down_orders_read_sealed_and_no_side_can_read_them_until_revealed(client):
    models = [
        fighter("r1", "red", first_strike=9),
        fighter("r2", "red"),
        fighter("b1", "blue", first_strike=1),
        fighter("b2", "blue"),
    ]
    table = UrbanWar(client, models=models)
    red, blue = table.sides["red"], table.sides["blue"]
    table.step("orders", {"orders": {"r1": "overwatch", "r2": "snap_fire"}}, red, expect=202)
    answer = table.step("orders", {"orders": {}}, blue).get_json()

    def read(path):
        r = client.get(f"/v1/encounters/{table.id}{path}", headers=table.auth(blue))
        assert r.status_code == 200, r.data
        return r.get_json()

    # Blue (or anyone) reads the document, the log and the export: red's overwatch is
    # nowhere, and its face-down orders read "sealed", unlike "no order" (null).
    seen = [answer, read(""), read("/log"), read("/export")]
    assert all("overwatch" not in json.dumps(body) for body in seen)
    for mid in ("r1", "r2", "b1", "b2"):
        m = table.state["models"][mid]
        assert (m["order"], m["order_revealed"], m["has_order"]) == ("sealed", False, True)

    table.step("initiative", {})
    if table.state["active_player"] == "red":
        r = table.step("activate", {"model": "r2"}, red).get_json()
        assert {"path": "models.r2.order", "from": "sealed", "to": "snap_fire"} in r["changes"]
        assert table.state["models"]["r2"]["order"] == "snap_fire"
        table.step("end-activation", {"model": "r2"}, red)
    # b1 charges r1 (FS 9 against 1 + 3): r1 strikes back, which reveals its overwatch
    # order and, on overwatch, ends its turn (R34): the answer shows both.
    table.step("activate", {"model": "b1"}, blue)
    r = table.step("melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, blue)
    orders = [c for c in r.get_json()["changes"] if c["path"] == "models.r1.order"]
    assert orders == [
        {"path": "models.r1.order", "from": "sealed", "to": "overwatch"},
        {"path": "models.r1.order", "from": "overwatch", "to": None},
    ]
    r1 = table.state["models"]["r1"]
    assert (r1["order"], r1["order_revealed"], r1["activated"]) == (None, True, True)


# -- §6.3: the roll-offs name their dice; logs from before still verify


def _old_label(purpose: str) -> str:
    """The label a die had before the rolls were named: "initiative roll, red, round 1"
    for an initiative or set-up roll, the round counting re-rolls from 1."""
    _, player, *rest = purpose.split(", ")
    attempt = int(rest[0].removeprefix("re-roll ")) + 1 if rest else 1
    return f"initiative roll, {player}, round {attempt}"


def test_logs_written_before_the_rolls_were_named_still_verify(client):
    table = UrbanWar(client, models=[model("r1", "red"), model("b1", "blue")])
    table.step("setup-roll", {})
    table.orders()
    table.step("initiative", {})
    revealed = table.reveal()
    entries = table.export()["log"]
    args = (DEFINITION, revealed["server_seed"], revealed["combined_client_seed"])
    assert verify_log(*args, entries)["ok"] is True
    assert entries[0]["rolls"][0]["purpose"] == "setup roll, red"
    # The same log as it was written before: no `roll` in the params, the old labels.
    old = copy.deepcopy(entries)
    for entry in old:
        if entry["step"] in ("setup_roll", "initiative"):
            del entry["bound"]["roll"]
            for roll in entry["rolls"]:
                roll["purpose"] = _old_label(roll["purpose"])
    assert old[0]["rolls"][0]["purpose"] == "initiative roll, red, round 1"
    assert verify_log(*args, old)["ok"] is True
    # The labels are still checked: a named roll logged with the old labels is a mismatch.
    mixed = copy.deepcopy(entries)
    mixed[0]["rolls"] = old[0]["rolls"]
    mismatch = verify_log(*args, mixed)["first_mismatch"]
    assert (mismatch["index"], mismatch["field"]) == (0, "rolls.0")


def test_the_saved_sdk_export_verifies_in_full():
    """tests/vectors/encounter-urban-war.json was logged on 2026-11-29, before the rolls were
    named and before rules versions: every entry verifies, its initiative with the old labels
    ("initiative roll, red, round 1") and its melee and shooting with rules version 1."""
    from pathlib import Path

    saved = json.loads(
        (Path(__file__).resolve().parents[1] / "vectors" / "encounter-urban-war.json").read_text()
    )
    encounter, log = saved["encounter"], saved["log"]
    assert log[1]["step"] == "initiative" and "roll" not in log[1]["bound"]
    assert log[1]["rolls"][0]["purpose"] == "initiative roll, red, round 1"
    assert not any("rules_version" in entry for entry in log)
    result = verify_log(DEFINITION, encounter["server_seed"], encounter["client_seed"], log)
    assert result == {
        "ok": True,
        "entries": 28,
        "steps_recomputed": 25,
        "first_mismatch": None,
    }
