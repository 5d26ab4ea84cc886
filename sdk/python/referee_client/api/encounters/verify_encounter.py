from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.verification import Verification
from ...types import Response


def _get_kwargs(
    encounter_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/encounters/{encounter_id}/verify".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verification:
    if response.status_code == 200:
        response_200 = Verification.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

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
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Verification]:
    """Recompute every logged step from the revealed seed with the rules code.

     Answers whether every roll and outcome matches, and names the first entry that does not.
    Lists every game-master correction (index, what it changed): corrections roll nothing,
    so they are shown, not recomputed.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Verification | None:
    """Recompute every logged step from the revealed seed with the rules code.

     Answers whether every roll and outcome matches, and names the first entry that does not.
    Lists every game-master correction (index, what it changed): corrections roll nothing,
    so they are shown, not recomputed.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Verification]:
    """Recompute every logged step from the revealed seed with the rules code.

     Answers whether every roll and outcome matches, and names the first entry that does not.
    Lists every game-master correction (index, what it changed): corrections roll nothing,
    so they are shown, not recomputed.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Verification | None:
    """Recompute every logged step from the revealed seed with the rules code.

     Answers whether every roll and outcome matches, and names the first entry that does not.
    Lists every game-master correction (index, what it changed): corrections roll nothing,
    so they are shown, not recomputed.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
        )
    ).parsed
