"""Fixtures for the table in the browser: web/'s packages installed from its lock file."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def web_client():
    import web_client  # scripts/, on sys.path from tests/conftest.py

    web_client.ensure_node_modules()
    return web_client
