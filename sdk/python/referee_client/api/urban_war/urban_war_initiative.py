from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_initiative_request import UrbanWarInitiativeRequest
from ...models.urban_war_initiative_response import UrbanWarInitiativeResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarInitiativeRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/initiative",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarInitiativeResponse:
    if response.status_code == 200:
        response_200 = UrbanWarInitiativeResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarInitiativeResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarInitiativeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarInitiativeResponse]:
    """Initiative: each player's d10, ties re-rolled (§6.3)

     Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarInitiativeResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        odds=odds,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarInitiativeRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarInitiativeResponse | None:
    """Initiative: each player's d10, ties re-rolled (§6.3)

     Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarInitiativeResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarInitiativeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarInitiativeResponse]:
    """Initiative: each player's d10, ties re-rolled (§6.3)

     Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarInitiativeResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        odds=odds,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarInitiativeRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarInitiativeResponse | None:
    """Initiative: each player's d10, ties re-rolled (§6.3)

     Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarInitiativeResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
