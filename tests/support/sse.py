"""Reading text/event-stream in the tests: httpx-sse over real HTTP, and a small reader
for the Flask test client's streamed body (the same framing rules, WHATWG HTML §9.2.6)."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass


@dataclass
class Event:
    event: str
    data: dict | None
    id: int | None


def parse(text: str) -> tuple[list[Event], int, dict]:
    """The events of a stream's text, the number of heartbeat comments, and other fields."""
    events, heartbeats, fields = [], 0, {}
    for block in text.split("\n\n"):
        if not block.strip():
            continue
        name, data, event_id = "message", None, None
        for line in block.split("\n"):
            if line.startswith(":"):
                heartbeats += line == ": heartbeat"
                continue
            key, _, value = line.partition(": ")
            if key == "event":
                name = value
            elif key == "data":
                data = json.loads(value)
            elif key == "id":
                event_id = int(value)
            else:
                fields[key] = value
        if data is not None:
            events.append(Event(name, data, event_id))
    return events, heartbeats, fields


class Listener:
    """One subscriber through the Flask test client, reading in a thread until the stream
    ends (a test reveals its encounter, which ends every stream of it)."""

    def __init__(self, client, path: str, headers: dict | None = None):
        self.response = client.get(path, headers=headers or {}, buffered=False)
        self.status = self.response.status_code
        self.chunks: list[bytes] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        for chunk in self.response.response:
            self.chunks.append(chunk)

    @property
    def text(self) -> str:
        return b"".join(self.chunks).decode()

    def events(self) -> list[Event]:
        return parse(self.text)[0]

    def wait_ended(self, timeout: float = 10) -> list[Event]:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), f"the stream did not end: {self.text[-500:]}"
        return self.events()


def as_logged(data: dict) -> dict:
    """A live entry event's data as the log holds the entry: the event adds `head_hash`."""
    return {k: v for k, v in data.items() if k != "head_hash"}
