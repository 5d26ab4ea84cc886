"""End to end: gunicorn (2 workers) on a real Redis, called through the generated SDK."""

import json
from pathlib import Path

import pytest
import requests
from referee_client import Client
from referee_client.api.operations import readyz
from referee_client.api.urban_war import urban_war_command_test, urban_war_rally
from referee_client.models import (
    Problem,
    UrbanWarCommandTestRequest,
    UrbanWarCommandTestResponse,
    UrbanWarRallyRequest,
)

from referee.dice import StreamDice
from referee.systems.urban_war.rules.morale import command_test

from ..support.servers import LiveServer

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def sdk(live_server):
    with Client(base_url=live_server.url, raise_on_unexpected_status=True) as client:
        yield client


def test_ready_on_real_redis(sdk):
    ready = readyz.sync(client=sdk)
    assert ready.status == "ready" and ready.store == "redis" and ready.persistent is True


def test_command_test_through_sdk_matches_referee_dice(sdk):
    body = UrbanWarCommandTestRequest(
        command=5,
        calibre=2,
        kind="interrupt_shot",
        band="long",
        seed="sdk-e2e-1",
    )
    result = urban_war_command_test.sync(client=sdk, body=body)
    assert isinstance(result, UrbanWarCommandTestResponse)

    expected_dice = StreamDice("sdk-e2e-1")
    expected = command_test(
        {"command": 5, "calibre": 2, "kind": "interrupt_shot", "band": "long"}, expected_dice
    )
    assert [(r.sides, r.value, r.purpose) for r in result.rolls] == [
        (r.sides, r.value, r.purpose) for r in expected_dice.rolls
    ]
    assert result.seed == "sdk-e2e-1" and result.rng == "referee-dice-v1"
    assert result.outcome.to_dict() == expected
    assert result.outcome.total == expected["natural"] + 5 + 2 - 2


def test_same_seed_twice_gives_identical_bytes(live_server):
    payload = {"command": 4, "calibre": 1, "commander_in_range": True, "seed": "bytes"}
    a = requests.post(live_server.url + "/v1/urban-war/command-test", json=payload, timeout=5)
    b = requests.post(live_server.url + "/v1/urban-war/command-test", json=payload, timeout=5)
    assert a.status_code == 200 and a.content == b.content


def test_validation_error_is_a_typed_problem(sdk):
    body = UrbanWarRallyRequest(command=4, panicked=True, attempt=False)
    response = urban_war_rally.sync_detailed(client=sdk, body=body)
    assert response.status_code == 422
    assert isinstance(response.parsed, Problem)
    assert "attempt" in response.parsed.errors.additional_properties
    assert response.headers["content-type"] == "application/problem+json"


def test_without_redis_url_gunicorn_shares_one_embedded_store():
    server = LiveServer({}, workers=2)
    for key in ("REDIS_URL", "REFEREE_REDIS_EMBEDDED"):
        server.env.pop(key, None)
    server.start()
    try:
        # Several requests so that both workers answer; each must see the embedded store.
        answers = {requests.get(server.url + "/readyz", timeout=5).text for _ in range(20)}
        assert len(answers) == 1
        assert requests.get(server.url + "/readyz", timeout=5).json() == {
            "status": "ready",
            "store": "embedded",
            "persistent": False,
            "signing_key": "generated",
        }
        # Every worker signs with the one key generated at first start.
        url = server.url + "/.well-known/jwks.json"
        assert len({requests.get(url, timeout=5).text for _ in range(20)}) == 1
    finally:
        server.stop()
    log = server.output()
    assert "started an embedded redis-server" in log and "keeps nothing on disk" in log


def test_shooting_and_melee_through_sdk(sdk):
    """Worked examples S1 (urban-war.md §6.9) and X1 (§6.14) through the typed client."""
    from referee_client.api.urban_war import urban_war_melee, urban_war_shooting
    from referee_client.models import (
        UrbanWarCover,
        UrbanWarMeleeAttacker,
        UrbanWarMeleeDefender,
        UrbanWarMeleeRequest,
        UrbanWarShooter,
        UrbanWarShootingRequest,
        UrbanWarShotTarget,
        UrbanWarWeapon,
        UrbanWarWeaponBand,
        UrbanWarWeaponBands,
    )

    rifle = UrbanWarWeapon(
        name="Assault rifle",
        bands=UrbanWarWeaponBands(
            melee=None,
            short="+1x2/5",
            medium=UrbanWarWeaponBand(hit_mod=0, strength=5, shots=2),
            long="-1/4",
            extreme="-",
        ),
    )
    shot = urban_war_shooting.sync(
        client=sdk,
        body=UrbanWarShootingRequest(
            shooter=UrbanWarShooter(
                shooting_skill=4, command=4, movement=3, weapon=rifle, moved_distance_in=3
            ),
            target=UrbanWarShotTarget(toughness=4, wounds=2, size=2, heavy_armour=2),
            distance_in=18,
            cover=UrbanWarCover(type_="solid", obstacle_distance_in=5),
            dice=[8, 4, 5, 6, 3],
        ),
    )
    assert shot.rng == "manual" and [r.value for r in shot.rolls] == [8, 4, 5, 6, 3]
    assert shot.outcome.band == "medium" and shot.outcome.wounds_after == 1
    assert shot.outcome.hit.hits == 1 and shot.outcome.damage.wounds == 1

    blade = UrbanWarWeapon(
        name="Combat blade", fs_bonus=1, bands=UrbanWarWeaponBands(melee="0x2/5")
    )
    fight = urban_war_melee.sync(
        client=sdk,
        body=UrbanWarMeleeRequest(
            attacker=UrbanWarMeleeAttacker(
                assault_skill=5,
                strength=4,
                toughness=4,
                wounds=2,
                first_strike=5,
                movement=3,
                calibre=1,
                command=4,
                weapon=blade,
                charged_this_action=True,
                charge_distance_in=5,
            ),
            defender=UrbanWarMeleeDefender(
                assault_skill=4,
                strength=3,
                toughness=4,
                wounds=1,
                first_strike=4,
                movement=3,
                command=4,
                shield_applies=True,
            ),
            seed="sdk-melee",
        ),
    )
    expected = StreamDice("sdk-melee")
    from referee.systems.urban_war.rules.melee import melee

    params = {
        "attacker": {
            "assault_skill": 5,
            "strength": 4,
            "toughness": 4,
            "wounds": 2,
            "first_strike": 5,
            "movement": 3,
            "calibre": 1,
            "command": 4,
            "weapon": {
                "name": "Combat blade",
                "fs_bonus": 1,
                "bands": {"melee": {"hit_mod": 0, "shots": 2, "strength": 5, "damage_rolls": 1}},
            },
            "charged_this_action": True,
            "charge_distance_in": 5,
        },
        "defender": {
            "assault_skill": 4,
            "strength": 3,
            "toughness": 4,
            "wounds": 1,
            "first_strike": 4,
            "movement": 3,
            "command": 4,
            "shield_applies": True,
        },
    }
    outcome = melee(params, expected)
    assert [(r.value, r.purpose) for r in fight.rolls] == [
        (r.value, r.purpose) for r in expected.rolls
    ]
    assert fight.outcome.first_strike.order == "attacker_first"
    assert fight.outcome.wounds_after.to_dict() == outcome["wounds_after"]


GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.mark.parametrize(
    "system, step, module_name, request_model",
    [
        ("umbra-turris", "melee", "umbra_turris_melee", "UmbraTurrisMeleeRequest"),
        ("umbra-turris", "shooting", "umbra_turris_shooting", "UmbraTurrisShootingRequest"),
        ("walka", "strike", "walka_strike", "WalkaStrikeRequest"),
    ],
)
def test_umbra_turris_and_walka_through_sdk(sdk, system, step, module_name, request_model):
    """Golden cases of these combined steps, sent through the typed client, answer as stored.

    Cases written with the game's abbreviations (aliases, not SDK fields) are left out.
    """
    import importlib

    import referee_client.models as models

    package = system.replace("-", "_")
    module = importlib.import_module(f"referee_client.api.{package}.{module_name}")
    model = getattr(models, request_model)
    cases = json.loads((GOLDEN / system / f"{step}.json").read_text("utf-8"))
    typed = [c for c in cases if model.from_dict(c["request"]).to_dict() == c["request"]]
    assert len(typed) >= 2, f"{system} {step}: too few golden cases without aliases"
    for case in typed:
        result = module.sync(client=sdk, body=model.from_dict(case["request"]))
        assert result is not None, case["name"]
        assert result.to_dict() == case["response"], case["name"]
