"""Umbra Turris encounter rules (umbra-turris.md §12), over HTTP on real Redis.

Sealed parries (a refusal must not leak a sealed shield choice; a part stands once
given), the documented flow rules (no Charge from melee, one hit awaiting damage at a
time, no new Cycle before it is rolled), engagements ended by going out of action, a
Charge as a move, and the mages' Domains.
"""

from __future__ import annotations

import json

from tests.support.problems import assert_problem
from tests.support.umbra_turris import SYSTEM, UmbraTurris, champion, fighter, mage, roster, victim


def engaged(t: UmbraTurris, attacker: str, defender: str, token: str) -> int:
    t.step("charge", {"attacker": attacker, "defender": defender}, token)
    return t.exchange(attacker, defender, token)


def shoot_until_hit(t: UmbraTurris, shooter: str, target: str, token: str) -> None:
    body = {"shooter": shooter, "target": target, "distance_cm": 5}
    for _ in range(40):
        if t.outcome("shooting/hit", body, token)["hit"]:
            return
    raise AssertionError("a 2+ never hit in 40 tries")


# -- (1) no answer before the parry resolves depends on a sealed part -------------------------


def test_a_shield_sealed_then_made_unusable_resolves_without_it(client):
    """§12: b1 seals use_shield, then regains its Action Die: the parry resolves, no shield."""
    t = UmbraTurris(client)
    ex = engaged(t, "r1", "b1", t.red)
    t.step(
        "melee/parry",
        {"exchange": ex, "location": "legs", "use_shield": True, "shield_block_target": 2},
        t.blue,
        expect=202,
    )
    t.step("action-die", {"model": "b1", "has_action_die": True}, t.blue)
    answer = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red).get_json()
    # Without the shield: no shield die (a 2+ block would have blocked on most rolls), and
    # head against legs gets through (§5 R1).
    assert answer["rolls"] == []
    assert answer["outcome"]["outcome"] == "hit" and answer["outcome"]["shield_roll"] is None
    entry = t.log()[-1]
    assert entry["params"]["parts"][f"blue#{ex}"]["use_shield"] is True
    assert not entry["bound"].get("use_shield")
    assert t.state["pending_melee"] == {"attacker": "r1", "defender": "b1"}
    t.reveal()
    assert t.verify()["ok"]


def test_the_attackers_answer_is_the_same_with_or_without_a_sealed_shield(client):
    """§12: what red is told when its part arrives cannot reveal what blue sealed."""
    answers = []
    for blue_part in ({"location": "legs", "use_shield": True}, {"location": "legs"}):
        t = UmbraTurris(client, config={"shield_block_target": 2})
        ex = engaged(t, "r1", "b1", t.red)
        t.step("melee/parry", {"exchange": ex, **blue_part}, t.blue, expect=202)
        t.step("action-die", {"model": "b1", "has_action_die": True}, t.blue)
        r = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=None)
        body = r.get_json()
        answers.append((r.status_code, body["rolls"], body["outcome"]))
    assert answers[0] == answers[1]
    assert answers[0][0] == 200


def test_a_sealed_shield_after_its_own_shield_block_rolls_once(client):
    """§12: the shield already tried in melee/shield-block is not rolled again at the parry."""
    t = UmbraTurris(client, config={"shield_block_target": 6})
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    for _ in range(30):
        ex = t.exchange("r1", "b1", t.red)
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "legs", "use_shield": True},
            t.blue,
            expect=202,
        )
        block = t.step("melee/shield-block", {"attacker": "r1", "defender": "b1"}, t.blue)
        if block.get_json()["outcome"]["blocked"]:
            continue
        answer = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red).get_json()
        assert answer["rolls"] == [] and answer["outcome"]["outcome"] == "hit"
        return
    raise AssertionError("a 6+ block never failed in 30 tries")


def test_a_shield_is_still_refused_when_its_part_is_submitted(client):
    """§12: the shield choice is checked when submitted (b1 holds its Action Die): a 409."""
    t = UmbraTurris(client)
    ex = engaged(t, "r1", "b1", t.red)
    t.step("action-die", {"model": "b1", "has_action_die": True}, t.blue)
    assert_problem(
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "legs", "use_shield": True, "shield_block_target": 3},
            t.blue,
            expect=None,
        ),
        409,
        "a model holding its Action Die cannot block with a shield: a shield is used only "
        "without an Action Die",
    )


# -- (2) a sealed part stands once given -----------------------------------------------------------


def test_a_second_part_from_the_same_side_is_409_and_the_first_stands(client):
    t = UmbraTurris(client)
    ex = engaged(t, "r1", "b1", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.blue, expect=202)
    before = t.get()["version"]
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue, expect=None),
        409,
        f"blue#{ex}'s part of melee.parry for this round was already given",
    )
    # Nor can the GM replace it for blue.
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head", "side": "blue"}, expect=None),
        409,
        "already given",
    )
    assert t.get()["version"] == before and t.log()[-1]["step"] == "melee.exchange"
    # The first part (legs) stands: red's legs parries; head would have let the attack through.
    answer = t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.red).get_json()
    assert answer["outcome"]["outcome"] == "parried"
    assert t.log()[-1]["params"]["parts"][f"blue#{ex}"]["location"] == "legs"
    # The next exchange takes fresh parts from both sides.
    ex2 = t.exchange("r1", "b1", t.red)
    t.step("melee/parry", {"exchange": ex2, "location": "body"}, t.blue, expect=202)
    answer = t.step("melee/parry", {"exchange": ex2, "location": "head"}, t.red).get_json()
    assert answer["outcome"]["outcome"] == "hit"


def test_the_attacker_cannot_resend_its_part_either(client):
    t = UmbraTurris(client)
    ex = engaged(t, "r1", "b1", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=202)
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.red, expect=None),
        409,
        f"red#{ex}'s part of melee.parry for this round was already given",
    )
    answer = t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue).get_json()
    assert answer["outcome"]["outcome"] == "parried"


# -- (3) flow rules, documented --------------------------------------------------------------------


def test_a_model_in_melee_cannot_charge(client):
    t = UmbraTurris(client)
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    for attacker, defender, token in (("r1", "b2", t.red), ("b1", "r2", t.blue)):
        assert_problem(
            t.step("charge", {"attacker": attacker, "defender": defender}, token, expect=None),
            409,
            "already in melee",
            "disengage first",
        )
    t.step("disengage", {"model": "r1"}, t.red)
    t.step("charge", {"attacker": "r1", "defender": "b2"}, t.red)
    assert t.model("r1")["engaged_with"] == ["b2"]


def test_a_pending_hit_blocks_all_shooting_and_a_new_cycle(client):
    t = UmbraTurris(client)
    shoot_until_hit(t, "r1", "b2", t.red)
    pending = "r1's hit on b2 awaits its damage roll"
    for path, body, token in (
        ("shooting/hit", {"shooter": "r1", "target": "b1", "distance_cm": 10}, t.red),
        ("shooting/hit", {"shooter": "r2", "target": "b2", "distance_cm": 10}, t.red),
        ("shooting", {"shooter": "r2", "target": "b1", "distance_cm": 10}, t.red),
        ("shooting", {"shooter": "b3", "target": "r2", "distance_cm": 10}, t.blue),
    ):
        assert_problem(t.step(path, body, token, expect=None), 409, pending)
    before = t.state["cycle"]
    body = assert_problem(t.step("new-cycle", {}, expect=None), 409, pending, "before a new Cycle")
    assert body["code"] == "hit_awaits_damage" and t.state["cycle"] == before
    t.step("shooting/damage", {"shooter": "r1", "target": "b2"}, t.red)
    assert t.state["pending_shot"] is None
    t.step("new-cycle", {})
    assert t.state["cycle"] == before + 1
    t.step("shooting", {"shooter": "r2", "target": "b1", "distance_cm": 10}, t.red)


def test_the_flow_rules_are_in_the_spec(client):
    spec = client.get("/openapi.json").get_json()
    base = f"/v1/encounters/{{encounter_id}}/{SYSTEM}"

    def text(path):
        op = spec["paths"][f"{base}/{path}"]["post"]
        return op["summary"] + " " + op.get("description", "")

    assert "disengage first" in text("charge") and "moved_this_cycle" in text("charge")
    assert "pending shot" in text("shooting/hit") and "pending shot" in text("shooting")
    assert "awaits its damage roll" in text("new-cycle")
    assert "second part from the same side" in text("melee/parry")
    assert "resolves without it" in text("melee/parry")
    assert "out of action" in text("disengage")
    schemas = json.dumps(spec["components"]["schemas"])
    assert "cleared by disengage and when either model goes out of action" in schemas
    assert 'Set by a Charge, cleared by disengage."' not in schemas


# -- (4) going out of action ends engagements ---------------------------------------------------


def band():
    return [
        champion("r1", "red"),
        champion("r3", "red"),
        victim("b1", "blue"),
        victim("b2", "blue"),
    ]


def test_out_of_action_ends_engagements_and_cancels_the_open_exchange(client):
    t = UmbraTurris(client, models=band())
    t.step("charge", {"attacker": "r1", "defender": "b1"}, t.red)
    t.step("charge", {"attacker": "b2", "defender": "r1"}, t.blue)
    assert t.model("r1")["engaged_with"] == ["b1", "b2"]
    ex = t.exchange("r1", "b1", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=202)
    # r3 shoots b1 down while the exchange is open (BS 10, weapon damage 10, 5 cm).
    for _ in range(40):
        t.step("shooting", {"shooter": "r3", "target": "b1", "distance_cm": 5}, t.red)
        if t.model("b1")["out_of_action"]:
            break
    else:
        raise AssertionError("b1 never fell")
    state = t.state
    assert state["exchange"] is None
    assert (
        state["models"]["b1"]["engaged_with"] == [] and state["models"]["b1"]["in_melee"] is False
    )
    # r1 still has an enemy in base contact: it stays in melee with b2 only.
    assert state["models"]["r1"]["engaged_with"] == ["b2"] and state["models"]["r1"]["in_melee"]
    changes = t.log()[-1]["changes"]
    assert any(c["path"] == "exchange" and c["to"] is None for c in changes)
    assert_problem(
        t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue, expect=None),
        409,
        "no exchange is being resolved",
    )


def test_out_of_action_cancels_the_hit_awaiting_damage_and_leaves_melee(client):
    t = UmbraTurris(client, models=band())
    t.step("charge", {"attacker": "r1", "defender": "b2"}, t.red)
    ex = t.exchange("r1", "b2", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "head"}, t.blue, expect=202)
    t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.red)
    assert t.state["pending_melee"] == {"attacker": "r1", "defender": "b2"}
    shoot_until_hit(t, "r3", "b2", t.red)
    assert t.state["pending_shot"] == {"shooter": "r3", "target": "b2", "aim_levels": 0}
    # A standard attack 1d6 + 9 + 3 against 1d6 + 0 always succeeds and deals 7 or more.
    blow = t.step(
        "melee/attack", {"attacker": "r1", "defender": "b2", "attack_type": "standard"}, t.red
    ).get_json()
    assert blow["outcome"]["out_of_action"] is True
    state = t.state
    assert state["pending_shot"] is None and state["pending_melee"] is None
    assert {
        "path": "pending_shot",
        "from": {"shooter": "r3", "target": "b2", "aim_levels": 0},
        "to": None,
    } in blow["changes"]
    for mid in ("r1", "b2"):
        assert (
            state["models"][mid]["engaged_with"] == [] and state["models"][mid]["in_melee"] is False
        )
    # With the hit cancelled, shooting and a new Cycle are open again.
    t.step("new-cycle", {})
    t.step("shooting/hit", {"shooter": "r3", "target": "b1", "distance_cm": 5}, t.red)


def test_a_gm_correction_to_zero_wounds_ends_engagements_too(client):
    t = UmbraTurris(client, models=band())
    t.step("charge", {"attacker": "b1", "defender": "r1"}, t.blue)
    body = {**champion("r1", "red"), "wounds_remaining": 0}
    r = client.put(f"/v1/encounters/{t.id}/{SYSTEM}/models/r1", json=body, headers=t.auth(t.gm))
    assert r.status_code == 200, r.data
    assert t.model("b1")["in_melee"] is False and t.model("b1")["engaged_with"] == []


# -- §12: a Charge is a move ----------------------------------------------------------------------


def test_a_charge_is_a_move_for_the_apprentices_ban(client):
    t = UmbraTurris(client)
    # b4, a Wizard's Apprentice, charges: it moved, so it cannot cast this Cycle (R15).
    t.step("charge", {"attacker": "b4", "defender": "r2"}, t.blue)
    assert t.model("b4")["moved_this_cycle"] is True
    assert t.model("r2")["moved_this_cycle"] is False
    assert_problem(
        t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2}, t.blue, expect=None),
        409,
        "a Wizard's Apprentice cannot move when casting",
    )
    # Next Cycle: it casts first, and then cannot charge (it may not move for the Cycle).
    t.step("disengage", {"model": "b4"}, t.blue)
    t.step("new-cycle", {})
    t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2}, t.blue)
    assert_problem(
        t.step("charge", {"attacker": "b4", "defender": "r1"}, t.blue, expect=None),
        409,
        "cannot move, so it cannot charge",
    )


# -- (5) Domains in the roster, checked at creation and on casting ------------------------------


def create(client, models):
    return client.post("/v1/encounters", json={"system": SYSTEM, "name": "d", "models": models})


def test_domains_are_checked_at_creation(client):
    ok = create(
        client,
        [mage("a", "red", profession="wizard", domains=["Fire", "Air"]), fighter("b", "blue")],
    )
    assert ok.status_code == 201, ok.data
    r = create(
        client,
        [mage("a", "red", profession="druid", domains=["Earth", "Water"]), fighter("b", "blue")],
    )
    body = assert_problem(r, 422)
    assert "a druid may use one Domain of Magic, not 2" in json.dumps(body)
    assert "only the Wizard may use two" in json.dumps(body)
    r = create(client, [fighter("a", "red", domains=["Fire"]), fighter("b", "blue")])
    assert "only mages use Domains of Magic" in json.dumps(assert_problem(r, 422))
    r = create(
        client,
        [mage("a", "red", profession="wizard", domains=["A", "B", "C"]), fighter("b", "blue")],
    )
    assert "at most two Domains" in json.dumps(assert_problem(r, 422))


def test_domains_are_checked_by_gm_corrections(client):
    t = UmbraTurris(client)
    headers = t.auth(t.gm)
    r = client.post(
        f"/v1/encounters/{t.id}/{SYSTEM}/models",
        json=mage("r5", "red", profession="shaman", domains=["Beasts", "Spirits"]),
        headers=headers,
    )
    assert "only the Wizard may use two" in json.dumps(assert_problem(r, 422))
    edited = mage("b3", "blue", profession="wizard", vitality=1, vitality_max=4)
    edited["domains"] = ["Fire", "Air"]
    r = client.put(f"/v1/encounters/{t.id}/{SYSTEM}/models/b3", json=edited, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["domains"] == ["Fire", "Air"]
    edited["profession"] = "priest"
    r = client.put(f"/v1/encounters/{t.id}/{SYSTEM}/models/b3", json=edited, headers=headers)
    assert "a priest may use one Domain of Magic, not 2" in json.dumps(assert_problem(r, 422))
    assert t.model("b3")["profession"] == "wizard"


def test_a_gm_edit_that_leaves_out_domains_keeps_them_and_an_empty_list_clears_them(client):
    """umbra-turris.md §12: a game master's edit keeps every field it does not name, the
    Domains too; `"domains": []` clears them."""
    wizard = mage("b3", "blue", profession="wizard", vitality=4, vitality_max=4)
    t = UmbraTurris(client, models=[*roster()[:4], {**wizard, "domains": ["Fire", "Air"]}])
    url, headers = f"/v1/encounters/{t.id}/{SYSTEM}/models/b3", t.auth(t.gm)
    edited = {**wizard, "vitality": 2}  # no `domains`
    r = client.put(url, json=edited, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["domains"] == ["Fire", "Air"] and t.model("b3")["vitality"] == 2
    assert [c["path"] for c in t.log()[-1]["changes"]] == ["models.b3.vitality"]
    # Still the mage's Domains: a cast must name one of them (§12).
    cast = {"mage": "b3", "spell_difficulty": 2, "domain": "Water"}
    assert_problem(t.step("magic/cast", cast, t.blue, expect=None), 409, "(Fire, Air)")
    # Kept Domains must suit the edited profession: a priest does not inherit two unnamed.
    priest = {**edited, "profession": "priest"}
    body = assert_problem(
        client.put(url, json=priest, headers=headers),
        409,
        "keeps its Domains of Magic (Fire, Air)",
        "a priest may use one Domain of Magic, not 2",
        "give domains",
    )
    assert body["code"] == "domain"
    assert t.model("b3")["profession"] == "wizard"
    r = client.put(url, json={**priest, "domains": ["Light"]}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["domains"] == ["Light"]
    # An empty list clears them.
    r = client.put(url, json={**priest, "domains": []}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["domains"] == []
    t.reveal()
    assert t.verify()["ok"]


def test_a_gm_edit_keeps_every_field_it_does_not_name(client):
    """umbra-turris.md "Decisions added 2026-12-01": an edit naming one field changes that
    field alone; name, profession, profile, equipment, Domains and state all stay, and inside
    profile and equipment the fields it does not name stay too."""
    wizard = mage(
        "b3",
        "blue",
        profession="wizard",
        vitality=3,
        vitality_max=4,
        name="Morwen",
        domains=["Fire", "Air"],
        has_action_die=True,
        equipment={"weapon_modifier": 2, "armour": 1, "has_shield": True, "weapon_damage": 3},
    )
    t = UmbraTurris(client, models=[*roster()[:4], wizard])
    url, headers = f"/v1/encounters/{t.id}/{SYSTEM}/models/b3", t.auth(t.gm)
    before = t.model("b3")
    r = client.put(url, json={"wounds_remaining": 1}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3") == {**before, "wounds_remaining": 1}
    assert [c["path"] for c in t.log()[-1]["changes"]] == ["models.b3.wounds_remaining"]
    r = client.put(url, json={"equipment": {"armour": 4}, "profile": {"T": 5}}, headers=headers)
    assert r.status_code == 200, r.data
    after = t.model("b3")
    assert after["equipment"] == {**before["equipment"], "armour": 4}
    assert after["profile"] == {**before["profile"], "toughness": 5}
    assert {k: v for k, v in after.items() if k not in ("equipment", "profile")} == {
        k: v
        for k, v in {**before, "wounds_remaining": 1}.items()
        if k not in ("equipment", "profile")
    }
    # A lowered W or vitality_max bounds the kept value, as a whole-body edit did.
    r = client.put(url, json={"vitality_max": 2, "profile": {"W": 1}}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["vitality"] == 2 and t.model("b3")["wounds_remaining"] == 1
    assert t.model("b3")["name"] == "Morwen" and t.model("b3")["domains"] == ["Fire", "Air"]
    t.reveal()
    assert t.verify()["ok"]


def test_a_gm_edit_is_checked_as_the_model_it_makes(client):
    """An edit is merged into the stored model, and that model passes the checks a new one
    does (§9, §12): Domains kept that the new profession cannot use, a new mage without
    vitality_max, Vitality above a kept maximum are refused, naming the field."""
    wizard = mage("b3", "blue", profession="wizard", vitality=4, vitality_max=4)
    t = UmbraTurris(client, models=[*roster()[:4], {**wizard, "domains": ["Fire", "Air"]}])
    headers = t.auth(t.gm)
    url = f"/v1/encounters/{t.id}/{SYSTEM}/models/b3"
    body = assert_problem(
        client.put(url, json={"profession": "druid"}, headers=headers),
        409,
        "keeps its Domains of Magic (Fire, Air)",
        "a druid may use one Domain of Magic, not 2",
    )
    assert body["code"] == "domain" and "domains" in body["errors"]
    assert t.model("b3")["profession"] == "wizard"
    body = assert_problem(
        client.put(url, json={"vitality": 5}, headers=headers),
        422,
        "vitality 5 is more than vitality_max 4",
    )
    assert list(body["errors"]) == ["vitality"]
    # A fighter made a mage needs its race's Vitality, as a new mage does.
    fighter_url = f"/v1/encounters/{t.id}/{SYSTEM}/models/b1"
    body = assert_problem(
        client.put(fighter_url, json={"profession": "cleric"}, headers=headers),
        422,
        "a cleric is a mage: give its race's Vitality as vitality_max",
    )
    assert list(body["errors"]) == ["vitality_max"]
    r = client.put(fighter_url, json={"profession": "cleric", "vitality_max": 5}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b1")["vitality"] == 5 and t.model("b1")["equipment"]["has_shield"] is True
    # Made a non-mage, the wizard loses its Vitality and Domains; naming them is refused.
    assert_problem(
        client.put(url, json={"profession": None, "vitality": 2}, headers=headers),
        422,
        "only mages have Vitality",
    )
    r = client.put(url, json={"profession": None}, headers=headers)
    assert r.status_code == 200, r.data
    assert t.model("b3")["domains"] == [] and t.model("b3")["vitality"] is None
    # The body may leave out id and side, and may not change them.
    assert_problem(client.put(url, json={"side": "red"}, headers=headers), 422, "sides")
    assert_problem(client.put(url, json={"id": "b9"}, headers=headers), 422, "id")
    t.reveal()
    assert t.verify()["ok"]


def test_domains_are_checked_on_casting(client):
    models = roster()
    models[1] = mage("r2", "red", has_action_die=True, domains=["Light"])
    models[4] = mage(
        "b3", "blue", profession="wizard", vitality=4, vitality_max=4, domains=["Fire", "Air"]
    )
    t = UmbraTurris(client, models=models)
    assert t.model("r2")["domains"] == ["Light"] and t.model("r1")["domains"] == []
    body = assert_problem(
        t.step("magic/cast", {"mage": "r2", "spell_difficulty": 3}, t.red, expect=None),
        409,
        "name the spell's Domain: this mage's Domains are Light",
    )
    assert body["code"] == "domain"
    assert_problem(
        t.step(
            "magic/cast",
            {"mage": "r2", "spell_difficulty": 3, "domain": "Fire"},
            t.red,
            expect=None,
        ),
        409,
        "'Fire' is not one of this mage's Domains (Light): only the Wizard may use two",
    )
    assert t.model("r2")["vitality"] == 3 and t.log() == []
    t.step("magic/cast", {"mage": "r2", "spell_difficulty": 3, "domain": "Light"}, t.red)
    assert t.log()[-1]["bound"]["domain"] == "Light"
    for domain in ("Fire", "Air"):
        t.step("magic/cast", {"mage": "b3", "spell_difficulty": 2, "domain": domain}, t.blue)
    assert_problem(
        t.step(
            "magic/cast",
            {"mage": "b3", "spell_difficulty": 2, "domain": "Water"},
            t.blue,
            expect=None,
        ),
        409,
        "'Water' is not one of this mage's Domains (Fire, Air)",
    )
    # A mage whose roster lists no Domains: nothing to check against.
    t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2, "domain": "Anything"}, t.blue)
    t.reveal()
    assert t.verify()["ok"]


# -- strict numbers on the encounter routes too ----------------------------------------------


def test_numbers_given_as_strings_are_422_on_encounter_routes(client):
    t = UmbraTurris(client)
    for body in (
        {"shooter": "r1", "target": "b2", "distance_cm": "30"},
        {"shooter": "r1", "target": "b2", "distance_cm": "1e1"},
        {"shooter": "r1", "target": "b2", "distance_cm": 30, "aim_levels": "1"},
    ):
        assert_problem(t.step("shooting/hit", body, t.red, expect=None), 422)
        assert_problem(t.step("shooting", body, t.red, expect=None), 422)
    assert_problem(
        t.step("magic/cast", {"mage": "r2", "spell_difficulty": "3"}, t.red, expect=None), 422
    )
    bad = fighter("x", "red")
    bad["profile"] = {**bad["profile"], "WS": "4"}
    assert_problem(create(client, [bad, fighter("y", "blue")]), 422)
    assert t.log() == []


# -- §10 DECISION: a self-healed mage completes what it began --------------------------------------


def test_a_hit_made_before_self_healing_still_rolls_its_damage(client):
    """The damage roll completes a shot already made: not a new shot, so the stand-still
    after self-healing (§10) does not refuse it, and the Cycle can end (§12)."""
    t = UmbraTurris(client)
    shoot_until_hit(t, "r2", "b2", t.red)
    t.step("magic/self-heal", {"mage": "r2"}, t.red)
    assert t.model("r2")["self_healed_this_cycle"] is True
    damage = t.step("shooting/damage", {"shooter": "r2", "target": "b2"}, t.red).get_json()
    assert len(damage["rolls"]) == 4 and t.state["pending_shot"] is None
    # A new shot is still refused: the mage stands still until the next Cycle.
    for path in ("shooting/hit", "shooting"):
        assert_problem(
            t.step(path, {"shooter": "r2", "target": "b2", "distance_cm": 5}, t.red, expect=None),
            409,
            "r2 self-healed this Cycle",
            "so it cannot shoot",
        )
    t.step("new-cycle", {})
    assert t.state["cycle"] == 2


def test_a_failed_parry_before_self_healing_still_lets_the_attack_land(client):
    """The attack after a failed Parry completes the exchange the mage declared before it
    self-healed (§5, §6, §10): not a new attack, so it is not refused."""
    models = roster()
    models[2] = fighter("b1", "blue", profile={"WS": 0, "S": 0, "Sp": 0, "BS": 0, "T": 0, "W": 20})
    t = UmbraTurris(client, models=models)
    ex = engaged(t, "r2", "b1", t.red)
    t.step("melee/parry", {"exchange": ex, "location": "head"}, t.red, expect=202)
    t.step("melee/parry", {"exchange": ex, "location": "legs"}, t.blue)
    assert t.state["pending_melee"] == {"attacker": "r2", "defender": "b1"}
    t.step("magic/self-heal", {"mage": "r2"}, t.red)
    blow = t.step(
        "melee/attack", {"attacker": "r2", "defender": "b1", "attack_type": "standard"}, t.red
    ).get_json()
    assert len(blow["rolls"]) == 2 and t.state["pending_melee"] is None
    # A new exchange is still refused: it would be a new attack.
    assert_problem(
        t.step("melee/exchange", {"attacker": "r2", "defender": "b1"}, t.red, expect=None),
        409,
        "r2 self-healed this Cycle",
        "so it cannot attack",
    )


# -- §4 DECISION: a refusal the stored state causes is a 409 in the stateless route's words -------


def same_words(client, encounter_answer, path: str, stateless_body: dict) -> None:
    """The encounter's 409 says exactly what the stateless route's 422 says, with its code,
    then what can be done instead (the steps that apply now)."""
    ours = assert_problem(encounter_answer, 409)
    theirs = assert_problem(client.post(f"/v1/{SYSTEM}/{path}", json=stateless_body), 422)
    words, _, then = ours["detail"].partition(". What you can do now: ")
    assert (words, ours["code"]) == (theirs["detail"].rstrip(". "), theirs["code"])
    assert then, ours["detail"]


def test_magic_refusals_say_what_the_stateless_route_says(client):
    models = roster()
    models[1] = mage("r2", "red", has_action_die=True, domains=["Light"])
    t = UmbraTurris(client, models=models)
    # b3, a Wizard with 1 Vitality of 4, casts once and has none left (§9 C3).
    t.step("magic/cast", {"mage": "b3", "spell_difficulty": 2}, t.blue)
    wizard = {"profession": "wizard", "vitality": 0, "vitality_max": 4}
    same_words(
        client,
        t.step("magic/cast", {"mage": "b3", "spell_difficulty": 2}, t.blue, expect=None),
        "magic/cast",
        {**wizard, "spell_difficulty": 2},
    )
    same_words(
        client,
        t.step("magic/self-heal", {"mage": "b3"}, t.blue, expect=None),
        "magic/self-heal",
        {**wizard, "has_action_die": False},
    )
    same_words(
        client,
        t.step("magic/cast", {"mage": "r2", "spell_difficulty": 3}, t.red, expect=None),
        "magic/cast",
        {
            "profession": "cleric",
            "vitality": 3,
            "vitality_max": 5,
            "spell_difficulty": 3,
            "domains": ["Light"],
        },
    )
    t.step("movement", {"model": "b4"}, t.blue)
    apprentice = {"profession": "wizards_apprentice", "vitality": 3, "vitality_max": 3}
    same_words(
        client,
        t.step("magic/cast", {"mage": "b4", "spell_difficulty": 2}, t.blue, expect=None),
        "magic/cast",
        {**apprentice, "spell_difficulty": 2, "moved_this_cycle": True},
    )
    t.step("action-die", {"model": "b4", "has_action_die": True}, t.blue)
    same_words(
        client,
        t.step("magic/self-heal", {"mage": "b4"}, t.blue, expect=None),
        "magic/self-heal",
        {**apprentice, "has_action_die": True},
    )
    assert t.model("b4")["vitality"] == 3 and t.model("b4")["has_action_die"] is True


def test_a_model_without_vitality_is_refused_in_the_rules_words(client):
    """§3 DECISION: the stateless route's schema already needs a profession, so the rules'
    own words are the ones to match."""
    t = UmbraTurris(client)
    for path, body, doing in (
        ("magic/cast", {"mage": "r1", "spell_difficulty": 2}, "cast"),
        ("magic/self-heal", {"mage": "r1"}, "self-heal"),
    ):
        answer = assert_problem(t.step(path, body, t.red, expect=None), 409, field="mage")
        assert answer["detail"].startswith(
            f"only a mage can {doing}: this model has no Vitality. What you can do now: "
        )
        assert answer["code"] == "not_a_mage"


def test_self_healing_checks_the_action_die_before_the_apprentice(client):
    """§10 step 1: has_action_die first, then the Apprentice, as the stateless route does."""
    t = UmbraTurris(client)
    assert t.model("b4")["has_action_die"] is False
    same_words(
        client,
        t.step("magic/self-heal", {"mage": "b4"}, t.blue, expect=None),
        "magic/self-heal",
        {
            "profession": "wizards_apprentice",
            "vitality": 3,
            "vitality_max": 3,
            "has_action_die": False,
        },
    )
    body = assert_problem(t.step("magic/self-heal", {"mage": "b4"}, t.blue, expect=None), 409)
    assert body["detail"].startswith(
        "self-healing discards the Action Die; this mage has none. What you can do now: "
    )
    # Then the encounter's own checks: once a Cycle. r2 heals, gets its Action Die back from
    # the client, and is refused for having healed; without the die it hears about the die.
    t.step("magic/self-heal", {"mage": "r2"}, t.red)
    assert_problem(
        t.step("magic/self-heal", {"mage": "r2"}, t.red, expect=None),
        409,
        "self-healing discards the Action Die; this mage has none",
    )
    t.step("action-die", {"model": "r2", "has_action_die": True}, t.red)
    assert_problem(
        t.step("magic/self-heal", {"mage": "r2"}, t.red, expect=None),
        409,
        "r2 already self-healed this Cycle",
    )


def test_shield_refusals_say_what_the_stateless_route_says(client):
    t = UmbraTurris(client, config={"shield_block_target": 4})
    ex = engaged(t, "r1", "b1", t.red)
    t.step("action-die", {"model": "b1", "has_action_die": True}, t.blue)
    holding = {"defender_has_action_die": True, "shield_block_target": 4}
    same_words(
        client,
        t.step("melee/shield-block", {"attacker": "r1", "defender": "b1"}, t.blue, expect=None),
        "melee/shield-block",
        holding,
    )
    same_words(
        client,
        t.step(
            "melee/parry",
            {"exchange": ex, "location": "legs", "use_shield": True},
            t.blue,
            expect=None,
        ),
        "melee/parry",
        {"attacker_location": "head", "defender_location": "legs", "use_shield": True, **holding},
    )


# -- §5 DECISION: the shield block step on an encounter -------------------------------------------


def test_the_encounter_shield_block_takes_use_shield_as_the_stateless_step_does(client):
    """use_shield true (the default) is the shield's roll; false is the stateless step's 422.
    The locations stay in the sealed parry parts: a public step does not take them."""
    t = UmbraTurris(client, config={"shield_block_target": 6})
    engaged(t, "r1", "b1", t.red)
    block = {"attacker": "r1", "defender": "b1"}
    refused = assert_problem(
        t.step("melee/shield-block", {**block, "use_shield": False}, t.blue, expect=None),
        422,
        "the shield block step is the shield's roll",
        field="use_shield",
    )
    stateless = client.post(
        f"/v1/{SYSTEM}/melee/shield-block",
        json={"use_shield": False, "defender_has_action_die": False, "shield_block_target": 6},
    )
    assert refused["detail"] == assert_problem(stateless, 422)["detail"]
    assert_problem(
        t.step("melee/shield-block", {**block, "location": "legs"}, t.blue, expect=None),
        422,
        field="location",
    )
    assert t.state["exchange"]["shield_tried"] is False
    answer = t.step("melee/shield-block", {**block, "use_shield": True}, t.blue).get_json()
    assert [r["purpose"] for r in answer["rolls"]] == ["shield block, defender"]
