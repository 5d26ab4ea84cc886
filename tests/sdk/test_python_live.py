"""referee_sdk against gunicorn and real Redis: typed problems, encounter steps with an
automatic Idempotency-Key, safe retries through a flaky network, offline verification of
fresh answers and exports."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from referee_client.api.encounters import (
    create_encounter,
    export_encounter,
    get_encounter,
    reveal_encounter,
)
from referee_client.api.encounters import (
    verify_encounter as server_verify,
)
from referee_client.api.urban_war import urban_war_command_test, urban_war_rally
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_initiative,
    encounter_urban_war_orders,
)
from referee_client.models import (
    Export,
    SealedWaiting,
    UrbanWarCommandTestRequest,
    UrbanWarCommandTestResponse,
    UrbanWarEncounterCreate,
    UrbanWarInitiativeEncounterParams,
    UrbanWarOrdersParams,
    UrbanWarRallyRequest,
)
from referee_sdk import (
    NO_RETRY,
    AuthenticatedClient,
    Client,
    RefereeProblem,
    Retry,
    call,
    encounter_step,
    verify,
    verify_encounter,
)

from tests.support.sdk_urban_war import model

pytestmark = pytest.mark.e2e
FAST = Retry(attempts=5, backoff=0.01, max_backoff=0.05)


class Fight:
    """A fresh Urban War encounter: ids, tokens and clients (optionally through a proxy)."""

    def __init__(self, url: str):
        created = call(
            create_encounter.sync_detailed,
            client=Client(base_url=url),
            body=UrbanWarEncounterCreate(
                system="urban-war",
                name="sdk live",
                client_seed="sdk-live",
                models=[model("r1", "red"), model("b1", "blue")],
            ),
        )
        self.id = created.encounter.id
        self.url = url
        self.gm_token = created.gm_token
        self.tokens = created.side_tokens.additional_properties

    def as_(self, token: str, url: str | None = None) -> AuthenticatedClient:
        return AuthenticatedClient(base_url=url or self.url, token=token)

    def orders(self) -> None:
        for token in self.tokens.values():
            encounter_step(
                encounter_urban_war_orders.sync_detailed,
                self.id,
                client=self.as_(token),
                body=UrbanWarOrdersParams(),
            )

    def doc(self):
        return call(get_encounter.sync_detailed, self.id, client=Client(base_url=self.url))


@pytest.fixture
def fight(live_server):
    return Fight(live_server.url)


def test_stateless_call_and_offline_verify(live_server):
    client = Client(base_url=live_server.url)
    result = call(
        urban_war_command_test.sync_detailed,
        client=client,
        body=UrbanWarCommandTestRequest(command=4, calibre=1, seed="sdk-verify"),
    )
    assert isinstance(result, UrbanWarCommandTestResponse)
    assert verify(result).ok and verify(result).rolls_checked == 2
    fresh = call(
        urban_war_command_test.sync_detailed,
        client=client,
        body=UrbanWarCommandTestRequest(command=4),
    )
    assert len(fresh.seed) == 32 and verify(fresh).ok
    tampered = fresh.to_dict()
    tampered["rolls"][1]["value"] = tampered["rolls"][1]["value"] % 10 + 1
    assert "rolls[1]" in str(verify(tampered))


def test_validation_errors_are_a_typed_problem(live_server):
    with pytest.raises(RefereeProblem) as raised:
        call(
            urban_war_rally.sync_detailed,
            client=Client(base_url=live_server.url),
            body=UrbanWarRallyRequest(command=4, panicked=True, attempt=False),
        )
    problem = raised.value
    assert (problem.status, problem.title, problem.code) == (
        422,
        "Unprocessable Entity",
        "validation_error",
    )
    assert "attempt" in problem.errors and problem.errors["attempt"][0]
    assert problem.detail and problem.type.startswith("/problems/")


def test_unknown_encounter_and_wrong_token_are_problems(live_server, fight):
    with pytest.raises(RefereeProblem) as raised:
        call(get_encounter.sync_detailed, "0" * 32, client=Client(base_url=live_server.url))
    assert raised.value.status == 404 and raised.value.code == "unknown_encounter"
    with pytest.raises(RefereeProblem) as raised:
        encounter_step(
            encounter_urban_war_initiative.sync_detailed,
            fight.id,
            client=fight.as_("not-a-token"),
            body=UrbanWarInitiativeEncounterParams(),
        )
    assert raised.value.status == 401 and raised.value.code == "unauthorized"


def test_sealed_orders_from_two_clients_then_steps_with_idempotency(fight):
    red, blue = fight.as_(fight.tokens["red"]), fight.as_(fight.tokens["blue"])
    waiting = encounter_step(
        encounter_urban_war_orders.sync_detailed, fight.id, client=red, body=UrbanWarOrdersParams()
    )
    assert isinstance(waiting, SealedWaiting) and waiting.waiting_for == ["blue"]
    resolved = encounter_step(
        encounter_urban_war_orders.sync_detailed, fight.id, client=blue, body=UrbanWarOrdersParams()
    )
    assert resolved.index == 0 and resolved.step == "orders"

    gm = fight.as_(fight.gm_token)
    body = UrbanWarInitiativeEncounterParams()
    first = encounter_step(
        encounter_urban_war_initiative.sync_detailed,
        fight.id,
        client=gm,
        body=body,
        idempotency_key="k-1",
    )
    again = encounter_step(
        encounter_urban_war_initiative.sync_detailed,
        fight.id,
        client=gm,
        body=body,
        idempotency_key="k-1",
    )
    assert again.to_dict() == first.to_dict() and fight.doc().log_length == 2


def test_a_stale_if_match_is_a_412_problem_and_not_retried(fight):
    fight.orders()
    with pytest.raises(RefereeProblem) as raised:
        encounter_step(
            encounter_urban_war_initiative.sync_detailed,
            fight.id,
            client=fight.as_(fight.gm_token),
            body=UrbanWarInitiativeEncounterParams(),
            if_match='"1"',
        )
    assert raised.value.status == 412 and raised.value.code == "stale_version"
    assert fight.doc().log_length == 1


def test_retries_through_a_flaky_network_roll_once(fight, flaky_proxy):
    """Try 1 reaches the server but its answer is lost, try 2 gets a 503, try 3 gets the
    first answer again: the step is applied once, with the dice of try 1."""
    fight.orders()
    gm = fight.as_(fight.gm_token, url=flaky_proxy.url)
    before = set(flaky_proxy.attempts)
    answer = FAST.encounter_step(
        encounter_urban_war_initiative.sync_detailed,
        fight.id,
        client=gm,
        body=UrbanWarInitiativeEncounterParams(),
    )
    (key,) = set(flaky_proxy.attempts) - before  # a key the helper made up
    assert flaky_proxy.attempts[key] == 3 and flaky_proxy.forwarded[key] == 2
    doc = fight.doc()
    assert doc.log_length == 2 and answer.index == 1
    log = call(export_encounter.sync_detailed, fight.id, client=Client(base_url=fight.url)).log
    assert [r.to_dict() for r in log[1].rolls] == [r.to_dict() for r in answer.rolls]


def test_without_retries_the_lost_answer_is_a_network_error(fight, flaky_proxy):
    fight.orders()
    gm = fight.as_(fight.gm_token, url=flaky_proxy.url)
    with pytest.raises(httpx.RemoteProtocolError):
        NO_RETRY.encounter_step(
            encounter_urban_war_initiative.sync_detailed,
            fight.id,
            client=gm,
            body=UrbanWarInitiativeEncounterParams(),
        )
    assert fight.doc().log_length == 2  # applied, though its answer never arrived


def test_async_step_retries_too(fight, flaky_proxy):
    fight.orders()
    gm = fight.as_(fight.gm_token, url=flaky_proxy.url)
    answer = asyncio.run(
        FAST.encounter_step_async(
            encounter_urban_war_initiative.asyncio_detailed,
            fight.id,
            client=gm,
            body=UrbanWarInitiativeEncounterParams(),
        )
    )
    assert answer.index == 1 and fight.doc().log_length == 2


def test_reveal_export_and_verify_offline(fight):
    fight.orders()
    gm = fight.as_(fight.gm_token)
    encounter_step(
        encounter_urban_war_initiative.sync_detailed,
        fight.id,
        client=gm,
        body=UrbanWarInitiativeEncounterParams(),
    )
    revealed = encounter_step(reveal_encounter.sync_detailed, fight.id, client=gm)
    assert revealed.revealed
    anyone = Client(base_url=fight.url)
    export = call(export_encounter.sync_detailed, fight.id, client=anyone)
    assert isinstance(export, Export)
    result = verify_encounter(export)
    assert result.ok and result.rolls_checked == len(export.log[1].rolls) > 0
    assert call(server_verify.sync_detailed, fight.id, client=anyone).ok

    tampered = export.to_dict()
    tampered["log"][1]["rolls"][0]["value"] = tampered["log"][1]["rolls"][0]["value"] % 10 + 1
    assert 'log[1] (initiative) rolls[0] "initiative roll' in str(verify_encounter(tampered))


def test_encounter_step_refuses_an_endpoint_without_idempotency(fight):
    with pytest.raises(TypeError, match="use call"):
        encounter_step(get_encounter.sync_detailed, fight.id, client=Client(base_url=fight.url))
