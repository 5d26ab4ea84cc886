"""Urban War claims under a confirming policy, step by step (issue 29, point 4 and its
acceptance; docs/rules/urban-war.md, "Claims on an encounter"), through real HTTP and the
real Redis of the test harness.

Each encounter is brought to the moment just before one step by the game master (whose
claims are its own, so nothing waits), and that step is then sent with a side's token and
claims that are not neutral. For every Urban War step that declares claims, under
`opponent_confirms` and `gm_confirms`, a hostile client finds that:

- the step comes back as a proposal and nothing is rolled, logged or changed;
- its proposer cannot accept or reject it, and no one else but the confirming party accepts;
- a withdrawn proposal leaves the state, the log and its head as they were, and a rejected
  one adds only the rejection, without dice;
- once accepted it resolves as proposed, and the log says who made and who accepted it;
- the acting side cannot set the other model's numbers (its panic test's Commander and
  modifiers, its weapon): that is the other side's claim, which it adds when it accepts;
- a modifier the rules give (a Commander, calibre, cover, a band), or further modifiers
  beyond ±10, are a 422 in a player's words, before any proposal.
"""

from __future__ import annotations

import pytest

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS
from tests.support.problems import assert_problem
from tests.support.urban_war import BLADE, RIFLE, model

STEPS = ENCOUNTER_SYSTEMS["urban-war"].steps
MOD = [{"reason": "smoke drifting across", "value": 2}]
POLICIES = (cl.OPPONENT_CONFIRMS, cl.GM_CONFIRMS)


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def other(side: str) -> str:
    return "blue" if side == "red" else "red"


class Table:
    """An Urban War encounter under a claims policy, set up by the game master: both sides'
    orders (model 1 snap fire, model 2 overwatch) and the initiative. The side that won it
    moves its model 1 (`mover`) against the other side's model 1 (`enemy`); the other
    side's model 2 (`watcher`) is on overwatch."""

    def __init__(self, client, policy):
        # Tough and long-lived (T 10, W 20): no step here removes a model or makes a panic
        # test due, so every scene reaches its step. Calibre 1: one reaction each.
        roster = [
            model(f"{side[0]}{i}", side, toughness=10, wounds_max=20, calibre=1)
            for side in ("red", "blue")
            for i in (1, 2)
        ]
        for m in roster:
            m["weapons"] = [RIFLE, BLADE]
        body = {"system": "urban-war", "models": roster, "claims_policy": policy}
        r = client.post("/v1/encounters", json=body)
        assert r.status_code == 201, r.data
        created = r.get_json()
        self.client, self.policy = client, policy
        self.id = created["encounter"]["id"]
        self.gm, self.sides = created["gm_token"], created["side_tokens"]
        for side in ("red", "blue"):
            orders = {f"{side[0]}1": "snap_fire", f"{side[0]}2": "overwatch"}
            self.gm_step("orders", {"side": side, "orders": orders}, expect=(200, 202))
        self.gm_step("initiative", {})
        self.side = self.state["active_player"]
        self.mover, self.enemy = f"{self.side[0]}1", f"{other(self.side)[0]}1"
        self.watcher = f"{other(self.side)[0]}2"

    # -- reads and writes

    def url(self, rest: str = "") -> str:
        return f"/v1/encounters/{self.id}{rest}"

    def post(self, path: str, body, token: str):
        return self.client.post(self.url(path), json=body, headers=auth(token))

    def step(self, path: str, body: dict, token: str):
        return self.post(f"/urban-war/{path}", body, token)

    def gm_step(self, path: str, body: dict, expect=(200,)):
        r = self.step(path, body, self.gm)
        assert r.status_code in expect, (path, body, r.status_code, r.data)
        return r.get_json()

    def doc(self) -> dict:
        r = self.client.get(self.url())
        assert r.status_code == 200, r.data
        return r.get_json()

    @property
    def state(self) -> dict:
        return self.doc()["state"]

    def log(self) -> list[dict]:
        r = self.client.get(self.url("/log?page_size=1000"))
        assert r.status_code == 200, r.data
        return r.get_json()["entries"]

    def snapshot(self) -> tuple:
        """What a step that was not taken must leave as it was: the state, the log's length
        and head (the position of the live stream and of the dice), the side seeds."""
        doc = self.doc()
        return doc["state"], doc["log_length"], doc.get("head_hash"), doc.get("side_seeds_open")

    def confirmer(self) -> str:
        """Who answers a proposal of the moving side: the other side, or the game master."""
        return "gm" if self.policy == cl.GM_CONFIRMS else f"side:{other(self.side)}"

    def token_of(self, role: str) -> str:
        return self.gm if role == "gm" else self.sides[role.removeprefix("side:")]

    # -- the scenes: the game master brings the encounter to the step; a side takes it

    def activated(self) -> None:
        self.gm_step("activate", {"model": self.mover})

    def engaged_with_a_reaction(self) -> None:
        """The mover charged the enemy and starts a reaction, still in base contact."""
        self.activated()
        self.gm_step("melee", {"target": self.enemy, "charge": True, "charge_distance_in": 5})
        state = self.state
        assert state["models"][self.mover]["engaged_with"] == [self.enemy], state
        assert not state["pending_panic"], state
        self.gm_step("activate", {"model": self.mover, "reaction": True})


def scene(client, policy: str, name: str) -> tuple[Table, str, dict, str]:
    """An encounter just before step `name`, and that step as a side sends it (path, body,
    token) with claims that are not neutral."""
    t = Table(client, policy)
    mine = t.sides[t.side]
    if name == "command_test":
        return t, "command-test", {"model": t.mover, "modifiers": MOD}, mine
    if name == "panic_test":
        body = {"model": t.mover, "trigger": "other", "commander_in_range": True}
        return t, "panic-test", body, mine
    if name == "activate":
        return t, "activate", {"model": t.mover, "commander_in_range": True}, mine
    if name == "break_off":
        t.engaged_with_a_reaction()
        return t, "break-off", {"modifiers": MOD}, mine
    t.activated()
    if name == "movement":
        return t, "movement", {"action": "normal", "distance_in": 2}, mine
    if name == "shooting":
        return t, "shooting", {"target": t.enemy, "distance_in": 10, "modifiers": MOD}, mine
    if name == "melee":
        body = {"target": t.enemy, "charge": True, "charge_distance_in": 5}
        return t, "melee", body, mine
    if name == "overwatch_interrupt":
        body = {"interrupter": t.watcher, "kind": "shot", "distance_in": 12}
        return t, "overwatch-interrupt", body, t.sides[other(t.side)]
    raise AssertionError(f"no scene for {name}")


def side_steps_with_claims() -> list[str]:
    return sorted(s.name for s in STEPS if s.claims and s.actor.value != "gm")


def test_every_urban_war_step_with_claims_has_a_scene_here():
    assert side_steps_with_claims() == [
        "activate",
        "break_off",
        "command_test",
        "melee",
        "movement",
        "overwatch_interrupt",
        "panic_test",
        "shooting",
    ]


# -- consent before the dice, step by step


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("name", side_steps_with_claims())
def test_no_roll_until_the_confirming_party_accepts(client, name, policy):
    t, path, body, token = scene(client, policy, name)
    proposer = next(role for role, tok in t.sides.items() if tok == token)
    proposer = f"side:{proposer}"
    confirmer = t.confirmer() if name != "overwatch_interrupt" else _interrupt_confirmer(t)
    before = t.snapshot()

    # A proposal: nothing rolled, logged or changed.
    r = t.step(path, body, token)
    assert r.status_code == 202, r.data
    answer = r.get_json()
    assert "rolls" not in answer and "outcome" not in answer
    proposal = answer["proposal"]
    assert proposal["step"] == name and proposal["proposer"] == proposer
    assert proposal["confirm"] == [confirmer]
    assert t.snapshot() == before
    pid = proposal["id"]

    # Its proposer neither accepts nor rejects it; nobody else but the confirming party
    # accepts it; the proposal still stands after every refusal.
    r = t.post(f"/proposals/{pid}/accept", None, token)
    assert_problem(r, 403, code="own_proposal")
    r = t.post(f"/proposals/{pid}/reject", {"reason": "mine"}, token)
    assert_problem(r, 403, code="own_proposal")
    for role in ("gm", "side:red", "side:blue"):
        if role not in (confirmer, proposer):
            r = t.post(f"/proposals/{pid}/accept", None, t.token_of(role))
            assert_problem(r, 403, code="forbidden")
    # Every other change waits, the same step again too.
    assert_problem(t.step(path, body, token), 409, code="proposal_open")
    assert t.snapshot() == before and t.doc()["proposal"]["id"] == pid

    # Withdrawn: as if never sent.
    r = t.post(f"/proposals/{pid}/withdraw", None, token)
    assert r.status_code == 200, r.data
    assert t.snapshot() == before and t.doc()["proposal"] is None

    # Rejected: one log entry, without dice; the state as it was.
    pid = t.step(path, body, token).get_json()["proposal"]["id"]
    reason = {"reason": "that is not what the table shows"}
    r = t.post(f"/proposals/{pid}/reject", reason, t.token_of(confirmer))
    assert r.status_code == 200, r.data
    state, length, _, seeds = t.snapshot()
    assert (state, seeds) == (before[0], before[3]) and length == before[1] + 1
    rejection = t.log()[-1]
    assert rejection["step"] == cl.REJECTED and rejection["rolls"] == []
    assert rejection["params"]["proposal"] == pid and rejection["role"] == confirmer

    # Accepted: resolved exactly as proposed; the first roll of this step is this one.
    third = t.step(path, body, token).get_json()["proposal"]
    r = t.post(f"/proposals/{third['id']}/accept", None, t.token_of(confirmer))
    assert r.status_code == 200, r.data
    log = t.log()
    assert [e["step"] for e in log].count(name) == 1
    entry = log[-1]
    assert entry["step"] == name and entry["role"] == proposer
    assert entry["params"] == third["params"]
    assert entry["claims"]["made_by"] == proposer
    assert entry["claims"]["accepted_by"] == confirmer
    assert entry["claims"]["proposal"] == third["id"]
    assert t.doc()["proposal"] is None
    reveal = t.client.post(t.url("/reveal"), headers=auth(t.gm))
    assert reveal.status_code == 200, reveal.data
    verified = t.client.get(t.url("/verify")).get_json()
    assert verified["ok"], verified


def _interrupt_confirmer(t: Table) -> str:
    """The interrupt acts on the moving model: its side confirms the interrupter's claims."""
    return "gm" if t.policy == cl.GM_CONFIRMS else f"side:{t.side}"


# -- numbers the rules give are not typed (docs/rules/urban-war.md, "Further modifiers")

# Steps whose request takes further modifiers, and the field that carries them.
MODIFIED = [
    ("activate", "modifiers"),
    ("break_off", "modifiers"),
    ("command_test", "modifiers"),
    ("melee", "modifiers"),
    ("overwatch_interrupt", "modifiers"),
    ("panic_test", "modifiers"),
    ("shooting", "modifiers"),
]
# A modifier the rules give, typed as a number, and the words the refusal says instead.
RULE_GIVEN = [
    ({"reason": "Commander within 9 in", "value": 1}, "commander_in_range: true"),
    ({"reason": "CAL", "value": 2}, "calibre is added from the model's profile"),
    ({"source": "primary target in cover", "value": 2}, "primary_in_cover: true"),
    ({"reason": "long range", "value": -2}, "comes from the distance"),
    ({"reason": "panicked", "value": -2}, "never changes a command test"),
]


@pytest.mark.parametrize("given, instead", RULE_GIVEN, ids=lambda v: str(v)[:24])
@pytest.mark.parametrize("name, field", MODIFIED)
def test_a_modifier_the_rules_give_is_refused_before_any_proposal(
    client, name, field, given, instead
):
    t, path, body, token = scene(client, cl.OPPONENT_CONFIRMS, name)
    before = t.snapshot()
    r = t.step(path, {**body, field: [*MOD, given]}, token)
    assert_problem(r, 422, instead, field=field)
    assert t.snapshot() == before and t.doc()["proposal"] is None


@pytest.mark.parametrize("policy", (cl.TRUSTED, *POLICIES))
@pytest.mark.parametrize("name, field", MODIFIED)
def test_further_modifiers_add_up_to_ten_at_most(client, name, field, policy):
    t, path, body, token = scene(client, policy, name)
    before = t.snapshot()
    ten = [{"reason": f"edge {i}", "value": 10} for i in range(10)]
    r = t.step(path, {**body, field: ten}, token)
    assert_problem(r, 422, "add up to +100", "-10..+10", field=field)
    r = t.step(path, {**body, field: [{"reason": "dug in", "value": -6}] * 2}, t.gm)
    assert_problem(r, 422, "add up to -12", field=field)
    assert t.snapshot() == before and t.doc()["proposal"] is None
    # Ten in all, either way, is still a further modifier the table may agree on.
    edge = [{"reason": "a scenario's edge", "value": 6}, {"reason": "veteran", "value": 4}]
    r = t.step(path, {**body, field: edge}, t.gm)
    assert r.status_code == 200, r.data
    assert t.log()[-1]["params"][field] == edge


# -- a side never sets a number on the other side's model

# The other model's numbers and choices each step takes, as its side would claim them.
THEIRS = {
    "target_commander_in_range": True,
    "target_modifiers": [{"reason": "rattled", "value": -3}],
}
# Steps that act on another side's model, and what of that model they take.
ACTED_ON = {
    "melee": {**THEIRS, "target_weapon": "Blade"},
    "break_off": THEIRS,
    "overwatch_interrupt": THEIRS,
}


def _owner(t: Table, name: str) -> str:
    """The side of the model the step acts on: the defender, the opponent broken from, or
    the interrupted mover."""
    return t.side if name == "overwatch_interrupt" else other(t.side)


@pytest.mark.parametrize("policy", (cl.TRUSTED, *POLICIES))
@pytest.mark.parametrize("name", sorted(ACTED_ON))
def test_the_acting_side_cannot_claim_the_other_model_s_numbers(client, name, policy):
    t, path, body, token = scene(client, policy, name)
    before = t.snapshot()
    for claim, value in ACTED_ON[name].items():
        r = t.step(path, {**body, claim: value}, token)
        assert_problem(r, 403, claim, _owner(t, name), code="not_your_claim")
        assert t.snapshot() == before and t.doc()["proposal"] is None
    # The step without them goes on as the policy says.
    r = t.step(path, body, token)
    assert r.status_code == (200 if policy == cl.TRUSTED else 202), r.data


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("name", sorted(ACTED_ON))
def test_the_other_side_adds_its_own_numbers_when_it_accepts(client, name, policy):
    t, path, body, token = scene(client, policy, name)
    owner = "gm" if policy == cl.GM_CONFIRMS else f"side:{_owner(t, name)}"
    proposal = t.step(path, body, token).get_json()["proposal"]
    assert proposal["confirm"] == [owner]
    accept = f"/proposals/{proposal['id']}/accept"
    confirmer = t.token_of(owner)
    # Not the proposer's own claims, and not a number the rules give.
    r = t.post(accept, {"claims": {"modifiers": MOD}}, confirmer)
    assert_problem(r, 422, "modifiers", code="not_your_claim")
    commander = {"target_modifiers": [{"reason": "Commander nearby", "value": 1}]}
    r = t.post(accept, {"claims": commander}, confirmer)
    assert_problem(r, 422, "target_commander_in_range: true", code="invalid_claims")
    # The proposer cannot slip them in by accepting, nor can the side it acts against.
    r = t.post(accept, {"claims": THEIRS}, token)
    assert_problem(r, 403, code="own_proposal")
    assert t.doc()["proposal"]["id"] == proposal["id"]

    r = t.post(accept, {"claims": ACTED_ON[name]}, confirmer)
    assert r.status_code == 200, r.data
    entry = t.log()[-1]
    assert entry["step"] == name
    assert entry["params"] == {**proposal["params"], **ACTED_ON[name]}
    assert entry["claims"]["made_by"] != owner and entry["claims"]["accepted_by"] == owner
    assert entry["claims"]["confirmer_claims"] == sorted(ACTED_ON[name])
    other_model = _bound_other(entry)
    assert other_model["commander_in_range"] is True
    assert other_model["modifiers"] == THEIRS["target_modifiers"]
    if name == "melee":
        assert other_model["weapon"]["name"] == "Blade"
    reveal = t.client.post(t.url("/reveal"), headers=auth(t.gm))
    assert reveal.status_code == 200, reveal.data
    assert t.client.get(t.url("/verify")).get_json()["ok"]


def _bound_other(entry: dict) -> dict:
    """The other model as the rules got it: the defender, the opponent, the interrupted."""
    bound = entry["bound"]
    if entry["step"] == "melee":
        return bound["defender"]
    if entry["step"] == "break_off":
        return bound["opponents"][0]
    return bound["target"]


def test_the_game_master_may_give_the_other_model_s_numbers_under_trusted(client):
    t, path, body, _ = scene(client, cl.TRUSTED, "melee")
    r = t.step(path, {**body, **ACTED_ON["melee"]}, t.gm)
    assert r.status_code == 200, r.data
    entry = t.log()[-1]
    assert entry["claims"]["made_by"] == "gm" and entry["claims"]["accepted_by"] == "gm"
    assert _bound_other(entry)["weapon"]["name"] == "Blade"


def test_the_stateless_command_test_still_takes_the_caller_s_whole_test(client):
    """The stateless route has no table to agree with: its caller types the whole test, so
    its further modifiers keep a modifier's own bound only (docs/rules/urban-war.md)."""
    body = {"command": 4, "modifiers": [{"reason": "Commander's banner", "value": 10}] * 3}
    r = client.post("/v1/urban-war/command-test", json={**body, "dice": [5, 5]})
    assert r.status_code == 200, r.data
    assert r.get_json()["outcome"]["total"] == 44
