"""The d100 hit-location table at every boundary, front and behind, and the rest of §5.

The table is written out here from walka.md §5, independently of the rules module.
"""

import pytest

from referee.dice import ManualDice
from referee.systems.walka.rules.location import hit_location
from referee.violations import RuleViolation

FRONT = [
    ("torso", 1, 26),
    ("lower_abdomen", 27, 37),
    ("back", 38, 43),
    ("left_arm", 44, 55),
    ("left_leg", 56, 67),
    ("right_arm", 68, 79),
    ("right_leg", 80, 91),
    ("head", 92, 100),
]
BEHIND = [
    ("torso", 1, 8),
    ("lower_abdomen", 9, 13),
    ("back", 14, 43),
    *FRONT[3:],
]
PENALTY = {
    "torso": 0,
    "lower_abdomen": 0,
    "back": 0,
    "left_arm": -5,
    "right_arm": -5,
    "left_leg": -5,
    "right_leg": -5,
    "head": -15,
}


def run(params, dice):
    source = ManualDice(dice)
    out = hit_location(params, source)
    assert source.unused == []
    return out, source.rolls


def boundaries(table):
    for location, low, high in table:
        yield low, location
        yield high, location


@pytest.mark.parametrize("d100, expected", list(boundaries(FRONT)))
def test_front_column_boundaries(d100, expected):
    out, rolls = run({"mode": "random"}, [d100])
    assert out["location"] == expected and out["column"] == "front"
    assert out["penalty"] == 0 and out["copy"] == 1 and out["d100"] == d100
    assert [(r.sides, r.value) for r in rolls] == [(100, d100)]
    assert rolls[0].purpose == "hit location, from the front (d100)"


@pytest.mark.parametrize("d100, expected", list(boundaries(BEHIND)))
def test_behind_column_boundaries(d100, expected):
    out, rolls = run({"mode": "random", "from_behind": True}, [d100])
    assert out["location"] == expected and out["column"] == "behind"
    assert rolls[0].purpose == "hit location, from behind (d100)"


@pytest.mark.parametrize("from_behind, table", [(False, FRONT), (True, BEHIND)])
def test_every_face_of_each_column(from_behind, table):
    expected = {face: loc for loc, low, high in table for face in range(low, high + 1)}
    assert sorted(expected) == list(range(1, 101))
    for face in range(1, 101):
        out, _ = run({"mode": "random", "from_behind": from_behind}, [face])
        assert out["location"] == expected[face], face


@pytest.mark.parametrize("location, penalty", PENALTY.items())
def test_chosen_penalties(location, penalty):
    params = {"mode": "chosen", "location": location, "from_behind": location == "back"}
    out, rolls = run(params, [])
    assert out["penalty"] == penalty and rolls == []


def test_random_location_penalty_option():
    out, _ = run({"mode": "random", "rules": {"random_location_penalty": True}}, [95])
    assert out["location"] == "head" and out["penalty"] == -15


def test_back_only_from_behind_unless_allowed():
    with pytest.raises(RuleViolation) as err:
        run({"mode": "chosen", "location": "back"}, [])
    assert err.value.field == "location" and "from behind" in err.value.detail
    out, _ = run(
        {"mode": "chosen", "location": "back", "rules": {"allow_back_from_front": True}}, []
    )
    assert out["location"] == "back"


def test_three_legged_target_rolls_d3_only_when_the_leg_is_hit():
    params = {"mode": "random", "copies": {"right_leg": 3}}
    out, rolls = run(params, [85, 3])
    assert (out["location"], out["copy"]) == ("right_leg", 3)
    assert [r.sides for r in rolls] == [100, 3]
    out, rolls = run(params, [30])
    assert out["location"] == "lower_abdomen" and [r.sides for r in rolls] == [100]


def test_chosen_copy_must_exist():
    out, _ = run(
        {"mode": "chosen", "location": "left_arm", "copy": 2, "copies": {"left_arm": 2}}, []
    )
    assert out["copy"] == 2 and out["penalty"] == -5
    with pytest.raises(RuleViolation) as err:
        run({"mode": "chosen", "location": "left_arm", "copy": 2}, [])
    assert err.value.field == "copy" and "left_arm number 2" in err.value.detail


def test_invisible_target_cannot_be_chosen_without_an_exception():
    with pytest.raises(RuleViolation) as err:
        run({"mode": "random", "target_visible": False}, [])
    assert err.value.field == "target_visible"
    out, _ = run({"mode": "random", "target_visible": False, "visibility_exception": True}, [3])
    assert out["location"] == "torso"


def span(low, high):
    return {"low": low, "high": high}


SNAKE = [
    {"location": "head", "penalty": -10, "front": span(1, 20)},
    {"location": "torso", "penalty": 0, "front": span(21, 100), "behind": span(21, 100)},
]


def test_another_body_plan():
    out, _ = run({"mode": "random", "table": SNAKE}, [20])
    assert out["location"] == "head"
    out, _ = run({"mode": "chosen", "location": "head", "table": SNAKE}, [])
    assert out["penalty"] == -10
    with pytest.raises(RuleViolation) as err:
        run({"mode": "chosen", "location": "left_arm", "table": SNAKE}, [])
    assert err.value.field == "location" and "has no left_arm" in err.value.detail


@pytest.mark.parametrize(
    "rows, words",
    [
        ([{"location": "torso", "penalty": 0, "front": span(1, 99)}], "stops at 99"),
        (
            [
                {"location": "torso", "penalty": 0, "front": span(1, 50)},
                {"location": "head", "penalty": 0, "front": span(50, 100)},
            ],
            "goes wrong at head",
        ),
        (
            [
                {"location": "torso", "penalty": 0, "front": span(1, 50)},
                {"location": "torso", "penalty": 0, "front": span(51, 100)},
            ],
            "twice",
        ),
    ],
)
def test_broken_body_tables_are_rejected(rows, words):
    with pytest.raises(RuleViolation) as err:
        run({"mode": "random", "table": rows}, [])
    assert words in err.value.detail
