"""Umbra Turris claims under a confirming policy: a hostile-client suite (issue 29, point 4 and
its acceptance; docs/rules/umbra-turris.md §13), through the test app on real Redis.

One fight per policy (`opponent_confirms`, `gm_confirms`) takes every Umbra Turris step that
declares claims (the list comes from the step registry) with a side's token and claims that
are not neutral. Each comes back as a proposal, and the suite then tries on it: accepting and
rejecting it with the proposer's own token, accepting it with every token that is not the
confirming party's, the same step, another step and a free roll while it is open, withdrawing
it and rejecting it (nothing rolled, the state as it was, the log unchanged or grown by a
rejection without dice), and only then the confirming party's accept, which must resolve the
step exactly as proposed. Then: a side never sets a number on the other side's model, a
number the rules give is refused when typed, and "from behind" leaves the defender its parry
choice unless the defender (or the GM) accepts it.
"""

from __future__ import annotations

import pytest

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS
from tests.support.encounters import Encounter
from tests.support.problems import assert_problem
from tests.support.umbra_turris import SYSTEM, fighter

STEPS = ENCOUNTER_SYSTEMS[SYSTEM].steps
POLICIES = (cl.OPPONENT_CONFIRMS, cl.GM_CONFIRMS)
TABLE_TARGET = 6  # the table's shield block target (config)


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def profile(**codes) -> dict:
    return {"Ld": 7, "M": 10, "WS": 4, "S": 3, "Sp": 3, "BS": 3, "T": 3, "W": 6, **codes}


def gear(**equipment) -> dict:
    return {"weapon_modifier": 0, "armour": 0, "has_shield": False, "weapon_damage": 1, **equipment}


def roster() -> list[dict]:
    return [
        fighter("knight", "red", profile=profile(WS=6, S=5), equipment=gear(weapon_modifier=2)),
        fighter("cleric", "red", profession="cleric", vitality=5, vitality_max=5),
        fighter(
            "guard",
            "blue",
            profile=profile(W=10, T=5),
            equipment=gear(has_shield=True, armour=2),
            has_action_die=True,
        ),
        fighter("archer", "blue", profile=profile(BS=5)),
    ]


class Table(Encounter):
    """An Umbra Turris encounter under a claims policy, and the hostile checks."""

    def __init__(self, client, policy: str):
        config = {"shield_block_target": TABLE_TARGET}
        super().__init__(client, SYSTEM, roster(), claims_policy=policy, config=config)
        self.policy = policy
        self.red, self.blue = self.sides["red"], self.sides["blue"]
        self.contested: set[str] = set()

    def token_of(self, role: str) -> str:
        return self.gm if role == "gm" else self.sides[role.removeprefix("side:")]

    def snapshot(self) -> tuple:
        """What a proposal must leave as it was: the state, the log's length and head (the
        stream's position and the next die's label), the side seeds."""
        doc = self.get()
        return doc["state"], doc["log_length"], doc.get("head_hash"), doc.get("side_seeds_open")

    def confirmer(self, proposer: str, other: str) -> str:
        return "gm" if self.policy == cl.GM_CONFIRMS else f"side:{other}"

    def propose(self, path, body, proposer: str) -> dict:
        r = self.step(path, body, self.sides[proposer], expect=None)
        assert r.status_code == 202, (self.policy, path, body, r.status_code, r.data)
        return r.get_json()["proposal"]

    def agreed(self, path, body, proposer: str, other: str) -> dict:
        """A proposal the confirming party accepts at once (a step already contested)."""
        proposal = self.propose(path, body, proposer)
        confirmer = self.token_of(self.confirmer(proposer, other))
        r = self.client.post(
            self.url(f"/proposals/{proposal['id']}/accept"), headers=auth(confirmer)
        )
        assert r.status_code == 200, r.data
        return r.get_json()

    def contest(self, path, body, proposer: str, other: str) -> dict:
        """`proposer`'s step with claims, put through every hostile answer, then accepted."""
        step = next(s for s in STEPS if s.path == path)
        where = f"{step.name} ({self.policy})"
        token = self.sides[proposer]
        before = self.snapshot()
        proposal = self.propose(path, body, proposer)
        self.contested.add(step.name)
        expected = self.confirmer(proposer, other)
        assert proposal["confirm"] == [expected], (where, proposal)
        assert proposal["claims"] == step.claimed(proposal["params"]), where
        assert body.items() <= proposal["params"].items(), where
        assert self.get()["proposal"] == proposal, where
        assert self.snapshot() == before, f"{where}: a proposal rolled or changed something"
        url = self.url(f"/proposals/{proposal['id']}")
        # The proposer never answers its own proposal.
        r = self.client.post(f"{url}/accept", headers=auth(token))
        assert_problem(r, 403, code="own_proposal")
        r = self.client.post(f"{url}/reject", json={"reason": "mine"}, headers=auth(token))
        assert_problem(r, 403, code="own_proposal")
        # Nobody but the confirming party accepts it.
        for role in ("gm", "side:red", "side:blue"):
            if role not in (expected, f"side:{proposer}"):
                r = self.client.post(f"{url}/accept", headers=auth(self.token_of(role)))
                assert_problem(r, 403, code="forbidden")
        # Every other change waits while it is open: the same step, another, a free roll.
        assert_problem(self.step(path, body, token, expect=None), 409, code="proposal_open")
        move = {"model": "archer" if proposer == "blue" else "knight"}
        assert_problem(self.step("movement", move, token, expect=None), 409, code="proposal_open")
        r = self.client.post(
            self.url("/roll"), json={"expression": "1d6", "label": "x"}, headers=auth(self.gm)
        )
        assert_problem(r, 409, code="proposal_open")
        assert self.snapshot() == before, f"{where}: a refused answer changed something"
        # Withdrawn by its proposer (not by the confirming party): no trace at all.
        confirmer = self.token_of(expected)
        r = self.client.post(f"{url}/withdraw", headers=auth(confirmer))
        assert_problem(r, 403, code="forbidden")
        r = self.client.post(f"{url}/withdraw", headers=auth(token))
        assert r.status_code == 200, r.data
        assert self.snapshot() == before, f"{where}: a withdrawal changed something"
        assert self.get()["proposal"] is None
        # Rejected: one log entry without dice; the state as it was.
        second = self.propose(path, body, proposer)
        r = self.client.post(
            self.url(f"/proposals/{second['id']}/reject"),
            json={"reason": "that is not what the table shows"},
            headers=auth(confirmer),
        )
        assert r.status_code == 200, r.data
        state, length, _, seeds_open = self.snapshot()
        assert (state, seeds_open) == (before[0], before[3]), f"{where}: a rejection changed state"
        assert length == before[1] + 1, where
        rejection = self.log()[-1]
        assert rejection["step"] == cl.REJECTED and rejection["rolls"] == [], rejection
        # Accepted by the confirming party: the step resolves exactly as proposed, now. It
        # cannot rewrite the proposer's claims on the way (no Umbra Turris claim is its own).
        third = self.propose(path, body, proposer)
        rewritten = dict(third["claims"])
        r = self.client.post(
            self.url(f"/proposals/{third['id']}/accept"),
            json={"claims": rewritten},
            headers=auth(confirmer),
        )
        assert_problem(r, 422, code="not_your_claim")
        assert self.get()["proposal"] == third, f"{where}: a refused accept closed the proposal"
        r = self.client.post(self.url(f"/proposals/{third['id']}/accept"), headers=auth(confirmer))
        assert r.status_code == 200, (where, r.data)
        entry = self.log()[-1]
        assert entry["step"] == step.name and entry["index"] == before[1] + 1, entry
        assert entry["params"] == third["params"] == proposal["params"], entry
        assert entry["role"] == f"side:{proposer}", entry
        assert entry["claims"]["made_by"] == f"side:{proposer}", entry
        assert entry["claims"]["accepted_by"] == expected, entry
        assert entry["claims"]["proposal"] == third["id"], entry
        assert self.get()["proposal"] is None
        return r.get_json()

    def audit(self) -> None:
        """No logged step carries a claim that only its author accepted; verify lists them."""
        entries = self.log()
        for entry in entries:
            record = entry.get("claims")
            if record is None:
                continue
            step = next(s for s in STEPS if s.name == entry["step"])
            if record["made_by"] == "gm":
                assert record["accepted_by"] == "gm", entry
            elif step.claims_neutral(entry["params"]):
                assert record["accepted_by"] == "neutral", entry
            else:
                assert record["accepted_by"] not in (record["made_by"], "trusted", "neutral")
                if self.policy == cl.GM_CONFIRMS:
                    assert record["accepted_by"] == "gm", entry
        self.reveal()
        verified = self.verify()
        assert verified["ok"], verified
        listed = [c["index"] for c in verified["claims"] if "claims" in c]
        assert listed == [e["index"] for e in entries if e.get("claims")]


def fight(client, policy: str) -> Table:
    """A fight in which each side takes every Umbra Turris step that has claims."""
    t = Table(client, policy)
    t.contest("magic/cast", {"mage": "cleric", "spell_difficulty": 3}, "red", "blue")
    t.contest("action-die", {"model": "guard", "has_action_die": False}, "blue", "red")
    shot = {"shooter": "archer", "target": "cleric", "distance_cm": 15}
    t.contest("shooting", shot, "blue", "red")
    aimed = {"shooter": "archer", "target": "knight", "distance_cm": 15, "aim_levels": 1}
    answer = t.contest("shooting/hit", aimed, "blue", "red")
    for _ in range(40):
        if answer["outcome"]["hit"]:
            break
        answer = t.agreed("shooting/hit", aimed, "blue", "red")
    else:
        raise AssertionError("no hit in 40 shots at 2+")
    facts = {"shooter": "archer", "target": "knight", "target_in_terrain": True}
    t.contest("shooting/damage", facts, "blue", "red")
    charge = {"attacker": "knight", "defender": "guard"}
    t.contest("charge", charge, "red", "blue")
    t.contest("disengage", {"model": "knight", "opponent": "guard"}, "red", "blue")
    t.agreed("charge", charge, "red", "blue")
    # A neutral exchange (not from behind) claims nothing: it is declared at once.
    t.step("melee/exchange", charge, t.red)
    assert t.log()[-1]["claims"]["accepted_by"] == "neutral"
    block = {**charge, "shield_block_target": 5}
    t.contest("melee/shield-block", block, "blue", "red")
    exchange = t.state["exchange"]
    if exchange is not None:  # not blocked: the sealed parry, then perhaps the attack
        t.step("melee/parry", {"exchange": exchange["id"], "location": "legs"}, t.blue, 202)
        t.step("melee/parry", {"exchange": exchange["id"], "location": "body"}, t.red)
    if t.state["pending_melee"] is not None:
        t.step("melee/attack", {**charge, "attack_type": "standard"}, t.red)
    behind = {**charge, "attack_from_behind": True}
    t.contest("melee/exchange", behind, "red", "blue")
    # Accepted from behind: the defender can't react, so only the attacker's part is awaited.
    assert t.state["exchange"]["parts"] == [f"red#{t.state['exchange']['id']}"]
    return t


@pytest.mark.parametrize("policy", POLICIES)
def test_no_umbra_turris_roll_with_a_claim_the_confirming_party_has_not_accepted(client, policy):
    t = fight(client, policy)
    with_claims = {s.name for s in STEPS if s.claims and s.actor.value != "gm"}
    assert t.contested == with_claims, "steps with claims never contested"
    t.audit()


def test_the_steps_that_had_none_declare_their_claims():
    """Issue 29, point 3: the Charge, leaving melee and the Action Die are facts of the table;
    a move report claims nothing (it only restricts the mover); the parry is sealed, so its
    shield target is checked under the policy instead (under_policy)."""
    declared = {s.name: {c.name for c in s.claims} for s in STEPS}
    assert declared["charge"] == {"defender"}
    assert declared["disengage"] == {"model", "opponent"}
    assert declared["action_die"] == {"has_action_die"}
    assert declared["movement"] == set()
    parry = next(s for s in STEPS if s.name == "melee.parry")
    assert parry.sealed is not None and parry.sealed.under_policy is not None


# -- a side never sets a number on the other side's model


@pytest.mark.parametrize("policy", (cl.TRUSTED, *POLICIES))
def test_a_side_never_sets_a_number_on_the_other_side_s_model(client, policy):
    t = Table(client, policy)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("action-die", {"model": "guard", "has_action_die": False}, t.gm)
    t.step("charge", pair, t.gm)
    t.step("melee/exchange", pair, t.gm)
    exchange = t.state["exchange"]["id"]
    before = t.snapshot()
    # The attacker names neither the defender's shield target nor its parry choice.
    shield = {**pair, "shield_block_target": 2}
    assert_problem(t.step("melee/shield-block", shield, t.red, expect=None), 403, code="forbidden")
    part = {"exchange": exchange, "location": "head", "use_shield": True, "shield_block_target": 2}
    r = t.step("melee/parry", part, t.red, expect=None)
    assert_problem(r, 422, "only the defender", code="attacker_shield")
    theirs = {"exchange": exchange, "location": "head", "side": "blue"}
    assert_problem(t.step("melee/parry", theirs, t.red, expect=None), 422, code="wrong_side")
    # Nor its Action Die, its moves, or its spells.
    die = {"model": "guard", "has_action_die": True}
    assert_problem(t.step("action-die", die, t.red, expect=None), 403, code="forbidden")
    assert_problem(t.step("movement", {"model": "knight"}, t.blue, expect=None), 403)
    cast = {"mage": "cleric", "spell_difficulty": 6}
    assert_problem(t.step("magic/cast", cast, t.blue, expect=None), 403, code="forbidden")
    assert t.snapshot() == before and t.get()["proposal"] is None


@pytest.mark.parametrize("policy", POLICIES)
def test_the_confirming_side_cannot_rewrite_the_proposer_s_claims(client, policy):
    """The defender accepts or rejects "from behind"; accepting with claims of the attacker's
    changed is refused (the exchange has no claim on the defender's model to add)."""
    t = Table(client, policy)
    t.step("charge", {"attacker": "knight", "defender": "guard"}, t.gm)
    behind = {"attacker": "knight", "defender": "guard", "attack_from_behind": True}
    proposal = t.propose("melee/exchange", behind, "red")
    confirmer = t.gm if policy == cl.GM_CONFIRMS else t.blue
    before = t.snapshot()
    r = t.client.post(
        t.url(f"/proposals/{proposal['id']}/accept"),
        json={"claims": {"attack_from_behind": False}},
        headers=auth(confirmer),
    )
    assert_problem(r, 422, "attack_from_behind", code="not_your_claim")
    assert t.snapshot() == before and t.get()["proposal"] == proposal


# -- "from behind" is the attacker's claim: the defender keeps its parry choice unless it accepts


def test_a_rejected_attack_from_behind_leaves_the_defender_its_parry_choice(client):
    t = Table(client, cl.OPPONENT_CONFIRMS)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("charge", pair, t.gm)
    proposal = t.propose("melee/exchange", {**pair, "attack_from_behind": True}, "red")
    assert proposal["confirm"] == ["side:blue"]
    assert t.state["exchange"] is None  # nothing declared yet: no parry choice taken away
    r = t.client.post(
        t.url(f"/proposals/{proposal['id']}/reject"),
        json={"reason": "my guard faces the knight"},
        headers=auth(t.blue),
    )
    assert r.status_code == 200, r.data
    t.step("melee/exchange", pair, t.red)
    exchange = t.state["exchange"]
    assert exchange["attack_from_behind"] is False
    assert exchange["parts"] == [f"red#{exchange['id']}", f"blue#{exchange['id']}"]
    t.step("melee/parry", {"exchange": exchange["id"], "location": "head"}, t.blue, 202)
    parry = t.step("melee/parry", {"exchange": exchange["id"], "location": "head"}, t.red)
    assert parry.get_json()["outcome"]["outcome"] == "parried"


def test_an_accepted_attack_from_behind_takes_no_parry_choice(client):
    t = Table(client, cl.OPPONENT_CONFIRMS)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("charge", pair, t.gm)
    t.agreed("melee/exchange", {**pair, "attack_from_behind": True}, "red", "blue")
    exchange = t.state["exchange"]
    part = {"exchange": exchange["id"], "location": "head"}
    assert_problem(t.step("melee/parry", part, t.blue, expect=None), 409, "can't react")
    parry = t.step("melee/parry", {**part, "location": "body"}, t.red).get_json()
    assert parry["outcome"]["outcome"] == "hit" and parry["rolls"] == []


# -- numbers the rules give are not typed


@pytest.mark.parametrize("policy", POLICIES)
def test_a_typed_number_the_rules_give_is_refused_in_player_words(client, policy):
    t = Table(client, policy)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("action-die", {"model": "guard", "has_action_die": False}, t.gm)
    t.step("charge", pair, t.gm)
    t.step("melee/exchange", pair, t.gm)
    exchange = t.state["exchange"]["id"]
    shot = {"shooter": "archer", "target": "knight", "distance_cm": 25}
    red, blue = t.red, t.blue
    attack = {**pair, "attack_type": "force"}
    cast = {"mage": "cleric", "spell_difficulty": 3}
    damage = {"shooter": "archer", "target": "knight"}
    part = {"exchange": exchange, "location": "legs"}
    refused = [
        # (path, body, token, the typed field and its value, words of the refusal)
        ("shooting", shot, blue, ("modifier_total", 4), "target_in_terrain -2"),
        ("shooting", shot, blue, ("modifiers", [{"value": 3}]), "add up"),
        ("shooting", shot, blue, ("target_has_action_die", False), "+1 BS"),
        ("shooting", shot, blue, ("shooter_in_melee", False), "-3 BS"),
        ("shooting", shot, blue, ("weapon_damage", 10), "equipment"),
        ("shooting/hit", shot, blue, ("BS", 10), "profile"),
        ("shooting/damage", damage, blue, ("aim_levels", 3), "Aiming of the hit"),
        ("melee/attack", attack, red, ("weapon_modifier", 5), "equipment"),
        ("melee/attack", attack, red, ("armour", 0), "equipment"),
        ("melee/shield-block", pair, blue, ("defender_has_action_die", False), "Action Die"),
        ("melee/shield-block", pair, blue, ("attack_from_behind", False), "the exchange"),
        ("melee/parry", part, red, ("attack_from_behind", True), "the exchange"),
        ("magic/cast", cast, red, ("vitality", 5), "the mage's"),
        ("magic/self-heal", {"mage": "cleric"}, red, ("has_action_die", True), "Action Die"),
    ]
    before = t.snapshot()
    for path, body, token, (field, value), words in refused:
        r = t.step(path, {**body, field: value}, token, expect=None)
        problem = assert_problem(r, 422, field=field)
        said = " ".join(problem["errors"][field])
        assert "is not typed on an encounter" in said and words in said, (path, said)
    # The numbers the rules bound stay bounded, in the rules' words, before any proposal.
    r = t.step("shooting/hit", {**shot, "distance_cm": 75}, t.blue, expect=None)
    assert_problem(r, 422, "out of range", "69 cm")
    r = t.step("shooting/hit", {**shot, "aim_levels": 5}, t.blue, expect=None)
    assert_problem(r, 422, "cannot be rolled")
    r = t.step("magic/cast", {"mage": "cleric", "spell_difficulty": 7}, t.red, expect=None)
    assert_problem(r, 422, field="spell_difficulty")
    assert t.snapshot() == before and t.get()["proposal"] is None


@pytest.mark.parametrize("policy", POLICIES)
def test_a_sealed_parry_blocks_only_at_the_table_s_target_under_a_confirming_policy(client, policy):
    """A sealed part cannot be a proposal: the defender's own shield target is claimed in
    public with melee/shield-block; in a sealed part only the table's target holds."""
    t = Table(client, policy)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("action-die", {"model": "guard", "has_action_die": False}, t.gm)
    t.step("charge", pair, t.gm)
    t.step("melee/exchange", pair, t.gm)
    exchange = t.state["exchange"]["id"]
    before = t.snapshot()
    part = {"exchange": exchange, "location": "legs", "use_shield": True, "shield_block_target": 2}
    r = t.step("melee/parry", part, t.blue, expect=None)
    problem = assert_problem(r, 422, "melee/shield-block", field="shield_block_target")
    assert problem["code"] == "shield_block_target_claimed"
    assert t.snapshot() == before
    # The table's own target, named or left out, is no claim.
    part["shield_block_target"] = TABLE_TARGET
    t.step("melee/parry", part, t.blue, 202)


def test_under_trusted_a_sealed_parry_still_names_its_own_shield_target(client):
    t = Table(client, cl.TRUSTED)
    pair = {"attacker": "knight", "defender": "guard"}
    t.step("action-die", {"model": "guard", "has_action_die": False}, t.gm)
    t.step("charge", pair, t.gm)
    t.step("melee/exchange", pair, t.gm)
    exchange = t.state["exchange"]["id"]
    part = {"exchange": exchange, "location": "legs", "use_shield": True, "shield_block_target": 2}
    t.step("melee/parry", part, t.blue, 202)
    parry = t.step("melee/parry", {"exchange": exchange, "location": "head"}, t.red).get_json()
    assert parry["outcome"]["shield_roll"] is not None
    entry = t.log()[-1]
    assert entry["bound"]["shield_block_target"] == 2


# -- a race between an accept and another step leaves exactly one outcome


def test_an_accept_racing_another_step_lets_nothing_in_before_it(app):
    from tests.support.claims import race

    for _ in range(3):
        t = Table(app.test_client(), cl.OPPONENT_CONFIRMS)
        proposal = t.propose("charge", {"attacker": "knight", "defender": "guard"}, "red")
        accepted, moved = race(
            (app, t.url(f"/proposals/{proposal['id']}/accept"), None, t.blue),
            (app, t.url(f"/{SYSTEM}/movement"), {"model": "archer"}, t.blue),
        )
        assert accepted.status_code == 200, accepted.data
        assert moved.status_code in (200, 409), moved.data
        steps = [e["step"] for e in t.log()]
        assert steps == ["charge", *(["movement"] if moved.status_code == 200 else [])]
        assert t.state["models"]["guard"]["engaged_with"] == ["knight"]
