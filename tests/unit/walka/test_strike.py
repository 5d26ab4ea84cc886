"""strike: hit location, defence, attack, damage and wounds in one call (walka.md §0 order 3)."""

import pytest

from referee.dice import ManualDice
from referee.systems.walka.rules.strike import strike
from referee.violations import RuleViolation

BREASTPLATE = {
    "id": "breastplate",
    "class": "chest",
    "side": "none",
    "covers": [{"location": "torso", "copy": 1}],
    "absorption": 5,
    "quality": 2,
}
# M1's sword cut on A1's attacker against D2's block, on the torso.
STRIKE = {
    "attack_kind": "melee",
    "form": "cut",
    "location_mode": "random",
    "from_behind": True,
    "defense_type": "block",
    "attacker": {
        "id": "Ala",
        "skill_die": "d10",
        "dex_level": 3,
        "armour_dex_penalty": 1,
        "str_level": 3,
        "ap": 10,
        "weapon_id": "sword",
        "weapon_damage": 10,
        "weapon_quality": 2,
    },
    "defender": {
        "id": "Bor",
        "shield_skill_die": "d10",
        "has_shield": True,
        "str_level": 3,
        "shield_block": 4,
        "nac": 1,
        "hp": 30,
        "ap": 6,
        "armour_pieces": [BREASTPLATE],
    },
}


def run(params, dice):
    source = ManualDice(dice)
    out = strike(params, source)
    assert source.unused == []
    return out, source.rolls


def test_hit_on_the_torso_in_the_digest_draw_order():
    out, rolls = run(STRIKE, [5, 7, 4])
    assert [(r.sides, r.value) for r in rolls] == [(100, 5), (10, 7), (10, 4)]
    assert [r.purpose for r in rolls] == [
        "hit location, from behind (d100)",
        "defender's block roll (d10)",
        "attacker's hit roll (d10)",
    ]
    assert out["location"]["location"] == "torso" and out["location"]["penalty"] == 0
    assert out["defense"]["dc"] == 14
    assert out["attack"]["total"] == 16 and out["attack"]["hit"]
    assert (out["damage"]["dealt"], out["damage"]["taken"]) == (13, 7)
    assert out["wounds"]["wound"] == {
        "id": "w1",
        "location": "torso",
        "copy": 1,
        "damage": 7,
        "damage_type": "slashing",
        "bleeding_active": 0,
        "bleeding_stanched": 0,
        "crit_point": None,
    }
    assert out["attacker_after"] == {"id": "Ala", "ap": 7, "pending_ap_penalty": 0}
    assert out["defender_after"] == {
        "id": "Bor",
        "hp": 23,
        "hp_depleted": False,
        "pending_ap_penalty": 0,
        "ap": 6,
        "no_regen_turns": 0,
        "eyes_lost": 0,
        "blind": False,
        "fatigue_added": 1,
    }


def test_blocked_blow_stops_after_the_attack():
    out, rolls = run(STRIKE, [5, 10, 2])
    assert len(rolls) == 3 and not out["attack"]["hit"] and out["attack"]["blocked"]
    assert out["damage"] is None and out["wounds"] is None
    assert out["defender_after"]["pending_ap_penalty"] == 1
    assert out["defender_after"]["hp"] == 30


def test_critical_hit_on_the_groin_needs_no_d2():
    out, rolls = run(STRIKE, [10, 3, 10])  # d100 10 from behind: lower abdomen
    assert [r.sides for r in rolls] == [100, 10, 10]
    assert out["location"]["location"] == "lower_abdomen"
    assert out["attack"]["critical"] and out["damage"]["taken"] == 13 * 2 - 2
    assert out["wounds"]["crit_point"] == "groin"
    assert out["defender_after"]["ap"] == 0 and out["defender_after"]["no_regen_turns"] == 2


def test_critical_hit_on_an_extra_arm_draws_dn_then_d2_last():
    params = {
        **STRIKE,
        "from_behind": False,
        "defender": {**STRIKE["defender"], "copies": {"left_arm": 3}},
    }
    out, rolls = run(params, [50, 2, 3, 10, 1])
    assert [r.sides for r in rolls] == [100, 3, 10, 10, 2]
    assert (out["location"]["location"], out["location"]["copy"]) == ("left_arm", 2)
    assert out["wounds"]["crit_point"] == "hand"
    assert out["wounds"]["hand_disabled"] == {"side": "left", "location": "left_arm", "copy": 2}


def test_surprised_defender_has_no_defence_die():
    params = {**STRIKE, "defender": {**STRIKE["defender"], "defenceless": True}}
    out, rolls = run(params, [5, 1])
    assert [r.sides for r in rolls] == [100, 10]
    assert out["defense"]["type"] == "none" and out["defense"]["dc"] == 1
    assert out["attack"]["fumble"] and out["attacker_after"]["ap"] == 6


def test_chosen_location_shot_with_ammunition_quality():
    params = {
        "attack_kind": "ranged",
        "location_mode": "chosen",
        "location": "head",
        "defense_type": "dodge",
        "damage_type": "piercing",
        "distance": 4,
        "attacker": {
            "skill_die": "d20",
            "acc_level": 6,
            "ap": 3,
            "ammo_damage": 4,
            "launcher_damage": 7,
            "weapon_quality": 3,
            "weapon_id": "arrow",
        },
        "defender": {
            "armour_skill_die": "d6",
            "dex_level": 1,
            "hp": 10,
            "nac": 1,
            "armour_pieces": [
                {
                    "id": "helmet",
                    "class": "helmet",
                    "covers": [{"location": "head"}],
                    "absorption": 3,
                    "quality": 3,
                }
            ],
        },
    }
    out, rolls = run(params, [2, 12])
    assert [r.sides for r in rolls] == [6, 20]
    assert out["location"]["penalty"] == -15
    assert out["attack"]["total"] == 12 + 6 - 15 and out["attack"]["hit"]
    assert out["damage"]["attack_kind"] == "shot" and out["damage"]["taken"] == 7
    assert out["damage"]["quality_changes"] == []
    assert out["defender_after"]["hp"] == 3


def test_unarmed_strike_deals_strength_as_blunt():
    params = {
        **STRIKE,
        "defense_type": "parry",
        "attacker": {"skill_die": "d6", "dex_level": 2, "str_level": 4, "ap": 3, "unarmed": True},
        "defender": {"weapon_skill_die": "d8", "str_level": 3, "hp": 5},
    }
    out, _ = run(params, [30, 1, 6])
    assert out["attack"]["critical"] and out["attack"]["damage_type"] == "blunt"
    assert {"reason": "unarmed against an armed parry", "value": -10} in out["attack"]["modifiers"]
    assert out["damage"]["weapon_quality"] is None and out["damage"]["taken"] == 8
    assert out["defender_after"]["hp_depleted"]


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"location_mode": "chosen"}, "location", "needs `location`"),
        (
            {"location_mode": "chosen", "location": "back", "from_behind": False},
            "location",
            "from behind",
        ),
        (
            {
                "defender": {**STRIKE["defender"], "copies": {"head": 2}},
                "location_mode": "chosen",
                "location": "head",
                "copy": 3,
            },
            "copy",
            "head number 3",
        ),
        ({"defense_type": "cover"}, "defense_type", "cover cannot answer a melee blow"),
        (
            {"defender": {**STRIKE["defender"], "has_shield": False}},
            "defender.has_shield",
            "shield",
        ),
        (
            {"defender": {**STRIKE["defender"], "fumble_threshold": 10}},
            "defender.fumble_threshold",
            "below crit_threshold",
        ),
        ({"attacker": {**STRIKE["attacker"], "ap": 2}}, "attacker.ap", "costs 3 AP"),
        (
            {
                "attack_kind": "thrown",
                "defense_type": "dodge",
                "defender": {**STRIKE["defender"], "armour_skill_die": "d6", "dex_level": 1},
            },
            "attacker.acc_level",
            "ACC",
        ),
        (
            {"attacker": {**STRIKE["attacker"], "weapon_quality": None}},
            "attacker.weapon_quality",
            "give attacker.weapon_quality",
        ),
        (
            {"attacker": {**STRIKE["attacker"], "unarmed": True}},
            "attacker.weapon_quality",
            "unarmed",
        ),
        (
            {"attacker": {k: v for k, v in STRIKE["attacker"].items() if k != "weapon_damage"}},
            "attacker.weapon_damage",
            "give weapon_damage",
        ),
        (
            {
                "defender": {
                    **STRIKE["defender"],
                    "armour_pieces": [BREASTPLATE, {**BREASTPLATE, "id": "cuirass"}],
                }
            },
            "defender.armour_pieces.1",
            "breastplate and cuirass are both of class chest",
        ),
        ({"target_visible": False}, "target_visible", "visible"),
        # §7 DECISION: a strike goes on to damage (§8), which needs the damage type.
        ({"form": None}, "form", "give form (thrust: piercing, cut: slashing, strike: blunt)"),
        ({"form": None}, "form", "or the weapon's damage_type"),
        ({"form": "maneuver"}, "damage_type", "a maneuver has no damage type of its own"),
        (
            {
                "defender": {
                    **STRIKE["defender"],
                    "table": [{"location": "torso", "penalty": 0, "front": {"low": 1, "high": 90}}],
                }
            },
            "defender.table",
            "stops at 90",
        ),
    ],
)
def test_rejections_name_the_strike_field_and_draw_nothing(change, field, words):
    params = {**STRIKE, **change}
    source = ManualDice([])
    with pytest.raises(RuleViolation) as err:
        strike(params, source)
    assert source.rolls == []
    assert err.value.field == field, (err.value.field, err.value.detail)
    assert words in err.value.detail, err.value.detail
