from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_rally_request import UrbanWarRallyRequest
from ...models.urban_war_rally_response import UrbanWarRallyResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarRallyRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/rally",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarRallyResponse:
    if response.status_code == 200:
        response_200 = UrbanWarRallyResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarRallyResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarRallyRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarRallyResponse]:
    """Rally: a panicked model's command test to remove its token (§6.2)

     Rally test of a panicked model: a pass removes the token; the penalties stay for this action.

    urban-war.md §6.2 (R6 High Morale, R14): with High Morale a rallied model
    also sheds the penalties at once. Rally is mandatory on activation and
    before an overwatch interrupt, optional at the start of a reaction
    (DECISION). `panic_penalty` is whether the -2 to hit and no-charge
    penalties apply for the rest of the current action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarRallyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarRallyResponse]
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
    body: UrbanWarRallyRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarRallyResponse | None:
    """Rally: a panicked model's command test to remove its token (§6.2)

     Rally test of a panicked model: a pass removes the token; the penalties stay for this action.

    urban-war.md §6.2 (R6 High Morale, R14): with High Morale a rallied model
    also sheds the penalties at once. Rally is mandatory on activation and
    before an overwatch interrupt, optional at the start of a reaction
    (DECISION). `panic_penalty` is whether the -2 to hit and no-charge
    penalties apply for the rest of the current action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarRallyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarRallyResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarRallyRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarRallyResponse]:
    """Rally: a panicked model's command test to remove its token (§6.2)

     Rally test of a panicked model: a pass removes the token; the penalties stay for this action.

    urban-war.md §6.2 (R6 High Morale, R14): with High Morale a rallied model
    also sheds the penalties at once. Rally is mandatory on activation and
    before an overwatch interrupt, optional at the start of a reaction
    (DECISION). `panic_penalty` is whether the -2 to hit and no-charge
    penalties apply for the rest of the current action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarRallyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarRallyResponse]
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
    body: UrbanWarRallyRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarRallyResponse | None:
    """Rally: a panicked model's command test to remove its token (§6.2)

     Rally test of a panicked model: a pass removes the token; the penalties stay for this action.

    urban-war.md §6.2 (R6 High Morale, R14): with High Morale a rallied model
    also sheds the penalties at once. Rally is mandatory on activation and
    before an overwatch interrupt, optional at the start of a reaction
    (DECISION). `panic_penalty` is whether the -2 to hit and no-charge
    penalties apply for the rest of the current action.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarRallyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarRallyResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
