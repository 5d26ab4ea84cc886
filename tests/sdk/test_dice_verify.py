"""referee_sdk's offline verify of dice-notation rolls: the stream's dice, and the evaluation
tree standing on them (tests/golden/dice and a revealed encounter with free rolls)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from referee_sdk import verify, verify_encounter
from referee_sdk.dice_tree import check_tree

from tests.support.encounters import Encounter
from tests.support.walka import ala, bor

GOLDEN = json.loads(
    (Path(__file__).resolve().parents[1] / "golden" / "dice" / "roll.json").read_text("utf-8")
)
SEEDED = [case["response"] for case in GOLDEN if case["response"]["seed"]]
EVERY = [case["response"] for case in GOLDEN]


@pytest.mark.parametrize("response", SEEDED, ids=lambda r: r["outcome"]["expression"])
def test_seeded_dice_rolls_verify_with_their_tree(response):
    result = verify(response)
    assert result.ok, str(result)
    assert result.rolls_checked == len(response["rolls"])


@pytest.mark.parametrize("response", EVERY, ids=lambda r: r["outcome"]["expression"])
def test_every_golden_tree_stands_on_its_rolls(response):
    assert check_tree(response["outcome"], response["rolls"]) == []


def test_a_changed_total_or_face_or_kept_die_fails():
    response = next(r for r in SEEDED if r["outcome"]["expression"] == "2d20kh1+5")
    wrong_total = copy.deepcopy(response)
    wrong_total["outcome"]["total"] += 1
    assert "total is" in str(verify(wrong_total))
    wrong_face = copy.deepcopy(response)
    die = wrong_face["outcome"]["tree"]["left"]["dice"][0]
    die["faces"][0]["face"] = die["value"] = die["value"] % 20 + 1
    assert "but rolls[0] is a d20 showing" in str(verify(wrong_face))
    swapped = copy.deepcopy(response)
    dice = swapped["outcome"]["tree"]["left"]["dice"]
    dice[0]["kept"], dice[1]["kept"] = dice[1]["kept"], dice[0]["kept"]
    assert not verify(swapped).ok  # the kept die's value no longer gives the total
    pool = copy.deepcopy(next(r for r in SEEDED if ">=" in r["outcome"]["expression"]))
    die = next(d for d in pool["outcome"]["tree"]["of"]["dice"] if d["success"])
    die["success"] = False
    assert "success should be True" in str(verify(pool))


def test_an_encounter_export_with_free_rolls_verifies_offline(client):
    fight = Encounter(client, "walka", [ala(), bor()])
    fight.free_roll({"expression": "4d6kh3 + 2", "label": "Strength"})
    fight.free_roll(
        {"expression": "3dF+1", "label": "Fate"}, token=next(iter(fight.sides.values()))
    )
    fight.reveal()
    export = fight.export()
    assert verify_encounter(export).ok
    export["log"][1]["outcome"]["total"] += 1
    result = verify_encounter(export)
    assert not result.ok
    assert "log[1] (free_roll) total is" in str(result)
