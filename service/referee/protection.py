"""Rate limits per client, optional API keys, and CORS for browser-based VTTs.

All from the environment (config.Settings): REFEREE_RATE_LIMIT, REFEREE_API_KEYS,
REFEREE_CORS_ORIGINS. Health, readiness, metrics and the docs stay open.
"""

from __future__ import annotations

import hmac

from flask import Flask, request
from flask_cors import CORS
from flask_limiter import Limiter
from flask_limiter.errors import RateLimitExceeded

from referee.config import Settings
from referee.errors import problem

OPEN_PATHS = ("/healthz", "/readyz", "/metrics", "/docs", "/openapi.json")


def _open(path: str) -> bool:
    return path in OPEN_PATHS or path.startswith("/docs/")


def client_key() -> str:
    """Rate limits count per API key when there is one, else per client address."""
    key = request.headers.get("X-API-Key")
    return f"key:{key}" if key else f"addr:{request.remote_addr or '-'}"


def limiter_storage(settings: Settings) -> str:
    url = settings.redis_url
    if not url:
        return "memory://"
    if url.startswith("unix://"):
        return "redis+unix://" + url.removeprefix("unix://")
    if settings.redis_cluster:
        return "redis+cluster://" + url.split("://", 1)[1].split("/", 1)[0]
    return url


def init_app(app: Flask, settings: Settings) -> None:
    if settings.rate_limit:
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
            headers_enabled=False,
            key_prefix="referee-limits",
            # A store outage must not turn into 500s: serve without limits until it is back.
            swallow_errors=True,
        )
        limiter.request_filter(lambda: _open(request.path))

        @app.errorhandler(RateLimitExceeded)
        def _too_many(error):
            retry = error.retry_after if hasattr(error, "retry_after") else None
            headers = {"Retry-After": str(retry or 1)}
            return problem(
                429,
                f"too many requests: the limit is {error.description}; slow down and retry later",
                code="rate_limited",
                headers=headers,
            )

    keys = tuple(k.strip() for k in (settings.api_keys or "").split(",") if k.strip())
    if keys:

        @app.before_request
        def _api_key():
            if _open(request.path) or request.method == "OPTIONS":
                return None
            given = request.headers.get("X-API-Key", "")
            if not any(hmac.compare_digest(given.encode(), k.encode()) for k in keys):
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
            expose_headers=["ETag", "X-Request-ID", "Retry-After", "Location"],
            allow_headers=[
                "Authorization",
                "Content-Type",
                "If-Match",
                "If-None-Match",
                "Idempotency-Key",
                "X-API-Key",
                "X-Request-ID",
            ],
        )
