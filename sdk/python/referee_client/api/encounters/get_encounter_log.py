from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.log_page import LogPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
    after: int | Unset = UNSET,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    params["after"] = after

    params["wait"] = wait

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/encounters/{encounter_id}/log".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LogPage | Problem:
    if response.status_code == 200:
        response_200 = LogPage.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LogPage | Problem]:
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
    page: int | Unset = 1,
    page_size: int | Unset = 100,
    after: int | Unset = UNSET,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
) -> Response[LogPage | Problem]:
    """The log, oldest first, a page at a time.

     Each entry is one step or correction: who took it, its params, the dice it rolled, its
    outcome and what it changed.

    With `after` it is the live updates' long-poll, for a client that cannot hold a
    stream open (GET .../events): the entries after that index, as the stream sends
    them, answered as soon as there is one, or a sealed part arrives, or the encounter
    is revealed, or empty after `wait` seconds (at most 25). Ask again with `after` the
    last index received and `version` the answer's: no entry is skipped or repeated.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 100.
        after (int | Unset):
        wait (int | Unset):  Default: 0.
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogPage | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        page=page,
        page_size=page_size,
        after=after,
        wait=wait,
        version=version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
    after: int | Unset = UNSET,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
) -> LogPage | Problem | None:
    """The log, oldest first, a page at a time.

     Each entry is one step or correction: who took it, its params, the dice it rolled, its
    outcome and what it changed.

    With `after` it is the live updates' long-poll, for a client that cannot hold a
    stream open (GET .../events): the entries after that index, as the stream sends
    them, answered as soon as there is one, or a sealed part arrives, or the encounter
    is revealed, or empty after `wait` seconds (at most 25). Ask again with `after` the
    last index received and `version` the answer's: no entry is skipped or repeated.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 100.
        after (int | Unset):
        wait (int | Unset):  Default: 0.
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogPage | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        page=page,
        page_size=page_size,
        after=after,
        wait=wait,
        version=version,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
    after: int | Unset = UNSET,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
) -> Response[LogPage | Problem]:
    """The log, oldest first, a page at a time.

     Each entry is one step or correction: who took it, its params, the dice it rolled, its
    outcome and what it changed.

    With `after` it is the live updates' long-poll, for a client that cannot hold a
    stream open (GET .../events): the entries after that index, as the stream sends
    them, answered as soon as there is one, or a sealed part arrives, or the encounter
    is revealed, or empty after `wait` seconds (at most 25). Ask again with `after` the
    last index received and `version` the answer's: no entry is skipped or repeated.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 100.
        after (int | Unset):
        wait (int | Unset):  Default: 0.
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogPage | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        page=page,
        page_size=page_size,
        after=after,
        wait=wait,
        version=version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
    after: int | Unset = UNSET,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
) -> LogPage | Problem | None:
    """The log, oldest first, a page at a time.

     Each entry is one step or correction: who took it, its params, the dice it rolled, its
    outcome and what it changed.

    With `after` it is the live updates' long-poll, for a client that cannot hold a
    stream open (GET .../events): the entries after that index, as the stream sends
    them, answered as soon as there is one, or a sealed part arrives, or the encounter
    is revealed, or empty after `wait` seconds (at most 25). Ask again with `after` the
    last index received and `version` the answer's: no entry is skipped or repeated.

    Who may call it: anyone with the encounter id; no token is needed, and hidden parts
    stay hidden until the reveal (an API key is needed where keys are on, as everywhere).

    Args:
        encounter_id (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 100.
        after (int | Unset):
        wait (int | Unset):  Default: 0.
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogPage | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            page=page,
            page_size=page_size,
            after=after,
            wait=wait,
            version=version,
        )
    ).parsed
