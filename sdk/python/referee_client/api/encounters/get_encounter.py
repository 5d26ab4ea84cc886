from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_encounter import UmbraTurrisEncounter
from ...models.urban_war_encounter import UrbanWarEncounter
from ...models.walka_encounter import WalkaEncounter
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/encounters/{encounter_id}".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_0 = UrbanWarEncounter.from_dict(data)

                return componentsschemas_encounter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_1 = UmbraTurrisEncounter.from_dict(data)

                return componentsschemas_encounter_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_encounter_type_2 = WalkaEncounter.from_dict(data)

            return componentsschemas_encounter_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter]:
    """Read an encounter: its state and version (also the ETag). Anyone with the id may read.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter | None:
    """Read an encounter: its state and version (also the ETag). Anyone with the id may read.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter]:
    """Read an encounter: its state and version (also the ETag). Anyone with the id may read.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter | None:
    """Read an encounter: its state and version (also the ETag). Anyone with the id may read.

     Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
