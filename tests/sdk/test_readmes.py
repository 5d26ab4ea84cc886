"""Each SDK README's "First call" works as written (against the live server instead of
http://127.0.0.1:8000), the way a new user would paste it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCAL = "http://127.0.0.1:8000"

pytestmark = pytest.mark.e2e


def first_call(readme: Path, language: str) -> str:
    text = readme.read_text("utf-8")
    section = text.split("## First call", 1)[1]
    block = re.search(rf"```{language}\n(.*?)```", section, re.S)
    assert block, f"no {language} block under 'First call' in {readme}"
    assert LOCAL in block.group(1)
    return block.group(1)


def test_python_readme_first_call(live_server, tmp_path):
    code = first_call(ROOT / "sdk" / "python" / "README.md", "python")
    result = subprocess.run(
        [sys.executable, "-c", code.replace(LOCAL, live_server.url)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith("verified: 2 rolls match referee-dice-v1")


@pytest.mark.timeout(240)
def test_typescript_readme_first_call(ts_sdk, live_server):
    code = first_call(ts_sdk.TS_DIR / "README.md", "js")
    result = ts_sdk.node(
        "--input-type=module",
        "-e",
        code.replace(LOCAL, live_server.url),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith("verified: 2 rolls match referee-dice-v1")
