from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_shooting_damage_request import UrbanWarShootingDamageRequest
from ...models.urban_war_shooting_damage_response import UrbanWarShootingDamageResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarShootingDamageRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/shooting/damage",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarShootingDamageResponse:
    if response.status_code == 200:
        response_200 = UrbanWarShootingDamageResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarShootingDamageResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingDamageResponse]:
    """Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     One d10 per hit (times the weapon's damage multiplier) + Strength - T; 6 or more wounds.

    urban-war.md §6.7 (R20, R2, R7): a natural 1 never wounds, a natural 10
    always does; a Battleshield gives +1 T against shooting. The weapon's band
    Strength is used, never the shooter's ST (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingDamageResponse]
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
    body: UrbanWarShootingDamageRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingDamageResponse | None:
    """Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     One d10 per hit (times the weapon's damage multiplier) + Strength - T; 6 or more wounds.

    urban-war.md §6.7 (R20, R2, R7): a natural 1 never wounds, a natural 10
    always does; a Battleshield gives +1 T against shooting. The weapon's band
    Strength is used, never the shooter's ST (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingDamageResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingDamageResponse]:
    """Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     One d10 per hit (times the weapon's damage multiplier) + Strength - T; 6 or more wounds.

    urban-war.md §6.7 (R20, R2, R7): a natural 1 never wounds, a natural 10
    always does; a Battleshield gives +1 T against shooting. The weapon's band
    Strength is used, never the shooter's ST (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingDamageResponse]
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
    body: UrbanWarShootingDamageRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingDamageResponse | None:
    """Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     One d10 per hit (times the weapon's damage multiplier) + Strength - T; 6 or more wounds.

    urban-war.md §6.7 (R20, R2, R7): a natural 1 never wounds, a natural 10
    always does; a Battleshield gives +1 T against shooting. The weapon's band
    Strength is used, never the shooter's ST (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingDamageResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
