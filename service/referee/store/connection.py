"""The one Redis client of a process, built from the configuration."""

from __future__ import annotations

import logging

import redis
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from referee.config import Settings

log = logging.getLogger(__name__)


def connect(settings: Settings) -> redis.Redis | redis.RedisCluster:
    """A client for REDIS_URL; without one, an in-process store for a single process.

    Under gunicorn the master starts an embedded redis-server and sets
    REDIS_URL before forking (deploy/gunicorn.conf.py), so this fallback is
    reached only by a lone process such as `flask run`.
    """
    if not settings.redis_url:
        import fakeredis

        log.warning(
            "REDIS_URL is not set and no embedded redis-server was started: using an "
            "in-process store. It is correct for this single process only and keeps "
            "nothing after exit. Run under gunicorn (scripts/run) or set REDIS_URL."
        )
        return fakeredis.FakeRedis()
    if settings.redis_cluster:
        # Every key of an encounter shares one hash tag, so its scripts run on one shard.
        return redis.RedisCluster.from_url(
            settings.redis_url,
            socket_connect_timeout=settings.redis_timeout_s,
            socket_timeout=settings.redis_timeout_s,
            retry=Retry(ExponentialBackoff(cap=0.1, base=0.01), retries=2),
        )
    # At most redis_max_connections per process: under gevent a thousand requests (live
    # streams catching up) could otherwise open a connection each; they wait for one of
    # these instead (up to the timeout, then 503).
    pool = redis.BlockingConnectionPool.from_url(
        settings.redis_url,
        max_connections=settings.redis_max_connections,
        timeout=settings.redis_timeout_s,
        socket_connect_timeout=settings.redis_timeout_s,
        socket_timeout=settings.redis_timeout_s,
        retry=Retry(ExponentialBackoff(cap=0.1, base=0.01), retries=2),
        retry_on_error=[redis.ConnectionError, redis.TimeoutError],
        health_check_interval=30,
    )
    client = redis.Redis(connection_pool=pool)
    client.auto_close_connection_pool = True
    return client
