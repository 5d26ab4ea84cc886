"""The embedded redis-server never outlives the process that started it."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

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
    finally:
        starter.kill()
        starter.wait()
        starter.stdout.close()
        if pid and _alive(pid):  # the failure this test looks for: do not leave it running
            os.kill(pid, signal.SIGKILL)
        if workdir:  # the killed starter could not remove it
            shutil.rmtree(workdir, ignore_errors=True)
