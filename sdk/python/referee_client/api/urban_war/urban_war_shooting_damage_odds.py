from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.odds_response import OddsResponse
from ...models.problem import Problem
from ...models.urban_war_shooting_damage_request import UrbanWarShootingDamageRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UrbanWarShootingDamageRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/shooting/damage/odds",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OddsResponse | Problem:
    if response.status_code == 200:
        response_200 = OddsResponse.from_dict(response.json())

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
) -> Response[OddsResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
) -> Response[OddsResponse | Problem]:
    """Exact odds of: Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     The probability of each outcome of the step and the distribution of its numeric results for these
    inputs, computed from the same rules that roll (exact enumeration, never sampling). The request is
    the step's own: `seed` and `dice` are checked as there but not used, since nothing is rolled.

    Args:
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
) -> OddsResponse | Problem | None:
    """Exact odds of: Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     The probability of each outcome of the step and the distribution of its numeric results for these
    inputs, computed from the same rules that roll (exact enumeration, never sampling). The request is
    the step's own: `seed` and `dice` are checked as there but not used, since nothing is rolled.

    Args:
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
) -> Response[OddsResponse | Problem]:
    """Exact odds of: Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     The probability of each outcome of the step and the distribution of its numeric results for these
    inputs, computed from the same rules that roll (exact enumeration, never sampling). The request is
    the step's own: `seed` and `dice` are checked as there but not used, since nothing is rolled.

    Args:
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarShootingDamageRequest,
) -> OddsResponse | Problem | None:
    """Exact odds of: Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)

     The probability of each outcome of the step and the distribution of its numeric results for these
    inputs, computed from the same rules that roll (exact enumeration, never sampling). The request is
    the step's own: `seed` and `dice` are checked as there but not used, since nothing is rolled.

    Args:
        body (UrbanWarShootingDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
