"""Urban War command, panic and rally tests (urban-war.md §6.1, §6.2).

Worked examples C1-C3 and P1-P3 run on manual dice; exact probabilities are
checked against an enumeration of all 100 outcomes of 2d10 written here.
"""

from fractions import Fraction
from itertools import product

import pytest

from referee.dice import ManualDice, StreamDice
from referee.systems.urban_war.rules.morale import command_test, panic_test, rally


def run(rule, params, dice):
    source = ManualDice(dice)
    outcome = rule(params, source)
    assert source.unused == []
    return outcome, [r.value for r in source.rolls]


def test_c1_commander_in_range_passes():
    out, used = run(command_test, {"command": 4, "calibre": 1, "commander_in_range": True}, [6, 4])
    assert used == [6, 4]
    assert (out["natural"], out["total"], out["auto_fail"], out["passed"]) == (10, 16, False, True)


def test_c2_target_selection_natural_5_auto_fails_despite_total_18():
    params = {"command": 8, "calibre": 3, "kind": "target_selection", "primary_in_cover": True}
    out, _ = run(command_test, params, [2, 3])
    assert out["natural"] == 5 and out["total"] == 18
    assert out["auto_fail"] and not out["passed"]


def test_c3_interrupt_shot_long_band():
    params = {"command": 5, "calibre": 2, "kind": "interrupt_shot", "band": "long"}
    out, _ = run(command_test, params, [3, 4])
    assert out["total"] == 12 and not out["passed"]
    assert {"reason": "interrupt shot at long range", "value": -2} in out["modifiers"]


def test_commander_bonus_not_for_himself():
    params = {"command": 5, "commander_in_range": True, "is_commander": True}
    out, _ = run(command_test, params, [5, 5])
    assert out["total"] == 15 and out["modifiers"] == []


def test_no_automatic_success_on_natural_20():
    out, _ = run(
        command_test, {"command": 1, "modifiers": [{"reason": "x", "value": -10}]}, [10, 10]
    )
    assert out["natural"] == 20 and out["total"] == 11 and not out["passed"]


def test_p1_panic_test_failed_gives_token():
    params = {"command": 4, "calibre": 0, "trigger": "friendly_killed"}
    out, used = run(panic_test, params, [5, 4])
    assert used == [5, 4]
    assert out["test"]["total"] == 13 and out["panicked"] is True


@pytest.mark.parametrize("trigger", ["friendly_killed", "below_half_wounds"])
def test_panic_exempt_in_base_contact_draws_nothing(trigger):
    out, used = run(panic_test, {"command": 4, "trigger": trigger, "in_base_contact": True}, [])
    assert used == [] and out["reason"] == "exempt_in_base_contact" and out["panicked"] is False


def test_melee_lost_is_not_exempt_in_contact():
    out, used = run(
        panic_test, {"command": 4, "trigger": "melee_lost", "in_base_contact": True}, [9, 9]
    )
    assert used == [9, 9] and out["tested"] and out["panicked"] is False


def test_already_panicked_takes_no_test():
    out, used = run(panic_test, {"command": 4, "panicked": True}, [])
    assert used == [] and out["reason"] == "already_panicked" and out["panicked"] is True


def test_p2_rally_passed_keeps_penalty():
    params = {"command": 5, "calibre": 1, "commander_in_range": True, "panicked": True}
    out, _ = run(rally, params, [7, 2])
    assert out["test"]["total"] == 16
    assert out["panicked"] is False and out["panic_penalty"] is True


def test_p3_rally_with_high_morale_sheds_penalty():
    params = {
        "command": 5,
        "calibre": 1,
        "commander_in_range": True,
        "panicked": True,
        "high_morale": True,
    }
    out, _ = run(rally, params, [7, 2])
    assert out["panicked"] is False and out["panic_penalty"] is False


def test_rally_failed_keeps_token_and_penalty():
    out, _ = run(rally, {"command": 5, "panicked": True, "high_morale": True}, [2, 2])
    assert out["panicked"] is True and out["panic_penalty"] is True


def test_rally_not_panicked_and_declined_reaction_draw_nothing():
    out, used = run(rally, {"command": 5}, [])
    assert used == [] and out["reason"] == "not_panicked" and out["panic_penalty"] is False
    params = {"command": 5, "panicked": True, "occasion": "reaction", "attempt": False}
    out, used = run(rally, params, [])
    assert used == [] and out["reason"] == "declined" and out["panic_penalty"] is True


def exact_pass_probability(cd, modifier):
    """All 100 outcomes of 2d10: pass iff natural > 5 and natural + CD + modifier >= 15."""
    passes = sum(
        1 for a, b in product(range(1, 11), repeat=2) if a + b > 5 and a + b + cd + modifier >= 15
    )
    return Fraction(passes, 100)


def pass_probability(params):
    """The rules function run on every pair of dice."""
    passes = 0
    for a, b in product(range(1, 11), repeat=2):
        out, _ = run(command_test, params, [a, b])
        passes += out["passed"]
    return Fraction(passes, 100)


@pytest.mark.parametrize(
    "params, cd, modifier, expected",
    [
        (
            {"command": 4, "calibre": 1, "commander_in_range": True},
            4,
            2,
            Fraction(72, 100),
        ),  # natural 9+: 8+9+10+9+...+1 = 72
        ({"command": 10, "calibre": 10}, 10, 10, Fraction(90, 100)),  # only natural <= 5 fails
        ({"command": 1}, 1, 0, Fraction(28, 100)),  # natural 14+: 7+6+5+4+3+2+1
        ({"command": 5, "calibre": 2, "kind": "interrupt_shot", "band": "extreme"}, 5, -1, None),
        (
            {"command": 8, "calibre": 3, "kind": "target_selection", "primary_in_cover": True},
            8,
            5,
            None,
        ),
        ({"command": 4, "modifiers": [{"reason": "house rule", "value": -3}]}, 4, -3, None),
    ],
)
def test_exact_pass_probability(params, cd, modifier, expected):
    exact = exact_pass_probability(cd, modifier)
    if expected is not None:
        assert exact == expected  # the enumeration itself, checked by hand
    assert pass_probability(params) == exact


def test_same_seed_same_dice():
    a = StreamDice("fixed")
    b = StreamDice("fixed")
    assert command_test({"command": 4}, a) == command_test({"command": 4}, b)
    assert a.rolls == b.rolls
