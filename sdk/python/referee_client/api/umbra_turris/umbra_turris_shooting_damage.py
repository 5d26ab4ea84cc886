from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_shooting_damage_request import UmbraTurrisShootingDamageRequest
from ...models.umbra_turris_shooting_damage_response import UmbraTurrisShootingDamageResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisShootingDamageRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/shooting/damage",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisShootingDamageResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisShootingDamageResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisShootingDamageResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisShootingDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisShootingDamageResponse]:
    """Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)

     After a hit: 2d6 + BS + modifiers + aim against 2d6 + T; higher wounds for weapon + aim.

    umbra-turris.md §8 (R11, R12, R9): modifiers are target has its Action Die
    +1 or has none -1, target in contact -1, within terrain -2, shooter in melee
    -3, through terrain -3, all stacking. A tie favours the target. Damage is the
    weapon's damage + aim_levels; armour does not reduce it and there is no
    critical. Dice: the shooter's two, then the target's two.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisShootingDamageResponse]
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
    body: UmbraTurrisShootingDamageRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisShootingDamageResponse | None:
    """Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)

     After a hit: 2d6 + BS + modifiers + aim against 2d6 + T; higher wounds for weapon + aim.

    umbra-turris.md §8 (R11, R12, R9): modifiers are target has its Action Die
    +1 or has none -1, target in contact -1, within terrain -2, shooter in melee
    -3, through terrain -3, all stacking. A tie favours the target. Damage is the
    weapon's damage + aim_levels; armour does not reduce it and there is no
    critical. Dice: the shooter's two, then the target's two.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisShootingDamageResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisShootingDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisShootingDamageResponse]:
    """Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)

     After a hit: 2d6 + BS + modifiers + aim against 2d6 + T; higher wounds for weapon + aim.

    umbra-turris.md §8 (R11, R12, R9): modifiers are target has its Action Die
    +1 or has none -1, target in contact -1, within terrain -2, shooter in melee
    -3, through terrain -3, all stacking. A tie favours the target. Damage is the
    weapon's damage + aim_levels; armour does not reduce it and there is no
    critical. Dice: the shooter's two, then the target's two.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisShootingDamageResponse]
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
    body: UmbraTurrisShootingDamageRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisShootingDamageResponse | None:
    """Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)

     After a hit: 2d6 + BS + modifiers + aim against 2d6 + T; higher wounds for weapon + aim.

    umbra-turris.md §8 (R11, R12, R9): modifiers are target has its Action Die
    +1 or has none -1, target in contact -1, within terrain -2, shooter in melee
    -3, through terrain -3, all stacking. A tie favours the target. Damage is the
    weapon's damage + aim_levels; armour does not reduce it and there is no
    critical. Dice: the shooter's two, then the target's two.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisShootingDamageResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
