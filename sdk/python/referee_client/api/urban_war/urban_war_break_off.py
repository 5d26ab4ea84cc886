from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_break_off_request import UrbanWarBreakOffRequest
from ...models.urban_war_break_off_response import UrbanWarBreakOffResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarBreakOffRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/break-off",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarBreakOffResponse:
    if response.status_code == 200:
        response_200 = UrbanWarBreakOffResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarBreakOffResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarBreakOffRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarBreakOffResponse]:
    """Break off from melee: a command test, free strikes or a forced attack (§6.15)

     Leave a melee: a command test; a pass brings free strikes, a failure a forced attack.

    urban-war.md §6.15 (R36): a pass lets a survivor move up to MV + CAL in;
    each opponent in list order makes a free strike (`break_off_free_strike`),
    stopping once the model is out of action. A failure forces a melee attack
    (§6.14, not a charge) on `fallback_target`. A free strike is outside
    first-strike order: the breaking model does not strike, there is no
    combat result (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarBreakOffRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarBreakOffResponse]
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
    body: UrbanWarBreakOffRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarBreakOffResponse | None:
    """Break off from melee: a command test, free strikes or a forced attack (§6.15)

     Leave a melee: a command test; a pass brings free strikes, a failure a forced attack.

    urban-war.md §6.15 (R36): a pass lets a survivor move up to MV + CAL in;
    each opponent in list order makes a free strike (`break_off_free_strike`),
    stopping once the model is out of action. A failure forces a melee attack
    (§6.14, not a charge) on `fallback_target`. A free strike is outside
    first-strike order: the breaking model does not strike, there is no
    combat result (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarBreakOffRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarBreakOffResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarBreakOffRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarBreakOffResponse]:
    """Break off from melee: a command test, free strikes or a forced attack (§6.15)

     Leave a melee: a command test; a pass brings free strikes, a failure a forced attack.

    urban-war.md §6.15 (R36): a pass lets a survivor move up to MV + CAL in;
    each opponent in list order makes a free strike (`break_off_free_strike`),
    stopping once the model is out of action. A failure forces a melee attack
    (§6.14, not a charge) on `fallback_target`. A free strike is outside
    first-strike order: the breaking model does not strike, there is no
    combat result (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarBreakOffRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarBreakOffResponse]
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
    body: UrbanWarBreakOffRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarBreakOffResponse | None:
    """Break off from melee: a command test, free strikes or a forced attack (§6.15)

     Leave a melee: a command test; a pass brings free strikes, a failure a forced attack.

    urban-war.md §6.15 (R36): a pass lets a survivor move up to MV + CAL in;
    each opponent in list order makes a free strike (`break_off_free_strike`),
    stopping once the model is out of action. A failure forces a melee attack
    (§6.14, not a charge) on `fallback_target`. A free strike is outside
    first-strike order: the breaking model does not strike, there is no
    combat result (DECISION).

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarBreakOffRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarBreakOffResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
