"""Setup that the workers of one test run share (pytest-xdist): done once, under a lock.

Each worker is its own process with its own Redis server and gunicorns; what they share
is the repository tree. Work that writes into it (npm ci into node_modules, the
TypeScript build into dist/) runs under a file lock, once per run, so no worker reads a
half-written tree. Without xdist (`-n 0`, `-p no:xdist`) the lock is simply taken.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from filelock import FileLock


def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory that every worker of this run sees, and no other run: under xdist the
    parent of the workers' own temporary directories, otherwise the run's one."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextmanager
def exclusive(tmp_path_factory: pytest.TempPathFactory, name: str) -> Iterator[None]:
    """Hold the run-wide lock `name`: one worker at a time."""
    with FileLock(run_dir(tmp_path_factory) / f"{name}.lock"):
        yield


def once(tmp_path_factory: pytest.TempPathFactory, name: str, work: Callable[[], None]) -> None:
    """Call `work` once in this run: the first worker to come does it, the others wait for
    it to finish. If it raises, the next worker tries again (and reports the failure too)."""
    with exclusive(tmp_path_factory, name):
        done = run_dir(tmp_path_factory) / f"{name}.done"
        if not done.exists():
            work()
            done.touch()
