"""Fixtures for the table in the browser: web/'s packages installed from its lock file."""

from __future__ import annotations

import pytest

from tests.support.run_once import exclusive
from tests.support.servers import LiveServer


@pytest.fixture(scope="session")
def web_client(tmp_path_factory):
    import web_client  # scripts/, on sys.path from tests/conftest.py

    with exclusive(tmp_path_factory, "node-modules"):  # npm ci once, one worker at a time
        web_client.ensure_node_modules()
    return web_client


@pytest.fixture(scope="module")
def logged_server(redis_url):
    """gunicorn with its access log on (the shared live_server keeps it off)."""
    server = LiveServer({"REDIS_URL": redis_url, "GUNICORN_ACCESSLOG": "-"}).start()
    yield server
    server.stop()
