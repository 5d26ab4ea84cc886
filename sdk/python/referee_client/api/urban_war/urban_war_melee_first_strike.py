from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_melee_first_strike_request import UrbanWarMeleeFirstStrikeRequest
from ...models.urban_war_melee_first_strike_response import UrbanWarMeleeFirstStrikeResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarMeleeFirstStrikeRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/melee/first-strike",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarMeleeFirstStrikeResponse:
    if response.status_code == 200:
        response_200 = UrbanWarMeleeFirstStrikeResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarMeleeFirstStrikeResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMeleeFirstStrikeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMeleeFirstStrikeResponse]:
    """Who strikes first in melee (§6.10)

     Who strikes first: FS + weapon bonus + 3 for a charge this phase; a tie strikes together.

    urban-war.md §6.10 (R27, R28). The printed FS already includes CAL and is
    not added again (DECISION). A defender that may not strike back leaves
    the attacker striking alone. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeFirstStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMeleeFirstStrikeResponse]
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
    body: UrbanWarMeleeFirstStrikeRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMeleeFirstStrikeResponse | None:
    """Who strikes first in melee (§6.10)

     Who strikes first: FS + weapon bonus + 3 for a charge this phase; a tie strikes together.

    urban-war.md §6.10 (R27, R28). The printed FS already includes CAL and is
    not added again (DECISION). A defender that may not strike back leaves
    the attacker striking alone. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeFirstStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMeleeFirstStrikeResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMeleeFirstStrikeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMeleeFirstStrikeResponse]:
    """Who strikes first in melee (§6.10)

     Who strikes first: FS + weapon bonus + 3 for a charge this phase; a tie strikes together.

    urban-war.md §6.10 (R27, R28). The printed FS already includes CAL and is
    not added again (DECISION). A defender that may not strike back leaves
    the attacker striking alone. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeFirstStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMeleeFirstStrikeResponse]
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
    body: UrbanWarMeleeFirstStrikeRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMeleeFirstStrikeResponse | None:
    """Who strikes first in melee (§6.10)

     Who strikes first: FS + weapon bonus + 3 for a charge this phase; a tie strikes together.

    urban-war.md §6.10 (R27, R28). The printed FS already includes CAL and is
    not added again (DECISION). A defender that may not strike back leaves
    the attacker striking alone. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeFirstStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMeleeFirstStrikeResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
