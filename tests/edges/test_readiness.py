"""/readyz (issue 14 point 9, issue 12 finding 8): no store address in the answer, and not
ready on a Redis that may evict keys, which could leave half an encounter behind."""

from __future__ import annotations

import dataclasses

import pytest
import redis

from referee.app import create_app
from referee.store.embedded import EmbeddedRedis, free_port
from tests.support.problems import assert_problem


@pytest.fixture(scope="module")
def evicting_redis():
    server = EmbeddedRedis(
        port=free_port(), extra_args=("--maxmemory-policy", "volatile-lru")
    ).start()
    yield server
    server.stop()


def test_a_redis_that_may_evict_keys_is_not_ready(evicting_redis, settings):
    client = create_app(dataclasses.replace(settings, redis_url=evicting_redis.url)).test_client()
    r = client.get("/readyz")
    problem = assert_problem(r, 503, "volatile-lru", "noeviction", "part of an encounter")
    assert problem["code"] == "store_unavailable"
    assert str(evicting_redis.port) not in r.get_data(as_text=True)
    # The same server, told never to evict, is ready.
    direct = redis.Redis.from_url(evicting_redis.url)
    direct.config_set("maxmemory-policy", "noeviction")
    try:
        assert client.get("/readyz").status_code == 200
    finally:
        direct.config_set("maxmemory-policy", "volatile-lru")


def test_the_stores_we_start_never_evict(redis_url):
    """The embedded store (scripts/run, gunicorn without REDIS_URL) and the tests' own."""
    embedded = EmbeddedRedis().start()
    try:
        for url in (embedded.url, redis_url):
            policy = redis.Redis.from_url(url).config_get("maxmemory-policy")
            assert policy == {"maxmemory-policy": "noeviction"}, url
    finally:
        embedded.stop()
