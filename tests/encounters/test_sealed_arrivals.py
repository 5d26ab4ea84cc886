"""What a reader of the encounter sees of sealed parts: an arrival is a change (its version
and ETag move on, who is in is said, never what), and after the reveal nothing reads
`"sealed"` any more (docs/encounters.md, Sealed parts)."""

from __future__ import annotations

from tests.support.urban_war import UrbanWar, model

ROSTER = [model("r1", "red"), model("r2", "red"), model("b1", "blue")]
RED = {"r1": "overwatch", "r2": "overwatch"}  # snap_fire is the default order: in the config
BLUE = {"b1": "snap_fire"}


def test_a_sealed_part_changes_the_version_so_a_conditional_read_sees_it(client):
    table = UrbanWar(client, models=ROSTER)
    before = client.get(table.url())
    etag = before.headers["ETag"]
    assert client.get(table.url(), headers={"If-None-Match": etag}).status_code == 304
    answer = table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    after = client.get(table.url(), headers={"If-None-Match": etag})
    assert after.status_code == 200
    assert after.headers["ETag"] != etag
    assert after.headers["ETag"] == answer.headers["ETag"]
    doc = after.get_json()
    assert doc["version"] == before.get_json()["version"] + 1 == answer.get_json()["version"]
    # Who is in is said; what red gave is not.
    assert "overwatch" not in after.get_data(as_text=True)
    again = client.get(table.url(), headers={"If-None-Match": after.headers["ETag"]})
    assert again.status_code == 304
    # A step sent with the version read before red's part is refused: the encounter changed.
    stale = table.step(
        "orders", {"orders": BLUE}, table.sides["blue"], expect=412, **{"If-Match": etag}
    )
    assert stale.headers["ETag"] == after.headers["ETag"]
    table.step(
        "orders", {"orders": BLUE}, table.sides["blue"], **{"If-Match": after.headers["ETag"]}
    )
    assert table.get()["version"] == doc["version"] + 1


def test_orders_submitted_by_says_which_sides_are_in_never_what(client):
    table = UrbanWar(client, models=ROSTER)
    state = table.state
    assert state["orders_submitted_by"] == []
    assert state["orders_submitted"] == {"red": False, "blue": False}
    table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    state = table.state
    assert state["orders_submitted_by"] == ["red"]
    # Resolved only when every side's orders are in; nothing of red's is shown.
    assert state["orders_submitted"] == {"red": False, "blue": False}
    assert {m["order"] for m in state["models"].values()} == {None}
    assert state["hidden"] == {"orders": "sealed"}
    table.step("orders", {"orders": BLUE}, table.sides["blue"])
    state = table.state
    assert state["orders_submitted_by"] == ["red", "blue"]
    assert state["orders_submitted"] == {"red": True, "blue": True}
    # The resolving step logs the change from who was in to everyone.
    (entry,) = table.log()
    assert {"path": "orders_submitted_by", "from": ["red"], "to": ["red", "blue"]} in entry[
        "changes"
    ]
    # The part's arrival is no step: nothing else is logged, and verify holds.
    table.reveal()
    assert table.verify()["ok"] is True


def test_after_the_reveal_face_down_orders_read_their_value(client):
    table = UrbanWar(client, models=ROSTER)
    table.step("orders", {"orders": RED}, table.sides["red"], expect=202)
    table.step("orders", {"orders": BLUE}, table.sides["blue"])
    models = table.state["models"]
    assert {mid: m["order"] for mid, m in models.items()} == {
        "r1": "sealed",
        "r2": "sealed",
        "b1": "sealed",
    }
    table.reveal()
    state = table.get()["state"]
    assert {mid: m["order"] for mid, m in state["models"].items()} == {**RED, **BLUE}
    # Still face down in the game when it ended: only the reveal shows them.
    assert {m["order_revealed"] for m in state["models"].values()} == {False}
    assert state["hidden"]["orders"] == {**RED, **BLUE}
    assert table.export()["encounter"]["state"] == state
    assert table.verify()["ok"] is True
