"""Rate limits (issue 14, points 1 and 4), counted on a real Redis.

A bucket is a valid API key's own or the client address's: an invented
X-API-Key never opens a fresh one. A 429 says when its window frees, and the
RateLimit headers cost no Redis call on the requests that are let through.
"""

from __future__ import annotations

import dataclasses
import time

import pytest
import redis

from referee.app import create_app
from referee.store.embedded import EmbeddedRedis, free_port
from tests.support.problems import assert_problem

from ..support.edge_requests import STEP, STEP_BODY, fresh_address


def post(client, address, **headers):
    return client.post(STEP, json=STEP_BODY, headers=headers, environ_base={"REMOTE_ADDR": address})


def test_invented_api_keys_do_not_escape_the_address_limit_when_keys_are_off(make_client):
    client = make_client(rate_limit="3 per minute")
    address = fresh_address()
    for _ in range(3):
        assert post(client, address).status_code == 200
    # Each request with a new made-up key used to get a fresh bucket of its own.
    for i in range(20):
        r = post(client, address, **{"X-API-Key": f"invented-{i}"})
        assert_problem(r, 429, "3 per 1 minute")
    # Another address still has its own budget.
    assert post(client, fresh_address(), **{"X-API-Key": "invented-x"}).status_code == 200


def test_with_keys_on_only_valid_keys_get_their_own_bucket(make_client):
    client = make_client(rate_limit="3 per minute", api_keys="alpha, beta")
    address = fresh_address()
    # An unknown key is refused, and counts against the address like no key at all.
    assert_problem(post(client, address, **{"X-API-Key": "gamma"}), 401, "not valid")
    assert_problem(post(client, address), 401, "X-API-Key")
    assert_problem(post(client, address, **{"X-API-Key": "delta"}), 401, "not valid")
    # The address is spent: guessing further keys from it is limited.
    for guess in ("epsilon", "zeta", "alpha2"):
        assert_problem(post(client, address, **{"X-API-Key": guess}), 429)
    # A valid key has a bucket of its own, whatever the address.
    for _ in range(3):
        assert post(client, address, **{"X-API-Key": "alpha"}).status_code == 200
    assert_problem(post(client, fresh_address(), **{"X-API-Key": "alpha"}), 429)
    # ... and each valid key its own.
    assert post(client, address, **{"X-API-Key": "beta"}).status_code == 200


def test_rate_limit_keys_in_redis_hold_no_api_key(make_client, redis_url):
    client = make_client(rate_limit="3 per minute", api_keys="secret-key-value")
    assert post(client, fresh_address(), **{"X-API-Key": "secret-key-value"}).status_code == 200
    keys = [k.decode() for k in redis.Redis.from_url(redis_url).keys("*referee-limits*")]
    assert keys and not any("secret-key-value" in k for k in keys)


def test_retry_after_says_when_a_per_minute_window_frees(make_client):
    client = make_client(rate_limit="2 per minute")
    address = fresh_address()
    started = time.time()
    for _ in range(2):
        assert post(client, address).status_code == 200
    r = post(client, address)
    assert_problem(r, 429, "2 per 1 minute")
    waited = time.time() - started
    retry = int(r.headers["Retry-After"])
    # The window opened at the first request: it frees about 60 s after it, never sooner.
    assert 60 - waited <= retry <= 62, retry
    assert r.headers["RateLimit"] == f'"2 per 1 minute";r=0;t={retry}'
    assert r.headers["RateLimit-Policy"] == '"2 per 1 minute";q=2;w=60'


def test_a_retry_after_retry_after_seconds_is_let_in(make_client):
    client = make_client(rate_limit="2 per 3 seconds")
    address = fresh_address()
    assert post(client, address).status_code == 200
    assert post(client, address).status_code == 200
    r = post(client, address)
    assert_problem(r, 429)
    retry = int(r.headers["Retry-After"])
    assert 2 <= retry <= 4, retry
    time.sleep(retry)
    assert post(client, address).status_code == 200


def test_answers_let_through_carry_the_policy_and_open_paths_nothing(make_client):
    client = make_client(rate_limit="1200 per minute; 50 per second")
    r = post(client, fresh_address())
    assert r.status_code == 200
    assert r.headers["RateLimit-Policy"] == (
        '"1200 per 1 minute";q=1200;w=60, "50 per 1 second";q=50;w=1'
    )
    assert "RateLimit" not in r.headers
    assert "RateLimit-Policy" not in client.get("/healthz").headers


@pytest.fixture(scope="module")
def counted_redis():
    """A redis-server of this module's own, so its command count is this test's alone."""
    server = EmbeddedRedis(port=free_port()).start()
    yield server
    server.stop()


def calls(client: redis.Redis) -> dict[str, int]:
    """Commands the server ran since the last call, by name; the counting script's own
    INCRBY and EXPIRE run inside its one EVALSHA, so they are not round trips."""
    stats = client.info("commandstats")
    client.config_resetstat()
    names = {name.removeprefix("cmdstat_"): stat["calls"] for name, stat in stats.items()}
    return {
        name: n
        for name, n in names.items()
        if name not in ("incrby", "expire", "info", "config|resetstat")
    }


def test_a_limited_request_costs_one_redis_call_and_a_429_two(counted_redis, settings):
    app = create_app(
        dataclasses.replace(settings, redis_url=counted_redis.url, rate_limit="5 per minute")
    )
    client = app.test_client()
    probe = redis.Redis.from_url(counted_redis.url)
    address = fresh_address()
    assert post(client, address).status_code == 200  # connections made, script loaded
    calls(probe)
    for _ in range(4):
        r = post(client, address)
        assert r.status_code == 200 and "RateLimit-Policy" in r.headers
    # One counting script per request and nothing for the headers.
    assert calls(probe) == {"evalsha": 4}
    assert_problem(post(client, address), 429)
    # The count, and one TTL read for Retry-After and RateLimit.
    assert calls(probe) == {"evalsha": 1, "ttl": 1}


def test_behind_trusted_proxies_each_forwarded_client_has_its_own_bucket(make_client):
    client = make_client(rate_limit="2 per minute", trusted_proxies=1)
    proxy = fresh_address()
    first, second = fresh_address(), fresh_address()
    for _ in range(2):
        assert post(client, proxy, **{"X-Forwarded-For": first}).status_code == 200
    assert_problem(post(client, proxy, **{"X-Forwarded-For": first}), 429)
    # Another client behind the same proxy is not held up by the first.
    assert post(client, proxy, **{"X-Forwarded-For": second}).status_code == 200
    # A client cannot choose its bucket: the proxy appends the address it saw last.
    spoofed = f"{fresh_address()}, {first}"
    assert_problem(post(client, proxy, **{"X-Forwarded-For": spoofed}), 429)


def test_without_trusted_proxies_x_forwarded_for_is_ignored(make_client):
    client = make_client(rate_limit="2 per minute")
    address = fresh_address()
    for _ in range(2):
        assert post(client, address, **{"X-Forwarded-For": fresh_address()}).status_code == 200
    assert_problem(post(client, address, **{"X-Forwarded-For": fresh_address()}), 429)
