"""A field is required exactly when some path of the procedure for these inputs reads it.

urban-war.md U3: validation precedes the first draw. A field that no path reads is
optional (still accepted and validated); one that some path reads is a 422 naming it and
why, before any die. The digest's worked examples are sent with the fields they give:
§6.15 B1-B3 (opponents {AS, FS, T, W, weapon, panicked, shield_applies}), §6.16 O1, O2,
§6.9 S1-S3.
"""

from __future__ import annotations

import pytest

from tests.support.problems import assert_problem

PREFIX = "/v1/urban-war/"
KNIFE = {"name": "Knife", "bands": {"melee": "0/4"}}
RIFLE = {"name": "Rifle", "bands": {"medium": "0/5"}}
ASSAULT_RIFLE = {
    "name": "Assault rifle",
    "bands": {"melee": "-", "short": "+1x2/5", "medium": "0x2/5", "long": "-1/4", "extreme": "-"},
}
LONG_RIFLE = {"name": "Long rifle", "bands": {"long": "0/6"}}
HEAVY_CANNON = {"name": "Heavy cannon", "bands": {"long": "-1/8x2"}}


def ok(client, route, body, dice):
    response = client.post(PREFIX + route, json={**body, "dice": dice})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def refused(client, route, body, field, *words, first=()):
    # Fifty manual dice (`first`, then sixes): had any been drawn the answer would be about
    # the dice. A test passed with sixes (a break off, an interrupt) needs `first` to fail.
    dice = [*first, *[6] * (50 - len(first))]
    response = client.post(PREFIX + route, json={**body, "dice": dice})
    problem = assert_problem(response, 422, field=field, code="validation_error")
    assert "dice" not in problem["errors"]
    for word in words:
        assert any(word in m for m in problem["errors"][field]), problem["errors"]
    return problem


# --- §6.15 break_off: opponents {AS, FS, T, W, weapon, panicked, shield_applies}

B_MODEL = {"AS": 3, "ST": 3, "T": 3, "W": 1, "FS": 3, "MV": 3, "CD": 5, "CAL": 1}
# B1's opponent: AS 4 with a Knife; T, W, FS as B3's melee reads them; no MV, no ST. As the
# only opponent it is the fallback target, so its CD is read if it loses B3's melee.
B_OPPONENT = {"id": "k", "AS": 4, "T": 3, "W": 1, "FS": 3, "CD": 4, "weapon": KNIFE}
B = {"model": B_MODEL, "opponents": [B_OPPONENT]}


def check_b1(client, body):
    """urban-war.md §6.15 B1: test 7, 4 → 17, passed; the free strike's 3 → 4 misses."""
    out = ok(client, "break-off", body, [7, 4, 3])["outcome"]
    assert out["test"]["total"] == 17 and out["test"]["passed"]
    assert out["free_strikes"][0]["hit"]["attacks"][0]["total"] == 4
    assert out["broke_off"] and out["break_off_distance_in"] == 4


def check_b2(client, body):
    """B2: the free strike's 9, 6 → hit 10, wound 7: out of action, no move."""
    out = ok(client, "break-off", body, [7, 4, 9, 6])["outcome"]
    assert out["free_strikes"][0]["hit"]["attacks"][0]["total"] == 10
    assert out["free_strikes"][0]["damage"]["rolls"][0]["total"] == 7
    assert out["out_of_action"] and out["break_off_distance_in"] == 0


def test_b1_without_the_opponents_mv_and_st(client):
    check_b1(client, B)


def test_b2_without_the_opponents_mv_and_st(client):
    check_b2(client, B)


def test_b3_without_the_opponents_mv_and_st(client):
    out = ok(client, "break-off", B, [2, 2, 1, 1])["outcome"]
    assert out["test"]["auto_fail"] and out["melee"]["first_strike"]["order"] == "simultaneous"
    assert out["melee"]["result"]["reason"] == "draw" and not out["broke_off"]


def test_the_fallback_target_needs_no_command(client):
    """The digest lists no CD among an opponent's inputs: a fallback target that loses the
    forced melee of B3 owes its panic test, reported due and not rolled (no die)."""
    opponent = {k: v for k, v in B_OPPONENT.items() if k != "CD"}
    # B3's test 2, 2 fails; FS 3 vs 3: simultaneous. The model (bare-handed, AS 3 vs 4):
    # die 10 hits (natural 10), damage die 1 (natural 1) fails; the opponent: die 1 misses.
    answer = ok(client, "break-off", {**B, "opponents": [opponent]}, [2, 2, 10, 1, 1])
    result = answer["outcome"]["melee"]["result"]
    assert result["loser"] == "defender"
    assert result["panic_test"] == {
        "tested": False,
        "due": True,
        "reason": "command_not_given",
        "test": None,
        "panicked": False,
    }
    assert len(answer["rolls"]) == 5


def test_no_opponent_needs_a_command(client):
    second = {"id": "k2", "AS": 2, "T": 3, "W": 1, "FS": 1, "weapon": KNIFE}
    without_cd = {k: v for k, v in B_OPPONENT.items() if k != "CD"}
    body = {**B, "opponents": [without_cd, second]}
    # Passed: both free strikes miss (die 3: 3 + 4 - 3 = 4; die 5: 5 + 2 - 3 = 4).
    out = ok(client, "break-off", body, [7, 4, 3, 5])["outcome"]
    assert [s["opponent"] for s in out["free_strikes"]] == ["k", "k2"] and out["broke_off"]
    # Failed (2, 2), the second named as the fallback target: the model (FS 3) strikes
    # first, die 1 misses; k2 (FS 1) strikes back, die 1 misses: a draw, no test.
    named = {**body, "fallback_target": "k2"}
    out = ok(client, "break-off", named, [2, 2, 1, 1])["outcome"]
    assert out["melee"]["first_strike"]["order"] == "attacker_first"
    assert out["melee"]["result"]["reason"] == "draw"


# §6.15 B1, B2 exactly as printed: the model {AS, T, W, MV, CD, CAL} gives no ST or FS, the
# opponent {AS, Knife} no FS, T or W. Only the melee a failed test forces reads those.
B1_MODEL = {"assault_skill": 3, "toughness": 3, "wounds": 1, "movement": 3, "command": 5,
            "calibre": 1}  # fmt: skip
B1 = {"model": B1_MODEL, "opponents": [{"assault_skill": 4, "weapon": KNIFE}]}
FORCED_MELEE_READS = (
    "model.first_strike",
    "model.strength",
    "opponents.0.first_strike",
    "opponents.0.toughness",
    "opponents.0.wounds",
)


def test_b1_as_printed(client):
    check_b1(client, B1)


def test_b2_as_printed(client):
    check_b2(client, B1)


@pytest.mark.parametrize("field", FORCED_MELEE_READS)
def test_b3_as_printed_needs_what_the_forced_melee_reads(client, field):
    # Test dice 2, 2: auto_fail, so the model must attack (§6.15 step 4) and the melee
    # reads the FS, ST, T and W B1 leaves out; refused before any die.
    refused(client, "break-off", B1, field, "fails with these dice", first=[2, 2])


def test_without_known_dice_the_forced_melee_fields_are_needed(client):
    """No manual dice and no seed (a fresh seed, or the odds route): the test may fail."""
    for route, body in (("break-off", B1), ("break-off/odds", B1)):
        problem = assert_problem(
            client.post(PREFIX + route, json=body), 422, code="validation_error"
        )
        assert set(FORCED_MELEE_READS) <= set(problem["errors"]), problem["errors"]
        assert "in case the break-off test fails" in problem["errors"]["model.first_strike"][0]


def test_a_seed_decides_as_its_dice_do(client):
    """A seed fixes the stream, so whether its break-off test passes is known before any
    die is drawn: a passing seed needs no forced-melee field, a failing one names them."""
    verdicts = {}
    for seed in ("a", "b"):
        full = {
            "model": {**B1_MODEL, "first_strike": 3, "strength": 3},
            "opponents": [{**B1["opponents"][0], "FS": 3, "T": 3, "W": 1}],
        }
        rolled = client.post(PREFIX + "break-off", json={**full, "seed": seed}).get_json()
        verdicts[seed] = rolled["outcome"]["test"]["passed"]
        answer = client.post(PREFIX + "break-off", json={**B1, "seed": seed})
        if verdicts[seed]:
            assert answer.status_code == 200, answer.get_json()
            assert answer.get_json()["rolls"] == rolled["rolls"]
        else:
            problem = assert_problem(answer, 422, field="model.first_strike")
            assert "fails with these dice" in problem["errors"]["model.first_strike"][0]
    assert set(verdicts.values()) == {True, False}  # both branches seen


def test_odds_of_a_roll_that_left_the_forced_melee_out_are_unavailable(client):
    """?odds=true: the roll stands; its odds (which cover a failed test) say what is missing."""
    answer = client.post(PREFIX + "break-off?odds=true", json={**B1, "dice": [7, 4, 3]})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert body["outcome"]["broke_off"]
    assert body["odds"]["available"] is False
    assert "model.first_strike" in body["odds"]["reason"]


def test_a_bare_handed_opponent_needs_its_strength_for_the_free_strike(client):
    bare = {k: v for k, v in B_OPPONENT.items() if k != "weapon"}
    refused(
        client,
        "break-off",
        {**B, "opponents": [bare]},
        "opponents.0.strength",
        "bare-handed",
        "free strike",
    )
    # With ST 4 it strikes at it: die 9 hits (9 + 4 - 3 = 10), die 5: 5 + 4 - 3 = 6 wounds.
    out = ok(client, "break-off", {**B, "opponents": [{**bare, "ST": 4}]}, [7, 4, 9, 5])
    assert out["outcome"]["free_strikes"][0]["damage"]["rolls"][0]["total"] == 6


def test_without_free_strikes_only_the_fallback_target_strength_is_read(client):
    bare_second = {"id": "k2", "AS": 2, "T": 3, "W": 1, "FS": 1}
    body = {
        **B,
        "opponents": [B_OPPONENT, bare_second],
        "config": {"break_off_free_strike": False},
    }
    out = ok(client, "break-off", body, [7, 4])["outcome"]
    assert out["broke_off"] and out["free_strikes"] == []
    bare_fallback = {"model": B_MODEL, "opponents": [bare_second]}
    without_free_strikes = {**bare_fallback, "config": {"break_off_free_strike": False}}
    # Passed (7, 4): nothing strikes, so the bare-handed fallback target's ST is not read.
    ok(client, "break-off", without_free_strikes, [7, 4])
    # Failed (2, 2): it strikes back in the forced melee, at its ST.
    refused(
        client,
        "break-off",
        without_free_strikes,
        "opponents.0.strength",
        "bare-handed",
        first=[2, 2],
    )


# --- §6.16 overwatch_interrupt

O1 = {
    "kind": "shot",
    "interrupter": {
        "order": "overwatch",
        "SH": 4,
        "CD": 4,
        "CAL": 1,
        "commander_in_range": True,
        "weapon": RIFLE,
    },
    "target": {"T": 4, "W": 1, "SZ": 2},
    "distance_in": 20,
}


def test_o1_as_written_no_mv_for_a_shot(client):
    out = ok(client, "overwatch-interrupt", O1, [6, 4, 6, 5])["outcome"]
    assert out["test"]["total"] == 15 and out["shooting"]["out_of_action"]


def test_o1_without_the_order_or_the_targets_size(client):
    """O1 states no order (only an overwatch model may interrupt: the default) and the
    target's SZ 2 is the average SZ, the default (§3)."""
    interrupter = {k: v for k, v in O1["interrupter"].items() if k != "order"}
    target = {"T": 4, "W": 1}
    body = {**O1, "interrupter": interrupter, "target": target}
    out = ok(client, "overwatch-interrupt", body, [6, 4, 6, 5])["outcome"]
    assert out["test"]["total"] == 15
    assert out["shooting"]["hit"]["shots"][0]["total"] == 10
    assert out["shooting"]["damage"]["rolls"][0]["total"] == 6
    assert out["shooting"]["out_of_action"] and out["interrupter_activated"]


# §6.16 O3 as printed: a shot at 40 in, CD 4, CAL 1, no Commander; no order, no SH, no
# weapon, nothing of the target. The test fails with its dice, so nothing is shot.
O3 = {"kind": "shot", "interrupter": {"CD": 4, "CAL": 1}, "target": {}, "distance_in": 40}


def test_o3_as_printed(client):
    answer = ok(client, "overwatch-interrupt", O3, [2, 6])
    out = answer["outcome"]
    assert out["test"]["total"] == 10 and not out["passed"]
    assert out["interrupter_activated"] and out["target_action_continues"]
    assert out["shooting"] is None and len(answer["rolls"]) == 2


@pytest.mark.parametrize(
    "field",
    ["interrupter.shooting_skill", "interrupter.weapon", "target.toughness", "target.wounds"],
)
def test_an_interrupt_shot_that_may_happen_needs_what_it_reads(client, field):
    # Dice 6, 6: 12 + 4 + 1 - 3 = 14, failed; 10, 10: 20 + 2 = 22, passed.
    refused(client, "overwatch-interrupt", O3, field, "interrupt shot", first=[10, 10])
    ok(client, "overwatch-interrupt", O3, [6, 6])
    problem = assert_problem(client.post(PREFIX + "overwatch-interrupt", json=O3), 422, field=field)
    assert "dice" not in problem["errors"]


def test_a_given_order_other_than_overwatch_is_still_refused(client):
    body = {**O1, "interrupter": {**O1["interrupter"], "order": "snap_fire"}}
    response = client.post(PREFIX + "overwatch-interrupt", json={**body, "dice": [6, 4, 6, 5]})
    assert_problem(response, 422, "overwatch", field="interrupter.order")


O2_INTERRUPTER = {
    "order": "overwatch",
    "AS": 4,
    "ST": 4,
    "T": 4,
    "W": 1,
    "FS": 4,
    "MV": 3,
    "CAL": 1,
    "CD": 4,
}
O2_TARGET = {"AS": 3, "ST": 3, "T": 3, "W": 1, "FS": 3}
O2 = {"kind": "charge", "interrupter": O2_INTERRUPTER, "target": O2_TARGET, "distance_in": 6.5}


def test_o2_as_written(client):
    """O2 gives no CD for the target and ends in a draw: no panic test reads it."""
    out = ok(client, "overwatch-interrupt", O2, [5, 5, 4, 3, 6, 5])["outcome"]
    assert out["test"]["total"] == 15 and out["passed"]
    assert out["melee"]["first_strike"]["order"] == "attacker_first"
    assert out["melee"]["result"] == {"loser": None, "reason": "draw", "panic_test": None}
    assert not out["target_action_continues"]


def test_an_interrupt_charge_target_without_cd_that_loses_owes_its_test(client):
    # O2 with other dice: the interrupter hits (die 10) without wounding (damage die 1),
    # the target misses (die 1): the target loses, its CD not given, its test is due.
    answer = ok(client, "overwatch-interrupt", O2, [5, 5, 10, 1, 1])
    panic = answer["outcome"]["melee"]["result"]["panic_test"]
    assert answer["outcome"]["melee"]["result"]["loser"] == "defender"
    assert panic["due"] is True and panic["tested"] is False
    assert panic["reason"] == "command_not_given" and panic["test"] is None
    assert len(answer["rolls"]) == 5


def test_an_interrupt_shot_never_reads_the_targets_panic_penalty(client):
    """§8, corrected 2026-12-01: the target's panic_penalty belongs to an interrupt charge
    (its strike back), never to a shot at it: O1 answers the same with it, and nothing in
    the shot is marked panicked."""
    plain = ok(client, "overwatch-interrupt", O1, [6, 4, 6, 5])
    body = {**O1, "target": {**O1["target"], "panicked": True, "panic_penalty": True}}
    penalised = ok(client, "overwatch-interrupt", body, [6, 4, 6, 5])
    assert penalised["outcome"] == plain["outcome"] and penalised["rolls"] == plain["rolls"]
    assert "panicked" not in str(plain["outcome"]["shooting"]["hit"]["modifiers"])


def test_an_interrupt_charge_target_strikes_back_with_its_panic_penalty(client):
    """The target of an interrupt charge that rallied this action (no token, the penalty
    kept): -2 on its strike back. O2's target die 6 makes 6 + 3 - 4 + 1 = 6, a hit; with
    the penalty 4, a miss, so the interrupter, not hit, wins."""
    body = {**O2, "target": {**O2_TARGET, "CD": 4, "panic_penalty": True}}
    out = ok(client, "overwatch-interrupt", body, [5, 5, 4, 3, 6, 5, 5])["outcome"]
    strike_back = out["melee"]["strikes"][1]
    assert strike_back["striker"] == "defender"
    assert {"reason": "panicked", "value": -2} in strike_back["hit"]["modifiers"]
    assert strike_back["hit"]["attacks"][0]["total"] == 4
    assert out["melee"]["result"]["loser"] == "defender"


def test_o2_with_a_target_cd_and_no_target_mv(client):
    body = {**O2, "target": {**O2_TARGET, "CD": 4}}
    out = ok(client, "overwatch-interrupt", body, [5, 5, 4, 3, 6, 5])["outcome"]
    exchange = out["melee"]
    assert (
        exchange["first_strike"]["attacker_score"],
        exchange["first_strike"]["defender_score"],
    ) == (7, 6)
    assert [s["hit"]["attacks"][0]["total"] for s in exchange["strikes"]] == [6, 6]
    assert [s["damage"]["rolls"][0]["total"] for s in exchange["strikes"]] == [5, 5]
    assert exchange["result"]["reason"] == "draw"


@pytest.mark.parametrize(
    "side, field, words",
    [
        ("interrupter", "movement", ["charge", "2 x MV + CAL"]),
        ("interrupter", "strength", ["bare-handed", "ST"]),
        ("target", "strength", ["bare-handed", "ST"]),
        ("target", "assault_skill", ["charge"]),
    ],
)
def test_an_interrupt_charge_needs_what_it_reads(client, side, field, words):
    body = {**O2, "target": {**O2_TARGET, "CD": 4}}
    aliases = {"movement": "MV", "strength": "ST", "assault_skill": "AS"}
    body[side] = {k: v for k, v in body[side].items() if k != aliases[field]}
    refused(client, "overwatch-interrupt", body, f"{side}.{field}", *words)


def test_an_armed_charger_needs_no_strength(client):
    knife_target = {**O2_TARGET, "CD": 4, "weapon": KNIFE}
    body = {**O2, "target": {k: v for k, v in knife_target.items() if k != "ST"}}
    ok(client, "overwatch-interrupt", body, [5, 5, 4, 3, 6, 5])


# --- §6.9 shooting: CD only for a target selection test, MV only after a move


def test_s1_moved_with_mv_and_no_cd(client):
    body = {
        "shooter": {"SH": 4, "MV": 3, "moved_distance_in": 3, "weapon": ASSAULT_RIFLE},
        "target": {"T": 4, "W": 2, "SZ": 2, "heavy_armour": 2},
        "distance_in": 18,
        "cover": {"type": "solid", "obstacle_distance_in": 5},
    }
    out = ok(client, "shooting", body, [8, 4, 5, 6, 3])["outcome"]
    assert out["hit"]["modifier"] == 3 and out["wounds_after"] == 1


def test_s2_not_primary_without_mv(client):
    body = {
        "shooter": {"SH": 5, "CD": 5, "CAL": 2, "commander_in_range": True, "weapon": LONG_RIFLE},
        "target": {"T": 3, "W": 1, "SZ": 2, "battleshield": True},
        "distance_in": 30,
        "is_primary": False,
        "primary_in_cover": True,
    }
    out = ok(client, "shooting", body, [4, 2, 5, 4])["outcome"]
    assert out["selection"]["test"]["total"] == 16 and out["out_of_action"]


S3 = {
    "shooter": {"SH": 3, "weapon": HEAVY_CANNON},
    "target": {"T": 5, "W": 1, "SZ": 4, "heavy_armour": 1},
    "distance_in": 30,
    "is_primary": True,
}


def test_s3_primary_and_not_moved_needs_neither_cd_nor_mv(client):
    out = ok(client, "shooting", S3, [7, 2, 9, 4])["outcome"]
    assert out["hit"]["shots"][0]["total"] == 10
    assert [r["wound"] for r in out["damage"]["rolls"]] == [False, True]
    assert out["saves"]["saves"][0]["armour_save"]["total"] == 5 and out["out_of_action"]


def test_shooting_past_the_primary_needs_the_shooters_command(client):
    refused(
        client,
        "shooting",
        {**S3, "is_primary": False},
        "shooter.command",
        "not the primary target",
        "target selection test",
    )


def test_a_shooter_that_moved_needs_its_movement(client):
    moved = {**S3, "shooter": {**S3["shooter"], "moved_distance_in": 2}}
    refused(client, "shooting", moved, "shooter.movement", "moved", "MV")


def test_an_interrupt_mode_shot_needs_neither(client):
    out = ok(client, "shooting", {**S3, "is_primary": False, "mode": "interrupt"}, [7, 2, 9, 4])
    assert out["outcome"]["selection"] is None and out["outcome"]["out_of_action"]


def test_t1_the_primary_target_needs_no_command(client):
    """§6.5 T1: the target is the primary one: allowed, no dice, so no CD to give."""
    answer = client.post(PREFIX + "shooting/target-selection", json={"is_primary": True})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["outcome"] == {"test": None, "allowed": True, "shot_lost": False}
    assert answer.get_json()["rolls"] == []


def test_t2_a_target_that_is_not_primary_needs_the_command_test(client):
    body = {"is_primary": False, "primary_in_cover": True, "calibre": 1, "commander_in_range": True}
    refused(client, "shooting/target-selection", body, "command", "not the primary target")
    passed = ok(client, "shooting/target-selection", {**body, "command": 4}, [4, 3])
    assert passed["outcome"]["test"]["total"] == 15 and passed["outcome"]["allowed"]


# §6.14 melee: the attacker is {AS, ST, T, W, FS, MV, CAL, ...} with no CD; X1 and X2 give
# only what their procedure reads.
COMBAT_BLADE = {"name": "Combat blade", "fs_bonus": 1, "bands": {"melee": "0x2/5"}}
POWER_MAUL = {"name": "Power maul", "bands": {"melee": "0/6"}}
X1_ATTACKER = {
    "AS": 5, "T": 4, "W": 2, "FS": 5, "MV": 3, "CAL": 1, "weapon": COMBAT_BLADE,
    "charged_this_action": True, "charge_distance_in": 5,
}  # fmt: skip
X1_DEFENDER = {"AS": 4, "ST": 3, "T": 4, "W": 1, "FS": 4, "CD": 4, "CAL": 0, "shield_applies": True}


def test_x1_as_printed(client):
    answer = ok(
        client,
        "melee",
        {"attacker": X1_ATTACKER, "defender": X1_DEFENDER},
        [6, 5, 4, 3, 7, 8, 5, 4],
    )["outcome"]
    assert answer["first_strike"]["order"] == "attacker_first"
    assert answer["wounds_after"] == {"attacker": 1, "defender": 1}
    assert answer["result"]["loser"] == "defender"
    assert answer["result"]["panic_test"]["test"]["total"] == 13
    assert answer["result"]["panic_test"]["panicked"] is True


def test_x2_as_printed(client):
    attacker = {"AS": 4, "T": 3, "W": 1, "FS": 4, "weapon": POWER_MAUL}
    defender = {"AS": 4, "T": 4, "W": 1, "FS": 4, "CD": 4, "weapon": KNIFE}
    answer = ok(client, "melee", {"attacker": attacker, "defender": defender}, [7, 5, 6, 10])
    assert answer["outcome"]["out_of_action"] == {"attacker": True, "defender": True}
    assert answer["outcome"]["result"]["reason"] == "model_out_of_play"


def test_an_attacker_without_cd_that_loses_has_its_panic_test_due_not_rolled(client):
    # X1 with the defender striking first: the attacker takes 1 hit, the defender none.
    attacker = {**X1_ATTACKER, "charged_this_action": False, "FS": 1, "AS": 1}
    defender = {**X1_DEFENDER, "FS": 9}
    dice = [10, 1, 6, 6]  # defender's hit and damage, then the attacker's two attacks miss
    answer = ok(client, "melee", {"attacker": attacker, "defender": defender}, dice)["outcome"]
    assert answer["hits_suffered"] == {"attacker": 1, "defender": 0}
    assert answer["result"]["loser"] == "attacker"
    assert answer["result"]["panic_test"] == {
        "tested": False,
        "due": True,
        "reason": "command_not_given",
        "test": None,
        "panicked": False,
    }


def test_an_attacker_with_cd_that_loses_rolls_its_panic_test_with_its_modifiers(client):
    """2026-12-01: both sides of §6.14 take the panic-test fields of §6.2 (CD, modifiers): the same
    lost exchange as above, with the attacker's CD 4 and a -1 given, rolls the test."""
    attacker = {
        **X1_ATTACKER,
        "charged_this_action": False,
        "FS": 1,
        "AS": 1,
        "CD": 4,
        "modifiers": [{"reason": "shaken", "value": -1}],
    }
    defender = {**X1_DEFENDER, "FS": 9}
    answer = ok(client, "melee", {"attacker": attacker, "defender": defender}, [10, 1, 6, 6, 5, 4])
    result = answer["outcome"]["result"]
    assert result["loser"] == "attacker" and result["panic_test"]["tested"] is True
    test = result["panic_test"]["test"]
    assert test["command"] == 4 and {"reason": "shaken", "value": -1} in test["modifiers"]
    # 5 + 4, CD 4, X1's CAL 1, the -1 given: 13, failed.
    assert test["total"] == 13 and result["panic_test"]["panicked"] is True
    assert [r["purpose"] for r in answer["rolls"][-2:]] == [
        "panic test, die 1",
        "panic test, die 2",
    ]


def test_what_a_charge_or_bare_hands_read_is_still_required(client):
    body = {
        "attacker": {k: v for k, v in X1_ATTACKER.items() if k != "MV"},
        "defender": X1_DEFENDER,
    }
    refused(client, "melee", body, "attacker.movement", "for a charge")
    defender = {k: v for k, v in X1_DEFENDER.items() if k != "ST"}
    body = {"attacker": X1_ATTACKER, "defender": defender}
    refused(client, "melee", body, "defender.strength", "bare-handed")


def test_x2_as_printed_without_the_defenders_command(client):
    """X2 gives the defender no CD: both are removed, no result, no panic test to read it;
    with defender FS 3 the attacker strikes first and removes it (dice 7, 5)."""
    attacker = {"AS": 4, "T": 3, "W": 1, "FS": 4, "weapon": POWER_MAUL}
    defender = {"AS": 4, "T": 4, "W": 1, "FS": 4, "weapon": KNIFE}
    answer = ok(client, "melee", {"attacker": attacker, "defender": defender}, [7, 5, 6, 10])
    out = answer["outcome"]
    assert out["first_strike"]["order"] == "simultaneous"
    assert [s["damage"]["rolls"][0]["total"] for s in out["strikes"]] == [7, 11]
    assert out["out_of_action"] == {"attacker": True, "defender": True}
    assert out["result"] == {"loser": None, "reason": "model_out_of_play", "panic_test": None}
    slower = {**defender, "FS": 3}
    out = ok(client, "melee", {"attacker": attacker, "defender": slower}, [7, 5])["outcome"]
    assert out["first_strike"]["order"] == "attacker_first" and len(out["strikes"]) == 1


def test_a_defender_without_cd_that_loses_owes_its_panic_test(client):
    # X2's models, simultaneous: the maul hits (die 7) and fails to wound (die 1, a natural
    # 1); the knife misses (die 1). The defender suffered 1 hit, the attacker none.
    attacker = {"AS": 4, "T": 3, "W": 1, "FS": 4, "weapon": POWER_MAUL}
    defender = {"AS": 4, "T": 4, "W": 1, "FS": 4, "weapon": KNIFE}
    answer = ok(client, "melee", {"attacker": attacker, "defender": defender}, [7, 1, 1])
    result = answer["outcome"]["result"]
    assert result["loser"] == "defender" and result["reason"] == "more_hits_suffered"
    assert result["panic_test"] == {
        "tested": False,
        "due": True,
        "reason": "command_not_given",
        "test": None,
        "panicked": False,
    }
    assert len(answer["rolls"]) == 3  # no panic-test die


# --- §6.13 melee.result: the loser is known before any die; only its CD is read


def test_mr1_with_only_the_defenders_command(client):
    body = {
        "attacker": {"hits_suffered": 1, "in_play": True},
        "defender": {"hits_suffered": 2, "in_play": True, "command": 4, "calibre": 0},
    }
    out = ok(client, "melee/result", body, [5, 4])["outcome"]
    assert out["loser"] == "defender" and out["reason"] == "more_hits_suffered"
    assert out["panic_test"]["test"]["total"] == 13
    assert out["panic_test"]["panicked"] is True and out["panic_test"]["due"] is False


def test_mr2_and_mr3_need_no_command(client):
    draw = {
        "attacker": {"hits_suffered": 1, "in_play": True},
        "defender": {"hits_suffered": 1, "in_play": True},
    }
    answer = ok(client, "melee/result", draw, [])
    assert answer["outcome"] == {"loser": None, "reason": "draw", "panic_test": None}
    assert answer["rolls"] == []
    removed = {
        "attacker": {"hits_suffered": 1, "in_play": True},
        "defender": {"hits_suffered": 2, "in_play": False},
    }
    answer = ok(client, "melee/result", removed, [])
    assert answer["outcome"] == {"loser": None, "reason": "model_out_of_play", "panic_test": None}


def test_the_loser_needs_its_command_unless_already_panicked(client):
    body = {"attacker": {"hits_suffered": 1}, "defender": {"hits_suffered": 2, "calibre": 0}}
    refused(client, "melee/result", body, "defender.command", "for the loser", "panic test")
    # The winner's CD is not needed; a loser holding a token takes no test (§6.2).
    panicked = {**body, "defender": {**body["defender"], "panicked": True}}
    out = ok(client, "melee/result", panicked, [])["outcome"]
    assert out["panic_test"]["reason"] == "already_panicked"
    assert out["panic_test"]["due"] is False


# --- §6.6 H3, §6.9, §6.16: SZ defaults to the average, 2 (§3)


def test_h3_as_printed_without_a_size(client):
    out = ok(client, "shooting/hit", {"shooting_skill": 9, "hit_mod": 0}, [1])["outcome"]
    assert out["shots"] == [{"shot": 1, "die": 1, "total": 10, "hit": False}]
    body = {"shooting_skill": 2, "hit_mod": -2, "panic_penalty": True}
    out = ok(client, "shooting/hit", body, [10])["outcome"]
    assert out["shots"] == [{"shot": 1, "die": 10, "total": 8, "hit": True}]


def test_size_defaults_to_two_and_only_four_or_more_counts(client):
    # S1 without the target's SZ 2: mod 4 + 0 - 1 = 3, as printed.
    body = {
        "shooter": {"SH": 4, "MV": 3, "moved_distance_in": 3, "weapon": ASSAULT_RIFLE},
        "target": {"T": 4, "W": 2, "heavy_armour": 2},
        "distance_in": 18,
        "cover": {"type": "solid", "obstacle_distance_in": 5},
    }
    out = ok(client, "shooting", body, [8, 4, 5, 6, 3])["outcome"]
    assert out["hit"]["modifier"] == 3 and out["wounds_after"] == 1
    # H2: SZ 4 still adds its +1.
    h2 = {"shooting_skill": 3, "hit_mod": -1, "target_size": 4, "moved_distance_in": 3}
    assert ok(client, "shooting/hit", h2, [8])["outcome"]["shots"][0]["total"] == 10


# --- §6.8 cover: the glossary's `cover` values as a shorthand; solid or soft needs distance


V2 = {"wounds": 1, "target_wounds": 2, "heavy_armour": 2}


def test_cover_none_as_a_string(client):
    out = ok(client, "shooting/saves", {**V2, "cover": "none"}, [6])["outcome"]
    assert out["cover_applies"] is False and out["wounds_after"] == 1


@pytest.mark.parametrize(
    "cover", ["solid", "soft", {"type": "solid"}, {"type": "soft", "obstacle_is_model": False}]
)
def test_solid_or_soft_cover_needs_its_distance(client, cover):
    """Cover counts only beyond 1 in from the attacker (R21): without the distance the
    service cannot tell, and a cover given is not silently dropped."""
    problem = refused(
        client, "shooting/saves", {**V2, "cover": cover}, "cover.obstacle_distance_in", "1 in"
    )
    assert "cover needs obstacle_distance_in" in problem["detail"]


def test_v2_with_its_distance_still_rolls_the_cover_save(client):
    body = {**V2, "cover": {"type": "solid", "obstacle_distance_in": 5}}
    out = ok(client, "shooting/saves", body, [6, 3])["outcome"]
    assert out["saves"][0]["armour_save"]["total"] == 8
    assert out["saves"][0]["cover_save"] == {"die": 3, "target": 6, "saved": False}
    assert out["wounds_after"] == 1


def test_cover_of_another_kind_is_refused_in_words(client):
    problem = refused(client, "shooting/saves", {**V2, "cover": "hard"}, "cover")
    assert "none, soft, solid" in problem["errors"]["cover"][0]


# Decided 2026-12-01: obstacle_distance_in is required for soft or solid cover against a shot
# (§6.8, §6.9, §6.16's shot) unless the cover is a model; in melee and an interrupt charge
# cover takes no distance, and one given is ignored.


@pytest.mark.parametrize("kind", ["soft", "solid"])
def test_cover_behind_a_model_needs_no_distance(client, kind):
    """R21: an obstacle that is another model gives no cover, whatever its distance."""
    cover = {"type": kind, "obstacle_is_model": True}
    out = ok(client, "shooting/saves", {**V2, "cover": cover}, [6])["outcome"]
    assert out["cover_applies"] is False and out["saves"][0]["cover_save"] is None
    assert out["wounds_after"] == 1
    # The same in a whole shooting action: S3's target behind a model, no cover die.
    body = {**S3, "cover": cover}
    answer = ok(client, "shooting", body, [7, 2, 9, 4])
    assert answer["outcome"]["saves"]["cover_applies"] is False
    assert answer["outcome"]["out_of_action"] and len(answer["rolls"]) == 4


@pytest.mark.parametrize("cover", ["soft", {"type": "solid"}])
def test_cover_in_melee_saves_takes_no_distance(client, cover):
    body = {**V2, "context": "melee", "cover": cover}
    out = ok(client, "shooting/saves", body, [6])["outcome"]
    assert out["cover_applies"] is False and out["wounds_after"] == 1


def test_a_distance_given_to_melee_cover_is_ignored(client):
    # V2's cover, 5 in away, in melee: no cover die, as without it; not refused either.
    body = {**V2, "context": "melee", "cover": {"type": "solid", "obstacle_distance_in": 5}}
    answer = ok(client, "shooting/saves", body, [6])
    assert answer["outcome"]["cover_applies"] is False and len(answer["rolls"]) == 1


@pytest.mark.parametrize(
    "cover", ["solid", {"type": "soft"}, {"type": "solid", "obstacle_distance_in": 5}]
)
def test_an_interrupt_charge_ignores_cover(client, cover):
    """O2 with cover given: a charge is no shot, so cover takes no distance and changes
    nothing (same dice, same answer)."""
    plain = ok(client, "overwatch-interrupt", O2, [5, 5, 4, 3, 6, 5])
    covered = ok(client, "overwatch-interrupt", {**O2, "cover": cover}, [5, 5, 4, 3, 6, 5])
    assert covered["outcome"] == plain["outcome"] and covered["rolls"] == plain["rolls"]


@pytest.mark.parametrize("route, body", [("shooting", "S3"), ("overwatch-interrupt", "O1")])
def test_cover_against_a_shot_still_needs_its_distance(client, route, body):
    problem = refused(
        client,
        route,
        {**{"S3": S3, "O1": O1}[body], "cover": "soft"},
        "cover.obstacle_distance_in",
        "1 in",
    )
    assert "soft cover needs obstacle_distance_in" in problem["detail"]
