"""An encounter on a live server, over real HTTP: a client that answers like Flask's test
client (so the encounter drivers of tests/support run against gunicorn unchanged), the
short create/step/log calls of the live-update tests, and a subscriber in a thread."""

from __future__ import annotations

import threading

import httpx
import requests
from httpx_sse import connect_sse

from tests.support.urban_war import roster


class LiveAnswer:
    """A requests response read as a Flask test client's: status_code, data, get_json()."""

    def __init__(self, response: requests.Response):
        self.response = response
        self.status_code = response.status_code
        self.data = response.content

    def get_json(self):
        return self.response.json()


class LiveClient:
    """The post and get of a Flask test client, sent to a live server with requests."""

    def __init__(self, url: str, timeout: float = 10):
        self.url, self.timeout = url, timeout

    def post(self, path: str, json=None, headers=None) -> LiveAnswer:
        return LiveAnswer(
            requests.post(self.url + path, json=json, headers=headers, timeout=self.timeout)
        )

    def get(self, path: str, headers=None) -> LiveAnswer:
        return LiveAnswer(requests.get(self.url + path, headers=headers, timeout=self.timeout))


def create(url: str) -> tuple[str, dict]:
    r = requests.post(
        f"{url}/v1/encounters", json={"system": "urban-war", "models": roster(2)}, timeout=10
    )
    assert r.status_code == 201, r.text
    body = r.json()
    return body["encounter"]["id"], {"Authorization": f"Bearer {body['gm_token']}"}


def step(url: str, eid: str, headers: dict) -> int:
    r = requests.post(
        f"{url}/v1/encounters/{eid}/urban-war/command-test",
        json={"model": "r1"},
        headers=headers,
        timeout=30,
    )
    assert r.status_code == 200, r.text
    return r.json()["index"]


def log(url: str, eid: str) -> list[dict]:
    return requests.get(f"{url}/v1/encounters/{eid}/log?page_size=1000", timeout=10).json()[
        "entries"
    ]


class Follower:
    """A subscriber in a thread: every event until the stream ends (or `count` entries)."""

    def __init__(self, url: str, eid: str, last_id: int | None = None, count: int | None = None):
        self.events: list = []
        self.ended = False
        self.error: BaseException | None = None
        headers = {} if last_id is None else {"Last-Event-ID": str(last_id)}
        self.connected = threading.Event()

        def run():
            try:
                with httpx.Client(timeout=httpx.Timeout(30, read=60)) as client:
                    with connect_sse(
                        client, "GET", f"{url}/v1/encounters/{eid}/events", headers=headers
                    ) as source:
                        source.response.raise_for_status()
                        self.connected.set()
                        for event in source.iter_sse():
                            if not event.data:
                                continue  # httpx-sse hands out the `retry:` line alone too
                            self.events.append(event)
                            if count is not None and len(self.entries()) >= count:
                                return
                self.ended = True
            except BaseException as error:  # noqa: BLE001 - the test reads it
                self.error = error
            finally:
                self.connected.set()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        assert self.connected.wait(30)

    def entries(self) -> list:
        # An event without an `id:` line reports the last id seen (the SSE rules): the
        # entries are the events that are neither `sealed` nor `revealed`.
        return [e for e in self.events if e.event not in ("sealed", "revealed")]

    def join(self, timeout: float = 60) -> Follower:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the stream did not end"
        assert self.error is None, repr(self.error)
        return self
