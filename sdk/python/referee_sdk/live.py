"""An encounter's live updates (GET /v1/encounters/{id}/events, Server-Sent Events) as an
iterator that resumes by itself:

    for event in events(client, encounter_id, token):
        if event.event == "sealed":
            print("waiting for", event.data["waiting_for"])
        elif event.index is not None:          # a log entry: a step or a correction
            print(event.index, event.event, event.data["outcome"])

Each log entry comes once, in log order, with its index; `sealed` says who gave a sealed
part (or a side seed) and who is still awaited; `proposal` says that a proposal opened
(`data["status"] == "open"`, `data["proposal"]` as the step's 202 answered it) or closed
(`withdrawn`, `rejected`, `accepted`; `data["index"]` the entry that closed it);
`revealed` (the reveal's answer) is the last event: the iterator ends after it, as it
does after `expired` (the encounter expired while the stream was open: connecting again
would only get its 404). When the connection drops or the server ends the
stream (a restart, a Redis failover), the iterator waits the delay the server named and
connects again with `Last-Event-ID`: the next entry is the one after the last it gave
you, never a repeat and never a gap. Network errors and 502/503/504 answers are retried
with `retry`'s backoff; other error answers raise their `RefereeProblem`.

The events are read with httpx-sse on the client's own httpx client (its base URL, its
headers, an `AuthenticatedClient`'s token), with a read timeout long enough for the
server's heartbeats.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
from httpx_sse import connect_sse

from referee_client.client import AuthenticatedClient, Client

from .calls import Retry, _retried, _retryable
from .errors import RefereeProblem

# Events that are not log entries (they carry no index of their own).
NOTICES = frozenset({"sealed", "proposal", "revealed", "expired"})
# Events after which nothing follows: the iterator ends, it does not connect again.
LAST = frozenset({"revealed", "expired"})
# The server sends a heartbeat every 15 s: a minute of silence means the connection is dead.
READ_TIMEOUT_S = 60.0
# Reconnect after this long when the server named no delay (`retry:`), in seconds.
DEFAULT_RECONNECT_S = 1.0
# Retries of a connection that fails (no stream at all); a stream that ended is always
# resumed.
LIVE_RETRY = Retry(attempts=8, backoff=0.5, max_backoff=10.0, max_wait=30.0)


@dataclass(frozen=True)
class LiveEvent:
    """One event: `event` is a step's name (`shooting`, ...), `corrected` for a game-master
    correction, `sealed`, `proposal`, `revealed` or `expired`; `index` is the log index of
    an entry (None for the others); `data` is the event's JSON: the log entry as GET
    .../log shows it, {step, submitted, waiting_for} for `sealed`, {status, proposal,
    index} for `proposal`, the reveal's answer for `revealed`, {encounter_id, detail} for
    `expired`."""

    @property
    def is_entry(self) -> bool:
        """A log entry (a step, a correction, a rejection, a dispute or a ruling)."""
        return self.index is not None

    event: str
    index: int | None
    data: dict[str, Any]


def events(
    client: Client | AuthenticatedClient,
    encounter_id: str,
    token: str | None = None,
    *,
    after: int = -1,
    retry: Retry = LIVE_RETRY,
) -> Iterator[LiveEvent]:
    """Every event of the encounter after log index `after` (-1: from its first entry),
    until the reveal (or the encounter's expiry). `token` (a side's or the game master's)
    is sent as the bearer token; reading needs none, so it may be left out."""
    http = client.get_httpx_client()
    path = f"/v1/encounters/{encounter_id}/events"
    last = after
    failures = 0
    retried = _retried()
    reconnect_s = DEFAULT_RECONNECT_S
    while True:
        headers = {"Accept": "text/event-stream", "Cache-Control": "no-cache"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if last >= 0:
            headers["Last-Event-ID"] = str(last)
        try:
            with connect_sse(
                http,
                "GET",
                path,
                headers=headers,
                timeout=httpx.Timeout(10.0, read=READ_TIMEOUT_S),
            ) as source:
                response = source.response
                if response.status_code >= 400:
                    response.read()
                    raise RefereeProblem.from_response(
                        response.status_code, response.content, dict(response.headers)
                    )
                failures = 0
                for sse in source.iter_sse():
                    if sse.retry is not None:
                        reconnect_s = sse.retry / 1000
                    if not sse.data:
                        continue  # a `retry:` line on its own
                    index = int(sse.id) if sse.event not in NOTICES else None
                    event = LiveEvent(sse.event, index, json.loads(sse.data))
                    if event.index is not None:
                        last = event.index
                    yield event
                    if event.event in LAST:
                        return
        except retried as error:
            if failures + 1 >= retry.attempts or not _retryable(error):
                raise
            retry_after = error.retry_after if isinstance(error, RefereeProblem) else None
            time.sleep(retry.delay(failures, retry_after))
            failures += 1
            continue
        # The server ended the stream before the reveal: resume from the last entry.
        time.sleep(reconnect_s)
