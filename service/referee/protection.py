"""Rate limits per client, optional API keys, and CORS for browser-based VTTs.

All from the environment (config.Settings): REFEREE_RATE_LIMIT, REFEREE_API_KEYS,
REFEREE_CORS_ORIGINS, and REFEREE_TRUSTED_PROXIES for the client address behind a
proxy. Health, readiness, metrics and the docs stay open.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import math
import time

from flask import Flask, current_app, g, request
from flask_cors import CORS
from flask_limiter import Limiter
from flask_limiter.errors import RateLimitExceeded
from limits import RateLimitItem, parse_many
from werkzeug.middleware.proxy_fix import ProxyFix

from referee.config import Settings
from referee.errors import problem

log = logging.getLogger(__name__)

# Open without an API key and never rate limited: orchestrators' probes and metric
# scrapers send no key, the docs describe how to get one, and the public keys check
# an archived record without one.
OPEN_PATHS = ("/healthz", "/readyz", "/metrics", "/docs", "/openapi.json", "/.well-known/jwks.json")
# The pages of the table in the browser (their API calls need a key like any other).
OPEN_PREFIXES = ("/docs/", "/table/", "/verify/", "/web/")


def _open(path: str) -> bool:
    return path in OPEN_PATHS or path.startswith(OPEN_PREFIXES)


def valid_api_key() -> str | None:
    """The request's X-API-Key when it is one of REFEREE_API_KEYS, else None."""
    if "api_key" not in g:
        keys = current_app.extensions.get("referee.api_keys", ())
        given = request.headers.get("X-API-Key", "")
        # Every key is compared, in constant time, so timing tells nothing about them.
        matches = [hmac.compare_digest(given.encode(), k.encode()) for k in keys]
        g.api_key = given if given and any(matches) else None
    return g.api_key


def client_key() -> str:
    """The rate-limit bucket: a valid API key's own, else the client address's.

    An invented X-API-Key must not open a fresh bucket, so only a key from
    REFEREE_API_KEYS counts; it is stored hashed, never as itself.
    """
    key = valid_api_key()
    if key:
        return "key:" + hashlib.sha256(key.encode()).hexdigest()[:32]
    return f"addr:{request.remote_addr or '-'}"


def limiter_storage(settings: Settings) -> str:
    url = settings.redis_url
    if not url:
        return "memory://"
    if url.startswith("unix://"):
        return "redis+unix://" + url.removeprefix("unix://")
    if settings.redis_cluster:
        return "redis+cluster://" + url.split("://", 1)[1].split("/", 1)[0]
    return url


def _seconds_left(limiter: Limiter, limit: RateLimitItem) -> int:
    """Whole seconds until the refused request's window frees.

    One Redis call (TTL), made only on a 429. Redis rounds a TTL to the nearest
    second, hence the half second: a client that waits this long is let in.
    """
    current = limiter.current_limit
    if current is None:
        return limit.get_expiry()
    try:
        reset = limiter.storage.get_expiry(current.key)
    except Exception:  # the store failed between the count and now: the whole window
        log.warning("could not read the rate-limit window", exc_info=True)
        return limit.get_expiry()
    return max(1, math.ceil(reset - time.time() + 0.5))


def init_app(app: Flask, settings: Settings) -> None:
    if settings.trusted_proxies:
        # Behind a reverse proxy every request comes from the proxy's address: without this
        # all clients would share one rate-limit bucket. Only the addresses the trusted
        # proxies appended count, so a client cannot name itself another one.
        n = settings.trusted_proxies
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n)  # type: ignore[method-assign]
    keys = tuple(k.strip() for k in (settings.api_keys or "").split(",") if k.strip())
    app.extensions["referee.api_keys"] = keys
    if settings.rate_limit:
        _init_rate_limit(app, settings)
    if keys:

        @app.before_request
        def _api_key():
            # After the rate limit (registered first): guessing keys is limited by address.
            if _open(request.path) or request.method == "OPTIONS":
                return None
            if valid_api_key() is None:
                given = request.headers.get("X-API-Key", "")
                return problem(
                    401,
                    "this service needs an API key: send it in the X-API-Key header"
                    if not given
                    else "that API key is not valid",
                    code="api_key_required",
                )
            return None

    if settings.cors_origins:
        origins = [o.strip() for o in settings.cors_origins.split(",") if o.strip()]
        CORS(
            app,
            origins=origins if origins != ["*"] else "*",
            expose_headers=[
                "ETag",
                "X-Request-ID",
                "Retry-After",
                "Location",
                "RateLimit",
                "RateLimit-Policy",
            ],
            allow_headers=[
                "Authorization",
                "Content-Type",
                "If-Match",
                "If-None-Match",
                "Idempotency-Key",
                # Live updates: a fetch-based client resuming a stream sends it itself.
                "Last-Event-ID",
                "X-API-Key",
                "X-Request-ID",
                "X-Referee-Client",
            ],
        )


def _init_rate_limit(app: Flask, settings: Settings) -> None:
    limiter = Limiter(
        key_func=client_key,
        app=app,
        default_limits=[settings.rate_limit],
        storage_uri=limiter_storage(settings),
        storage_options={
            "socket_connect_timeout": settings.redis_timeout_s,
            "socket_timeout": settings.redis_timeout_s,
        },
        strategy="fixed-window",
        # flask-limiter's headers read the window on every request: two more Redis
        # calls each. The policy header below costs none; the window is read on a 429.
        headers_enabled=False,
        key_prefix="referee-limits",
        # A store outage must not turn into 500s: serve without limits until it is back.
        swallow_errors=True,
    )
    limiter.request_filter(lambda: _open(request.path))
    # IETF draft-ietf-httpapi-ratelimit-headers: each limit is a policy of quota q per
    # window w seconds, named by the limit itself ("1200 per 1 minute").
    policy = ", ".join(
        f'"{limit}";q={limit.amount};w={limit.get_expiry()}'
        for limit in parse_many(settings.rate_limit)
    )

    @app.after_request
    def _policy(response):
        if limiter.current_limit is not None:
            response.headers["RateLimit-Policy"] = policy
        return response

    @app.errorhandler(RateLimitExceeded)
    def _too_many(error):
        seconds = _seconds_left(limiter, error.limit.limit)
        return problem(
            429,
            f"too many requests: the limit is {error.description}; retry in {seconds} s",
            code="rate_limited",
            headers={
                "Retry-After": str(seconds),
                "RateLimit": f'"{error.limit.limit}";r=0;t={seconds}',
            },
        )
