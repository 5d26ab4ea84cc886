"""Calling the generated endpoints: typed answers, typed errors, safe retries for steps.

Every generated endpoint module (`referee_client.api.<tag>.<operation>`) has a public
`sync_detailed` (and `asyncio_detailed`). These helpers take that function and the same
arguments it takes, so mypy checks the arguments and knows the answer's type:

    from referee_client.api.urban_war import urban_war_command_test
    from referee_client.api.urban_war_encounters import encounter_urban_war_shooting

    result = call(urban_war_command_test.sync_detailed, client=client, body=request)
    result.outcome.passed                              # UrbanWarCommandTestResponse
    answer = encounter_step(encounter_urban_war_shooting.sync_detailed, encounter_id,
                            client=side_client, body=params)   # retried safely

An error answer raises the `RefereeProblem` subclass for its kind (`ValidationProblem`,
`Conflict`, `NotFound`, `AuthProblem`, `RateLimited`, `ServerProblem`) before the
generated code tries to parse it, so a proxy's HTML 502 is a `ServerProblem` too.

`encounter_step` sends an `Idempotency-Key` (a fresh one unless you pass yours) and,
on a network error or a 502/503/504, sends the very same request again after a backoff:
the server answers a repeated key with the first answer and rolls nothing new, so a retry
can never roll twice. Other retry policies are methods of `Retry`:
`Retry(attempts=3).encounter_step(...)`, `Retry(...).call(...)`.
"""

from __future__ import annotations

import contextvars
import inspect
import random
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar, overload

from ._version import USER_AGENT
from .errors import RefereeProblem

RETRY_STATUSES = frozenset({502, 503, 504})


def _retried() -> tuple[type[BaseException], ...]:
    """What a helper catches to decide on a retry: problems and network errors."""
    return (RefereeProblem, *_retry_exceptions())


def _retry_exceptions() -> tuple[type[BaseException], ...]:
    """The network errors a retry may follow. httpx is imported here, not above: the
    `referee` command imports this module for its retry policies and sends with the
    standard library (its start would pay for httpx otherwise)."""
    import httpx

    return (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)


if TYPE_CHECKING:
    import httpx

    # Importing a model loads every generated model (their package's __init__): the
    # `referee` command would pay for it on every start, so `_success` imports it late.
    from referee_client.models.problem import Problem
    from referee_client.models.proposal_answer import ProposalAnswer
    from referee_client.models.sealed_waiting import SealedWaiting
    from referee_client.types import Response

P = ParamSpec("P")
T = TypeVar("T")

# Set while one of these helpers sends a request: the response hook then raises the
# typed error before the generated code parses the body. Outside them (a user calling
# `sync_detailed` directly on the same client) the hook does nothing.
_RAISING: contextvars.ContextVar[bool] = contextvars.ContextVar("referee_raising", default=False)
_HOOKED = "_referee_sdk_hooked"


def _raise_for_problem(response: httpx.Response) -> None:
    if _RAISING.get() and response.status_code >= 400:
        response.read()
        raise RefereeProblem.from_response(
            response.status_code, response.content, dict(response.headers)
        )


async def _raise_for_problem_async(response: httpx.Response) -> None:
    if _RAISING.get() and response.status_code >= 400:
        await response.aread()
        raise RefereeProblem.from_response(
            response.status_code, response.content, dict(response.headers)
        )


def _name(http: httpx.Client | httpx.AsyncClient) -> None:
    """Say which SDK is calling (for the server's logs), unless the user named theirs."""
    if http.headers.get("user-agent", "").startswith("python-httpx/"):
        http.headers["User-Agent"] = USER_AGENT


def _hook(client: object) -> None:
    # The generated client, like asyncio below, is imported where it is used: the
    # `referee` command imports this module for its retries and needs neither.
    from referee_client.client import AuthenticatedClient, Client

    if not isinstance(client, AuthenticatedClient | Client):
        return
    http = client.get_httpx_client()
    if not getattr(http, _HOOKED, False):
        _name(http)
        http.event_hooks["response"] = [*http.event_hooks["response"], _raise_for_problem]
        setattr(http, _HOOKED, True)


def _hook_async(client: object) -> None:
    from referee_client.client import AuthenticatedClient, Client

    if not isinstance(client, AuthenticatedClient | Client):
        return
    http = client.get_async_httpx_client()
    if not getattr(http, _HOOKED, False):
        _name(http)
        hooks = http.event_hooks["response"]
        http.event_hooks["response"] = [*hooks, _raise_for_problem_async]
        setattr(http, _HOOKED, True)


@contextmanager
def _raising() -> Iterator[None]:
    token = _RAISING.set(True)
    try:
        yield
    finally:
        _RAISING.reset(token)


def _success(response: Response[Problem | T]) -> T:
    from referee_client.models.problem import Problem

    parsed = response.parsed
    if isinstance(parsed, Problem):  # only when the hook was bypassed (a custom client)
        raise RefereeProblem.from_response(
            response.status_code, response.content, dict(response.headers)
        )
    return parsed  # type: ignore[return-value]  # None only for a 304 answer


def _retryable(error: BaseException) -> bool:
    if isinstance(error, RefereeProblem):
        return error.status in RETRY_STATUSES
    return isinstance(error, _retry_exceptions())


def _with_key(endpoint: Callable[..., object], kwargs: dict[str, Any]) -> None:
    if "idempotency_key" not in inspect.signature(endpoint).parameters:
        raise TypeError(
            f"{getattr(endpoint, '__module__', endpoint)} takes no Idempotency-Key: it is not "
            "an encounter step; use call() instead"
        )
    if not isinstance(kwargs.get("idempotency_key"), str):
        kwargs["idempotency_key"] = new_idempotency_key()


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

    @overload
    def call(
        self,
        endpoint: Callable[P, Response[Problem | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T: ...

    @overload
    def call(
        self,
        endpoint: Callable[P, Response[Problem | SealedWaiting | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> SealedWaiting | T: ...

    @overload
    def call(
        self,
        endpoint: Callable[P, Response[Problem | ProposalAnswer | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> ProposalAnswer | T: ...

    def call(
        self,
        endpoint: Callable[P, Response[Problem | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """Send a generated endpoint's request (its `sync_detailed` and the arguments it
        takes) with this retry policy; return the parsed 2xx answer or raise the typed
        `RefereeProblem`. Retrying a stateless step without a seed rolls new dice."""
        _hook(kwargs.get("client"))
        retried = _retried()
        for attempt in range(self.attempts):
            try:
                with _raising():
                    return _success(endpoint(*args, **kwargs))
            except retried as error:
                if attempt + 1 >= self.attempts or not _retryable(error):
                    raise
                retry_after = error.retry_after if isinstance(error, RefereeProblem) else None
                time.sleep(self.delay(attempt, retry_after))
        raise AssertionError("unreachable")

    @overload
    def encounter_step(
        self,
        endpoint: Callable[P, Response[Problem | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T: ...

    @overload
    def encounter_step(
        self,
        endpoint: Callable[P, Response[Problem | SealedWaiting | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> SealedWaiting | T: ...

    @overload
    def encounter_step(
        self,
        endpoint: Callable[P, Response[Problem | ProposalAnswer | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> ProposalAnswer | T: ...

    def encounter_step(
        self,
        endpoint: Callable[P, Response[Problem | T]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`call` for an encounter step (or reveal, or a model correction): the request
        carries the `idempotency_key` you pass or a fresh one, the same on every try."""
        _with_key(endpoint, kwargs)
        return self.call(endpoint, *args, **kwargs)

    @overload
    async def call_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T: ...

    @overload
    async def call_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | SealedWaiting | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> SealedWaiting | T: ...

    @overload
    async def call_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | ProposalAnswer | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> ProposalAnswer | T: ...

    async def call_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`call` with a generated endpoint's `asyncio_detailed`."""
        import asyncio

        _hook_async(kwargs.get("client"))
        retried = _retried()
        for attempt in range(self.attempts):
            try:
                with _raising():
                    return _success(await endpoint(*args, **kwargs))
            except retried as error:
                if attempt + 1 >= self.attempts or not _retryable(error):
                    raise
                retry_after = error.retry_after if isinstance(error, RefereeProblem) else None
                await asyncio.sleep(self.delay(attempt, retry_after))
        raise AssertionError("unreachable")

    @overload
    async def encounter_step_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T: ...

    @overload
    async def encounter_step_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | SealedWaiting | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> SealedWaiting | T: ...

    @overload
    async def encounter_step_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | ProposalAnswer | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> ProposalAnswer | T: ...

    async def encounter_step_async(
        self,
        endpoint: Callable[P, Awaitable[Response[Problem | T]]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`encounter_step` with a generated endpoint's `asyncio_detailed`."""
        _with_key(endpoint, kwargs)
        return await self.call_async(endpoint, *args, **kwargs)


DEFAULT_RETRY = Retry()
NO_RETRY = Retry(attempts=1)


def new_idempotency_key() -> str:
    return uuid.uuid4().hex


# One try: a stateless step without a seed rolls new dice each time it is sent.
call = NO_RETRY.call
call_async = NO_RETRY.call_async
# Retried safely: the Idempotency-Key makes a repeated step answer the first answer.
encounter_step = DEFAULT_RETRY.encounter_step
encounter_step_async = DEFAULT_RETRY.encounter_step_async
