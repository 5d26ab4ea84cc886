"""A side never sets a number on another side's model (issue 29, point 4; docs/encounters.md
"Claims and consent"), on real Redis.

A claim declared with owner `target` (the other model's panic test after a lost melee, the
defender's modifier) is made by the side of the model the step acts on, or by the game
master: the acting side's request that makes it is refused before any die, whatever the
policy; under a confirming policy the defending side adds it when accepting.
"""

from __future__ import annotations

from referee.encounters import claims as cl
from tests.support.encounters import Encounter
from tests.support.urban_war import model

THEIRS = [{"reason": "rattled", "value": -3}]


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def red_to_charge(client, policy: str) -> Encounter:
    """An Urban War encounter where red's r1 is active and may charge blue's b1."""
    roster = [
        model(i, side, calibre=1, wounds_max=2) for i, side in (("r1", "red"), ("b1", "blue"))
    ]
    for _ in range(30):
        t = Encounter(client, "urban-war", roster, claims_policy=policy)
        t.step("orders", {"orders": {"r1": "snap_fire"}}, t.sides["red"], expect=202)
        t.step("orders", {"orders": {"b1": "snap_fire"}}, t.sides["blue"])
        t.step("initiative", {}, t.gm)
        if t.get()["state"]["active_player"] == "red":
            t.step("activate", {"model": "r1"}, t.sides["red"])
            return t
    raise AssertionError("red never won the initiative in 30 encounters")


CHARGE = {"target": "b1", "charge": True, "charge_distance_in": 5}


def test_the_acting_side_cannot_set_the_other_model_s_numbers_under_any_policy(client):
    for policy in cl.POLICIES:
        t = red_to_charge(client, policy)
        before = t.get()
        body = {**CHARGE, "target_modifiers": THEIRS}
        r = t.step("melee", body, t.sides["red"], expect=403)
        problem = r.get_json()
        assert problem["code"] == "not_your_claim", (policy, problem)
        assert "target_modifiers" in problem["detail"] and "blue" in problem["detail"]
        after = t.get()
        assert (after["log_length"], after["state"]) == (before["log_length"], before["state"])
        assert after.get("proposal") is None
        # The game master may make it: under trusted the charge rolls at once.
        if policy == cl.TRUSTED:
            t.step("melee", body, t.gm)
            assert t.log()[-1]["params"]["target_modifiers"] == THEIRS


def test_the_defending_side_adds_its_own_claims_when_it_accepts(client):
    t = red_to_charge(client, cl.OPPONENT_CONFIRMS)
    red, blue = t.sides["red"], t.sides["blue"]
    proposal = t.step("melee", CHARGE, red, expect=202).get_json()["proposal"]
    url = t.url(f"/proposals/{proposal['id']}/accept")
    # Not the proposer's claims, and not a claim the step does not have.
    r = t.client.post(url, json={"claims": {"charge_distance_in": 1}}, headers=auth(blue))
    assert r.status_code == 422 and r.get_json()["code"] == "not_your_claim"
    assert "charge_distance_in" in r.get_json()["detail"]
    r = t.client.post(url, json={"claims": {"target_modifiers": "lots"}}, headers=auth(blue))
    assert r.status_code == 422 and r.get_json()["code"] == "invalid_claims"
    assert t.get()["proposal"]["id"] == proposal["id"] and not t.log()[-1]["step"] == "melee"
    r = t.client.post(url, json={"claims": {"target_modifiers": THEIRS}}, headers=auth(blue))
    assert r.status_code == 200, r.get_json()
    entry = t.log()[-1]
    assert entry["step"] == "melee"
    assert entry["params"]["target_modifiers"] == THEIRS
    assert entry["params"]["charge_distance_in"] == 5
    assert entry["claims"]["made_by"] == "side:red"
    assert entry["claims"]["accepted_by"] == "side:blue"
    assert entry["claims"]["confirmer_claims"] == ["target_modifiers"]
    t.reveal()
    assert t.verify()["ok"] is True


def test_accept_without_a_body_still_accepts(client):
    t = red_to_charge(client, cl.OPPONENT_CONFIRMS)
    proposal = t.step("melee", CHARGE, t.sides["red"], expect=202).get_json()["proposal"]
    url = t.url(f"/proposals/{proposal['id']}/accept")
    r = t.client.post(url, headers=auth(t.sides["blue"]))
    assert r.status_code == 200, r.get_json()
    assert "confirmer_claims" not in t.log()[-1]["claims"]


def test_the_spec_marks_the_claims_that_belong_to_the_model_acted_on(client):
    spec = client.get("/openapi.json").get_json()
    melee = spec["paths"]["/v1/encounters/{encounter_id}/urban-war/melee"]["post"]
    shown = {c["param"]: c for c in melee["x-referee-claims"]}
    assert shown["target_modifiers"]["owner"] == "target"
    assert shown["target_commander_in_range"]["owner"] == "target"
    assert "owner" not in shown["modifiers"]
