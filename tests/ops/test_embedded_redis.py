"""The embedded redis-server never outlives the process that started it, and its directory
never outlives the next start."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from referee.store.embedded import EmbeddedRedis
from referee.tempdirs import private_dir

START_AND_WAIT = """
import sys, time
from referee.store.embedded import EmbeddedRedis
server = EmbeddedRedis().start()
print(server.process.pid, server.workdir, flush=True)
time.sleep(60)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(shutil.which("setpriv") is None, reason="needs Linux and util-linux's setpriv")
def test_a_killed_starter_takes_its_redis_server_with_it():
    starter = subprocess.Popen(
        [sys.executable, "-c", START_AND_WAIT],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    pid, workdir = 0, ""
    try:
        pid_text, workdir = starter.stdout.readline().split()
        pid = int(pid_text)
        assert _alive(pid)
        starter.send_signal(signal.SIGKILL)
        starter.wait()
        deadline = time.monotonic() + 5
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(pid), "redis-server outlived the process that started it"
        # The killed starter removed nothing; whichever start comes next (this one, or
        # another test's running beside it) removes its directory.
        EmbeddedRedis().start().stop()
        assert not os.path.exists(workdir), "the next start left the dead one's directory"
    finally:
        starter.kill()
        starter.wait()
        starter.stdout.close()
        if pid and _alive(pid):  # the failure this test looks for: do not leave it running
            os.kill(pid, signal.SIGKILL)
        if workdir:  # the killed starter could not remove it
            shutil.rmtree(workdir, ignore_errors=True)


def test_a_directory_whose_owner_runs_is_kept(tmp_path, monkeypatch):
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    mine = private_dir("referee-test-")
    finished = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    orphan = tmp_path / "referee-test-orphan"
    orphan.mkdir()
    (orphan / ".owner-pid").write_text(finished.stdout.strip())
    being_made = tmp_path / "referee-test-new"  # no owner file yet
    being_made.mkdir()
    other_prefix = tmp_path / "elsewhere-orphan"
    other_prefix.mkdir()
    (other_prefix / ".owner-pid").write_text(finished.stdout.strip())

    newer = private_dir("referee-test-")

    assert os.path.isdir(mine) and os.path.isdir(newer)
    assert not orphan.exists()
    assert being_made.exists() and other_prefix.exists()
