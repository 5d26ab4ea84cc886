from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_shooting_target_selection_request import UrbanWarShootingTargetSelectionRequest
from ...models.urban_war_shooting_target_selection_response import UrbanWarShootingTargetSelectionResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarShootingTargetSelectionRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/shooting/target-selection",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarShootingTargetSelectionResponse:
    if response.status_code == 200:
        response_200 = UrbanWarShootingTargetSelectionResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarShootingTargetSelectionResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingTargetSelectionRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingTargetSelectionResponse]:
    """Target selection: a command test to shoot past the primary target (§6.5)

     Shooting past the primary target needs a command test, +2 if the primary is in cover.

    urban-war.md §6.5 (R17): the primary target needs no test and draws no
    dice; a failed test loses the shot (a move already made stands). One test
    covers every shot of the action (DECISION). A target in base contact with an
    enemy is never the primary target: `is_primary` true for it is a 422 (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingTargetSelectionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingTargetSelectionResponse]
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
    body: UrbanWarShootingTargetSelectionRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingTargetSelectionResponse | None:
    """Target selection: a command test to shoot past the primary target (§6.5)

     Shooting past the primary target needs a command test, +2 if the primary is in cover.

    urban-war.md §6.5 (R17): the primary target needs no test and draws no
    dice; a failed test loses the shot (a move already made stands). One test
    covers every shot of the action (DECISION). A target in base contact with an
    enemy is never the primary target: `is_primary` true for it is a 422 (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingTargetSelectionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingTargetSelectionResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingTargetSelectionRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarShootingTargetSelectionResponse]:
    """Target selection: a command test to shoot past the primary target (§6.5)

     Shooting past the primary target needs a command test, +2 if the primary is in cover.

    urban-war.md §6.5 (R17): the primary target needs no test and draws no
    dice; a failed test loses the shot (a move already made stands). One test
    covers every shot of the action (DECISION). A target in base contact with an
    enemy is never the primary target: `is_primary` true for it is a 422 (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingTargetSelectionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarShootingTargetSelectionResponse]
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
    body: UrbanWarShootingTargetSelectionRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarShootingTargetSelectionResponse | None:
    """Target selection: a command test to shoot past the primary target (§6.5)

     Shooting past the primary target needs a command test, +2 if the primary is in cover.

    urban-war.md §6.5 (R17): the primary target needs no test and draws no
    dice; a failed test loses the shot (a move already made stands). One test
    covers every shot of the action (DECISION). A target in base contact with an
    enemy is never the primary target: `is_primary` true for it is a 422 (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarShootingTargetSelectionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarShootingTargetSelectionResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
