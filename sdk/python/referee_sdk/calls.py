"""Calling the generated endpoints: errors as `RefereeProblem`, safe retries for encounter steps.

Every generated endpoint module (`referee_client.api.<tag>.<operation>`) has
`sync_detailed`/`asyncio_detailed`; these helpers take the module itself and send the
same request, so they work for every route the spec holds, present and future:

    from referee_client.api.urban_war import urban_war_command_test
    from referee_client.api.urban_war_encounters import encounter_urban_war_shooting

    result = call(urban_war_command_test, client=client, body=request)     # one try
    answer = encounter_step(encounter_urban_war_shooting, encounter_id,  # retried safely
                            client=side_client, body=params)

`encounter_step` sends an `Idempotency-Key` (a fresh one unless you pass yours) and,
on a network error, a 502/503/504, or a 409 `request_in_flight`, sends the very same
request again after a backoff: the server answers a repeated key with the first answer
and rolls nothing new, so a retry can never roll twice.
"""

from __future__ import annotations

import asyncio
import inspect
import random
import time
import uuid
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import httpx

from .errors import RefereeProblem

RETRY_STATUSES = frozenset({502, 503, 504})
_RETRY_EXCEPTIONS = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)


@dataclass(frozen=True)
class Retry:
    """How often and how patiently to retry: `attempts` tries in all, waiting about
    `backoff`, 2x`backoff`, 4x`backoff`, ... (at most `max_backoff`, with jitter) between
    them, or longer when the server sends Retry-After (at most `max_wait`)."""

    attempts: int = 5
    backoff: float = 0.25
    max_backoff: float = 4.0
    max_wait: float = 30.0

    def delay(self, attempt: int, retry_after: float | None = None) -> float:
        base = min(self.max_backoff, self.backoff * 2**attempt)
        wait = random.uniform(base / 2, base)
        if retry_after is not None:
            wait = max(wait, min(retry_after, self.max_wait))
        return wait


DEFAULT_RETRY = Retry()
NO_RETRY = Retry(attempts=1)


def new_idempotency_key() -> str:
    return uuid.uuid4().hex


def _request(endpoint: ModuleType, path: tuple[Any, ...], body: Any, params: dict) -> dict:
    kwargs = {k: v for k, v in params.items() if v is not None}
    if body is not None:
        kwargs["body"] = body
    return endpoint._get_kwargs(*path, **kwargs)


def _finish(endpoint: ModuleType, client: Any, response: httpx.Response) -> Any:
    if response.status_code >= 400:
        raise RefereeProblem.from_response(
            response.status_code, response.content, dict(response.headers)
        )
    if response.status_code == 304:
        return None
    return endpoint._parse_response(client=client, response=response)


def _retryable(error: BaseException) -> bool:
    if isinstance(error, RefereeProblem):
        return error.status in RETRY_STATUSES or (
            error.status == 409 and error.code == "request_in_flight"
        )
    return isinstance(error, _RETRY_EXCEPTIONS)


def _step_params(endpoint: ModuleType, if_match: str | None, key: str) -> dict:
    names = inspect.signature(endpoint._get_kwargs).parameters
    if "idempotency_key" not in names:
        raise TypeError(
            f"{endpoint.__name__} takes no Idempotency-Key: it is not an encounter step; "
            "use call() instead"
        )
    return {"if_match": if_match, "idempotency_key": key}


def call(
    endpoint: ModuleType,
    *path: Any,
    client: Any,
    body: Any = None,
    retry: Retry = NO_RETRY,
    **params: Any,
) -> Any:
    """Send one request with a generated endpoint; return its parsed 2xx answer.

    `path` are the path parameters in order (e.g. the encounter id), `params` the
    endpoint's other keyword arguments (`page_size=...`, `if_none_match=...`). Any error
    answer raises `RefereeProblem`. No retries unless you pass `retry`: a stateless step
    without a seed rolls new dice each time it is sent.
    """
    request = _request(endpoint, path, body, params)
    return _send(endpoint, client, request, retry)


def encounter_step(
    endpoint: ModuleType,
    *path: Any,
    client: Any,
    body: Any = None,
    if_match: str | None = None,
    idempotency_key: str | None = None,
    retry: Retry = DEFAULT_RETRY,
) -> Any:
    """Apply an encounter step (or reveal, or a model correction) safely.

    `path` is the encounter id (then the model id for corrections). The request carries
    `idempotency_key` or a fresh one, and is retried as it is on network errors and 503s.
    Returns the parsed answer: the step's answer, or `SealedWaiting` for a sealed part
    that waits for the other side. Error answers raise `RefereeProblem` (a stale
    `if_match` is status 412, code `stale_version`).
    """
    key = idempotency_key or new_idempotency_key()
    request = _request(endpoint, path, body, _step_params(endpoint, if_match, key))
    return _send(endpoint, client, request, retry)


def _send(endpoint: ModuleType, client: Any, request: dict, retry: Retry) -> Any:
    for attempt in range(retry.attempts):
        try:
            response = client.get_httpx_client().request(**request)
            return _finish(endpoint, client, response)
        except (RefereeProblem, *_RETRY_EXCEPTIONS) as error:
            if attempt + 1 >= retry.attempts or not _retryable(error):
                raise
            retry_after = error.retry_after if isinstance(error, RefereeProblem) else None
            time.sleep(retry.delay(attempt, retry_after))
    raise AssertionError("unreachable")


async def call_async(
    endpoint: ModuleType,
    *path: Any,
    client: Any,
    body: Any = None,
    retry: Retry = NO_RETRY,
    **params: Any,
) -> Any:
    """`call` with the client's async httpx client."""
    request = _request(endpoint, path, body, params)
    return await _send_async(endpoint, client, request, retry)


async def encounter_step_async(
    endpoint: ModuleType,
    *path: Any,
    client: Any,
    body: Any = None,
    if_match: str | None = None,
    idempotency_key: str | None = None,
    retry: Retry = DEFAULT_RETRY,
) -> Any:
    """`encounter_step` with the client's async httpx client."""
    key = idempotency_key or new_idempotency_key()
    request = _request(endpoint, path, body, _step_params(endpoint, if_match, key))
    return await _send_async(endpoint, client, request, retry)


async def _send_async(endpoint: ModuleType, client: Any, request: dict, retry: Retry) -> Any:
    for attempt in range(retry.attempts):
        try:
            response = await client.get_async_httpx_client().request(**request)
            return _finish(endpoint, client, response)
        except (RefereeProblem, *_RETRY_EXCEPTIONS) as error:
            if attempt + 1 >= retry.attempts or not _retryable(error):
                raise
            retry_after = error.retry_after if isinstance(error, RefereeProblem) else None
            await asyncio.sleep(retry.delay(attempt, retry_after))
    raise AssertionError("unreachable")
