"""The Python SDK's hand-written files: lint and format (sdk/python/pyproject.toml's ruff
config; the generated referee_client is excluded there), and the example skirmish, run
against the live gunicorn + real Redis as a user would run it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from referee_sdk import verify_encounter

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "sdk" / "python"
RUFF = str(Path(sys.executable).parent / "ruff")


def test_hand_written_python_sdk_passes_ruff():
    for command in ([RUFF, "check", str(SDK)], [RUFF, "format", "--check", str(SDK)]):
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    listed = subprocess.run(
        [RUFF, "check", "--show-files", str(SDK)], cwd=ROOT, capture_output=True, text=True
    ).stdout
    assert "referee_sdk/verification.py" in listed and "examples/urban_war_skirmish.py" in listed
    assert "referee_client/" not in listed


@pytest.mark.e2e
@pytest.mark.timeout(240)
def test_urban_war_example_fights_reveals_and_verifies(live_server, tmp_path):
    export = tmp_path / "export.json"
    result = subprocess.run(
        [
            sys.executable,
            str(SDK / "examples" / "urban_war_skirmish.py"),
            "--url",
            live_server.url,
            "--export",
            str(export),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=200,
    )
    out = result.stdout
    assert result.returncode == 0, out + result.stderr
    assert "Round 1 (red 3 left, blue 3 left)" in out
    assert "sealed, waiting for blue" in out
    assert "The fight is over" in out and "winner" in out
    assert "Revealed server seed" in out
    assert "rolls match referee-dice-v1; the hash chain holds" in out
    assert out.rstrip().endswith("signed by the service")
    assert verify_encounter(export.read_text("utf-8")).ok
