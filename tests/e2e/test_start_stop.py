"""`./scripts/run` cleans up after itself: a stopped service, a start that fails on a busy
port and a start whose workers cannot boot leave no redis-server running and nothing in
the temporary directory (the embedded Redis's directory, the metrics directory); a test
server (LiveServer) leaves no log directory behind.

Each server gets a private TMPDIR, so what it leaves there is its own, whatever other
processes do in /tmp at the same time.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
import requests

from referee.store.embedded import free_port

from ..support.servers import ROOT, LiveServer

pytestmark = pytest.mark.e2e


@pytest.fixture
def private_tmp():
    # Short, under /tmp: the embedded Redis's unix socket path must stay under 108 bytes.
    path = Path(tempfile.mkdtemp(prefix="referee-t-", dir="/tmp"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def run_service(port: int, tmp: Path, **env: str) -> subprocess.Popen:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("REDIS_", "REFEREE_"))}
    environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
    environ.update(PORT=str(port), TMPDIR=str(tmp), WEB_CONCURRENCY="1", **env)
    return subprocess.Popen(
        [str(ROOT / "scripts" / "run")],
        cwd=ROOT,
        env=environ,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def processes_using(path: Path) -> list[str]:
    """Command lines of live processes that name `path` (redis-server names its --dir)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if str(path) in cmdline:
            found.append(f"{proc.name}: {cmdline}")
    return found


def assert_nothing_left(tmp: Path) -> None:
    deadline = time.monotonic() + 10
    while processes_using(tmp) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert processes_using(tmp) == []
    assert sorted(p.name for p in tmp.iterdir()) == []


def test_a_stopped_service_leaves_nothing(private_tmp):
    port = free_port()
    service = run_service(port, private_tmp)
    try:
        deadline = time.monotonic() + 120  # the first start may install into .venv
        while True:
            assert service.poll() is None, service.stdout.read()
            try:
                ready = requests.get(f"http://127.0.0.1:{port}/readyz", timeout=2)
                if ready.status_code == 200:
                    break
            except requests.RequestException:
                pass
            assert time.monotonic() < deadline, "the service did not become ready"
            time.sleep(0.2)
        assert ready.json()["store"] == "embedded"
        # While it runs: its embedded redis-server and its metrics directory exist.
        assert any("redis-server" in p for p in processes_using(private_tmp))
        assert {p.name.split("-")[1] for p in private_tmp.iterdir()} == {"redis", "metrics"}
    finally:
        service.send_signal(signal.SIGTERM)  # scripts/run execs gunicorn: this is its master
        output = service.communicate(timeout=60)[0]
    assert service.returncode == 0, output
    assert_nothing_left(private_tmp)


def test_a_start_on_a_busy_port_fails_and_leaves_nothing(private_tmp):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        service = run_service(busy.getsockname()[1], private_tmp)
        output = service.communicate(timeout=120)[0]
    assert service.returncode != 0
    assert "Connection in use" in output
    assert "started an embedded redis-server" not in output
    assert_nothing_left(private_tmp)


def test_a_start_whose_workers_cannot_boot_stops_its_redis(private_tmp):
    # The embedded Redis is up before the workers load the app; this setting breaks them.
    service = run_service(free_port(), private_tmp, REFEREE_MAX_BODY_BYTES="lots")
    output = service.communicate(timeout=120)[0]
    assert service.returncode != 0
    assert "started an embedded redis-server" in output
    assert "Worker failed to boot" in output
    assert_nothing_left(private_tmp)


def test_a_test_server_removes_its_log_directory(redis_url):
    server = LiveServer({"REDIS_URL": redis_url}, workers=1).start()
    directory = server.log.parent
    assert directory.is_dir()
    server.stop()
    assert not directory.exists()
    assert "Booting worker" in server.output()  # the log is kept in memory
