"""The hand-written code passes ruff's lint and format checks (config in pyproject.toml)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PATHS = ["service", "tests", "scripts", "deploy", "bench"]
RUFF = str(Path(sys.executable).parent / "ruff")


def test_ruff_check():
    result = subprocess.run([RUFF, "check", *PATHS], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format():
    result = subprocess.run(
        [RUFF, "format", "--check", *PATHS], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
