from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.live_event import LiveEvent
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/encounters/{encounter_id}/events".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LiveEvent | Problem:
    if response.status_code == 200:
        response_200 = LiveEvent.from_dict(response.text)

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LiveEvent | Problem]:
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
    last_event_id: str | Unset = UNSET,
) -> Response[LiveEvent | Problem]:
    """Live updates: every step as it happens, as Server-Sent Events.

     Live updates of the encounter as Server-Sent Events (text/event-stream).

    One event per log entry, in log order: `id:` is its log index, `event:` its step name
    (`corrected` for a game-master correction), `data:` the entry exactly as GET .../log shows
    it (sealed parts stay sealed). `event: sealed` when a sealed part or a side seed arrives
    (who gave one, who is still awaited, never what they gave); `event: proposal` when a
    proposal opens, is withdrawn, rejected or accepted (a notice without `id:`: it takes no log
    index); `event: revealed` at the reveal, after which the stream ends. A comment line
    (`: heartbeat`) comes when nothing happened for 15 seconds.

    Resume with `Last-Event-ID: <last id received>` (an EventSource sends it by itself when it
    reconnects) or `?after=<index>`: the stream goes on from the next entry, with no gap and no
    repeat, on whichever server answers. The stream may end at any time (a restart, a Redis
    failover): connect again after the `retry:` delay it named, with your last id. On
    connecting, a `sealed` event describes each sealed step that already has some of its parts,
    and a `proposal` event the proposal open, if one is.

    Limits: a client (its API key, else its address) holds at most 32 open streams and an
    encounter has at most 200, over every server (429 `too_many_streams` with Retry-After); a
    server that holds all the streams it takes answers 503 `streams_busy`. An encounter that
    expires while the stream is open ends it with `event: expired`.

    Who may call it: anyone with the encounter id, as for reading it; every reader sees the
    same events, and a token, if sent, changes nothing.

    Args:
        encounter_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveEvent | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> LiveEvent | Problem | None:
    """Live updates: every step as it happens, as Server-Sent Events.

     Live updates of the encounter as Server-Sent Events (text/event-stream).

    One event per log entry, in log order: `id:` is its log index, `event:` its step name
    (`corrected` for a game-master correction), `data:` the entry exactly as GET .../log shows
    it (sealed parts stay sealed). `event: sealed` when a sealed part or a side seed arrives
    (who gave one, who is still awaited, never what they gave); `event: proposal` when a
    proposal opens, is withdrawn, rejected or accepted (a notice without `id:`: it takes no log
    index); `event: revealed` at the reveal, after which the stream ends. A comment line
    (`: heartbeat`) comes when nothing happened for 15 seconds.

    Resume with `Last-Event-ID: <last id received>` (an EventSource sends it by itself when it
    reconnects) or `?after=<index>`: the stream goes on from the next entry, with no gap and no
    repeat, on whichever server answers. The stream may end at any time (a restart, a Redis
    failover): connect again after the `retry:` delay it named, with your last id. On
    connecting, a `sealed` event describes each sealed step that already has some of its parts,
    and a `proposal` event the proposal open, if one is.

    Limits: a client (its API key, else its address) holds at most 32 open streams and an
    encounter has at most 200, over every server (429 `too_many_streams` with Retry-After); a
    server that holds all the streams it takes answers 503 `streams_busy`. An encounter that
    expires while the stream is open ends it with `event: expired`.

    Who may call it: anyone with the encounter id, as for reading it; every reader sees the
    same events, and a token, if sent, changes nothing.

    Args:
        encounter_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveEvent | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> Response[LiveEvent | Problem]:
    """Live updates: every step as it happens, as Server-Sent Events.

     Live updates of the encounter as Server-Sent Events (text/event-stream).

    One event per log entry, in log order: `id:` is its log index, `event:` its step name
    (`corrected` for a game-master correction), `data:` the entry exactly as GET .../log shows
    it (sealed parts stay sealed). `event: sealed` when a sealed part or a side seed arrives
    (who gave one, who is still awaited, never what they gave); `event: proposal` when a
    proposal opens, is withdrawn, rejected or accepted (a notice without `id:`: it takes no log
    index); `event: revealed` at the reveal, after which the stream ends. A comment line
    (`: heartbeat`) comes when nothing happened for 15 seconds.

    Resume with `Last-Event-ID: <last id received>` (an EventSource sends it by itself when it
    reconnects) or `?after=<index>`: the stream goes on from the next entry, with no gap and no
    repeat, on whichever server answers. The stream may end at any time (a restart, a Redis
    failover): connect again after the `retry:` delay it named, with your last id. On
    connecting, a `sealed` event describes each sealed step that already has some of its parts,
    and a `proposal` event the proposal open, if one is.

    Limits: a client (its API key, else its address) holds at most 32 open streams and an
    encounter has at most 200, over every server (429 `too_many_streams` with Retry-After); a
    server that holds all the streams it takes answers 503 `streams_busy`. An encounter that
    expires while the stream is open ends it with `event: expired`.

    Who may call it: anyone with the encounter id, as for reading it; every reader sees the
    same events, and a token, if sent, changes nothing.

    Args:
        encounter_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveEvent | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> LiveEvent | Problem | None:
    """Live updates: every step as it happens, as Server-Sent Events.

     Live updates of the encounter as Server-Sent Events (text/event-stream).

    One event per log entry, in log order: `id:` is its log index, `event:` its step name
    (`corrected` for a game-master correction), `data:` the entry exactly as GET .../log shows
    it (sealed parts stay sealed). `event: sealed` when a sealed part or a side seed arrives
    (who gave one, who is still awaited, never what they gave); `event: proposal` when a
    proposal opens, is withdrawn, rejected or accepted (a notice without `id:`: it takes no log
    index); `event: revealed` at the reveal, after which the stream ends. A comment line
    (`: heartbeat`) comes when nothing happened for 15 seconds.

    Resume with `Last-Event-ID: <last id received>` (an EventSource sends it by itself when it
    reconnects) or `?after=<index>`: the stream goes on from the next entry, with no gap and no
    repeat, on whichever server answers. The stream may end at any time (a restart, a Redis
    failover): connect again after the `retry:` delay it named, with your last id. On
    connecting, a `sealed` event describes each sealed step that already has some of its parts,
    and a `proposal` event the proposal open, if one is.

    Limits: a client (its API key, else its address) holds at most 32 open streams and an
    encounter has at most 200, over every server (429 `too_many_streams` with Retry-After); a
    server that holds all the streams it takes answers 503 `streams_busy`. An encounter that
    expires while the stream is open ends it with `event: expired`.

    Who may call it: anyone with the encounter id, as for reading it; every reader sees the
    same events, and a token, if sent, changes nothing.

    Args:
        encounter_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveEvent | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            last_event_id=last_event_id,
        )
    ).parsed
