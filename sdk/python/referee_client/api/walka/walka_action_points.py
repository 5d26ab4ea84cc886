from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_action_points_request import WalkaActionPointsRequest
from ...models.walka_action_points_response import WalkaActionPointsResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaActionPointsRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/action-points",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaActionPointsResponse:
    if response.status_code == 200:
        response_200 = WalkaActionPointsResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaActionPointsResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaActionPointsRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaActionPointsResponse]:
    """Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)

     Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

    walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
    Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
    + 5. With `turn_start` the turn-start sequence runs first. Each activity
    costs its table price and needs that many AP; the cost is paid at
    declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
    per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
    leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
    step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
    an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
    the move, or the activity `leave_reach` (1 AP) listed right after it.
    Outside the character's own turn only instants and defences can be
    declared.
    walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
    nothing follows a spend that brought AP to 0 (the turn ended, as after a
    borrow); `instant_affordable` is false while `surprised` (§10.3).

    Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
    character's own turn, with no borrowed step outstanding, sets AP to 0,
    adds the shortfall to the pending penalty and ends the turn; the step
    completes at the next turn start, which regenerates that many fewer AP.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaActionPointsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaActionPointsResponse]
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
    body: WalkaActionPointsRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaActionPointsResponse | None:
    """Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)

     Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

    walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
    Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
    + 5. With `turn_start` the turn-start sequence runs first. Each activity
    costs its table price and needs that many AP; the cost is paid at
    declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
    per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
    leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
    step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
    an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
    the move, or the activity `leave_reach` (1 AP) listed right after it.
    Outside the character's own turn only instants and defences can be
    declared.
    walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
    nothing follows a spend that brought AP to 0 (the turn ended, as after a
    borrow); `instant_affordable` is false while `surprised` (§10.3).

    Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
    character's own turn, with no borrowed step outstanding, sets AP to 0,
    adds the shortfall to the pending penalty and ends the turn; the step
    completes at the next turn start, which regenerates that many fewer AP.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaActionPointsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaActionPointsResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaActionPointsRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaActionPointsResponse]:
    """Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)

     Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

    walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
    Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
    + 5. With `turn_start` the turn-start sequence runs first. Each activity
    costs its table price and needs that many AP; the cost is paid at
    declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
    per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
    leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
    step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
    an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
    the move, or the activity `leave_reach` (1 AP) listed right after it.
    Outside the character's own turn only instants and defences can be
    declared.
    walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
    nothing follows a spend that brought AP to 0 (the turn ended, as after a
    borrow); `instant_affordable` is false while `surprised` (§10.3).

    Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
    character's own turn, with no borrowed step outstanding, sets AP to 0,
    adds the shortfall to the pending penalty and ends the turn; the step
    completes at the next turn start, which regenerates that many fewer AP.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaActionPointsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaActionPointsResponse]
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
    body: WalkaActionPointsRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaActionPointsResponse | None:
    """Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)

     Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

    walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
    Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
    + 5. With `turn_start` the turn-start sequence runs first. Each activity
    costs its table price and needs that many AP; the cost is paid at
    declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
    per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
    leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
    step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
    an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
    the move, or the activity `leave_reach` (1 AP) listed right after it.
    Outside the character's own turn only instants and defences can be
    declared.
    walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
    nothing follows a spend that brought AP to 0 (the turn ended, as after a
    borrow); `instant_affordable` is false while `surprised` (§10.3).

    Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
    character's own turn, with no borrowed step outstanding, sets AP to 0,
    adds the shortfall to the pending penalty and ends the turn; the step
    completes at the next turn start, which regenerates that many fewer AP.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaActionPointsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaActionPointsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
