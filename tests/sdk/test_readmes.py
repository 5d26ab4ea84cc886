"""Every code block of every README runs as written (issue 17).

Each README's fenced blocks are read with a Markdown parser; every block must be fenced
with one of these languages (an indented block, or another language, fails the test):

- `python`, `js`, `sh`: run here against the live gunicorn server (http://127.0.0.1:8000
  in the text is replaced by its address). The blocks of one README continue one another,
  as the READMEs say: its Python blocks run in order in one interpreter, its JS blocks as
  one ES module (their `import ... from "referee-sdk"` lines merged into one), its shell
  blocks in order in one bash (`set -euo pipefail`) from the repository root.
- `shell`: set-up commands (install, build, start, test) that other tests or the run
  itself cover; every line must be one of SETUP_COMMANDS, which says where.
- `text`, `json`: what a command prints; the encounter walkthrough's lines are compared
  with a real run (same keys; the dice differ).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import requests

from tests.support.readmes import LOCAL, blocks, code, merged_module

ROOT = Path(__file__).resolve().parents[2]
READMES = ["README.md", "sdk/python/README.md", "sdk/typescript/README.md", "bench/README.md"]
RUN, SETUP, OUTPUT = {"python", "js", "sh"}, {"shell"}, {"text", "json"}

# Set-up commands of the READMEs, and what shows that each works.
SETUP_COMMANDS = {
    "./scripts/run": "tests/e2e/test_start_stop.py starts and stops it",
    "./scripts/test": "this test run",
    "./scripts/test --all": ".ci/run runs it",
    "./scripts/generate": "tests/contract/test_openapi.py: its output matches the commits",
    "./scripts/bench": "test_bench_setup_commands_parse; bench/run.py itself",
    "./scripts/bench --duration 5": "test_bench_setup_commands_parse",
    ".venv/bin/python bench/inprocess.py --only flask,healthz,command-test": (
        "tests/bench/test_bench.py runs bench/inprocess.py small"
    ),
    ".venv/bin/python bench/inprocess.py --profile shooting": "the same",
    "python3 -m venv .venv": "scripts/lib/venv.sh does the same",
    ".venv/bin/pip install ./sdk/python": "tests/sdk/test_python_sdk_files.py builds it",
    "cd sdk/typescript": "(a directory)",
    "npm ci": "the ts_sdk fixture (tests/sdk/conftest.py)",
    "npm run build": "the ts_sdk fixture",
    "npm pack": "tests/sdk/test_typescript.py",
    "npm init -y": "test_a_project_set_up_as_the_readme_says_type_checks_top_level_await",
    "npm pkg set type=module": "the same",
    "npm install /path/to/referee-sdk-0.1.0.tgz": "the same (it links the built package)",
    "npm install --save-dev typescript": "the same (with the SDK's own TypeScript)",
    "node examples/urban-war-sealed-orders.mjs http://127.0.0.1:8000": (
        "tests/sdk/test_typescript.py runs every examples/*.mjs"
    ),
    "node examples/umbra-turris-parry.mjs http://127.0.0.1:8000": "the same",
    ".venv/bin/python sdk/python/examples/urban_war_skirmish.py --url http://127.0.0.1:8000": (
        "tests/sdk/test_python_sdk_files.py runs the example against the live server"
    ),
}


@pytest.mark.parametrize("readme", READMES)
def test_every_code_block_is_fenced_with_a_known_language(readme):
    for language, content, heading in blocks(readme):
        where = f"{readme}, section {heading!r}: {content[:60]!r}"
        assert language in RUN | SETUP | OUTPUT, f"fence this block with a language: {where}"


@pytest.mark.parametrize("readme", READMES)
def test_setup_commands_are_known(readme):
    for block in code(readme, "shell"):
        for line in block.splitlines():
            command = line.split("  #", 1)[0].strip()
            if command:
                assert command in SETUP_COMMANDS, f"{readme}: who runs {command!r}?"
                if command.startswith("./scripts/"):
                    script = ROOT / command.split()[0]
                    assert script.is_file() and script.stat().st_mode & 0o111, script


def test_bench_setup_commands_parse():
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import run as bench_run
    finally:
        sys.path.remove(str(ROOT / "bench"))
    assert bench_run.parse_args([]).duration == 8
    assert bench_run.parse_args(["--duration", "5"]).duration == 5


@pytest.mark.parametrize("readme", READMES)
def test_relative_links_exist(readme):
    text = (ROOT / readme).read_text("utf-8")
    for target in re.findall(r"\]\(([^)#]+)\)", text):
        if "://" not in target:
            assert (ROOT / readme).parent.joinpath(target).exists(), f"{readme}: {target}"


# ----------------------------------------------------------------- run against the server


def run_python(blocks_: list[str], url: str, tmp_path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", "\n".join(blocks_).replace(LOCAL, url)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def run_bash(blocks_: list[str], url: str) -> str:
    script = "set -euo pipefail\n" + "\n".join(blocks_).replace(LOCAL, url)
    result = subprocess.run(
        ["bash", "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.mark.e2e
def test_main_readme_command_test_and_dice(live_server, tmp_path):
    answer = json.loads(run_bash(code("README.md", "sh", "Try it"), live_server.url))
    assert answer["seed"] == "table-7" and answer["outcome"]["target"] == 15
    # The dice snippet prints the command test's two dice, recomputed without Referee.
    printed = run_python(code("README.md", "python"), live_server.url, tmp_path)
    assert printed.splitlines() == [str([roll["value"] for roll in answer["rolls"]])]
    assert f"above: {printed.strip()}" in "".join(code("README.md", "python"))


def shape(value):
    """The keys of a JSON value, recursively; what stays the same from run to run."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shape(value[0])] if value and isinstance(value[0], dict | list) else "list"
    return type(value).__name__ if value is not None else "null"


WALKTHROUGH = "Encounters: one fight's shared state"


def check_walkthrough_output(output: str) -> list[dict]:
    """The run's lines have the keys of the README's lines; the encounter verifies."""
    shown = [
        json.loads(line)
        for block in code("README.md", "text", WALKTHROUGH)
        for line in block.splitlines()
    ]
    lines = [json.loads(line) for line in output.splitlines()]
    assert len(lines) == len(shown), output
    for got, want in zip(lines, shown, strict=True):
        if "phase" in got and got.get("phase") == "ended":  # the shot ended the fight
            assert got["winner"] in ("red", "blue") and want["step"] == "end_activation"
            continue
        if "hit_rolls" in got:  # damage rolls only for hits
            got, want = dict(got, damage_rolls=[]), dict(want, damage_rolls=[])
        assert shape(got) == shape(want), (got, want)
    assert lines[-1]["ok"] is True and lines[-1]["commitment_ok"] is True
    assert lines[-2]["revealed"] is True
    return lines


@pytest.mark.e2e
def test_main_readme_encounter_walkthrough(live_server):
    lines = check_walkthrough_output(
        run_bash(code("README.md", "sh", WALKTHROUGH), live_server.url)
    )
    initiative = lines[3]
    assert initiative["first_player"] in ("red", "blue") and len(initiative["rolls"]) >= 2
    shooting = lines[6]
    assert shooting["band"] == "short" and len(shooting["hit_rolls"]) == 2  # +1x2/5 at 10 in


@pytest.mark.e2e
def test_example_script_is_the_readme_walkthrough_and_runs(live_server):
    script = ROOT / "examples" / "urban-war-encounter.sh"
    commands = [
        line
        for block in code("README.md", "sh", WALKTHROUGH)
        for line in block.splitlines()
        if line.strip() and not line.startswith("URL=")
    ]
    script_lines = script.read_text("utf-8").splitlines()
    position = 0
    for line in commands:  # the README's commands, in the same order
        assert line in script_lines[position:], line
        position = script_lines.index(line, position) + 1
    result = subprocess.run(
        [str(script), live_server.url], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    check_walkthrough_output(result.stdout)


@pytest.mark.e2e
def test_python_sdk_readme(live_server, tmp_path):
    readme = "sdk/python/README.md"
    out = run_python(code(readme, "python"), live_server.url, tmp_path)
    lines = out.splitlines()
    assert lines[0].endswith("verified: 2 rolls match referee-dice-v1"), out  # first call
    assert "waiting for ['blue']" in lines, out  # encounters
    assert lines.count("verified: 2 rolls match referee-dice-v1") == 1, out  # verify(result)
    signed = (
        r"verified: \d+ rolls match referee-dice-v1; the hash chain holds; signed by the service"
    )
    assert any(re.fullmatch(signed, x) for x in lines[3:]), out
    assert "revealed None" in lines, out  # live updates: the revealed encounter's stream
    # claims and consent: a proposal, the open one refusing another step, a ruled dispute
    assert "proposal awaits ['side:blue']" in lines and "proposal_open" in lines, out
    assert "claims.ruling" in lines, out
    assert "422 Unprocessable Entity validation_error" in lines, out  # errors
    assert any("'attempt'" in x for x in lines), out


@pytest.mark.e2e
@pytest.mark.timeout(240)
def test_typescript_sdk_readme(ts_sdk, live_server):
    module = merged_module(code("sdk/typescript/README.md", "js")).replace(LOCAL, live_server.url)
    result = ts_sdk.node(
        "--input-type=module", "-e", module, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].endswith("verified: 2 rolls match referee-dice-v1"), result.stdout
    assert lines[1] == "sealed; waiting for [ 'blue' ]", result.stdout
    assert lines[2] == "verified: 2 rolls match referee-dice-v1", result.stdout
    signed = (
        r"verified: \d+ rolls match referee-dice-v1; the hash chain holds; signed by the service"
    )
    assert re.fullmatch(signed, lines[3]), result.stdout
    assert lines[4] == "revealed revealed null", result.stdout  # live updates
    assert lines[5] == "revealed null", result.stdout  # the same by long-poll
    assert lines[6] == "422 Unprocessable Entity validation_error", result.stdout
    # claims and consent: a proposal, the open one refusing another step, a ruled dispute
    claims = ["proposal awaits [ 'side:blue' ]", "proposal_open", "claims.ruling"]
    assert lines[-3:] == claims, result.stdout


@pytest.mark.timeout(240)
def test_typescript_package_is_es_module_only_as_its_readme_says(ts_sdk):
    assert "ES-module-only" in (ts_sdk.TS_DIR / "README.md").read_text("utf-8")
    required = ts_sdk.node("-e", "require('referee-sdk')", capture_output=True, text=True)
    assert required.returncode != 0
    assert "ERR_PACKAGE_PATH_NOT_EXPORTED" in required.stderr or "ERR_REQUIRE_ESM" in (
        required.stderr
    )
    imported = ts_sdk.node(
        "-e",
        "import('referee-sdk').then((m) => console.log(typeof m.verify))",
        capture_output=True,
        text=True,
    )
    assert imported.returncode == 0 and imported.stdout.strip() == "function", imported


@pytest.mark.e2e
def test_bench_readme_endpoint_entry(live_server):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from endpoints import Endpoint
    finally:
        sys.path.remove(str(ROOT / "bench"))
    (entry,) = code("bench/README.md", "python")
    endpoint = eval(entry, {"Endpoint": Endpoint})  # one entry of the ENDPOINTS list
    answer = requests.post(live_server.url + endpoint.path, json=endpoint.body(1, {}), timeout=10)
    assert answer.status_code == endpoint.expect, answer.text


def test_route_patterns_in_the_readme_cover_the_spec():
    readme = (ROOT / "README.md").read_text("utf-8")
    listed = readme[readme.index("the routes (all of them") : readme.index("## Set-up")]
    patterns = re.findall(r"`(GET|POST|PUT|DELETE) (/[^`]*)`", listed)
    assert patterns

    compiled = [
        (method, re.compile(re.sub(r"<[a-z]+>", "[^/]+", re.escape(path)) + "$"), path)
        for method, path in patterns
    ]
    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text("utf-8"))
    used = set()
    for path, operations in spec["paths"].items():
        concrete = re.sub(r"\{[a-z_]+\}", "x", path)
        for method in operations:
            if method == "parameters":
                continue
            matching = [p for m, r, p in compiled if m == method.upper() and r.match(concrete)]
            assert matching, f"{method.upper()} {path} matches no route pattern in the README"
            used.update(matching)
    assert used == {path for _, path in patterns}, "a README pattern that no route has"
