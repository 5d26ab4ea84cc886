"""A short Urban War encounter through the generated SDK against gunicorn and real Redis."""

import pytest
from referee_client import AuthenticatedClient, Client
from referee_client.api.encounters import (
    create_encounter,
    get_encounter,
    reveal_encounter,
    verify_encounter,
)
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_activate,
    encounter_urban_war_command_test,
    encounter_urban_war_initiative,
    encounter_urban_war_orders,
)
from referee_client.models import (
    SealedWaiting,
    UrbanWarActivateParams,
    UrbanWarCommandTestEncounterParams,
    UrbanWarEncounterCreate,
    UrbanWarInitiativeEncounterParams,
    UrbanWarOrdersParams,
)

from tests.support.sdk_urban_war import model

pytestmark = pytest.mark.e2e


def test_short_encounter_through_the_sdk(live_server):
    anonymous = Client(base_url=live_server.url, raise_on_unexpected_status=True)
    created = create_encounter.sync(
        client=anonymous,
        body=UrbanWarEncounterCreate(
            system="urban-war",
            name="sdk",
            client_seed="sdk-seed",
            models=[model("r1", "red"), model("b1", "blue")],
        ),
    )
    eid = created.encounter.id
    tokens = created.side_tokens.additional_properties

    def as_(token):
        return AuthenticatedClient(
            base_url=live_server.url, token=token, raise_on_unexpected_status=True
        )

    gm, red, blue = as_(created.gm_token), as_(tokens["red"]), as_(tokens["blue"])
    waiting = encounter_urban_war_orders.sync(eid, client=red, body=UrbanWarOrdersParams())
    assert isinstance(waiting, SealedWaiting) and waiting.waiting_for == ["blue"]
    encounter_urban_war_orders.sync(eid, client=blue, body=UrbanWarOrdersParams())
    rolled = encounter_urban_war_initiative.sync(
        eid, client=gm, body=UrbanWarInitiativeEncounterParams(), idempotency_key="init-1"
    )
    again = encounter_urban_war_initiative.sync(
        eid, client=gm, body=UrbanWarInitiativeEncounterParams(), idempotency_key="init-1"
    )
    assert again.to_dict() == rolled.to_dict() and rolled.index == 1
    first = rolled.outcome.first_player
    me = "r1" if first == "red" else "b1"
    encounter_urban_war_activate.sync(
        eid, client=red if first == "red" else blue, body=UrbanWarActivateParams(model=me)
    )
    test = encounter_urban_war_command_test.sync(
        eid, client=gm, body=UrbanWarCommandTestEncounterParams(model=me)
    )
    assert len(test.rolls) == 2 and test.label == str(test.index)

    doc = get_encounter.sync(eid, client=anonymous)
    assert doc.state.phase == "activation" and doc.log_length == 4
    revealed = reveal_encounter.sync(eid, client=gm)
    assert revealed.revealed and len(revealed.server_seed) == 32
    result = verify_encounter.sync(eid, client=anonymous)
    assert result.ok and result.commitment_ok and result.steps_recomputed == 3
