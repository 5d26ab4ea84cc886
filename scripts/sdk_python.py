"""Generate the Python SDK from openapi/openapi.json with openapi-python-client."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "sdk" / "openapi-python-client.yaml"
SPEC = ROOT / "openapi" / "openapi.json"


def generate(output: Path, spec: Path = SPEC) -> None:
    """Write the generated client project to `output` (replaced whole)."""
    bindir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", "")}
    subprocess.run(
        [
            os.path.join(bindir, "openapi-python-client"),
            "generate",
            "--path",
            str(spec),
            "--output-path",
            str(output),
            "--config",
            str(CONFIG),
            "--meta",
            "uv",
            "--overwrite",
        ],
        check=True,
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(output / ".ruff_cache", ignore_errors=True)


if __name__ == "__main__":
    generate(Path(sys.argv[1]).resolve())
