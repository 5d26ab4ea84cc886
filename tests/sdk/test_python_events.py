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
