"""referee_sdk.events (module referee_sdk.live) against gunicorn and real Redis: every event
of an encounter in order while steps are taken, through a connection that drops every few
entries (it resumes with Last-Event-ID, no repeat, no gap), and a side's subscription that
sees nothing sealed."""

from __future__ import annotations

import threading
import time

import pytest
import requests
from referee_client.api.encounters import create_encounter, reveal_encounter
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_command_test,
    encounter_urban_war_orders,
)
from referee_client.models import (
    UrbanWarCommandTestEncounterParams,
    UrbanWarEncounterCreate,
    UrbanWarOrdersParams,
    UrbanWarOrdersParamsOrders,
)
from referee_sdk import AuthenticatedClient, Client, LiveEvent, NotFound, call, encounter_step
from referee_sdk import events as live_events

from tests.support.sdk_urban_war import model
from tests.support.sse import as_logged

pytestmark = pytest.mark.e2e


def create(url: str):
    body = UrbanWarEncounterCreate(
        system="urban-war", models=[model("r1", "red"), model("b1", "blue")]
    )
    return call(create_encounter.sync_detailed, client=Client(base_url=url), body=body)


def follow(
    url: str, encounter_id: str, token: str | None
) -> tuple[list[LiveEvent], threading.Thread]:
    got: list[LiveEvent] = []

    def run() -> None:
        for event in live_events(Client(base_url=url), encounter_id, token):
            got.append(event)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return got, thread


def test_every_event_in_order_through_a_connection_that_keeps_dropping(live_server, cutting_proxy):
    created = create(live_server.url)
    eid = created.encounter.id
    gm = AuthenticatedClient(base_url=live_server.url, token=created.gm_token)
    red = created.side_tokens["red"]
    got, thread = follow(cutting_proxy.url, eid, red)
    cuts = cutting_proxy.cuts
    for side, order in (("red", "snap_fire"), ("blue", "overwatch")):
        client = AuthenticatedClient(base_url=live_server.url, token=created.side_tokens[side])
        orders = UrbanWarOrdersParamsOrders.from_dict({f"{side[0]}1": order})
        encounter_step(
            encounter_urban_war_orders.sync_detailed,
            eid,
            client=client,
            body=UrbanWarOrdersParams(orders=orders),
        )
    for _ in range(10):
        encounter_step(
            encounter_urban_war_command_test.sync_detailed,
            eid,
            client=gm,
            body=UrbanWarCommandTestEncounterParams(model="r1"),
        )
    # A subscriber that fell behind on a loaded machine would hear the entries after the
    # reveal, rightly revealed: the reveal waits until it has heard all eleven sealed.
    deadline = time.monotonic() + 60
    while sum(e.index is not None for e in got) < 11 and time.monotonic() < deadline:
        time.sleep(0.05)
    revealed = encounter_step(reveal_encounter.sync_detailed, eid, client=gm)
    thread.join(60)
    assert not thread.is_alive()
    log = requests.get(f"{live_server.url}/v1/encounters/{eid}/log", timeout=10).json()
    entries = [e for e in got if e.index is not None]
    assert [e.index for e in entries] == list(range(11))
    assert [e.event for e in entries] == ["orders"] + ["command_test"] * 10
    # As GET .../log showed them before the reveal: the orders still sealed.
    assert entries[0].data["params"] == {"parts": {"red": "sealed", "blue": "sealed"}}
    assert [as_logged(e.data) for e in entries[1:]] == log["entries"][1:]
    assert "snap_fire" not in repr([e.data for e in got[:-1]])
    assert got[-1].event == "revealed" and got[-1].data == revealed.to_dict()
    assert cutting_proxy.cuts - cuts >= 2  # the stream really was dropped, and resumed


def test_an_unknown_encounter_raises_not_found(live_server):
    with pytest.raises(NotFound):
        next(live_events(Client(base_url=live_server.url), "0" * 32))


def test_an_expired_encounter_ends_the_iterator_and_it_does_not_connect_again():
    """`event: expired` (the encounter expired while the stream was open) is the end, as
    `revealed` is: a reconnection would only get the 404. A tiny local server sends a
    proposal notice, an entry, then `expired`, and counts the connections."""
    import json
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    connections = []

    class Stream(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            connections.append(self.path)
            proposal = {"status": "open", "proposal": {"id": "p1"}, "index": None}
            frames = (
                "retry: 10\n\n"
                f"event: proposal\ndata: {json.dumps(proposal)}\n\n"
                'id: 0\nevent: initiative\ndata: {"index": 0}\n\n'
                'event: expired\ndata: {"encounter_id": "e", "detail": "gone"}\n\n'
            )
            payload = frames.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Stream)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        got = list(live_events(Client(base_url=url), "e"))
        time.sleep(0.1)  # a reconnection, if any, would come after `retry:` (10 ms)
    finally:
        server.shutdown()
        server.server_close()
    assert [(e.event, e.index, e.is_entry) for e in got] == [
        ("proposal", None, False),
        ("initiative", 0, True),
        ("expired", None, False),
    ]
    assert got[0].data["status"] == "open" and len(connections) == 1
