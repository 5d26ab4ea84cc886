"""The committed spec and SDKs match the code; errors are documented as problem+json."""

import filecmp
import json
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from tests.support.run_once import exclusive

ROOT = Path(__file__).resolve().parents[2]
SPEC_FILE = ROOT / "openapi" / "openapi.json"
REGENERATE = "run scripts/generate and commit the result"


def test_committed_spec_is_what_the_app_generates():
    from openapi_write import spec_text

    assert SPEC_FILE.read_text("utf-8") == spec_text(), (
        f"openapi/openapi.json drifted: {REGENERATE}"
    )


def test_spec_is_valid_openapi():
    validate(json.loads(SPEC_FILE.read_text("utf-8")))


def test_the_spec_explains_its_rule_references_to_readers_of_docs():
    """Descriptions say "(DECISION)" and "R8": a reader of /docs/ is told what they mean
    (the API description, which /docs/ shows first)."""
    from referee.app import create_app

    spec = create_app().test_client().get("/openapi.json").get_json()
    text = json.dumps(spec)
    intro = " ".join(spec["info"]["description"].split())
    if "(DECISION)" in text:
        assert '"(DECISION)" marks' in intro
    if "(R8" in text or " R8)" in text:
        assert "by rule number (R8)" in intro


def test_every_error_response_is_problem_json():
    spec = json.loads(SPEC_FILE.read_text("utf-8"))
    responses = spec["components"]["responses"]
    checked = 0
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            for status, response in operation["responses"].items():
                if status.startswith(("2", "3")):
                    continue
                if "$ref" in response:
                    response = responses[response["$ref"].rsplit("/", 1)[1]]
                assert list(response["content"]) == ["application/problem+json"], (path, status)
                assert response["content"]["application/problem+json"]["schema"] == {
                    "$ref": "#/components/schemas/Problem"
                }
                checked += 1
    assert checked > 10


def test_every_step_has_its_own_request_and_response_schema():
    """Each step route has its own request and response; its odds route takes the same
    request and answers the one odds shape of every step."""
    spec = json.loads(SPEC_FILE.read_text("utf-8"))
    seen, steps, odds = set(), {}, {}
    for path, operations in spec["paths"].items():
        # POST /v1/verify checks an export: a route of the record, not a step.
        if not path.startswith("/v1/") or path.startswith(("/v1/encounters", "/v1/verify")):
            continue
        op = operations["post"]
        request = op["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        response = op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
        assert op["operationId"]
        assert "422" in op["responses"]
        if op["operationId"].endswith("_odds"):
            assert response == "#/components/schemas/OddsResponse", path
            odds[op["operationId"].removesuffix("_odds")] = request
            continue
        assert request not in seen and response not in seen
        seen |= {request, response}
        steps[op["operationId"]] = request
    assert len(steps) > 30 and odds == steps
    assert not [name for name in spec["components"]["schemas"] if name[-1].isdigit()]


def _differences(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b, ignore=[".ruff_cache", "__pycache__", "*.egg-info"])
    out = [f"only in committed: {x}" for x in cmp.left_only]
    out += [f"only in regenerated: {x}" for x in cmp.right_only]
    out += [f"differs: {x}" for x in cmp.diff_files]
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    out += [f"differs: {x}" for x in mismatch + errors if f"differs: {x}" not in out]
    for sub in cmp.common_dirs:
        out += [f"{sub}/{d}" for d in _differences(a / sub, b / sub)]
    return out


# The generators' drift checks run both generators (about 11 s on a quiet 2-core machine):
# --all and CI run them. The default run keeps test_committed_spec_is_what_the_app_generates,
# which catches the usual cause (the spec changed and scripts/generate was not run).
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_committed_python_sdk_is_what_the_generator_writes(tmp_path):
    """Only the generated package is compared: sdk/python's pyproject.toml, README,
    referee_sdk and examples are hand-written."""
    from sdk_python import PACKAGE, declared_dependencies, generate

    wanted = generate(tmp_path)
    committed = ROOT / "sdk" / "python" / PACKAGE
    diffs = [d for d in _differences(committed, tmp_path / PACKAGE) if "egg-info" not in d]
    assert not diffs, f"sdk/python/{PACKAGE} drifted ({diffs[:10]}): {REGENERATE}"
    assert sorted(declared_dependencies()) == sorted(wanted), (
        f"the generated {PACKAGE} depends on {wanted}: declare exactly these in "
        "sdk/python/pyproject.toml"
    )


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_committed_typescript_types_are_what_the_generator_writes(tmp_path, tmp_path_factory):
    from sdk_typescript import GENERATED, ensure_node_modules, generate

    with exclusive(tmp_path_factory, "node-modules"):
        ensure_node_modules()
    out = tmp_path / "schema.ts"
    generate(out)
    assert GENERATED.read_text("utf-8") == out.read_text("utf-8"), (
        f"sdk/typescript/{GENERATED.relative_to(ROOT / 'sdk' / 'typescript')} drifted: {REGENERATE}"
    )
