"""Exact Umbra Turris odds at the aim bounds and with Domains, against an enumeration
written here.

The enumeration below reads only the digest (umbra-turris.md §7, §8, §9): every face of
every d6 is walked with itertools.product and the totals are recomputed from the
formulas, without the rules functions or referee.odds. The service's `/odds` answers
(exact fractions) must equal it.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

BASE = "/v1/umbra-turris"
FACES = range(1, 7)


def damage_chance(ballistic_skill, modifiers, aim, toughness) -> Fraction:
    """§8: 2d6 + BS + modifiers + aim beats 2d6 + T (a tie favours the target)."""
    wins = sum(
        1
        for a1, a2, d1, d2 in product(FACES, repeat=4)
        if a1 + a2 + ballistic_skill + modifiers + aim > d1 + d2 + toughness
    )
    return Fraction(wins, 6**4)


def hit_chance(distance_cm, aim, base_minimum) -> Fraction:
    """§7: a d6 of at least max(base_minimum, tens of cm) + aim; a 1 always fails."""
    required = max(base_minimum, int(distance_cm // 10)) + aim
    return Fraction(sum(1 for d in FACES if d != 1 and d >= required), 6)


def odds(client, path, payload) -> dict:
    r = client.post(f"{BASE}/{path}/odds", json=payload)
    assert r.status_code == 200, r.data
    body = r.get_json()["odds"]
    return {
        "events": {e["name"]: Fraction(e["exact"]) for e in body["events"]},
        "results": {
            r["name"]: {v["value"]: Fraction(v["exact"]) for v in r["distribution"]}
            for r in body["results"]
        },
    }


SHOT = {"shooter": {"ballistic_skill": 3}, "target": {"toughness": 3}, "weapon_damage": 1}

# (request, BS modifiers the digest gives it) for aims at the §7 DECISION (2026-11-30) bound.
DAMAGE_CASES = [
    (
        {**SHOT, "aim_levels": 6, "target_has_action_die": True, "config": {"hit_base_minimum": 0}},
        1,
    ),
    (
        {
            **SHOT,
            "aim_levels": 6,
            "target_has_action_die": False,
            "target_in_terrain": True,
            "shooter_in_melee": True,
            "config": {"hit_base_minimum": 0},
        },
        -1 - 2 - 3,
    ),
    ({**SHOT, "weapon_damage": 2, "aim_levels": 5, "target_has_action_die": False}, -1),
]


@pytest.mark.parametrize("payload, modifiers", DAMAGE_CASES)
def test_damage_odds_at_the_largest_aim(client, payload, modifiers):
    aim = payload["aim_levels"]
    expected = damage_chance(3, modifiers, aim, 3)
    got = odds(client, "shooting/damage", payload)
    assert got["events"]["wounded"] == expected
    assert got["results"]["damage"] == {0: 1 - expected, payload["weapon_damage"] + aim: expected}


def test_damage_aim_six_under_the_default_has_no_odds(client):
    r = client.post(
        f"{BASE}/shooting/damage/odds",
        json={**SHOT, "aim_levels": 6, "target_has_action_die": True},
    )
    assert r.status_code == 422 and r.get_json()["code"] == "aim_too_high"


@pytest.mark.parametrize(
    "distance_cm, aim, base_minimum", [(5, 6, 0), (5, 5, 1), (9.9, 6, 0), (15, 5, 1), (5, 5, 0)]
)
def test_whole_shot_odds_at_the_largest_aim(client, distance_cm, aim, base_minimum):
    payload = {
        **SHOT,
        "target": {"toughness": 3, "wounds_remaining": 7},
        "aim_levels": aim,
        "distance_cm": distance_cm,
        "target_has_action_die": True,
        "config": {"hit_base_minimum": base_minimum},
    }
    hit = hit_chance(distance_cm, aim, base_minimum)
    wound = damage_chance(3, 1, aim, 3)
    got = odds(client, "shooting", payload)
    assert got["events"]["hit"] == hit
    assert got["events"]["wounded"] == hit * wound
    assert got["results"]["damage_dealt"] == {0: 1 - hit * wound, 1 + aim: hit * wound}
    killed = hit * wound if 1 + aim >= 7 else Fraction(0)
    assert got["events"]["out_of_action"] == killed


def test_hit_odds_at_aim_six_with_base_minimum_zero(client):
    got = odds(
        client,
        "shooting/hit",
        {"distance_cm": 5, "aim_levels": 6, "config": {"hit_base_minimum": 0}},
    )
    assert got["events"]["hit"] == Fraction(1, 6) == hit_chance(5, 6, 0)


@pytest.mark.parametrize("difficulty", [2, 4, 6])
def test_cast_odds_with_domains_are_the_magic_test(client, difficulty):
    """§9: the Domains add no die; a d6 at least the difficulty, a 1 a mishap."""
    got = odds(
        client,
        "magic/cast",
        {
            "profession": "wizard",
            "vitality": 3,
            "vitality_max": 4,
            "spell_difficulty": difficulty,
            "domains": ["Fire", "Air"],
            "domain": "Fire",
        },
    )
    assert got["events"]["success"] == Fraction(sum(1 for d in FACES if d >= difficulty), 6)
    assert got["events"]["mishap"] == Fraction(1, 6)
    assert got["results"]["vitality_after"] == {1: Fraction(1, 6), 2: Fraction(5, 6)}
