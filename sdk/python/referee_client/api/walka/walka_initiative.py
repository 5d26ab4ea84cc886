from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_initiative_request import WalkaInitiativeRequest
from ...models.walka_initiative_response import WalkaInitiativeResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaInitiativeRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/initiative",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaInitiativeResponse:
    if response.status_code == 200:
        response_200 = WalkaInitiativeResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaInitiativeResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaInitiativeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaInitiativeResponse]:
    """Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)

     Order by SPD, highest first; equal SPD rolls off on d6; ceding swaps; the surprised wait.

    walka.md §2 (seed 003_f70b467855ab0e79.txt, Kolejka). Each group of equal
    `spd`, highest group first, rolls one d6 per member in list order and is
    ordered by the roll, highest first. DECISION: members still tied re-roll
    among themselves (list order) until no ties remain; tied sub-groups are
    settled from the highest position down, each one completely before the
    next. `cede` entries then apply in list order: `from` and `to` must have
    equal `spd` and `from` must precede `to`; the two swap places (DECISION).
    Ids in `surprised` have no turn in round 1. No dice without SPD ties.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaInitiativeResponse]
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
    body: WalkaInitiativeRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaInitiativeResponse | None:
    """Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)

     Order by SPD, highest first; equal SPD rolls off on d6; ceding swaps; the surprised wait.

    walka.md §2 (seed 003_f70b467855ab0e79.txt, Kolejka). Each group of equal
    `spd`, highest group first, rolls one d6 per member in list order and is
    ordered by the roll, highest first. DECISION: members still tied re-roll
    among themselves (list order) until no ties remain; tied sub-groups are
    settled from the highest position down, each one completely before the
    next. `cede` entries then apply in list order: `from` and `to` must have
    equal `spd` and `from` must precede `to`; the two swap places (DECISION).
    Ids in `surprised` have no turn in round 1. No dice without SPD ties.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaInitiativeResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaInitiativeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaInitiativeResponse]:
    """Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)

     Order by SPD, highest first; equal SPD rolls off on d6; ceding swaps; the surprised wait.

    walka.md §2 (seed 003_f70b467855ab0e79.txt, Kolejka). Each group of equal
    `spd`, highest group first, rolls one d6 per member in list order and is
    ordered by the roll, highest first. DECISION: members still tied re-roll
    among themselves (list order) until no ties remain; tied sub-groups are
    settled from the highest position down, each one completely before the
    next. `cede` entries then apply in list order: `from` and `to` must have
    equal `spd` and `from` must precede `to`; the two swap places (DECISION).
    Ids in `surprised` have no turn in round 1. No dice without SPD ties.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaInitiativeResponse]
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
    body: WalkaInitiativeRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaInitiativeResponse | None:
    """Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)

     Order by SPD, highest first; equal SPD rolls off on d6; ceding swaps; the surprised wait.

    walka.md §2 (seed 003_f70b467855ab0e79.txt, Kolejka). Each group of equal
    `spd`, highest group first, rolls one d6 per member in list order and is
    ordered by the roll, highest first. DECISION: members still tied re-roll
    among themselves (list order) until no ties remain; tied sub-groups are
    settled from the highest position down, each one completely before the
    next. `cede` entries then apply in list order: `from` and `to` must have
    equal `spd` and `from` must precede `to`; the two swap places (DECISION).
    Ids in `surprised` have no turn in round 1. No dice without SPD ties.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInitiativeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaInitiativeResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
