"""The TypeScript SDK, run from pytest so that the README's test command covers it:
`tsc --strict` over sources, tests and examples; its unit tests (the shared vectors);
its end-to-end tests and its example against the live gunicorn + real Redis.

Node and npm must be on PATH; packages come from sdk/typescript/package-lock.json
(`npm ci`, done once by the ts_sdk fixture). Nothing here is skipped.
"""

from __future__ import annotations

import os
import re

import pytest

TS_TIMEOUT = 240


def node_test(ts_sdk, folder: str, env: dict[str, str] | None = None) -> str:
    files = sorted(
        str(p.relative_to(ts_sdk.TS_DIR)) for p in (ts_sdk.TS_DIR / folder).glob("*.test.mjs")
    )
    assert files, f"no tests in sdk/typescript/{folder}"
    result = ts_sdk.node(
        "--test",
        *files,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=TS_TIMEOUT,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-6000:]
    passed = re.search(r"^# pass (\d+)$", output, re.M)
    failed = re.search(r"^# fail (\d+)$", output, re.M)
    skipped = re.search(r"^# skipped (\d+)$", output, re.M)
    assert passed and int(passed.group(1)) > 0, output[-3000:]
    assert failed and failed.group(1) == "0", output[-3000:]
    assert skipped and skipped.group(1) == "0", output[-3000:]
    return output


@pytest.mark.timeout(TS_TIMEOUT)
def test_tsc_strict_type_check(ts_sdk):
    result = ts_sdk.typecheck(capture_output=True, text=True, timeout=TS_TIMEOUT)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.timeout(TS_TIMEOUT)
def test_build_writes_esm_and_declarations(ts_sdk):
    dist = ts_sdk.TS_DIR / "dist"
    for name in ("index.js", "index.d.ts", "verify.js", "verify.d.ts", "generated/schema.d.ts"):
        assert (dist / name).is_file(), name
    # The built package imports under its own name, as an application would import it.
    script = "const m = await import('referee-sdk'); console.log(typeof m.verify, typeof m.unwrap)"
    result = ts_sdk.node("--input-type=module", "-e", script, capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.split() == ["function", "function"], result


@pytest.mark.timeout(TS_TIMEOUT)
def test_typescript_unit_tests(ts_sdk):
    node_test(ts_sdk, "test/unit")


@pytest.mark.e2e
@pytest.mark.timeout(TS_TIMEOUT)
def test_typescript_end_to_end_tests(ts_sdk, live_server, flaky_proxy):
    node_test(
        ts_sdk,
        "test/e2e",
        {"REFEREE_URL": live_server.url, "REFEREE_FLAKY_URL": flaky_proxy.url},
    )


@pytest.mark.e2e
@pytest.mark.timeout(TS_TIMEOUT)
def test_typescript_example_fights_with_sealed_choices_and_verifies(ts_sdk, live_server):
    examples = sorted((ts_sdk.TS_DIR / "examples").glob("*.mjs"))
    assert examples
    for example in examples:
        result = ts_sdk.node(
            str(example), live_server.url, capture_output=True, text=True, timeout=200
        )
        out = result.stdout
        assert result.returncode == 0, out + result.stderr
        assert "waiting for" in out, out  # a sealed part answered 202 before the other
        assert "The fight is over" in out and "Revealed server seed" in out, out
        assert re.search(r"Offline check of \d+ log entries: verified: \d+ rolls", out), out
