"""Walka encounter steps a side cannot bend, and turns that pass when a character goes out.

DESIGN.md "Fairness and who may do what": the acting side is the side of the model that
acts, and a result set without dice is the game master's. walka.md §3-§4 (a chain pays at
declaration, the trigger's action too), §6-§7 (the defender's roll sets the attack's dc),
§9 (the wound reads no attacker), §13-§14 (a character that is not active takes no step and
its turns are skipped). Through the HTTP API on real Redis.
"""

from __future__ import annotations

from tests.support.problems import assert_problem
from tests.support.walka import Walka, ala, bor

SPELL = {
    "trigger": {"actor": "Ala", "kind": "spell", "cost": 7},
    "declarations": [{"actor": "Bor"}],
}


def dag(**overrides) -> dict:
    return bor(id="Dag", side="north", spd=8, **overrides)


# -- finding 1: a chain that charges the trigger's actor is that actor's side's too -----------


def test_a_side_cannot_charge_the_other_sides_character_a_spell_it_never_cast(client):
    """The probe's cheat: south declared a 7 AP spell for north's Ala, whose turn it is, with
    its own instant against it, and Ala paid 11 -> 4. The chain charges both sides: the GM's."""
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    before = table.state["models"]
    for token in table.sides.values():
        assert_problem(table.step("instant-chain", SPELL, token, expect=None), 403, "game master")
    after = table.state["models"]
    assert (after["Ala"]["ap"], after["Bor"]["ap"]) == (before["Ala"]["ap"], before["Bor"]["ap"])
    assert (after["Ala"]["ap"], after["Bor"]["ap"]) == (11, 10)
    assert [e["step"] for e in table.log()] == ["initiative"]
    # The game master declares it: the spell's x and the instant are paid now (§3, §4).
    table.step("instant-chain", SPELL, table.gm)
    after = table.state["models"]
    assert (after["Ala"]["ap"], after["Bor"]["ap"]) == (11 - 7, 10 - 3)


def test_an_instant_against_a_movement_unit_stays_the_declarers_side(client):
    """A movement unit was paid when it was moved: the chain charges only the declarer."""
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    table.step("action-points", {"character": "Ala", "activities": [{"activity": "walk"}]}, north)
    chain = {
        "trigger": {"actor": "Ala", "kind": "movement_unit"},
        "declarations": [{"actor": "Bor"}],
    }
    assert_problem(table.step("instant-chain", chain, north, expect=None), 403, "south")
    table.step("instant-chain", chain, south)
    after = table.state["models"]
    assert (after["Ala"]["ap"], after["Bor"]["ap"]) == (11 - 2, 10 - 3)


def test_a_chain_of_one_sides_trigger_and_declarers_is_that_sides(client):
    """Ala's declared attack (3 AP) and her ally Dag's instant: north's alone."""
    table = Walka(client, [ala(), bor(), dag()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    chain = {"trigger": {"actor": "Ala", "kind": "attack"}, "declarations": [{"actor": "Dag"}]}
    assert_problem(table.step("instant-chain", chain, south, expect=None), 403, "north")
    table.step("instant-chain", chain, north)
    after = table.state["models"]
    assert (after["Ala"]["ap"], after["Dag"]["ap"]) == (11 - 3, 9 - 3)


# -- finding 2: a character that goes out in its own turn loses it -----------------------------


def test_a_character_that_dies_in_its_own_turn_takes_no_step_and_the_turn_passes(client):
    """The probe: Dag (north) dies in his own turn; north's end-turn for him was a 200."""
    table = Walka(client, [ala(), bor(), dag()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    assert table.state["order"] == ["Ala", "Bor", "Dag"]
    walk = {"character": "Ala", "activities": [{"activity": "walk", "units": 2}]}
    table.step("action-points", walk, north)
    assert table.char("Ala")["ap"] == 7
    table.step("end-turn", {"character": "Ala"}, north)
    table.step("end-turn", {"character": "Bor"}, south)
    assert table.state["turn"] == {"character": "Dag", "position": 2, "ended": False}
    r = table.step("status", {"character": "Dag", "status": "dead"}, table.gm).get_json()
    # Dag's turn ends there; Ala's round-2 turn starts as end-turn starts it (§3): AP back to
    # max_ap 11, MP 3 + CON 2.
    state = table.state
    assert (state["round"], state["turn"]) == (
        2,
        {"character": "Ala", "position": 0, "ended": False},
    )
    assert (state["models"]["Ala"]["ap"], state["models"]["Ala"]["mp"]) == (11, 5)
    assert {"path": "round", "from": 1, "to": 2} in r["changes"]
    body = assert_problem(
        table.step("end-turn", {"character": "Dag"}, north, expect=None),
        409,
        "Dag is dead",
        "takes no step",
    )
    assert body["code"] == "not_active"
    assert table.state["turn"]["character"] == "Ala"
    # Bor is passed over too once he goes out; the turn goes back to Ala (round 3).
    table.step("status", {"character": "Bor", "status": "fled"}, table.gm)
    table.step("end-turn", {"character": "Ala"}, north)
    assert (table.state["round"], table.state["turn"]["character"]) == (3, "Ala")


def test_one_side_left_the_turn_still_passes_and_the_gm_ends_the_combat(client):
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    table.step("status", {"character": "Ala", "status": "unconscious"}, table.gm)
    state = table.state
    assert state["one_side_left"] is True and state["sides_standing"] == ["south"]
    assert state["turn"] == {"character": "Bor", "position": 1, "ended": False}
    table.step("end-encounter", {"reason": "Ala is down"}, table.gm)
    assert table.state["ended"] is True


def test_a_correction_that_makes_the_current_character_flee_passes_its_turn(client):
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    r = client.put(
        f"/v1/encounters/{table.id}/walka/models/Ala",
        json=ala(status="fled"),
        headers={"Authorization": f"Bearer {table.gm}"},
    )
    assert r.status_code == 200, r.data
    assert table.state["turn"] == {"character": "Bor", "position": 1, "ended": False}


def test_a_trigger_actor_that_goes_out_mid_chain_fails_and_loses_its_turn_when_it_closes(client):
    """Bor's instant answers Ala's declared attack; the GM rules Ala dead before it resolves.
    The chain runs to its end; the attack fails and Bor's turn starts (§3: 7 AP -> 10)."""
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    chain = {
        "trigger": {"actor": "Ala", "kind": "attack"},
        "declarations": [{"actor": "Bor", "interrupts": "trigger"}],
    }
    table.step("instant-chain", chain, table.gm)
    assert table.char("Bor")["ap"] == 7
    table.step("status", {"character": "Ala", "status": "dead"}, table.gm)
    assert table.state["turn"]["character"] == "Ala"  # the chain is still open
    assert table.state["chain"] is not None
    table.step("instant-chain/next", {"link": 1, "effective": False}, table.gm)
    state = table.state
    assert state["chain"] is None
    assert state["last_chain"]["trigger"]["result"] == "failed_interrupted"
    assert state["models"]["Ala"]["prepaid"] is None
    assert state["turn"] == {"character": "Bor", "position": 1, "ended": False}
    assert state["models"]["Bor"]["ap"] == 10
