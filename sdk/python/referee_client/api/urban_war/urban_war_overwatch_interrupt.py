from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_overwatch_interrupt_request import UrbanWarOverwatchInterruptRequest
from ...models.urban_war_overwatch_interrupt_response import UrbanWarOverwatchInterruptResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarOverwatchInterruptRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/overwatch-interrupt",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarOverwatchInterruptResponse:
    if response.status_code == 200:
        response_200 = UrbanWarOverwatchInterruptResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarOverwatchInterruptResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarOverwatchInterruptRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarOverwatchInterruptResponse]:
    """Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)

     An overwatch model interrupts an enemy's action with a shot or a charge.

    urban-war.md §6.16 (R37-R43): a panicked interrupter rallies first; then a
    command test (interrupt shot: -1 per band beyond short); on a pass the
    shot (no target selection, no movement penalty) or the charge (both
    models count as charging) follows. Whatever the result the interrupter is
    activated and loses its order. An interrupt cannot itself be interrupted,
    and an action is interrupted successfully at most once (DECISION).
    A High Morale interrupter that passed its rally is no longer panicked: if it
    then loses the melee it takes the melee_lost panic test (§8). The
    interrupter's `modifiers` go to its rally and interrupt test; the target's
    to its lost-melee panic test, and its `panic_penalty` (it may have rallied
    at the start of the interrupted action) to its strike back (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarOverwatchInterruptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarOverwatchInterruptResponse]
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
    body: UrbanWarOverwatchInterruptRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarOverwatchInterruptResponse | None:
    """Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)

     An overwatch model interrupts an enemy's action with a shot or a charge.

    urban-war.md §6.16 (R37-R43): a panicked interrupter rallies first; then a
    command test (interrupt shot: -1 per band beyond short); on a pass the
    shot (no target selection, no movement penalty) or the charge (both
    models count as charging) follows. Whatever the result the interrupter is
    activated and loses its order. An interrupt cannot itself be interrupted,
    and an action is interrupted successfully at most once (DECISION).
    A High Morale interrupter that passed its rally is no longer panicked: if it
    then loses the melee it takes the melee_lost panic test (§8). The
    interrupter's `modifiers` go to its rally and interrupt test; the target's
    to its lost-melee panic test, and its `panic_penalty` (it may have rallied
    at the start of the interrupted action) to its strike back (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarOverwatchInterruptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarOverwatchInterruptResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarOverwatchInterruptRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarOverwatchInterruptResponse]:
    """Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)

     An overwatch model interrupts an enemy's action with a shot or a charge.

    urban-war.md §6.16 (R37-R43): a panicked interrupter rallies first; then a
    command test (interrupt shot: -1 per band beyond short); on a pass the
    shot (no target selection, no movement penalty) or the charge (both
    models count as charging) follows. Whatever the result the interrupter is
    activated and loses its order. An interrupt cannot itself be interrupted,
    and an action is interrupted successfully at most once (DECISION).
    A High Morale interrupter that passed its rally is no longer panicked: if it
    then loses the melee it takes the melee_lost panic test (§8). The
    interrupter's `modifiers` go to its rally and interrupt test; the target's
    to its lost-melee panic test, and its `panic_penalty` (it may have rallied
    at the start of the interrupted action) to its strike back (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarOverwatchInterruptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarOverwatchInterruptResponse]
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
    body: UrbanWarOverwatchInterruptRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarOverwatchInterruptResponse | None:
    """Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)

     An overwatch model interrupts an enemy's action with a shot or a charge.

    urban-war.md §6.16 (R37-R43): a panicked interrupter rallies first; then a
    command test (interrupt shot: -1 per band beyond short); on a pass the
    shot (no target selection, no movement penalty) or the charge (both
    models count as charging) follows. Whatever the result the interrupter is
    activated and loses its order. An interrupt cannot itself be interrupted,
    and an action is interrupted successfully at most once (DECISION).
    A High Morale interrupter that passed its rally is no longer panicked: if it
    then loses the melee it takes the melee_lost panic test (§8). The
    interrupter's `modifiers` go to its rally and interrupt test; the target's
    to its lost-melee panic test, and its `panic_penalty` (it may have rallied
    at the start of the interrupted action) to its strike back (§8).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarOverwatchInterruptRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarOverwatchInterruptResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
