"""Walka rules beyond the worked examples: rejections before any die, options, state changes."""

import pytest

from referee.dice import ManualDice, StreamDice
from referee.systems.walka.rules.action_points import action_points, max_ap
from referee.systems.walka.rules.attack import attack
from referee.systems.walka.rules.common import pass_fail_test, thresholds
from referee.systems.walka.rules.damage import check_loadout, damage
from referee.systems.walka.rules.defense import defense
from referee.systems.walka.rules.initiative import initiative
from referee.systems.walka.rules.instant_chain import instant_chain
from referee.systems.walka.rules.surprise import surprise
from referee.systems.walka.rules.terrain import terrain
from referee.systems.walka.rules.wounds import cure_bleeding, heal_wound, stanch, wounds
from referee.violations import RuleViolation
from tests.support.manual_dice import run


def rejected(rule, params, field, *words):
    """A rule violation naming `field`, raised before any die is drawn."""
    source = ManualDice([])
    with pytest.raises(RuleViolation) as err:
        rule(params, source)
    assert source.rolls == []
    assert err.value.field == field, (err.value.field, err.value.detail)
    for word in words:
        assert word in err.value.detail, err.value.detail
    return err.value


# §0 tests and thresholds
@pytest.mark.parametrize(
    "die, crit, fumble, expected",
    [("d20", None, None, (20, 1)), ("d100", None, None, (100, 1)), ("d6", 5, 0, (5, 0))],
)
def test_threshold_defaults(die, crit, fumble, expected):
    assert thresholds(die, crit, fumble) == expected


@pytest.mark.parametrize(
    "die, crit, fumble, field, words",
    [
        ("d6", 7, None, "crit_threshold", "cannot be reached on a d6"),
        ("d10", 5, 5, "fumble_threshold", "must be below crit_threshold 5"),
        ("d4", None, 4, "fumble_threshold", "below crit_threshold 4"),
    ],
)
def test_bad_thresholds(die, crit, fumble, field, words):
    with pytest.raises(RuleViolation) as err:
        thresholds(die, crit, fumble)
    assert err.value.field == field and words in err.value.detail


def test_critical_passes_and_fumble_fails_whatever_the_total():
    source = ManualDice([20, 1])
    assert pass_fail_test(source, "d20", "x", 0, 0, 100, 20, 1)["passed"] is True
    assert pass_fail_test(source, "d20", "x", 50, 0, 2, 20, 1)["passed"] is False


def test_custom_thresholds_on_a_test():
    out = run(
        surprise,
        {"ref_level": 0, "detection_dc": 30, "crit_threshold": 18, "fumble_threshold": 3},
        [18],
    )
    assert out["test"]["critical"] and not out["surprised"]
    out = run(surprise, {"ref_level": 10, "detection_dc": 5, "fumble_threshold": 3}, [3])
    assert out["test"]["fumble"] and out["surprised"]


def test_attribute_die_option():
    source = ManualDice([7])
    surprise({"ref_level": 1, "detection_dc": 5, "rules": {"attribute_die": "d8"}}, source)
    assert source.rolls[0].sides == 8 and source.rolls[0].purpose.endswith("(d8)")


# §2 initiative
def test_initiative_rejections():
    chars = [{"id": "A", "spd": 5}, {"id": "B", "spd": 5}, {"id": "C", "spd": 4}]
    rejected(
        initiative,
        {"characters": [*chars, {"id": "A", "spd": 1}]},
        "characters.3.id",
        "listed twice",
    )
    rejected(
        initiative,
        {"characters": chars, "cede": [{"from": "A", "to": "C"}]},
        "cede.0.to",
        "SPD 5",
        "SPD 4",
    )
    rejected(
        initiative,
        {"characters": chars, "cede": [{"from": "A", "to": "Z"}]},
        "cede.0.to",
        "Z is not one of the characters",
    )
    rejected(initiative, {"characters": chars, "surprised": ["Q"]}, "surprised.0")


def test_cede_from_a_later_place_is_refused_after_the_roll_off():
    chars = [{"id": "A", "spd": 5}, {"id": "B", "spd": 5}]
    with pytest.raises(RuleViolation) as err:
        run(initiative, {"characters": chars, "cede": [{"from": "A", "to": "B"}]}, [2, 6])
    assert err.value.field == "cede.0.from" and "comes after B" in err.value.detail


def test_tied_subgroups_settle_from_the_top_down():
    chars = [{"id": x, "spd": 8} for x in "ABCD"]
    # round 1: A 5, B 5, C 2, D 2 -> {A, B} first: 3, 4 -> B, A; then {C, D}: 6, 1 -> C, D
    out = run(initiative, {"characters": chars}, [5, 5, 2, 2, 3, 4, 6, 1])
    assert [o["id"] for o in out["order"]] == ["B", "A", "C", "D"]
    source = ManualDice([5, 5, 2, 2, 3, 4, 6, 1])
    initiative({"characters": chars}, source)
    assert [r.purpose for r in source.rolls][4] == "A's initiative roll-off 2, SPD 8 (d6)"


# §3 action_points
@pytest.mark.parametrize("spd, expected", [(0, 5), (1, 5), (11, 10), (100, 55)])
def test_max_ap(spd, expected):
    assert max_ap(spd) == expected


def test_groin_skips_regeneration_twice_and_keeps_the_penalty():
    state = {"spd": 10, "ap": 0, "no_regen_turns": 2, "pending_ap_penalty": 1, "turn_start": True}
    first = run(action_points, state, [])
    assert (first["ap"], first["no_regen_turns"], first["regenerated"]) == (0, 1, False)
    assert first["pending_ap_penalty"] == 1 and first["turn_ended"]
    second = run(action_points, {**state, "no_regen_turns": 1}, [])
    assert (second["ap"], second["no_regen_turns"]) == (0, 0)
    third = run(action_points, {**state, "no_regen_turns": 0}, [])
    assert (third["ap"], third["pending_ap_penalty"]) == (9, 0)


def test_penalty_above_the_maximum_is_not_carried():
    out = run(action_points, {"spd": 0, "pending_ap_penalty": 9, "turn_start": True}, [])
    assert (out["ap"], out["pending_ap_penalty"]) == (0, 0)


def test_movement_with_foot_effects_and_terrain_extra():
    out = run(
        action_points,
        {
            "spd": 20,
            "foot_effects": 1,
            "spend": [{"activity": "run", "units": 3, "terrain_extra_ap": 1}],
        },
        [],
    )
    assert out["spent"][0]["cost"] == 9 and out["ap"] == 6


def test_mp_is_capped_and_bleeding_adds_fatigue():
    out = run(
        action_points,
        {
            "spd": 4,
            "mp": 9,
            "max_mp": 10,
            "con_level": 5,
            "bleeding_active_total": 3,
            "surprised": True,
            "turn_start": True,
        },
        [],
    )
    assert (out["mp"], out["fatigue_added"], out["surprised"]) == (10, 3, False)


def test_spell_stand_up_defense_costs():
    out = run(
        action_points,
        {
            "spd": 10,
            "spend": [
                {"activity": "spell", "x": 4},
                {"activity": "stand_up"},
                {"activity": "defense"},
            ],
        },
        [],
    )
    assert [s["cost"] for s in out["spent"]] == [4, 3, 0] and out["ap"] == 3


@pytest.mark.parametrize(
    "params, field, words",
    [
        ({"spd": 10, "ap": 11}, "ap", "maximum of 10 AP"),
        ({"spd": 10, "mp": 3}, "mp", "more than max_mp 0"),
        (
            {"spd": 8, "ap": 2, "spend": [{"activity": "attack"}]},
            "spend.0",
            "costs 3 AP but only 2 AP are left",
        ),
        (
            {"spd": 8, "own_turn": False, "spend": [{"activity": "walk"}]},
            "spend.0.activity",
            "another character's turn",
        ),
        (
            {"spd": 8, "surprised": True, "spend": [{"activity": "instant"}]},
            "spend.0.activity",
            "surprised",
        ),
        (
            {"spd": 8, "ap": 0, "spend": [{"activity": "reload"}]},
            "spend.0",
            "only when 2 or fewer are missing",
        ),
        (
            {"spd": 8, "ap": 1, "own_turn": False, "spend": [{"activity": "reload"}]},
            "spend.0.activity",
            "another character's turn",
        ),
        (
            {
                "spd": 8,
                "ap": 1,
                "borrowed_reload": {"weapon": "x", "step": "y"},
                "spend": [{"activity": "reload"}],
            },
            "spend.0",
            "still outstanding",
        ),
        (
            {"spd": 8, "ap": 1, "spend": [{"activity": "reload"}, {"activity": "defense"}]},
            "spend.1",
            "turn ended",
        ),
        (
            {"spd": 8, "ap": 1, "rules": {"max_borrow": 1}, "spend": [{"activity": "reload"}]},
            "spend.0",
            "1 or fewer",
        ),
        # §3: leave_reach is listed after the unit of movement that leaves the reach.
        (
            {"spd": 8, "spend": [{"activity": "leave_reach"}]},
            "spend.0.activity",
            "right after the run, walk or crawl",
        ),
        (
            {"spd": 8, "spend": [{"activity": "attack"}, {"activity": "leave_reach"}]},
            "spend.1.activity",
            "right after the run, walk or crawl",
        ),
        (
            {
                "spd": 8,
                "spend": [
                    {"activity": "walk"},
                    {"activity": "leave_reach"},
                    {"activity": "leave_reach"},
                ],
            },
            "spend.2.activity",
            "right after the run, walk or crawl",
        ),
        (
            {
                "spd": 8,
                "spend": [{"activity": "walk", "leaves_reach": True}, {"activity": "leave_reach"}],
            },
            "spend.1.activity",
            "paid once",
        ),
        (
            {"spd": 8, "own_turn": False, "spend": [{"activity": "leave_reach"}]},
            "spend.0.activity",
            "another character's turn",
        ),
    ],
)
def test_action_points_rejections(params, field, words):
    rejected(action_points, params, field, words)


def test_instant_outside_own_turn_is_paid():
    out = run(
        action_points,
        {"spd": 8, "ap": 4, "own_turn": False, "spend": [{"activity": "instant"}]},
        [],
    )
    assert out["ap"] == 1 and out["turn_ended"] is False


# §4 instant_chain
TRIGGER = {"actor": "Ala", "kind": "attack"}


@pytest.mark.parametrize(
    "declarations, field, words",
    [
        (
            [{"actor": "Bor", "ref_level": 1, "ap": 3}, {"actor": "Bor", "ref_level": 1, "ap": 3}],
            "declarations.1.actor",
            "already declared link 1",
        ),
        ([{"actor": "Bor", "ref_level": 1, "ap": 2}], "declarations.0.ap", "costs 3 AP"),
        (
            [{"actor": "Bor", "ref_level": 1, "ap": 9, "interrupts": 1}],
            "declarations.0.interrupts",
            "only the trigger",
        ),
        (
            [
                {"actor": "Bor", "ref_level": 1, "ap": 9},
                {"actor": "Cyn", "ref_level": 1, "ap": 9, "interrupts": 2},
            ],
            "declarations.1.interrupts",
            "1 to 1",
        ),
        (
            [{"actor": "Bor", "ref_level": 1, "ap": 9, "surprised": True}],
            "declarations.0.surprised",
            "surprised",
        ),
        (
            [
                {"actor": "Bor", "ref_level": 1, "ap": 9},
                {"actor": "Cyn", "ref_level": 1, "ap": 9, "crit_threshold": 21},
            ],
            "declarations.1.crit_threshold",
            "d20",
        ),
    ],
)
def test_instant_chain_rejections(declarations, field, words):
    rejected(instant_chain, {"trigger": TRIGGER, "declarations": declarations}, field, words)


def test_trigger_actor_may_join_unless_the_option_forbids_it():
    params = {"trigger": TRIGGER, "declarations": [{"actor": "Ala", "ref_level": 0, "ap": 3}]}
    assert run(instant_chain, params, [])["links"][0]["joined"]
    rejected(
        instant_chain,
        {**params, "rules": {"trigger_actor_may_join": False}},
        "declarations.0.actor",
        "trigger_actor_may_join",
    )


def test_chain_dc_options_and_an_interrupted_trigger():
    params = {
        "trigger": TRIGGER,
        "declarations": [
            {"actor": "B", "ref_level": 0, "ap": 9, "interrupts": "trigger"},
            {"actor": "C", "ref_level": 0, "ap": 9},
            {"actor": "D", "ref_level": 0, "ap": 9, "cost": 5},
        ],
        "rules": {"chain_base_dc": 8, "chain_step": 2},
    }
    out = run(instant_chain, params, [8, 9])
    assert out["dcs"] == [None, 8, 10]
    assert [link["joined"] for link in out["links"]] == [True, True, False]
    assert out["links"][2]["ap"] == 4 and out["links"][2]["result"] == "failed_ref"
    assert [e["link"] for e in out["execution_order"]] == [2, 1, None]
    assert out["trigger"]["result"] == "failed_interrupted"


# §6 defense
@pytest.mark.parametrize(
    "params, field, words",
    [
        (
            {"attack_kind": "ranged", "type": "parry", "weapon_skill_die": "d6", "str_level": 1},
            "type",
            "parry cannot answer a missile",
        ),
        (
            {
                "attack_kind": "melee",
                "type": "cover",
                "shield_skill_die": "d6",
                "has_shield": True,
                "dex_level": 1,
            },
            "type",
            "cover answers only a missile and a thrown weapon",
        ),
        (
            {"attack_kind": "melee", "type": "block", "shield_skill_die": "d6", "str_level": 1},
            "has_shield",
            "must hold a shield",
        ),
        (
            {"attack_kind": "melee", "type": "dodge", "dex_level": 1},
            "armour_skill_die",
            "give armour_skill_die",
        ),
        (
            {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d6"},
            "str_level",
            "STR level",
        ),
        (
            {
                "attack_kind": "melee",
                "type": "dodge",
                "armour_skill_die": "d6",
                "dex_level": 1,
                "crit_threshold": 8,
            },
            "crit_threshold",
            "d6",
        ),
    ],
)
def test_defense_rejections(params, field, words):
    rejected(defense, params, field, words)


def test_defenceless_defender_rolls_nothing():
    out = run(defense, {"attack_kind": "melee", "type": "parry", "defenceless": True}, [])
    assert (out["type"], out["requested_type"], out["dc"], out["die"]) == ("none", "parry", 1, None)
    out = run(defense, {"attack_kind": "melee", "type": "none", "rules": {"undefended_dc": 3}}, [])
    assert out["dc"] == 3


def test_critical_defence_has_no_effect_and_fumble_dc_option():
    params = {
        "attack_kind": "ranged",
        "type": "dodge",
        "armour_skill_die": "d6",
        "dex_level": 1,
        "modifier": 2,
    }
    out = run(defense, params, [6])
    assert out["critical"] and out["dc"] == 9
    out = run(defense, {**params, "rules": {"defence_fumble_dc": 0}}, [1])
    assert out["fumble"] and out["dc"] == 0


# §7 attack
BASE = {
    "attack_kind": "melee",
    "form": "thrust",
    "skill_die": "d10",
    "dex_level": 2,
    "ap": 6,
    "defense": {"type": "dodge", "dc": 10},
}


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"ap": 2}, "ap", "costs 3 AP"),
        ({"dex_level": None}, "dex_level", "DEX level"),
        ({"attack_kind": "ranged", "acc_level": 3}, "distance", "give distance"),
        ({"attack_kind": "thrown", "distance": 3}, "acc_level", "ACC level"),
        ({"distance": 3}, "distance", "ranged and thrown"),
        ({"defense": {"type": "cover", "dc": 3}}, "defense.type", "cover cannot answer"),
        ({"attacker_unarmed": True, "damage_type": "slashing"}, "damage_type", "blunt"),
        ({"skill_die": "d4", "crit_threshold": 5}, "crit_threshold", "d4"),
        (
            {
                "attack_kind": "ranged",
                "acc_level": 1,
                "distance": 3,
                "rules": {"range_table": [{"up_to": 5, "modifier": 0}]},
            },
            "rules.range_table.0.up_to",
            "no upper limit",
        ),
        (
            {
                "attack_kind": "ranged",
                "acc_level": 1,
                "distance": 3,
                "rules": {
                    "range_table": [
                        {"up_to": 5, "modifier": 0},
                        {"up_to": 4, "modifier": 0},
                        {"up_to": None, "modifier": -1},
                    ]
                },
            },
            "rules.range_table.1.up_to",
            "greater",
        ),
    ],
)
def test_attack_rejections(change, field, words):
    params = {k: v for k, v in {**BASE, **change}.items() if v is not None}
    rejected(attack, params, field, words)


@pytest.mark.parametrize(
    "distance, reason, value",
    [
        (0, "range 0-2 units", -5),
        (2, "range 0-2 units", -5),
        (3, "range 3-5 units", 0),
        (5, "range 3-5 units", 0),
        (6, "range 6-20 units", -1),
        (20, "range 6-20 units", -1),
        (21, "range 21-40 units", -3),
        (40, "range 21-40 units", -3),
        (41, "range 41-80 units", -6),
        (80, "range 41-80 units", -6),
        (81, "range 81-120 units", -10),
        (120, "range 81-120 units", -10),
        (121, "range 121-200 units", -18),
        (200, "range 121-200 units", -18),
        (201, "range 201+ units", -25),
        (100000, "range 201+ units", -25),
    ],
)
def test_range_table_boundaries(distance, reason, value):
    params = {**BASE, "attack_kind": "ranged", "acc_level": 0, "distance": distance}
    del params["dex_level"]
    out = run(attack, params, [5])
    assert out["modifiers"] == [{"reason": reason, "value": value}]
    assert out["total"] == 5 + value


def test_a_weapons_own_range_table():
    table = [{"up_to": 10, "modifier": 2}, {"up_to": None, "modifier": -4}]
    params = {
        **BASE,
        "attack_kind": "thrown",
        "acc_level": 0,
        "distance": 11,
        "rules": {"range_table": table},
    }
    out = run(attack, params, [5])
    assert out["modifiers"] == [{"reason": "range 11+ units", "value": -4}]
    assert out["damage_kind"] == "thrown" and not out["weapon_unloaded"]


def test_every_modifier_together():
    params = {
        **BASE,
        "location_penalty": -15,
        "off_hand": True,
        "two_handed_one_hand": True,
        "from_behind": True,
        "other_modifier": 4,
        "defender_armed": False,
        "defense": {"type": "parry", "dc": 0},
        "cost": 0,
    }
    out = run(attack, params, [5])
    assert [m["value"] for m in out["modifiers"]] == [-15, -20, -20, 10, 10, 4]
    assert out["modifier"] == -31 and out["total"] == 5 + 2 - 31
    assert out["attacker_ap"] == 6  # an instant already paid in the chain costs 0 here


def test_unarmed_modifier_only_against_a_parry():
    params = {
        **BASE,
        "attacker_unarmed": True,
        "form": "strike",
        "defense": {"type": "dodge", "dc": 0},
    }
    assert run(attack, params, [5])["modifiers"] == []


def test_damage_type_from_the_weapon_and_a_missed_dodge_is_not_blocked():
    out = run(attack, {**BASE, "form": "maneuver", "damage_type": "blunt"}, [2])
    assert out["damage_type"] == "blunt"
    assert not out["hit"] and not out["blocked"] and out["defender_pending_ap_penalty_added"] == 0
    assert out["defender_penalty_added"] == 0


@pytest.mark.parametrize(
    "change, damage_type",
    [
        ({"form": None}, None),  # §7 Inputs list form with no default: the hit test needs none
        ({"form": "maneuver"}, None),  # a maneuver has no type of its own
        ({"form": "maneuver", "damage_type": "slashing"}, "slashing"),
        ({"form": None, "damage_type": "piercing"}, "piercing"),
        ({"form": "cut"}, "slashing"),
        ({"form": "strike"}, "blunt"),
        ({"form": None, "attacker_unarmed": True}, "blunt"),
    ],
)
def test_the_hit_test_resolves_without_a_damage_type(change, damage_type):
    """§7 DECISION: the damage type follows form unless the weapon fixes it; when neither
    tells it the attack still resolves (15 against dc 10) and answers damage_type null."""
    params = {k: v for k, v in {**BASE, **change}.items() if v is not None}
    out = run(attack, params, [8])
    assert (out["total"], out["hit"], out["attacker_ap"]) == (10, True, 3)
    assert out["damage_type"] == damage_type


# §8 damage and the armour loadout
def piece(id_, cls, covers, absorption=3, quality=1, side="none"):
    return {
        "id": id_,
        "class": cls,
        "side": side,
        "absorption": absorption,
        "quality": quality,
        "covers": [{"location": loc, "copy": copy} for loc, copy in covers],
    }


def test_overlap_on_more_than_one_part_is_a_conflict_naming_both():
    with pytest.raises(RuleViolation) as err:
        check_loadout(
            [
                piece("mail_shirt", "shirt", [("torso", 1), ("back", 1), ("left_arm", 1)]),
                piece("breastplate", "plate", [("torso", 1), ("back", 1)]),
            ]
        )
    assert err.value.field == "armour_pieces.1"
    assert "mail_shirt and breastplate overlap on back 1 and torso 1" in err.value.detail
    assert "more than one body part" in err.value.detail


def test_same_class_same_side_on_one_limb_is_a_conflict():
    with pytest.raises(RuleViolation) as err:
        check_loadout(
            [
                piece("vambrace", "bracer", [("left_arm", 1)], side="left"),
                piece("spare_vambrace", "bracer", [("left_arm", 1)], side="left"),
            ]
        )
    assert "both of class bracer, left side" in err.value.detail
    assert "same limb" in err.value.detail


def test_allowed_loadouts():
    check_loadout(
        [
            piece("left_bracer", "bracer", [("left_arm", 1)], side="left"),
            piece("right_bracer", "bracer", [("right_arm", 1)], side="right"),
            piece("gauntlet", "glove", [("left_arm", 1)], side="left"),
            piece("second_left_bracer", "bracer", [("left_arm", 2)], side="left"),
        ]
    )


@pytest.mark.parametrize(
    "pieces, field, words",
    [
        (
            [piece("a", "x", [("torso", 1)]), piece("a", "y", [("head", 1)])],
            "armour_pieces.1.id",
            "two armour pieces are called a",
        ),
        ([piece("a", "x", [("torso", 1), ("torso", 1)])], "armour_pieces.0.covers.1", "twice"),
    ],
)
def test_loadout_id_and_cover_errors(pieces, field, words):
    with pytest.raises(RuleViolation) as err:
        check_loadout(pieces)
    assert err.value.field == field and words in err.value.detail


DMG = {
    "attack_kind": "melee",
    "weapon_damage": 8,
    "weapon_quality": 2,
    "str_level": 2,
    "damage_type": "piercing",
    "hp": 12,
    "location": "torso",
}


def test_overlap_on_one_part_takes_the_highest_absorption():
    pieces = [
        piece("shirt", "shirt", [("torso", 1), ("left_arm", 1)], absorption=2, quality=2),
        piece("plate", "plate", [("torso", 1)], absorption=4, quality=2),
    ]
    out = run(damage, {**DMG, "armour_pieces": pieces}, [])
    assert out["armour_piece"] == "plate" and out["absorption"] == 4 and out["taken"] == 6
    out = run(damage, {**DMG, "armour_pieces": pieces, "location": "left_arm"}, [])
    assert out["armour_piece"] == "shirt" and out["absorption"] == 2


def test_absorption_tie_prefers_higher_quality():
    pieces = [
        piece("shirt", "shirt", [("torso", 1), ("left_arm", 1)], absorption=4, quality=1),
        piece("plate", "plate", [("torso", 1)], absorption=4, quality=3),
    ]
    out = run(damage, {**DMG, "weapon_quality": 5, "armour_pieces": pieces}, [])
    assert out["armour_piece"] == "plate"
    assert out["quality_changes"] == [{"item": "plate", "kind": "armour_piece", "from": 3, "to": 2}]


def test_uncovered_copy_has_no_absorption_and_nac_still_applies():
    pieces = [piece("bracer", "bracer", [("left_arm", 1)], absorption=5, quality=2)]
    out = run(
        damage, {**DMG, "armour_pieces": pieces, "location": "left_arm", "copy": 2, "nac": 3}, []
    )
    assert out["armour_piece"] is None and out["absorption"] == 0 and out["taken"] == 7
    assert out["quality_changes"] == []


def test_unarmed_has_no_quality_and_hp_depletion_and_dis():
    pieces = [{**piece("plate", "plate", [("torso", 1)], absorption=1, quality=5), "dis_bonus": 2}]
    out = run(
        damage,
        {
            "attack_kind": "melee",
            "weapon_quality": None,
            "str_level": 4,
            "damage_type": "blunt",
            "hp": 3,
            "location": "torso",
            "armour_pieces": pieces,
            "base_dis": 1,
        },
        [],
    )
    assert out["dealt"] == 4 and out["taken"] == 3 and out["quality_changes"] == []
    assert out["hp_after"] == 0 and out["hp_depleted"] and out["dis"] == 3


def test_quality_never_below_zero_and_option_values():
    pieces = [piece("helmet", "helmet", [("head", 1)], absorption=1, quality=0)]
    out = run(
        damage,
        {
            **DMG,
            "location": "head",
            "weapon_quality": 1,
            "armour_pieces": pieces,
            "critical": True,
            "rules": {"critical_multiplier": 3},
        },
        [],
    )
    assert out["taken"] == (10 - 1) * 3 and out["quality_changes"] == []
    pieces = [piece("helmet", "helmet", [("head", 1)], absorption=1, quality=3)]
    out = run(
        damage,
        {
            **DMG,
            "location": "head",
            "weapon_quality": 1,
            "armour_pieces": pieces,
            "rules": {"quality_step": 3},
        },
        [],
    )
    assert out["converted_to_blunt"] and out["dealt"] == 4 and out["taken"] == 3


def test_blunt_weapon_below_armour_quality_is_not_reduced():
    pieces = [piece("plate", "plate", [("torso", 1)], absorption=2, quality=4)]
    out = run(damage, {**DMG, "damage_type": "blunt", "armour_pieces": pieces}, [])
    assert not out["converted_to_blunt"] and out["dealt"] == 10 and out["taken"] == 8
    assert out["quality_changes"] == [{"item": "weapon", "kind": "weapon", "from": 2, "to": 1}]


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"attack_kind": "shot"}, "weapon_damage", "does not apply to a shot"),
        ({"ammo_damage": 3}, "ammo_damage", "does not apply to a melee attack"),
        ({"weapon_damage": None}, "weapon_damage", "give weapon_damage"),
        (
            {"attack_kind": "shot", "weapon_damage": None, "ammo_damage": 2},
            "launcher_damage",
            "give launcher_damage",
        ),
    ],
)
def test_damage_rejections(change, field, words):
    params = {k: v for k, v in {**DMG, **change}.items() if v is not None}
    rejected(damage, params, field, words)


# §9 wounds and the operations
@pytest.mark.parametrize(
    "location, face, point, bleeding, fatigue, extra",
    [
        ("torso", 1, "heart", 2 + 3, 4, {}),
        ("torso", 2, "solar_plexus", 2, 4 + 3, {}),
        ("left_leg", 1, "foot", 2, 4, {"foot_effect_added": True}),
        ("right_leg", 2, "artery", 3, 4, {}),
        (
            "right_arm",
            1,
            "hand",
            2,
            4,
            {"hand_disabled": {"side": "right", "location": "right_arm", "copy": 1}},
        ),
        ("left_arm", 2, "artery", 3, 4, {}),
        ("head", 1, "eyes", 2, 4, {"eyes_lost": 1, "blind": False}),
        ("head", 2, "neck", 5, 4, {}),
    ],
)
def test_every_sensitive_point(location, face, point, bleeding, fatigue, extra):
    params = {"location": location, "taken": 20, "damage_type": "slashing", "critical": True}
    source = ManualDice([face])
    out = wounds(params, source)
    assert source.unused == []
    assert source.rolls[0].sides == 2
    assert out["crit_point"] == point and out["wound"]["bleeding_active"] == bleeding
    assert out["fatigue_added"] == fatigue
    for key, value in extra.items():
        assert out[key] == value


def test_back_has_no_sensitive_point_and_no_die():
    out = run(
        wounds, {"location": "back", "taken": 20, "damage_type": "blunt", "critical": True}, []
    )
    assert out["crit_point"] is None and out["wound"]["bleeding_active"] == 2


def test_second_eye_blinds():
    out = run(
        wounds,
        {"location": "head", "taken": 4, "damage_type": "blunt", "critical": True, "eyes_lost": 1},
        [1],
    )
    assert out["eyes_lost"] == 2 and out["blind"] and out["fatigue_added"] == 0


def test_crit_effect_without_damage_when_the_option_is_off():
    out = run(
        wounds,
        {
            "location": "torso",
            "taken": 0,
            "damage_type": "blunt",
            "critical": True,
            "rules": {"crit_effect_requires_damage": False},
        },
        [1],
    )
    assert out["wound"]["damage"] == 0 and out["wound"]["bleeding_active"] == 3


def test_token_rates_are_options():
    out = run(
        wounds,
        {
            "location": "torso",
            "taken": 12,
            "damage_type": "blunt",
            "rules": {"fatigue_per": 4, "bleeding_per": 6},
            "wound_id": "w7",
        },
        [],
    )
    assert out["fatigue_added"] == 3 and out["wound"]["bleeding_active"] == 2
    assert out["wound"]["id"] == "w7"


def test_stanch_cure_and_heal():
    wound = {
        "id": "w1",
        "location": "left_arm",
        "copy": 1,
        "damage": 23,
        "damage_type": "slashing",
        "bleeding_active": 3,
        "bleeding_stanched": 0,
        "crit_point": "hand",
    }
    stanched = stanch(wound, 2)
    assert (stanched["bleeding_active"], stanched["bleeding_stanched"]) == (1, 2)
    cured = cure_bleeding(stanched, 2)
    assert (cured["bleeding_active"], cured["bleeding_stanched"]) == (0, 1)
    with pytest.raises(RuleViolation):
        stanch(cured, 1)
    with pytest.raises(RuleViolation):
        cure_bleeding(cured, 2)
    healed = heal_wound(cured, hp=5, max_hp=20)
    assert healed["hp"] == 20 and healed["hp_restored"] == 15
    assert healed["hand_restored"] == {"side": "left", "location": "left_arm", "copy": 1}
    assert heal_wound(cured, hp=5, max_hp=40, hp_restored=4)["hp"] == 9


# §10 surprise
def test_surprise_scope_and_running_combat():
    out = run(
        surprise,
        {
            "ref_level": 0,
            "detection_dc": 15,
            "opens_combat": False,
            "rules": {"surprise_scope": "first_attack"},
        },
        [3],
    )
    assert out["surprised"] and not out["skip_round1"]
    assert out["defenceless_until"] == "first_attack"


# §11 terrain
def test_terrain_rejections_before_any_die():
    rejected(
        terrain,
        {"steps": [{"mode": "walk", "safe": True}] * 4, "ap": 11},
        "steps.3",
        "costs 3 AP but only 2 AP would be left",
    )
    rejected(terrain, {"steps": [{"mode": "run"}], "ap": 5}, "dex_level", "DEX test")
    rejected(
        terrain,
        {"steps": [{"mode": "walk"}], "ap": 5, "dex_level": 1, "prone": True},
        "steps.0.mode",
        "stand up first (3 AP)",
    )


def test_other_terrain_profiles():
    mud = {"name": "mud", "safe_extra_ap": 2, "test_attribute": "str", "test_dc": 12}
    out = run(
        terrain,
        {
            "profile": mud,
            "steps": [{"mode": "walk"}, {"mode": "walk", "safe": True}],
            "ap": 10,
            "str_level": 3,
            "armour_dex_penalty": 5,
        },
        [9],
    )
    assert out["units"][0]["test"]["total"] == 12 and out["units"][0]["test"]["passed"]
    assert out["ap_spent"] == 2 + 4 and out["profile"] == "mud"
    flat = {"name": "road", "safe_extra_ap": 0, "test_dc": None}
    out = run(
        terrain,
        {
            "profile": flat,
            "steps": [{"mode": "run", "leaves_reach": True}],
            "ap": 2,
            "foot_effects": 0,
        },
        [],
    )
    assert out["ap_spent"] == 2 and out["units"][0]["test"] is None


def test_prone_character_crawls_and_a_foot_effect_costs_more():
    out = run(
        terrain,
        {"steps": [{"mode": "crawl", "safe": True}], "ap": 5, "prone": True, "foot_effects": 1},
        [],
    )
    assert out["ap_spent"] == 5 and out["prone"]


def test_seeded_stream_is_reproducible():
    params = {"steps": [{"mode": "run"}] * 5, "ap": 10, "dex_level": 0}
    a, b = StreamDice("ice"), StreamDice("ice")
    assert terrain(params, a) == terrain(params, b) and a.rolls == b.rolls


@pytest.mark.parametrize(
    "defense_given, blocked",
    [
        ({"type": "parry", "dc": 20}, True),
        ({"type": "parry", "dc": 20, "blocks_on_miss": None}, True),
        ({"type": "block", "dc": 20, "blocks_on_miss": False}, False),
        ({"type": "dodge", "dc": 20, "blocks_on_miss": None}, False),
    ],
)
def test_blocks_on_miss_defaults_from_the_defence_type(defense_given, blocked):
    out = run(attack, {**BASE, "defense": defense_given}, [3])
    assert not out["hit"] and out["blocked"] is blocked
    assert out["defender_pending_ap_penalty_added"] == (1 if blocked else 0)


def test_initiative_reroll_does_not_join_a_lower_tie_of_the_same_round():
    """Bor and Cyn tie on 4 and re-roll 6, 5; Eri's first 2 stays alone below them."""
    from referee.dice import ManualDice
    from referee.systems.walka.rules.initiative import initiative

    dice = ManualDice([4, 4, 2, 2, 6])
    params = {
        "characters": [
            {"id": "Bor", "spd": 10},
            {"id": "Cyn", "spd": 10},
            {"id": "Eri", "spd": 10},
            {"id": "Dag", "spd": 10},
        ]
    }
    # Four at SPD 10: Bor 4, Cyn 4, Eri 2, Dag 2; Bor/Cyn re-roll (2, 6) -> Cyn, Bor; Eri/Dag
    # re-roll from their own tie only.
    dice = ManualDice([4, 4, 2, 2, 2, 6, 5, 3])
    out = initiative(params, dice)
    assert dice.unused == []
    assert [c["id"] for c in out["order"]] == ["Cyn", "Bor", "Eri", "Dag"]


def test_initiative_three_way_regression_from_golden_review():
    from referee.dice import ManualDice
    from referee.systems.walka.rules.initiative import initiative

    params = {
        "characters": [{"id": "Bor", "spd": 10}, {"id": "Cyn", "spd": 10}, {"id": "Eri", "spd": 10}]
    }
    dice = ManualDice([4, 4, 2, 2, 6])
    out = initiative(params, dice)
    assert dice.unused == []
    assert [c["id"] for c in out["order"]] == ["Cyn", "Bor", "Eri"]
