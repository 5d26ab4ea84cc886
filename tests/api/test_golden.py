"""Golden responses: every step's stored requests must still give the stored answers.

Each file tests/golden/<system>/<step path with "/" as "-">.json is a list of cases
{"name", "request", "response"}. A case is replayed through the Flask test client; the
parsed body must equal the stored response, and a second identical request must give the
same bytes (fixed seed or manual dice, so the answer is deterministic).

A deliberate change (say, of the draw order) is regenerated with

    REFEREE_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/api/test_golden.py

which rewrites the responses of the existing cases; review the diff before committing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from referee.dice_notation import SYSTEM as DICE
from referee.systems.umbra_turris.steps import STEPS as UMBRA_TURRIS
from referee.systems.urban_war.steps import STEPS as URBAN_WAR
from referee.systems.walka.steps import STEPS as WALKA

GOLDEN_ROOT = Path(__file__).resolve().parent.parent / "golden"
STEPS = (*URBAN_WAR, *UMBRA_TURRIS, *WALKA, *DICE.steps)
SYSTEMS = sorted({step.system for step in STEPS})
REGEN = os.environ.get("REFEREE_REGEN_GOLDEN") == "1"


def golden_file(step) -> Path:
    return GOLDEN_ROOT / step.system / (step.path.replace("/", "-") + ".json")


def first_difference(expected, actual, path: str = "") -> str | None:
    """Where two JSON values first differ, as 'outcome.shots.1.hit: expected X, got Y'."""
    here = path or "(top)"
    if type(expected) is not type(actual):
        return f"{here}: expected {expected!r}, got {actual!r}"
    if isinstance(expected, dict):
        for key in expected:
            if key not in actual:
                return f"{path}.{key}".lstrip(".") + ": missing from the response"
            diff = first_difference(expected[key], actual[key], f"{path}.{key}".lstrip("."))
            if diff:
                return diff
        for key in actual:
            if key not in expected:
                return (
                    f"{path}.{key}".lstrip(".")
                    + f": not in the golden response (got {actual[key]!r})"
                )
        if list(expected) != list(actual):
            return f"{here}: key order {list(expected)} became {list(actual)}"
        return None
    if isinstance(expected, list):
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            diff = first_difference(e, a, f"{path}.{i}".lstrip("."))
            if diff:
                return diff
        if len(expected) != len(actual):
            return f"{here}: expected {len(expected)} items, got {len(actual)}"
        return None
    if expected != actual:
        return f"{here}: expected {expected!r}, got {actual!r}"
    return None


def load_cases(step) -> list[dict]:
    path = golden_file(step)
    if not path.exists():
        pytest.fail(
            f"step {step.name} has no golden file {path.relative_to(GOLDEN_ROOT.parents[1])}: "
            "write its cases' requests there (see tests/golden/README.md), then run with "
            "REFEREE_REGEN_GOLDEN=1",
            pytrace=False,
        )
    cases = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(cases, list) and cases, f"{path.name} must be a non-empty list of cases"
    names = [case.get("name") for case in cases]
    assert all(names), f"{path.name}: every case needs a name"
    assert len(set(names)) == len(names), f"{path.name}: case names must be unique"
    for case in cases:
        body = case.get("request")
        assert isinstance(body, dict), f"{path.name} / {case['name']}: request must be an object"
        assert "seed" in body or "dice" in body, (
            f"{path.name} / {case['name']}: the request needs a fixed seed or manual dice, "
            "or its answer is not reproducible"
        )
    return cases


def replay(client, step, request: dict) -> tuple[int, bytes, dict | None]:
    response = client.post(f"/v1/{step.system}/{step.path}", json=request)
    return response.status_code, response.data, response.get_json(silent=True)


def test_every_step_has_a_golden_file():
    missing = [
        f"{step.name} -> {golden_file(step).name}"
        for step in STEPS
        if not golden_file(step).exists()
    ]
    assert not missing, "steps without golden cases: " + ", ".join(missing)


def test_no_golden_file_without_a_step():
    known = {golden_file(step) for step in STEPS}
    stale = sorted(
        str(p.relative_to(GOLDEN_ROOT)) for p in GOLDEN_ROOT.glob("*/*.json") if p not in known
    )
    assert not stale, f"golden files for steps that do not exist: {stale}"


@pytest.mark.parametrize("step", STEPS, ids=[f"{step.system}/{step.path}" for step in STEPS])
def test_golden_cases(client, step):
    cases = load_cases(step)
    failures = []
    regenerated = []
    for case in cases:
        label = f"{golden_file(step).name} / {case['name']!r}"
        status, raw, body = replay(client, step, case["request"])
        if status != 200:
            failures.append(f"{label}: status {status}, body {raw.decode(errors='replace')}")
            continue
        status_again, raw_again, _ = replay(client, step, case["request"])
        if (status_again, raw_again) != (status, raw):
            failures.append(
                f"{label}: the same request gave different bytes the second time:\n"
                f"  {raw!r}\n  {raw_again!r}"
            )
            continue
        if REGEN:
            regenerated.append({"name": case["name"], "request": case["request"], "response": body})
            continue
        if "response" not in case:
            failures.append(f"{label}: no stored response (run with REFEREE_REGEN_GOLDEN=1)")
            continue
        diff = first_difference(case["response"], body)
        if diff:
            failures.append(f"{label}: first difference at {diff}")
    if failures:
        pytest.fail(
            f"{len(failures)} of {len(cases)} golden cases of {step.name} differ "
            "(if the change is deliberate: REFEREE_REGEN_GOLDEN=1, then review the diff):\n"
            + "\n".join(failures),
            pytrace=False,
        )
    if REGEN:
        text = json.dumps(regenerated, indent=2, ensure_ascii=False) + "\n"
        golden_file(step).write_text(text, encoding="utf-8")
