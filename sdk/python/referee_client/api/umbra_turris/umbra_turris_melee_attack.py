from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_melee_attack_request import UmbraTurrisMeleeAttackRequest
from ...models.umbra_turris_melee_attack_response import UmbraTurrisMeleeAttackResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisMeleeAttackRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/melee/attack",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisMeleeAttackResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisMeleeAttackResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisMeleeAttackResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeAttackRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeAttackResponse]:
    """Standard, force or precise attack after a failed Parry, with damage (§6)

     A standard, force or precise attack after a failed Parry, with its damage.

    umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
    2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
    Success only if the attacker's total is strictly greater (a tie favours the
    defender). Damage: standard and force the difference minus armour (not below
    0); precise a fixed 2 that armour does not reduce, and a six on either attacker
    die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
    the defender's. With wounds_remaining (or W) the wounds after are reported;
    reaching 0 sets out_of_action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeAttackRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeAttackResponse]
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
    body: UmbraTurrisMeleeAttackRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeAttackResponse | None:
    """Standard, force or precise attack after a failed Parry, with damage (§6)

     A standard, force or precise attack after a failed Parry, with its damage.

    umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
    2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
    Success only if the attacker's total is strictly greater (a tie favours the
    defender). Damage: standard and force the difference minus armour (not below
    0); precise a fixed 2 that armour does not reduce, and a six on either attacker
    die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
    the defender's. With wounds_remaining (or W) the wounds after are reported;
    reaching 0 sets out_of_action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeAttackRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeAttackResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeAttackRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeAttackResponse]:
    """Standard, force or precise attack after a failed Parry, with damage (§6)

     A standard, force or precise attack after a failed Parry, with its damage.

    umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
    2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
    Success only if the attacker's total is strictly greater (a tie favours the
    defender). Damage: standard and force the difference minus armour (not below
    0); precise a fixed 2 that armour does not reduce, and a six on either attacker
    die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
    the defender's. With wounds_remaining (or W) the wounds after are reported;
    reaching 0 sets out_of_action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeAttackRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeAttackResponse]
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
    body: UmbraTurrisMeleeAttackRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeAttackResponse | None:
    """Standard, force or precise attack after a failed Parry, with damage (§6)

     A standard, force or precise attack after a failed Parry, with its damage.

    umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
    2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
    Success only if the attacker's total is strictly greater (a tie favours the
    defender). Damage: standard and force the difference minus armour (not below
    0); precise a fixed 2 that armour does not reduce, and a six on either attacker
    die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
    the defender's. With wounds_remaining (or W) the wounds after are reported;
    reaching 0 sets out_of_action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeAttackRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeAttackResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
