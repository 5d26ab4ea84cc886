"""Issue 12, finding 5: one side cannot wreck the other without a roll.

In Walka a side token applied `damage` three times before initiative (hp 30 -> -60) and a
side's `surprise` with a dc of its own choosing made an enemy defenceless. DESIGN.md
("Fairness and who may do what"): a step that sets a result without dice (direct damage or
wounds, a status, a surprise with a chosen dc) is the game master's only, in all three
systems; and a side acts only for its own models. Plain HTTP on real Redis, no imports
from the service, so the same file runs against older code.
"""

from __future__ import annotations

import pytest

from tests.support.hostile_clients import FIGHTS, Fight, bearer, create
from tests.support.umbra_turris import roster as umbra_turris_roster
from tests.support.walka import SWORD, ala, bor


def walka(client):
    fight = Fight("walka", [ala(), bor(weapons=[SWORD])], {}, {}, "")
    return create(client, fight)


def post(client, encounter, path, body, token):
    return client.post(
        encounter.url(f"/{encounter.system}/{path}"), json=body, headers=bearer(token)
    )


def read(client, encounter) -> dict:
    r = client.get(encounter.url())
    assert r.status_code == 200
    return r.get_json()


def forbidden(r) -> None:
    assert r.status_code == 403, r.data
    assert r.mimetype == "application/problem+json"
    body = r.get_json()
    assert body["code"] == "forbidden" and "game master" in body["detail"], body


SWORD_CUT = {
    "attacker": "Bor",
    "target": "Ala",
    "weapon": "sword",
    "damage_type": "slashing",
    "location": "torso",
}


def test_a_side_cannot_damage_an_enemy_before_initiative(client):
    fight = walka(client)
    before = read(client, fight)
    assert before["state"]["models"]["Ala"]["hp"] == 30
    # The cheat of the finding: Bor's own player, three times in a row; Ala's player too.
    for token in [fight.sides["south"]] * 3 + [fight.sides["north"]]:
        forbidden(post(client, fight, "damage", SWORD_CUT, token))
    after = read(client, fight)
    assert after["state"]["models"]["Ala"]["hp"] == 30
    assert after["version"] == before["version"]
    assert client.get(fight.url("/log")).get_json()["total"] == 0


def test_the_game_master_may_apply_damage(client):
    fight = walka(client)
    r = post(client, fight, "damage", SWORD_CUT, fight.gm)
    assert r.status_code == 200, r.data
    assert r.get_json()["role"] == "gm"
    # walka.md §8: a 12-damage sword cut on an unarmoured torso takes HP off.
    assert read(client, fight)["state"]["models"]["Ala"]["hp"] < 30


@pytest.mark.parametrize("when", ["before initiative", "mid-combat"])
def test_a_side_cannot_surprise_with_a_dc_of_its_choosing(client, when):
    fight = walka(client)
    if when == "mid-combat":
        assert post(client, fight, "initiative", {}, fight.gm).status_code == 200
    before = read(client, fight)
    ambush = {"target": "Bor", "detection_dc": 40}
    for token in fight.sides.values():
        forbidden(post(client, fight, "surprise", ambush, token))
    after = read(client, fight)
    assert after["version"] == before["version"]
    assert after["state"]["models"]["Bor"] == before["state"]["models"]["Bor"]
    r = post(client, fight, "surprise", ambush, fight.gm)
    assert r.status_code == 200, r.data


# The other steps that set a result without dice (DESIGN.md), with a body naming the side's
# own character, so only the actor declaration can refuse them.
RESULTS_WITHOUT_DICE = {
    "wounds": {
        "attacker": "Bor",
        "target": "Ala",
        "location": "torso",
        "taken": 12,
        "damage_type": "slashing",
    },
    "status": {"character": "Ala", "status": "dead"},
    "stanch": {"target": "Bor", "wound": "w1", "n": 1},
    "cure-bleeding": {"target": "Bor", "wound": "w1", "n": 1},
    "heal-wound": {"target": "Bor", "wound": "w1"},
    # Whether the due link of an instant chain stopped what it interrupts.
    "instant-chain/next": {"link": 1, "effective": True},
}


@pytest.mark.parametrize("path", sorted(RESULTS_WITHOUT_DICE))
def test_results_without_dice_are_the_game_masters(client, path):
    fight = walka(client)
    before = read(client, fight)
    body = RESULTS_WITHOUT_DICE[path]
    for token in fight.sides.values():
        forbidden(post(client, fight, path, body, token))
    assert read(client, fight) == before


@pytest.mark.parametrize(
    ("system", "path", "body", "owner"),
    [
        ("urban-war", "activate", {"model": "r1"}, "red"),
        ("urban-war", "panic-test", {"model": "b1", "trigger": "other"}, "blue"),
        ("urban-war", "command-test", {"model": "r2"}, "red"),
        ("umbra-turris", "charge", {"attacker": "r1", "defender": "b1"}, "red"),
        (
            "umbra-turris",
            "shooting",
            {"shooter": "b2", "target": "r1", "distance_cm": 20.0},
            "blue",
        ),
        ("umbra-turris", "magic/cast", {"mage": "r2", "spell_difficulty": 2}, "red"),
        ("umbra-turris", "action-die", {"model": "b3", "has_action_die": False}, "blue"),
    ],
)
def test_a_side_cannot_take_a_step_of_the_other_sides_model(client, system, path, body, owner):
    models = umbra_turris_roster() if system == "umbra-turris" else FIGHTS[system].models
    encounter = create(client, Fight(system, models, {}, {}, ""))
    before = read(client, encounter)
    (other,) = set(encounter.sides) - {owner}
    r = post(client, encounter, path, body, encounter.sides[other])
    assert r.status_code == 403, r.data
    assert r.mimetype == "application/problem+json"
    assert r.get_json()["code"] == "forbidden"
    assert f"{owner}'s to take" in r.get_json()["detail"]
    assert read(client, encounter) == before
