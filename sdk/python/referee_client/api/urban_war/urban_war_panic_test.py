from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.urban_war_panic_test_request import UrbanWarPanicTestRequest
from ...models.urban_war_panic_test_response import UrbanWarPanicTestResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UrbanWarPanicTestRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/urban-war/panic-test",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UrbanWarPanicTestResponse:
    if response.status_code == 200:
        response_200 = UrbanWarPanicTestResponse.from_dict(response.json())

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
) -> Response[Problem | UrbanWarPanicTestResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarPanicTestRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarPanicTestResponse]:
    """Panic test: a command test; failing it gives a panic token (§6.2)

     Panic test: a command test; on a failure the model gets a panic token.

    urban-war.md §6.2 (R12, R13): a model in base contact with an enemy is
    exempt from the friendly-killed and below-half-wounds triggers; a model
    already holding a panic token takes no further test (DECISION). Neither
    case draws a die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarPanicTestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarPanicTestResponse]
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
    body: UrbanWarPanicTestRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarPanicTestResponse | None:
    """Panic test: a command test; failing it gives a panic token (§6.2)

     Panic test: a command test; on a failure the model gets a panic token.

    urban-war.md §6.2 (R12, R13): a model in base contact with an enemy is
    exempt from the friendly-killed and below-half-wounds triggers; a model
    already holding a panic token takes no further test (DECISION). Neither
    case draws a die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarPanicTestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarPanicTestResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UrbanWarPanicTestRequest,
    odds: bool | Unset = False,
) -> Response[Problem | UrbanWarPanicTestResponse]:
    """Panic test: a command test; failing it gives a panic token (§6.2)

     Panic test: a command test; on a failure the model gets a panic token.

    urban-war.md §6.2 (R12, R13): a model in base contact with an enemy is
    exempt from the friendly-killed and below-half-wounds triggers; a model
    already holding a panic token takes no further test (DECISION). Neither
    case draws a die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarPanicTestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UrbanWarPanicTestResponse]
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
    body: UrbanWarPanicTestRequest,
    odds: bool | Unset = False,
) -> Problem | UrbanWarPanicTestResponse | None:
    """Panic test: a command test; failing it gives a panic token (§6.2)

     Panic test: a command test; on a failure the model gets a panic token.

    urban-war.md §6.2 (R12, R13): a model in base contact with an enemy is
    exempt from the friendly-killed and below-half-wounds triggers; a model
    already holding a panic token takes no further test (DECISION). Neither
    case draws a die.

    Args:
        odds (bool | Unset):  Default: False.
        body (UrbanWarPanicTestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UrbanWarPanicTestResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
