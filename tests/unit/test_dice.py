"""referee-dice-v1 and manual dice (DESIGN.md, Dice)."""

import json
from pathlib import Path

import pytest

from referee.dice import DiceError, ManualDice, StreamDice, fresh_seed

VECTORS = json.loads((Path(__file__).parents[1] / "vectors" / "dice-v1.json").read_text("utf-8"))


def draw(seed, label, sides):
    stream = StreamDice(seed, label)
    return [stream.roll(n, f"die {i}") for i, n in enumerate(sides)]


@pytest.mark.parametrize(
    "seed, label, sides, expected",
    [
        ("audit-me", "", [6] * 10, [4, 2, 2, 2, 3, 3, 2, 2, 5, 4]),
        ("server-secret:client-seed", "7", [10] * 6, [8, 1, 6, 4, 1, 5]),
        ("zażółć gęślą jaźń", "", [100, 20, 12, 8, 4, 2], [14, 13, 8, 4, 2, 2]),
    ],
)
def test_design_vectors(seed, label, sides, expected):
    assert draw(seed, label, sides) == expected


def test_vector_file_has_enough_cases():
    cases = VECTORS["cases"]
    assert len(cases) >= 20
    assert {2, 4, 6, 8, 10, 12, 20, 100} <= {n for c in cases for n in c["sides"]}
    assert any(c["label"] for c in cases)
    assert any(not c["seed"].isascii() for c in cases)


@pytest.mark.parametrize("case", VECTORS["cases"], ids=lambda c: f"{c['seed'][:20]}|{c['label']}")
def test_vector_file(case):
    assert draw(case["seed"], case["label"], case["sides"]) == case["values"]


def test_rolls_are_recorded_in_order_with_purpose():
    stream = StreamDice("audit-me")
    stream.roll(6, "first")
    stream.roll(6, "second")
    assert [(r.sides, r.value, r.purpose) for r in stream.rolls] == [
        (6, 4, "first"),
        (6, 2, "second"),
    ]


def test_labels_give_independent_streams():
    assert draw("s", "0", [100] * 8) != draw("s", "1", [100] * 8)


@pytest.mark.parametrize("seed", ["", "é" * 129])
def test_seed_length_is_1_to_256_bytes(seed):
    with pytest.raises(ValueError, match="1 to 256 bytes"):
        StreamDice(seed)


def test_fresh_seeds_are_128_bit_hex_and_differ():
    a, b = fresh_seed(), fresh_seed()
    assert len(a) == 32 and int(a, 16) >= 0 and a != b


def test_manual_dice_are_used_in_order():
    dice = ManualDice([3, 9])
    assert dice.roll(10, "a") == 3 and dice.roll(10, "b") == 9
    assert dice.unused == []


def test_manual_dice_too_few_names_the_next_die():
    dice = ManualDice([3])
    dice.roll(10, "command test, die 1")
    with pytest.raises(DiceError) as err:
        dice.roll(10, "command test, die 2")
    assert err.value.code == "not_enough_dice"
    assert err.value.detail.endswith("die 2 is a d10 for the command test")


@pytest.mark.parametrize("value", [0, 11, -1])
def test_manual_die_outside_faces(value):
    with pytest.raises(DiceError) as err:
        ManualDice([value]).roll(10, "hit roll, shot 1")
    assert err.value.code == "die_out_of_range"
    assert f"must be 1 to 10, not {value}" in err.value.detail


def test_manual_dice_left_over_are_kept_in_order():
    dice = ManualDice([3, 4, 5, 1])
    assert dice.unused == [3, 4, 5, 1]
    dice.roll(10, "a")
    dice.roll(10, "b")
    assert dice.unused == [5, 1]


def test_manual_dice_message_keeps_a_purpose_numbered_otherwise():
    """Only the die number the message already gives is dropped from the purpose."""
    dice = ManualDice([3])
    dice.roll(10, "hit roll, shot 1")
    with pytest.raises(DiceError) as err:
        dice.roll(10, "command test, die 1")
    assert err.value.detail.endswith("die 2 is a d10 for the command test, die 1")
