from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_terrain_request import WalkaTerrainRequest
from ...models.walka_terrain_response import WalkaTerrainResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaTerrainRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/terrain",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaTerrainResponse:
    if response.status_code == 200:
        response_200 = WalkaTerrainResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaTerrainResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaTerrainRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaTerrainResponse]:
    """Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)

     Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

    walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
    cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
    when it leaves an enemy's reach + 1 per foot effect; the character enters
    the unit. Off the safe pace a DEX attribute test (dex_level -
    armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
    DEX). A failed test: prone in that unit, the rest of the path is cancelled
    and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
    character may only crawl. The whole declared path must be affordable
    before the first die (walka.md §0: validation comes before the first
    draw, and §14 names the cede as its one exception), although a fall may
    leave its last units unpaid. `ap` is optional: without it AP are not
    tracked (no affordability check; `ap` after it null, `ap_spent` still
    reported). Other terrains are profiles with the same fields
    (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaTerrainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaTerrainResponse]
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
    body: WalkaTerrainRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaTerrainResponse | None:
    """Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)

     Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

    walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
    cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
    when it leaves an enemy's reach + 1 per foot effect; the character enters
    the unit. Off the safe pace a DEX attribute test (dex_level -
    armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
    DEX). A failed test: prone in that unit, the rest of the path is cancelled
    and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
    character may only crawl. The whole declared path must be affordable
    before the first die (walka.md §0: validation comes before the first
    draw, and §14 names the cede as its one exception), although a fall may
    leave its last units unpaid. `ap` is optional: without it AP are not
    tracked (no affordability check; `ap` after it null, `ap_spent` still
    reported). Other terrains are profiles with the same fields
    (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaTerrainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaTerrainResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaTerrainRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaTerrainResponse]:
    """Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)

     Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

    walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
    cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
    when it leaves an enemy's reach + 1 per foot effect; the character enters
    the unit. Off the safe pace a DEX attribute test (dex_level -
    armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
    DEX). A failed test: prone in that unit, the rest of the path is cancelled
    and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
    character may only crawl. The whole declared path must be affordable
    before the first die (walka.md §0: validation comes before the first
    draw, and §14 names the cede as its one exception), although a fall may
    leave its last units unpaid. `ap` is optional: without it AP are not
    tracked (no affordability check; `ap` after it null, `ap_spent` still
    reported). Other terrains are profiles with the same fields
    (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaTerrainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaTerrainResponse]
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
    body: WalkaTerrainRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaTerrainResponse | None:
    """Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)

     Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

    walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
    cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
    when it leaves an enemy's reach + 1 per foot effect; the character enters
    the unit. Off the safe pace a DEX attribute test (dex_level -
    armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
    DEX). A failed test: prone in that unit, the rest of the path is cancelled
    and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
    character may only crawl. The whole declared path must be affordable
    before the first die (walka.md §0: validation comes before the first
    draw, and §14 names the cede as its one exception), although a fall may
    leave its last units unpaid. `ap` is optional: without it AP are not
    tracked (no affordability check; `ap` after it null, `ap_spent` still
    reported). Other terrains are profiles with the same fields
    (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaTerrainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaTerrainResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
