"""Fair play on encounters (issue 12, DESIGN.md "Fairness and who may do what") and the
edges of issue 14 that belong to encounters, on real Redis through the app.

Each test names the finding it closes. The races and faults of the same findings run
through gunicorn in tests/e2e/test_encounter_fair_play_live.py.
"""

import pytest

from referee.app import create_app
from referee.config import Settings
from tests.support.problems import assert_problem
from tests.support.umbra_turris import fighter
from tests.support.urban_war import UrbanWar, model, roster
from tests.support.walka import ala, bor

CREATE_KEY = "create-key-0123456789abcdef"


def orders_of(side):
    return {f"{side[0]}{i}": "overwatch" if i == 1 else "snap_fire" for i in (1, 2, 3)}


# -- finding 1 and 6: a sealed part belongs to one round and stands once given


def test_a_second_part_for_the_same_round_is_409_whoever_sends_it(client):
    table = UrbanWar(client)
    table.step("orders", {"orders": orders_of("red")}, table.sides["red"], expect=202)
    again = table.step("orders", {"orders": {"r1": "snap_fire"}}, table.sides["red"], expect=None)
    assert assert_problem(again, 409, "already given")["code"] == "part_already_given"
    # Finding 6: the game master cannot replace red's sealed orders either.
    by_gm = table.step(
        "orders", {"side": "red", "orders": {"r1": "snap_fire"}}, table.gm, expect=None
    )
    assert_problem(by_gm, 409, "already given")
    table.step("orders", {"orders": orders_of("blue")}, table.sides["blue"])
    table.reveal()
    entry = table.log()[0]
    assert entry["hidden"]["parts"]["red"]["orders"] == orders_of("red")
    assert entry["given_by"] == {"red": "side:red", "blue": "side:blue"}
    assert table.verify()["ok"]


def test_a_part_the_gm_gave_is_in_the_log_and_the_side_is_told(client):
    table = UrbanWar(client)
    table.step("orders", {"side": "blue", "orders": orders_of("blue")}, table.gm, expect=202)
    mine = table.step("orders", {"orders": orders_of("blue")}, table.sides["blue"], expect=None)
    assert_problem(mine, 409, "already given by the game master")
    table.step("orders", {"orders": orders_of("red")}, table.sides["red"])
    entry = table.log()[0]
    assert entry["given_by"] == {"red": "side:red", "blue": "gm"}


def test_a_part_for_a_round_already_resolved_is_409_and_not_kept(client, redis_url):
    import redis

    table = UrbanWar(client)
    table.step("orders", {"orders": orders_of("red")}, table.sides["red"], expect=202)
    table.step("orders", {"orders": orders_of("blue")}, table.sides["blue"])
    late = table.step("orders", {"orders": orders_of("red")}, table.sides["red"], expect=None)
    assert_problem(late, 409)
    stored = redis.Redis.from_url(redis_url).hkeys(f"referee:{{{table.id}}}:sealed")
    assert stored == []


def test_a_retried_part_with_its_key_is_the_first_answer_not_a_duplicate(client):
    table = UrbanWar(client)
    key = {"Idempotency-Key": "red-orders-round-1"}
    first = table.step("orders", {"orders": orders_of("red")}, table.sides["red"], 202, **key)
    again = table.step("orders", {"orders": orders_of("red")}, table.sides["red"], 202, **key)
    assert again.get_json() == first.get_json()
    table.step("orders", {"orders": orders_of("blue")}, table.sides["blue"])
    # Even after the round resolved, the retry is answered as the first time, never stored.
    late = table.step("orders", {"orders": orders_of("red")}, table.sides["red"], 202, **key)
    assert late.get_json() == first.get_json()
    assert [e["step"] for e in table.log()] == ["orders"]


# -- finding 6: corrections never read or replace a sealed part


def test_the_reveal_publishes_a_sealed_part_that_never_resolved(client):
    """The reveal publishes every sealed part: red's orders, which blue never matched, too.
    Before it they stay sealed (the 202 and the document say only that red gave them)."""
    table = UrbanWar(client)
    table.step("orders", {"orders": orders_of("red")}, table.sides["red"], expect=202)
    before = table.get()
    assert "overwatch" not in str(before)
    assert before.get("unresolved_parts") is None
    revealed = table.reveal()
    expected = [
        {
            "step": "orders",
            "part": "red",
            "given_by": "side:red",
            "params": {"orders": orders_of("red")},
        }
    ]
    assert revealed["unresolved_parts"] == expected
    assert table.get()["unresolved_parts"] == expected
    again = client.get(f"/v1/encounters/{table.id}/export").get_json()
    assert again["encounter"]["unresolved_parts"] == expected


def test_a_reveal_with_every_part_resolved_publishes_no_unresolved_part(client):
    table = UrbanWar(client)
    table.step("orders", {"orders": orders_of("red")}, table.sides["red"], expect=202)
    table.step("orders", {"orders": orders_of("blue")}, table.sides["blue"])
    assert table.reveal()["unresolved_parts"] == []


def test_corrections_leave_sealed_orders_alone(client):
    table = UrbanWar(client)
    table.orders("overwatch")
    auth = table.auth(table.gm)
    r = client.put(
        f"/v1/encounters/{table.id}/urban-war/models/r2",
        json=model("r2", "red", wounds_max=3, wounds=2),
        headers=auth,
    )
    assert r.status_code == 200, r.data
    r = client.delete(f"/v1/encounters/{table.id}/urban-war/models/b2", headers=auth)
    assert r.status_code == 200, r.data
    for entry in table.log()[1:]:
        assert all(not c["path"].startswith("hidden") for c in entry["changes"]), entry
        assert "overwatch" not in str(entry["changes"])
    table.reveal()
    hidden = table.get()["state"]["hidden"]["orders"]
    # The face-down orders are the players' own; the removed model's went with it.
    assert hidden == {"r1": "overwatch", "r2": "overwatch", "r3": "overwatch"} | {
        "b1": "overwatch",
        "b3": "overwatch",
    }


# -- finding 7: verify and export list every correction


def test_verify_and_export_list_every_correction(client):
    table = UrbanWar(client)
    auth = table.auth(table.gm)
    table.orders()  # 0
    table.step("initiative", {})  # 1
    r = client.put(
        f"/v1/encounters/{table.id}/urban-war/models/r2",
        json=model("r2", "red", wounds_max=3, wounds=2),
        headers=auth,
    )  # 2
    assert r.status_code == 200
    table.step("command-test", {"model": "r1"})  # 3
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/models", json=model("b9", "blue"), headers=auth
    )  # 4
    assert r.status_code == 200
    table.reveal()
    verified = table.verify()
    assert verified["ok"] and verified["steps_recomputed"] == 2 and verified["entries"] == 5
    listed = verified["corrections"]
    assert [(c["index"], c["step"]) for c in listed] == [(2, "gm.edit_model"), (4, "gm.add_model")]
    edit = {c["path"]: (c["from"], c["to"]) for c in listed[0]["changes"]}
    assert edit["models.r2.wounds_max"] == (1, 3) and edit["models.r2.wounds"] == (1, 2)
    # The added model is in the entry whole, so the log replays from its changes alone.
    (added,) = listed[1]["changes"]
    assert (added["path"], added["from"]) == ("models.b9", None)
    assert added["to"]["id"] == "b9" and added["to"]["side"] == "blue"
    assert table.export()["corrections"] == listed


# -- findings 3 and 4: idempotency records belong to their caller


def keyed_app(redis_url, **extra):
    settings = Settings(
        redis_url=redis_url,
        redis_embedded=False,
        redis_timeout_s=2.0,
        max_body_bytes=64 * 1024,
        **extra,
    )
    return create_app(settings).test_client()


def test_replaying_a_create_with_another_api_key_is_a_new_encounter(redis_url):
    client = keyed_app(redis_url, api_keys="key-of-alice-1234,key-of-mallory-99")
    body = {"system": "urban-war", "models": roster(1)}
    alice = {"X-API-Key": "key-of-alice-1234", "Idempotency-Key": CREATE_KEY}
    first = client.post("/v1/encounters", json=body, headers=alice)
    assert first.status_code == 201, first.data
    again = client.post("/v1/encounters", json=body, headers=alice)
    assert again.status_code == 201 and again.get_json() == first.get_json()
    mallory = {**alice, "X-API-Key": "key-of-mallory-99"}
    other = client.post("/v1/encounters", json=body, headers=mallory)
    assert other.status_code == 201, other.data
    stolen = set(first.get_json()["side_tokens"].values()) | {first.get_json()["gm_token"]}
    assert other.get_json()["encounter"]["id"] != first.get_json()["encounter"]["id"]
    assert stolen.isdisjoint(other.get_json()["side_tokens"].values())
    assert other.get_json()["gm_token"] not in stolen


def test_a_create_key_is_a_secret_of_at_least_16_characters(client):
    body = {"system": "urban-war", "models": roster(1)}
    short = client.post("/v1/encounters", json=body, headers={"Idempotency-Key": "abc123"})
    detail = assert_problem(short, 422, "16")["detail"]
    assert "secret" in detail
    r = client.post("/v1/encounters", json=body, headers={"Idempotency-Key": CREATE_KEY + "x"})
    assert r.status_code == 201
    again = client.post("/v1/encounters", json=body, headers={"Idempotency-Key": CREATE_KEY + "x"})
    assert again.get_json() == r.get_json()
    spec = client.get("/openapi.json").get_json()
    header = next(
        p
        for p in spec["paths"]["/v1/encounters"]["post"]["parameters"]
        if p["name"] == "Idempotency-Key"
    )
    assert header["schema"]["minLength"] == 16 and "secret" in header["description"]


def test_sealed_orders_cannot_be_guessed_through_another_callers_replay(client):
    table = UrbanWar(client)
    key = {"Idempotency-Key": "red-secret-orders"}
    right, wrong = orders_of("red"), {"r1": "snap_fire", "r2": "snap_fire", "r3": "snap_fire"}
    table.step("orders", {"orders": right}, table.sides["red"], 202, **key)
    # A bogus bearer is refused before any replay is looked at: both guesses look alike.
    for guess in (right, wrong):
        assert_problem(table.step("orders", {"orders": guess}, "bogus", expect=None, **key), 401)
    # Blue's token with red's key is blue's own request: the key replays nothing for it.
    answers = [
        table.step("orders", {"side": "red", "orders": g}, table.sides["blue"], None, **key)
        for g in (right, wrong)
    ]
    assert [a.status_code for a in answers] == [422, 422]
    # Alike but for `instance`, which names each request (its X-Request-ID).
    bodies = [{k: v for k, v in a.get_json().items() if k != "instance"} for a in answers]
    assert bodies[0] == bodies[1]
    assert bodies[0]["code"] == "wrong_side"
    # The GM's token with red's key is not a replay either: it is a new part, refused as such.
    assert_problem(table.step("orders", {"side": "red", "orders": right}, None, None, **key), 409)


# -- finding 10: out-of-range paging is a 422 or an empty page, never a store fault


def test_out_of_range_log_pages(client):
    table = UrbanWar(client)
    table.orders()
    for page in (10**20, 10**6 + 1, 0, -1):
        assert_problem(client.get(f"/v1/encounters/{table.id}/log?page={page}"), 422, field="page")
    r = client.get(f"/v1/encounters/{table.id}/log?page_size=10**20")
    assert r.status_code == 422
    past = client.get(f"/v1/encounters/{table.id}/log?page=1000000&page_size=1000")
    assert past.status_code == 200 and past.get_json()["entries"] == []
    assert past.get_json()["total"] == 1


# -- issue 14 point 6: one pattern for model ids, at creation and on add


@pytest.mark.parametrize("bad", ["r/1", "r.1", "r 1", "r1\n", "", "x" * 65, "ré"])
def test_model_ids_follow_one_pattern(client, bad):
    r = client.post(
        "/v1/encounters",
        json={"system": "urban-war", "models": [model(bad, "red"), model("b1", "blue")]},
    )
    assert r.status_code == 422, r.data
    assert "letters" in r.get_json()["errors"]["models.0.id"][0], r.get_json()
    table = UrbanWar(client)
    r = client.post(
        f"/v1/encounters/{table.id}/urban-war/models",
        json=model(bad, "red"),
        headers=table.auth(table.gm),
    )
    assert r.status_code == 422 and "id" in r.get_json()["errors"], r.data


def test_a_valid_id_can_always_be_corrected_in_every_system(client):
    table = UrbanWar(client, models=[model("Red_1-a", "red"), model("b1", "blue")])
    r = client.put(
        f"/v1/encounters/{table.id}/urban-war/models/Red_1-a",
        json=model("Red_1-a", "red", wounds_max=2),
        headers=table.auth(table.gm),
    )
    assert r.status_code == 200, r.data
    spec = client.get("/openapi.json").get_json()["components"]["schemas"]
    rosters = [
        name
        for name, schema in spec.items()
        if schema.get("properties", {}).get("id", {}).get("description", "").startswith("Unique id")
    ]
    assert len(rosters) >= 3, rosters
    for name in rosters:
        assert spec[name]["properties"]["id"]["pattern"] == "^[A-Za-z0-9_-]{1,64}$", name


@pytest.mark.parametrize(
    "system, models",
    [
        ("umbra-turris", [fighter("a/1", "red"), fighter("b1", "blue")]),
        ("walka", [ala(id="Ala/1"), bor()]),
    ],
)
def test_other_systems_refuse_a_slash_in_an_id(client, system, models):
    r = client.post("/v1/encounters", json={"system": system, "models": models})
    assert r.status_code == 422, r.data
    assert "letters" in str(r.get_json()["errors"]), r.get_json()


# -- issue 14 point 10: conditional requests as RFC 9110 says


def test_if_match_and_if_none_match_follow_rfc_9110(client):
    table = UrbanWar(client)
    etag = client.get(f"/v1/encounters/{table.id}").headers["ETag"]
    assert etag == '"1"'
    for held, status in (
        ('W/"1"', 304),
        ("*", 304),
        ('"0", "1"', 304),
        ('"0", W/"1"', 304),
        ('"2"', 200),
        ('W/"2"', 200),
    ):
        r = client.get(f"/v1/encounters/{table.id}", headers={"If-None-Match": held})
        assert r.status_code == status, (held, r.status_code)
        assert r.headers["ETag"] == etag
    red = table.sides["red"]
    # Strong comparison for If-Match: a weak tag never matches, a list matches any member.
    assert_problem(table.step("orders", {"orders": {}}, red, None, **{"If-Match": 'W/"1"'}), 412)
    assert_problem(table.step("orders", {"orders": {}}, red, None, **{"If-Match": '"2", "3"'}), 412)
    table.step("orders", {"orders": {}}, red, 202, **{"If-Match": '"0", "1"'})
    table.step("orders", {"orders": {}}, table.sides["blue"], 200, **{"If-Match": "*"})
    assert table.get()["version"] == 3  # red's sealed part is a change too
