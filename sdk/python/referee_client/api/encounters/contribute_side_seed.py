from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.side_seed import SideSeed
from ...models.side_seed_answer import SideSeedAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: SideSeed,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/encounters/{encounter_id}/seeds".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SideSeedAnswer:
    if response.status_code == 200:
        response_200 = SideSeedAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SideSeedAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: SideSeed,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SideSeedAnswer]:
    """Add your side's seed to the dice (a side token only; once; before the first die).

     Who may call it: either side, each with its own side token, for its own seed; the game master's
    token is refused (403). The server committed to its secret seed at creation, before any side seed
    arrives, so it cannot choose the dice; no player sees the server seed before the reveal, so no
    player can either. Each side may send one seed until the first die of the encounter is rolled:
    later, or a second time, is a 409 (a step that rolls nothing does not close it). No side's action
    closes it on another side: a side's step or free roll that would draw the first die is refused (409
    `side_seeds_pending`) until every other side has sent its seed; the game master's first roll closes
    it for every side. The seed stays sealed until the encounter is revealed; until then the encounter
    shows only which sides have sent one (`side_seeds_contributed`). The dice's client seed is the
    creation client_seed followed, for each side that contributed, in roster order, by `|<side>=<seed>`;
    a side that did not contribute adds nothing, and with no creation client_seed the combination starts
    with `|`. The creation client_seed never holds `|` or `=` (refused at creation). With no side seed
    at all it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are written
    `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for another side's.
    Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k
    rolls from `<server_seed>:table-7|red=lucky` with label k.

    Args:
        encounter_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SideSeed):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SideSeedAnswer]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: SideSeed,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SideSeedAnswer | None:
    """Add your side's seed to the dice (a side token only; once; before the first die).

     Who may call it: either side, each with its own side token, for its own seed; the game master's
    token is refused (403). The server committed to its secret seed at creation, before any side seed
    arrives, so it cannot choose the dice; no player sees the server seed before the reveal, so no
    player can either. Each side may send one seed until the first die of the encounter is rolled:
    later, or a second time, is a 409 (a step that rolls nothing does not close it). No side's action
    closes it on another side: a side's step or free roll that would draw the first die is refused (409
    `side_seeds_pending`) until every other side has sent its seed; the game master's first roll closes
    it for every side. The seed stays sealed until the encounter is revealed; until then the encounter
    shows only which sides have sent one (`side_seeds_contributed`). The dice's client seed is the
    creation client_seed followed, for each side that contributed, in roster order, by `|<side>=<seed>`;
    a side that did not contribute adds nothing, and with no creation client_seed the combination starts
    with `|`. The creation client_seed never holds `|` or `=` (refused at creation). With no side seed
    at all it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are written
    `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for another side's.
    Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k
    rolls from `<server_seed>:table-7|red=lucky` with label k.

    Args:
        encounter_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SideSeed):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SideSeedAnswer
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: SideSeed,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SideSeedAnswer]:
    """Add your side's seed to the dice (a side token only; once; before the first die).

     Who may call it: either side, each with its own side token, for its own seed; the game master's
    token is refused (403). The server committed to its secret seed at creation, before any side seed
    arrives, so it cannot choose the dice; no player sees the server seed before the reveal, so no
    player can either. Each side may send one seed until the first die of the encounter is rolled:
    later, or a second time, is a 409 (a step that rolls nothing does not close it). No side's action
    closes it on another side: a side's step or free roll that would draw the first die is refused (409
    `side_seeds_pending`) until every other side has sent its seed; the game master's first roll closes
    it for every side. The seed stays sealed until the encounter is revealed; until then the encounter
    shows only which sides have sent one (`side_seeds_contributed`). The dice's client seed is the
    creation client_seed followed, for each side that contributed, in roster order, by `|<side>=<seed>`;
    a side that did not contribute adds nothing, and with no creation client_seed the combination starts
    with `|`. The creation client_seed never holds `|` or `=` (refused at creation). With no side seed
    at all it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are written
    `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for another side's.
    Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k
    rolls from `<server_seed>:table-7|red=lucky` with label k.

    Args:
        encounter_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SideSeed):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SideSeedAnswer]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: SideSeed,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SideSeedAnswer | None:
    """Add your side's seed to the dice (a side token only; once; before the first die).

     Who may call it: either side, each with its own side token, for its own seed; the game master's
    token is refused (403). The server committed to its secret seed at creation, before any side seed
    arrives, so it cannot choose the dice; no player sees the server seed before the reveal, so no
    player can either. Each side may send one seed until the first die of the encounter is rolled:
    later, or a second time, is a 409 (a step that rolls nothing does not close it). No side's action
    closes it on another side: a side's step or free roll that would draw the first die is refused (409
    `side_seeds_pending`) until every other side has sent its seed; the game master's first roll closes
    it for every side. The seed stays sealed until the encounter is revealed; until then the encounter
    shows only which sides have sent one (`side_seeds_contributed`). The dice's client seed is the
    creation client_seed followed, for each side that contributed, in roster order, by `|<side>=<seed>`;
    a side that did not contribute adds nothing, and with no creation client_seed the combination starts
    with `|`. The creation client_seed never holds `|` or `=` (refused at creation). With no side seed
    at all it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are written
    `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for another side's.
    Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k
    rolls from `<server_seed>:table-7|red=lucky` with label k.

    Args:
        encounter_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SideSeed):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SideSeedAnswer
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
