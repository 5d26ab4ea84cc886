"""Claims and consent through the Python SDK (issue 29), against gunicorn and real Redis:
a short fight of each system under `opponent_confirms`, in which a proposal is withdrawn,
one rejected and one accepted, another step waits with `ProposalOpen` while one is open, a
side disputes a logged step and the game master rules; the live updates tell every
proposal as it opens and closes, and the export verifies at the end with every claim, its
author and who accepted it."""

from __future__ import annotations

import threading
import time
import typing
from types import ModuleType
from typing import Any

import pytest
from referee_client.api.encounters import (
    create_encounter,
    export_encounter,
    get_encounter,
    reveal_encounter,
)
from referee_client.api.encounters import verify_encounter as server_verify
from referee_client.api.umbra_turris_encounters import (
    encounter_umbra_turris_action_die,
    encounter_umbra_turris_charge,
    encounter_umbra_turris_melee_exchange,
    encounter_umbra_turris_shooting_damage,
    encounter_umbra_turris_shooting_hit,
)
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_activate,
    encounter_urban_war_command_test,
    encounter_urban_war_initiative,
    encounter_urban_war_orders,
    encounter_urban_war_shooting,
)
from referee_client.api.walka_encounters import (
    encounter_walka_attack,
    encounter_walka_defense,
    encounter_walka_hit_location,
    encounter_walka_initiative,
)
from referee_client.models import (
    AcceptedAnswer,
    ClaimsEntryAnswer,
    Export,
    ProposalAnswer,
    SealedWaiting,
    UmbraTurrisEncounterCreate,
    UrbanWarEncounterCreate,
    WalkaEncounterCreate,
)
from referee_sdk import (
    AuthenticatedClient,
    Client,
    Conflict,
    LiveEvent,
    ProposalOpen,
    RefereeProblem,
    accept,
    call,
    dispute,
    encounter_step,
    events,
    is_proposed,
    reject,
    rule,
    verify_encounter,
    withdraw,
)

pytestmark = pytest.mark.e2e
MOD = [{"reason": "a claimed edge", "value": 1}]
CREATE = {
    "urban-war": UrbanWarEncounterCreate,
    "walka": WalkaEncounterCreate,
    "umbra-turris": UmbraTurrisEncounterCreate,
}


class Table:
    """One encounter under opponent_confirms, its clients, and the live events it told."""

    def __init__(self, url: str, system: str, models: list[dict], **extra: Any):
        body = CREATE[system].from_dict(
            {"system": system, "models": models, "claims_policy": "opponent_confirms", **extra}
        )
        created = call(create_encounter.sync_detailed, client=Client(base_url=url), body=body)
        self.url = url
        self.id = created.encounter.id
        self.gm = AuthenticatedClient(base_url=url, token=created.gm_token)
        self.sides = {
            side: AuthenticatedClient(base_url=url, token=token)
            for side, token in created.side_tokens.additional_properties.items()
        }
        self.told: list[LiveEvent] = []
        self._listening = threading.Thread(target=self._listen, daemon=True)
        self._listening.start()
        self.answers: dict[str, int] = {"withdrawn": 0, "rejected": 0, "accepted": 0}

    def _listen(self) -> None:
        for event in events(Client(base_url=self.url), self.id):
            self.told.append(event)

    def heard(self, count: int) -> None:
        """Wait until the live updates told `count` events: a proposal is a notice, not a
        log entry, so one made before the stream was connected would not be told again."""
        deadline = time.monotonic() + 10
        while len(self.told) < count:
            assert time.monotonic() < deadline, self.told
            time.sleep(0.02)

    def state(self) -> dict:
        return call(
            get_encounter.sync_detailed, self.id, client=Client(base_url=self.url)
        ).state.to_dict()

    def step(self, endpoint: ModuleType, body: dict, client: AuthenticatedClient) -> Any:
        """A step through the generated endpoint, its body built from `body`."""
        model = typing.get_type_hints(endpoint.sync_detailed)["body"]
        return encounter_step(
            endpoint.sync_detailed, self.id, client=client, body=model.from_dict(body)
        )

    def consent(
        self,
        endpoint: ModuleType,
        body: dict,
        proposer: AuthenticatedClient,
        confirmer: AuthenticatedClient,
    ) -> AcceptedAnswer:
        """The step as a proposal: withdrawn once, rejected once, then accepted."""
        first = self.step(endpoint, body, proposer)
        assert is_proposed(first) and isinstance(first, ProposalAnswer), first
        assert first.status == "proposed" and first.proposal.claims.additional_properties
        withdrawn = withdraw(proposer, self.id, first.proposal.id)
        assert withdrawn.status == "withdrawn" and withdrawn.proposal.id == first.proposal.id
        self.answers["withdrawn"] += 1
        second = self.step(endpoint, body, proposer)
        assert is_proposed(second)
        # While it is open, every other step waits, with a typed error that names it.
        with pytest.raises(ProposalOpen) as refused:
            self.step(endpoint, body, proposer)
        assert isinstance(refused.value, Conflict) and second.proposal.id in refused.value.detail
        rejection = reject(confirmer, self.id, second.proposal.id, "not what the table shows")
        assert isinstance(rejection, ClaimsEntryAnswer) and rejection.step == "claims.rejected"
        self.answers["rejected"] += 1
        third = self.step(endpoint, body, proposer)
        assert is_proposed(third)
        with pytest.raises(RefereeProblem) as own:
            accept(proposer, self.id, third.proposal.id)
        assert own.value.status == 403 and own.value.code == "own_proposal"
        accepted = accept(confirmer, self.id, third.proposal.id)
        assert isinstance(accepted, AcceptedAnswer) and accepted.step == third.proposal.step
        assert accepted.role == third.proposal.proposer  # logged as the proposer's step
        self.answers["accepted"] += 1
        return accepted

    def dispute_and_rule(self, index: int, side: AuthenticatedClient, ruling: Any) -> None:
        disputed = dispute(side, self.id, index, "that is not what happened")
        assert disputed.step == "claims.disputed" and disputed.params["log_index"] == index
        ruled = rule(self.gm, self.id, disputed.index, ruling, "the game master looked")
        assert ruled.step == "claims.ruling" and ruled.params["ruling"] == ruling

    def finish(self) -> None:
        """Reveal; the export verifies (offline and on the server), lists every claim with
        its author, and the live updates told each proposal as it opened and closed."""
        call(reveal_encounter.sync_detailed, self.id, client=self.gm)
        exported = call(export_encounter.sync_detailed, self.id, client=Client(base_url=self.url))
        assert isinstance(exported, Export)
        document = exported.to_dict()
        checked = verify_encounter(document)
        assert checked.ok and checked.chain_ok, checked.failures
        on_server = call(server_verify.sync_detailed, self.id, client=Client(base_url=self.url))
        assert on_server.ok, on_server
        # The server lists every claim with its author, as the export does.
        assert [c.to_dict() for c in on_server.claims] == document["claims"]
        log = document["log"]
        steps = [entry["step"] for entry in log]
        assert steps.count("claims.rejected") == self.answers["rejected"]
        assert "claims.disputed" in steps and "claims.ruling" in steps
        consented = [e for e in log if (e.get("claims") or {}).get("proposal")]
        assert len(consented) == self.answers["accepted"]
        for entry in consented:
            assert entry["claims"]["accepted_by"] != entry["claims"]["made_by"]
        listed = [c["index"] for c in document["claims"] if "claims" in c]
        assert listed == [e["index"] for e in log if e.get("claims")]
        self._listening.join(15)
        assert not self._listening.is_alive(), "the live updates did not end at the reveal"
        statuses = [e.data["status"] for e in self.told if e.event == "proposal"]
        for status, count in self.answers.items():
            assert statuses.count(status) == count, statuses
        assert statuses.count("open") == sum(self.answers.values())
        assert all(e.index is None for e in self.told if e.event == "proposal")
        assert [e.index for e in self.told if e.is_entry] == list(range(len(log)))
        assert self.told[-1].event == "revealed"


def test_urban_war_under_opponent_confirms(live_server):
    from tests.support.urban_war import model

    t = Table(live_server.url, "urban-war", [model("r1", "red"), model("b1", "blue")])
    red, blue = t.sides["red"], t.sides["blue"]
    waiting = t.step(encounter_urban_war_orders, {"orders": {"r1": "snap_fire"}}, red)
    assert isinstance(waiting, SealedWaiting) and not is_proposed(waiting)
    t.heard(1)  # `sealed`
    t.step(encounter_urban_war_orders, {"orders": {"b1": "snap_fire"}}, blue)
    t.step(encounter_urban_war_initiative, {}, t.gm)
    # A command test with a claimed modifier: blue consents (r1 is red's own model).
    body = {"model": "r1", "modifiers": MOD}
    assert t.consent(encounter_urban_war_command_test, body, red, blue).rolls
    # The side that won the initiative shoots; the distance is a claim its target accepts.
    first = t.state()["active_player"]
    mine, theirs = (red, blue) if first == "red" else (blue, red)
    shooter, target = ("r1", "b1") if first == "red" else ("b1", "r1")
    t.step(encounter_urban_war_activate, {"model": shooter}, mine)
    shot = t.step(encounter_urban_war_shooting, {"target": target, "distance_in": 10}, mine)
    assert is_proposed(shot) and shot.proposal.confirm == [
        "side:blue" if first == "red" else "side:red"
    ]
    fired = accept(theirs, t.id, shot.proposal.id)
    t.answers["accepted"] += 1
    t.dispute_and_rule(fired.index, theirs, "dismissed")
    t.finish()


def test_walka_under_opponent_confirms(live_server):
    from tests.support.walka import ala, bor

    t = Table(live_server.url, "walka", [ala(armour_skill_die="d8"), bor(armour_skill_die="d8")])
    t.step(encounter_walka_initiative, {}, t.gm)
    t.heard(1)
    mover = t.state()["turn"]["character"]
    other = "Bor" if mover == "Ala" else "Ala"
    mine = t.sides["north" if mover == "Ala" else "south"]
    theirs = t.sides["south" if mover == "Ala" else "north"]
    # "From behind" is a claim about the defender's back: the defender's side consents.
    sight = {"attacker": mover, "target": other, "mode": "random", "from_behind": True}
    located = t.consent(encounter_walka_hit_location, sight, mine, theirs)
    assert located.rolls
    t.step(
        encounter_walka_defense,
        {"defender": other, "attack_kind": "melee", "type": "dodge"},
        theirs,
    )
    attacked = t.step(
        encounter_walka_attack, {"attacker": mover, "target": other, "form": "cut"}, mine
    )
    assert not is_proposed(attacked)  # neutral claims: rolled at once, as under trusted
    t.dispute_and_rule(attacked.index, theirs, "upheld")
    t.finish()


def test_umbra_turris_under_opponent_confirms(live_server):
    from tests.support.umbra_turris import fighter

    gear = {"weapon_modifier": 1, "armour": 0, "has_shield": False, "weapon_damage": 1}
    # The long names: the generated model reads those (the codes are an alias of the API's).
    profile = {
        "leadership": 7,
        "movement": 10,
        "weapon_skill": 4,
        "strength": 3,
        "speed": 3,
        "ballistic_skill": 5,
        "toughness": 3,
        "wounds": 3,
    }
    strong = {**profile, "weapon_skill": 6, "strength": 5, "toughness": 4}
    roster = [
        fighter("knight", "red", profile=strong, equipment=gear),
        fighter("archer", "blue", profile=profile, equipment=gear),
        fighter("guard", "blue", profile=profile, equipment=gear),
    ]
    t = Table(live_server.url, "umbra-turris", roster)
    red, blue = t.sides["red"], t.sides["blue"]
    # The game master's own claims are the game master's: logged at once.
    die = {"model": "guard", "has_action_die": False}
    assert not is_proposed(t.step(encounter_umbra_turris_action_die, die, t.gm))
    t.heard(1)
    # The distance is the archer's claim; the knight's side consents to it.
    shot = {"shooter": "archer", "target": "knight", "distance_cm": 20}
    hit = t.consent(encounter_umbra_turris_shooting_hit, shot, blue, red)
    if hit.outcome["hit"]:
        damage = {"shooter": "archer", "target": "knight"}
        assert not is_proposed(t.step(encounter_umbra_turris_shooting_damage, damage, blue))
    # Whom the knight reaches is a claim too: the guard's side consents.
    charge = t.step(encounter_umbra_turris_charge, {"attacker": "knight", "defender": "guard"}, red)
    assert is_proposed(charge) and charge.proposal.confirm == ["side:blue"]
    accept(blue, t.id, charge.proposal.id)
    t.answers["accepted"] += 1
    exchange = t.step(
        encounter_umbra_turris_melee_exchange, {"attacker": "knight", "defender": "guard"}, red
    )
    assert not is_proposed(exchange)
    t.dispute_and_rule(exchange.index, blue, "dismissed")
    t.finish()
