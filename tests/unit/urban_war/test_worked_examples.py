"""Every worked example of urban-war.md §6.3-§6.17, run through the rules functions on manual dice.

The command, panic and rally examples (C1-C3, P1-P3) are in test_morale.py.
"""

import pytest

from referee.systems.urban_war.rules.actions import break_off, overwatch_interrupt
from referee.systems.urban_war.rules.initiative import initiative
from referee.systems.urban_war.rules.melee import damage as melee_damage
from referee.systems.urban_war.rules.melee import first_strike, melee, result
from referee.systems.urban_war.rules.melee import hit as melee_hit
from referee.systems.urban_war.rules.ranges import movement, range_band
from referee.systems.urban_war.rules.shooting import damage, hit, saves, shooting, target_selection
from referee.violations import RuleViolation
from tests.support.manual_dice import run


def band(hit_mod, strength, shots=1, damage_rolls=1):
    return {"hit_mod": hit_mod, "shots": shots, "strength": strength, "damage_rolls": damage_rolls}


def weapon(name, fs_bonus=0, **bands):
    return {
        "name": name,
        "fs_bonus": fs_bonus,
        "bands": {b: bands.get(b) for b in ("melee", "short", "medium", "long", "extreme")},
    }


ASSAULT_RIFLE = weapon(
    "Assault rifle", short=band(1, 5, shots=2), medium=band(0, 5, shots=2), long=band(-1, 4)
)
LONG_RIFLE = weapon("Long rifle", long=band(0, 6))
HEAVY_CANNON = weapon("Heavy cannon", long=band(-1, 8, damage_rolls=2))
RIFLE = weapon("Rifle", medium=band(0, 5))
COMBAT_BLADE = weapon("Combat blade", fs_bonus=1, melee=band(0, 5, shots=2))
POWER_MAUL = weapon("Power maul", melee=band(0, 6))
KNIFE = weapon("Knife", melee=band(0, 4))


# §6.3 initiative
def test_i1_dead_commander_loses_the_tie():
    out = run(
        initiative,
        {
            "players": [
                {"player_id": "A", "commander_state": "ok"},
                {"player_id": "B", "commander_state": "dead"},
            ]
        },
        [7, 7],
    )
    assert [r["score"] for r in out["roll_rounds"][0]] == [7, 6]
    assert out["winner"] == "A" and out["first_player"] == "A"


def test_i2_tie_rerolls_both_and_winner_sends_opponent():
    params = {
        "players": [
            {"player_id": "A", "commander_state": "panicked"},
            {"player_id": "B", "commander_state": "ok"},
        ],
        "winner_sends_first": "opponent",
    }
    out = run(initiative, params, [5, 4, 2, 9])
    assert [[r["score"] for r in rr] for rr in out["roll_rounds"]] == [[4, 4], [1, 9]]
    assert out["winner"] == "B" and out["first_player"] == "A"


# §6.4 range_band
@pytest.mark.parametrize(
    "distance, expected",
    [(0, "melee"), (12, "short"), (12.5, "medium"), (24, "medium"), (36, "long"), (48, "extreme")],
)
def test_rb1_bands_and_boundaries(distance, expected):
    assert run(range_band, {"distance_in": distance}, [])["band"] == expected


def test_rb2_beyond_48_is_out_of_range():
    with pytest.raises(RuleViolation) as err:
        run(range_band, {"distance_in": 48.1}, [])
    assert err.value.code == "out_of_range" and "48 in" in err.value.detail


def test_rb3_assault_rifle_long_and_extreme():
    out = run(range_band, {"distance_in": 30, "weapon": ASSAULT_RIFLE}, [])
    assert out["band"] == "long" and out["weapon_entry"] == band(-1, 4)
    with pytest.raises(RuleViolation) as err:
        run(range_band, {"distance_in": 40, "weapon": ASSAULT_RIFLE}, [])
    assert err.value.code == "weapon_unusable" and err.value.field.endswith("bands.extreme")


# §6.5 target selection
SELECTOR = {"command": 4, "calibre": 1, "commander_in_range": True}


def test_t1_primary_target_needs_no_test():
    out = run(target_selection, {**SELECTOR, "is_primary": True}, [])
    assert out == {"test": None, "allowed": True, "shot_lost": False}


def test_t2_not_primary_primary_in_cover_passes():
    out = run(target_selection, {**SELECTOR, "primary_in_cover": True}, [4, 3])
    assert out["test"]["total"] == 15 and out["allowed"] and not out["shot_lost"]


def test_t3_natural_5_loses_the_shot():
    out = run(target_selection, {**SELECTOR, "primary_in_cover": True}, [3, 2])
    assert out["test"]["auto_fail"] and out["shot_lost"] and not out["allowed"]


# §6.6 shooting.hit
def test_h1_assault_rifle_two_shots():
    out = run(hit, {"shooting_skill": 4, "hit_mod": 1, "shots": 2, "target_size": 2}, [5, 2])
    assert [(s["total"], s["hit"]) for s in out["shots"]] == [(10, True), (7, False)]
    assert out["hits"] == 1


def test_h2_heavy_cannon_big_target_after_moving():
    params = {"shooting_skill": 3, "hit_mod": -1, "target_size": 4, "moved_distance_in": 3}
    out = run(hit, params, [8])
    assert out["shots"][0]["total"] == 10 and out["hits"] == 1


def test_h3_natural_1_misses_and_natural_10_hits():
    out = run(hit, {"shooting_skill": 9, "hit_mod": 0, "target_size": 2}, [1])
    assert out["shots"][0]["total"] == 10 and out["hits"] == 0
    params = {"shooting_skill": 2, "hit_mod": -2, "target_size": 2, "panic_penalty": True}
    out = run(hit, params, [10])
    assert out["shots"][0]["total"] == 8 and out["hits"] == 1


# §6.7 shooting.damage
def test_d1_battleshield_adds_one_toughness():
    assert run(damage, {"hits": 1, "strength": 5, "target_toughness": 4}, [5])["wounds"] == 1
    out = run(
        damage, {"hits": 1, "strength": 5, "target_toughness": 4, "target_battleshield": True}, [5]
    )
    assert out["rolls"][0]["total"] == 5 and out["wounds"] == 0


def test_d2_heavy_cannon_two_rolls_per_hit():
    out = run(damage, {"hits": 1, "strength": 8, "damage_rolls": 2, "target_toughness": 5}, [2, 9])
    assert [(r["total"], r["wound"]) for r in out["rolls"]] == [(5, False), (12, True)]
    assert out["wounds"] == 1


def test_d3_naturals_on_damage():
    out = run(damage, {"hits": 1, "strength": 3, "target_toughness": 9}, [10])
    assert out["rolls"][0]["total"] == 4 and out["wounds"] == 1
    out = run(damage, {"hits": 1, "strength": 10, "target_toughness": 1}, [1])
    assert out["rolls"][0]["total"] == 10 and out["wounds"] == 0


# §6.8 shooting.saves
def test_v1_heavy_armour_saves():
    out = run(saves, {"wounds": 1, "target_wounds": 1, "heavy_armour": 3}, [7])
    assert out["saves"][0]["armour_save"] == {"die": 7, "total": 10, "saved": True}
    assert out["wounds_after"] == 1 and not out["out_of_action"]


def test_v2_armour_then_solid_cover_both_fail():
    params = {
        "wounds": 1,
        "target_wounds": 2,
        "heavy_armour": 2,
        "cover": {"type": "solid", "obstacle_distance_in": 5},
    }
    out = run(saves, params, [6, 3])
    assert out["saves"][0]["armour_save"]["total"] == 8
    assert out["saves"][0]["cover_save"] == {"die": 3, "target": 6, "saved": False}
    assert out["wounds_after"] == 1


def test_v3_close_cover_does_not_count_and_extra_wounds_are_discarded():
    params = {
        "wounds": 2,
        "target_wounds": 1,
        "heavy_armour": 2,
        "cover": {"type": "soft", "obstacle_distance_in": 0.5},
    }
    out = run(saves, params, [3])
    assert not out["cover_applies"] and out["out_of_action"]
    assert out["wounds_discarded"] == 1 and len(out["saves"]) == 1


# §6.9 shooting
def test_s1_moved_assault_rifle_at_medium_range():
    params = {
        "shooter": {
            "shooting_skill": 4,
            "command": 4,
            "movement": 3,
            "moved_distance_in": 3,
            "weapon": ASSAULT_RIFLE,
        },
        "target": {"toughness": 4, "wounds": 2, "size": 2, "heavy_armour": 2},
        "distance_in": 18,
        "is_primary": True,
        "cover": {"type": "solid", "obstacle_distance_in": 5},
    }
    out = run(shooting, params, [8, 4, 5, 6, 3])
    assert out["band"] == "medium" and out["hit"]["modifier"] == 3
    assert [s["hit"] for s in out["hit"]["shots"]] == [True, False]
    assert out["damage"]["rolls"][0]["total"] == 6 and out["damage"]["wounds"] == 1
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []


def test_s2_long_rifle_not_primary_kills():
    params = {
        "shooter": {
            "shooting_skill": 5,
            "command": 5,
            "calibre": 2,
            "commander_in_range": True,
            "movement": 3,
            "weapon": LONG_RIFLE,
        },
        "target": {"toughness": 3, "wounds": 1, "size": 2, "battleshield": True},
        "distance_in": 30,
        "is_primary": False,
        "primary_in_cover": True,
    }
    out = run(shooting, params, [4, 2, 5, 4])
    assert out["selection"]["test"]["total"] == 16 and out["selection"]["allowed"]
    assert out["hit"]["shots"][0]["total"] == 10
    assert out["damage"]["rolls"][0]["total"] == 6
    assert out["out_of_action"] and out["casualty"]
    lost = run(shooting, params, [1, 3])
    assert lost["shot_lost"] and lost["hit"] is None and lost["wounds_after"] == 1


def test_s3_heavy_cannon_two_damage_rolls_then_armour():
    params = {
        "shooter": {"shooting_skill": 3, "command": 4, "movement": 3, "weapon": HEAVY_CANNON},
        "target": {"toughness": 5, "wounds": 1, "size": 4, "heavy_armour": 1},
        "distance_in": 30,
        "is_primary": True,
    }
    out = run(shooting, params, [7, 2, 9, 4])
    assert out["hit"]["shots"][0]["total"] == 10
    assert [r["wound"] for r in out["damage"]["rolls"]] == [False, True]
    assert out["saves"]["saves"][0]["armour_save"]["total"] == 5 and out["out_of_action"]


# §6.10 melee.first_strike
def test_f1_f2_f3_first_strike_order():
    out = run(
        first_strike,
        {
            "attacker": {"first_strike": 5, "fs_bonus": 1, "charged_this_phase": True},
            "defender": {"first_strike": 4},
        },
        [],
    )
    assert (out["attacker_score"], out["defender_score"], out["order"]) == (9, 4, "attacker_first")
    out = run(
        first_strike,
        {
            "attacker": {"first_strike": 4},
            "defender": {"first_strike": 5, "charged_this_phase": True},
        },
        [],
    )
    assert (out["attacker_score"], out["defender_score"], out["order"]) == (4, 8, "defender_first")
    tie = {"attacker": {"first_strike": 6}, "defender": {"first_strike": 6}}
    assert run(first_strike, tie, [])["order"] == "simultaneous"
    assert run(first_strike, {**tie, "defender_strikes": False}, [])["order"] == "attacker_only"


# §6.11 melee.hit
def test_m1_m2_m3_melee_hits():
    out = run(
        melee_hit,
        {"striker_assault_skill": 5, "opponent_assault_skill": 3, "charged_this_action": True},
        [3],
    )
    assert out["attacks"][0]["total"] == 6 and out["hits"] == 1
    out = run(melee_hit, {"striker_assault_skill": 8, "opponent_assault_skill": 2}, [1])
    assert out["attacks"][0]["total"] == 7 and out["hits"] == 0
    out = run(
        melee_hit,
        {
            "striker_assault_skill": 2,
            "opponent_assault_skill": 7,
            "panic_penalty": True,
            "attacks": 2,
        },
        [10, 9],
    )
    assert [(a["total"], a["hit"]) for a in out["attacks"]] == [(3, True), (2, False)]


# §6.12 melee.damage
def test_k1_k2_k3_melee_damage():
    out = run(
        melee_damage,
        {"hits": 1, "strength": 4, "opponent_toughness": 4, "charged_this_action": True},
        [5],
    )
    assert out["rolls"][0]["total"] == 6 and out["wounds"] == 1
    out = run(
        melee_damage,
        {
            "hits": 1,
            "strength": 3,
            "damage_rolls": 2,
            "opponent_toughness": 8,
            "shield_applies": True,
        },
        [10, 6],
    )
    assert out["toughness"] == 9
    assert [(r["total"], r["wound"]) for r in out["rolls"]] == [(4, True), (0, False)]
    out = run(melee_damage, {"hits": 1, "strength": 9, "opponent_toughness": 3}, [1])
    assert out["rolls"][0]["total"] == 7 and out["wounds"] == 0


# §6.13 melee.result
def test_mr1_mr2_mr3_results():
    side = {"command": 4, "calibre": 0, "in_play": True}
    out = run(
        result,
        {"attacker": {**side, "hits_suffered": 1}, "defender": {**side, "hits_suffered": 2}},
        [5, 4],
    )
    assert out["loser"] == "defender" and out["panic_test"]["test"]["total"] == 13
    assert out["panic_test"]["panicked"] is True
    out = run(
        result,
        {"attacker": {**side, "hits_suffered": 1}, "defender": {**side, "hits_suffered": 1}},
        [],
    )
    assert out["loser"] is None and out["reason"] == "draw"
    out = run(
        result,
        {
            "attacker": {**side, "hits_suffered": 0},
            "defender": {**side, "hits_suffered": 3, "in_play": False},
        },
        [],
    )
    assert out["loser"] is None and out["reason"] == "model_out_of_play"


# §6.14 melee
X1_ATTACKER = {
    "assault_skill": 5,
    "strength": 4,
    "toughness": 4,
    "wounds": 2,
    "first_strike": 5,
    "movement": 3,
    "calibre": 1,
    "command": 4,
    "weapon": COMBAT_BLADE,
    "charged_this_action": True,
    "charge_distance_in": 5,
}
X1_DEFENDER = {
    "assault_skill": 4,
    "strength": 3,
    "toughness": 4,
    "wounds": 1,
    "first_strike": 4,
    "movement": 3,
    "command": 4,
    "calibre": 0,
    "shield_applies": True,
}


def test_x1_charge_with_combat_blade_against_battleshield():
    out = run(melee, {"attacker": X1_ATTACKER, "defender": X1_DEFENDER}, [6, 5, 4, 3, 7, 8, 5, 4])
    assert out["first_strike"]["order"] == "attacker_first"
    first, second = out["strikes"]
    assert first["striker"] == "attacker" and first["hit"]["modifier"] == 2
    assert first["hit"]["hits"] == 2 and first["damage"]["modifier"] == 1
    assert first["damage"]["wounds"] == 0
    assert second["hit"]["modifier"] == -1 and second["hit"]["hits"] == 1
    assert second["damage"]["rolls"][0]["total"] == 7
    assert out["wounds_after"] == {"attacker": 1, "defender": 1}
    assert out["hits_suffered"] == {"attacker": 1, "defender": 2}
    assert out["result"]["loser"] == "defender"
    assert out["result"]["panic_test"]["test"]["total"] == 13
    assert out["result"]["panic_test"]["panicked"] is True


X2_ATTACKER = {
    "assault_skill": 4,
    "strength": 4,
    "toughness": 3,
    "wounds": 1,
    "first_strike": 4,
    "movement": 3,
    "command": 4,
    "weapon": POWER_MAUL,
}
X2_DEFENDER = {
    "assault_skill": 4,
    "strength": 3,
    "toughness": 4,
    "wounds": 1,
    "first_strike": 4,
    "movement": 3,
    "command": 4,
    "weapon": KNIFE,
}


def test_x2_simultaneous_both_removed():
    out = run(melee, {"attacker": X2_ATTACKER, "defender": X2_DEFENDER}, [7, 5, 6, 10])
    assert out["first_strike"]["order"] == "simultaneous"
    assert out["strikes"][0]["damage"]["rolls"][0]["total"] == 7
    assert out["out_of_action"] == {"attacker": True, "defender": True}
    assert out["result"]["loser"] is None and out["result"]["reason"] == "model_out_of_play"


def test_x2_variant_defender_removed_before_striking():
    out = run(
        melee, {"attacker": X2_ATTACKER, "defender": {**X2_DEFENDER, "first_strike": 3}}, [7, 5]
    )
    assert out["first_strike"]["order"] == "attacker_first"
    assert len(out["strikes"]) == 1 and out["wounds_after"] == {"attacker": 1, "defender": 0}


def test_charge_beyond_reach_or_while_panicked_is_refused_before_any_die():
    with pytest.raises(RuleViolation, match="beyond reach"):
        run(
            melee,
            {"attacker": {**X1_ATTACKER, "charge_distance_in": 7.5}, "defender": X1_DEFENDER},
            [],
        )
    with pytest.raises(RuleViolation, match="panicked model may not charge"):
        run(
            melee, {"attacker": {**X1_ATTACKER, "panic_penalty": True}, "defender": X1_DEFENDER}, []
        )


# §6.15 break_off
B_MODEL = {
    "assault_skill": 3,
    "strength": 3,
    "toughness": 3,
    "wounds": 1,
    "first_strike": 3,
    "movement": 3,
    "command": 5,
    "calibre": 1,
}
B_OPPONENT = {
    "assault_skill": 4,
    "strength": 3,
    "toughness": 3,
    "wounds": 1,
    "first_strike": 3,
    "movement": 3,
    "command": 4,
    "weapon": KNIFE,
}


def test_b1_passed_and_free_strike_misses():
    out = run(break_off, {"model": B_MODEL, "opponents": [B_OPPONENT]}, [7, 4, 3])
    assert out["test"]["total"] == 17 and out["test"]["passed"]
    assert out["free_strikes"][0]["hit"]["attacks"][0]["total"] == 4
    assert out["broke_off"] and out["break_off_distance_in"] == 4


def test_b2_free_strike_kills():
    out = run(break_off, {"model": B_MODEL, "opponents": [B_OPPONENT]}, [7, 4, 9, 6])
    assert out["free_strikes"][0]["damage"]["rolls"][0]["total"] == 7
    assert out["out_of_action"] and not out["broke_off"] and out["break_off_distance_in"] == 0


def test_b3_failed_test_forces_an_attack():
    # natural 4 fails; then the §6.14 exchange: 3 vs 3 FS, simultaneous, bare hands vs Knife.
    out = run(break_off, {"model": B_MODEL, "opponents": [B_OPPONENT]}, [2, 2, 1, 1])
    assert out["test"]["auto_fail"] and out["melee"]["first_strike"]["order"] == "simultaneous"
    assert [s["striker"] for s in out["melee"]["strikes"]] == ["attacker", "defender"]
    assert out["free_strikes"] == [] and not out["broke_off"]


# §6.16 overwatch_interrupt
O1 = {
    "kind": "shot",
    "interrupter": {
        "order": "overwatch",
        "shooting_skill": 4,
        "command": 4,
        "calibre": 1,
        "commander_in_range": True,
        "movement": 3,
        "weapon": RIFLE,
    },
    "target": {"toughness": 4, "wounds": 1, "size": 2},
    "distance_in": 20,
}


def test_o1_interrupt_shot_kills():
    out = run(overwatch_interrupt, O1, [6, 4, 6, 5])
    assert out["test"]["total"] == 15 and out["passed"]
    assert out["shooting"]["hit"]["shots"][0]["total"] == 10
    assert out["shooting"]["out_of_action"] and not out["target_action_continues"]
    assert out["interrupter_activated"] and out["interrupter_order"] is None


def test_o2_interrupt_charge_is_a_draw():
    params = {
        "kind": "charge",
        "interrupter": {
            "order": "overwatch",
            "assault_skill": 4,
            "strength": 4,
            "toughness": 4,
            "wounds": 1,
            "first_strike": 4,
            "movement": 3,
            "calibre": 1,
            "command": 4,
        },
        "target": {
            "assault_skill": 3,
            "strength": 3,
            "toughness": 3,
            "wounds": 1,
            "first_strike": 3,
            "movement": 3,
            "command": 4,
        },
        "distance_in": 6.5,
    }
    out = run(overwatch_interrupt, params, [5, 5, 4, 3, 6, 5])
    assert out["test"]["total"] == 15 and out["passed"]
    exchange = out["melee"]
    assert (
        exchange["first_strike"]["attacker_score"],
        exchange["first_strike"]["defender_score"],
    ) == (7, 6)
    assert [s["hit"]["attacks"][0]["total"] for s in exchange["strikes"]] == [6, 6]
    assert [s["damage"]["rolls"][0]["total"] for s in exchange["strikes"]] == [5, 5]
    assert exchange["result"]["reason"] == "draw" and not out["target_action_continues"]


def test_o3_failed_interrupt_still_activates():
    params = {
        **O1,
        "distance_in": 40,
        "interrupter": {
            **O1["interrupter"],
            "commander_in_range": False,
            "weapon": weapon("Rifle", extreme=band(0, 5)),
        },
    }
    out = run(overwatch_interrupt, params, [2, 6])
    assert out["test"]["total"] == 10 and not out["passed"]
    assert out["interrupter_activated"] and out["target_action_continues"]


@pytest.mark.parametrize(
    "change, words",
    [
        ({"interrupter": {**O1["interrupter"], "order": "snap_fire"}}, "overwatch order"),
        ({"interrupter": {**O1["interrupter"], "activated": True}}, "already been activated"),
        ({"target_action": {"is_interrupt": True}}, "cannot itself be interrupted"),
        ({"target_action": {"already_interrupted": True}}, "already been interrupted"),
        ({"has_los": False}, "must see"),
    ],
)
def test_interrupt_refusals(change, words):
    with pytest.raises(RuleViolation, match=words):
        run(overwatch_interrupt, {**O1, **change}, [])


# §6.17 movement
def test_mv1_mv2_mv3_movement():
    out = run(movement, {"movement": 4, "calibre": 1}, [])
    assert (out["normal_in"], out["run_in"], out["charge_in"], out["break_off_in"]) == (4, 9, 9, 5)
    out = run(movement, {"movement": 2, "calibre": 0, "panic_penalty": True}, [])
    assert (out["normal_in"], out["run_in"]) == (2, 4) and not out["allowed"]["charge"]
    out = run(
        movement,
        {
            "movement": 3,
            "calibre": 2,
            "in_base_contact": True,
            "action": "break_off",
            "distance_in": 6,
        },
        [],
    )
    assert out["allowed"] == {
        "move_and_shoot": False,
        "run": False,
        "charge": False,
        "melee_attack": True,
        "break_off": True,
    }
    assert out["break_off_in"] == 5 and out["legal"] is False


def test_i2_the_initiatives_rolls_as_the_step_draws_them():
    """urban-war.md §7 keeps the initiative's rolls: the same dice and purposes as drawn."""
    from referee.dice import ManualDice
    from referee.systems.urban_war.rules.initiative import rolls_of

    params = {
        "players": [
            {"player_id": "A", "commander_state": "panicked"},
            {"player_id": "B", "commander_state": "ok"},
        ],
        "winner_sends_first": "opponent",
    }
    source = ManualDice([5, 4, 2, 9])
    out = initiative(params, source)
    drawn = [{"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in source.rolls]
    assert rolls_of(out["roll_rounds"]) == drawn
    assert [r["value"] for r in drawn] == [5, 4, 2, 9]
    # §6.3 I2: "4 vs 4 → re-roll": the third die is A's first re-roll.
    assert [r["purpose"] for r in drawn] == [
        "initiative roll, A",
        "initiative roll, B",
        "initiative roll, A, re-roll 1",
        "initiative roll, B, re-roll 1",
    ]
