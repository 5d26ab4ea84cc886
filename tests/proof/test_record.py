"""The record is proof (issue 28 points 3-6; docs/encounters.md): the hash-chained log,
the signed commitment and record, export v2, POST /v1/verify and the JWK set."""

from __future__ import annotations

import dataclasses
import json

import pytest

from referee import chain, signing
from referee.app import create_app
from tests.support import forgery
from tests.support.urban_war import UrbanWar


@pytest.fixture(scope="module")
def revealed_export(app):
    """One fight played to its end on the suite's app, revealed and exported."""
    return forgery.revealed_fight(app.test_client())[0]


def verify(client, export) -> dict:
    r = client.post("/v1/verify", json=export)
    assert r.status_code == 200, r.data
    return r.get_json()


def test_the_log_is_chained_from_the_commitment_and_its_head_is_on_the_encounter(client):
    table = UrbanWar(client)
    assert table.get()["head_hash"] == table.created["encounter"]["seed_commitment"]
    table.orders()
    table.step("initiative", {})
    log, doc = table.log(), table.get()
    assert log[0]["prev_hash"] == doc["seed_commitment"]
    assert "hidden_hash" in log[0] and log[0]["hidden"] == {"parts": "sealed"}
    assert [e["prev_hash"] for e in log[1:]] == [chain.entry_hash(e) for e in log[:-1]]
    assert doc["head_hash"] == chain.entry_hash(log[-1])
    # The reveal shows the sealed parts; the entry's hash stays what watchers computed.
    revealed = table.reveal()
    after = table.log()
    assert after[0]["hidden"] != {"parts": "sealed"}
    assert chain.entry_hash(after[0]) == chain.entry_hash(log[0])
    assert revealed["head_hash"] == doc["head_hash"]


def test_an_export_of_the_service_verifies_in_full(client, revealed_export):
    assert revealed_export["format"] == "referee-encounter-v2"
    answer = verify(client, revealed_export)
    assert answer["ok"] and answer["signed"] and answer["chain_ok"], answer
    assert answer["first_failure"] is None and answer["steps_recomputed"] > 3
    assert answer["head_hash"] == revealed_export["encounter"]["head_hash"]
    stored = client.get(f"/v1/encounters/{revealed_export['encounter']['id']}/verify")
    assert stored.get_json() == answer


@pytest.mark.parametrize("forge", forgery.FORGERIES, ids=lambda f: f.__name__)
def test_a_forged_export_is_refused_at_its_first_failing_point(client, revealed_export, forge):
    forged, (check, index, field) = forge(revealed_export)
    answer = verify(client, forged)
    assert answer["ok"] is False
    failure = answer["first_failure"]
    assert failure["index"] == index, failure
    if check is not None:
        assert failure["check"] == check, failure
    if field is not None:
        assert failure["field"] == field, failure


def test_a_v1_export_still_verifies_but_is_not_signed(client, revealed_export):
    v1 = {**revealed_export, "format": "referee-encounter-v1"}
    answer = verify(client, v1)
    assert answer["ok"] and answer["chain_ok"] is None and answer["signatures"] is None
    assert answer["signed"] is False


def test_an_export_past_the_general_body_limit_verifies(client, revealed_export):
    big = dict(revealed_export)
    big["log"] = revealed_export["log"]
    padding = {"name": "x" * (70 * 1024)}  # the creation name is free text
    big["encounter"] = {**revealed_export["encounter"], **padding}
    r = client.post("/v1/verify", json=big)
    assert r.status_code == 200
    # The name is not signed, the chain does not cover it: only the record's fields count.
    assert r.get_json()["ok"] is True


def test_the_verify_limits_are_its_own(settings, revealed_export):
    small = create_app(dataclasses.replace(settings, verify_max_bytes=10_000, max_log_entries=5))
    client = small.test_client()
    r = client.post("/v1/verify", json=revealed_export)
    assert r.status_code == 413 and "9 KiB" in r.get_json()["detail"]
    short = create_app(dataclasses.replace(settings, max_log_entries=5)).test_client()
    r = short.post("/v1/verify", json=revealed_export)
    assert r.status_code == 413 and r.get_json()["code"] == "log_too_long"


@pytest.mark.parametrize(
    "body, words",
    [
        ([], "JSON object"),
        ({"format": "referee-encounter-v9"}, "verifies referee-encounter-v1 and"),
        ({"format": "referee-encounter-v2", "log": []}, "`encounter` object"),
    ],
)
def test_a_document_that_is_not_an_export_is_422(client, body, words):
    r = client.post("/v1/verify", json=body)
    assert r.status_code == 422 and r.get_json()["code"] == "not_an_export"
    assert words in r.get_json()["detail"]


def test_an_export_before_the_reveal_cannot_be_verified(client):
    table = UrbanWar(client)
    r = client.post("/v1/verify", json=table.export())
    assert r.status_code == 422 and r.get_json()["code"] == "not_revealed"


def pem_and_jwk():
    pem = signing.new_private_pem()
    return pem, signing.jwk(signing.load_private(pem).public_key())


def test_a_rotated_key_stays_listed_and_what_it_signed_still_verifies(settings):
    old_pem, old_jwk = pem_and_jwk()
    new_pem, new_jwk = pem_and_jwk()
    before = create_app(dataclasses.replace(settings, signing_key=old_pem.decode()))
    table = UrbanWar(before.test_client())
    table.orders()
    table.step("initiative", {})
    table.reveal()
    export = table.export()
    assert export["encounter"]["signatures"]["record"]["kid"] == old_jwk["kid"]

    rotated = create_app(
        dataclasses.replace(
            settings,
            signing_key=new_pem.decode(),
            retired_keys=json.dumps({"keys": [old_jwk]}),
        )
    ).test_client()
    keys = rotated.get("/.well-known/jwks.json").get_json()["keys"]
    assert [k["kid"] for k in keys] == [new_jwk["kid"], old_jwk["kid"]]
    assert all(k["kty"] == "OKP" and k["crv"] == "Ed25519" for k in keys)
    assert verify(rotated, export)["signed"] is True

    forgotten = create_app(dataclasses.replace(settings, signing_key=new_pem.decode()))
    answer = verify(forgotten.test_client(), export)
    assert answer["ok"] is False and answer["signed"] is False
    assert old_jwk["kid"] in answer["signatures"]["commitment"]["problem"]


def test_the_key_set_is_open_without_an_api_key(settings):
    keyed = create_app(dataclasses.replace(settings, api_keys="k" * 32)).test_client()
    assert keyed.get("/.well-known/jwks.json").status_code == 200
    assert keyed.post("/v1/verify", json={}).status_code == 401
