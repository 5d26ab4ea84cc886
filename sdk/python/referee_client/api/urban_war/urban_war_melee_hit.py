from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_melee_hit_request import UrbanWarMeleeHitRequest
from ...models.urban_war_melee_hit_response import UrbanWarMeleeHitResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarMeleeHitRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/melee/hit",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarMeleeHitResponse:
    if response.status_code == 200:
        response_200 = UrbanWarMeleeHitResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarMeleeHitResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMeleeHitRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMeleeHitResponse]:
    """Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)

     One d10 per attack + own AS - the opponent's AS (+1 charging, -2 panicked); 6 or more hits.

    urban-war.md §6.11 (R29, R2, R14): a natural 1 always misses, a natural
    10 always hits. The melee band's hit modifier counts only with
    `melee_weapon_hit_mod` (DECISION: the source names no weapon term).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMeleeHitResponse]
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
    body: UrbanWarMeleeHitRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMeleeHitResponse | None:
    """Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)

     One d10 per attack + own AS - the opponent's AS (+1 charging, -2 panicked); 6 or more hits.

    urban-war.md §6.11 (R29, R2, R14): a natural 1 always misses, a natural
    10 always hits. The melee band's hit modifier counts only with
    `melee_weapon_hit_mod` (DECISION: the source names no weapon term).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMeleeHitResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMeleeHitRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMeleeHitResponse]:
    """Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)

     One d10 per attack + own AS - the opponent's AS (+1 charging, -2 panicked); 6 or more hits.

    urban-war.md §6.11 (R29, R2, R14): a natural 1 always misses, a natural
    10 always hits. The melee band's hit modifier counts only with
    `melee_weapon_hit_mod` (DECISION: the source names no weapon term).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMeleeHitResponse]
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
    body: UrbanWarMeleeHitRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMeleeHitResponse | None:
    """Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)

     One d10 per attack + own AS - the opponent's AS (+1 charging, -2 panicked); 6 or more hits.

    urban-war.md §6.11 (R29, R2, R14): a natural 1 always misses, a natural
    10 always hits. The melee band's hit modifier counts only with
    `melee_weapon_hit_mod` (DECISION: the source names no weapon term).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMeleeHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMeleeHitResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
