"""Exact probabilities of every Umbra Turris step, checked against enumerations written here.

`distribution` runs a rules function on every way at most n d6 can fall
(tests/support/dice_tree): a step that stops after k dice is one path of weight
1/6**k, so the weights add up to 1 as over all 6**n sequences. The expected distributions are
computed independently from umbra-turris.md, with closed forms checked by hand
where they are short. Each enumeration also checks how many dice were drawn:
never a die the procedure does not reach.
"""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from referee.systems.umbra_turris.rules.magic import cast, self_heal
from referee.systems.umbra_turris.rules.melee import attack, melee, parry, shield_block
from referee.systems.umbra_turris.rules.shooting import damage, hit, shooting
from tests.support.dice_tree import paths

FACES = range(1, 7)


def distribution(rule, params, n, key):
    """{key(outcome, dice used): probability} over the tree of dice, by the rules: at most
    n dice, each a d6."""
    got = {}
    for path in paths(rule, params, max_dice=n):
        assert all(sides == 6 for sides in path.sides), path
        k = key(path.outcome, len(path.faces))
        got[k] = got.get(k, Fraction(0)) + path.weight
    assert sum(got.values()) == 1, f"some way of the dice needs more than {n} dice"
    return got


def expected_from(n, outcome_of):
    """{outcome: probability} from an independent procedure on every n-dice sequence."""
    counts = Counter(outcome_of(*values) for values in product(FACES, repeat=n))
    total = 6**n
    return {k: Fraction(v, total) for k, v in counts.items()}


def where(location_die):
    """umbra-turris.md §5 R1, written out: 1-2 legs, 3-4 body, 5-6 head."""
    return {1: "legs", 2: "legs", 3: "body", 4: "body", 5: "head", 6: "head"}[location_die]


# §5 melee.shield_block
@pytest.mark.parametrize("target", [2, 3, 4, 5, 6])
def test_shield_block(target):
    params = {"defender_has_action_die": False, "shield_block_target": target}
    got = distribution(shield_block, params, 1, lambda o, used: (o["blocked"], used))
    expected = expected_from(1, lambda s: (s >= target, 1))
    assert got == expected
    assert expected[(True, 1)] == Fraction(7 - target, 6)


# §5 melee.parry
PARRY_CASES = [
    # (params, dice to enumerate, independent procedure -> (outcome, dice drawn))
    (
        {"attacker_location": "random", "defender_location": "random"},
        2,
        lambda a, d: ("parried" if where(a) == where(d) else "hit", 2),
    ),
    (
        {"attacker_location": "head", "defender_location": "random"},
        1,
        lambda d: ("parried" if where(d) == "head" else "hit", 1),
    ),
    (
        {"attacker_location": "random", "defender_location": "legs"},
        1,
        lambda a: ("parried" if where(a) == "legs" else "hit", 1),
    ),
    (
        {"attacker_location": "body", "defender_location": "head"},
        0,
        lambda: ("hit", 0),
    ),
    (
        {"attacker_location": "random", "attack_from_behind": True},
        1,
        lambda a: ("hit", 1),
    ),
    (
        {
            "attacker_location": "random",
            "defender_location": "random",
            "use_shield": True,
            "defender_has_action_die": False,
            "shield_block_target": 5,
        },
        3,
        lambda s, a, d: (
            ("blocked", 1) if s >= 5 else ("parried" if where(a) == where(d) else "hit", 3)
        ),
    ),
    (
        {
            "attacker_location": "legs",
            "defender_location": "body",
            "use_shield": True,
            "defender_has_action_die": False,
            "shield_block_target": 3,
        },
        1,
        lambda s: ("blocked", 1) if s >= 3 else ("hit", 1),
    ),
]


@pytest.mark.parametrize("params, n, procedure", PARRY_CASES)
def test_parry(params, n, procedure):
    got = distribution(parry, params, n, lambda o, used: (o["outcome"], used))
    assert got == expected_from(n, procedure)


def test_parry_closed_forms():
    random_both = expected_from(*PARRY_CASES[0][1:])
    assert random_both == {("parried", 2): Fraction(1, 3), ("hit", 2): Fraction(2, 3)}
    shield = expected_from(*PARRY_CASES[5][1:])
    assert shield[("blocked", 1)] == Fraction(1, 3)
    assert shield[("parried", 3)] == Fraction(2, 3) * Fraction(1, 3)


# §6 melee.attack
def attack_procedure(kind, a_stat, wm, d_stat, armour, wounds):
    """umbra-turris.md §6 steps 4-9 on one set of dice -> (damage, critical, wounds after)."""
    count = 1 if kind == "standard" else 2

    def outcome(*dice):
        a, d = dice[:count], dice[count:]
        at = sum(a) + a_stat + wm
        dt = sum(d) + d_stat
        if at <= dt:
            dealt = 0
        elif kind == "precise":
            dealt = 2
        else:
            dealt = max(0, at - dt - armour)
        critical = kind == "precise" and at > dt and 6 in a
        return dealt, critical, max(0, wounds - dealt), 2 * count

    return 2 * count, outcome


ATTACK_CASES = [
    # kind, attacker stat, weapon modifier, defender stat, armour, wounds remaining
    ("standard", 4, 1, 3, 1, 6),
    ("standard", 3, 0, 3, 0, 2),
    ("standard", 0, -5, 10, 10, 20),
    ("force", 3, 1, 4, 2, 5),
    ("force", 5, 0, 2, 0, 3),
    ("force", 10, 5, 0, 10, 20),
    ("precise", 3, 0, 4, 2, 2),
    ("precise", 4, 2, 4, 0, 1),
]
ATTACKER_FIELD = {"standard": "weapon_skill", "force": "strength", "precise": "speed"}
DEFENDER_FIELD = {"standard": "weapon_skill", "force": "toughness", "precise": "speed"}


@pytest.mark.parametrize("kind, a_stat, wm, d_stat, armour, wounds", ATTACK_CASES)
def test_attack_damage_distribution(kind, a_stat, wm, d_stat, armour, wounds):
    params = {
        "attack_type": kind,
        "attacker": {ATTACKER_FIELD[kind]: a_stat, "weapon_modifier": wm},
        "defender": {DEFENDER_FIELD[kind]: d_stat, "armour": armour, "wounds_remaining": wounds},
    }
    n, procedure = attack_procedure(kind, a_stat, wm, d_stat, armour, wounds)
    got = distribution(
        attack,
        params,
        n,
        lambda o, used: (o["damage"], o["critical_chance"], o["wounds_after"], used),
    )
    assert got == expected_from(n, procedure)
    assert sum(got.values()) == 1


def test_attack_closed_forms():
    # Standard, equal WS: the attacker wins 15 of 36 (strictly greater die).
    n, procedure = attack_procedure("standard", 3, 0, 3, 0, 20)
    success = sum(p for (dealt, *_), p in expected_from(n, procedure).items() if dealt > 0)
    assert success == Fraction(15, 36)
    # Force or precise with equal totals: P(2d6 > 2d6) = (1 - P(tie)) / 2 = (1 - 146/1296) / 2.
    n, procedure = attack_procedure("precise", 4, 0, 4, 0, 20)
    dist = expected_from(n, procedure)
    assert sum(p for (dealt, *_), p in dist.items() if dealt == 2) == Fraction(575, 1296)
    # A critical chance: a six among the attacker's dice and a success. Counted another way:
    # per attacker pair holding a six, the defender pairs with a smaller sum.
    below = Counter(a + b for a, b in product(FACES, repeat=2))
    favourable = sum(
        sum(n for total, n in below.items() if total < a1 + a2)
        for a1, a2 in product(FACES, repeat=2)
        if 6 in (a1, a2)
    )
    assert sum(p for (_, crit, *_), p in dist.items() if crit) == Fraction(favourable, 1296)


# §7 shooting.hit
# Every allowed (distance, aim) pair; the rejected ones are in test_worked_examples.
HIT_CASES = [
    (d, aim)
    for d in (0, 5, 12, 19.9, 20, 34, 45, 50, 59, 60, 69.9)
    for aim in range(6)
    if max(1, int(d // 10)) + aim <= 6
]


@pytest.mark.parametrize("distance, aim", HIT_CASES)
def test_hit_probability(distance, aim):
    base = max(1, int(distance // 10))
    params = {"distance_cm": distance, "aim_levels": aim}
    got = distribution(hit, params, 1, lambda o, used: (o["hit"], used))
    expected = expected_from(1, lambda die: (die != 1 and die >= base + aim, 1))
    assert got == expected
    assert expected.get((True, 1), 0) == Fraction(7 - max(2, base + aim), 6)


# §8 shooting.damage
DAMAGE_FLAGS = {
    "target_in_contact": -1,
    "target_in_terrain": -2,
    "shooter_in_melee": -3,
    "through_terrain": -3,
}
DAMAGE_CASES = [
    # BS, T, weapon damage, aim, target has Action Die, other flags, wounds remaining
    (3, 3, 1, 1, True, ["target_in_contact"], 4),
    (3, 3, 2, 0, False, ["target_in_terrain"], 2),
    (4, 2, 1, 2, True, ["shooter_in_melee", "through_terrain"], 3),
    (0, 10, 10, 5, False, list(DAMAGE_FLAGS), 20),
    (10, 0, 3, 0, True, [], 1),
]


def damage_params(bs, t, weapon, aim, action_die, flags, wounds):
    return {
        "shooter": {"ballistic_skill": bs},
        "target": {"toughness": t, "wounds_remaining": wounds},
        "weapon_damage": weapon,
        "aim_levels": aim,
        "target_has_action_die": action_die,
        **{flag: True for flag in flags},
    }


def damage_procedure(bs, t, weapon, aim, action_die, flags, wounds):
    modifier = (1 if action_die else -1) + sum(DAMAGE_FLAGS[f] for f in flags)

    def outcome(a1, a2, d1, d2):
        dealt = weapon + aim if a1 + a2 + bs + modifier + aim > d1 + d2 + t else 0
        return dealt, max(0, wounds - dealt), 4

    return outcome


@pytest.mark.parametrize("case", DAMAGE_CASES)
def test_damage_distribution(case):
    got = distribution(
        damage,
        damage_params(*case),
        4,
        lambda o, used: (o["damage"], o["wounds_after"], used),
    )
    assert got == expected_from(4, damage_procedure(*case))


def test_damage_closed_form_equal_totals():
    # BS + modifiers + aim = T: the shooter wins 575 of 1296 (ties go to the target).
    outcome = damage_procedure(3, 4, 1, 0, True, [], 20)
    dist = expected_from(4, outcome)
    assert dist[(1, 19, 4)] == Fraction(575, 1296)


# §7 + §8 shooting
@pytest.mark.parametrize(
    "distance, case",
    [(34, DAMAGE_CASES[0]), (12, DAMAGE_CASES[1]), (8, DAMAGE_CASES[2]), (61, DAMAGE_CASES[4])],
)
def test_shooting_distribution(distance, case):
    params = {**damage_params(*case), "distance_cm": distance}
    required = max(1, int(distance // 10)) + case[3]
    wound = damage_procedure(*case)
    wounds = case[6]

    def procedure(h, a1, a2, d1, d2):
        if h == 1 or h < required:
            return 0, wounds, 1
        dealt, after, _ = wound(a1, a2, d1, d2)
        return dealt, after, 5

    got = distribution(
        shooting, params, 5, lambda o, used: (o["damage_dealt"], o["wounds_after"], used)
    )
    assert got == expected_from(5, procedure)


# §5 + §6 melee
def test_melee_with_shield_and_force_attack():
    params = {
        "attacker_location": "head",
        "defender_location": "legs",
        "use_shield": True,
        "defender_has_action_die": False,
        "shield_block_target": 5,
        "attack_type": "force",
        "attacker": {"strength": 3, "weapon_modifier": 1},
        "defender": {"toughness": 4, "armour": 1, "wounds_remaining": 3},
    }
    _, force = attack_procedure("force", 3, 1, 4, 1, 3)

    def procedure(s, a1, a2, d1, d2):
        if s >= 5:
            return "blocked", 0, 3, 1
        dealt, _, after, used = force(a1, a2, d1, d2)
        return "hit", dealt, after, 1 + used

    got = distribution(
        melee,
        params,
        5,
        lambda o, used: (o["parry"]["outcome"], o["damage_dealt"], o["wounds_after"], used),
    )
    assert got == expected_from(5, procedure)


def test_melee_random_locations_and_standard_attack():
    params = {
        "attacker_location": "random",
        "defender_location": "random",
        "attack_type": "standard",
        "attacker": {"weapon_skill": 4},
        "defender": {"weapon_skill": 2, "wounds_remaining": 4},
    }
    _, standard = attack_procedure("standard", 4, 0, 2, 0, 4)

    def procedure(a, d, a1, d1):
        if where(a) == where(d):
            return "parried", 0, 4, 2
        dealt, _, after, used = standard(a1, d1)
        return "hit", dealt, after, 2 + used

    got = distribution(
        melee,
        params,
        4,
        lambda o, used: (o["parry"]["outcome"], o["damage_dealt"], o["wounds_after"], used),
    )
    expected = expected_from(4, procedure)
    assert got == expected
    assert sum(p for k, p in expected.items() if k[0] == "parried") == Fraction(1, 3)


# §9 magic.cast
@pytest.mark.parametrize(
    "profession, vitality, difficulty",
    [("cleric", 4, 3), ("druid", 2, 4), ("wizards_apprentice", 1, 2), ("wizard", 6, 6)],
)
def test_cast(profession, vitality, difficulty):
    params = {
        "profession": profession,
        "vitality": vitality,
        "vitality_max": 6,
        "spell_difficulty": difficulty,
    }
    got = distribution(
        cast, params, 1, lambda o, used: (o["success"], o["mishap"], o["vitality_after"], used)
    )

    def procedure(die):
        after = vitality - 1
        if die == 1 and after > 0:
            after -= 1
        return die >= difficulty, die == 1, after, 1

    expected = expected_from(1, procedure)
    assert got == expected
    assert sum(p for (ok, *_), p in expected.items() if ok) == Fraction(7 - difficulty, 6)


# §10 magic.self_heal: no dice, so each outcome has probability 1.
@pytest.mark.parametrize("vitality_max", [1, 2, 5, 20])
def test_self_heal_is_certain(vitality_max):
    for vitality in range(vitality_max + 1):
        params = {
            "profession": "priest",
            "vitality": vitality,
            "vitality_max": vitality_max,
            "has_action_die": True,
        }
        got = distribution(self_heal, params, 0, lambda o, used: (o["vitality_after"], used))
        assert got == {(min(vitality_max, vitality + 2), 0): Fraction(1)}
