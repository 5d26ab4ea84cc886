"""The spec the app writes lints clean: Spectral (spectral:oas) and Redocly (recommended).

Both linters come from tools/spec-lint/package-lock.json (`npm ci`); their rulesets are
tools/spec-lint/.spectral.yaml and tools/spec-lint/redocly.yaml, where every rule that is
turned off says why. Zero errors and zero warnings: a new warning fails here.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.run_once import exclusive
from tests.support.walka import ala, bor

ROOT = Path(__file__).resolve().parents[2]
LINT_DIR = ROOT / "tools" / "spec-lint"
NODE_MODULES = LINT_DIR / "node_modules"
STAMP = NODE_MODULES / ".referee-installed"
BIN = NODE_MODULES / ".bin"
# Open without an API key and never rate limited (referee.api.OPEN_OPERATIONS): the probes,
# and the public keys that check an archived record.
PROBES = {"healthz", "readyz", "signing_keys"}
METHODS = ("get", "post", "put", "patch", "delete")


def _lock_digest() -> str:
    data = (LINT_DIR / "package.json").read_bytes() + (LINT_DIR / "package-lock.json").read_bytes()
    return hashlib.sha256(data).hexdigest()


@pytest.fixture(scope="module")
def spec_file(tmp_path_factory) -> Path:
    """The linters installed from the lock file, and the spec as the app writes it now."""
    from openapi_write import spec_text

    npm = shutil.which("npm")
    assert npm, "npm is not on PATH: the spec linters need Node 20+ and npm"
    with exclusive(tmp_path_factory, "spec-lint-node-modules"):
        if not (STAMP.is_file() and STAMP.read_text().strip() == _lock_digest()):
            subprocess.run(
                [npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
                cwd=LINT_DIR,
                check=True,
                capture_output=True,
            )
            STAMP.write_text(_lock_digest() + "\n")
    path = tmp_path_factory.mktemp("spec") / "openapi.json"
    path.write_text(spec_text(), "utf-8")
    return path


def _operations(spec: dict):
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method in METHODS:
                yield path, method, operation


def test_spectral_finds_nothing(spec_file):
    result = subprocess.run(
        [str(BIN / "spectral"), "lint", "-r", ".spectral.yaml", "-f", "json", "-q", str(spec_file)],
        cwd=LINT_DIR,
        capture_output=True,
        text=True,
    )
    findings = json.loads(result.stdout or "[]")
    assert findings == [], "\n".join(
        f"{f['code']} at {'.'.join(map(str, f['path']))}: {f['message']}" for f in findings
    )


def test_redocly_finds_nothing(spec_file):
    result = subprocess.run(
        [
            str(BIN / "redocly"),
            "lint",
            "--config",
            "redocly.yaml",
            "--format",
            "json",
            str(spec_file),
        ],
        cwd=LINT_DIR,
        capture_output=True,
        text=True,
        env={"PATH": str(Path(shutil.which("node")).parent), "REDOCLY_TELEMETRY": "off"},
    )
    report = json.loads(result.stdout[result.stdout.index("{") :])
    problems = report["problems"]
    assert problems == [], "\n".join(
        f"{p['ruleId']} ({p['severity']}) at {p['location'][0]['pointer']}: {p['message']}"
        for p in problems
    )


def test_every_operation_but_the_probes_documents_a_4xx(spec_file):
    """What redocly.yaml's `operation-4xx-response: off` gives up, checked here instead."""
    spec = json.loads(spec_file.read_text("utf-8"))
    missing = [
        f"{method.upper()} {path}"
        for path, method, operation in _operations(spec)
        if operation["operationId"] not in PROBES
        and not any(status.startswith("4") for status in operation["responses"])
    ]
    assert missing == []


def test_security_says_who_may_call(spec_file):
    """The probes are open; everything else is anonymous or API key, or token (+ API key)."""
    spec = json.loads(spec_file.read_text("utf-8"))
    schemes = spec["components"]["securitySchemes"]
    assert schemes["apiKey"] == {
        "type": "apiKey",
        "in": "header",
        "name": "X-API-Key",
        "description": schemes["apiKey"]["description"],
    }
    assert schemes["bearer"]["scheme"] == "bearer"
    # Anonymous or API key is the global default; an operation that repeats it would make
    # the generated Python client demand an authenticated client for an open call.
    assert spec["security"] == [{}, {"apiKey": []}]
    for path, method, operation in _operations(spec):
        where = f"{method.upper()} {path}"
        security = operation.get("security", spec["security"])
        statuses = set(operation["responses"])
        if operation["operationId"] in PROBES:
            assert security == [], where
            continue
        assert {"401", "429"} <= statuses, where
        if path.startswith("/v1/encounters/{encounter_id}") and method != "get":
            assert security == [{"bearer": []}, {"bearer": [], "apiKey": []}], where
            assert "403" in statuses, where
        else:
            assert "security" not in operation, where


def _component(spec: dict, response: dict) -> dict:
    if "$ref" in response:
        return spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response


def test_response_headers_are_documented_where_they_are_sent(spec_file):
    """X-Request-ID on every answer (referee.observability); the others where they are sent."""
    spec = json.loads(spec_file.read_text("utf-8"))
    for path, method, operation in _operations(spec):
        for status, response in operation["responses"].items():
            headers = _component(spec, response).get("headers", {})
            assert "X-Request-ID" in headers, (method, path, status)
            if status.startswith(("2", "3")) and operation["operationId"] not in PROBES:
                assert "RateLimit-Policy" in headers, (method, path, status)
            if operation.get("security") and "bearer" in operation["security"][0]:
                if status.startswith("2"):
                    assert "ETag" in headers, (method, path, status)
    created = spec["paths"]["/v1/encounters"]["post"]["responses"]["201"]["headers"]
    assert {"Location", "ETag"} <= set(created)
    got = spec["paths"]["/v1/encounters/{encounter_id}"]["get"]["responses"]
    assert "ETag" in got["200"]["headers"] and "ETag" in got["304"]["headers"]
    responses = spec["components"]["responses"]
    assert "WWW-Authenticate" in responses["UNAUTHORIZED"]["headers"]
    assert {"Retry-After", "RateLimit", "RateLimit-Policy"} <= set(
        responses["TOO_MANY_REQUESTS"]["headers"]
    )
    assert "Retry-After" in responses["SERVICE_UNAVAILABLE"]["headers"]


def test_the_documented_headers_are_sent(client):
    """The spec's word checked on real answers: Location and ETag on a create, X-Request-ID."""
    created = client.post(
        "/v1/encounters",
        json={"system": "walka", "name": "headers", "models": [ala(), bor()]},
    )
    if created.status_code != 201:
        pytest.fail(created.get_data(as_text=True))
    body = created.get_json()
    assert created.headers["Location"] == f"/v1/encounters/{body['encounter']['id']}"
    assert created.headers["ETag"]
    assert created.headers["X-Request-ID"]
    read = client.get(created.headers["Location"])
    assert read.headers["ETag"] == created.headers["ETag"]
