from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export import Export
from ...models.problem import Problem
from ...models.verification import Verification
from ...types import Response


def _get_kwargs(
    *,
    body: Export,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verification:
    if response.status_code == 200:
        response_200 = Verification.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Verification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Export,
) -> Response[Problem | Verification]:
    """Verify an export document without a stored encounter or a token.

     Send an export as GET /v1/encounters/{id}/export wrote it
    (`referee-encounter-v2`, or `referee-encounter-v1` from before 2026-12-01), after the reveal.
    The answer is what GET /v1/encounters/{id}/verify answers: the seed commitment, every roll
    and outcome recomputed with the rules, the corrections and the first mismatch; for v2 also the hash
    chain of the log (each `prev_hash`, each sealed step's `hidden_hash`, the `head_hash`) and
    both signatures, checked against this server's keys (GET /.well-known/jwks.json, retired
    keys included). `first_failure` names the first point where the export fails. A forged
    export is answered 200 with `ok: false`; a document that is not an export is a 422.

    The body may be larger than other requests': up to the server's verify limit (by default
    1 MiB plus 4 KiB per log entry the server allows, 41 MiB; `REFEREE_VERIFY_MAX_BYTES`); a
    log longer than the server's `max_log_entries` is refused (413), since no encounter of this
    server could have written it.

    Who may call it: anyone (with an API key where keys are on); no token is needed.

    Args:
        body (Export):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: Export,
) -> Problem | Verification | None:
    """Verify an export document without a stored encounter or a token.

     Send an export as GET /v1/encounters/{id}/export wrote it
    (`referee-encounter-v2`, or `referee-encounter-v1` from before 2026-12-01), after the reveal.
    The answer is what GET /v1/encounters/{id}/verify answers: the seed commitment, every roll
    and outcome recomputed with the rules, the corrections and the first mismatch; for v2 also the hash
    chain of the log (each `prev_hash`, each sealed step's `hidden_hash`, the `head_hash`) and
    both signatures, checked against this server's keys (GET /.well-known/jwks.json, retired
    keys included). `first_failure` names the first point where the export fails. A forged
    export is answered 200 with `ok: false`; a document that is not an export is a 422.

    The body may be larger than other requests': up to the server's verify limit (by default
    1 MiB plus 4 KiB per log entry the server allows, 41 MiB; `REFEREE_VERIFY_MAX_BYTES`); a
    log longer than the server's `max_log_entries` is refused (413), since no encounter of this
    server could have written it.

    Who may call it: anyone (with an API key where keys are on); no token is needed.

    Args:
        body (Export):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Export,
) -> Response[Problem | Verification]:
    """Verify an export document without a stored encounter or a token.

     Send an export as GET /v1/encounters/{id}/export wrote it
    (`referee-encounter-v2`, or `referee-encounter-v1` from before 2026-12-01), after the reveal.
    The answer is what GET /v1/encounters/{id}/verify answers: the seed commitment, every roll
    and outcome recomputed with the rules, the corrections and the first mismatch; for v2 also the hash
    chain of the log (each `prev_hash`, each sealed step's `hidden_hash`, the `head_hash`) and
    both signatures, checked against this server's keys (GET /.well-known/jwks.json, retired
    keys included). `first_failure` names the first point where the export fails. A forged
    export is answered 200 with `ok: false`; a document that is not an export is a 422.

    The body may be larger than other requests': up to the server's verify limit (by default
    1 MiB plus 4 KiB per log entry the server allows, 41 MiB; `REFEREE_VERIFY_MAX_BYTES`); a
    log longer than the server's `max_log_entries` is refused (413), since no encounter of this
    server could have written it.

    Who may call it: anyone (with an API key where keys are on); no token is needed.

    Args:
        body (Export):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Export,
) -> Problem | Verification | None:
    """Verify an export document without a stored encounter or a token.

     Send an export as GET /v1/encounters/{id}/export wrote it
    (`referee-encounter-v2`, or `referee-encounter-v1` from before 2026-12-01), after the reveal.
    The answer is what GET /v1/encounters/{id}/verify answers: the seed commitment, every roll
    and outcome recomputed with the rules, the corrections and the first mismatch; for v2 also the hash
    chain of the log (each `prev_hash`, each sealed step's `hidden_hash`, the `head_hash`) and
    both signatures, checked against this server's keys (GET /.well-known/jwks.json, retired
    keys included). `first_failure` names the first point where the export fails. A forged
    export is answered 200 with `ok: false`; a document that is not an export is a 422.

    The body may be larger than other requests': up to the server's verify limit (by default
    1 MiB plus 4 KiB per log entry the server allows, 41 MiB; `REFEREE_VERIFY_MAX_BYTES`); a
    log longer than the server's `max_log_entries` is refused (413), since no encounter of this
    server could have written it.

    Who may call it: anyone (with an API key where keys are on); no token is needed.

    Args:
        body (Export):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
