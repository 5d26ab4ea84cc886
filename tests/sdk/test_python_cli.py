"""The `referee` command installed with the Python SDK: offline verification of the
committed export vector, and stateless steps and an encounter's whole flow against the
live gunicorn server and real Redis, run as a user runs it (the console script, in a
subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import requests

from tests.support.readmes import LOCAL, code
from tests.support.referee_cli import REFEREE, referee

ROOT = Path(__file__).resolve().parents[2]
VECTOR = ROOT / "tests" / "vectors" / "encounter-urban-war.json"


def test_verify_the_committed_export_offline():
    done = referee("verify", "--offline", str(VECTOR))
    assert done.returncode == 0, done.stdout + done.stderr
    rolls = sum(len(entry["rolls"]) for entry in json.loads(VECTOR.read_text())["log"])
    assert done.stdout.strip() == f"verified: {rolls} rolls match referee-dice-v1"


def test_verify_says_what_mismatched(tmp_path):
    export = json.loads(VECTOR.read_text())
    index = next(i for i, entry in enumerate(export["log"]) if entry["rolls"])
    roll = export["log"][index]["rolls"][0]
    roll["value"] = roll["value"] % roll["sides"] + 1
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(export))
    done = referee("verify", "--offline", str(tampered))
    assert done.returncode == 1
    assert done.stdout.startswith("NOT verified:")
    assert f"log[{index}] ({export['log'][index]['step']}) rolls[0]" in done.stdout
    as_json = json.loads(referee("verify", "--offline", "--json", str(tampered)).stdout)
    assert as_json["ok"] is False and len(as_json["failures"]) == 1


def test_without_a_server_verify_checks_offline(tmp_path):
    from referee.store.embedded import free_port

    done = referee("verify", str(VECTOR), url=f"http://127.0.0.1:{free_port()}")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("verified: ") and "checking offline" in done.stderr


def test_verify_refuses_a_file_that_is_not_json(tmp_path):
    page = tmp_path / "page.html"
    page.write_text("<html>502</html>")
    done = referee("verify", str(page))
    assert done.returncode == 2 and "cannot read" in done.stderr


@pytest.mark.e2e
def test_a_stateless_step_as_json_and_as_a_table(live_server):
    body = {"command": 7, "seed": "cli-step"}
    done = referee(
        "step", "urban-war", "command-test", "--json", json.dumps(body), "--odds",
        "--url", live_server.url,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    direct = requests.post(
        f"{live_server.url}/v1/urban-war/command-test?odds=true", json=body, timeout=30
    ).json()
    assert json.loads(done.stdout) == direct and "odds" in direct
    table = referee(
        "step", "urban-war", "command-test", "--json", json.dumps(body), "--table",
        url=live_server.url,
    )  # fmt: skip
    assert table.returncode == 0, table.stderr
    rows = dict(line.split(None, 1) for line in table.stdout.splitlines())
    assert rows["outcome.passed"] == json.dumps(direct["outcome"]["passed"])
    assert rows["rolls[0].value"] == str(direct["rolls"][0]["value"])


@pytest.mark.e2e
def test_an_error_answer_is_reported_and_exits_1(live_server):
    done = referee(
        "step", "urban-war", "rally", "--json",
        '{"command": 4, "panicked": true, "attempt": false}', url=live_server.url,
    )  # fmt: skip
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("referee: 422 validation_error: ")
    assert "attempt:" in done.stderr and "request id: " in done.stderr


def _model(id_: str, side: str) -> dict:
    return {
        "id": id_, "side": side, "assault_skill": 4, "shooting_skill": 4, "strength": 4,
        "toughness": 4, "wounds_max": 1, "command": 6, "size": 2, "movement": 3,
        "first_strike": 4,
    }  # fmt: skip


@pytest.mark.e2e
def test_an_encounter_from_creation_to_a_verified_export(live_server, tmp_path):
    fight = tmp_path / "fight.json"
    fight.write_text(
        json.dumps(
            {
                "system": "urban-war",
                "name": "cli",
                "client_seed": "cli",
                "models": [_model("r1", "red"), _model("b1", "blue")],
            }
        )
    )
    created = referee("encounter", "create", "--json", f"@{fight}", url=live_server.url)
    assert created.returncode == 0, created.stderr
    created = json.loads(created.stdout)
    assert set(created) == {"id", "gm_token", "side_tokens"}  # what the README says, no state
    encounter_id, gm = created["id"], created["gm_token"]
    for token in created["side_tokens"].values():
        done = referee(
            "encounter", "step", encounter_id, "orders", f"--token={token}", url=live_server.url
        )
        assert done.returncode == 0, done.stderr
    stale = referee(
        "encounter", "step", encounter_id, "initiative", f"--token={gm}", "--if-match", '"1"',
        url=live_server.url,
    )  # fmt: skip
    assert stale.returncode == 1 and "412 stale_version" in stale.stderr
    initiative = referee(
        "encounter", "step", encounter_id, "initiative", f"--token={gm}", url=live_server.url
    )
    assert initiative.returncode == 0, initiative.stderr
    assert json.loads(initiative.stdout)["step"] == "initiative"
    revealed = referee("encounter", "reveal", encounter_id, f"--token={gm}", url=live_server.url)
    assert revealed.returncode == 0, revealed.stderr
    exported = referee("encounter", "export", encounter_id, "--url", live_server.url)
    assert exported.returncode == 0, exported.stderr
    export = tmp_path / "export.json"
    export.write_text(exported.stdout)
    assert len(json.loads(exported.stdout)["log"]) == 2
    verified = referee("verify", "--offline", str(export))
    assert verified.returncode == 0 and verified.stdout.startswith("verified: ")
    assert "signatures not checked" in verified.stdout
    keys = tmp_path / "jwks.json"
    keys.write_text(requests.get(live_server.url + "/.well-known/jwks.json", timeout=5).text)
    signed = referee("verify", "--offline", "--keys", str(keys), str(export))
    assert signed.returncode == 0 and "signed by the service" in signed.stdout, signed.stdout
    # With a server that answers, the server recomputes every outcome too.
    on_server = referee("verify", str(export), url=live_server.url)
    assert on_server.returncode == 0, on_server.stdout + on_server.stderr
    assert on_server.stdout.startswith("verified by the server: 1 of 2 log entries recomputed")
    forged = json.loads(exported.stdout)
    forged["log"][1]["outcome"]["forged"] = True
    export.write_text(json.dumps(forged))
    refused = referee("verify", str(export), url=live_server.url)
    assert refused.returncode == 1
    assert "first failure: recompute at log[1] outcome" in refused.stdout, refused.stdout
    offline = referee("verify", "--offline", "--keys", str(keys), str(export))
    assert offline.returncode == 1 and "log[2]" not in offline.stdout
    assert "head hash" in offline.stdout, offline.stdout


@pytest.mark.e2e
def test_the_sdk_readme_command_line_block_runs(live_server, tmp_path):
    (block,) = code("sdk/python/README.md", "sh", "Command line")
    env = {**os.environ, "PATH": f"{Path(REFEREE).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(
        ["bash", "-c", "set -euo pipefail\n" + block.replace(LOCAL, live_server.url)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "outcome.passed" in done.stdout and "odds." in done.stdout
    assert done.stdout.rstrip().endswith("rolls match referee-dice-v1")


def test_a_token_that_starts_with_a_dash_is_read_whole(monkeypatch):
    """Tokens are URL-safe base64 and may start with '-': `--token=` and $REFEREE_TOKEN
    both carry it whole (a bare `--token -x` would be read as an option)."""
    from referee_sdk.cli import _parser

    args = _parser().parse_args(["encounter", "reveal", "e1", "--token=-Ab_c"])
    assert args.token == "-Ab_c"
    monkeypatch.setenv("REFEREE_TOKEN", "-from-env")
    assert _parser().parse_args(["encounter", "reveal", "e1"]).token == "-from-env"


def test_help_loads_neither_httpx_nor_the_generated_models():
    """`referee --help` starts fast because it imports only what it prints: measured by the
    modules it loads, which no machine's load can make flaky (the time itself is in the
    README, measured over repeated runs)."""
    probe = (
        "import sys, contextlib, io\n"
        "from referee_sdk import cli\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        "    cli.main(['--help'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('httpx', 'referee_client', 'cryptography', 'rfc8785', 'httpx_sse', 'ssl')))\n"
    )
    done = subprocess.run(
        [str(Path(REFEREE).parent / "python"), "-c", probe],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    assert done.stdout.strip() == "[]", done.stdout


def test_roll_loads_neither_httpx_nor_the_generated_client():
    """`referee roll 2d6` sends with the standard library: httpx and httpcore, and the
    generated client's models, take longer to import than the rest of the command's start.
    Checked by the modules it loads, against an address where nothing listens (so that no
    server is needed), which also shows that a refused connection is a clean exit 1."""
    probe = (
        "import sys, contextlib, io\n"
        "from referee_sdk import cli\n"
        "err = io.StringIO()\n"
        "with contextlib.redirect_stderr(err):\n"
        "    code = cli.main(['roll', '2d6', '--url', 'http://127.0.0.1:9'])\n"
        "print(code, err.getvalue().startswith('referee: cannot reach'), sorted({m.split('.')[0]"
        " for m in sys.modules if m.split('.')[0] in ('httpx', 'httpcore', 'cryptography',"
        " 'rfc8785', 'httpx_sse', 'referee_client', 'asyncio')}))\n"
    )
    done = subprocess.run(
        [str(Path(REFEREE).parent / "python"), "-c", probe],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    assert done.stdout.strip() == "1 True []", done.stdout


def test_every_public_name_survives_its_submodules_being_imported():
    """The package imports its names lazily (PEP 562). A submodule named like a public
    function (once `verify.py` and `events.py`) would replace that function on the package
    as soon as anything imported the submodule: every public name must still be what its
    module defines after all submodules are loaded."""
    probe = (
        "import importlib, pkgutil, referee_sdk\n"
        "for info in pkgutil.iter_modules(referee_sdk.__path__):\n"
        "    importlib.import_module('referee_sdk.' + info.name)\n"
        "import types\n"
        "print(sorted(n for n in referee_sdk.__all__ if n != '__version__' and "
        "isinstance(getattr(referee_sdk, n), types.ModuleType)))\n"
    )
    done = subprocess.run(
        [str(Path(REFEREE).parent / "python"), "-c", probe],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    assert done.stdout.strip() == "[]", done.stdout


@pytest.mark.parametrize(
    ("percentile", "said"),
    [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
     (21, "21st"), (22, "22nd"), (50, "50th"), (100, "100th")],
)  # fmt: skip
def test_percentiles_read_as_english(percentile, said):
    from referee_sdk.cli import _roll_lines

    answer = {
        "outcome": {"line": "2d6 (1, 1) = 2"},
        "odds": {
            "results": [
                {
                    "name": "total",
                    "mean": 7,
                    "mean_exact": "7",
                    "standard_deviation": 2.4,
                    "percentile": percentile,
                }
            ]
        },
    }
    assert f"this roll at the {said} percentile" in _roll_lines(answer)[1]


def test_a_reader_that_goes_away_ends_quietly(live_server):
    """`referee roll ... | head`: when the reader has gone, no BrokenPipeError traceback (here
    the reader is gone before the first write, so every run meets it)."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [REFEREE, "roll", "2d6", "--json", "--url", live_server.url],
            stdout=write, stderr=subprocess.PIPE, text=True, timeout=60,
        )  # fmt: skip
    finally:
        os.close(write)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr
    assert done.returncode == 141


def test_roll_as_a_table_shows_the_roll_not_its_tree(live_server):
    body = {"expression": "4d6kh3 + 2", "seed": "cli-table"}
    direct = requests.post(
        f"{live_server.url}/v1/dice/roll?odds=true", json=body, timeout=30
    ).json()
    table = referee(
        "roll", "4d6kh3 + 2", "--seed", "cli-table", "--odds", "--table", url=live_server.url
    )
    assert table.returncode == 0, table.stderr
    rows = dict(line.split(None, 1) for line in table.stdout.splitlines())
    assert set(rows) == {"expression", "total", "line", "dice", "mean", "percentile", "seed"}
    assert rows["total"] == json.dumps(direct["outcome"]["total"])
    faces = [f"d6:{die['value']}" for die in direct["rolls"]]
    assert json.loads(rows["dice"]) == " ".join(faces)


@pytest.mark.e2e
def test_proposals_and_disputes_from_the_command_line(live_server, tmp_path):
    """Under opponent_confirms: a step answers a proposal (and says on stderr who answers
    it), which is withdrawn, rejected and accepted with the commands; a dispute is ruled."""
    fight = {
        "system": "urban-war",
        "claims_policy": "opponent_confirms",
        "models": [_model("r1", "red"), _model("b1", "blue")],
    }
    created = referee("encounter", "create", "--json", json.dumps(fight), url=live_server.url)
    assert created.returncode == 0, created.stderr
    created = json.loads(created.stdout)
    eid, gm = created["id"], created["gm_token"]
    red, blue = (f"--token={created['side_tokens'][side]}" for side in ("red", "blue"))
    test = json.dumps({"model": "r1", "modifiers": [{"reason": "aim", "value": 1}]})

    def run(*args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
        done = referee("encounter", *args, url=live_server.url)
        assert (done.returncode == 0) is ok, done.stdout + done.stderr
        return done

    def propose() -> str:
        done = run("step", eid, "command-test", red, "--json", test)
        answer = json.loads(done.stdout)
        assert answer["status"] == "proposed" and answer["proposal"]["confirm"] == ["side:blue"]
        pid = answer["proposal"]["id"]
        assert f"proposal {pid} awaits side:blue" in done.stderr, done.stderr
        return pid

    pid = propose()
    assert (
        "409 proposal_open"
        in run("step", eid, "command-test", red, "--json", test, ok=False).stderr
    )
    assert json.loads(run("withdraw", eid, pid, red).stdout)["status"] == "withdrawn"
    pid = propose()
    refused = run("reject", eid, pid, blue, "--reason", "no aim", "--table")
    assert "claims.rejected" in refused.stdout
    pid = propose()
    assert "403 own_proposal" in run("accept", eid, pid, red, ok=False).stderr
    accepted = json.loads(run("accept", eid, pid, blue).stdout)
    assert accepted["step"] == "command_test" and accepted["rolls"]
    disputed = json.loads(
        run("dispute", eid, str(accepted["index"]), blue, "--reason", "no").stdout
    )
    assert disputed["step"] == "claims.disputed"
    ruled = run("rule", eid, str(disputed["index"]), "upheld", "--note", "no aim", f"--token={gm}")
    assert json.loads(ruled.stdout)["params"] == {
        "dispute": disputed["index"],
        "ruling": "upheld",
        "note": "no aim",
    }
    log = requests.get(f"{live_server.url}/v1/encounters/{eid}/log", timeout=10).json()
    steps = [e["step"] for e in log["entries"]]
    assert steps == ["claims.rejected", "command_test", "claims.disputed", "claims.ruling"]
