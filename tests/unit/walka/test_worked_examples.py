"""Every worked example of walka.md §2-§11, run through the rules functions on manual dice.

Each example uses exactly the dice the digest gives, in its order; `run` fails
if a die is left over or one is missing.
"""

import pytest

from referee.dice import ManualDice
from referee.systems.walka.rules.action_points import action_points
from referee.systems.walka.rules.attack import attack
from referee.systems.walka.rules.damage import damage
from referee.systems.walka.rules.defense import defense
from referee.systems.walka.rules.initiative import initiative
from referee.systems.walka.rules.instant_chain import instant_chain
from referee.systems.walka.rules.location import hit_location
from referee.systems.walka.rules.surprise import surprise
from referee.systems.walka.rules.terrain import terrain
from referee.systems.walka.rules.wounds import wounds
from tests.support.manual_dice import run


def sides(rule, params, dice):
    source = ManualDice(dice)
    rule(params, source)
    return [r.sides for r in source.rolls]


# §2 initiative
I1 = [
    {"id": "Ala", "spd": 12},
    {"id": "Bor", "spd": 10},
    {"id": "Cyn", "spd": 10},
    {"id": "Dag", "spd": 7},
]


def test_i1_speed_order_and_a_roll_off():
    out = run(initiative, {"characters": I1}, [3, 5])
    assert [o["id"] for o in out["order"]] == ["Ala", "Cyn", "Bor", "Dag"]
    assert [o["rolls"] for o in out["order"]] == [[], [5], [3], []]
    assert out["round1_order"] == ["Ala", "Cyn", "Bor", "Dag"] and out["round1_skipped"] == []


def test_i1_surprised_ala_skips_round_1():
    out = run(initiative, {"characters": I1, "surprised": ["Ala"]}, [3, 5])
    assert out["round1_order"] == ["Cyn", "Bor", "Dag"]
    assert [o["id"] for o in out["order"]] == ["Ala", "Cyn", "Bor", "Dag"]
    assert out["round1_skipped"] == ["Ala"]


I2 = [{"id": "Bor", "spd": 10}, {"id": "Cyn", "spd": 10}, {"id": "Eri", "spd": 10}]


def test_i2_three_way_tie_rerolls_only_the_still_tied():
    out = run(initiative, {"characters": I2}, [4, 4, 2, 1, 6])
    assert [o["id"] for o in out["order"]] == ["Cyn", "Bor", "Eri"]
    assert {o["id"]: o["rolls"] for o in out["order"]} == {
        "Bor": [4, 1],
        "Cyn": [4, 6],
        "Eri": [2],
    }


def test_i2_cede_swaps_places():
    params = {"characters": I2, "cede": [{"from": "Cyn", "to": "Bor"}]}
    out = run(initiative, params, [4, 4, 2, 1, 6])
    assert [o["id"] for o in out["order"]] == ["Bor", "Cyn", "Eri"]


def test_no_ties_no_dice():
    out = run(initiative, {"characters": [{"id": "A", "spd": 3}, {"id": "B", "spd": 9}]}, [])
    assert [o["id"] for o in out["order"]] == ["B", "A"]


# §3 action_points
def test_ap1_blocked_blows_lower_the_refill_and_mp_regenerates():
    out = run(
        action_points,
        {
            "spd": 11,
            "ap": 4,
            "pending_ap_penalty": 2,
            "mp": 4,
            "max_mp": 10,
            "con_level": 3,
            "turn_start": True,
        },
        [],
    )
    assert out["max_ap"] == 10
    assert (out["ap"], out["pending_ap_penalty"], out["mp"]) == (8, 0, 7)
    assert out["regenerated"] and not out["turn_ended"]


def test_ap2_walk_out_of_reach_walk_attack_leaves_one():
    out = run(
        action_points,
        {
            "spd": 8,
            "spend": [
                {"activity": "walk", "units": 1, "leaves_reach": True},
                {"activity": "walk", "units": 1},
                {"activity": "attack"},
            ],
        },
        [],
    )
    assert out["max_ap"] == 9
    assert [s["cost"] for s in out["spent"]] == [3, 2, 3]
    assert (out["ap_spent"], out["ap"]) == (8, 1)
    assert out["instant_affordable"] is False and out["turn_ended"] is False


def test_ap2_leave_reach_listed_as_its_own_activity_after_the_unit():
    """§3 table: leave_reach +1, listed after the movement unit that leaves the reach."""
    out = run(
        action_points,
        {
            "spd": 8,
            "spend": [
                {"activity": "walk", "units": 1},
                {"activity": "leave_reach"},
                {"activity": "walk", "units": 1},
                {"activity": "attack"},
            ],
        },
        [],
    )
    assert out["max_ap"] == 9
    assert [(s["activity"], s["cost"]) for s in out["spent"]] == [
        ("walk", 2),
        ("leave_reach", 1),
        ("walk", 2),
        ("attack", 3),
    ]
    assert (out["ap_spent"], out["ap"]) == (8, 1)
    assert out["instant_affordable"] is False and out["turn_ended"] is False


def test_ap3_borrowing_for_a_crossbow_crank_then_the_next_turn():
    out = run(
        action_points,
        {
            "spd": 10,
            "ap": 1,
            "spend": [{"activity": "reload", "weapon": "crossbow", "step": "crank", "cost": 3}],
        },
        [],
    )
    assert out["max_ap"] == 10
    assert (out["ap"], out["pending_ap_penalty"], out["borrowed"]) == (0, 2, 2)
    assert out["borrowed_reload"] == {"weapon": "crossbow", "step": "crank"}
    assert out["turn_ended"] is True
    assert out["spent"] == [{"activity": "reload", "cost": 3, "borrowed": 2, "ap_after": 0}]

    nxt = run(
        action_points,
        {
            "spd": 10,
            "ap": 0,
            "pending_ap_penalty": 2,
            "borrowed_reload": out["borrowed_reload"],
            "turn_start": True,
        },
        [],
    )
    assert nxt["reload_completed"] == {"weapon": "crossbow", "step": "crank"}
    assert nxt["borrowed_reload"] is None
    assert (nxt["ap"], nxt["pending_ap_penalty"]) == (8, 0)


# §4 instant_chain
def test_c1_the_source_example():
    params = {
        "trigger": {"actor": "Mira", "kind": "spell"},
        "declarations": [
            {"actor": "Luk", "ref_level": 2, "ap": 6, "interrupts": "trigger"},
            {"actor": "Wit", "ref_level": 3, "ap": 5, "interrupts": 1},
        ],
    }
    out = run(instant_chain, params, [8])
    assert out["dcs"] == [None, 10]
    luk, wit = out["links"]
    # §4 Outputs `tests`: one per declaration, parallel to dcs; none for declaration 1.
    assert out["tests"][0] is None and out["tests"][1] == wit["test"]
    assert (out["tests"][1]["natural"], out["tests"][1]["total"]) == (8, 11)
    assert out["tests"][1]["dc"] == 10 and out["tests"][1]["passed"]
    assert luk["test"] is None and luk["joined"] and luk["ap"] == 3
    assert wit["test"]["total"] == 11 and wit["joined"] and wit["ap"] == 2
    assert [e["link"] for e in out["execution_order"]] == [2, 1, None]
    assert wit["result"] == "executed" and luk["result"] == "failed_interrupted"
    assert out["trigger"]["result"] == "executed"  # the spell is cast "bez przeszkód"


def test_c2_failed_ref_test_still_pays_and_raises_the_dc():
    params = {
        "trigger": {"actor": "Ala", "kind": "movement_unit"},
        "declarations": [
            {"actor": "Bor", "ref_level": 1, "ap": 5, "interrupts": None},
            {"actor": "Cyn", "ref_level": 2, "ap": 4, "interrupts": 1},
            {"actor": "Eri", "ref_level": 4, "ap": 3, "interrupts": 1, "effective": False},
        ],
    }
    out = run(instant_chain, params, [5, 13])
    assert out["dcs"] == [None, 10, 15]
    bor, cyn, eri = out["links"]
    assert out["tests"] == [None, cyn["test"], eri["test"]]
    assert [(t["natural"], t["total"], t["dc"], t["passed"]) for t in out["tests"][1:]] == [
        (5, 7, 10, False),
        (13, 17, 15, True),
    ]
    assert cyn["test"]["total"] == 7 and not cyn["joined"] and cyn["ap"] == 1
    assert cyn["result"] == "failed_ref"
    assert eri["test"]["total"] == 17 and eri["joined"] and eri["ap"] == 0
    assert [e["link"] for e in out["execution_order"]] == [3, 1, None]
    assert [e["actor"] for e in out["execution_order"]] == ["Eri", "Bor", "Ala"]
    assert eri["result"] == "executed" and bor["result"] == "executed"
    assert out["trigger"]["result"] == "executed"


# §5 hit_location
def test_l1_chosen_head():
    out = run(hit_location, {"mode": "chosen", "location": "head"}, [])
    assert (out["location"], out["copy"], out["penalty"], out["d100"]) == ("head", 1, -15, None)


def test_l2_ten_is_torso_from_the_front_and_lower_abdomen_from_behind():
    front = run(hit_location, {"mode": "random"}, [10])
    behind = run(hit_location, {"mode": "random", "from_behind": True}, [10])
    assert (front["location"], front["penalty"], front["column"]) == ("torso", 0, "front")
    assert (behind["location"], behind["penalty"], behind["column"]) == (
        "lower_abdomen",
        0,
        "behind",
    )


def test_l3_four_armed_target_rolls_d2_for_the_arm():
    params = {"mode": "random", "copies": {"left_arm": 2, "right_arm": 2}}
    assert sides(hit_location, params, [71, 2]) == [100, 2]
    out = run(hit_location, params, [71, 2])
    assert (out["location"], out["copy"], out["copies"]) == ("right_arm", 2, 2)


# §6 defense
def test_d1_dodge():
    params = {
        "attack_kind": "melee",
        "type": "dodge",
        "armour_skill_die": "d8",
        "dex_level": 4,
        "armour_dex_penalty": 2,
    }
    assert sides(defense, params, [5]) == [8]
    out = run(defense, params, [5])
    assert (out["dc"], out["natural"], out["blocks_on_miss"]) == (7, 5, False)


def test_d2_block_and_the_same_roll_as_cover():
    block = {
        "attack_kind": "melee",
        "type": "block",
        "shield_skill_die": "d10",
        "has_shield": True,
        "str_level": 3,
        "shield_block": 4,
    }
    out = run(defense, block, [7])
    assert out["dc"] == 14 and out["blocks_on_miss"] is True
    cover = {
        "attack_kind": "ranged",
        "type": "cover",
        "shield_skill_die": "d10",
        "has_shield": True,
        "dex_level": 2,
        "shield_block": 4,
    }
    out = run(defense, cover, [7])
    assert out["dc"] == 13 and out["blocks_on_miss"] is False


def test_d3_fumbled_parry_sets_dc_1():
    params = {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d12", "str_level": 5}
    assert sides(defense, params, [1]) == [12]
    out = run(defense, params, [1])
    assert out["fumble"] and out["dc"] == 1 and out["blocks_on_miss"]


# §7 attack
def test_a1_from_behind_against_a_block():
    """A1 exactly as the digest writes it: no form, so no damage type (§7 Inputs)."""
    params = {
        "attack_kind": "melee",
        "skill_die": "d10",
        "dex_level": 3,
        "armour_dex_penalty": 1,
        "location_penalty": 0,
        "from_behind": True,
        "defense": {"type": "block", "dc": 14},
        "ap": 10,
    }
    assert sides(attack, params, [4]) == [10]
    out = run(attack, params, [4])
    assert out["total"] == 16 and out["hit"] and out["attacker_ap"] == 7
    assert out["modifiers"] == [{"reason": "attack from behind", "value": 10}]
    assert out["damage_type"] is None
    # The damage type follows the form when one is given (§7 DECISION): a cut is slashing.
    with_form = run(attack, {**params, "form": "cut"}, [4])
    assert with_form == {**out, "damage_type": "slashing"}


def test_a2_shot_at_a_chosen_leg_a_tie_hits():
    """A2 exactly as the digest writes it: no form, so no damage type (§7 Inputs)."""
    params = {
        "attack_kind": "ranged",
        "skill_die": "d20",
        "acc_level": 4,
        "distance": 25,
        "location_penalty": -5,
        "defense": {"type": "cover", "dc": 13},
        "ap": 9,
    }
    out = run(attack, params, [17])
    assert out["total"] == 13 and out["hit"] and not out["critical"]
    assert out["modifiers"] == [
        {"reason": "chosen hit location", "value": -5},
        {"reason": "range 21-40 units", "value": -3},
    ]
    assert out["damage_kind"] == "shot" and out["weapon_unloaded"]
    assert out["damage_type"] is None
    assert run(attack, {**params, "form": "thrust"}, [17])["damage_type"] == "piercing"


A3 = {
    "attack_kind": "melee",
    "form": "strike",
    "skill_die": "d6",
    "dex_level": 2,
    "attacker_unarmed": True,
    "defender_armed": True,
    "ap": 3,
}


def test_a3_dag_parries_first():
    params = {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d8", "str_level": 3}
    assert run(defense, params, [6])["dc"] == 9


@pytest.mark.parametrize(
    "natural, total, hit, critical, fumble, blocked, ap, attacker_penalty",
    [
        (6, -2, True, True, False, False, 0, 0),
        (5, -3, False, False, False, True, 0, 0),
        (1, -7, False, False, True, False, 0, 1),
    ],
)
def test_a3_unarmed_against_a_sword_parry(
    natural, total, hit, critical, fumble, blocked, ap, attacker_penalty
):
    params = {**A3, "defense": {"type": "parry", "dc": 9}}
    out = run(attack, params, [natural])
    assert {"reason": "unarmed against an armed parry", "value": -10} in out["modifiers"]
    assert (out["total"], out["hit"], out["critical"], out["fumble"]) == (
        total,
        hit,
        critical,
        fumble,
    )
    assert out["blocked"] is blocked
    # §7 Outputs name it defender_penalty_added; the older name stays for compatibility.
    assert out["defender_penalty_added"] == (1 if blocked else 0)
    assert out["defender_pending_ap_penalty_added"] == out["defender_penalty_added"]
    assert (out["attacker_ap"], out["attacker_pending_ap_penalty_added"]) == (ap, attacker_penalty)
    assert out["damage_type"] == "blunt"


def test_a3_fumble_with_ap_left_costs_one_ap():
    out = run(attack, {**A3, "ap": 5, "defense": {"type": "parry", "dc": 9}}, [1])
    assert out["attacker_ap"] == 1 and out["attacker_pending_ap_penalty_added"] == 0


# §8 damage
def piece(id_, cls, covers, absorption, quality, side="none"):
    return {
        "id": id_,
        "class": cls,
        "side": side,
        "covers": [{"location": c, "copy": 1} for c in covers],
        "absorption": absorption,
        "quality": quality,
    }


BREASTPLATE = piece("breastplate", "chest", ["torso"], 5, 2)


def test_m1_sword_cut_against_a_breastplate():
    params = {
        "attack_kind": "melee",
        "weapon_damage": 10,
        "weapon_quality": 2,
        "str_level": 3,
        "damage_type": "slashing",
        "nac": 1,
        "hp": 30,
        "armour_pieces": [BREASTPLATE],
        "location": "torso",
    }
    out = run(damage, params, [])
    assert (out["dealt"], out["absorption"], out["taken"]) == (13, 5, 7)
    assert out["quality_changes"] == [] and out["damage_type"] == "slashing"
    assert out["hp_after"] == 23


LEG_ARMOUR = piece("leg_plate", "greaves", ["left_leg"], 6, 3, side="left")


@pytest.mark.parametrize(
    "axe_quality, dealt, taken, changes",
    [
        (2, 10, 4, [{"item": "axe", "kind": "weapon", "from": 2, "to": 1}]),
        (1, 0, 0, []),
    ],
)
def test_m2_axe_against_better_leg_armour_turns_blunt(axe_quality, dealt, taken, changes):
    params = {
        "attack_kind": "melee",
        "weapon_damage": 16,
        "weapon_quality": axe_quality,
        "weapon_id": "axe",
        "str_level": 4,
        "damage_type": "slashing",
        "hp": 20,
        "armour_pieces": [LEG_ARMOUR],
        "location": "left_leg",
    }
    out = run(damage, params, [])
    assert out["dealt_raw"] == 20 and out["converted_to_blunt"] and out["damage_type"] == "blunt"
    assert (out["dealt"], out["taken"]) == (dealt, taken)
    assert out["quality_changes"] == changes


def test_m3_critical_arrow_against_a_poor_helmet():
    params = {
        "attack_kind": "shot",
        "ammo_damage": 4,
        "launcher_damage": 7,
        "weapon_quality": 3,
        "weapon_id": "arrow",
        "damage_type": "piercing",
        "nac": 1,
        "hp": 20,
        "armour_pieces": [piece("helmet", "helmet", ["head"], 3, 1)],
        "location": "head",
        "critical": True,
    }
    out = run(damage, params, [])
    assert (out["dealt"], out["taken"]) == (11, 14)
    assert out["quality_changes"] == [
        {"item": "helmet", "kind": "armour_piece", "from": 1, "to": 0}
    ]


def test_m3_thrown_dagger_adds_half_strength():
    params = {
        "attack_kind": "thrown",
        "weapon_damage": 5,
        "weapon_quality": 1,
        "str_level": 3,
        "damage_type": "piercing",
        "hp": 10,
        "location": "torso",
    }
    out = run(damage, params, [])
    assert out["dealt"] == 6 and out["absorption"] == 0 and out["taken"] == 6


# §9 wounds
def test_w1_a_deep_leg_wound():
    params = {"location": "left_leg", "taken": 23, "damage_type": "slashing"}
    out = run(wounds, params, [])
    assert out["wound"]["damage"] == 23 and out["wound"]["bleeding_active"] == 2
    assert out["fatigue_added"] == 4
    start = run(action_points, {"spd": 10, "bleeding_active_total": 2, "turn_start": True}, [])
    assert start["fatigue_added"] == 2


def test_w2_critical_to_the_heart():
    params = {"location": "torso", "taken": 14, "damage_type": "piercing", "critical": True}
    assert sides(wounds, params, [1]) == [2]
    out = run(wounds, params, [1])
    assert out["crit_point"] == "heart" and out["wound"]["crit_point"] == "heart"
    assert out["wound"]["bleeding_active"] == 4 and out["bleeding_added"] == 3
    assert out["fatigue_added"] == 2
    start = run(action_points, {"spd": 10, "bleeding_active_total": 4, "turn_start": True}, [])
    assert start["fatigue_added"] == 4


def test_w3_groin_needs_no_die_and_a_head_crit_absorbed_to_zero_rolls_nothing():
    out = run(
        wounds,
        {
            "location": "lower_abdomen",
            "taken": 6,
            "damage_type": "blunt",
            "critical": True,
            "ap": 5,
        },
        [],
    )
    assert out["fatigue_added"] == 1 and out["wound"]["bleeding_active"] == 0
    assert out["crit_point"] == "groin"
    assert (out["ap_lost"], out["ap"], out["no_regen_turns"]) == (True, 0, 2)
    out = run(
        wounds, {"location": "head", "taken": 0, "damage_type": "blunt", "critical": True}, []
    )
    assert out["wound"] is None and out["crit_point"] is None


# §10 surprise
def test_s1_failed_ref_test_surprises():
    out = run(surprise, {"target": "Bor", "detection_dc": 16, "ref_level": 3}, [9])
    assert out["test"]["total"] == 12 and out["surprised"]
    # §10 Outputs: natural and total at the top of the outcome too.
    assert (out["natural"], out["total"]) == (9, 12)
    assert out["attack_dc"] == 1 and out["skip_round1"] and not out["can_declare_instants"]


def test_s2_a_natural_20_passes_although_21_is_short_of_22():
    out = run(surprise, {"detection_dc": 22, "ref_level": 1}, [20])
    assert out["test"]["total"] == 21 and out["test"]["critical"]
    assert (out["natural"], out["total"]) == (20, 21)
    assert not out["surprised"] and out["attack_dc"] is None and not out["skip_round1"]


# §11 terrain
def test_t1_safe_pace_on_ice():
    steps = [{"mode": "walk", "safe": True}] * 3
    out = run(terrain, {"steps": steps, "ap": 10}, [])
    assert (out["ap_spent"], out["units_moved"], out["prone"]) == (9, 3, False)
    assert out["tests"] == [None, None, None]  # §11 Outputs: a safe unit has no test


def test_t2_running_unsafely_slips_on_the_second_unit():
    params = {"steps": [{"mode": "run"}] * 3, "ap": 10, "dex_level": 4, "armour_dex_penalty": 1}
    assert sides(terrain, params, [14, 8]) == [20, 20]
    out = run(terrain, params, [14, 8])
    assert [u["test"]["total"] for u in out["units"]] == [17, 11]
    assert [u["test"]["passed"] for u in out["units"]] == [True, False]
    # §11 Outputs `tests`: one per unit moved (unit 3 was not), the same objects as in units.
    assert out["tests"] == [u["test"] for u in out["units"]]
    assert [(t["natural"], t["total"], t["dc"]) for t in out["tests"]] == [
        (14, 17, 15),
        (8, 11, 15),
    ]
    assert (out["units_moved"], out["ap_spent"], out["prone"], out["cancelled_units"]) == (
        2,
        2,
        True,
        1,
    )
