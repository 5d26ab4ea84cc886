from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_movement_request import UrbanWarMovementRequest
from ...models.urban_war_movement_response import UrbanWarMovementResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarMovementRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/movement",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarMovementResponse:
    if response.status_code == 200:
        response_200 = UrbanWarMovementResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarMovementResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMovementRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMovementResponse]:
    """Movement distances and which moves are allowed; no dice (§6.17)

     Movement maxima and which moves are allowed (urban-war.md §6.17, R44, R14).

    normal = MV; run = charge = 2 x MV + CAL; break off = MV + CAL. Run and
    move + shoot need the model out of base contact; a charge also needs no
    panic penalty; melee attack and break off need base contact. The maxima
    are limits: any shorter move is legal.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMovementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMovementResponse]
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
    body: UrbanWarMovementRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMovementResponse | None:
    """Movement distances and which moves are allowed; no dice (§6.17)

     Movement maxima and which moves are allowed (urban-war.md §6.17, R44, R14).

    normal = MV; run = charge = 2 x MV + CAL; break off = MV + CAL. Run and
    move + shoot need the model out of base contact; a charge also needs no
    panic penalty; melee attack and break off need base contact. The maxima
    are limits: any shorter move is legal.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMovementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMovementResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarMovementRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarMovementResponse]:
    """Movement distances and which moves are allowed; no dice (§6.17)

     Movement maxima and which moves are allowed (urban-war.md §6.17, R44, R14).

    normal = MV; run = charge = 2 x MV + CAL; break off = MV + CAL. Run and
    move + shoot need the model out of base contact; a charge also needs no
    panic penalty; melee attack and break off need base contact. The maxima
    are limits: any shorter move is legal.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMovementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarMovementResponse]
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
    body: UrbanWarMovementRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarMovementResponse | None:
    """Movement distances and which moves are allowed; no dice (§6.17)

     Movement maxima and which moves are allowed (urban-war.md §6.17, R44, R14).

    normal = MV; run = charge = 2 x MV + CAL; break off = MV + CAL. Run and
    move + shoot need the model out of base contact; a charge also needs no
    panic penalty; melee attack and break off need base contact. The maxima
    are limits: any shorter move is legal.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarMovementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarMovementResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
