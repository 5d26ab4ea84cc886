"""Generate the Python SDK's generated package from openapi/openapi.json.

openapi-python-client writes a whole project (pyproject.toml, README, package) and
replaces its output directory. sdk/python also holds hand-written files (its own
pyproject.toml and README, the `referee_sdk` package, examples), so the generator
writes into a temporary directory and only the generated package, `referee_client`,
is copied into sdk/python (replacing the previous one). Everything else in sdk/python
is hand-written and never touched here.

    python scripts/sdk_python.py            # regenerate sdk/python/referee_client
    python scripts/sdk_python.py OUT_DIR    # write OUT_DIR/referee_client instead
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "sdk" / "openapi-python-client.yaml"
SPEC = ROOT / "openapi" / "openapi.json"
SDK_DIR = ROOT / "sdk" / "python"
PACKAGE = "referee_client"  # package_name_override in sdk/openapi-python-client.yaml


def _run_generator(project: Path, spec: Path) -> None:
    bindir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", "")}
    subprocess.run(
        [
            os.path.join(bindir, "openapi-python-client"),
            "generate",
            "--path",
            str(spec),
            "--output-path",
            str(project),
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


def generate(sdk_dir: Path = SDK_DIR, spec: Path = SPEC) -> list[str]:
    """Write the generated package to `sdk_dir/referee_client` (replaced whole).

    Returns the dependencies the generator declares for it, so callers can check that
    the hand-written sdk/python/pyproject.toml still declares the same ones.
    """
    with tempfile.TemporaryDirectory(prefix="referee-sdk-python-") as tmp:
        project = Path(tmp) / "project"
        _run_generator(project, spec)
        dependencies = tomllib.loads((project / "pyproject.toml").read_text("utf-8"))["project"][
            "dependencies"
        ]
        target = sdk_dir / PACKAGE
        shutil.rmtree(target, ignore_errors=True)
        sdk_dir.mkdir(parents=True, exist_ok=True)
        shutil.copytree(
            project / PACKAGE,
            target,
            ignore=shutil.ignore_patterns("__pycache__", ".ruff_cache"),
        )
    return dependencies


def declared_dependencies(sdk_dir: Path = SDK_DIR) -> list[str]:
    """The dependencies the hand-written sdk/python/pyproject.toml declares."""
    return tomllib.loads((sdk_dir / "pyproject.toml").read_text("utf-8"))["project"]["dependencies"]


if __name__ == "__main__":
    out = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SDK_DIR
    wanted = generate(out)
    missing = sorted(set(wanted) - set(declared_dependencies()))
    if missing:
        sys.exit(f"the generated {PACKAGE} needs {missing}: add them to sdk/python/pyproject.toml")
