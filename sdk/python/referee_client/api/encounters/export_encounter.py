from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export import Export
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    encounter_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/encounters/{encounter_id}/export".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Export | Problem:
    if response.status_code == 200:
        response_200 = Export.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Export | Problem]:
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
) -> Response[Export | Problem]:
    """The whole encounter as one JSON document for archiving: commitment, seeds once revealed,
    state, log, and the game-master corrections in it.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Export | Problem]
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
) -> Export | Problem | None:
    """The whole encounter as one JSON document for archiving: commitment, seeds once revealed,
    state, log, and the game-master corrections in it.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Export | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Export | Problem]:
    """The whole encounter as one JSON document for archiving: commitment, seeds once revealed,
    state, log, and the game-master corrections in it.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Export | Problem]
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
) -> Export | Problem | None:
    """The whole encounter as one JSON document for archiving: commitment, seeds once revealed,
    state, log, and the game-master corrections in it.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Export | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
        )
    ).parsed
