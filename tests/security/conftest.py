"""Fixtures of the hostile-client suite: encounters on real Redis, the app's own spec, and
a Redis connection (the encounters and helpers themselves are in
tests/support/hostile_clients.py)."""

from __future__ import annotations

import pytest
import redis

from tests.support.hostile_clients import FIGHTS, Arena, create, start_urban_war


@pytest.fixture(scope="module")
def module_client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def arenas(module_client) -> dict[str, Arena]:
    found = {}
    for system, fight in FIGHTS.items():
        target = create(module_client, fight)
        if system == "urban-war":
            start_urban_war(module_client, target)
        found[system] = Arena(fight, target, create(module_client, fight))
    return found


@pytest.fixture(scope="session")
def spec(app) -> dict:
    r = app.test_client().get("/openapi.json")
    assert r.status_code == 200
    return r.get_json()


@pytest.fixture(scope="session")
def store(redis_url) -> redis.Redis:
    connection = redis.Redis.from_url(redis_url)
    yield connection
    connection.close()
