from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_melee_parry_request import UmbraTurrisMeleeParryRequest
from ...models.umbra_turris_melee_parry_response import UmbraTurrisMeleeParryResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisMeleeParryRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/umbra-turris/melee/parry",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UmbraTurrisMeleeParryResponse:
    if response.status_code == 200:
        response_200 = UmbraTurrisMeleeParryResponse.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisMeleeParryResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeParryRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeParryResponse]:
    """Parrying: attacker's and defender's locations; the same one parries (§5)

     Parrying: attacker's and defender's locations revealed together; the same one parries.

    umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
    (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
    A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
    from behind always gets through (the defender can't react): the defender's
    location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
    when reached. Outcome blocked or parried ends the attack with no other effect;
    hit means an attack follows (melee.attack).

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeParryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeParryResponse]
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
    body: UmbraTurrisMeleeParryRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeParryResponse | None:
    """Parrying: attacker's and defender's locations; the same one parries (§5)

     Parrying: attacker's and defender's locations revealed together; the same one parries.

    umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
    (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
    A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
    from behind always gets through (the defender can't react): the defender's
    location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
    when reached. Outcome blocked or parried ends the attack with no other effect;
    hit means an attack follows (melee.attack).

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeParryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeParryResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisMeleeParryRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UmbraTurrisMeleeParryResponse]:
    """Parrying: attacker's and defender's locations; the same one parries (§5)

     Parrying: attacker's and defender's locations revealed together; the same one parries.

    umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
    (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
    A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
    from behind always gets through (the defender can't react): the defender's
    location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
    when reached. Outcome blocked or parried ends the attack with no other effect;
    hit means an attack follows (melee.attack).

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeParryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisMeleeParryResponse]
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
    body: UmbraTurrisMeleeParryRequest,
    odds: bool | Unset = False,
) -> Problem | UmbraTurrisMeleeParryResponse | None:
    """Parrying: attacker's and defender's locations; the same one parries (§5)

     Parrying: attacker's and defender's locations revealed together; the same one parries.

    umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
    (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
    A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
    from behind always gets through (the defender can't react): the defender's
    location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
    when reached. Outcome blocked or parried ends the attack with no other effect;
    hit means an attack follows (melee.attack).

    Args:
        odds (bool | Unset):  Default: False.
        body (UmbraTurrisMeleeParryRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisMeleeParryResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
