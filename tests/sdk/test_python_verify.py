"""referee_sdk's offline verifiers on the shared vectors: tests/vectors/dice-v1.json, the
saved step responses and the saved revealed encounter export (tests/vectors), and every
golden response. Saved as they are they verify; changing any one value makes them fail
and name the roll."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from referee_client.models import Export, UrbanWarShootingResponse
from referee_sdk import (
    DiceStream,
    Verification,
    VerificationError,
    commitment,
    roll_dice,
    verify,
    verify_encounter,
)

from referee.dice import StreamDice

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "tests" / "vectors"


def load(name: str):
    return json.loads((VECTORS / name).read_text("utf-8"))


SAVED = load("step-responses.json")["responses"]
SEEDED = [s for s in SAVED if s["response"]["rng"] == "referee-dice-v1"]
EXPORT = load("encounter-urban-war.json")
GOLDEN = [
    (f"{path.parent.name}/{path.name}: {case['name']}", case["response"])
    for path in sorted((ROOT / "tests" / "golden").glob("*/*.json"))
    for case in json.loads(path.read_text("utf-8"))
]


def other(value: int, sides: int) -> int:
    return value % sides + 1


@pytest.mark.parametrize("case", load("dice-v1.json")["cases"], ids=lambda c: c["seed"][:20])
def test_dice_vectors(case):
    assert roll_dice(case["seed"], case["label"], case["sides"]) == case["values"]


def test_stream_is_the_services_stream():
    sides = [10, 6, 100, 7, 997, 2, 20] * 5
    ours, theirs = DiceStream("cross-check", "12"), StreamDice("cross-check", "12")
    assert [ours.roll(n) for n in sides] == [theirs.roll(n, "") for n in sides]


def test_saved_step_responses_verify():
    assert len(SEEDED) >= 3
    for saved in SEEDED:
        result = verify(saved["response"])
        assert isinstance(result, Verification) and result.ok, (saved["name"], str(result))
        assert result.rolls_checked == len(saved["response"]["rolls"])
        assert str(result) == f"verified: {result.rolls_checked} rolls match referee-dice-v1"


def test_typed_models_and_json_text_verify_too():
    shooting = next(s for s in SEEDED if s["route"] == "/v1/urban-war/shooting")
    assert verify(UrbanWarShootingResponse.from_dict(shooting["response"])).ok
    assert verify(json.dumps(shooting["response"])).ok
    assert verify_encounter(Export.from_dict(copy.deepcopy(EXPORT))).ok
    assert verify_encounter(json.dumps(EXPORT)).ok


@pytest.mark.parametrize("saved", SEEDED, ids=lambda s: s["route"])
def test_tampering_with_any_one_die_of_a_response_fails_and_names_it(saved):
    for i, roll in enumerate(saved["response"]["rolls"]):
        tampered = copy.deepcopy(saved["response"])
        tampered["rolls"][i]["value"] = other(roll["value"], roll["sides"])
        result = verify(tampered)
        assert not result and len(result.mismatches) == 1
        mismatch = result.mismatches[0]
        assert (mismatch.roll, mismatch.expected, mismatch.purpose) == (
            i,
            roll["value"],
            roll["purpose"],
        )
        assert f'rolls[{i}] "{roll["purpose"]}": d{roll["sides"]} is ' in str(result)


def test_another_seed_fails_and_manual_dice_cannot_be_verified():
    response = SEEDED[0]["response"]
    assert not verify({**response, "seed": response["seed"] + "x"})
    manual = next(s for s in SAVED if s["response"]["rng"] == "manual")
    result = verify(manual["response"])
    assert not result.ok and "manual" in result.problems[0]


def test_every_seeded_golden_response_verifies():
    checked = 0
    for name, response in GOLDEN:
        if response.get("rng") != "referee-dice-v1":
            continue
        result = verify(response)
        assert result.ok, (name, str(result))
        checked += result.rolls_checked
    assert checked > 100


def test_saved_export_verifies():
    result = verify_encounter(EXPORT)
    assert result.ok, str(result)
    assert result.rolls_checked == sum(len(e["rolls"]) for e in EXPORT["log"]) > 10
    assert any(e["step"] == "orders" for e in EXPORT["log"])  # sealed parts, revealed


def test_tampering_with_any_one_logged_die_fails_and_names_entry_and_roll():
    tried = 0
    for k, entry in enumerate(EXPORT["log"]):
        for i, roll in enumerate(entry["rolls"]):
            tampered = copy.deepcopy(EXPORT)
            tampered["log"][k]["rolls"][i]["value"] = other(roll["value"], roll["sides"])
            result = verify_encounter(tampered)
            assert not result.ok and len(result.mismatches) == 1
            mismatch = result.mismatches[0]
            assert (mismatch.entry, mismatch.step, mismatch.roll) == (k, entry["step"], i)
            assert f'log[{k}] ({entry["step"]}) rolls[{i}] "{roll["purpose"]}"' in str(result)
            tried += 1
    assert tried > 10


def test_a_server_seed_that_was_not_committed_to_fails():
    tampered = copy.deepcopy(EXPORT)
    seed = tampered["encounter"]["server_seed"]
    tampered["encounter"]["server_seed"] = ("1" if seed[0] == "0" else "0") + seed[1:]
    result = verify_encounter(tampered)
    assert not result.ok and "is not sha256(server_seed)" in result.problems[0]

    forged = copy.deepcopy(EXPORT)
    forged["encounter"]["seed_commitment"] = commitment("another seed")
    assert "not the one committed to" in verify_encounter(forged).problems[0]


def test_a_missing_or_reordered_log_entry_fails():
    dropped = copy.deepcopy(EXPORT)
    del dropped["log"][1]
    result = verify_encounter(dropped)
    assert not result.ok
    assert any("log entries" in p for p in result.problems)
    assert any("out of order or has gaps" in p for p in result.problems)

    swapped = copy.deepcopy(EXPORT)
    swapped["log"][1], swapped["log"][2] = swapped["log"][2], swapped["log"][1]
    assert not verify_encounter(swapped).ok


def test_unrevealed_or_foreign_documents_are_not_verified():
    hidden = copy.deepcopy(EXPORT)
    hidden["encounter"]["server_seed"] = None
    assert "not revealed" in verify_encounter(hidden).problems[0]
    assert "format" in verify_encounter({**EXPORT, "format": "x"}).problems[0]


def test_one_encounter_step_answer_verifies_with_the_revealed_seed():
    encounter = EXPORT["encounter"]
    entry = next(e for e in EXPORT["log"] if e["rolls"])
    answer = {"rng": "referee-dice-v1", "label": str(entry["index"]), "rolls": entry["rolls"]}
    assert "no seed" in verify(answer).problems[0]
    assert verify(answer, seed=f"{encounter['server_seed']}:{encounter['client_seed']}").ok


def test_raise_for_failure_names_the_roll():
    tampered = copy.deepcopy(EXPORT)
    k = next(k for k, e in enumerate(tampered["log"]) if e["rolls"])
    roll = tampered["log"][k]["rolls"][0]
    roll["value"] = other(roll["value"], roll["sides"])
    with pytest.raises(VerificationError, match=rf"log\[{k}\]") as raised:
        verify_encounter(tampered).raise_for_failure()
    assert not raised.value.verification.ok
    assert verify_encounter(EXPORT).raise_for_failure().ok
