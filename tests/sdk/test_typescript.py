"""The TypeScript SDK, run from pytest so that the README's test command covers it:
`tsc --strict` over sources, tests and examples; its unit tests (the shared vectors);
its end-to-end tests and its example against the live gunicorn + real Redis.

Node and npm must be on PATH; packages come from sdk/typescript/package-lock.json
(`npm ci`, done once by the ts_sdk fixture). Nothing here is skipped.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest

from tests.support.readmes import code, merged_module

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
def test_typescript_end_to_end_tests(ts_sdk, live_server, flaky_proxy, cutting_proxy):
    node_test(
        ts_sdk,
        "test/e2e",
        {
            "REFEREE_URL": live_server.url,
            "REFEREE_FLAKY_URL": flaky_proxy.url,
            "REFEREE_CUTTING_URL": cutting_proxy.url,
        },
    )
    # The long-poll test really lost answers on the way, and subscribe asked again.
    assert cutting_proxy.poll_cuts >= 2


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


@pytest.mark.timeout(TS_TIMEOUT)
def test_package_is_publishable_publint_and_attw_clean(ts_sdk):
    """publint --strict and arethetypeswrong (ESM-only profile: no CommonJS build, as the
    README says) over the packed package, both from the lock file's devDependencies."""
    bin_dir = ts_sdk.NODE_MODULES / ".bin"
    linted = ts_sdk.node(
        str(bin_dir / "publint"), "--strict", capture_output=True, text=True, timeout=TS_TIMEOUT
    )
    assert linted.returncode == 0, linted.stdout + linted.stderr
    assert "All good!" in linted.stdout, linted.stdout
    typed = ts_sdk.node(
        str(bin_dir / "attw"),
        "--pack",
        ".",
        "--profile",
        "esm-only",
        "--format",
        "json",
        capture_output=True,
        text=True,
        timeout=TS_TIMEOUT,
        # npm pack would run the prepack script (a second build into dist/) while other
        # test workers run node on dist/: pack the build the ts_sdk fixture made.
        env={**os.environ, "npm_config_ignore_scripts": "true"},
    )
    assert typed.returncode == 0, typed.stdout[-3000:] + typed.stderr
    # The JSON lists the problems the esm-only profile ignores too: CommonJS `require` and
    # the pre-exports node10 resolution, which an ESM-only package cannot serve.
    problems = [
        problem
        for problem in json.loads(typed.stdout)["analysis"]["problems"]
        if problem.get("resolutionKind") not in ("node10", "node16-cjs")
    ]
    assert problems == [], problems
    assert not list(ts_sdk.TS_DIR.glob("*.tgz"))
    manifest = json.loads((ts_sdk.TS_DIR / "package.json").read_text())
    assert "private" not in manifest
    assert (ts_sdk.TS_DIR / "LICENSE").is_file() and "LICENSE" in manifest["files"]
    assert manifest["license"] == "Apache-2.0" and "repository" not in manifest
    for name, spec in manifest["dependencies"].items():
        assert spec.startswith("^"), (name, spec)


CONSUMER_APP = """\
import { createRefereeClient, encounterStep, unwrap, verify, verifyEncounter } from "referee-sdk";

const referee = createRefereeClient({ baseUrl: "http://127.0.0.1:8000" });
const body = { command: 4, calibre: 1 };
const result = await unwrap(referee.POST("/v1/urban-war/command-test", { body }));
console.log(result.outcome.passed, String(verify(result)));
const path = { encounter_id: "e1" };
const got = await unwrap(referee.GET("/v1/encounters/{encounter_id}/export", { params: { path } }));
const orders = { r1: "overwatch" } as const;
const answer = await encounterStep(referee, "e1", "urban-war/orders", { orders });
console.log(String(verifyEncounter(got)), answer);
"""

CONSUMER_TYPOS = """\
import { createRefereeClient, unwrap } from "referee-sdk";

const referee = createRefereeClient({ baseUrl: "http://127.0.0.1:8000" });
const result = await unwrap(referee.POST("/v1/urban-war/rally", { body: { command: 4 } }));
console.log(result.outcom.passed);
await referee.POST("/v1/urban-war/command-test", { body: { command: "four" } });
await referee.GET("/v1/encounters/{encounter_id}/export");
await referee.POST("/v1/urban-war/command-test", { body: { command: 4, kind: "bravry" } });
"""

# A consumer of the package that had openapi-fetch's declarations in its public types
# instantiated ~199k types (measured: 198,590 for CONSUMER_APP; an empty project ~3.8k, all
# of it TypeScript's own lib); the SDK's own client types bring that to ~19k.
MAX_CONSUMER_INSTANTIATIONS = 40_000


@pytest.mark.timeout(TS_TIMEOUT)
def test_consumer_type_check_is_cheap_and_still_catches_typos(ts_sdk, tmp_path):
    """A tiny application that type-checks libraries too (skipLibCheck: false, strict):
    its correct file passes, every typo in the other is an error, and the whole check
    stays under a bound of type instantiations (load-independent, unlike seconds)."""
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "referee-sdk").symlink_to(ts_sdk.TS_DIR, target_is_directory=True)
    (tmp_path / "package.json").write_text('{"type": "module", "private": true}\n')
    (tmp_path / "app.ts").write_text(CONSUMER_APP)
    (tmp_path / "typos.ts").write_text(CONSUMER_TYPOS)
    options = {
        "target": "ES2022",
        "module": "NodeNext",
        "moduleResolution": "NodeNext",
        "strict": True,
        "skipLibCheck": False,
        "noEmit": True,
        "types": [],
        "lib": ["ES2022", "DOM"],
    }
    (tmp_path / "tsconfig.json").write_text(json.dumps({"compilerOptions": options}))
    tsc = str(ts_sdk.NODE_MODULES / "typescript" / "bin" / "tsc")
    result = ts_sdk.node(
        tsc,
        "-p",
        ".",
        "--extendedDiagnostics",
        "--pretty",
        "false",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TS_TIMEOUT,
    )
    out = result.stdout + result.stderr
    errors = re.findall(r"^(\S+)\((\d+),\d+\): error (TS\d+): (.*)$", out, re.M)
    assert {name for name, *_ in errors} == {"typos.ts"}, out[-4000:]
    lines = {int(line): (code, text) for _, line, code, text in errors}
    assert "'outcom' does not exist" in lines[5][1], lines
    assert 6 in lines and "string" in lines[6][1] and "number" in lines[6][1], lines
    assert 7 in lines, lines  # a path with {encounter_id} needs its params
    # A closed set is a union of its values: a misspelled one is an error, not any string.
    assert "bravry" in lines[8][1] and '"generic"' in lines[8][1], lines
    assert len(lines) == 4, lines
    count = re.search(r"^Instantiations:\s+(\d+)$", out, re.M)
    assert count, out[-3000:]
    assert int(count.group(1)) < MAX_CONSUMER_INSTANTIATIONS, out[-3000:]


@pytest.mark.timeout(TS_TIMEOUT)
def test_a_project_set_up_as_the_readme_says_type_checks_top_level_await(ts_sdk, tmp_path):
    """From `npm init -y` as it stands, the README's set-up (its `npm pkg set` line and its
    tsconfig.json) type-checks a module that awaits at the top level: `npm init -y` alone
    writes "commonjs", where tsc fails with TS1309."""
    section = "A new project"
    (shell,) = code("sdk/typescript/README.md", "shell", section)
    (tsconfig,) = code("sdk/typescript/README.md", "json", section)
    npm = shutil.which("npm")
    assert npm
    subprocess.run([npm, "init", "-y"], cwd=tmp_path, check=True, capture_output=True)
    for line in shell.splitlines():
        command = line.split("#")[0].split()
        if command[:2] == ["npm", "pkg"]:
            subprocess.run([npm, *command[1:]], cwd=tmp_path, check=True, capture_output=True)
    assert json.loads((tmp_path / "package.json").read_text())["type"] == "module"
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "referee-sdk").symlink_to(ts_sdk.TS_DIR, target_is_directory=True)
    (tmp_path / "tsconfig.json").write_text(tsconfig)
    (tmp_path / "app.ts").write_text(
        'import { createRefereeClient, unwrap } from "referee-sdk";\n'
        'const referee = createRefereeClient({ baseUrl: "http://127.0.0.1:8000" });\n'
        "const body = { command: 4 };\n"
        'const result = await unwrap(referee.POST("/v1/urban-war/command-test", { body }));\n'
        "console.log(result.outcome.passed);\n"
    )
    tsc = str(ts_sdk.NODE_MODULES / "typescript" / "bin" / "tsc")
    done = ts_sdk.node(
        tsc, "-p", ".", "--noEmit", "--pretty", "false",
        cwd=tmp_path, capture_output=True, text=True, timeout=TS_TIMEOUT,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_readme_type_checks_as_typescript_in_a_new_project(ts_sdk, tmp_path):
    """As a new user: `npm init -y` outside the repository, the README's set-up, and every
    snippet of the README, in order as one module (they continue one another), checked by
    `tsc --strict`: each pattern the README shows keeps its types (a sealed step's answer
    included) instead of failing or falling back to `any`."""
    npm = shutil.which("npm")
    assert npm
    subprocess.run([npm, "init", "-y"], cwd=tmp_path, check=True, capture_output=True)
    subprocess.run(
        [npm, "pkg", "set", "type=module"], cwd=tmp_path, check=True, capture_output=True
    )
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "referee-sdk").symlink_to(ts_sdk.TS_DIR, target_is_directory=True)
    (tsconfig,) = code("sdk/typescript/README.md", "json", "A new project")
    (tmp_path / "tsconfig.json").write_text(tsconfig)
    (tmp_path / "app.ts").write_text(merged_module(code("sdk/typescript/README.md", "js")))
    tsc = str(ts_sdk.NODE_MODULES / "typescript" / "bin" / "tsc")
    done = ts_sdk.node(
        tsc, "-p", ".", "--noEmit", "--pretty", "false",
        cwd=tmp_path, capture_output=True, text=True, timeout=TS_TIMEOUT,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.e2e
@pytest.mark.timeout(TS_TIMEOUT)
def test_typescript_fights_under_opponent_confirms(ts_sdk, live_server):
    """Claims and consent (issue 29): a short fight of each system under opponent_confirms
    (sdk/typescript/test/claims), with a proposal withdrawn, one rejected, one accepted and a
    dispute ruled in each, the live updates telling every proposal, the export verified."""
    output = node_test(ts_sdk, "test/claims", {"REFEREE_URL": live_server.url})
    assert "# pass 3" in output, output[-3000:]
