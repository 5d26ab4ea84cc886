from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.encounter_created import EncounterCreated
from ...models.problem import Problem
from ...models.umbra_turris_encounter_create import UmbraTurrisEncounterCreate
from ...models.urban_war_encounter_create import UrbanWarEncounterCreate
from ...models.walka_encounter_create import WalkaEncounterCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/encounters",
    }

    if isinstance(body, UrbanWarEncounterCreate):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UmbraTurrisEncounterCreate):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EncounterCreated | Problem:
    if response.status_code == 201:
        response_201 = EncounterCreated.from_dict(response.json())

        return response_201

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EncounterCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[EncounterCreated | Problem]:
    """Create an encounter: its roster, a game-master token and one token per side.

     The server draws a secret seed and publishes only its sha256 (`seed_commitment`);
    revealing the encounter later publishes the seed so anyone can recompute every roll.

    Who may call it: anyone (with an API key where keys are on); whoever creates the
    encounter receives the game master's token and every side's, and hands the side tokens
    out.

    Args:
        idempotency_key (str | Unset):
        body (UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EncounterCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate,
    idempotency_key: str | Unset = UNSET,
) -> EncounterCreated | Problem | None:
    """Create an encounter: its roster, a game-master token and one token per side.

     The server draws a secret seed and publishes only its sha256 (`seed_commitment`);
    revealing the encounter later publishes the seed so anyone can recompute every roll.

    Who may call it: anyone (with an API key where keys are on); whoever creates the
    encounter receives the game master's token and every side's, and hands the side tokens
    out.

    Args:
        idempotency_key (str | Unset):
        body (UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EncounterCreated | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[EncounterCreated | Problem]:
    """Create an encounter: its roster, a game-master token and one token per side.

     The server draws a secret seed and publishes only its sha256 (`seed_commitment`);
    revealing the encounter later publishes the seed so anyone can recompute every roll.

    Who may call it: anyone (with an API key where keys are on); whoever creates the
    encounter receives the game master's token and every side's, and hands the side tokens
    out.

    Args:
        idempotency_key (str | Unset):
        body (UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EncounterCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate,
    idempotency_key: str | Unset = UNSET,
) -> EncounterCreated | Problem | None:
    """Create an encounter: its roster, a game-master token and one token per side.

     The server draws a secret seed and publishes only its sha256 (`seed_commitment`);
    revealing the encounter later publishes the seed so anyone can recompute every roll.

    Who may call it: anyone (with an API key where keys are on); whoever creates the
    encounter receives the game master's token and every side's, and hands the side tokens
    out.

    Args:
        idempotency_key (str | Unset):
        body (UmbraTurrisEncounterCreate | UrbanWarEncounterCreate | WalkaEncounterCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EncounterCreated | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
