"""Overwatch interrupts after a shot or a run (urban-war.md §6.16 R37, §7) on the Urban War
encounter routes, over HTTP on real Redis.

The shooting step ends the acting model's action, and so does a run's move; the state keeps
that action in `last_action` until the next step, so an overwatch model may still interrupt
"after its move or shot". Encounter dice come from the encounter's secret stream: each test
checks every outcome it gets against the digest's arithmetic, and plays fresh encounters
where it needs a particular roll.
"""

from __future__ import annotations

from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, model

TRIES = 40


def sturdy(id_, side, **overrides):
    """T 10, W 20: a Rifle (S 5) wounds it only on a natural 10, and one wound never takes
    it below half (no panic test falls due)."""
    return model(id_, side, toughness=10, wounds_max=20, **overrides)


def red_on_overwatch(client, *blue, red=None) -> UrbanWar:
    """Red's models all on overwatch, blue's on snap fire: blue activates, whoever wins the
    initiative (red has no snap-fire model)."""
    models = red or [
        model("r1", "red", command=10),  # the interrupter: CD 10, CAL 0
        sturdy("r2", "red"),  # what blue shoots at
        model("r3", "red", command=10),  # a second interrupter
    ]
    models = [*models, *(blue or [sturdy("b1", "blue"), sturdy("b2", "blue")])]
    table = UrbanWar(client, models=models)
    red_orders = {m["id"]: "overwatch" for m in models if m["side"] == "red"}
    table.step("orders", {"orders": red_orders}, table.sides["red"], expect=202)
    table.step("orders", {}, table.sides["blue"])
    table.step("initiative", {})
    assert table.state["active_player"] == "blue"
    return table


def b1_moves_and_shoots(table: UrbanWar) -> None:
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    table.step("movement", {"action": "normal", "distance_in": 3}, table.sides["blue"])
    table.step("shooting", {"target": "r2", "distance_in": 10}, table.sides["blue"])


def interrupt(table: UrbanWar, moment: str, kind="shot", distance=20, by="r1", expect=200):
    body = {"interrupter": by, "kind": kind, "distance_in": distance, "moment": moment}
    return table.step("overwatch-interrupt", body, table.sides["red"], expect=expect)


def check_interrupt_test(answer: dict, band_penalty: int) -> None:
    """§6.1, §6.16 step 3: CD 10 + CAL 0 + 2d10 − the band penalty; a natural 5 or less
    fails; 15 passes."""
    test, rolls = answer["outcome"]["test"], answer["rolls"]
    natural = rolls[0]["value"] + rolls[1]["value"]
    assert test["natural"] == natural
    assert test["total"] == natural + 10 - band_penalty
    assert answer["outcome"]["passed"] is (natural > 5 and natural + 10 - band_penalty >= 15)


def test_an_overwatch_model_interrupts_right_after_the_shot(client):
    table = red_on_overwatch(client)
    b1_moves_and_shoots(table)
    state = table.state
    # The shot ended b1's action and (CAL 0) its activation, exactly as before ...
    assert state["current_action"] is None and state["activation"] is None
    assert state["models"]["b1"]["activated"] is True
    assert state["active_player"] == "blue"  # red has no snap-fire model; b2 is next
    # ... and the action stays on record until the next step.
    assert state["last_action"] == {
        "model": "b1",
        "kind": "move_and_shoot",
        "is_reaction": False,
        "moved_distance_in": 3.0,
        "interrupted": False,
        "ended_by": "shot",
        "panic_penalty": False,
    }
    answer = interrupt(table, "after_shot").get_json()
    outcome = answer["outcome"]
    # Medium band (20 in): −1 on the test, as in O1.
    check_interrupt_test(answer, band_penalty=1)
    assert [r["purpose"] for r in answer["rolls"][:2]] == [
        "interrupt shot test, die 1",
        "interrupt shot test, die 2",
    ]
    state = table.state
    r1, b1 = state["models"]["r1"], state["models"]["b1"]
    assert r1["activated"] is True and r1["order"] is None and r1["order_revealed"] is True
    assert state["last_action"] is None
    if outcome["passed"]:
        shot = outcome["shooting"]["hit"]["shots"][0]
        # §6.9 DECISION: no target selection and no movement penalty: SH 5 + Rifle 0 at
        # medium (b1 moved 3 in, the interrupter did not).
        assert outcome["shooting"]["selection"] is None
        assert outcome["shooting"]["hit"]["modifier"] == 5
        assert shot["total"] == answer["rolls"][2]["value"] + 5
        assert b1["wounds"] == 20 - outcome["shooting"]["wounds_unsaved"]
    else:
        assert outcome["shooting"] is None and len(answer["rolls"]) == 2
        assert b1["wounds"] == 20
    # Nothing was left for b1 to continue: its activation stays over, blue's turn goes on.
    assert state["activation"] is None and state["active_player"] == "blue"
    table.step("activate", {"model": "b2"}, table.sides["blue"])
    table.reveal()
    assert table.verify()["ok"] is True


def test_an_overwatch_model_charges_right_after_a_run(client):
    """A panicked b1 rallies on activation (the penalty stays for the action either way,
    §6.2), runs 8 in and is charged after its move: the strike back carries the penalty."""
    red = [model("r1", "red", command=10, movement=4, weapons=[]), sturdy("r2", "red")]
    blue = [sturdy("b1", "blue", panicked=True, weapons=[]), sturdy("b2", "blue")]
    table = red_on_overwatch(client, *blue, red=red)
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    table.step("movement", {"action": "run", "distance_in": 8}, table.sides["blue"])
    state = table.state
    assert state["current_action"] is None and state["activation"] is None
    assert state["models"]["b1"]["panic_penalty"] is False  # cleared when the action ended
    assert state["last_action"] == {
        "model": "b1",
        "kind": "run",
        "is_reaction": False,
        "moved_distance_in": 8.0,
        "interrupted": False,
        "ended_by": "run",
        "panic_penalty": True,
    }
    # A run ends with its move: only after_move comes now. The refusal closes no window.
    assert_problem(
        interrupt(table, "after_shot", kind="charge", distance=5, expect=None),
        409,
        "b1's action has just ended with its run",
        "after_move",
        field="moment",
    )
    # Reach 2 x MV 4 + CAL 0 = 8 in (§6.16 R41): 8.5 in is out of reach. The reach comes
    # from the stored MV and CAL, so on the encounter it is a 409 (U3), as in movement.
    assert_problem(
        interrupt(table, "after_move", kind="charge", distance=8.5, expect=None),
        409,
        "the most is 8 in (2 x MV + CAL)",
        field="distance_in",
    )
    answer = interrupt(table, "after_move", kind="charge", distance=5).get_json()
    outcome = answer["outcome"]
    check_interrupt_test(answer, band_penalty=0)
    bound = [e for e in table.log() if e["step"] == "overwatch_interrupt"][-1]["bound"]
    assert bound["target"]["panic_penalty"] is True
    assert bound["moment"] == "after_move"
    state = table.state
    r1, b1 = state["models"]["r1"], state["models"]["b1"]
    assert state["last_action"] is None
    assert r1["activated"] is True and r1["order"] is None
    assert outcome["target_action_continues"] is False or not outcome["passed"]
    if outcome["passed"]:
        # The target's action was over already; it stays in base contact (R41), unless the
        # melee removed one of them (removal clears the pair, §7). The dice are the stream's.
        both_in_play = r1["in_play"] and b1["in_play"]
        assert r1["engaged_with"] == (["b1"] if both_in_play else [])
        assert b1["engaged_with"] == (["r1"] if both_in_play else [])
        assert r1["charged_this_phase"] is True and b1["charged_this_phase"] is True
        assert outcome["melee"]["result"] is not None
    else:
        assert r1["engaged_with"] == [] and b1["engaged_with"] == []
    for mid in ("r1", "b1"):
        assert state["models"][mid]["charged_this_action"] is False, mid
        assert state["models"][mid]["panic_penalty"] is False, mid
    assert state["activation"] is None and state["active_player"] == "blue"
    table.reveal()
    assert table.verify()["ok"] is True


def test_after_another_step_the_moment_after_the_shot_has_passed(client):
    """Whatever step of the game comes next (an activation, a command test that changes
    nothing), the window closes."""
    between = {
        "activate": lambda t: t.step("activate", {"model": "b2"}, t.sides["blue"]),
        "command_test": lambda t: t.step("command-test", {"model": "b2"}, t.sides["blue"]),
    }
    for name, step in between.items():
        table = red_on_overwatch(client)
        b1_moves_and_shoots(table)
        assert table.state["last_action"]["model"] == "b1"
        assert step(table).status_code == 200, name
        assert table.state["last_action"] is None, name
        refused = interrupt(table, "after_shot", expect=None)
        if name == "activate":
            assert_problem(refused, 409, "b2 has not shot yet", "before any other step")
        else:
            assert_problem(refused, 409, "no model has just shot", "before any other step")
        assert table.state["models"]["r1"]["activated"] is False, name


def test_a_free_roll_leaves_the_moment_after_the_shot_open(client):
    """Issue 32: a free roll that means nothing to the turn (`1d2`, by either side or the
    game master) must not shut the opponent's interrupt: the window stays, the free roll's
    entry changes nothing, and the interrupt still comes right after the shot."""
    for roller in ("blue", "gm"):
        table = red_on_overwatch(client)
        b1_moves_and_shoots(table)
        token = table.sides["blue"] if roller == "blue" else table.gm
        answer = table.free_roll({"expression": "1d2", "label": "nothing"}, token)
        assert answer["changes"] == [], roller
        assert table.state["last_action"]["model"] == "b1", roller
        check_interrupt_test(interrupt(table, "after_shot").get_json(), band_penalty=1)
        assert table.state["last_action"] is None
        assert table.state["models"]["r1"]["activated"] is True
        table.reveal()
        assert table.verify()["ok"] is True, roller


def test_after_shot_before_the_shot_is_a_409_and_changes_nothing(client):
    """An open action has not shot (its shooting step ends it): the state forbids the
    moment, so a 409 (§1 U3), not a 422: the request itself is well formed."""
    table = red_on_overwatch(client)
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    table.step("movement", {"action": "normal", "distance_in": 3}, table.sides["blue"])
    before = table.get()["version"]
    assert_problem(
        interrupt(table, "after_shot", expect=None),
        409,
        "b1 has not shot yet in its action",
        field="moment",
        code="state_conflict",
    )
    assert table.get()["version"] == before
    # The moments of an open action work as before.
    interrupt(table, "before_shot")
    assert table.state["models"]["r1"]["activated"] is True


def test_after_shot_with_no_action_at_all_is_a_409(client):
    table = red_on_overwatch(client)
    assert_problem(interrupt(table, "after_shot", expect=None), 409, "no model has just shot")
    assert_problem(interrupt(table, "after_move", expect=None), 409, "no model is taking an action")


def test_an_action_interrupted_before_its_shot_is_not_interrupted_again_after_it(client):
    """§6.16 DECISION (R43): an action is interrupted successfully once."""
    for _ in range(TRIES):
        table = red_on_overwatch(client)
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step("movement", {"action": "normal", "distance_in": 3}, table.sides["blue"])
        first = interrupt(table, "before_shot").get_json()["outcome"]
        check = table.state
        assert check["current_action"]["interrupted"] is first["passed"]
        table.step("shooting", {"target": "r2", "distance_in": 10}, table.sides["blue"])
        assert table.state["last_action"]["interrupted"] is first["passed"]
        if not first["passed"]:
            # After a failed attempt another overwatch model may try, after the shot too.
            interrupt(table, "after_shot", by="r3")
            continue
        assert_problem(
            interrupt(table, "after_shot", by="r3", expect=None),
            409,
            "b1's action has already been interrupted once",
        )
        assert table.state["models"]["r3"]["activated"] is False
        return
    raise AssertionError(f"no passed interrupt in {TRIES} encounters")


def test_wrong_moment_and_other_checks_apply_to_the_ended_action(client):
    table = red_on_overwatch(client)
    b1_moves_and_shoots(table)
    assert_problem(
        interrupt(table, "after_move", expect=None),
        409,
        "b1's action has just ended with its shot",
        "after_shot",
        field="moment",
    )
    assert_problem(interrupt(table, "before_move", expect=None), 409, "after_shot")
    # Only the enemy of the acting model interrupts it, and only from overwatch.
    assert_problem(
        table.step(
            "overwatch-interrupt",
            {"interrupter": "b2", "kind": "shot", "distance_in": 20, "moment": "after_shot"},
            table.sides["blue"],
            expect=None,
        ),
        409,
        "same side",
    )
    assert_problem(
        table.step(
            "overwatch-interrupt",
            {"interrupter": "r1", "kind": "shot", "distance_in": 20, "moment": "after_shot"},
            table.sides["blue"],
            expect=None,
        ),
        403,
    )
    body = {
        "interrupter": "r1",
        "kind": "shot",
        "distance_in": 20,
        "moment": "after_shot",
        "has_los": False,
    }
    assert_problem(
        table.step("overwatch-interrupt", body, table.sides["red"], expect=None),
        422,
        code="no_line_of_sight",
    )
    # None of those refusals closed the window.
    assert table.state["last_action"]["model"] == "b1"
    interrupt(table, "after_shot")


def test_the_last_shot_of_the_round_leaves_no_overwatch_order(client):
    """b1 is blue's only snap-fire model: its shot ends the round, and designation removes
    every order before an interrupt could come."""
    table = red_on_overwatch(client, sturdy("b1", "blue"))
    b1_moves_and_shoots(table)
    state = table.state
    assert state["phase"] == "command" and state["round"] == 2
    assert state["last_action"]["model"] == "b1"
    assert_problem(interrupt(table, "after_shot", expect=None), 409, "the round ended")


def test_a_model_with_reactions_left_removed_after_its_shot_ends_its_activation(client):
    """b1 (CAL 1) may still react after its shot; an interrupt shot that removes it ends its
    activation, and blue's turn passes on to b2."""
    removed = survived = False
    for _ in range(TRIES):
        blue = [model("b1", "blue", calibre=1, toughness=1), sturdy("b2", "blue")]
        table = red_on_overwatch(client, *blue)
        b1_moves_and_shoots(table)
        assert table.state["activation"] == {"model": "b1", "actions": 1}
        outcome = interrupt(table, "after_shot", distance=10).get_json()["outcome"]
        state = table.state
        out = outcome["passed"] and outcome["shooting"]["out_of_action"]
        assert outcome["target_action_continues"] is not out
        if out:
            removed = True
            assert state["models"]["b1"]["in_play"] is False
            assert state["activation"] is None and state["active_player"] == "blue"
            table.step("activate", {"model": "b2"}, table.sides["blue"])
        else:
            survived = True
            assert state["activation"] == {"model": "b1", "actions": 1}
            table.step("activate", {"model": "b1", "reaction": True}, table.sides["blue"])
        if removed and survived:
            return
    raise AssertionError(f"removed {removed}, survived {survived} in {TRIES} encounters")
