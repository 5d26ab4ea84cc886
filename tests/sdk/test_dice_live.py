"""Dice notation through the Python SDK (`roll`, `dice_odds`, `free_roll`) and the
`referee roll` command, against the live gunicorn server and real Redis."""

from __future__ import annotations

import json

import pytest
import requests
from referee_client import AuthenticatedClient, Client
from referee_client.models import DiceRollResponse, EncounterRollAnswer
from referee_sdk import ValidationProblem, dice_odds, free_roll, roll, verify, verify_encounter

from tests.support.referee_cli import referee
from tests.support.walka import ala, bor

pytestmark = pytest.mark.e2e


def test_sdk_roll_is_typed_seeded_and_verifies(live_server):
    client = Client(base_url=live_server.url)
    answer = roll(client, "4d6kh3 + 2", seed="table-7", odds=True)
    assert isinstance(answer, DiceRollResponse)
    again = roll(client, "4d6kh3 + 2", seed="table-7")
    assert answer.outcome.line == again.outcome.line
    assert answer.outcome.line.startswith("4d6kh3 (")
    assert answer.odds.results[0].mean_exact == "18461/1296"  # 15869/1296 + 2
    assert verify(answer).ok
    manual = roll(client, "3dF+2", dice=[3, 1, 2])
    assert manual.outcome.line == "3dF (+, -, 0) + 2 = 2"
    odds = dice_odds(client, "2d20kh1+5").odds.results[0]
    assert odds.mean_exact == "753/40"
    with pytest.raises(ValidationProblem) as refused:
        roll(client, "4d6kh")
    assert refused.value.detail == "expected a number after kh at column 6"


def test_sdk_free_roll_on_an_encounter_and_offline_verify(live_server):
    created = requests.post(
        f"{live_server.url}/v1/encounters",
        json={"system": "walka", "models": [ala(), bor()]},
        timeout=30,
    )
    assert created.status_code == 201, created.text
    body = created.json()
    encounter_id = body["encounter"]["id"]
    (_, token), *others = body["side_tokens"].items()
    # A side's first free roll waits for the other sides' seeds (docs/encounters.md).
    for name, other in others:
        requests.post(
            f"{live_server.url}/v1/encounters/{encounter_id}/seeds",
            json={"seed": f"{name}-seed"},
            headers={"Authorization": f"Bearer {other}"},
            timeout=30,
        ).raise_for_status()
    side = AuthenticatedClient(base_url=live_server.url, token=token)
    answer = free_roll(side, encounter_id, "1d20+3", "Perception, Rook", odds=True)
    assert isinstance(answer, EncounterRollAnswer)
    assert answer.outcome.label == "Perception, Rook"
    gm = {"Authorization": f"Bearer {body['gm_token']}"}
    url = f"{live_server.url}/v1/encounters/{encounter_id}"
    assert requests.post(f"{url}/reveal", headers=gm, timeout=30).ok
    export = requests.get(f"{url}/export", timeout=30).json()
    assert verify_encounter(export).ok


def test_referee_roll_command(live_server):
    done = referee("roll", "4d6kh3 + 2", "--dice", "6,5,1,3", "--odds", url=live_server.url)
    assert done.returncode == 0, done.stderr
    first, odds = done.stdout.splitlines()
    assert first == "4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16"
    assert odds.startswith("total: mean 14.24 (18461/1296), standard deviation 2.85")
    seeded = referee("roll", "2d20kh1+5", "--seed", "table-7", "--json", url=live_server.url)
    answer = json.loads(seeded.stdout)
    assert answer["seed"] == "table-7" and answer["outcome"]["total"] == 20
    bad = referee("roll", "4d6kh", url=live_server.url)
    assert bad.returncode == 1
    assert "422 dice_syntax: expected a number after kh at column 6" in bad.stderr
