"""Walka on an encounter through the HTTP API on real Redis (walka.md §13, §2-§4, §12).

A whole combat from initiative until a character's HP is depleted, then reveal and verify;
the turn structure's 409s; the state effects the rules report (AP, pending penalties,
HP, wounds, fatigue, bleeding, the groin, Quality) written to the right characters.
The encounter's dice are secret until revealed, so where a roll decides, the assertions
follow the outcome the step reports; steps without dice are checked exactly.
"""

from __future__ import annotations

from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.support.problems import assert_problem
from tests.support.walka import BREASTPLATE, Walka, ala, bor

# A defence each target can roll against a melee blow (walka.md §6): Bor holds a buckler and
# blocks, Ala dodges. The defence is the defender's own choice: its side rolls it with the
# defense step (or the game master gives defense_type), never the attacker's.
ROLLED = {"Bor": "block", "Ala": "dodge"}


def strike(attacker, target, **extra) -> dict:
    """A strike as the attacker's side sends it: it meets the defence the target rolled."""
    return {"attacker": attacker, "target": target, "location_mode": "random", **extra}


def bleeding(character: dict) -> int:
    return sum(w["bleeding_active"] for w in character["wounds"])


def check_strike(table: Walka, answer: dict, a_before: dict, d_before: dict) -> None:
    """The state holds exactly what the strike's outcome reports, on the right characters."""
    out = answer["outcome"]
    a, d = table.char(a_before["id"]), table.char(d_before["id"])
    hit = out["attack"]
    assert hit["cost"] == 3
    fumble_ap = 1 if hit["fumble"] and a_before["ap"] > 3 else 0
    assert a["ap"] == a_before["ap"] - 3 - fumble_ap == out["attacker_after"]["ap"]
    assert a["facing"] == d["id"]
    blocked = 1 if hit["blocked"] else 0
    assert d["pending_ap_penalty"] == d_before["pending_ap_penalty"] + blocked
    if not hit["hit"]:
        assert out["damage"] is None and d["hp"] == d_before["hp"]
        assert d["wounds"] == d_before["wounds"]
        return
    taken = out["damage"]["taken"]
    assert d["hp"] == d_before["hp"] - taken == out["defender_after"]["hp"]
    assert d["hp_depleted"] == (d["hp"] <= 0)
    assert d["fatigue"] == d_before["fatigue"] + out["wounds"]["fatigue_added"]
    if taken:
        wound = d["wounds"][-1]
        assert len(d["wounds"]) == len(d_before["wounds"]) + 1
        assert wound == out["wounds"]["wound"]
        assert (wound["location"], wound["damage"]) == (out["location"]["location"], taken)
        assert wound["bleeding_active"] >= taken // 10


def test_whole_combat_until_hp_is_depleted_then_reveal_and_verify(client):
    table = Walka(client, [ala(), bor()], client_seed="duel-1")
    state = table.state
    assert state["round"] == 0 and state["turn"] is None and state["sides"] == ["north", "south"]
    # Everyone enters with a full AP pool (§3 DECISION): max_ap = floor(SPD / 2) + 5.
    assert (state["models"]["Ala"]["ap"], state["models"]["Ala"]["max_ap"]) == (11, 11)
    assert (state["models"]["Bor"]["ap"], state["models"]["Bor"]["max_ap"]) == (10, 10)

    r = table.step("initiative", {}, table.sides["south"])
    body = r.get_json()
    assert [e["id"] for e in body["outcome"]["order"]] == ["Ala", "Bor"]
    assert body["rolls"] == []  # no SPD tie, no die (§2)
    state = table.state
    assert state["round"] == 1 and state["order"] == ["Ala", "Bor"]
    assert state["turn"] == {"character": "Ala", "position": 0, "ended": False}
    assert state["models"]["Ala"]["mp"] == 3  # the first turn start: MP 1 + CON 2 (§3)

    seen = {"bleeding_fatigue": 0, "spent_then_refilled": 0, "strikes": 0}
    for _ in range(60):
        current = table.state["turn"]["character"]
        other = "Bor" if current == "Ala" else "Ala"
        for _ in range(2):  # two strikes a turn at most: leftover AP stay in the pool
            a_before, d_before = table.char(current), table.char(other)
            if a_before["ap"] < 3:
                break
            if current == "Ala":  # Bor's side chooses no defence: dc 1 (§6)
                table.no_defence("Bor", "Ala")
                extra = {"form": "cut"}
            else:
                table.defends("Ala", "parry")
                extra = {}
            a_before, d_before = table.char(current), table.char(other)
            r = table.step("strike", strike(current, other, **extra), table.token_of(current))
            check_strike(table, r.get_json(), a_before, d_before)
            seen["strikes"] += 1
            if table.char("Bor")["hp_depleted"]:
                break
        if table.char("Bor")["hp_depleted"]:
            break
        before = table.char(other)
        r = table.step("end-turn", {"character": current}, table.token_of(current))
        start, after = r.get_json()["outcome"], table.char(other)
        assert table.state["turn"]["character"] == other
        # The turn start (§3): AP refill to max_ap - pending (leftovers do not add up), the
        # penalty is cleared, fatigue + the active bleeding tokens, MP + CON.
        if before["no_regen_turns"]:
            assert after["ap"] == 0 and after["no_regen_turns"] == before["no_regen_turns"] - 1
        else:
            assert after["ap"] == max(0, before["max_ap"] - before["pending_ap_penalty"])
            assert after["pending_ap_penalty"] == 0
            if before["ap"] < before["max_ap"]:
                seen["spent_then_refilled"] += 1
        assert start["fatigue_added"] == bleeding(before)
        assert after["fatigue"] == before["fatigue"] + bleeding(before)
        assert after["mp"] == min(before["max_mp"], before["mp"] + before["con_level"])
        if bleeding(before):
            seen["bleeding_fatigue"] += 1
    else:
        raise AssertionError("Bor's HP was never depleted")
    assert seen["bleeding_fatigue"] and seen["spent_then_refilled"] and seen["strikes"] >= 3

    # §12 DECISION: HP at or below 0 sets hp_depleted; the status is the caller's.
    down = table.char("Bor")
    assert down["hp"] <= 0 and down["hp_depleted"] and down["status"] == "active"
    assert table.state["one_side_left"] is False
    r = table.step("status", {"character": "Bor", "status": "unconscious"})
    assert {"path": "one_side_left", "from": False, "to": True} in r.get_json()["changes"]
    state = table.state
    assert state["one_side_left"] and state["sides_standing"] == ["north"]
    assert_problem(
        table.step("strike", strike("Ala", "Bor"), table.sides["north"], expect=None),
        409,
        "Bor is unconscious",
        "cannot be targeted",
    )
    table.step("end-encounter", {"reason": "Bor is down"})
    assert table.state["ended"] is True
    assert_problem(
        table.step("end-turn", {"character": "Ala"}, table.sides["north"], expect=None),
        409,
        "combat has ended",
    )

    log = table.log()
    assert [e["index"] for e in log] == list(range(len(log)))
    assert any(e["step"] == "strike" and e["rolls"] for e in log)
    table.reveal()
    result = table.verify()
    assert result["ok"] and result["commitment_ok"], result
    assert result["entries"] == len(log)
    assert result["steps_recomputed"] == sum(
        1 for e in log if e["step"] not in ("set_status", "end_encounter")
    )


def test_acting_out_of_turn_without_ap_or_not_active_is_409(client):
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    assert_problem(
        table.step("strike", strike("Ala", "Bor"), north, expect=None), 409, "roll initiative"
    )
    table.step("initiative", {})

    # Out of turn: it is Ala's turn; Bor acts only through an instant chain.
    r = table.step("strike", strike("Bor", "Ala"), south, expect=None)
    assert_problem(r, 409, "it is Ala's turn", "instant chain")
    assert_problem(
        table.step("end-turn", {"character": "Bor"}, south, expect=None), 409, "Ala's turn"
    )
    # A side token acts only for its own characters.
    assert_problem(table.step("strike", strike("Ala", "Bor"), south, expect=None), 403, "north")

    # AP it does not have: walk 4 units (8 AP), then 2 more units cost 4 with 3 left.
    spend = {"character": "Ala", "activities": [{"activity": "walk", "units": 4}]}
    out = table.step("action-points", spend, north).get_json()["outcome"]
    assert (out["ap_spent"], out["ap"]) == (8, 3)
    walk = {"character": "Ala", "activities": [{"activity": "walk", "units": 2}]}
    body = assert_problem(table.step("action-points", walk, north, expect=None), 409, "costs 4 AP")
    assert body["code"] == "not_enough_ap"
    table.step("action-points", {"character": "Ala", "activities": [{"activity": "run"}]}, north)
    assert_problem(
        table.step("strike", strike("Ala", "Bor"), north, expect=None),
        409,
        "Ala has 2 AP left",
        "costs 3",
    )
    assert table.char("Ala")["ap"] == 2  # refused steps change nothing
    run2 = {"character": "Ala", "activities": [{"activity": "run", "units": 2}]}
    table.step("action-points", run2, north)
    assert table.state["turn"]["ended"] is True  # 0 AP: the turn is over (§3)
    assert_problem(
        table.step(
            "action-points",
            {"character": "Ala", "activities": [{"activity": "run"}]},
            north,
            expect=None,
        ),
        409,
        "turn has ended",
    )

    # A character who is not active takes no step and cannot be targeted (§13 DECISION)...
    table.step(
        "wounds",
        {
            "attacker": "Ala",
            "target": "Bor",
            "location": "left_leg",
            "taken": 12,
            "damage_type": "slashing",
        },
        table.gm,
    )
    table.step("status", {"character": "Bor", "status": "unconscious"}, table.gm)
    defense = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    assert_problem(
        table.step("defense", defense, south, expect=None),
        409,
        "Bor is unconscious",
        "takes no step",
    )
    hit = {"attacker": "Ala", "target": "Bor", "mode": "random"}
    assert_problem(table.step("hit-location", hit, north, expect=None), 409, "cannot be targeted")
    # ...except by stanch, cure-bleeding and heal-wound.
    r = table.step("stanch", {"target": "Bor", "wound": "w1", "n": 1}, table.gm)
    assert r.get_json()["outcome"]["bleeding_stanched"] == 1
    # ...and its turns are passed over: Ala's turn ends, round 2 is Ala's again.
    table.step("end-turn", {"character": "Ala"}, north)
    state = table.state
    assert (state["round"], state["turn"]["character"]) == (2, "Ala")
    assert state["models"]["Ala"]["ap"] == 11
    assert state["one_side_left"] is True


def test_wound_bleeding_fatigue_stanch_and_groin_at_turn_starts(client):
    """walka.md W1 and W3 through the wounds step (no dice), then the turn starts."""
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    w1 = {
        "attacker": "Ala",
        "target": "Bor",
        "location": "left_leg",
        "taken": 23,
        "damage_type": "slashing",
    }
    r = table.step("wounds", w1, table.gm).get_json()
    assert r["rolls"] == []
    bor_state = table.char("Bor")
    assert bor_state["wounds"] == [
        {
            "id": "w1",
            "location": "left_leg",
            "copy": 1,
            "damage": 23,
            "damage_type": "slashing",
            "bleeding_active": 2,
            "bleeding_stanched": 0,
            "crit_point": None,
        }
    ]
    assert bor_state["fatigue"] == 4
    # Next turn start of Bor: fatigue + 2 (W1).
    r = table.step("end-turn", {"character": "Ala"}, north)
    assert r.get_json()["outcome"]["fatigue_added"] == 2
    assert table.char("Bor")["fatigue"] == 6
    # One token stanched: it stays on the wound but no longer adds fatigue.
    table.step("stanch", {"target": "Bor", "wound": "w1", "n": 1}, table.gm)
    assert_problem(
        table.step("stanch", {"target": "Bor", "wound": "w1", "n": 5}, table.gm, expect=None),
        409,
        "1 active bleeding",
    )
    assert_problem(
        table.step("stanch", {"target": "Bor", "wound": "w9", "n": 1}, table.gm, expect=None),
        422,
        "no wound 'w9'",
    )
    table.step("end-turn", {"character": "Bor"}, south)
    # W3: a critical to the lower abdomen, taken 6: groin without a die.
    w3 = {
        "attacker": "Ala",
        "target": "Bor",
        "location": "lower_abdomen",
        "taken": 6,
        "damage_type": "blunt",
        "critical": True,
    }
    r = table.step("wounds", w3, table.gm).get_json()
    assert r["rolls"] == [] and r["outcome"]["crit_point"] == "groin"
    bor_state = table.char("Bor")
    assert (bor_state["ap"], bor_state["no_regen_turns"], bor_state["fatigue"]) == (0, 2, 7)
    table.step("end-turn", {"character": "Ala"}, north)
    bor_state = table.char("Bor")
    # No regeneration at this turn start; the stanched token adds nothing, the active one 1.
    assert (bor_state["ap"], bor_state["no_regen_turns"], bor_state["fatigue"]) == (0, 1, 8)
    assert table.state["turn"] == {"character": "Bor", "position": 1, "ended": False}
    assert_problem(table.step("strike", strike("Bor", "Ala"), south, expect=None), 409, "0 AP left")
    # Healing w1 removes its tokens; HP cannot exceed max_hp.
    r = table.step("heal-wound", {"target": "Bor", "wound": "w1"}, table.gm).get_json()
    assert r["outcome"]["removed"] == "w1" and r["outcome"]["hp"] == 80
    assert [w["id"] for w in table.char("Bor")["wounds"]] == ["w2"]


def test_damage_writes_hp_and_quality_to_the_right_items(client):
    """walka.md M2 and M3 through the damage step (no dice)."""
    axe = {
        "id": "axe",
        "kind": "melee",
        "damage": 16,
        "quality": 2,
        "skill_die": "d10",
        "damage_type": "slashing",
    }
    greave = {
        "id": "greave",
        "class": "greave",
        "side": "left",
        "covers": [{"location": "left_leg"}],
        "absorption": 6,
        "quality": 3,
    }
    helmet = {
        "id": "helmet",
        "class": "helmet",
        "covers": [{"location": "head"}],
        "absorption": 3,
        "quality": 1,
    }
    bow = {"id": "bow", "kind": "ranged", "damage": 7, "quality": 2, "skill_die": "d20", "hands": 2}
    arrows = {"id": "arrows", "damage": 4, "quality": 3, "count": 12}
    table = Walka(
        client,
        [
            ala(str_level=4, weapons=[axe]),
            bor(nac=0, armour_pieces=[greave, helmet]),
            ala(id="Luk", spd=8, weapons=[bow], ammunition=[arrows]),
        ],
    )
    m2 = {"attacker": "Ala", "target": "Bor", "damage_type": "slashing", "location": "left_leg"}
    out = table.step("damage", m2, table.gm).get_json()
    assert out["rolls"] == [] and out["outcome"]["taken"] == 4
    assert out["outcome"]["damage_type"] == "blunt"
    assert table.char("Ala")["weapons"][0]["quality"] == 1
    assert table.char("Bor")["hp"] == 76
    assert {"path": "models.Ala.weapons.axe.quality", "from": 2, "to": 1} in out["changes"]

    m3 = {
        "attacker": "Luk",
        "target": "Bor",
        "damage_type": "piercing",
        "location": "head",
        "critical": True,
    }
    bor_state = table.char("Bor")
    out = table.step("damage", m3, table.gm).get_json()["outcome"]
    # Bor's NAC is 0 here: (11 - 0 - 3) x 2 = 16; the helmet loses 1 Quality.
    assert (out["attack_kind"], out["dealt"], out["taken"]) == ("shot", 11, 16)
    helmet_after = next(p for p in table.char("Bor")["armour_pieces"] if p["id"] == "helmet")
    assert helmet_after["quality"] == 0
    assert table.char("Bor")["hp"] == bor_state["hp"] - 16
    assert table.char("Luk")["ammunition"][0]["quality"] == 3


def test_instant_chain_interrupts_and_prepaid_actions(client):
    """walka.md §4: one declaration has no REF test, so no dice."""
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    chain = {
        "trigger": {"actor": "Ala", "kind": "attack"},
        "declarations": [{"actor": "Bor", "interrupts": "trigger"}],
    }
    # It charges Ala's declared attack (north) and Bor's instant (south): the game master's.
    for side in (north, south):
        assert_problem(table.step("instant-chain", chain, side, expect=None), 403, "game master")
    r = table.step("instant-chain", chain, table.gm).get_json()
    assert r["rolls"] == [] and r["outcome"]["links"][0]["joined"] is True
    state = table.state
    # The declared attack and the instant are both paid at declaration.
    assert (state["models"]["Ala"]["ap"], state["models"]["Bor"]["ap"]) == (8, 7)
    assert state["chain"]["position"] == 0
    assert state["models"]["Bor"]["prepaid"] == {"kind": "instant", "link": 1}
    assert_problem(
        table.step("strike", strike("Ala", "Bor"), north, expect=None), 409, "link 1 (Bor) is due"
    )
    assert_problem(table.step("end-turn", {"character": "Ala"}, north, expect=None), 409, "chain")
    # Bor's instant, already paid (resolved at the table: an activity of 0 AP here).
    instant = {"character": "Bor", "activities": [{"activity": "instant"}]}
    out = table.step("action-points", instant, south).get_json()["outcome"]
    assert out["spent"] == [{"activity": "instant", "cost": 0, "borrowed": 0, "ap_after": 7}]
    assert table.char("Bor")["prepaid"] is None
    assert_problem(table.step("action-points", instant, south, expect=None), 409, "link 1 (Bor)")
    assert_problem(
        table.step("instant-chain/next", {"link": 2}, table.gm, expect=None), 409, "link 1"
    )
    table.step("instant-chain/next", {"link": 1, "effective": True}, table.gm)
    state = table.state
    assert state["chain"] is None
    assert state["last_chain"]["trigger"]["result"] == "failed_interrupted"
    assert state["models"]["Ala"]["prepaid"] is None and state["models"]["Ala"]["ap"] == 8

    # Again, and this time the instant does not stop Ala: her attack goes ahead, paid.
    bor_ap = table.char("Bor")["ap"]
    table.step("instant-chain", chain, table.gm)
    table.step("instant-chain/next", {"link": 1, "effective": False}, table.gm)
    state = table.state
    assert state["last_chain"]["trigger"]["result"] == "executed"
    assert state["models"]["Ala"]["prepaid"] == {"kind": "attack"}
    assert (state["models"]["Ala"]["ap"], state["models"]["Bor"]["ap"]) == (5, bor_ap - 3)
    table.defends("Bor", "block")
    r = table.step("strike", strike("Ala", "Bor", form="cut"), north).get_json()
    assert r["outcome"]["attack"]["cost"] == 0
    fumbled = r["outcome"]["attack"]["fumble"]
    assert table.char("Ala")["ap"] == 5 - (1 if fumbled else 0)

    # A declarer without the AP for its instant: 409, and nothing is paid.
    before = table.state["models"]
    costly = {
        "trigger": {"actor": "Ala", "kind": "attack"},
        "declarations": [{"actor": "Bor", "spell": True, "cost": 10, "interrupts": "trigger"}],
    }
    assert_problem(table.step("instant-chain", costly, table.gm, expect=None), 409, "only")
    after = table.state["models"]
    assert (after["Ala"]["ap"], after["Bor"]["ap"]) == (before["Ala"]["ap"], before["Bor"]["ap"])


def test_declaring_a_chain_answers_what_is_decided_the_rest_pending(client):
    """walka.md §4: the declare step pays, tests REF and orders the chain (Declare 1-4); what
    each element ends as is decided when instant-chain/next reports `effective` (Resolve 5-6).
    The answer, the stored chain and the log say pending alike, and verify recomputes it."""
    table = Walka(client, [ala(), bor()])
    table.step("initiative", {})
    chain = {
        "trigger": {"actor": "Ala", "kind": "attack"},
        "declarations": [{"actor": "Bor", "interrupts": "trigger"}],
    }
    r = table.step("instant-chain?odds=true", chain, table.gm).get_json()
    out = r["outcome"]
    # Its odds forecast no result the step does not decide (the trigger's is pending).
    assert r["odds"] and "trigger_executed" not in str(r["odds"]), r["odds"]
    assert [link["result"] for link in out["links"]] == ["pending"]
    assert out["trigger"]["result"] == "pending"
    assert [link["ap"] for link in out["links"]] == [7]  # Bor's 10 AP less 3
    stored = table.state["chain"]
    assert [link["result"] for link in stored["links"]] == ["pending"]
    assert stored["trigger"]["result"] == "pending"
    table.step("instant-chain/next", {"link": 1, "effective": False}, table.gm)
    last = table.state["last_chain"]
    assert (last["links"][0]["result"], last["trigger"]["result"]) == ("executed", "executed")
    declared = next(e for e in table.log() if e["step"] == "instant_chain")
    assert declared["outcome"]["trigger"]["result"] == "pending"
    table.reveal()
    assert table.verify()["ok"]


def test_a_chain_of_two_links_tests_ref_and_runs_last_in_first_out(client):
    """walka.md C2: Ala walks a unit; Bor shoots at her; Dag tries to interrupt Bor."""
    table = Walka(client, [ala(), bor(), bor(id="Dag", spd=8, side="north")])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    walk = {"character": "Ala", "activities": [{"activity": "walk"}]}
    table.step("action-points", walk, north)
    chain = {
        "trigger": {"actor": "Ala", "kind": "movement_unit"},
        "declarations": [
            {"actor": "Bor", "interrupts": None},
            {"actor": "Dag", "interrupts": 1},
        ],
    }
    assert_problem(table.step("instant-chain", chain, south, expect=None), 403, "game master")
    r = table.step("instant-chain", chain).get_json()
    out = r["outcome"]
    assert out["dcs"] == [None, 10]
    assert [roll["sides"] for roll in r["rolls"]] == [20]  # Dag's REF test only
    state = table.state
    # Both paid at declaration, whether Dag joins or not; the moved unit was paid before.
    assert state["models"]["Ala"]["ap"] == 9
    assert (state["models"]["Bor"]["ap"], state["models"]["Dag"]["ap"]) == (7, 6)
    if out["links"][1]["joined"]:
        assert [e["link"] for e in out["execution_order"]] == [2, 1, None]
        assert state["models"]["Dag"]["prepaid"] == {"kind": "instant", "link": 2}
        table.step("instant-chain/next", {"link": 2, "effective": True}, table.gm)
        last = table.state["last_chain"]
        assert [link["result"] for link in last["links"]] == ["failed_interrupted", "executed"]
    else:
        assert [e["link"] for e in out["execution_order"]] == [1, None]
        assert state["models"]["Bor"]["prepaid"] == {"kind": "instant", "link": 1}
        table.step("instant-chain/next", {"link": 1}, table.gm)
        last = table.state["last_chain"]
        assert [link["result"] for link in last["links"]] == ["executed", "failed_ref"]
    assert last["trigger"]["result"] == "executed" and table.state["chain"] is None
    # A movement trigger leaves nothing prepaid: Ala walks on, paying as usual.
    assert table.char("Ala")["prepaid"] is None
    assert table.step("action-points", walk, north).get_json()["outcome"]["ap"] == 7


def test_terrain_borrowing_for_a_reload_and_a_shot(client):
    """walka.md T1 and AP3: the safe pace on ice, then a reload step on borrowed AP."""
    crossbow = {
        "id": "crossbow",
        "kind": "ranged",
        "damage": 7,
        "quality": 2,
        "skill_die": "d12",
        "hands": 2,
        "loaded": False,
        "reload_steps": [{"name": "crank", "cost": 3}],
    }
    bolts = {"id": "bolts", "damage": 5, "quality": 2, "count": 3}
    table = Walka(client, [ala(id="Cyn", spd=11, weapons=[crossbow], ammunition=[bolts]), bor()])
    north, south = table.sides["north"], table.sides["south"]
    table.step("initiative", {})
    safe = {"character": "Cyn", "steps": [{"mode": "walk", "safe": True}] * 3}
    out = table.step("terrain", safe, north).get_json()
    assert out["rolls"] == [] and out["outcome"]["ap_spent"] == 9
    assert table.char("Cyn")["ap"] == 1
    assert_problem(
        table.step("strike", strike("Cyn", "Bor", distance=4), north, expect=None),
        409,
        "crossbow is not loaded",
    )
    reload = {"character": "Cyn", "activities": [{"activity": "reload", "weapon": "crossbow"}]}
    out = table.step("action-points", reload, north).get_json()["outcome"]
    assert (out["borrowed"], out["ap"], out["pending_ap_penalty"]) == (2, 0, 2)
    cyn = table.char("Cyn")
    assert cyn["borrowed_reload"] == {"weapon": "crossbow", "step": "crank"}
    assert cyn["weapons"][0]["loaded"] is False
    assert table.state["turn"]["ended"] is True
    table.step("end-turn", {"character": "Cyn"}, north)
    table.step("end-turn", {"character": "Bor"}, south)
    r = table.step("end-turn", {"character": "Bor"}, south, expect=None)
    assert_problem(r, 409, "Cyn's turn")
    cyn = table.char("Cyn")
    # The crank completed at the turn start, which regenerated 2 AP fewer (AP3).
    assert cyn["ap"] == 8 and cyn["weapons"][0]["loaded"] is True
    assert cyn["borrowed_reload"] is None and cyn["pending_ap_penalty"] == 0
    shot = strike(
        "Cyn",
        "Bor",
        form="thrust",
        distance=4,
        location_mode="chosen",
        location="torso",
    )
    table.defends("Bor", "cover", "ranged")
    r = table.step("strike", shot, north).get_json()
    assert r["outcome"]["attack"]["damage_kind"] == "shot"
    cyn = table.char("Cyn")
    assert cyn["weapons"][0]["loaded"] is False and cyn["ammunition"][0]["count"] == 2
    assert_problem(table.step("strike", shot, north, expect=None), 409, "crossbow is not loaded")


def test_surprise_opens_the_combat(client):
    table = Walka(client, [ala(), bor()])
    north, south = table.sides["north"], table.sides["south"]
    out = table.step("surprise", {"target": "Bor", "detection_dc": 1000}, table.gm).get_json()
    surprised = out["outcome"]["surprised"]  # fails unless a natural 20
    initiative = table.step("initiative", {}).get_json()["outcome"]
    assert initiative["round1_skipped"] == (["Bor"] if surprised else [])
    defense = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    r = table.step("defense", defense, south).get_json()
    assert r["outcome"]["type"] == ("none" if surprised else "block")
    table.step("end-turn", {"character": "Ala"}, north)
    state = table.state
    if surprised:  # no turn for Bor in round 1; still defenceless until its first turn
        assert (state["round"], state["turn"]["character"]) == (2, "Ala")
        assert state["models"]["Bor"]["defenceless"] is True
        table.step("end-turn", {"character": "Ala"}, north)
    assert table.state["turn"]["character"] == "Bor"
    assert table.char("Bor")["surprised"] is False and table.char("Bor")["defenceless"] is False


def test_idempotent_strike_rolls_once(client):
    table = Walka(client, [ala(), bor()])
    north = table.sides["north"]
    table.step("initiative", {})
    body = strike("Ala", "Bor", form="cut")
    table.defends("Bor", "block")
    first = table.step("strike", body, north, **{"Idempotency-Key": "swing-1"})
    again = table.step("strike", body, north, **{"Idempotency-Key": "swing-1"})
    assert first.get_json() == again.get_json()
    assert first.headers["ETag"] == again.headers["ETag"]
    assert [e["step"] for e in table.log()] == ["initiative", "defense", "strike"]
    assert table.char("Ala")["ap"] == first.get_json()["outcome"]["attacker_after"]["ap"]
    other = {**body, "form": "thrust"}
    assert_problem(
        table.step("strike", other, north, expect=None, **{"Idempotency-Key": "swing-1"}),
        422,
        "different request",
    )


def test_roster_is_checked(client):
    both = {**BREASTPLATE, "id": "cuirass", "covers": [{"location": "torso"}, {"location": "back"}]}
    plate = {**BREASTPLATE, "covers": [{"location": "torso"}, {"location": "back"}]}
    r = client.post(
        "/v1/encounters",
        json={"system": "walka", "models": [ala(), bor(armour_pieces=[plate, both])]},
    )
    body = assert_problem(r, 422, "breastplate and cuirass overlap")
    assert "models.1.armour_pieces" in body["errors"]
    r = client.post("/v1/encounters", json={"system": "walka", "models": [ala(), ala(id="Ola")]})
    assert_problem(r, 422, "at least two sides")


def test_gm_adds_a_character_after_initiative_by_spd(client):
    table = Walka(client, [ala(), bor(spd=6)])
    table.step("initiative", {})
    headers = {"Authorization": f"Bearer {table.gm}"}
    r = client.post(
        f"/v1/encounters/{table.id}/walka/models",
        json=bor(id="Dag", spd=8),
        headers=headers,
    )
    assert r.status_code == 200, r.data
    state = table.state
    # Placed after everyone with SPD >= 8, without a roll (§2 DECISION).
    assert state["order"] == ["Ala", "Dag", "Bor"]
    assert state["models"]["Dag"]["order_index"] == 1
    table.step("end-turn", {"character": "Ala"}, table.sides["north"])
    assert table.state["turn"]["character"] == "Dag"
    # Removing the character whose turn it is passes the turn on, with its turn start.
    table.step(
        "action-points",
        {"character": "Bor", "activities": [{"activity": "run"}]},
        table.sides["south"],
        expect=409,
    )
    r = client.delete(f"/v1/encounters/{table.id}/walka/models/Dag", headers=headers)
    assert r.status_code == 200, r.data
    state = table.state
    assert state["order"] == ["Ala", "Bor"] and "Dag" not in state["models"]
    assert state["turn"] == {"character": "Bor", "position": 1, "ended": False}
    # A GM correction keeps the state it does not name: Bor's AP stay, its SPD changes.
    r = client.put(f"/v1/encounters/{table.id}/walka/models/Bor", json=bor(spd=2), headers=headers)
    assert r.status_code == 200, r.data
    corrected = table.char("Bor")
    assert (corrected["spd"], corrected["max_ap"], corrected["ap"]) == (2, 6, 6)
    assert table.log()[-1]["step"] == "gm.edit_model"


def _validator(spec: dict, schema: dict) -> OAS31Validator:
    registry = Registry().with_resource(
        "urn:live-spec", Resource.from_contents(spec, default_specification=DRAFT202012)
    )
    return OAS31Validator({"$ref": "urn:live-spec" + schema["$ref"]}, registry=registry)


def test_answers_state_and_log_match_the_spec(app, client):
    """Encounter answers are serialized without marshmallow: check them against the spec the
    app serves (the committed one is regenerated at integration)."""
    spec = app.test_client().get("/openapi.json").get_json()
    base = "/v1/encounters/{encounter_id}"

    def check(path, body, method="post"):
        content = spec["paths"][path][method]["responses"]["200"]["content"]
        validator = _validator(spec, content["application/json"]["schema"])
        errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(body)]
        assert not errors, (path, errors)

    table = Walka(client, [ala(), bor(), bor(id="Dag", spd=8, side="north")])
    north, south = table.sides["north"], table.sides["south"]
    steps = [
        ("surprise", {"target": "Dag", "detection_dc": 3}, table.gm),
        ("initiative", {}, None),
        (
            "hit-location",
            {"attacker": "Ala", "target": "Bor", "mode": "chosen", "location": "head"},
            north,
        ),
        ("defense", {"defender": "Bor", "attack_kind": "melee", "type": "block"}, south),
        # The attack meets the block Bor rolled (§6).
        ("attack", {"attacker": "Ala", "target": "Bor", "form": "cut"}, north),
        (
            "damage",
            {
                "attacker": "Ala",
                "target": "Bor",
                "damage_type": "slashing",
                "location": "torso",
                "critical": True,
            },
            table.gm,
        ),
        (
            "wounds",
            {
                "attacker": "Ala",
                "target": "Bor",
                "location": "left_arm",
                "taken": 21,
                "damage_type": "slashing",
                "critical": True,
            },
            table.gm,
        ),
        ("stanch", {"target": "Bor", "wound": "w1", "n": 1}, table.gm),
        ("cure-bleeding", {"target": "Bor", "wound": "w1", "n": 1}, table.gm),
        ("heal-wound", {"target": "Bor", "wound": "w1", "hp_restored": 5}, table.gm),
        (
            "instant-chain",
            {
                "trigger": {"actor": "Ala", "kind": "attack"},
                "declarations": [{"actor": "Bor", "interrupts": "trigger"}],
            },
            None,
        ),
        ("instant-chain/next", {"link": 1, "effective": False}, table.gm),
        # Bor may have dropped his buckler to a hand critical above: he chooses no defence.
        ("defense", {"defender": "Bor", "attack_kind": "melee", "type": "none"}, south),
        ("strike", strike("Ala", "Bor", form="cut"), north),
        ("terrain", {"character": "Ala", "steps": [{"mode": "crawl"}]}, north),
        ("end-turn", {"character": "Ala"}, north),
        ("status", {"character": "Dag", "status": "fled"}, table.gm),
        ("end-encounter", {"statuses": {"Bor": "bound"}, "reason": "taken prisoner"}, None),
    ]
    for path, body, token in steps:
        r = table.step(path, body, token)
        check(f"{base}/walka/{path}", r.get_json())
    r = client.get(f"/v1/encounters/{table.id}")
    check(base, r.get_json(), "get")
    r = client.get(f"/v1/encounters/{table.id}/log?page_size=100")
    check(f"{base}/log", r.get_json(), "get")
    table.reveal()
    result = table.verify()
    assert result["ok"] and result["entries"] == len(steps), result
    r = client.get(f"/v1/encounters/{table.id}/export")
    check(f"{base}/export", r.get_json(), "get")


def test_ap2_leaving_the_reach_on_an_encounter_either_way(client):
    """walka.md §3 AP2 through the encounter's spend step: spd 8 (max_ap 9); walk 1 unit out of
    an enemy's reach (2 + 1), walk 1 unit (2), attack (3): 8 spent, 1 left. `leave_reach` is the
    flag's alias on a spend entry and an activity of its own (§1, §3)."""
    ways = [
        [{"activity": "walk", "leave_reach": True}, {"activity": "walk"}],
        [{"activity": "walk"}, {"activity": "leave_reach"}, {"activity": "walk"}],
    ]
    for activities in ways:
        table = Walka(client, [ala(spd=8), bor()])
        north, south = table.sides["north"], table.sides["south"]
        table.step("initiative", {})
        table.step("end-turn", {"character": "Bor"}, south)
        assert table.char("Ala")["ap"] == 9
        body = {"character": "Ala", "activities": [*activities, {"activity": "attack"}]}
        out = table.step("action-points", body, north).get_json()["outcome"]
        assert (out["ap_spent"], out["ap"], out["instant_affordable"]) == (8, 1, False)
        assert table.char("Ala")["ap"] == 1
    # Given before the unit it leaves the reach with: 422, nothing paid.
    table = Walka(client, [ala(spd=8), bor()])
    table.step("initiative", {})
    table.step("end-turn", {"character": "Bor"}, table.sides["south"])
    body = {"character": "Ala", "activities": [{"activity": "leave_reach"}, {"activity": "walk"}]}
    r = table.step("action-points", body, table.sides["north"], expect=None)
    assert_problem(r, 422, "right after the run, walk or crawl", field="activities.0.activity")
    assert table.char("Ala")["ap"] == 9


def test_an_attack_without_form_resolves_and_the_damage_asks_for_the_type(app, client):
    """walka.md §7: form has no default and the hit test needs no damage type, so an attack
    with a sword that fixes none answers damage_type null; the strike and the damage step,
    which deal damage, ask for form or damage_type (422, nothing changes)."""
    spec = app.test_client().get("/openapi.json").get_json()
    table = Walka(client, [ala(), bor()])
    north = table.sides["north"]
    table.step("initiative", {})
    before = table.char("Ala")
    block = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    table.step("defense", block, table.sides["south"])
    no_form = strike("Ala", "Bor")
    r = table.step("strike", no_form, north, expect=None)
    body = assert_problem(r, 422, "give form", "damage_type", field="form")
    assert body["code"] == "damage_type_required"
    assert table.char("Ala") == before
    attack = {"attacker": "Ala", "target": "Bor"}
    answer = table.step("attack", attack, north).get_json()
    out = answer["outcome"]
    assert out["damage_type"] is None and out["cost"] == 3
    assert out["defender_penalty_added"] == out["defender_pending_ap_penalty_added"]
    assert table.char("Bor")["pending_ap_penalty"] == out["defender_penalty_added"]
    path = "/v1/encounters/{encounter_id}/walka/attack"
    content = spec["paths"][path]["post"]["responses"]["200"]["content"]
    validator = _validator(spec, content["application/json"]["schema"])
    assert not [e.message for e in validator.iter_errors(answer)]
    damage = {
        "attacker": "Ala",
        "target": "Bor",
        "damage_type": out["damage_type"],
        "location": "torso",
    }
    bor_before = table.char("Bor")
    r = table.step("damage", damage, table.gm, expect=None)
    assert_problem(r, 422, "damage_type", "form", field="damage_type")
    assert table.char("Bor") == bor_before
