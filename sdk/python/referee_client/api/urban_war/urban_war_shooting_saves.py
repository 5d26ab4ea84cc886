from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_shooting_saves_request import UrbanWarShootingSavesRequest
from ...models.urban_war_shooting_saves_response import UrbanWarShootingSavesResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarShootingSavesRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/shooting/saves",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarShootingSavesResponse:
    if response.status_code == 200:
        response_200 = UrbanWarShootingSavesResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarShootingSavesResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingSavesRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingSavesResponse]:
    """Saves: Heavy Armour, then cover, per wound (§6.8)

     Heavy Armour (d10 + N, 10+) then cover (solid 6+, soft 8+) per wound, until the model falls.

    urban-war.md §6.8 (R5, R21, R22, R23): cover counts only when shooting,
    the obstacle more than 1 in from the attacker and not a model. Heavy
    Armour first, no cover die after a saved wound, naturals mean nothing
    (DECISION). Wounds left once W reaches 0 are discarded without dice. In
    melee Heavy Armour applies unless `heavy_armour_in_melee` is off.
    `below_half_wounds` is the raw fact (§8), null without `target_wounds_max`.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingSavesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingSavesResponse]
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
    body: UrbanWarShootingSavesRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingSavesResponse | None:
    """Saves: Heavy Armour, then cover, per wound (§6.8)

     Heavy Armour (d10 + N, 10+) then cover (solid 6+, soft 8+) per wound, until the model falls.

    urban-war.md §6.8 (R5, R21, R22, R23): cover counts only when shooting,
    the obstacle more than 1 in from the attacker and not a model. Heavy
    Armour first, no cover die after a saved wound, naturals mean nothing
    (DECISION). Wounds left once W reaches 0 are discarded without dice. In
    melee Heavy Armour applies unless `heavy_armour_in_melee` is off.
    `below_half_wounds` is the raw fact (§8), null without `target_wounds_max`.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingSavesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingSavesResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingSavesRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingSavesResponse]:
    """Saves: Heavy Armour, then cover, per wound (§6.8)

     Heavy Armour (d10 + N, 10+) then cover (solid 6+, soft 8+) per wound, until the model falls.

    urban-war.md §6.8 (R5, R21, R22, R23): cover counts only when shooting,
    the obstacle more than 1 in from the attacker and not a model. Heavy
    Armour first, no cover die after a saved wound, naturals mean nothing
    (DECISION). Wounds left once W reaches 0 are discarded without dice. In
    melee Heavy Armour applies unless `heavy_armour_in_melee` is off.
    `below_half_wounds` is the raw fact (§8), null without `target_wounds_max`.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingSavesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingSavesResponse]
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
    body: UrbanWarShootingSavesRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingSavesResponse | None:
    """Saves: Heavy Armour, then cover, per wound (§6.8)

     Heavy Armour (d10 + N, 10+) then cover (solid 6+, soft 8+) per wound, until the model falls.

    urban-war.md §6.8 (R5, R21, R22, R23): cover counts only when shooting,
    the obstacle more than 1 in from the attacker and not a model. Heavy
    Armour first, no cover die after a saved wound, naturals mean nothing
    (DECISION). Wounds left once W reaches 0 are discarded without dice. In
    melee Heavy Armour applies unless `heavy_armour_in_melee` is off.
    `below_half_wounds` is the raw fact (§8), null without `target_wounds_max`.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingSavesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingSavesResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
