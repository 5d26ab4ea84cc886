"""Walka encounter steps a side cannot bend, and turns that pass when a character goes out.

DESIGN.md "Fairness and who may do what": the acting side is the side of the model that
acts, and a result set without dice is the game master's. walka.md §3-§4 (a chain pays at
declaration, the trigger's action too), §6-§7 (the defender's roll sets the attack's dc),
§9 (the wound reads no attacker), §13-§14 (a character that is not active takes no step and
its turns are skipped). Through the HTTP API on real Redis.
"""

from __future__ import annotations

from fractions import Fraction

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


# -- finding 3: the defender's roll sets the dc, not the attacker's request ------------------


def test_an_attacker_cannot_give_the_defence_it_meets(client):
    """The probe: north sent Ala's attack with a parry at dc 50 that blocks on a miss, and
    Bor's pending penalty went up; it could as well have said dc 1."""
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    cheat = {
        "attacker": "Ala",
        "target": "Bor",
        "form": "cut",
        "defense": {"type": "parry", "dc": 50, "blocks_on_miss": True},
    }
    before = table.state
    assert_problem(table.step("attack", cheat, north, expect=None), 403, "game master")
    easy = {**cheat, "defense": {"type": "none", "dc": 1}}
    assert_problem(table.step("attack", easy, north, expect=None), 403, "game master")
    assert table.state == before
    # No defence rolled yet: the attack waits for it (nothing paid).
    plain = {"attacker": "Ala", "target": "Bor", "form": "cut"}
    body = assert_problem(
        table.step("attack", plain, north, expect=None), 409, "Bor has not rolled a defence"
    )
    assert body["code"] == "no_defense"
    assert table.state == before

    # Bor's side blocks; the dc waits for Ala's attack, and is rolled once.
    block = {"defender": "Bor", "attacker": "Ala", "attack_kind": "melee", "type": "block"}
    rolled = table.step("defense", block, south).get_json()["outcome"]
    waiting = table.state["defences"]
    assert [(e["defender"], e["attacker"], e["defence"]["dc"]) for e in waiting] == [
        ("Bor", "Ala", rolled["dc"])
    ]
    body = assert_problem(table.step("defense", block, south, expect=None), 409, "already rolled")
    assert body["code"] == "defense_rolled"
    # A side may echo the defence rolled, never another dc.
    other = {**plain, "defense": {"type": "block", "dc": rolled["dc"] - 1}}
    assert_problem(table.step("attack", other, north, expect=None), 403, "game master")
    echo = {**plain, "defense": {"type": "block", "dc": rolled["dc"]}}
    out = table.step("attack", echo, north).get_json()["outcome"]
    assert out["dc"] == rolled["dc"] and out["cost"] == 3
    assert table.state["defences"] == []  # used up
    assert_problem(table.step("attack", plain, north, expect=None), 409, "has not rolled")

    # A defence for the next attack by anyone; it meets Ala's attack without an echo.
    anyone = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    again = table.step("defense", anyone, south).get_json()["outcome"]
    assert table.state["defences"][0]["attacker"] is None
    out = table.step("attack", plain, north).get_json()["outcome"]
    assert out["dc"] == again["dc"]
    # The game master may give a defence by hand (a result without dice is the GM's).
    out = table.step("attack", easy, table.gm).get_json()["outcome"]
    assert out["dc"] == 1


def test_a_defence_not_met_lapses_when_the_turn_passes(client):
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    table.no_defence("Bor", "Ala")
    assert len(table.state["defences"]) == 1
    table.step("end-turn", {"character": "Ala"}, north)
    assert table.state["defences"] == []
    table.step("end-turn", {"character": "Bor"}, south)
    plain = {"attacker": "Ala", "target": "Bor", "form": "cut"}
    assert_problem(table.step("attack", plain, north, expect=None), 409, "has not rolled")


def test_a_defender_holds_one_roll_at_a_time_whoever_it_names(client):
    """walka.md §6 (rules version 3): Bor rolled a defence naming Ala; a second roll for Bor,
    naming Dag or no one, before an attack meets the first is a 409 and rolls nothing. Two
    rolls waiting would let a side choose, once both are known, which attack meets which."""
    table = Walka(client, [ala(), bor(), dag()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    block = {"defender": "Bor", "attacker": "Ala", "attack_kind": "melee", "type": "block"}
    rolled = table.step("defense", block, south).get_json()["outcome"]
    state, log = table.state, table.log()
    parry = {"defender": "Bor", "attack_kind": "melee", "type": "parry"}
    for second in ({**block, "attacker": "Dag"}, {**parry, "attacker": "Dag"}, parry):
        body = assert_problem(
            table.step("defense", second, south, expect=None),
            409,
            f"Bor has already rolled a defence (block, dc {rolled['dc']})",
            "the next attack on it",
        )
        assert body["code"] == "defense_rolled"
    assert table.state == state and table.log() == log
    # Ala's attack meets it; then Bor may roll again, for the next attack.
    plain = {"attacker": "Ala", "target": "Bor", "form": "cut"}
    assert table.step("attack", plain, north).get_json()["outcome"]["dc"] == rolled["dc"]
    table.step("defense", {**parry, "attacker": "Dag"}, south)
    assert [(e["defender"], e["attacker"]) for e in table.state["defences"]] == [("Bor", "Dag")]


def test_the_next_attack_on_the_defender_meets_its_roll_whoever_makes_it(client):
    """walka.md §6 (rules version 3): Bor's side rolled naming Dag, and Ala attacks Bor first:
    her attack (and then her strike) meets that roll; the name reserves nothing."""
    table = Walka(client, [ala(), bor(), dag()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    block = {"defender": "Bor", "attacker": "Dag", "attack_kind": "melee", "type": "block"}
    rolled = table.step("defense", block, south).get_json()["outcome"]
    plain = {"attacker": "Ala", "target": "Bor", "form": "cut"}
    answer = table.step("attack", plain, north).get_json()
    assert answer["outcome"]["dc"] == rolled["dc"]
    assert [r["sides"] for r in answer["rolls"]] == [10]  # Ala's hit die only
    assert table.state["defences"] == []
    # The strike the same: it meets the roll and draws no defence die of its own.
    rolled = table.step("defense", {**block, "type": "parry"}, south).get_json()["outcome"]
    strike = {"attacker": "Ala", "target": "Bor", "form": "cut", "location_mode": "random"}
    answer = table.step("strike", strike, north).get_json()
    assert answer["outcome"]["defense"] == rolled
    assert not any("defender" in r["purpose"] for r in answer["rolls"])
    assert table.state["defences"] == []
    table.reveal()
    assert table.verify()["ok"]


def test_a_surprised_target_meets_the_attack_undefended_without_a_defence_step(client):
    """§10: attacks on a surprised target face dc 1 (S1), with no defence step."""
    for n in range(10):
        table = Walka(client, [ala(), bor()], client_seed=f"ambush-{n}")
        out = table.step("surprise", {"target": "Bor", "detection_dc": 1000}).get_json()
        if out["outcome"]["surprised"]:  # fails unless a natural 20
            break
    else:
        raise AssertionError("ten ambushes without a surprise")
    table.step("initiative", {})
    plain = {"attacker": "Ala", "target": "Bor", "form": "cut"}
    out = table.step("attack", plain, table.sides["north"]).get_json()["outcome"]
    assert out["dc"] == 1 and out["defender_penalty_added"] == 0


def test_a_strike_meets_the_defence_rolled_and_no_defence_is_not_the_attackers_choice(client):
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    strike = {"attacker": "Ala", "target": "Bor", "form": "cut", "location_mode": "random"}
    none = {**strike, "defense_type": "none"}
    assert_problem(table.step("strike", none, north, expect=None), 403, "game master")
    body = assert_problem(table.step("strike", strike, north, expect=None), 422, "defense_type")
    assert body["code"] == "defense_type_required"
    # Bor's side blocks first: the strike meets that roll and draws no other defence die.
    block = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    rolled = table.step("defense", block, south).get_json()["outcome"]
    dodge = {**strike, "defense_type": "dodge"}
    # The defence is the defender's: the attacker never names it (walka.md §6).
    body = assert_problem(table.step("strike", dodge, north, expect=None), 403, "defense_type")
    assert body["code"] == "not_your_claim"
    answer = table.step("strike?odds=true", strike, north).get_json()
    assert answer["outcome"]["defense"] == rolled
    assert answer["outcome"]["attack"]["dc"] == rolled["dc"]
    assert not any("defender" in r["purpose"] for r in answer["rolls"])
    # Its odds enumerate the d100 and the hit d10 only: P(hit) is in tenths (a defence d10
    # enumerated too would give hundredths).
    hit = next(e for e in answer["odds"]["events"] if e["name"] == "hit")
    assert 10 % Fraction(hit["exact"]).denominator == 0, hit
    assert table.state["defences"] == []
    # Bor's own choice of no defence: the strike meets it (and still may not name it).
    table.no_defence("Bor", "Ala")
    assert_problem(table.step("strike", none, north, expect=None), 403, "defense_type")
    answer = table.step("strike", strike, north).get_json()
    assert answer["outcome"]["attack"]["dc"] == 1
    table.reveal()
    assert table.verify()["ok"]


# -- finding 4: the wounds step reads no attacker ---------------------------------------------


def test_the_gm_applies_a_wound_without_naming_an_attacker(client):
    """§9 lists no attacker: W3's back, absorbed to 0 (taken 0): no wound, no die."""
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    body = {"target": "Bor", "damage_type": "blunt", "location": "back", "taken": 0}
    r = table.step("wounds", body, table.gm).get_json()
    assert r["rolls"] == [] and r["outcome"]["wound"] is None
    body = {"target": "Bor", "damage_type": "slashing", "location": "left_leg", "taken": 23}
    out = table.step("wounds", body, table.gm).get_json()["outcome"]
    assert (out["wound"]["damage"], out["wound"]["bleeding_active"], out["fatigue_added"]) == (
        23,
        2,
        4,
    )
