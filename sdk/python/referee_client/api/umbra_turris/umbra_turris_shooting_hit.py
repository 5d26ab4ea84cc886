from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_shooting_hit_request import UmbraTurrisShootingHitRequest
from ...models.umbra_turris_shooting_hit_response import UmbraTurrisShootingHitResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisShootingHitRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/shooting/hit",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisShootingHitResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisShootingHitResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisShootingHitResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisShootingHitRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisShootingHitResponse]:
    """Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)

     Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

    umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
    60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
    of 70 cm or more, and Aiming that needs more than 6, are rejected before the
    die is drawn. The shooting modifiers do not affect Hitting. Echoes
    aim_levels: shooting.damage must use the same value.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisShootingHitResponse]
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
    body: UmbraTurrisShootingHitRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisShootingHitResponse | None:
    """Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)

     Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

    umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
    60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
    of 70 cm or more, and Aiming that needs more than 6, are rejected before the
    die is drawn. The shooting modifiers do not affect Hitting. Echoes
    aim_levels: shooting.damage must use the same value.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisShootingHitResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisShootingHitRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisShootingHitResponse]:
    """Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)

     Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

    umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
    60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
    of 70 cm or more, and Aiming that needs more than 6, are rejected before the
    die is drawn. The shooting modifiers do not affect Hitting. Echoes
    aim_levels: shooting.damage must use the same value.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisShootingHitResponse]
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
    body: UmbraTurrisShootingHitRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisShootingHitResponse | None:
    """Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)

     Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

    umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
    60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
    of 70 cm or more, and Aiming that needs more than 6, are rejected before the
    die is drawn. The shooting modifiers do not affect Hitting. Echoes
    aim_levels: shooting.damage must use the same value.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisShootingHitRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisShootingHitResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
