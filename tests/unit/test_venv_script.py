"""scripts/lib/venv.sh installs the union of the extras the scripts need, once: switching
between scripts/run (no extras), scripts/test (test, dev) and scripts/bench (bench) installs
nothing more once each set is in, and a change of pyproject.toml reinstalls all of them.

The venv's python is a stand-in that records the pip commands instead of running them.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def make_project(tmp_path: Path) -> Path:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text('#!/bin/sh\necho "$*" >> "$(dirname "$0")/../pip.log"\n')
    python.chmod(0o755)
    return tmp_path


def ensure(project: Path, *extras: str) -> list[str]:
    """Run ensure_venv with these extras; the pip commands it ran."""
    log = project / ".venv" / "pip.log"
    log.unlink(missing_ok=True)
    subprocess.run(
        [
            "bash",
            "-c",
            f'set -euo pipefail; source "$1"; ensure_venv {" ".join(extras)}',
            "-",
            str(ROOT / "scripts" / "lib" / "venv.sh"),
        ],
        cwd=project,
        check=True,
        capture_output=True,
        text=True,
    )
    return log.read_text().splitlines() if log.exists() else []


def test_switching_scripts_installs_the_union_once(tmp_path):
    project = make_project(tmp_path)
    assert ensure(project) == ["-m pip install --quiet --disable-pip-version-check -e ."]
    assert ensure(project) == []
    assert ensure(project, "test", "dev") == [
        "-m pip install --quiet --disable-pip-version-check -e .[dev,test]"
    ]
    # Back to scripts/run, then scripts/test again: nothing to install.
    assert ensure(project) == []
    assert ensure(project, "test", "dev") == []
    assert ensure(project, "bench") == [
        "-m pip install --quiet --disable-pip-version-check -e .[bench,dev,test]"
    ]
    assert ensure(project, "dev") == [] and ensure(project) == []


def test_a_changed_pyproject_reinstalls_every_extra_installed_before(tmp_path):
    project = make_project(tmp_path)
    ensure(project, "test", "dev")
    with (project / "pyproject.toml").open("a") as f:
        f.write("# changed\n")
    assert ensure(project) == ["-m pip install --quiet --disable-pip-version-check -e .[dev,test]"]
    assert ensure(project, "test") == []
