"""Urban War turn structure on an encounter (urban-war.md §7): what is refused, with a 409."""

from tests.support.problems import assert_problem
from tests.support.urban_war import UrbanWar, model, roster


def started(client, models=None) -> tuple[UrbanWar, str, str]:
    """Orders given, initiative rolled: (table, active player, the other)."""
    table = UrbanWar(client, models=models or roster())
    table.orders()
    table.step("initiative", {})
    active = table.state["active_player"]
    return table, active, ({"red", "blue"} - {active}).pop()


def test_a_new_encounter_waits_for_both_players_orders(client):
    table = UrbanWar(client)
    assert table.state["phase"] == "command"
    assert_problem(table.step("initiative", {}, expect=None), 409, "start of the activation phase")
    assert_problem(
        table.step("activate", {"model": "r1"}, table.sides["red"], expect=None),
        409,
        "activation phase",
    )
    r = table.step("orders", {"orders": {"r1": "overwatch"}}, table.sides["red"], expect=202)
    assert r.get_json()["waiting_for"] == ["blue"]


def test_orders_stay_sealed_from_everyone_until_revealed_by_play(client):
    table = UrbanWar(client)
    table.step("orders", {"orders": {"r1": "overwatch"}}, table.sides["red"], expect=202)
    # Nobody, not even the GM, can read a sealed part: not in the state, not in the log.
    doc = table.get()
    assert "overwatch" not in str(doc) and table.log() == []
    table.step("orders", {"orders": {}}, table.sides["blue"])
    doc = table.get()
    assert doc["state"]["phase"] == "activation"
    assert doc["state"]["hidden"] == {"orders": "sealed"}
    # A face-down order reads "sealed" (docs/encounters.md), not null as "no order" would.
    assert doc["state"]["models"]["r1"]["order"] == "sealed"
    assert doc["state"]["models"]["r1"]["order_revealed"] is False
    assert doc["state"]["models"]["r1"]["has_order"] is True
    entry = table.log()[0]
    assert entry["step"] == "orders" and entry["hidden"] == {"parts": "sealed"}
    assert "overwatch" not in str(entry)
    # Once revealed, the export shows every hidden part.
    table.reveal()
    export = table.export()
    assert export["encounter"]["state"]["hidden"]["orders"]["r1"] == "overwatch"
    assert export["log"][0]["hidden"]["parts"]["red"]["orders"] == {"r1": "overwatch"}


def test_a_side_token_gives_only_its_own_orders(client):
    table = UrbanWar(client)
    assert_problem(
        table.step("orders", {"orders": {"b1": "snap_fire"}}, table.sides["red"], expect=None),
        422,
        "belongs to blue",
    )
    assert_problem(
        table.step("orders", {"side": "blue"}, table.sides["red"], expect=None),
        422,
        "red's orders only",
    )
    assert_problem(table.step("orders", {}, table.gm, expect=None), 422, "name the side")


def test_acting_out_of_turn_and_twice_is_refused(client):
    table, active, other = started(client)
    theirs = f"{other[0]}1"
    mine = f"{active[0]}1"
    assert_problem(
        table.step("activate", {"model": theirs}, table.sides[other], expect=None),
        409,
        f"it is {active}'s turn",
    )
    table.step("activate", {"model": mine}, table.sides[active])
    assert_problem(
        table.step("activate", {"model": f"{active[0]}2"}, table.sides[active], expect=None),
        409,
        "still being activated",
    )
    table.step("shooting", {"target": theirs, "distance_in": 10}, table.sides[active])
    state = table.state
    if state["activation"]:
        table.step("end-activation", {"model": mine}, table.sides[active])
    assert table.state["models"][mine]["activated"] is True
    # The other player's turn now (they have eligible models); mine cannot go again.
    assert table.state["active_player"] == other
    assert_problem(table.step("activate", {"model": mine}, table.sides[active], expect=None), 409)


def test_a_side_token_cannot_move_the_other_sides_models(client):
    table, active, other = started(client)
    r = table.step("activate", {"model": f"{active[0]}1"}, table.sides[other], expect=None)
    assert_problem(r, 403, "this step is")


def test_removed_model_cannot_act_or_be_targeted(client):
    models = roster()
    table = UrbanWar(client, models=models)
    table.client.delete(
        f"/v1/encounters/{table.id}/urban-war/models/b2", headers=table.auth(table.gm)
    )
    table.orders()
    table.step("initiative", {})
    active = table.state["active_player"]
    if active == "blue":
        assert_problem(
            table.step("activate", {"model": "b2"}, table.sides["blue"], expect=None),
            422,
            "no model 'b2'",
        )
    else:
        table.step("activate", {"model": "r1"}, table.sides["red"])
        assert_problem(
            table.step(
                "shooting", {"target": "b2", "distance_in": 10}, table.sides["red"], expect=None
            ),
            422,
            "no model 'b2'",
        )


def test_overwatch_model_acts_only_by_interrupting(client):
    table = UrbanWar(client)
    table.step(
        "orders",
        {"orders": {"r1": "overwatch", "r2": "overwatch", "r3": "overwatch"}},
        table.sides["red"],
        expect=202,
    )
    table.step("orders", {}, table.sides["blue"])
    table.step("initiative", {})
    # Red has no snap-fire model: blue acts, whoever won.
    assert table.state["active_player"] == "blue"
    assert_problem(table.step("activate", {"model": "r1"}, table.sides["red"], expect=None), 409)
    table.step("activate", {"model": "b1"}, table.sides["blue"])
    r = table.step(
        "overwatch-interrupt",
        {"interrupter": "r1", "kind": "shot", "distance_in": 10},
        table.sides["red"],
    )
    outcome = r.get_json()["outcome"]
    state = table.state
    assert state["models"]["r1"]["activated"] is True
    assert state["models"]["r1"]["order_revealed"] is True
    if outcome["passed"]:
        assert_problem(
            table.step(
                "overwatch-interrupt",
                {"interrupter": "r2", "kind": "shot", "distance_in": 10},
                table.sides["red"],
                expect=None,
            ),
            409,
        )


def test_engaged_model_cannot_shoot_and_charge_sets_engagement(client):
    models = [
        model("r1", "red", first_strike=9, assault_skill=1, toughness=10, wounds_max=5),
        model("r2", "red"),
        model("b1", "blue", assault_skill=1, toughness=10, wounds_max=5),
        model("b2", "blue"),
    ]
    table, active, other = started(client, models)
    mine, theirs = f"{active[0]}1", f"{other[0]}1"
    table.step("activate", {"model": mine}, table.sides[active])
    too_far = table.step(
        "melee",
        {"target": theirs, "charge": True, "charge_distance_in": 9.5},
        table.sides[active],
        expect=None,
    )
    # Beyond the reach of the stored MV and CAL: a 409 on the encounter (U3), as in movement.
    assert_problem(too_far, 409, "the most is", field="charge_distance_in")
    table.step(
        "melee", {"target": theirs, "charge": True, "charge_distance_in": 5}, table.sides[active]
    )
    state = table.state
    if state["models"][mine]["in_play"] and state["models"][theirs]["in_play"]:
        assert state["models"][mine]["engaged_with"] == [theirs]
        assert state["models"][theirs]["engaged_with"] == [mine]
        assert state["models"][theirs]["first_attacker"] == mine


def test_pending_below_half_panic_test_comes_first(client):
    models = [
        model("r1", "red", shooting_skill=10),
        model("r2", "red"),
        model("b1", "blue", wounds_max=4, wounds=2, toughness=1),
        model("b2", "blue"),
    ]
    table, active, other = started(client, models)
    if active != "red":
        table.step("activate", {"model": "b2"}, table.sides["blue"])
        table.step("movement", {"action": "run", "distance_in": 1}, table.sides["blue"])
    table.step("activate", {"model": "r1"}, table.sides["red"])
    for _ in range(1):
        table.step("shooting", {"target": "b1", "distance_in": 5}, table.sides["red"])
    state = table.state
    if state["pending_panic"]:
        assert state["pending_panic"] == [{"model": "b1", "trigger": "below_half_wounds"}]
        nxt = state["active_player"]
        candidate = next(
            m
            for m, v in state["models"].items()
            if v["side"] == nxt and v["in_play"] and not v["activated"]
        )
        assert_problem(
            table.step("activate", {"model": candidate}, table.sides[nxt], expect=None),
            409,
            "panic tests are due first",
        )
        table.step(
            "panic-test", {"model": "b1", "trigger": "below_half_wounds"}, table.sides["blue"]
        )
        assert table.state["pending_panic"] == []


def test_the_state_keeps_the_initiatives_rolls(client):
    """urban-war.md §7: `initiative` (rolls, winner, first_player; §6.3 each activation phase)."""
    table = UrbanWar(client)
    table.orders()
    answer = table.step("initiative", {}).get_json()
    initiative = table.state["initiative"]
    assert initiative == {
        "rolls": answer["rolls"],
        "winner": answer["outcome"]["winner"],
        "first_player": answer["outcome"]["first_player"],
    }
    assert initiative["rolls"] == table.log()[-1]["rolls"]
    rounds = answer["outcome"]["roll_rounds"]
    assert [r["value"] for r in initiative["rolls"]] == [s["die"] for rr in rounds for s in rr]
    assert initiative["rolls"][:2] == [
        {"sides": 10, "value": rounds[0][0]["die"], "purpose": "initiative roll, red"},
        {"sides": 10, "value": rounds[0][1]["die"], "purpose": "initiative roll, blue"},
    ]
    # Designation clears it; the next activation phase rolls its own.
    for _ in range(40):  # 6 models: activate and end each
        state = table.state
        if state["phase"] != "activation":
            break
        if state["activation"] is None:
            player = state["active_player"]
            mid = next(
                m["id"]
                for m in state["models"].values()
                if m["side"] == player and m["in_play"] and not m["activated"]
            )
            table.step("activate", {"model": mid}, table.sides[player])
        else:
            mid = state["activation"]["model"]
            side = state["models"][mid]["side"]
            table.step("end-activation", {"model": mid}, table.sides[side])
    assert table.state["phase"] == "command" and table.state["initiative"] is None
    # Round 2's dice are named for what they are: no "round 1" (that counted tie re-rolls,
    # not the game's round); a tie's dice are re-rolls (§6.3 step 2).
    table.orders()
    answer = table.step("initiative", {}).get_json()
    assert table.state["round"] == 2
    ties = len(answer["outcome"]["roll_rounds"]) - 1
    expected = [
        f"initiative roll, {side}" + (f", re-roll {n}" if n else "")
        for n in range(ties + 1)
        for side in ("red", "blue")
    ]
    assert [r["purpose"] for r in answer["rolls"]] == expected
    assert table.state["initiative"]["rolls"] == answer["rolls"]


def test_an_overwatch_order_for_an_engaged_model_is_a_409(client):
    """R42, urban-war.md U3: the stored state (r1 and b1 in base contact after a charge)
    forbids an overwatch order for them, so it is refused with a 409 on the encounter, as
    a move beyond MV is; other models may still go on overwatch."""
    # T 10 and W 5: the blades (strength 5, +1 charging) wound only on a natural 10, at most
    # two a melee, so both stay in play through the round.
    tough = {"assault_skill": 1, "toughness": 10, "wounds_max": 5}
    models = [
        model("r1", "red", **tough),
        model("r2", "red"),
        model("b1", "blue", **tough),
        model("b2", "blue"),
    ]
    table, active, _ = started(client, models)
    mine, theirs = f"{active[0]}1", ("b1" if active == "red" else "r1")
    table.step("activate", {"model": mine}, table.sides[active])
    table.step(
        "melee", {"target": theirs, "charge": True, "charge_distance_in": 5}, table.sides[active]
    )
    for _ in range(40):  # the rest of round 1, with no further fighting than R32 forces
        state = table.state
        if state["phase"] == "command":
            break
        if state["pending_panic"]:
            due = state["pending_panic"][0]
            side = state["models"][due["model"]]["side"]
            table.step("panic-test", {"model": due["model"], "trigger": due["trigger"]},
                       table.sides[side])  # fmt: skip
            continue
        if state["activation"]:
            mid = state["activation"]["model"]
            table.step("end-activation", {"model": mid}, table.sides[state["models"][mid]["side"]])
            continue
        player = state["active_player"]
        mid = next(
            m["id"]
            for m in state["models"].values()
            if m["side"] == player and m["in_play"] and not m["activated"] and m["has_order"]
        )
        table.step("activate", {"model": mid}, table.sides[player])
        if state["models"][mid]["engaged_with"]:
            target = state["models"][mid]["engaged_with"][0]
            table.step("melee", {"target": target}, table.sides[player])
    state = table.state
    assert state["phase"] == "command" and state["round"] == 2
    assert state["models"]["r1"]["engaged_with"] == ["b1"]
    refused = table.step("orders", {"orders": {"r1": "overwatch"}}, table.sides["red"], expect=None)
    # In player words: no reference to the rules text (R42), and what to do instead.
    problem = assert_problem(refused, 409, "base contact", "no overwatch order")
    assert "R42" not in problem["detail"] and "What you can do now: orders" in problem["detail"]
    assert "orders.r1" in problem["errors"]
    table.step("orders", {"orders": {"r2": "overwatch"}}, table.sides["red"], expect=202)
