"""The `referee` command the Python SDK installs, run as a user runs it (the console
script, in a subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REFEREE = str(Path(sys.executable).parent / "referee")


def referee(*args: str, url: str | None = None, cwd: Path | None = None):
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_URL"}
    if url:
        env["REFEREE_URL"] = url
    return subprocess.run(
        [REFEREE, *args], capture_output=True, text=True, timeout=60, env=env, cwd=cwd
    )
