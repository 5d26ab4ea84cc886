"""Step responses are serialized without marshmallow (referee.steps), so check them against the
spec here: every response body must validate against its documented schema."""

import json
from pathlib import Path

import pytest
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text("utf-8"))
REGISTRY = Registry().with_resource(
    "urn:referee-spec", Resource.from_contents(SPEC, default_specification=DRAFT202012)
)

SAMPLES = [
    ("/v1/urban-war/command-test", {"command": 4, "calibre": 1, "commander_in_range": True}),
    (
        "/v1/urban-war/command-test",
        {
            "command": 5,
            "kind": "interrupt_shot",
            "band": "long",
            "modifiers": [{"reason": "fog", "value": -1}],
        },
    ),
    (
        "/v1/urban-war/command-test",
        {"CD": 8, "kind": "target_selection", "primary_in_cover": True, "dice": [2, 3]},
    ),
    ("/v1/urban-war/panic-test", {"command": 4, "trigger": "friendly_killed"}),
    (
        "/v1/urban-war/panic-test",
        {"command": 4, "trigger": "below_half_wounds", "in_base_contact": True},
    ),
    ("/v1/urban-war/rally", {"command": 5, "panicked": True, "high_morale": True}),
    ("/v1/urban-war/rally", {"command": 5}),
]


def response_schema(path: str, status: str = "200") -> dict:
    responses = SPEC["paths"][path]["post"]["responses"]
    content = responses[status]["content"]["application/json"]
    return {"$ref": "urn:referee-spec" + content["schema"]["$ref"]}


@pytest.mark.parametrize(
    "path, body", SAMPLES, ids=[f"{p}#{i}" for i, (p, _) in enumerate(SAMPLES)]
)
def test_response_matches_documented_schema(client, path, body):
    r = client.post(path, json=body)
    assert r.status_code == 200, r.data
    validator = OAS31Validator(response_schema(path), registry=REGISTRY)
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(r.get_json())]
    assert not errors, errors


def test_validator_rejects_a_wrong_body():
    """The check above can fail: a body missing `outcome` does not validate."""
    validator = OAS31Validator(response_schema(SAMPLES[0][0]), registry=REGISTRY)
    assert not validator.is_valid({"system": "urban-war", "step": "command_test"})
