"""Exact chances of attack against defence, from the rules functions versus the digest.

The observed side runs the rules (defense then attack, and the whole strike) on
every way the dice can fall (tests/support/dice_tree), branching on each die the
procedure asks for, so a die that is not reached is not enumerated. The expected side is
an independent enumeration written here from walka.md §0, §6 and §7 alone, in fractions.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from referee.systems.walka.rules.attack import attack
from referee.systems.walka.rules.defense import defense
from referee.systems.walka.rules.strike import strike
from referee.systems.walka.rules.surprise import surprise
from tests.support.dice_tree import chance


def defend_then_attack(params: dict, dice) -> dict:
    """§0 Dice and order 3: the defender's die, then the attacker's."""
    d = defense(params["defense"], dice)
    return attack({**params["attack"], "defense": {"type": d["type"], "dc": d["dc"]}}, dice)


# --- the digest's rules, written out independently -----------------------------------------

DEFENCE_LEVEL = {
    "dodge": lambda d: d["dex_level"] - d.get("armour_dex_penalty", 0),
    "parry": lambda d: d["str_level"],
    "cover": lambda d: d["dex_level"] - d.get("armour_dex_penalty", 0) + d["shield_block"],
    "block": lambda d: d["str_level"] + d["shield_block"],
}
DEFENCE_DIE = {
    "dodge": "armour_skill_die",
    "parry": "weapon_skill_die",
    "cover": "shield_skill_die",
    "block": "shield_skill_die",
}


def expected_p_hit(
    d: dict, a: dict, attack_level: int, modifiers: int, crit_auto_hit: bool = True
) -> tuple[Fraction, Fraction]:
    """(P(hit), P(blocked blow)) by enumerating both naturals (§6 table, §7 procedure)."""
    if d["type"] == "none":
        defence = [(Fraction(1), 1)]
    else:
        sides = int(d[DEFENCE_DIE[d["type"]]][1:])
        fumble = d.get("fumble_threshold", 1)
        defence = [
            (
                Fraction(1, sides),
                1 if n <= fumble else n + DEFENCE_LEVEL[d["type"]](d) + d.get("modifier", 0),
            )
            for n in range(1, sides + 1)
        ]
    sides = int(a["skill_die"][1:])
    crit = a.get("crit_threshold", sides)
    fumble = a.get("fumble_threshold", 1)
    p_hit = p_blocked = Fraction(0)
    for (p_dc, dc), n in product(defence, range(1, sides + 1)):
        p = p_dc / sides
        if n <= fumble:
            continue  # automatic miss, never a blocked blow
        if (n >= crit and crit_auto_hit) or n + attack_level + modifiers >= dc:
            p_hit += p
        elif d["type"] in ("parry", "block"):
            p_blocked += p
    return p_hit, p_blocked


MELEE = {"attack_kind": "melee", "form": "cut", "ap": 3}
CASES = [
    # (defence, attack, attack level, sum of modifiers)
    (
        {"type": "dodge", "armour_skill_die": "d8", "dex_level": 4, "armour_dex_penalty": 2},
        {**MELEE, "skill_die": "d10", "dex_level": 3},
        3,
        0,
    ),
    (
        {"type": "parry", "weapon_skill_die": "d12", "str_level": 3},
        {**MELEE, "skill_die": "d6", "dex_level": 5, "location_penalty": -5},
        5,
        -5,
    ),
    (
        {
            "type": "block",
            "shield_skill_die": "d10",
            "has_shield": True,
            "str_level": 3,
            "shield_block": 4,
        },
        {**MELEE, "skill_die": "d20", "dex_level": 3, "armour_dex_penalty": 1, "from_behind": True},
        2,
        10,
    ),
    (
        {"type": "parry", "weapon_skill_die": "d4", "str_level": 1, "fumble_threshold": 0},
        {**MELEE, "skill_die": "d100", "dex_level": 0, "attacker_unarmed": True, "off_hand": True},
        0,
        -30,
    ),
    (
        {
            "type": "cover",
            "shield_skill_die": "d8",
            "has_shield": True,
            "dex_level": 2,
            "shield_block": 3,
        },
        {
            "attack_kind": "ranged",
            "form": "thrust",
            "ap": 3,
            "skill_die": "d20",
            "acc_level": 4,
            "distance": 25,
            "crit_threshold": 19,
            "fumble_threshold": 2,
        },
        4,
        -3,
    ),
    (
        {"type": "dodge", "armour_skill_die": "d20", "dex_level": 6, "modifier": 2},
        {
            "attack_kind": "thrown",
            "form": "thrust",
            "ap": 3,
            "skill_die": "d12",
            "acc_level": 7,
            "distance": 1,
        },
        7,
        -5,
    ),
    (
        {"type": "none"},
        {**MELEE, "skill_die": "d20", "dex_level": 0},
        0,
        0,
    ),
]


@pytest.mark.parametrize("d, a, level, mods", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_hit_and_blocked_chances_match_an_independent_enumeration(d, a, level, mods):
    params = {"defense": {"attack_kind": a["attack_kind"], **d}, "attack": a}
    p_hit, p_blocked = expected_p_hit(d, a, level, mods)
    assert chance(defend_then_attack, params, lambda o: o["hit"]) == p_hit
    assert chance(defend_then_attack, params, lambda o: o["blocked"]) == p_blocked


def test_hand_checked_values():
    # No defence (dc 1), d20: only the fumble on 1 misses.
    d, a, level, mods = CASES[-1]
    assert expected_p_hit(d, a, level, mods) == (Fraction(19, 20), 0)
    # D2's block against A1's attacker (d10 + 2 + 10 vs d10 + 7): dc 8..17, need n >= dc - 12.
    block = {
        "type": "block",
        "shield_skill_die": "d10",
        "has_shield": True,
        "str_level": 3,
        "shield_block": 4,
    }
    attacker = {
        **MELEE,
        "skill_die": "d10",
        "dex_level": 3,
        "armour_dex_penalty": 1,
        "from_behind": True,
    }
    # defence fumble (dc 1): 9/10 hit; dc 9..17 for n = 2..10: hits need n >= dc - 12
    # (n = 1 is a fumble, n = 10 a critical): sum over d of #{n in 2..10 : n >= d - 5} / 100
    by_hand = Fraction(9, 100) + sum(
        Fraction(len([n for n in range(2, 11) if n == 10 or n >= d + 7 - 12]), 100)
        for d in range(2, 11)
    )
    params = {"defense": {"attack_kind": "melee", **block}, "attack": attacker}
    assert chance(defend_then_attack, params, lambda o: o["hit"]) == by_hand
    assert expected_p_hit(block, attacker, 2, 10)[0] == by_hand


def test_critical_auto_hit_off():
    d = {"type": "parry", "weapon_skill_die": "d20", "str_level": 10}
    a = {**MELEE, "skill_die": "d6", "dex_level": 0, "rules": {"critical_auto_hit": False}}
    params = {"defense": {"attack_kind": "melee", **d}, "attack": a}
    expected = expected_p_hit(d, a, 0, 0, crit_auto_hit=False)[0]
    assert chance(defend_then_attack, params, lambda o: o["hit"]) == expected
    assert expected == Fraction(5, 120)  # only against a fumbled parry (dc 1): n = 2..6


def test_strike_hits_as_often_as_defence_then_attack():
    """The combined route draws location, defence, attack and d2 in order; P(hit) is the same."""
    d, a, level, mods = CASES[0]
    params = {
        "attack_kind": "melee",
        "form": "cut",
        "location_mode": "chosen",
        "location": "torso",
        "defense_type": "dodge",
        "attacker": {
            "skill_die": "d10",
            "dex_level": 3,
            "ap": 3,
            "weapon_damage": 6,
            "weapon_quality": 1,
            "str_level": 2,
        },
        "defender": {"armour_skill_die": "d8", "dex_level": 4, "armour_dex_penalty": 2, "hp": 20},
    }
    expected = expected_p_hit(d, a, level, mods)[0]
    assert chance(strike, params, lambda o: o["attack"]["hit"]) == expected
    # a critical hit on the torso: d10 = 10 unless... exactly P(n = 10) = 1/10, each with a d2
    assert chance(
        strike, params, lambda o: o["wounds"] is not None and o["wounds"]["crit_point"] == "heart"
    ) == Fraction(1, 20)


@pytest.mark.parametrize("ref_level, dc", [(3, 16), (1, 22), (0, 1), (10, 40)])
def test_surprise_chance(ref_level, dc):
    expected = Fraction(
        sum(1 for n in range(1, 21) if n != 1 and (n == 20 or n + ref_level >= dc)), 20
    )
    got = chance(surprise, {"ref_level": ref_level, "detection_dc": dc}, lambda o: o["surprised"])
    assert got == 1 - expected
