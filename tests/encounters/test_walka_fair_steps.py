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
