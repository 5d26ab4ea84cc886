"""Every operation shows a request and a response example that are real and valid.

The stateless steps' examples (service/referee/step_examples.json) are golden cases
(tests/golden), which tests/api/test_golden.py replays against the app; here each must
still be one of its step's golden cases. Every other operation's examples (encounters,
corrections, odds: service/referee/operation_examples.json) were recorded from scripted
runs through the app by scripts/operation_examples.py; here a fresh recording must give
the same. Every example validates against the schemas of the spec the app writes. An
example that stops matching fails here (Spectral's oas3-valid-media-example checks the
same in test_spec_lint.py).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from referee.api import operation_examples
from referee.steps import step_examples
from referee.systems import DECLARED

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
STEPS = [step for system in DECLARED.values() for step in system.steps]


@cache
def spec() -> dict:
    from openapi_write import spec_text

    return json.loads(spec_text())


def _errors(example, content: dict) -> list[str]:
    """The JSON Schema errors of `example` against a media type's schema ref in the spec."""
    schema = {"$ref": content["schema"]["$ref"], "components": spec()["components"]}
    validator = Draft202012Validator(schema)
    return [
        f"{'.'.join(map(str, e.absolute_path)) or 'body'}: {e.message}"
        for e in validator.iter_errors(example)
    ]


def _operation(step, suffix: str = "") -> dict:
    path = step.odds_path if suffix == "/odds" and step.odds_path else step.path + suffix
    return spec()["paths"][f"/v1/{step.system}/{path}"]["post"]


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}/{s.path}")
def test_step_examples_are_golden_cases(step):
    golden = json.loads((GOLDEN / step.system / f"{step.path.replace('/', '-')}.json").read_text())
    example = step.example
    assert {
        "name": example["name"],
        "request": example["request"],
        "response": example["response"],
    } in golden, (
        f"{step.system}/{step.path}: the example {example['name']!r} is no longer a golden case"
    )


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}/{s.path}")
def test_step_operation_examples_match_the_schemas(step):
    operation = _operation(step)
    request = operation["requestBody"]["content"]["application/json"]
    response = operation["responses"]["200"]["content"]["application/json"]
    assert request["example"] == step.example["request"]
    assert response["example"] == step.example["response"]
    assert _errors(request["example"], request) == []
    assert _errors(response["example"], response) == []


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.system}/{s.path}")
def test_odds_operation_request_example_matches_its_schema(step):
    request = _operation(step, "/odds")["requestBody"]["content"]["application/json"]
    assert "seed" not in request["example"] and "dice" not in request["example"]
    assert _errors(request["example"], request) == []


def test_a_wrong_example_is_caught():
    """The validation above can fail: a response example without its outcome does."""
    step = STEPS[0]
    response = _operation(step)["responses"]["200"]["content"]["application/json"]
    broken = {k: v for k, v in step.example["response"].items() if k != "outcome"}
    assert _errors(broken, response) != []


def test_every_step_has_one_example_and_no_other_is_kept():
    assert set(step_examples()) == {f"{s.system}/{s.path.replace('/', '-')}" for s in STEPS}


def test_every_example_in_the_spec_matches_its_schema():
    """Hand-written examples of the other operations (the probes) are held to the same."""
    checked = 0
    for path, operations in spec()["paths"].items():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            bodies = [operation.get("requestBody", {}), *operation["responses"].values()]
            for body in bodies:
                for content in body.get("content", {}).values():
                    if "example" in content and "$ref" in content.get("schema", {}):
                        assert _errors(content["example"], content) == [], (method, path)
                        checked += 1
    # Steps: request, response, odds request; probes; every recorded answer.
    answers = sum(len(example["responses"]) for example in operation_examples().values())
    assert checked >= 3 * len(STEPS) + 2 + answers


def _operations():
    for path, operations in spec()["paths"].items():
        for method, operation in operations.items():
            if isinstance(operation, dict) and "responses" in operation:
                yield f"{method} {path}", operation


def test_every_operation_shows_a_request_and_each_answer():
    """A body example on each operation that takes a body; one on each success answer."""
    missing = []
    for name, operation in _operations():
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body is not None and "example" not in body:
            missing.append(f"{name}: request")
        for status, response in operation["responses"].items():
            content = response.get("content", {}) if isinstance(response, dict) else {}
            if (
                str(status).startswith("2")
                and content
                and not all("example" in media for media in content.values())
            ):
                missing.append(f"{name}: {status}")
    assert missing == []


def test_the_recorded_examples_are_what_the_app_answers_today():
    """A fresh scripted run gives the committed examples: a change to a step's answer
    shows up here (regenerate with ./scripts/generate and review the diff)."""
    from operation_examples import record

    assert record() == operation_examples()


def test_recorded_examples_cover_the_encounter_operations():
    recorded = set(operation_examples())
    encounter_ops = {
        operation["operationId"] for name, operation in _operations() if " /v1/encounters" in name
    }
    assert encounter_ops - recorded == set()


def test_a_wrong_encounter_example_is_caught():
    """A create answer whose encounter has an Urban War state under another system fails."""
    create = spec()["paths"]["/v1/encounters"]["post"]
    content = create["responses"]["201"]["content"]["application/json"]
    assert _errors(content["example"], content) == []
    broken = json.loads(json.dumps(content["example"]))
    broken["encounter"]["system"] = "walka"
    assert _errors(broken, content) != []
