from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_magic_cast_request import UmbraTurrisMagicCastRequest
from ...models.umbra_turris_magic_cast_response import UmbraTurrisMagicCastResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisMagicCastRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/magic/cast",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisMagicCastResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisMagicCastResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisMagicCastResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMagicCastRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMagicCastResponse]:
    """Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)

     The Magic Test: pay 1 Vitality, roll a d6 against the spell's difficulty; a 1 costs 1 more.

    umbra-turris.md §9 (R13, R14, R15): the cost is paid whatever the result; a
    roll below the difficulty fails; a 1 is a mishap that costs one more Vitality,
    but Vitality never goes below 0. A mage with 0 Vitality cannot cast. A
    Wizard's Apprentice that moved this Cycle cannot cast, and one that casts
    cannot move for the rest of the Cycle (movement_locked). Casting neither needs
    nor spends the Action Die. When the mage's Domains are given, the spell's
    Domain must be one of them and only a Wizard has two (R13, §12). One die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMagicCastRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMagicCastResponse]
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
    body: UmbraTurrisMagicCastRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMagicCastResponse | None:
    """Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)

     The Magic Test: pay 1 Vitality, roll a d6 against the spell's difficulty; a 1 costs 1 more.

    umbra-turris.md §9 (R13, R14, R15): the cost is paid whatever the result; a
    roll below the difficulty fails; a 1 is a mishap that costs one more Vitality,
    but Vitality never goes below 0. A mage with 0 Vitality cannot cast. A
    Wizard's Apprentice that moved this Cycle cannot cast, and one that casts
    cannot move for the rest of the Cycle (movement_locked). Casting neither needs
    nor spends the Action Die. When the mage's Domains are given, the spell's
    Domain must be one of them and only a Wizard has two (R13, §12). One die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMagicCastRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMagicCastResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMagicCastRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMagicCastResponse]:
    """Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)

     The Magic Test: pay 1 Vitality, roll a d6 against the spell's difficulty; a 1 costs 1 more.

    umbra-turris.md §9 (R13, R14, R15): the cost is paid whatever the result; a
    roll below the difficulty fails; a 1 is a mishap that costs one more Vitality,
    but Vitality never goes below 0. A mage with 0 Vitality cannot cast. A
    Wizard's Apprentice that moved this Cycle cannot cast, and one that casts
    cannot move for the rest of the Cycle (movement_locked). Casting neither needs
    nor spends the Action Die. When the mage's Domains are given, the spell's
    Domain must be one of them and only a Wizard has two (R13, §12). One die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMagicCastRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMagicCastResponse]
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
    body: UmbraTurrisMagicCastRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMagicCastResponse | None:
    """Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)

     The Magic Test: pay 1 Vitality, roll a d6 against the spell's difficulty; a 1 costs 1 more.

    umbra-turris.md §9 (R13, R14, R15): the cost is paid whatever the result; a
    roll below the difficulty fails; a 1 is a mishap that costs one more Vitality,
    but Vitality never goes below 0. A mage with 0 Vitality cannot cast. A
    Wizard's Apprentice that moved this Cycle cannot cast, and one that casts
    cannot move for the rest of the Cycle (movement_locked). Casting neither needs
    nor spends the Action Die. When the mage's Domains are given, the spell's
    Domain must be one of them and only a Wizard has two (R13, §12). One die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMagicCastRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMagicCastResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
