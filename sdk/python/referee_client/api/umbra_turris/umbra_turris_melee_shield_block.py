from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_melee_shield_block_request import UmbraTurrisMeleeShieldBlockRequest
from ...models.umbra_turris_melee_shield_block_response import UmbraTurrisMeleeShieldBlockResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisMeleeShieldBlockRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/melee/shield-block",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisMeleeShieldBlockResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisMeleeShieldBlockResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisMeleeShieldBlockResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeShieldBlockRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeShieldBlockResponse]:
    """Shield block before Parrying: a d6 against the house-rule target, only without an Action Die; takes
    the parry's inputs, rolls only the shield (§5)

     The defender's shield block before Parrying: one d6, blocked on the house-rule target.

    umbra-turris.md §5 (R2) and its DECISIONs: the shield's real mechanic is in the
    full rules, so the defender rolls a d6 and blocks on D_shield >= shield_block_target
    (a house rule, no default). Only without an Action Die, never against an attack
    from behind. It takes melee.parry's inputs; the locations are never rolled here.
    Draws only D_shield; when not blocked, call melee.parry next without use_shield.
    Using a shield changes no state.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeShieldBlockRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeShieldBlockResponse]
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
    body: UmbraTurrisMeleeShieldBlockRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeShieldBlockResponse | None:
    """Shield block before Parrying: a d6 against the house-rule target, only without an Action Die; takes
    the parry's inputs, rolls only the shield (§5)

     The defender's shield block before Parrying: one d6, blocked on the house-rule target.

    umbra-turris.md §5 (R2) and its DECISIONs: the shield's real mechanic is in the
    full rules, so the defender rolls a d6 and blocks on D_shield >= shield_block_target
    (a house rule, no default). Only without an Action Die, never against an attack
    from behind. It takes melee.parry's inputs; the locations are never rolled here.
    Draws only D_shield; when not blocked, call melee.parry next without use_shield.
    Using a shield changes no state.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeShieldBlockRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeShieldBlockResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeShieldBlockRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeShieldBlockResponse]:
    """Shield block before Parrying: a d6 against the house-rule target, only without an Action Die; takes
    the parry's inputs, rolls only the shield (§5)

     The defender's shield block before Parrying: one d6, blocked on the house-rule target.

    umbra-turris.md §5 (R2) and its DECISIONs: the shield's real mechanic is in the
    full rules, so the defender rolls a d6 and blocks on D_shield >= shield_block_target
    (a house rule, no default). Only without an Action Die, never against an attack
    from behind. It takes melee.parry's inputs; the locations are never rolled here.
    Draws only D_shield; when not blocked, call melee.parry next without use_shield.
    Using a shield changes no state.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeShieldBlockRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeShieldBlockResponse]
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
    body: UmbraTurrisMeleeShieldBlockRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeShieldBlockResponse | None:
    """Shield block before Parrying: a d6 against the house-rule target, only without an Action Die; takes
    the parry's inputs, rolls only the shield (§5)

     The defender's shield block before Parrying: one d6, blocked on the house-rule target.

    umbra-turris.md §5 (R2) and its DECISIONs: the shield's real mechanic is in the
    full rules, so the defender rolls a d6 and blocks on D_shield >= shield_block_target
    (a house rule, no default). Only without an Action Die, never against an attack
    from behind. It takes melee.parry's inputs; the locations are never rolled here.
    Draws only D_shield; when not blocked, call melee.parry next without use_shield.
    Using a shield changes no state.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeShieldBlockRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeShieldBlockResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
