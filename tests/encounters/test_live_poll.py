"""Live updates by long-poll (GET /v1/encounters/{id}/log?after=N&wait=S), in one process on
the suite's real Redis: it tells what the stream tells, waits on the same notices, and
resumes after an index with no gap and no repeat (docs/encounters.md, Live updates). The
TypeScript SDK's subscribe over it, against live gunicorn: tests/sdk/test_typescript.py.
"""

from __future__ import annotations

import threading
import time

from tests.support.sse import Listener
from tests.support.urban_war import UrbanWar, model

ROSTER = [model("r1", "red"), model("r2", "red"), model("b1", "blue")]
RED = {"r1": "snap_fire", "r2": "overwatch"}
BLUE = {"b1": "overwatch"}


def poll(client, table: UrbanWar, after: int, wait: int = 0, **query) -> dict:
    extra = "".join(f"&{k}={v}" for k, v in query.items())
    r = client.get(table.url(f"/log?after={after}&wait={wait}{extra}"))
    assert r.status_code == 200, r.data
    assert r.headers["Cache-Control"] == "no-store"
    return r.get_json()


def in_background(call):
    """Run `call` in a thread; returns (thread, result list, start time)."""
    result: list = []
    thread = threading.Thread(target=lambda: result.append(call()), daemon=True)
    started = time.monotonic()
    thread.start()
    return thread, result, started


def edit(client, table: UrbanWar, wounds_max: int) -> None:
    r = client.put(
        table.url("/urban-war/models/r2"),
        json=model("r2", "red", wounds_max=wounds_max),
        headers=table.auth(table.gm),
    )
    assert r.status_code == 200, r.data


def test_the_same_as_the_stream_entries_sealed_and_the_reveal(client):
    table = UrbanWar(client, models=ROSTER)
    table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    first = poll(client, table, -1)
    assert first["entries"] == []
    assert first["sealed"] == [
        {
            "step": "orders",
            "submitted": ["red"],
            "waiting_for": ["blue"],
            "head_hash": table.created["encounter"]["seed_commitment"],
        }
    ]
    assert first["version"] == table.get()["version"]
    table.step("orders", {"orders": BLUE}, table.sides["blue"])
    table.step("initiative", {})
    edit(client, table, 2)
    table.reveal()
    # The stream of the same encounter, up to the reveal (read before the answer is).
    before = Listener(client, table.url("/events")).wait_ended()
    polled = poll(client, table, -1)
    assert polled["entries"] == [e.data for e in before if e.id is not None]
    assert polled["revealed"] == before[-1].data
    assert polled["sealed"] == [] and polled["total"] == 3


def test_sealed_parts_stay_sealed_before_the_reveal(client):
    table = UrbanWar(client, models=ROSTER)
    table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    table.step("orders", {"orders": BLUE}, table.sides["blue"])
    for token in (None, table.sides["red"], table.gm):
        r = client.get(table.url("/log?after=-1"), headers=table.auth(token))
        assert r.status_code == 200
        assert "snap_fire" not in r.get_data(as_text=True)
        assert "overwatch" not in r.get_data(as_text=True)
        entry = r.get_json()["entries"][0]
        assert entry["hidden"] == {"parts": "sealed"}
        assert "head_hash" in entry and "revealed" not in r.get_json()


def test_resume_after_an_index_with_no_gap_and_no_repeat_a_page_at_a_time(client):
    table = UrbanWar(client, models=ROSTER)
    for wounds in range(2, 9):
        edit(client, table, wounds)
    table.reveal()
    seen, after, answers = [], -1, 0
    while True:
        answer = poll(client, table, after, page_size=3)
        answers += 1
        seen += [e["index"] for e in answer["entries"]]
        if "revealed" in answer:
            break
        after = answer["entries"][-1]["index"]
        assert answers < 10
    assert seen == list(range(7)) and answers == 3
    whole = table.log()
    assert [{k: v for k, v in e.items() if k != "head_hash"} for e in answer["entries"]] == (
        whole[6:]
    )


def test_a_wait_answers_as_soon_as_an_entry_is_logged(client):
    table = UrbanWar(client, models=ROSTER)
    edit(client, table, 2)
    thread, result, started = in_background(lambda: poll(client, table, 0, wait=20))
    time.sleep(0.5)
    assert thread.is_alive()  # nothing after entry 0 yet: it waits
    edit(client, table, 3)
    thread.join(10)
    assert not thread.is_alive() and time.monotonic() - started < 10
    assert [e["index"] for e in result[0]["entries"]] == [1]


def test_a_wait_answers_when_a_sealed_part_arrives_and_version_says_it_was_seen(client):
    table = UrbanWar(client, models=ROSTER)
    version = table.get()["version"]
    thread, result, started = in_background(lambda: poll(client, table, -1, wait=20))
    time.sleep(0.5)
    assert thread.is_alive()
    table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    thread.join(10)
    assert not thread.is_alive()
    answer = result[0]
    assert answer["entries"] == [] and answer["version"] == version + 1
    assert [(s["submitted"], s["waiting_for"]) for s in answer["sealed"]] == [(["red"], ["blue"])]
    # Sent back, the version says that part was seen: the next ask waits again.
    started = time.monotonic()
    again = poll(client, table, -1, wait=1, version=answer["version"])
    assert time.monotonic() - started >= 0.9
    assert again["entries"] == [] and again["sealed"] == answer["sealed"]
    # An older version is news at once: a part arrived since that one.
    started = time.monotonic()
    poll(client, table, -1, wait=20, version=version)
    assert time.monotonic() - started < 5


def test_an_empty_answer_after_the_wait(client):
    table = UrbanWar(client, models=ROSTER)
    started = time.monotonic()
    answer = poll(client, table, -1, wait=1)
    assert time.monotonic() - started >= 0.9
    assert answer["entries"] == [] and answer["sealed"] == [] and "revealed" not in answer


def test_bad_queries_and_an_unknown_encounter_are_problems(client):
    table = UrbanWar(client, models=ROSTER)
    for query, field in (
        ("after=-1&wait=26", "wait"),
        ("after=-2", "after"),
        ("wait=5", "wait"),
        ("version=3", "version"),
    ):
        r = client.get(table.url(f"/log?{query}"))
        assert r.status_code in (400, 422), (query, r.data)
        assert r.mimetype == "application/problem+json"
        assert field in r.get_data(as_text=True), query
    r = client.get("/v1/encounters/0123456789abcdef0123456789abcdef/log?after=-1&wait=5")
    assert r.status_code == 404 and r.mimetype == "application/problem+json"
