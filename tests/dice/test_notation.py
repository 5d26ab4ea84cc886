"""Dice notation: d20's documented examples, worked examples of every operator, and the
refusals of bad or hostile expressions (with the column they point at)."""

from __future__ import annotations

import pytest

from referee import versions
from referee.dice import ManualDice, StreamDice
from referee.dice_notation import limits
from referee.dice_notation.evaluate import roll
from referee.dice_notation.parse import checked
from referee.violations import RuleViolation


def rolled(expression: str, dice: list[int]) -> dict:
    source = ManualDice(dice)
    outcome = roll({"expression": expression}, source)
    assert source.unused == []
    return outcome


def d20_line(text: str) -> str:
    """d20's README line without its Markdown bold (crits) and backticks around the total."""
    return text.replace("**", "").replace("`", "")


# Every example of the d20 package's README (PyPI, "Dice Syntax", "Examples", "Annotations
# and Comments", "Traversing Dice Results"), with the dice its output shows, and the line
# d20 prints. Our line is d20's without bold (d20 bolds natural 1s and maxima).
D20_README = [
    ("1d20+5", [10], "1d20 (10) + 5 = `15`"),
    ("4d6kh3", [4, 4, 6, 3], "4d6kh3 (4, 4, **6**, ~~3~~) = `14`"),
    ("2d6ro<3", [1, 6, 3], "2d6ro<3 (**~~1~~**, 3, **6**) = `9`"),
    ("8d6mi2", [1, 6, 4, 2, 6, 2, 5, 6], "8d6mi2 (1 -> 2, **6**, 4, 2, **6**, 2, 5, **6**) = `33`"),
    (
        "(1d4 + 1, 3, 2d6kl1)kh1",
        [2, 2, 5],
        "(1d4 (2) + 1, ~~3~~, ~~2d6kl1 (2, 5)~~)kh1 = `3`",
    ),
    (
        "3d6 [fire] + 1d4 [piercing]",
        [3, 2, 2, 3],
        "3d6 (3, 2, 2) [fire] + 1d4 (3) [piercing] = `10`",
    ),
    ("-(1d8 + 3) [healing]", [7], "-(1d8 (7) + 3) [healing] = `-10`"),
    ("(1 [one], 2 [two], 3 [three])", [], "(1 [one], 2 [two], 3 [three]) = `6`"),
    ("3d6 + 1d4 + 3", [4, 6, 6, 1], "3d6 (4, **6**, **6**) + 1d4 (**1**) + 3 = `20`"),
    ("-1d8 + 4 - (3, 1d4)kh1", [8, 3], "-1d8 (**8**) + 4 - (3, ~~1d4 (3)~~)kh1 = `-7`"),
]


@pytest.mark.parametrize(("expression", "dice", "line"), D20_README, ids=[e[0] for e in D20_README])
def test_every_d20_readme_example_evaluates_as_documented(expression, dice, line):
    outcome = rolled(expression, dice)
    assert outcome["line"] == d20_line(line)
    assert outcome["total"] == int(line.split("`")[-2])


def test_the_readme_custom_stringifier_example_4d6e6kh3():
    """'4d6e6kh3 (X, 5, 6!, 6!, X, X) was 17': two sixes explode into two more dice, the
    highest three (5, 6, 6) are kept, the three others dropped."""
    outcome = rolled("4d6e6kh3", [2, 5, 6, 6, 3, 1])
    assert outcome["line"] == "4d6e6kh3 (~~2~~, 5, 6!, 6!, ~~3~~, ~~1~~) = 17"
    dice = outcome["tree"]["dice"]
    assert [d["origin"] for d in dice] == ["rolled"] * 4 + ["explosion"] * 2
    assert [d["kept"] for d in dice] == [False, True, True, True, False, False]


# The README's grammar tables: each example parses, and evaluates to what the table says.
D20_GRAMMAR = [
    ("1", [], 1),
    ("0.5", [], 0),  # d20's totals are whole numbers (dice rules version 2)
    ("3.14", [], 3),
    ("d20", [13], 13),
    ("3d6", [1, 2, 3], 6),
    ("()", [], 0),
    ("(2,)", [], 2),
    ("(1, 3+3, 1d20)", [20], 27),
    ("4d6kh3", [1, 2, 3, 4], 9),  # set_op kh3
    ("4d6ro<3", [1, 2, 3, 4, 5, 6], 18),  # set_op ro<3: 1 -> 5, 2 -> 6
    ("(1, 3, 3, 5)k3", [], 6),  # selector 3: the values that are literally 3
    ("(1, 3, 3, 5)kh1", [], 5),  # selector h1
    ("(1, 3, 3, 5)k>2", [], 11),  # selector >2
    ("(1, 3, 3, 5)kl2", [], 4),  # lX
    ("(1, 3, 3, 5)k<3", [], 1),  # <X
    ("(1, 3, 3, 5)p3", [], 6),  # p: drop
    ("3d6rr1", [1, 1, 4, 2, 3], 9),  # rr: re-rolled until not 1: 1 -> 1 -> 4
    ("2d6ra6", [6, 2, 5], 13),  # ra: one more die, the original kept
    ("2d6e6", [6, 2, 6, 3], 17),  # e: explodes, and the new six explodes again
    ("3d6mi3", [1, 5, 2], 11),
    ("3d6ma3", [1, 5, 2], 6),
    ("+4", [], 4),
    ("-4", [], -4),
    ("7 * 3", [], 21),
    ("7 / 2", [], 3),
    ("7 // 2", [], 3),
    ("7 % 2", [], 1),
    ("7 + 2", [], 9),
    ("7 - 2", [], 5),
    ("7 == 7", [], 1),
    ("7 >= 8", [], 0),
    ("7 <= 8", [], 1),
    ("7 > 8", [], 0),
    ("7 < 8", [], 1),
    ("7 != 8", [], 1),
    ("(3d6)", [1, 2, 3], 6),  # (3d6) is 3d6 ...
    ("(3d6,)", [1, 2, 3], 6),  # ... (3d6,) the set of that one element
]


@pytest.mark.parametrize(
    ("expression", "dice", "total"), D20_GRAMMAR, ids=[e[0] for e in D20_GRAMMAR]
)
def test_every_d20_grammar_table_example_parses_and_evaluates(expression, dice, total):
    assert rolled(expression, dice)["total"] == total


def test_a_parenthesised_term_is_one_value_and_a_trailing_comma_makes_a_set():
    assert rolled("(3d6)", [1, 2, 3])["tree"]["kind"] == "group"
    one = rolled("(3d6,)", [1, 2, 3])["tree"]
    assert one["kind"] == "set" and len(one["items"]) == 1


# Referee's additions and readings, each a worked example.
WORKED = [
    ("4d6kh3 + 2", [6, 5, 1, 3], "4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16"),
    ("3dF+2", [3, 1, 2], "3dF (+, -, 0) + 2 = 2"),
    ("d%", [100], "d% (100) = 100"),
    ("2d20kl1", [15, 4], "2d20kl1 (~~15~~, 4) = 4"),
    ("4d6pl1", [3, 1, 5, 1], "4d6pl1 (3, ~~1~~, 5, 1) = 9"),  # ties: the earlier die goes
    ("4d6ph1", [6, 1, 6, 2], "4d6ph1 (~~6~~, 1, 6, 2) = 9"),
]


def test_a_dice_pool_counts_the_dice_that_meet_the_target():
    outcome = rolled("10d10>=6", [7, 2, 9, 6, 5, 1, 10, 3, 6, 8])
    assert outcome["total"] == 6
    assert outcome["tree"]["kind"] == "successes"
    assert [d["success"] for d in outcome["tree"]["of"]["dice"]] == [
        True, False, True, True, False, False, True, False, True, True,
    ]  # fmt: skip
    assert outcome["line"].startswith("10d10 (**7**, 2, **9**, **6**, 5, 1, **10**")


def test_a_comparison_of_two_totals_is_one_or_zero_as_in_d20():
    assert rolled("1d20+5 >= 15", [10])["total"] == 1
    assert rolled("1d20+5 >= 15", [9])["total"] == 0


@pytest.mark.parametrize(("expression", "dice", "line"), WORKED, ids=[w[0] for w in WORKED])
def test_worked_examples(expression, dice, line):
    assert rolled(expression, dice)["line"] == line


def test_a_set_pool_counts_its_items():
    outcome = rolled("(1d6, 1d8)>=4", [4, 3])
    assert outcome["total"] == 1
    assert [i["success"] for i in outcome["tree"]["of"]["items"]] == [True, False]


def test_rolls_are_in_draw_order_with_their_term_as_purpose():
    source = ManualDice([1, 6, 3, 2, 5])
    roll({"expression": "2d6ro<3 [to hit] + 1d4 + 1d8"}, source)
    assert [(r.sides, r.value, r.purpose) for r in source.rolls] == [
        (6, 1, "2d6ro<3 [to hit], die 1"),
        (6, 6, "2d6ro<3 [to hit], die 2"),
        (6, 3, "2d6ro<3 [to hit], die 1 re-rolled (ro<3)"),
        (4, 2, "1d4, die 1"),
        (8, 5, "1d8, die 1"),
    ]


def test_an_explosion_chain_stops_after_the_limit():
    sixes = [6] * (1 + limits.MAX_EXPLOSIONS)
    outcome = rolled("1d6e6", sixes)
    assert outcome["total"] == 6 * len(sixes)
    assert sum(d["origin"] == "explosion" for d in outcome["tree"]["dice"]) == limits.MAX_EXPLOSIONS


def test_a_reroll_until_stops_at_its_cap_and_says_so():
    """Version 2: `1d6rr1` may re-roll its die 100 times (the expression's dice allow it);
    a die still showing 1 then stands, and the answer says the cap was reached."""
    ones = [1] * (1 + limits.MAX_REROLLS_UNTIL)
    outcome = rolled("1d6rr1", ones)
    assert outcome["total"] == 1
    (die,) = outcome["tree"]["dice"]
    assert len(die["faces"]) == 1 + limits.MAX_REROLLS_UNTIL and die["capped"] is True
    assert outcome["capped"] == [
        "1d6rr1, die 1: still rr1 after 100 re-rolls, the most this expression allows; "
        "its last face stands"
    ]
    assert "(capped)" in outcome["line"]


def test_version_1_stopped_a_reroll_after_ten_and_said_nothing():
    ones = [1] * (1 + limits.MAX_REROLLS)
    source = ManualDice(ones)
    outcome = roll(versions.given({"expression": "1d6rr1"}, 1), source)
    assert source.unused == [] and outcome["total"] == 1
    assert "capped" not in outcome and "capped" not in outcome["tree"]["dice"][0]


def test_a_seed_gives_the_same_roll_every_time():
    first = roll({"expression": "8d6e6 + 2d20kh1"}, StreamDice("table-4"))
    again = roll({"expression": "8d6e6 + 2d20kh1"}, StreamDice("table-4"))
    assert first == again
    # referee-dice-v1 vector: "audit-me", d6s -> 4, 2, 2, 2, ...
    assert roll({"expression": "4d6"}, StreamDice("audit-me"))["line"] == "4d6 (4, 2, 2, 2) = 10"


REFUSED = [
    ("4d6kh", "dice_syntax", "expected a number after kh at column 6"),
    ("4d", "dice_syntax", "expected the number of sides (or % or F) after d at column 3"),
    ("1d20 +", "dice_syntax", "expected a number, dice or '(' after + at column 7"),
    ("(1, 2", "dice_syntax", "expected ',' or ')' at column 6"),
    ("1d6 x", "dice_syntax", "'x' cannot stand here at column 5"),
    ("", "dice_syntax", "the expression is empty"),
    ("(1, 2)rr1", "dice_syntax", "'rr' cannot stand here at column 7"),
    ("4d6mi<3", "dice_syntax", "mi takes a plain number, like mi2, not mi<3"),
    ("4d6rrh1", "dice_syntax", "rr re-rolls a face until it stops showing"),
    ("4d6el1", "dice_syntax", "e explodes on a face"),
    ("101d6", "dice_too_large", "one term rolls at most 100 dice, not 101"),
    ("1d1001", "dice_too_large", "a die has 1 to 1000 sides, not 1001"),
    ("1d0", "dice_too_large", "a die has 1 to 1000 sides, not 0"),
    ("1d6" + "+1" * 100, "dice_too_large", "at most 200 characters"),
    ("(" * 21 + "1" + ")" * 21, "dice_too_large", "nest at most 20 deep"),
    ("100d6e6", "dice_too_large", "could draw up to 1100 dice"),
    ("10d6rr1rr2", "dice_too_large", "could draw up to 1210 dice"),
    ("9999999999999999", "dice_too_large", "too large"),
    ("999999999 * 999999999", "dice_arithmetic", "beyond ±1,000,000,000,000,000"),
    ("1 / 0", "dice_arithmetic", "divides by zero"),
    ("1 // (1d2 - 1)", "dice_arithmetic", "divides by zero"),
]


@pytest.mark.parametrize(("expression", "code", "words"), REFUSED, ids=[r[0][:30] for r in REFUSED])
def test_bad_and_hostile_expressions_are_refused_in_words(expression, code, words):
    with pytest.raises(RuleViolation) as refused:
        roll({"expression": expression}, ManualDice([1] * 20))
    assert refused.value.code == code
    assert words in refused.value.detail
    assert refused.value.field == "expression"


def test_a_pool_of_a_set_compares_exact_values_and_keeps_its_notes():
    """1/3 meets >= 1/3 exactly (no float rounding); a note on the pool stays on its term."""
    outcome = rolled("(0.5, 1/3, 1d6)>=1/3", [1])
    assert outcome["total"] == 3
    noted = rolled("10d10 [hits] >= 6", [7, 2, 9, 6, 5, 1, 10, 3, 6, 8])
    assert noted["tree"]["of"]["annotations"] == ["hits"]
    assert noted["line"].endswith(
        "(**7**, 2, **9**, **6**, 5, 1, **10**, 3, **6**, **8**) [hits] >= 6 = 6"
    )


BOUNDED = [
    # (expression, refused): decided from what the dice could show, never from what they do.
    ("10/1d6", False),
    ("1d20 % 1d4", False),
    ("1d20 // (1d6 + 0)", False),
    ("1/(1d10<6)", True),
    ("1/((2d10>=8)-2)", True),
    ("1d20/(1d6-3)", True),
    ("1/(4d6kh3 - 3)", True),  # three dice kept, each at least 1: the lowest is 3
    ("1/(4d6kh3 - 2)", False),
    ("1/(4d6p>3)", True),  # a drop by face can leave no die at all
    ("1 / (3dF)", True),
    ("1d1000*1d1000*1d1000*1d1000*1d1000", False),  # exactly 10^15 at most
    ("1d1000*1d1000*1d1000*1d1000*1d1000*2", True),
    ("-(1d1000*1d1000*1d1000*1d1000*1d1000) - 1", True),
    ("100d1000*100d1000", False),
]


@pytest.mark.parametrize(("expression", "refused"), BOUNDED)
def test_refusals_that_hang_on_the_dice_come_before_any_die(expression, refused):
    if not refused:
        checked(expression)
        return
    with pytest.raises(RuleViolation) as error:
        checked(expression)
    assert error.value.code == "dice_arithmetic"
    assert "could" in error.value.detail and "Nothing was rolled" in error.value.detail
