"""Exact odds of the Walka points of walka.md §14, against independent enumerations.

Each expected figure is either worked out by hand here (the fraction is derived in the
test's docstring or comment) or enumerated independently of referee.odds: die by die with
tests/support/dice_tree.brute_force, or, for a roll-off, over the orders of the tied characters.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest

from referee.violations import RuleViolation
from tests.support.dice_tree import brute_force
from tests.support.steps import odds_of, step_of

F = Fraction


def event(odds, name):
    return next(e.probability for e in odds.events if e.name == name)


def result(odds, name):
    return next(r.dist.p for r in odds.results if r.name == name)


def walka(name):
    return step_of("walka", name)


# -- §9, §14: no wound from a 0-damage critical on the back ------------------------------------

BACKPLATE = {
    "id": "backplate",
    "class": "back",
    "covers": [{"location": "back"}, {"location": "torso"}],
    "absorption": 20,
    "quality": 2,
}


def strike_at(location):
    return {
        "attack_kind": "melee",
        "form": "cut",
        "location_mode": "chosen",
        "location": location,
        "from_behind": True,
        "defense_type": "none",
        "attacker": {
            "id": "Ala",
            "skill_die": "d20",
            "dex_level": 3,
            "str_level": 3,
            "ap": 10,
            "weapon_damage": 10,
            "weapon_quality": 2,
        },
        "defender": {"id": "Bor", "nac": 1, "hp": 30, "armour_pieces": [BACKPLATE]},
        "rules": {"crit_effect_requires_damage": False},
    }


def test_strike_odds_a_critical_on_the_back_absorbed_to_0_is_no_wound():
    """d20 against dc 1: n 1 fumbles (a miss), n 2..19 hit, n 20 is critical; 13 dealt is
    all absorbed (20 + NAC 1), so taken is 0. The back has no sensitive point: P(wounded) 0
    (the audit found 1/20). On the torso the critical's 0-damage wound carries a point: 1/20."""
    step = walka("strike")
    back = odds_of(step, strike_at("back"))
    assert event(back, "hit") == F(19, 20)
    assert event(back, "critical") == F(1, 20)
    assert event(back, "wounded") == 0
    assert result(back, "taken") == {0: F(1)}
    torso = odds_of(step, strike_at("torso"))
    assert event(torso, "wounded") == F(1, 20)
    for params, odds in ((strike_at("back"), back), (strike_at("torso"), torso)):
        paths = brute_force(step.rules, params)
        wounded = sum(
            (w for w, o in paths if o["wounds"] and o["wounds"]["wound"]), start=Fraction(0)
        )
        assert event(odds, "wounded") == wounded


def test_wounds_odds_back_critical_of_0_never_wounds():
    odds = odds_of(
        walka("wounds_and_conditions"),
        {
            "location": "back",
            "taken": 0,
            "damage_type": "blunt",
            "critical": True,
            "rules": {"crit_effect_requires_damage": False},
        },
    )
    assert event(odds, "wound") == 0 and odds.method == "no_dice"
    torso = odds_of(
        walka("wounds_and_conditions"),
        {
            "location": "torso",
            "taken": 0,
            "damage_type": "blunt",
            "critical": True,
            "rules": {"crit_effect_requires_damage": False},
        },
    )
    # d2: heart or solar plexus, each 1/2; the 0-damage wound is recorded either way.
    assert event(torso, "wound") == 1
    assert event(torso, "crit_point.heart") == event(torso, "crit_point.solar_plexus") == F(1, 2)


# -- §3, §10.3, §14: no instant while surprised ---------------------------------------------------


def test_action_points_odds_no_instant_while_surprised():
    step = walka("action_points")
    surprised = odds_of(step, {"spd": 10, "ap": 10, "own_turn": False, "surprised": True})
    assert event(surprised, "instant_affordable") == 0
    fresh = odds_of(step, {"spd": 10, "ap": 10, "own_turn": False})
    assert event(fresh, "instant_affordable") == 1


# -- §10, §14: the highest of several detection dcs ---------------------------------------------


def test_surprise_odds_take_the_highest_detection_dc():
    """REF 3 against max(9, 16, 12) = 16: surprised for n + 3 < 16, i.e. n 1..12 (n 20 would
    pass anyway): 12/20 = 3/5."""
    step = walka("surprise")
    params = {"ref_level": 3, "detection_dcs": [9, 16, 12]}
    odds = odds_of(step, params)
    assert event(odds, "surprised") == F(3, 5)
    paths = brute_force(step.rules, params)
    assert sum((w for w, o in paths if o["surprised"]), start=Fraction(0)) == F(3, 5)


# -- §2, §14: initiative odds per SPD group -------------------------------------------------------


def roster(*spds):
    return [{"id": f"c{i}", "spd": spd} for i, spd in enumerate(spds, start=1)]


def no_tie(size):
    """P(size d6 all differ): 6 * 5 * ... / 6^size."""
    out = Fraction(1)
    for i in range(size):
        out *= Fraction(6 - i, 6)
    return out


def test_initiative_odds_for_ten_characters_in_groups_of_4_3_3():
    """Within a group every order is as likely (the same dice for everyone), so each member's
    place is uniform over the group's places; groups do not mix. A re-roll happens unless
    every group's first roll-off differs: 1 - (6*5*4*3/6^4)(6*5*4/6^3)^2 = 1333/1458."""
    params = {"characters": roster(12, 12, 12, 12, 9, 9, 9, 6, 6, 6)}
    odds = odds_of(walka("initiative"), params)
    assert odds.method == "first_round"
    assert event(odds, "reroll") == 1 - no_tie(4) * no_tie(3) ** 2 == F(1333, 1458)
    for i in range(1, 5):
        assert event(odds, f"first.c{i}") == F(1, 4)
        assert result(odds, f"position.c{i}") == {x: F(1, 4) for x in range(1, 5)}
    for i in range(5, 8):
        assert event(odds, f"first.c{i}") == 0
        assert result(odds, f"position.c{i}") == {x: F(1, 3) for x in range(5, 8)}
    for i in range(8, 11):
        assert result(odds, f"position.c{i}") == {x: F(1, 3) for x in range(8, 11)}
    assert not [e for e in odds.events if e.name == "rejected"]


def test_initiative_odds_for_ten_characters_with_a_cede():
    """c5 cedes to c6 (SPD 9 group): refused when c5 rolls after c6 (3 of the 6 orders).
    Accepted orders (c5 c6 c7) -> (c6 c5 c7), (c5 c7 c6) -> (c6 c7 c5), (c7 c5 c6) ->
    (c7 c6 c5): places 5..7 as counted there; every other place applies only when accepted."""
    params = {
        "characters": roster(12, 12, 12, 12, 9, 9, 9, 6, 6, 6),
        "cede": [{"from": "c5", "to": "c6"}],
    }
    odds = odds_of(walka("initiative"), params)
    half = F(1, 2)
    assert event(odds, "rejected") == half
    assert event(odds, "first.c1") == F(1, 8)
    assert result(odds, "position.c1") == {
        1: F(1, 8),
        2: F(1, 8),
        3: F(1, 8),
        4: F(1, 8),
        None: half,
    }
    assert result(odds, "position.c5") == {6: F(1, 6), 7: F(2, 6), None: half}
    assert result(odds, "position.c6") == {5: F(2, 6), 6: F(1, 6), None: half}
    assert result(odds, "position.c7") == {5: F(1, 6), 6: F(1, 6), 7: F(1, 6), None: half}
    assert result(odds, "position.c10") == {8: F(1, 6), 9: F(1, 6), 10: F(1, 6), None: half}


def test_initiative_odds_for_the_audits_seven_characters_in_groups_of_4_and_3():
    """The audit's case: odds_too_complex before; 1 - (5/18)(5/9) = 137/162 re-roll."""
    odds = odds_of(walka("initiative"), {"characters": roster(7, 7, 7, 7, 3, 3, 3)})
    assert event(odds, "reroll") == F(137, 162)
    assert result(odds, "position.c7") == {5: F(1, 3), 6: F(1, 3), 7: F(1, 3)}


def first_round_paths(params):
    """Every path of dice that ends within the fewest dice (no re-roll), by brute force."""
    rules = walka("initiative").rules
    depth = 0
    while not (paths := brute_force(rules, params, max_dice=depth)):
        depth += 1
    return paths


def compare_with_paths(odds, paths):
    total = sum(w for w, _ in paths)
    ended = [(w / total, o) for w, o in paths]
    rejected = sum((w for w, o in ended if isinstance(o, tuple)), start=Fraction(0))
    if rejected:
        assert event(odds, "rejected") == rejected
    for e in odds.events:
        if e.name in ("rejected", "reroll"):
            continue
        expected = sum(
            (w for w, o in ended if not isinstance(o, tuple) and e.occurred(o)), start=Fraction(0)
        )
        assert e.probability == expected, e.name
    for r in odds.results:
        dist: dict = {}
        for w, o in ended:
            value = None if isinstance(o, tuple) else r.actual(o)
            dist[value] = dist.get(value, Fraction(0)) + w
        assert r.dist.p == dist, r.name
    assert event(odds, "reroll") == 1 - total


@pytest.mark.parametrize(
    "params",
    [
        {"characters": roster(5, 5, 5, 2, 2)},
        {
            "characters": roster(5, 5, 5, 2, 2),
            "cede": [{"from": "c2", "to": "c3"}, {"from": "c4", "to": "c5"}],
        },
        {
            "characters": roster(2, 5, 2, 5, 5),
            "cede": [{"from": "c4", "to": "c2"}, {"from": "c2", "to": "c5"}],
        },
    ],
)
def test_initiative_odds_equal_a_brute_force_of_the_whole_roster(params):
    """Small rosters whose whole first round can be walked die by die (6^5 paths)."""
    compare_with_paths(odds_of(walka("initiative"), params), first_round_paths(params))


def test_a_group_of_seven_always_re_rolls_and_every_order_is_as_likely():
    """Seven d6 cannot all differ, so a group of 7 always re-rolls; by symmetry every order
    of the group is as likely. Enumerated here over the 5040 orders, the cede applied by
    hand: c3 cedes to c6, refused when c3 comes after c6."""
    params = {"characters": roster(*[4] * 7), "cede": [{"from": "c3", "to": "c6"}]}
    odds = odds_of(walka("initiative"), params)
    ids = [c["id"] for c in params["characters"]]
    orders = list(permutations(ids))
    q = Fraction(1, len(orders))
    expected: dict[str, dict] = {cid: {} for cid in ids}
    rejected = Fraction(0)
    for order in orders:
        order = list(order)
        a, b = order.index("c3"), order.index("c6")
        if a > b:
            rejected += q
            for cid in ids:
                expected[cid][None] = expected[cid].get(None, Fraction(0)) + q
            continue
        order[a], order[b] = order[b], order[a]
        for place, cid in enumerate(order, start=1):
            expected[cid][place] = expected[cid].get(place, Fraction(0)) + q
    assert event(odds, "reroll") == 1
    assert event(odds, "rejected") == rejected == F(1, 2)
    for cid in ids:
        assert result(odds, f"position.{cid}") == expected[cid], cid
        assert event(odds, f"first.{cid}") == expected[cid].get(1, 0), cid


def test_a_big_group_without_cedes_is_uniform():
    odds = odds_of(walka("initiative"), {"characters": roster(*[9] * 12, 3)})
    assert result(odds, "position.c1") == {x: F(1, 12) for x in range(1, 13)}
    assert result(odds, "position.c13") == {13: F(1)}
    assert event(odds, "first.c12") == F(1, 12) and event(odds, "reroll") == 1


def test_too_many_characters_named_in_the_cedes_of_a_big_group_is_too_complex():
    """Odds of a group larger than 6 enumerate only the characters its cedes name (at most 6)."""
    cede = [{"from": f"c{i}", "to": f"c{i + 1}"} for i in range(1, 7)]
    with pytest.raises(RuleViolation) as err:
        odds_of(walka("initiative"), {"characters": roster(*[4] * 8), "cede": cede})
    assert err.value.code == "odds_too_complex"
