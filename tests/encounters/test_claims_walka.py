"""Every number has an author, in Walka (issue 29 point 4; docs/rules/walka.md "Claims on an
encounter"), through HTTP on real Redis.

A hostile client plays each Walka step that declares claims with a side's token under
`opponent_confirms` and `gm_confirms`: each comes back as a proposal that rolls nothing until
the confirming party accepts it, survives its proposer accepting it, the wrong party accepting
it, another step while it is open, a withdrawal and a rejection (tests/support/
claims.py's `Table` makes those checks), and resolves exactly as proposed. The numbers
the rules give (AP costs, an aimed location's penalty) are refused when typed, with a 422 in
the player's words; the defender's numbers and choice are never the attacker's (403).
"""

from __future__ import annotations

import pytest

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS
from tests.support.claims import Table, auth
from tests.support.problems import assert_problem
from tests.support.walka import Walka, ala, bor

CONFIRMING = (cl.OPPONENT_CONFIRMS, cl.GM_CONFIRMS)
MANEUVER = {"form": "maneuver", "damage_type": "slashing"}


def table(client, policy: str) -> Table:
    """Ala (north, SPD 12, 11 AP) and Bor (south, SPD 10, buckler) after initiative: Ala's
    turn, no die drawn yet (no SPD tie)."""
    t = Table(client, "walka", [ala(), bor(armour_skill_die="d8")], policy)
    t.play("initiative", {})
    assert t.state["turn"]["character"] == "Ala"
    return t


def side_steps_with_claims() -> set[str]:
    return {s.name for s in SYSTEMS["walka"].steps if s.claims and s.actor.value != "gm"}


def unchanged(t, before: dict) -> None:
    """Nothing rolled, nothing logged, the state and the dice stream where they were."""
    after = t.get()
    assert after["state"] == before["state"]
    assert after["log_length"] == before["log_length"]
    assert after.get("proposal") is None


# -- the hostile suite: every Walka step with claims, under both confirming policies -------


@pytest.mark.parametrize("policy", CONFIRMING)
def test_every_walka_step_with_claims_waits_for_the_confirming_party(client, policy):
    t = table(client, policy)
    north, south = t.sides["north"], t.sides["south"]
    expected = (lambda side: ["gm"]) if policy == cl.GM_CONFIRMS else (lambda side: [side])
    seen: dict[str, list[str]] = {}

    def play(path, body, token):
        r = t.step(path, body, token, expect=None)
        assert r.status_code == 202, (path, r.get_json())
        seen[path] = r.get_json()["proposal"]["confirm"]
        t.client.post(
            t.url(f"/proposals/{r.get_json()['proposal']['id']}/withdraw"), headers=auth(token)
        )
        return t.play(path, body, token)

    # Ice with a test modifier (§11, §0): any other side confirms, Ala's own move.
    walk = {"character": "Ala", "steps": [{"mode": "walk", "safe": True}], "modifier": 2}
    play("terrain", walk, north)
    # A spell's x is Ala's claim about her spell (§3): any other side confirms.
    play(
        "action-points", {"character": "Ala", "activities": [{"activity": "spell", "x": 1}]}, north
    )
    # Bor answers the unit moved with an instant whose REF test has a modifier (§4): the side
    # whose action it answers (north) confirms.
    chain = {
        "trigger": {"actor": "Ala", "kind": "movement_unit"},
        "declarations": [{"actor": "Bor", "modifier": 2, "interrupts": "trigger"}],
    }
    play("instant-chain", chain, south)
    t.play("instant-chain/next", {"link": 1, "effective": False})
    # Facing and sight are Ala's facts about Bor (§5, §12): Bor's side confirms.
    sight = {"attacker": "Ala", "target": "Bor", "mode": "random", "from_behind": True}
    play("hit-location", sight, north)
    # Bor's own modifier to his own block (§6): Ala's side confirms.
    block = {"defender": "Bor", "attacker": "Ala", "attack_kind": "melee", "type": "block"}
    play("defense", {**block, "modifier": 3}, south)
    # A maneuver's own modifier and cost (§7): Bor's side confirms; the attack meets his block.
    attack = {"attacker": "Ala", "target": "Bor", **MANEUVER, "other_modifier": 4, "cost": 2}
    play("attack", attack, north)
    # The defender rolls again, claiming nothing: no proposal, it rolls at once.
    r = t.step("defense", block, south)
    assert r.status_code == 200 and r.get_json()["rolls"]
    strike = {"attacker": "Ala", "target": "Bor", **MANEUVER, "location_mode": "random"}
    play("strike", {**strike, "other_modifier": 2, "from_behind": True}, north)

    assert t.proposed == side_steps_with_claims() == {name.replace("-", "_") for name in seen}
    assert seen == {
        "terrain": expected("side:south"),
        "action-points": expected("side:south"),
        "instant-chain": expected("side:north"),
        "hit-location": expected("side:south"),
        "defense": expected("side:north"),
        "attack": expected("side:south"),
        "strike": expected("side:south"),
    }
    # The maneuver cost what it claimed, once (the proposals before it paid nothing).
    log = t.log()
    attack_entry = next(e for e in log if e["step"] == "attack")
    assert attack_entry["outcome"]["cost"] == 2
    assert attack_entry["claims"]["values"]["other_modifier"] == 4
    t.audit()
    assert not t.wrong, "\n".join(t.wrong)


@pytest.mark.parametrize("policy", CONFIRMING)
def test_an_own_side_chain_with_a_spell_s_x_is_a_proposal(client, policy):
    """An instant spell's x and a spell trigger's x are claims (§3: x from the spell)."""
    t = table(client, policy)
    north = t.sides["north"]
    chain = {
        "trigger": {"actor": "Ala", "kind": "spell", "cost": 2},
        "declarations": [{"actor": "Ala", "spell": True, "cost": 1}],
    }
    before = t.get()
    r = t.step("instant-chain", chain, north, expect=202)
    proposal = r.get_json()["proposal"]
    assert proposal["claims"] == {
        "trigger": chain["trigger"],
        "declarations": proposal["params"]["declarations"],
    }
    assert proposal["confirm"] == (["gm"] if policy == cl.GM_CONFIRMS else ["side:south"])
    after = t.get()
    assert (after["state"], after["log_length"]) == (before["state"], before["log_length"])
    t.client.post(t.url(f"/proposals/{proposal['id']}/withdraw"), headers=auth(north))
    t.play("instant-chain", chain, north)
    assert t.state["models"]["Ala"]["ap"] == 11 - 2 - 1
    assert not t.wrong, "\n".join(t.wrong)


# -- a side never sets a number on the other side's model -----------------------------------


@pytest.mark.parametrize("policy", cl.POLICIES)
def test_the_attacker_never_sets_the_defender_s_defence_or_its_modifier(client, policy):
    t = Walka(client, [ala(), bor()], claims_policy=policy)
    north = t.sides["north"]
    t.step("initiative", {})
    t.defends("Bor", "block")
    strike = {"attacker": "Ala", "target": "Bor", "form": "cut", "location_mode": "random"}
    for theirs in ({"defense_modifier": -200}, {"defense_type": "dodge"}):
        before = t.get()
        r = t.step("strike", {**strike, **theirs}, north, expect=None)
        assert_problem(r, 403, *theirs, "south", code="not_your_claim")
        unchanged(t, before)
    # Met as Bor rolled it, claiming nothing: it rolls at once and draws no defence die.
    out = t.step("strike", strike, north).get_json()
    assert out["outcome"]["defense"]["type"] == "block"
    assert not any("defen" in r["purpose"] for r in out["rolls"])


def test_the_game_master_may_give_the_defence_and_its_modifier(client):
    t = Walka(client, [ala(), bor()])
    t.step("initiative", {})
    body = {"attacker": "Ala", "target": "Bor", "form": "cut", "location_mode": "random"}
    out = t.step("strike", {**body, "defense_type": "block", "defense_modifier": 2}, t.gm)
    entry = t.log()[-1]
    assert entry["claims"]["made_by"] == "gm" and entry["claims"]["accepted_by"] == "gm"
    assert out.get_json()["outcome"]["defense"]["type"] == "block"


def test_the_defender_adds_no_claim_of_the_attacker_s_when_it_accepts(client):
    t = Walka(client, [ala(), bor()], claims_policy=cl.OPPONENT_CONFIRMS)
    north, south = t.sides["north"], t.sides["south"]
    t.step("initiative", {})
    t.defends("Bor", "block")
    strike = {"attacker": "Ala", "target": "Bor", **MANEUVER, "location_mode": "random"}
    proposal = t.step("strike", {**strike, "other_modifier": 3}, north, expect=202).get_json()
    url = t.url(f"/proposals/{proposal['proposal']['id']}/accept")
    before = t.get()
    r = t.client.post(url, json={"claims": {"other_modifier": -3}}, headers=auth(south))
    assert_problem(r, 422, "other_modifier", code="not_your_claim")
    # Bor rolled his block with the defense step: a modifier added now would be a second one.
    r = t.client.post(url, json={"claims": {"defense_modifier": 5}}, headers=auth(south))
    assert_problem(r, 409, "defense_modifier")
    after = t.get()
    assert (after["state"], after["log_length"]) == (before["state"], before["log_length"])
    assert after["proposal"]["id"] == proposal["proposal"]["id"]
    r = t.client.post(url, headers=auth(south))
    assert r.status_code == 200, r.get_json()
    entry = t.log()[-1]
    assert (entry["claims"]["made_by"], entry["claims"]["accepted_by"]) == (
        "side:north",
        "side:south",
    )
    assert entry["outcome"]["attack"]["cost"] == 3


# -- numbers the rules give are not typed -----------------------------------------------------

# (path, body, token's side, field, code, words): each refused with a 422 before any die.
TYPED = [
    (
        "strike",
        {"form": "cut", "location_mode": "random", "cost": 0},
        "cost",
        "attack_cost",
        ("costs 3 AP", "maneuver"),
    ),
    ("attack", {"form": "cut", "cost": 1}, "cost", "attack_cost", ("costs 3 AP",)),
    ("attack", {**MANEUVER, "cost": 0}, "cost", "maneuver_cost", ("maneuver costs 1 to 55",)),
    (
        "attack",
        {"form": "cut", "location_penalty": -15},
        "location_penalty",
        "location_penalty_given",
        ("comes from the rules", "head -15"),
    ),
]


@pytest.mark.parametrize("policy", cl.POLICIES)
@pytest.mark.parametrize(("path", "body", "field", "code", "words"), TYPED)
def test_a_typed_number_the_rules_give_is_refused_in_the_player_s_words(
    client, policy, path, body, field, code, words
):
    t = Walka(client, [ala(), bor()], claims_policy=policy)
    t.step("initiative", {})
    t.defends("Bor", "block")
    before = t.get()
    r = t.step(path, {"attacker": "Ala", "target": "Bor", **body}, t.sides["north"], expect=None)
    assert_problem(r, 422, *words, field=field, code=code)
    unchanged(t, before)


@pytest.mark.parametrize("policy", cl.POLICIES)
def test_instant_and_action_costs_come_from_the_cost_table(client, policy):
    t = Walka(client, [ala(), bor()], claims_policy=policy)
    north, south = t.sides["north"], t.sides["south"]
    t.step("initiative", {})
    before = t.get()
    moved = {"actor": "Ala", "kind": "movement_unit"}
    free = {"trigger": moved, "declarations": [{"actor": "Bor", "cost": 0}]}
    r = t.step("instant-chain", free, south, expect=None)
    assert_problem(
        r, 422, "instant costs 3 AP", "spell", field="declarations.0.cost", code="instant_cost"
    )
    cheap = {
        "trigger": {"actor": "Ala", "kind": "action", "cost": 1},
        "declarations": [{"actor": "Ala"}],
    }
    r = t.step("instant-chain", cheap, north, expect=None)
    assert_problem(r, 422, "action costs 3 AP", field="trigger.cost", code="action_cost")
    pay = {"character": "Ala", "activities": [{"activity": "action", "cost": 0}]}
    r = t.step("action-points", pay, north, expect=None)
    assert_problem(r, 422, "action costs 3 AP", field="activities.0.cost", code="action_cost")
    unchanged(t, before)


@pytest.mark.parametrize("policy", cl.POLICIES)
def test_the_game_master_s_numbers_are_not_a_side_s(client, policy):
    """A basic attack's further modifier (§7, §9: the GM's) and a ground other than ice
    (§11: a profile the GM defines) are refused to a side's token (403), nothing rolled."""
    t = Walka(client, [ala(), bor()], claims_policy=policy)
    north = t.sides["north"]
    t.step("initiative", {})
    t.defends("Bor", "block")
    before = t.get()
    blow = {"attacker": "Ala", "target": "Bor", "form": "cut", "other_modifier": 200}
    assert_problem(t.step("attack", blow, north, expect=None), 403, "game master")
    swamp = {"name": "swamp", "safe_extra_ap": 0, "test_dc": 0}
    move = {"character": "Ala", "profile": swamp, "steps": [{"mode": "walk"}]}
    assert_problem(t.step("terrain", move, north, expect=None), 403, "game master")
    unchanged(t, before)
    # The game master's own: rolled at once, recorded as the GM's under every policy.
    t.step("terrain", {**move, "steps": [{"mode": "walk", "safe": True}]}, t.gm)
    entry = t.log()[-1]
    assert entry["claims"]["made_by"] == entry["claims"]["accepted_by"] == "gm"


def test_the_measured_strike_is_refused_and_three_blows_are_all_a_turn_buys(client):
    """Issue 29 measured a strike with other_modifier 200, defense_modifier -200 and cost 0
    hitting four times in a turn for 0-1 AP. Under trusted (the default) it is refused,
    and Ala's 11 AP buy three blows of 3 AP each."""
    t = Walka(client, [ala(), bor()])
    north = t.sides["north"]
    t.step("initiative", {})
    t.no_defence("Bor")
    before = t.get()
    cheat = {
        "attacker": "Ala",
        "target": "Bor",
        "form": "cut",
        "location_mode": "random",
        "other_modifier": 200,
        "defense_modifier": -200,
        "cost": 0,
    }
    assert t.step("strike", cheat, north, expect=None).status_code == 403
    plain = {k: v for k, v in cheat.items() if k not in ("other_modifier", "defense_modifier")}
    plain.pop("cost")
    refused = (
        ({"other_modifier": 200}, 403),
        ({"defense_modifier": -200}, 403),
        ({"cost": 0}, 422),
    )
    for part, status in refused:
        r = t.step("strike", {**plain, **part}, north, expect=None)
        assert r.status_code == status, (part, r.get_json())
    unchanged(t, before)
    blows = 0
    while t.char("Ala")["ap"] >= 3 and not t.char("Bor")["hp_depleted"]:
        if not t.state.get("defences"):
            t.no_defence("Bor")
        ap = t.char("Ala")["ap"]
        out = t.step("strike", plain, north).get_json()["outcome"]
        assert out["attack"]["cost"] == 3
        assert t.char("Ala")["ap"] == ap - 3 - (1 if out["attack"]["fumble"] else 0)
        blows += 1
    assert blows <= 3
    if not t.char("Bor")["hp_depleted"]:
        if not t.state.get("defences"):
            t.no_defence("Bor")
        assert_problem(t.step("strike", plain, north, expect=None), 409)


def test_an_aimed_location_s_penalty_comes_from_the_body_table(client):
    t = Walka(client, [ala(), bor()])
    north = t.sides["north"]
    t.step("initiative", {})
    t.defends("Bor", "block")
    aimed = {"attacker": "Ala", "target": "Bor", "form": "cut", "location": "head"}
    out = t.step("attack", aimed, north).get_json()["outcome"]
    assert {"reason": "chosen hit location", "value": -15} in out["modifiers"]
    t.defends("Bor", "block")
    before = t.get()
    r = t.step("attack", {**aimed, "location": "back"}, north, expect=None)
    assert_problem(r, 422, "from behind", field="location", code="back_not_reachable")
    unchanged(t, before)


def test_under_trusted_a_side_s_claims_roll_at_once_with_their_author(client):
    t = Walka(client, [ala(), bor()])
    north = t.sides["north"]
    t.step("initiative", {})
    t.defends("Bor", "block")
    body = {"attacker": "Ala", "target": "Bor", **MANEUVER, "other_modifier": 5, "cost": 4}
    out = t.step("attack", body, north).get_json()
    assert out["rolls"] and out["outcome"]["cost"] == 4
    claims = t.log()[-1]["claims"]
    assert claims["made_by"] == "side:north" and claims["accepted_by"] == cl.TRUSTED
    assert claims["values"]["other_modifier"] == 5 and claims["values"]["cost"] == 4


def test_the_spec_shows_walka_s_claims_and_whose_they_are(client):
    spec = client.get("/openapi.json").get_json()

    def shown(path: str) -> dict:
        op = spec["paths"][f"/v1/encounters/{{encounter_id}}/walka/{path}"]["post"]
        return {c["param"]: c for c in op["x-referee-claims"]}

    strike = shown("strike")
    assert strike["defense_type"]["owner"] == strike["defense_modifier"]["owner"] == "target"
    assert "owner" not in strike["other_modifier"] and "location_penalty" not in shown("attack")
    assert set(shown("instant-chain")) == {"trigger", "declarations"}
    assert set(shown("terrain")) == {"profile", "modifier"}
