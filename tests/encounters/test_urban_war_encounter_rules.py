"""Urban War encounter rules (urban-war.md §8 "(encounters)") on its encounter routes, over
HTTP on real Redis.

Encounter dice come from the encounter's secret server seed, so a test that needs a
particular roll plays fresh encounters until it comes (profiles make it likely) and
checks every encounter it plays, not only the one it waited for.
"""

from __future__ import annotations

from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, fighter, model, started

TRIES = 40


def log_entry(table: UrbanWar, step: str) -> dict:
    return [e for e in table.log() if e["step"] == step][-1]


# -- (1) the rallied High Morale interrupter takes its melee_lost panic test


def interrupt_charge_once(client) -> tuple[dict, dict, list]:
    """Blue's b1 acts; red's panicked High Morale r1 (CD 10) interrupts it with a charge.

    r1 (AS 1) nearly always loses the exchange against b1 (AS 10), so a passed rally and
    test are nearly always followed by a lost melee.
    """
    models = [
        fighter("r1", "red", command=10, assault_skill=1, panicked=True, high_morale=True),
        fighter("b1", "blue", assault_skill=10, strength=1),
        fighter("b2", "blue"),  # keeps the round going after b1's activation
    ]
    table = started(client, models, orders={"r1": "overwatch"})
    assert table.state["active_player"] == "blue"  # red has no snap-fire model to activate
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    r = table.step(
        "overwatch-interrupt",
        {"interrupter": "r1", "kind": "charge", "distance_in": 5},
        table.sides["red"],
    )
    state = table.state
    table.reveal()
    return r.get_json(), state, table.verify()


def test_rallied_interrupter_takes_the_melee_lost_panic_test_and_the_state_agrees(client):
    """urban-war.md §8: a passed rally leaves r1 unpanicked for the rest of the step; losing
    the melee then draws its panic test (9 dice in all), and the state shows only that."""
    seen_lost = False
    for _ in range(TRIES):
        answer, state, verify = interrupt_charge_once(client)
        assert verify["ok"] is True, verify
        outcome, r1 = answer["outcome"], state["models"]["r1"]
        # (3): the interrupt was r1's whole action and ended b1's: no flag outlives them.
        assert r1["activated"] is True and r1["order"] is None
        for mid in ("r1", "b1"):
            assert state["models"][mid]["charged_this_action"] is False, mid
            assert state["models"][mid]["panic_penalty"] is False, mid
        if not outcome["rally"]["test"]["passed"]:
            assert r1["panicked"] is True and outcome["melee"] is None
            continue
        if not outcome["passed"]:
            assert r1["panicked"] is False  # rallied, and no melee followed
            continue
        result = outcome["melee"]["result"]
        if result["loser"] != "attacker":
            assert r1["panicked"] is False
            continue
        seen_lost = True
        test = result["panic_test"]
        assert test["tested"] is True and test["reason"] is None
        assert len(answer["rolls"]) == 9
        assert [r["purpose"] for r in answer["rolls"][-2:]] == [
            "panic test, die 1",
            "panic test, die 2",
        ]
        assert r1["panicked"] is (not test["test"]["passed"])
    assert seen_lost, f"no lost interrupt charge in {TRIES} encounters"


# -- (2) an engaged model must attack or try to break off; (4) a strike back reveals


def engaged_pair(client) -> UrbanWar:
    """Blue's b1 charges red's r1; then red's turn with r1 engaged."""
    models = [fighter("r1", "red", first_strike=9), fighter("b1", "blue", first_strike=1)]
    table = started(client, models)
    state = table.state
    if state["active_player"] == "red":
        table.step("activate", {"model": "r1"}, table.sides["red"])
        table.step("end-activation", {"model": "r1"}, table.sides["red"])
        return None
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    assert table.state["models"]["r1"]["order"] == "sealed"  # still face down
    r = table.step(
        "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
    )
    assert any(s["striker"] == "defender" for s in r.get_json()["outcome"]["strikes"])
    return table


def test_strike_back_reveals_a_face_down_snap_fire_order_and_engaged_models_must_fight(client):
    for _ in range(TRIES):
        table = engaged_pair(client)
        if table is not None:
            break
    else:
        raise AssertionError("blue never won the initiative")
    state = table.state
    r1 = state["models"]["r1"]
    # (4) urban-war.md §8: r1 struck back, so its face-down order is face up now.
    assert r1["order"] == "snap_fire" and r1["order_revealed"] is True
    assert r1["activated"] is False  # a snap-fire order stays: r1 still acts this round
    assert state["active_player"] == "red"
    table.step("activate", {"model": "r1"}, table.sides["red"])
    # (2) urban-war.md §8: end-activation before attacking or breaking off is a 409.
    assert_problem(
        table.step("end-activation", {"model": "r1"}, table.sides["red"], expect=None),
        409,
        "r1",
        "must attack or try to break off",
    )
    assert table.state["activation"]["model"] == "r1"
    table.step("melee", {"target": "b1"}, table.sides["red"])
    assert table.state["activation"] is None


def test_a_strike_back_reveals_an_overwatch_order_too(client):
    """§8: whatever the order; on overwatch the strike back also ends its turn (R34)."""
    models = [
        fighter("r1", "red", first_strike=9),
        fighter("r2", "red"),
        fighter("b1", "blue", first_strike=1),
        fighter("b2", "blue"),
    ]
    table = started(client, models, orders={"r1": "overwatch"})
    if table.state["active_player"] == "red":
        table.step("activate", {"model": "r2"}, table.sides["red"])
        table.step("end-activation", {"model": "r2"}, table.sides["red"])
    # r1 (FS 9 against 1 + 3) always strikes back.
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    table.step(
        "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
    )
    r1 = table.state["models"]["r1"]
    assert r1["order_revealed"] is True and r1["order"] is None and r1["activated"] is True


# -- (3), (5) the flags hold for their action only


def test_panic_penalty_ends_with_its_action_not_with_the_activation(client):
    models = [
        fighter("r1", "red"),
        fighter("b1", "blue", panicked=True, calibre=1),
    ]
    table = started(client, models)
    if table.state["active_player"] != "blue":
        table.step("activate", {"model": "r1"}, table.sides["red"])
        table.step("end-activation", {"model": "r1"}, table.sides["red"])
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    # Panicked, or rallied without High Morale: the penalty holds in this action.
    assert table.state["models"]["b1"]["panic_penalty"] is True
    table.step("movement", {"action": "run", "distance_in": 2}, table.sides["blue"])
    state = table.state
    # CAL 1: the activation stays open for a reaction, but the action is over.
    assert state["activation"]["model"] == "b1" and state["current_action"] is None
    assert state["models"]["b1"]["panic_penalty"] is False


# -- §8 (encounters): wiped out mid-activation


def test_a_side_wiped_out_mid_activation_ends_the_encounter(client):
    rifle = {"name": "Gun", "bands": {"short": "+5/20"}}
    models = [
        model("r1", "red", toughness=1, wounds_max=1),
        model("b1", "blue", shooting_skill=10, calibre=2, weapons=[rifle]),
    ]
    for _ in range(TRIES):
        table = started(client, models)
        if table.state["active_player"] != "blue":
            table.step("activate", {"model": "r1"}, table.sides["red"])
            table.step("end-activation", {"model": "r1"}, table.sides["red"])
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step("shooting", {"target": "r1", "distance_in": 6}, table.sides["blue"])
        state = table.state
        if state["models"]["r1"]["in_play"]:
            continue  # a natural 1: try another encounter
        # b1 has CAL 2 reactions left, yet the activation closes: the game is over.
        assert state["phase"] == "ended" and state["winner"] == "blue"
        assert state["activation"] is None and state["current_action"] is None
        assert_problem(
            table.step(
                "activate", {"model": "b1", "reaction": True}, table.sides["blue"], expect=None
            ),
            409,
        )
        return
    raise AssertionError(f"r1 survived {TRIES} shots")


# -- §8 (encounters): Battleshield, break-off move, shield_target


def test_a_battleshield_bearer_that_breaks_off_loses_its_shield_opponent_and_moves(client):
    for _ in range(TRIES):
        models = [
            fighter("r1", "red", battleshield=True, command=10, calibre=1, movement=3),
            fighter("b1", "blue"),
        ]
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step(
            "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
        )
        assert table.state["models"]["r1"]["shield_opponent"] == "b1"
        table.step("activate", {"model": "r1"}, table.sides["red"])
        r = table.step("break-off", {}, table.sides["red"])
        if not r.get_json()["outcome"]["broke_off"]:
            continue
        state = table.state
        assert state["models"]["r1"]["shield_opponent"] is None
        assert state["models"]["r1"]["engaged_with"] == []
        assert state["current_action"]["kind"] == "break_off"
        # The break-off move: MV 3 + CAL 1 = 4 in at most.
        assert_problem(
            table.step(
                "movement",
                {"action": "break_off", "distance_in": 4.5},
                table.sides["red"],
                expect=None,
            ),
            409,
            "4 in",
        )
        table.step("movement", {"action": "break_off", "distance_in": 4}, table.sides["red"])
        state = table.state
        assert state["current_action"] is None
        assert state["models"]["r1"]["panic_penalty"] is False
        return
    raise AssertionError(f"no passed break-off in {TRIES} encounters")


def test_shield_target_names_the_shield_opponent(client):
    for _ in range(TRIES):
        models = [
            fighter("r1", "red", battleshield=True),
            fighter("b1", "blue"),
            fighter("b2", "blue"),
        ]
        table = started(client, models)
        if table.state["active_player"] != "red":
            continue
        table.step("activate", {"model": "r1"}, table.sides["red"])
        assert_problem(
            table.step(
                "melee",
                {"target": "b1", "charge": True, "charge_distance_in": 5, "shield_target": "b2"},
                table.sides["red"],
                expect=None,
            ),
            409,
            "b2",
        )
        table.step(
            "melee",
            {"target": "b1", "charge": True, "charge_distance_in": 5, "shield_target": "b1"},
            table.sides["red"],
        )
        assert table.state["models"]["r1"]["shield_opponent"] == "b1"
        entry = log_entry(table, "melee")
        assert entry["bound"]["attacker"]["shield_applies"] is True
        return
    raise AssertionError("red never won the initiative")


# -- §8 (encounters): a charge into a model already in melee


def test_a_charge_into_a_model_already_in_melee_is_a_409(client):
    for _ in range(TRIES):
        models = [fighter("r1", "red"), fighter("b1", "blue"), fighter("b2", "blue")]
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step(
            "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
        )
        table.step("activate", {"model": "r1"}, table.sides["red"])
        table.step("melee", {"target": "b1"}, table.sides["red"])
        table.step("activate", {"model": "b2"}, table.sides["blue"])
        assert_problem(
            table.step(
                "melee",
                {"target": "r1", "charge": True, "charge_distance_in": 5},
                table.sides["blue"],
                expect=None,
            ),
            409,
            "r1",
            "already in melee",
        )
        # The charge move through movement, then the charge itself, is refused the same way.
        table.step("movement", {"action": "charge", "distance_in": 5}, table.sides["blue"])
        assert_problem(table.step("melee", {"target": "r1"}, table.sides["blue"], expect=None), 409)
        return
    raise AssertionError("blue never won the initiative")


# -- §8 (encounters): a due panic test blocks every other step


def test_a_due_panic_test_blocks_other_steps_naming_the_model(client):
    gun = {"name": "Gun", "bands": {"short": "+5/20"}}
    models = [
        model("r1", "red", toughness=1, wounds_max=3, wounds=2),
        model("b1", "blue", shooting_skill=10, calibre=1, weapons=[gun]),
    ]
    for _ in range(TRIES):
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step("shooting", {"target": "r1", "distance_in": 6}, table.sides["blue"])
        state = table.state
        if not state["pending_panic"]:
            continue  # missed (a natural 1)
        assert state["pending_panic"] == [{"model": "r1", "trigger": "below_half_wounds"}]
        for path, body, token in (
            ("end-activation", {"model": "b1"}, "blue"),
            ("activate", {"model": "b1", "reaction": True}, "blue"),
            ("command-test", {"model": "b1"}, "blue"),
        ):
            assert_problem(table.step(path, body, table.sides[token], expect=None), 409, "r1")
        table.step(
            "panic-test", {"model": "r1", "trigger": "below_half_wounds"}, table.sides["red"]
        )
        assert table.state["pending_panic"] == []
        table.step("end-activation", {"model": "b1"}, table.sides["blue"])
        return
    raise AssertionError(f"no hit in {TRIES} encounters")


# -- §8 (encounters): inputs the state cannot supply


def test_modifiers_and_the_targets_commander_reach_the_rules(client):
    """modifiers on activate (rally) and interrupts; the target's commander_in_range and
    modifiers on the interrupt charge: the logged, rolled params carry them."""
    models = [
        fighter("r1", "red", command=10),
        fighter("b1", "blue", panicked=True),
        fighter("b2", "blue", is_commander=True),
    ]
    table = started(client, models, orders={"r1": "overwatch"})
    assert table.state["active_player"] == "blue"  # red has no snap-fire model
    r = table.step(
        "activate",
        {"model": "b1", "modifiers": [{"reason": "chaplain", "value": 2}]},
        table.sides["blue"],
    )
    rally = r.get_json()["outcome"]["test"]
    assert {"reason": "chaplain", "value": 2} in rally["modifiers"]
    table.step(
        "overwatch-interrupt",
        {
            "interrupter": "r1",
            "kind": "charge",
            "distance_in": 5,
            "modifiers": [{"source": "veteran", "value": 1}],
            "target_commander_in_range": True,
            "target_modifiers": [{"reason": "banner", "value": 1}],
        },
        # The target's numbers are blue's or the game master's to give, never red's.
        table.gm,
    )
    entry = log_entry(table, "overwatch_interrupt")
    bound = entry["bound"]
    assert bound["interrupter"]["modifiers"] == [{"reason": "veteran", "value": 1}]
    assert bound["target"]["commander_in_range"] is True
    assert bound["target"]["modifiers"] == [{"reason": "banner", "value": 1}]
    # b1 rallied (or not) at the start of its action: the interrupt reads that penalty.
    assert bound["target"]["panic_penalty"] is True
    assert {"reason": "veteran", "value": 1} in entry["outcome"]["test"]["modifiers"]
    table.reveal()
    assert table.verify()["ok"] is True


def test_charge_move_in_movement_then_the_melee_charges(client):
    for _ in range(TRIES):
        models = [fighter("r1", "red", movement=2, calibre=1), fighter("b1", "blue")]
        table = started(client, models)
        if table.state["active_player"] != "red":
            continue
        table.step("activate", {"model": "r1"}, table.sides["red"])
        assert_problem(
            table.step(
                "movement",
                {"action": "charge", "distance_in": 5.5},
                table.sides["red"],
                expect=None,
            ),
            409,
            "5 in",
        )
        r = table.step(
            "movement", {"action": "charge", "distance_in": 0}, table.sides["red"], expect=None
        )
        assert_problem(r, 422, "0 in")
        table.step("movement", {"action": "charge", "distance_in": 4.5}, table.sides["red"])
        assert table.state["current_action"]["kind"] == "charge"
        table.step("melee", {"target": "b1"}, table.sides["red"])
        entry = log_entry(table, "melee")
        assert entry["bound"]["attacker"]["charge_distance_in"] == 4.5
        assert entry["bound"]["attacker"]["charged_this_action"] is True
        state = table.state
        assert state["models"]["r1"]["engaged_with"] == ["b1"]
        assert state["models"]["r1"]["charged_this_action"] is False
        return
    raise AssertionError("red never won the initiative")


def test_break_off_takes_modifiers_shield_target_and_the_opponents_commander(client):
    for _ in range(TRIES):
        models = [
            fighter("r1", "red", battleshield=True),
            fighter("b1", "blue"),
        ]
        table = started(client, models)
        if table.state["active_player"] != "blue":
            continue
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        table.step(
            "melee", {"target": "r1", "charge": True, "charge_distance_in": 5}, table.sides["blue"]
        )
        table.step("activate", {"model": "r1"}, table.sides["red"])
        table.step(
            "break-off",
            {
                "modifiers": [{"reason": "smoke", "value": -1}],
                "shield_target": "b1",
                "target_commander_in_range": True,
                "target_modifiers": [{"reason": "banner", "value": 1}],
            },
            # The opponent's numbers are blue's or the game master's to give, never red's.
            table.gm,
        )
        entry = log_entry(table, "break_off")
        assert entry["bound"]["model"]["modifiers"] == [{"reason": "smoke", "value": -1}]
        assert {"reason": "smoke", "value": -1} in entry["outcome"]["test"]["modifiers"]
        opponent = entry["bound"]["opponents"][0]
        assert opponent["commander_in_range"] is True
        assert opponent["modifiers"] == [{"reason": "banner", "value": 1}]
        assert opponent["shield_applies"] is True
        return
    raise AssertionError("blue never won the initiative")


def test_the_set_up_roll_for_sides_is_a_step(client):
    models = [model("r1", "red", is_commander=True, panicked=True), model("b1", "blue")]
    table = UrbanWar(client, models=models)
    r = table.step("setup-roll", {"winner_sends_first": "opponent"})
    answer = r.get_json()
    first = answer["outcome"]["roll_rounds"][0]
    # §6.3: no Commander penalty on the set-up roll, though red's Commander is panicked.
    assert all(roll["score"] == roll["die"] for roll in first)
    # Its dice are set-up rolls, not initiative rolls; a tie's are re-rolls.
    assert [r["purpose"] for r in answer["rolls"]] == [
        f"setup roll, {side}" + (f", re-roll {n}" if n else "")
        for n in range(len(answer["outcome"]["roll_rounds"]))
        for side in ("red", "blue")
    ]
    winner = answer["outcome"]["winner"]
    loser = ({"red", "blue"} - {winner}).pop()
    assert table.state["setup"] == {"winner": winner, "deploys_first": loser}
    assert_problem(table.step("setup-roll", {}, expect=None), 409, "already")
    table.orders()
    table.reveal()
    assert table.verify()["ok"] is True


# -- rules version 3 (§6.8, §8): each model's W max comes from the roster; cover and a charge


def test_melee_measures_below_half_from_the_rosters_wounds_max(client):
    """b1 (W 2 of 4 on the roster) is charged by r1: the saves against it measure below
    half from its profile W 4, not from the W 2 it had before the melee (the full W the
    rules take for a model given without wounds_max). Both sides carry the §6.2 panic-test
    fields (CD from the roster, the request's modifiers)."""
    for _ in range(TRIES):
        models = [
            fighter("r1", "red", assault_skill=10, strength=10),
            model("b1", "blue", toughness=1, assault_skill=1, wounds_max=4, wounds=2, weapons=[]),
        ]
        table = started(client, models)
        if table.state["active_player"] != "red":
            continue
        table.step("activate", {"model": "r1"}, table.sides["red"])
        answer = table.step(
            "melee",
            {
                "target": "b1",
                "charge": True,
                "charge_distance_in": 5,
                "modifiers": [{"reason": "veteran", "value": 1}],
            },
            table.sides["red"],
        ).get_json()
        bound = log_entry(table, "melee")["bound"]
        assert (bound["attacker"]["wounds_max"], bound["defender"]["wounds_max"]) == (20, 4)
        assert (bound["attacker"]["command"], bound["defender"]["command"]) == (6, 6)
        assert bound["attacker"]["modifiers"] == [{"reason": "veteran", "value": 1}]
        strikes = {s["striker"]: s["saves"] for s in answer["outcome"]["strikes"]}
        assert strikes["attacker"]["below_half_wounds"] is (strikes["attacker"]["wounds_after"] < 2)
        if "defender" in strikes:
            assert strikes["defender"]["below_half_wounds"] is False  # r1: W 20, T 10
        table.reveal()
        assert table.verify()["ok"] is True
        if strikes["attacker"]["wounds_after"] == 1:
            return  # W 2 -> 1 of 4: below half, though 1 is half of the W before the melee
    raise AssertionError(f"r1 never wounded b1 in {TRIES} encounters")


def test_an_interrupt_charge_reads_the_interrupters_wounds_max_and_ignores_cover(client):
    """r1 (W 2 of 4) interrupts b1 with a charge; cover given without a distance is no
    refusal (a charge is no shot), and the strike back at r1 measures below half from its
    roster W 4. A shot with that cover still needs the obstacle's distance."""
    for _ in range(TRIES):
        models = [
            model("r1", "red", toughness=1, command=10, wounds_max=4, wounds=2, weapons=[]),
            fighter("b1", "blue", assault_skill=10, strength=10),
        ]
        table = started(client, models, orders={"r1": "overwatch"})
        assert table.state["active_player"] == "blue"  # red has no snap-fire model
        table.step("activate", {"model": "b1"}, table.sides["blue"])
        shot = table.step(
            "shooting",
            {"target": "r1", "distance_in": 6, "cover": "soft"},
            table.sides["blue"],
            expect=None,
        )
        assert_problem(shot, 422, "obstacle_distance_in", field="cover.obstacle_distance_in")
        answer = table.step(
            "overwatch-interrupt",
            {"interrupter": "r1", "kind": "charge", "distance_in": 5, "cover": "solid"},
            table.sides["red"],
        ).get_json()
        assert log_entry(table, "overwatch_interrupt")["bound"]["interrupter"]["wounds_max"] == 4
        table.reveal()
        assert table.verify()["ok"] is True
        melee = answer["outcome"]["melee"]
        if melee is None:
            continue  # the interrupt test failed
        on_r1 = next(s["saves"] for s in melee["strikes"] if s["striker"] == "defender")
        assert on_r1["below_half_wounds"] is (on_r1["wounds_after"] < 2)
        if on_r1["wounds_after"] == 1:
            return
    raise AssertionError(f"b1 never wounded the interrupter in {TRIES} encounters")
