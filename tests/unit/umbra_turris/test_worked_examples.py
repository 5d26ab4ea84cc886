"""Every worked example of umbra-turris.md §5-§10, run through the rules functions on manual dice.

Each example uses exactly the dice the digest lists, in order; rejected
requests are given no dice at all, which proves they draw nothing.
"""

import pytest

from referee.dice import ManualDice, StreamDice
from referee.systems.umbra_turris.rules.magic import cast, self_heal
from referee.systems.umbra_turris.rules.melee import attack, melee, parry, shield_block
from referee.systems.umbra_turris.rules.shooting import damage, hit, shooting
from referee.violations import RuleViolation


def run(rule, params, dice):
    """Run a rule on exactly these dice: all must be used, in order."""
    source = ManualDice(dice)
    out = rule(params, source)
    assert source.unused == []
    return out, [(r.value, r.purpose) for r in source.rolls]


def rejected(rule, params):
    """The rule refuses the request before drawing any die (no dice are given)."""
    with pytest.raises(RuleViolation) as err:
        rule(params, ManualDice([]))
    return err.value


# §5 melee.parry
def test_p1_same_location_is_parried_without_dice():
    out, used = run(parry, {"attacker_location": "head", "defender_location": "head"}, [])
    assert used == []
    assert out["outcome"] == "parried" and out["attack_gets_through"] is False
    assert (out["attacker_location"], out["defender_location"]) == ("head", "head")
    assert out["shield_roll"] is None


P2 = {
    "use_shield": True,
    "defender_has_action_die": False,
    "shield_block_target": 4,
    "attacker_location": "random",
    "defender_location": "legs",
}


def test_p2_shield_fails_then_random_head_beats_legs():
    out, used = run(parry, P2, [2, 5])
    assert used == [(2, "shield block, defender"), (5, "attack location, attacker")]
    assert out["shield_roll"] == 2 and out["attacker_location_roll"] == 5
    assert (out["attacker_location"], out["defender_location"]) == ("head", "legs")
    assert out["outcome"] == "hit" and out["attack_gets_through"] is True


def test_p2_variant_shield_of_4_or_more_blocks_with_one_die():
    for first in (4, 5, 6):
        out, used = run(parry, P2, [first])
        assert used == [(first, "shield block, defender")]
        assert out["outcome"] == "blocked" and out["attack_gets_through"] is False
        assert out["attacker_location"] is None and out["defender_location"] is None
    # The 5 stays in the stream for the next step: only one die was consumed.
    source = ManualDice([4, 5])
    parry(P2, source)
    assert [r.value for r in source.rolls] == [4]


def test_p3_from_behind_always_gets_through_without_dice():
    out, used = run(parry, {"attack_from_behind": True, "attacker_location": "body"}, [])
    assert used == []
    assert out["outcome"] == "hit" and out["attack_gets_through"] is True
    assert out["attacker_location"] == "body" and out["defender_location"] is None


def test_p3_with_a_shield_is_rejected():
    err = rejected(
        parry,
        {
            "attack_from_behind": True,
            "attacker_location": "body",
            "use_shield": True,
            "defender_has_action_die": False,
            "shield_block_target": 4,
        },
    )
    assert err.code == "shield_from_behind" and err.field == "use_shield"
    assert "cannot block an attack from behind" in err.detail


def test_from_behind_random_attacker_location_is_still_rolled_defender_never():
    params = {
        "attack_from_behind": True,
        "attacker_location": "random",
        "defender_location": "random",
    }
    out, used = run(parry, params, [3])
    assert used == [(3, "attack location, attacker")]
    assert out["attacker_location"] == "body" and out["defender_location"] is None


def test_random_locations_attacker_first_then_defender():
    params = {"attacker_location": "random", "defender_location": "random"}
    out, used = run(parry, params, [1, 2])
    assert used == [(1, "attack location, attacker"), (2, "parry location, defender")]
    assert out["outcome"] == "parried" and out["defender_location_roll"] == 2


def test_shield_with_action_die_is_rejected_before_any_die():
    err = rejected(parry, {**P2, "defender_has_action_die": True})
    assert err.code == "shield_with_action_die" and err.field == "defender_has_action_die"
    assert "a model holding its Action Die cannot block with a shield" in err.detail


# §5 DECISION: melee.shield_block as its own step
def test_shield_block_step_draws_only_the_shield_die():
    out, used = run(shield_block, {"defender_has_action_die": False, "shield_block_target": 4}, [4])
    assert used == [(4, "shield block, defender")]
    assert out == {"shield_block_target": 4, "shield_roll": 4, "blocked": True}
    out, _ = run(shield_block, {"defender_has_action_die": False, "shield_block_target": 4}, [2])
    assert out["blocked"] is False


def test_shield_block_step_refusals():
    err = rejected(shield_block, {"defender_has_action_die": True, "shield_block_target": 4})
    assert err.code == "shield_with_action_die"
    err = rejected(
        shield_block,
        {"defender_has_action_die": False, "shield_block_target": 4, "attack_from_behind": True},
    )
    assert err.code == "shield_from_behind" and err.field == "attack_from_behind"


def test_shield_block_then_parry_equals_parry_with_shield_on_one_stream():
    seen = set()
    for seed in [f"p2-stream-{i}" for i in range(12)]:
        separate = StreamDice(seed)
        block = shield_block(P2, separate)
        parried = None
        if not block["blocked"]:
            parried = parry({**P2, "use_shield": False}, separate)
        combined = StreamDice(seed)
        together = parry(P2, combined)
        assert separate.rolls == combined.rolls
        assert together["shield_roll"] == block["shield_roll"]
        if parried is None:
            assert together["outcome"] == "blocked"
        else:
            assert {**parried, "shield_roll": block["shield_roll"]} == together
        seen.add(block["blocked"])
    assert seen == {True, False}


# §6 melee.attack
def test_a1_standard_attack_armour_reduces_damage():
    params = {
        "attack_type": "standard",
        "attacker": {"weapon_skill": 4, "weapon_modifier": 1},
        "defender": {"weapon_skill": 3, "armour": 1, "wounds_remaining": 6},
    }
    out, used = run(attack, params, [5, 2])
    assert used == [(5, "attacker die, standard attack"), (2, "defender die, standard attack")]
    assert (out["attacker_total"], out["defender_total"]) == (10, 5)
    assert out["success"] and out["raw_damage"] == 5 and out["armour_absorbed"] == 1
    assert out["damage"] == 4
    assert (out["wounds_before"], out["wounds_after"], out["out_of_action"]) == (6, 2, False)
    assert out["critical_chance"] is False


def test_a2_force_attack_tie_is_no_success():
    params = {
        "attack_type": "force",
        "attacker": {"strength": 3, "weapon_modifier": 1},
        "defender": {"toughness": 4, "armour": 2},
    }
    out, used = run(attack, params, [3, 4, 5, 2])
    assert [p for _, p in used] == [
        "attacker die 1, force attack",
        "attacker die 2, force attack",
        "defender die 1, force attack",
        "defender die 2, force attack",
    ]
    assert (out["attacker_dice"], out["defender_dice"]) == ([3, 4], [5, 2])
    assert (out["attacker_total"], out["defender_total"]) == (11, 11)
    assert not out["success"] and out["raw_damage"] == 0 and out["damage"] == 0
    assert out["wounds_after"] is None and out["out_of_action"] is None


def test_a3_precise_attack_ignores_armour_and_a_six_gives_critical_chance():
    params = {
        "attack_type": "precise",
        "attacker": {"speed": 3, "weapon_modifier": 0},
        "defender": {"speed": 4, "armour": 2, "wounds_remaining": 2},
    }
    out, used = run(attack, params, [6, 2, 3, 1])
    assert len(used) == 4
    assert (out["attacker_total"], out["defender_total"]) == (11, 8)
    assert out["success"] and out["raw_damage"] == 2 and out["armour_absorbed"] == 0
    assert out["damage"] == 2 and out["critical_chance"] is True
    assert (out["wounds_after"], out["out_of_action"]) == (0, True)


def test_weapon_modifier_is_the_attackers_only_and_may_be_negative():
    params = {
        "attack_type": "standard",
        "attacker": {"weapon_skill": 4, "weapon_modifier": -2},
        "defender": {"weapon_skill": 3},
    }
    out, _ = run(attack, params, [3, 3])
    assert (out["attacker_total"], out["defender_total"], out["success"]) == (5, 6, False)


def test_profile_wounds_are_the_starting_wounds_remaining():
    params = {
        "attack_type": "standard",
        "attacker": {"weapon_skill": 4},
        "defender": {"weapon_skill": 0, "wounds": 3},
    }
    out, _ = run(attack, params, [6, 1])
    assert out["damage"] == 9 and (out["wounds_before"], out["wounds_after"]) == (3, 0)
    assert out["out_of_action"] is True


# §5 + §6: melee, the whole exchange
MELEE_A1 = {
    "attacker_location": "body",
    "defender_location": "head",
    "attack_type": "standard",
    "attacker": {"weapon_skill": 4, "weapon_modifier": 1},
    "defender": {"weapon_skill": 3, "armour": 1, "wounds_remaining": 6},
}


def test_melee_p2_then_a1_on_one_list_of_dice():
    params = {**MELEE_A1, **P2}
    out, used = run(melee, params, [2, 5, 5, 2])
    assert [p for _, p in used] == [
        "shield block, defender",
        "attack location, attacker",
        "attacker die, standard attack",
        "defender die, standard attack",
    ]
    assert out["parry"]["outcome"] == "hit" and out["attack"]["damage"] == 4
    assert out["damage_dealt"] == 4 and out["wounds_after"] == 2 and not out["out_of_action"]


def test_melee_parried_or_blocked_draws_no_attack_dice_and_changes_nothing():
    out, used = run(melee, {**MELEE_A1, "defender_location": "body"}, [])
    assert used == [] and out["parry"]["outcome"] == "parried" and out["attack"] is None
    assert (out["damage_dealt"], out["wounds_before"], out["wounds_after"]) == (0, 6, 6)
    out, used = run(melee, {**MELEE_A1, **P2}, [6])
    assert out["parry"]["outcome"] == "blocked" and out["attack"] is None
    assert out["wounds_after"] == 6 and out["out_of_action"] is False


def test_melee_from_behind_then_precise_a3():
    params = {
        "attack_from_behind": True,
        "attacker_location": "head",
        "attack_type": "precise",
        "attacker": {"speed": 3},
        "defender": {"speed": 4, "armour": 2, "wounds_remaining": 2},
    }
    out, used = run(melee, params, [6, 2, 3, 1])
    assert out["parry"]["defender_location"] is None
    assert out["damage_dealt"] == 2 and out["critical_chance"] and out["out_of_action"]


def test_melee_rejections_come_before_any_die():
    err = rejected(melee, {**MELEE_A1, **P2, "defender_has_action_die": True})
    assert err.code == "shield_with_action_die"


def test_melee_draws_the_same_dice_as_parry_then_attack():
    params = {**MELEE_A1, "attacker_location": "random", "defender_location": "random"}
    for seed in ("one", "two", "three", "four", "five", "six", "seven", "eight"):
        separate = StreamDice(seed)
        first = parry(params, separate)
        second = attack(params, separate) if first["attack_gets_through"] else None
        combined = StreamDice(seed)
        whole = melee(params, combined)
        assert separate.rolls == combined.rolls
        assert whole["parry"] == first and whole["attack"] == second


# §7 shooting.hit
def test_h1_34_cm_needs_3():
    out, used = run(hit, {"distance_cm": 34, "aim_levels": 0}, [3])
    assert used == [(3, "hit roll, shooter")]
    assert (out["base"], out["required"], out["effective_target"], out["hit"]) == (3, 3, 3, True)


def test_h2_uncle_good_advice_one_free_aiming_level_close_in():
    out, _ = run(hit, {"distance_cm": 12, "aim_levels": 1}, [1])
    assert (out["base"], out["required"], out["effective_target"]) == (1, 2, 2)
    assert out["hit"] is False  # a 1 always fails
    assert run(hit, {"distance_cm": 12, "aim_levels": 1}, [2])[0]["hit"] is True
    assert run(hit, {"distance_cm": 12, "aim_levels": 0}, [2])[0]["hit"] is True
    assert run(hit, {"distance_cm": 12, "aim_levels": 0}, [1])[0]["hit"] is False


def test_h3_aiming_2_at_52_cm_is_rejected_without_a_die():
    err = rejected(hit, {"distance_cm": 52, "aim_levels": 2})
    assert err.code == "aim_too_high" and err.field == "aim_levels"
    assert err.detail.startswith(
        "aiming 2 levels at 52 cm needs 7+ on a d6, which cannot be rolled"
    )


# The §7 table: distance band x Aiming levels -> required, or rejected (None).
TABLE = {
    (0, 19): [2, 2, 3, 4, 5, 6],
    (20, 29): [2, 3, 4, 5, 6, None],
    (30, 39): [3, 4, 5, 6, None, None],
    (40, 49): [4, 5, 6, None, None, None],
    (50, 59): [5, 6, None, None, None, None],
    (60, 69): [6, None, None, None, None, None],
    (70, 200): [None] * 6,
}


@pytest.mark.parametrize("band", list(TABLE))
def test_hit_table(band):
    low, high = band
    for distance in (low, (low + high) / 2, high + 0.9 if high < 200 else high):
        for aim, effective in enumerate(TABLE[band]):
            params = {"distance_cm": distance, "aim_levels": aim}
            if effective is None:
                err = rejected(hit, params)
                assert err.code in ("out_of_range", "aim_too_high")
                continue
            out, _ = run(hit, params, [effective])
            assert out["effective_target"] == effective and out["hit"] is True
            if effective > 2:
                assert run(hit, params, [effective - 1])[0]["hit"] is False


def test_out_of_range_wording_and_fractions():
    err = rejected(hit, {"distance_cm": 75})
    assert err.code == "out_of_range" and err.field == "distance_cm"
    assert err.detail == "distance 75 cm is out of range: Umbra Turris shooting reaches 69 cm"
    assert rejected(hit, {"distance_cm": 70}).code == "out_of_range"
    assert run(hit, {"distance_cm": 69.9}, [6])[0]["base"] == 6


def test_hit_base_minimum_0_is_the_literal_reading():
    params = {"distance_cm": 5, "aim_levels": 2, "config": {"hit_base_minimum": 0}}
    out, _ = run(hit, params, [2])
    assert (out["base"], out["required"], out["hit"]) == (0, 2, True)
    out, _ = run(hit, {"distance_cm": 5, "aim_levels": 2}, [2])
    assert (out["base"], out["required"], out["hit"]) == (1, 3, False)


# §8 shooting.damage
S1 = {
    "shooter": {"ballistic_skill": 3},
    "target": {"toughness": 3},
    "weapon_damage": 1,
    "aim_levels": 1,
    "target_has_action_die": True,
    "target_in_contact": True,
}


def test_s1_bow_with_aiming_wounds_for_2():
    out, used = run(damage, S1, [4, 3, 2, 5])
    assert [p for _, p in used] == [
        "shooter die 1, shooting damage",
        "shooter die 2, shooting damage",
        "target die 1, shooting damage",
        "target die 2, shooting damage",
    ]
    assert [(m["flag"], m["value"]) for m in out["modifiers"]] == [
        ("target_has_action_die", 1),
        ("target_in_contact", -1),
    ]
    assert out["modifier_total"] == 0
    assert (out["shooter_total"], out["target_total"]) == (11, 10)
    assert out["wounded"] and out["damage"] == 2


def test_s2_tie_in_a_wood_deals_nothing():
    params = {
        "shooter": {"ballistic_skill": 3},
        "target": {"toughness": 3},
        "weapon_damage": 2,
        "aim_levels": 0,
        "target_has_action_die": False,
        "target_in_terrain": True,
    }
    out, _ = run(damage, params, [5, 4, 3, 3])
    assert out["modifier_total"] == -3
    assert (out["shooter_total"], out["target_total"]) == (9, 9)
    assert not out["wounded"] and out["damage"] == 0


S3 = {
    "shooter": {"ballistic_skill": 4},
    "target": {"toughness": 2, "wounds_remaining": 3},
    "weapon_damage": 1,
    "aim_levels": 2,
    "target_has_action_die": True,
    "shooter_in_melee": True,
    "through_terrain": True,
}


def test_s3_in_melee_through_terrain_still_takes_the_target_out():
    out, _ = run(damage, S3, [6, 6, 1, 2])
    assert out["modifier_total"] == -5
    assert (out["shooter_total"], out["target_total"]) == (13, 5)
    assert out["damage"] == 3
    assert (out["wounds_before"], out["wounds_after"], out["out_of_action"]) == (3, 0, True)


def test_through_terrain_can_be_switched_off():
    err = rejected(damage, {**S3, "config": {"through_terrain_modifier_enabled": False}})
    assert err.code == "modifier_disabled" and err.field == "through_terrain"
    params = {**S3, "through_terrain": False, "config": {"through_terrain_modifier_enabled": False}}
    assert run(damage, params, [6, 6, 1, 2])[0]["modifier_total"] == -2


# §7 + §8: shooting, the whole shot
def test_shooting_h1_then_s1_on_one_list_of_dice():
    params = {**S1, "distance_cm": 12}
    out, used = run(shooting, params, [2, 4, 3, 2, 5])
    assert used[0] == (2, "hit roll, shooter")
    assert out["hit"]["required"] == 2 and out["hit"]["hit"]
    assert out["damage"]["shooter_total"] == 11 and out["damage_dealt"] == 2
    assert out["wounded"] and out["wounds_after"] is None


def test_shooting_miss_draws_no_damage_dice():
    out, used = run(shooting, {**S3, "distance_cm": 20}, [1])
    assert len(used) == 1 and out["damage"] is None and not out["wounded"]
    assert (out["damage_dealt"], out["wounds_after"], out["out_of_action"]) == (0, 3, False)


def test_shooting_validates_both_parts_before_the_hit_die():
    assert rejected(shooting, {**S3, "distance_cm": 75}).code == "out_of_range"
    assert rejected(shooting, {**S3, "distance_cm": 52}).code == "aim_too_high"
    params = {**S3, "distance_cm": 10, "config": {"through_terrain_modifier_enabled": False}}
    assert rejected(shooting, params).code == "modifier_disabled"


def test_shooting_draws_the_same_dice_as_hit_then_damage():
    params = {**S1, "distance_cm": 33}
    for seed in ("one", "two", "three", "four", "five", "six", "seven", "eight"):
        separate = StreamDice(seed)
        first = hit(params, separate)
        second = damage(params, separate) if first["hit"] else None
        combined = StreamDice(seed)
        whole = shooting(params, combined)
        assert separate.rolls == combined.rolls
        assert whole["hit"] == first and whole["damage"] == second


# §9 magic.cast
def test_c1_cleric_succeeds_and_pays_1():
    params = {"profession": "cleric", "vitality": 4, "vitality_max": 6, "spell_difficulty": 3}
    out, used = run(cast, params, [5])
    assert used == [(5, "Magic Test, caster")]
    assert out["success"] and not out["mishap"]
    assert (out["vitality_spent"], out["vitality_after"]) == (1, 3)
    assert out["movement_locked"] is False


def test_c2_druid_mishap_costs_one_more():
    params = {"profession": "druid", "vitality": 2, "vitality_max": 5, "spell_difficulty": 4}
    out, _ = run(cast, params, [1])
    assert not out["success"] and out["mishap"]
    assert (out["vitality_spent"], out["vitality_after"]) == (2, 0)


def test_c3_apprentice_mishap_at_the_last_point_costs_nothing_more():
    params = {
        "profession": "wizards_apprentice",
        "vitality": 1,
        "vitality_max": 3,
        "spell_difficulty": 2,
        "moved_this_cycle": False,
    }
    out, _ = run(cast, params, [1])
    assert not out["success"] and out["mishap"]
    assert (out["vitality_spent"], out["vitality_after"]) == (1, 0)
    assert out["movement_locked"] is True
    err = rejected(cast, {**params, "vitality": out["vitality_after"]})
    assert err.code == "no_vitality" and err.field == "vitality"
    assert err.detail == "casting costs 1 Vitality; this mage has 0"


def test_apprentice_that_moved_cannot_cast_others_can():
    params = {
        "profession": "wizards_apprentice",
        "vitality": 3,
        "vitality_max": 3,
        "spell_difficulty": 2,
        "moved_this_cycle": True,
    }
    err = rejected(cast, params)
    assert err.code == "apprentice_moved" and err.field == "moved_this_cycle"
    out, _ = run(cast, {**params, "profession": "wizard"}, [6])
    assert out["success"] and out["movement_locked"] is False


def test_a_model_without_vitality_cannot_cast_or_self_heal():
    assert rejected(cast, {"profession": None, "vitality": None}).code == "not_a_mage"
    assert rejected(self_heal, {"profession": "wizard", "vitality": None}).code == "not_a_mage"


# §10 magic.self_heal
def test_e1_shaman_gains_2_and_discards_the_action_die():
    params = {"profession": "shaman", "vitality": 1, "vitality_max": 5, "has_action_die": True}
    out, used = run(self_heal, params, [])
    assert used == []
    assert (out["vitality_gained"], out["vitality_after"]) == (2, 3)
    assert out["has_action_die_after"] is False


def test_e2_wizard_capped_at_the_maximum():
    params = {"profession": "wizard", "vitality": 4, "vitality_max": 5, "has_action_die": True}
    out, _ = run(self_heal, params, [])
    assert (out["vitality_gained"], out["vitality_after"]) == (1, 5)
    out, _ = run(self_heal, {**params, "vitality": 5}, [])
    assert (out["vitality_gained"], out["vitality_after"]) == (0, 5)


def test_e3_apprentice_or_no_action_die_is_rejected():
    params = {
        "profession": "wizards_apprentice",
        "vitality": 1,
        "vitality_max": 3,
        "has_action_die": True,
    }
    err = rejected(self_heal, params)
    assert err.code == "apprentice_cannot_self_heal" and err.field == "profession"
    assert err.detail == "a Wizard's Apprentice cannot self-heal"
    err = rejected(self_heal, {**params, "profession": "cleric", "has_action_die": False})
    assert err.code == "no_action_die" and err.field == "has_action_die"
    assert err.detail == "self-healing discards the Action Die; this mage has none"
