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


def refused(client, route, body, field, *words):
    # Fifty manual dice: had any been drawn the answer would be about the dice.
    response = client.post(PREFIX + route, json={**body, "dice": [6] * 50})
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


def test_b1_without_the_opponents_mv_and_st(client):
    out = ok(client, "break-off", B, [7, 4, 3])["outcome"]
    assert out["test"]["total"] == 17 and out["test"]["passed"]
    assert out["free_strikes"][0]["hit"]["attacks"][0]["total"] == 4
    assert out["broke_off"] and out["break_off_distance_in"] == 4


def test_b2_without_the_opponents_mv_and_st(client):
    out = ok(client, "break-off", B, [7, 4, 9, 6])["outcome"]
    assert out["free_strikes"][0]["damage"]["rolls"][0]["total"] == 7
    assert out["out_of_action"] and out["break_off_distance_in"] == 0


def test_b3_without_the_opponents_mv_and_st(client):
    out = ok(client, "break-off", B, [2, 2, 1, 1])["outcome"]
    assert out["test"]["auto_fail"] and out["melee"]["first_strike"]["order"] == "simultaneous"
    assert out["melee"]["result"]["reason"] == "draw" and not out["broke_off"]


def test_the_fallback_target_needs_its_command(client):
    opponent = {k: v for k, v in B_OPPONENT.items() if k != "CD"}
    refused(
        client,
        "break-off",
        {**B, "opponents": [opponent]},
        "opponents.0.command",
        "fallback target",
        "panic test",
    )


def test_only_the_fallback_target_needs_a_command(client):
    second = {"id": "k2", "AS": 2, "T": 3, "W": 1, "FS": 1, "weapon": KNIFE}
    body = {**B, "opponents": [B_OPPONENT, second]}
    # Passed: both free strikes miss (die 3: 3 + 4 - 3 = 4; die 5: 5 + 2 - 3 = 4).
    out = ok(client, "break-off", body, [7, 4, 3, 5])["outcome"]
    assert [s["opponent"] for s in out["free_strikes"]] == ["k", "k2"] and out["broke_off"]
    # Naming the second as the fallback target moves the need for a CD to it.
    named = {**body, "fallback_target": "k2"}
    refused(client, "break-off", named, "opponents.1.command", "fallback target")
    first_without_cd = {k: v for k, v in B_OPPONENT.items() if k != "CD"}
    named = {
        **B,
        "opponents": [first_without_cd, {**second, "CD": 4}],
        "fallback_target": "k2",
    }
    ok(client, "break-off", named, [7, 4, 3, 5])


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
    bare_fallback = {"model": B_MODEL, "opponents": [{**bare_second, "CD": 4}]}
    refused(
        client,
        "break-off",
        {**bare_fallback, "config": {"break_off_free_strike": False}},
        "opponents.0.strength",
        "fallback target",
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


def test_o2_as_written_needs_the_targets_command(client):
    # The target may lose the melee and take a panic test: its CD stays required (§6.14's
    # defender carries the panic-test fields), and O2 gives none.
    refused(client, "overwatch-interrupt", O2, "target.command", "panic test")


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
        "reason": "command_not_given",
        "test": None,
        "panicked": False,
    }


def test_what_a_charge_or_bare_hands_read_is_still_required(client):
    body = {
        "attacker": {k: v for k, v in X1_ATTACKER.items() if k != "MV"},
        "defender": X1_DEFENDER,
    }
    refused(client, "melee", body, "attacker.movement", "for a charge")
    defender = {k: v for k, v in X1_DEFENDER.items() if k != "ST"}
    body = {"attacker": X1_ATTACKER, "defender": defender}
    refused(client, "melee", body, "defender.strength", "bare-handed")
