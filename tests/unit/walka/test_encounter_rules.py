"""The rules of walka.md §14 as pure functions: params and dice in, outcome out."""

import pytest

from referee.dice import ManualDice
from referee.systems.walka.rules.action_points import action_points
from referee.systems.walka.rules.damage import damage
from referee.systems.walka.rules.initiative import initiative
from referee.systems.walka.rules.surprise import surprise
from referee.systems.walka.rules.wounds import wounds
from referee.violations import RuleViolation
from tests.support.manual_dice import run

OFF = {"crit_effect_requires_damage": False}


def refused(rule, params, field, code):
    source = ManualDice([])
    with pytest.raises(RuleViolation) as err:
        rule(params, source)
    assert source.rolls == []
    assert (err.value.field, err.value.code) == (field, code), err.value.detail
    return err.value


@pytest.mark.parametrize("option", [True, False])
def test_back_critical_of_0_is_no_wound_whatever_the_option(option):
    params = {"location": "back", "taken": 0, "damage_type": "blunt", "critical": True}
    out = run(wounds, {**params, "rules": {"crit_effect_requires_damage": option}})
    assert out["wound"] is None and out["fatigue_added"] == 0


def test_head_critical_of_0_with_the_option_off_records_the_point():
    params = {"location": "head", "taken": 0, "damage_type": "blunt", "critical": True}
    out = run(wounds, {**params, "rules": OFF}, [1])
    assert out["wound"]["damage"] == 0 and out["crit_point"] == "eyes" and out["eyes_lost"] == 1
    # a 0 that is not critical is never a wound
    assert run(wounds, {**params, "critical": False, "rules": OFF})["wound"] is None


def test_turn_start_needs_the_own_turn():
    refused(
        action_points,
        {"spd": 10, "turn_start": True, "own_turn": False},
        "turn_start",
        "not_own_turn",
    )


def test_nothing_follows_the_spend_that_emptied_the_ap_in_the_own_turn():
    params = {"spd": 0, "ap": 5, "spend": [{"activity": "walk"}, {"activity": "attack"}]}
    out = run(action_points, params)
    assert out["ap"] == 0 and out["turn_ended"]
    refused(
        action_points,
        {**params, "spend": [*params["spend"], {"activity": "defense"}]},
        "spend.2",
        "turn_ended",
    )
    # Outside the own turn the turn does not end: a defence may follow.
    other = {"spd": 0, "ap": 3, "own_turn": False}
    out = run(action_points, {**other, "spend": [{"activity": "instant"}, {"activity": "defense"}]})
    assert out["ap"] == 0 and not out["turn_ended"]


def test_no_instant_is_affordable_while_surprised():
    out = run(action_points, {"spd": 10, "ap": 10, "own_turn": False, "surprised": True})
    assert out["instant_affordable"] is False
    started = run(action_points, {"spd": 10, "ap": 10, "turn_start": True, "surprised": True})
    assert started["surprised"] is False and started["instant_affordable"] is True


def test_impossible_damage_combinations():
    unarmed = {
        "attack_kind": "melee",
        "str_level": 3,
        "weapon_quality": None,
        "location": "torso",
        "hp": 10,
    }
    refused(damage, {**unarmed, "damage_type": "piercing"}, "damage_type", "invalid_damage_type")
    assert run(damage, {**unarmed, "damage_type": "blunt"})["taken"] == 3
    shot = {
        "attack_kind": "shot",
        "ammo_damage": 4,
        "launcher_damage": 7,
        "damage_type": "piercing",
        "weapon_quality": None,
        "location": "head",
        "hp": 10,
    }
    refused(damage, shot, "weapon_quality", "quality_required")


def test_the_highest_detection_dc_applies():
    out = run(surprise, {"ref_level": 3, "detection_dcs": [16, 9, 12]}, [12])
    assert out["test"]["dc"] == 16 and out["surprised"]
    refused(surprise, {"ref_level": 3}, "detection_dc", "detection_dc_required")


def test_each_spd_group_settles_before_the_next():
    """§2, §14: the tie of the SPD 10 group re-rolls before the SPD 8 group rolls."""
    params = {
        "characters": [
            {"id": "A", "spd": 10},
            {"id": "B", "spd": 10},
            {"id": "C", "spd": 8},
            {"id": "D", "spd": 8},
        ]
    }
    out = run(initiative, params, [3, 3, 5, 2, 4, 6])
    assert [o["id"] for o in out["order"]] == ["A", "B", "D", "C"]
    assert [o["rolls"] for o in out["order"]] == [[3, 5], [3, 2], [6], [4]]
