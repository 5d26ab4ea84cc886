"""A proposal on the live updates (issue 29, docs/encounters.md "Claims and consent" and "Live
updates"): one that opens, is withdrawn, rejected or accepted is a `proposal` event on the
stream, a notice without an id that takes no log index, and the long-poll shows the open one.
"""

from __future__ import annotations

import dataclasses
import time

import pytest

from referee.app import create_app
from tests.support.sse import Listener
from tests.support.urban_war import UrbanWar, model

MOD = [{"reason": "a claimed edge", "value": 2}]


@pytest.fixture(scope="module")
def live_app(settings):
    return create_app(dataclasses.replace(settings, events_heartbeat_s=0.3))


@pytest.fixture
def live(live_app):
    return live_app.test_client()


def wait_for(listener: Listener, count: int, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while len(listener.events()) < count:
        assert time.monotonic() < deadline, listener.text[-800:]
        time.sleep(0.02)


def propose(table: UrbanWar) -> dict:
    body = {"model": "r1", "modifiers": MOD}
    r = table.step("command-test", body, table.sides["red"], expect=202)
    return r.get_json()["proposal"]


def answer(table: UrbanWar, proposal: dict, verb: str, token: str, body=None):
    url = f"/v1/encounters/{table.id}/proposals/{proposal['id']}/{verb}"
    r = table.client.post(url, json=body, headers=table.auth(token))
    assert r.status_code == 200, r.data
    return r.get_json()


def test_a_proposal_opening_and_closing_is_told_without_taking_a_log_index(live):
    table = UrbanWar(
        live, models=[model("r1", "red"), model("b1", "blue")], claims_policy="opponent_confirms"
    )
    red, blue = table.sides["red"], table.sides["blue"]
    listener = Listener(live, f"/v1/encounters/{table.id}/events")
    withdrawn = propose(table)
    answer(table, withdrawn, "withdraw", red)
    rejected = propose(table)
    answer(table, rejected, "reject", blue, {"reason": "no edge there"})
    accepted = propose(table)
    answer(table, accepted, "accept", blue)
    still_open = propose(table)
    wait_for(listener, 8)
    # A late subscriber learns of the proposal open now, with the log before it.
    late = Listener(live, f"/v1/encounters/{table.id}/events")
    wait_for(late, 3)
    answer(table, still_open, "withdraw", red)
    table.reveal()
    events = listener.wait_ended()
    told = [
        (e.event, e.id, e.data.get("status"), (e.data.get("proposal") or {}).get("id"))
        for e in events
    ]
    assert told == [
        ("proposal", None, "open", withdrawn["id"]),
        ("proposal", None, "withdrawn", withdrawn["id"]),
        ("proposal", None, "open", rejected["id"]),
        ("claims.rejected", 0, None, None),
        ("proposal", None, "rejected", rejected["id"]),
        ("proposal", None, "open", accepted["id"]),
        ("command_test", 1, None, None),
        ("proposal", None, "accepted", accepted["id"]),
        ("proposal", None, "open", still_open["id"]),
        ("proposal", None, "withdrawn", still_open["id"]),
        ("revealed", None, None, None),
    ]
    # The data: the proposal as its 202 answered it, and the entry that closed it.
    assert events[0].data["proposal"] == withdrawn
    assert events[4].data["index"] == 0 and events[7].data["index"] == 1
    assert events[1].data["index"] is None
    late_told = [(e.event, e.data.get("status")) for e in late.wait_ended()]
    assert late_told[:3] == [
        ("claims.rejected", None),
        ("command_test", None),
        ("proposal", "open"),
    ]
    assert late_told[3:] == [("proposal", "withdrawn"), ("revealed", None)]


def test_the_long_poll_shows_the_open_proposal_at_the_end_of_the_log(live):
    table = UrbanWar(
        live, models=[model("r1", "red"), model("b1", "blue")], claims_policy="opponent_confirms"
    )
    proposal = propose(table)
    r = live.get(f"/v1/encounters/{table.id}/log?after=-1")
    assert r.status_code == 200, r.data
    assert r.get_json()["proposal"] == proposal
    seen = r.get_json()["version"]
    answer(table, proposal, "withdraw", table.sides["red"])
    # The withdrawal changed the version: a waiting poll answers at once, with no proposal.
    started = time.monotonic()
    r = live.get(f"/v1/encounters/{table.id}/log?after=-1&wait=5&version={seen}")
    assert time.monotonic() - started < 2
    assert r.get_json()["proposal"] is None and r.get_json()["entries"] == []
