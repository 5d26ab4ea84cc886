"""Exact Urban War odds with modifiers and panic penalties, and rolls past the exact-odds
limit, against enumerations written from the digest.

Each expected probability is counted here from urban-war.md alone (two d10 for a test,
one d10 per hit or damage roll), never from referee code; the service's odds must equal
it as an exact fraction. The brute force of tests/support/dice_tree (every dice path of the
rules function) is a second, independent check where it is small enough.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from tests.support.dice_tree import brute_force
from tests.support.steps import load, odds_of, step_of

D10 = range(1, 11)


def test_passes(command: int, modifier: int = 0) -> Fraction:
    """§6.1: 2d10, a natural 5 or less fails, else natural + CD + modifiers >= 15."""
    ok = sum(1 for a, b in product(D10, D10) if a + b > 5 and a + b + command + modifier >= 15)
    return Fraction(ok, 100)


test_passes.__test__ = False  # a helper, not a test


def d10_success(modifier: int, target: int) -> Fraction:
    """§6.6, §6.11, §6.12: a natural 10 succeeds, a natural 1 fails, else die + mod >= target."""
    ok = sum(1 for d in D10 if d == 10 or (d != 1 and d + modifier >= target))
    return Fraction(ok, 10)


def _events(odds) -> dict:
    return {e.name: e.probability for e in odds.events}


# The evidence case: interrupter CD 10, panicked, High Morale, charging.
INTERRUPT_CHARGE = {
    "interrupter": {
        "id": "watcher",
        "order": "overwatch",
        "command": 10,
        "panicked": True,
        "high_morale": True,
        "movement": 3,
        "assault_skill": 3,
        "strength": 3,
        "toughness": 4,
        "wounds": 2,
        "first_strike": 4,
    },
    "target": {
        "id": "runner",
        "toughness": 3,
        "wounds": 1,
        "assault_skill": 4,
        "strength": 3,
        "first_strike": 4,
        "movement": 3,
        "command": 4,
    },
    "kind": "charge",
    "distance_in": 5,
}


def test_rallied_interrupter_that_loses_the_melee_takes_its_panic_test():
    """urban-war.md §8: the melee_lost panic test is in the odds of overwatch_interrupt.

    Rally and interrupt test (CD 10): pass on a natural of 6 or more. FS 4 + 3 each:
    simultaneous, interrupter first. Interrupter hits on 6+ (3 - 4 + 1), wounds the W 1
    target on 5+ (3 - 3 + 1); the target hits on 4+ (4 - 3 + 1) and cannot remove the
    W 2 interrupter with one wound. The interrupter loses when it missed and was hit
    with the target still in play; it then panics on a natural of 5 or less (CD 10).
    Before the fix the lost melee drew no test and the interrupter never panicked there.
    """
    step = step_of("urban-war", "overwatch_interrupt")
    params = load(step, {**INTERRUPT_CHARGE, "seed": "x"})
    rally = test_passes(10)
    interrupt = test_passes(10)
    attacker_hit, attacker_wound = d10_success(0, 6), d10_success(1, 6)
    defender_hit = d10_success(2, 6)
    lost = (1 - attacker_hit) * defender_hit
    panics = 1 - test_passes(10)
    expected = (1 - rally) + rally * interrupt * lost * panics
    events = _events(odds_of(step, params))
    assert expected == Fraction(2567, 20000)
    assert events["interrupter_panicked"] == expected
    # High Morale: only a failed rally leaves the penalty (and loses the charge).
    assert events["rally_penalty"] == 1 - rally
    assert events["passed"] == rally * interrupt
    assert events["target_out_of_action"] == rally * interrupt * attacker_hit * attacker_wound


def test_interrupt_target_panic_penalty_and_modifiers_in_the_odds():
    """§8: the interrupted target's panic_penalty (-2 striking back) and modifiers count.

    Interrupter CD 5 + 2 (modifier), AS 4 vs 4, FS 5 + 3 vs 4 + 3: attacker first, hits
    on 5+ (+1 charging), wounds the W 1 target on 5+ (4 - 4 + 1). The target, penalised,
    hits on 7+ (0 + 1 - 2) and cannot remove the W 2 interrupter with one wound. The
    target loses when it survives, was hit, and missed; its panic test has CD 4 + 1. The
    interrupter loses when it missed and was hit; its panic test has CD 5 + 2.
    """
    step = step_of("urban-war", "overwatch_interrupt")
    body = {
        "interrupter": {
            "order": "overwatch",
            "command": 5,
            "modifiers": [{"reason": "veteran", "value": 2}],
            "movement": 3,
            "assault_skill": 4,
            "strength": 4,
            "toughness": 4,
            "wounds": 2,
            "first_strike": 5,
        },
        "target": {
            "toughness": 4,
            "wounds": 1,
            "assault_skill": 4,
            "strength": 4,
            "first_strike": 4,
            "movement": 3,
            "command": 4,
            "panic_penalty": True,
            "modifiers": [{"source": "banner", "value": 1}],
        },
        "kind": "charge",
        "distance_in": 5,
    }
    odds = _events(odds_of(step, load(step, {**body, "seed": "x"})))
    passed = test_passes(5, 2)
    hit, wound = d10_success(1, 6), d10_success(1, 6)
    strike_back = d10_success(-1, 6)
    target_loses = hit * (1 - wound) * (1 - strike_back)
    assert odds["passed"] == passed
    assert odds["target_out_of_action"] == passed * hit * wound
    assert strike_back == Fraction(4, 10)  # 7, 8, 9, 10: the -2 counts
    melee = step_of("urban-war", "melee")
    exchange = {
        "attacker": {
            **{k: v for k, v in body["interrupter"].items() if k != "order"},
            "charged_this_action": True,
            "charge_distance_in": 5,
        },
        "defender": body["target"],
        "interrupt_charge": True,
    }
    melee_odds = _events(odds_of(melee, load(melee, {**exchange, "seed": "x"})))
    assert melee_odds["loser.defender"] == target_loses
    interrupter_loses = (1 - hit) * strike_back
    assert melee_odds["loser_panics"] == target_loses * (1 - test_passes(4, 1)) + (
        interrupter_loses * (1 - test_passes(5, 2))
    )


def test_melee_defender_panic_penalty_and_modifiers():
    """§8: the melee defender's panic_penalty (hits on 8+) and modifiers (CD 4 + 1)."""
    step = step_of("urban-war", "melee")
    params = load(
        step,
        {
            "attacker": {
                "assault_skill": 4,
                "strength": 4,
                "toughness": 4,
                "wounds": 2,
                "first_strike": 5,
                "movement": 3,
                "command": 4,
            },
            "defender": {
                "assault_skill": 4,
                "strength": 4,
                "toughness": 4,
                "wounds": 2,
                "first_strike": 4,
                "movement": 3,
                "command": 4,
                "panic_penalty": True,
                "modifiers": [{"reason": "banner", "value": 1}],
            },
            "seed": "x",
        },
    )
    events = _events(odds_of(step, params))
    hit, strike_back = d10_success(0, 6), d10_success(-2, 6)
    defender_loses = hit * (1 - strike_back)
    assert events["loser.defender"] == defender_loses
    assert events["loser_panics"] == defender_loses * (1 - test_passes(4, 1)) + (
        (1 - hit) * strike_back * (1 - test_passes(4))
    )


def test_target_selection_and_break_off_modifiers():
    """§8: modifiers on target selection and on the breaking model's test."""
    selection = step_of("urban-war", "shooting.target_selection")
    params = load(
        selection,
        {"command": 4, "modifiers": [{"reason": "spotter", "value": 2}], "seed": "x"},
    )
    assert _events(odds_of(selection, params))["allowed"] == test_passes(4, 2) == Fraction(72, 100)

    break_off = step_of("urban-war", "break_off")
    params = load(
        break_off,
        {
            "model": {
                "assault_skill": 3,
                "strength": 3,
                "toughness": 3,
                "wounds": 1,
                "first_strike": 3,
                "movement": 3,
                "command": 5,
                "calibre": 1,
                "modifiers": [{"reason": "pinned", "value": -2}],
            },
            "opponents": [
                {
                    "assault_skill": 4,
                    "strength": 3,
                    "toughness": 3,
                    "wounds": 1,
                    "first_strike": 4,
                    "movement": 3,
                    "command": 4,
                }
            ],
            "seed": "x",
        },
    )
    assert _events(odds_of(break_off, params))["passed"] == test_passes(5, 1 - 2)


def test_shooter_modifiers_reach_its_selection_test():
    """§8: the shooter's modifiers; the shot is lost exactly when the test fails."""
    step = step_of("urban-war", "shooting")
    params = load(
        step,
        {
            "shooter": {
                "shooting_skill": 4,
                "command": 4,
                "movement": 3,
                "modifiers": [{"reason": "target marked", "value": 1}],
                "weapon": {"name": "Rifle", "bands": {"medium": "0/5"}},
            },
            "target": {"toughness": 4, "wounds": 1, "size": 2},
            "distance_in": 20,
            "is_primary": False,
            "seed": "x",
        },
    )
    events = _events(odds_of(step, params))
    allowed = test_passes(4, 1)
    assert events["out_of_action"] == allowed * d10_success(4, 10) * d10_success(1, 6)


def test_melee_result_modifiers_match_every_dice_path():
    """§8: both sides of melee.result take modifiers; odds = the digest = every dice path."""
    step = step_of("urban-war", "melee.result")
    params = load(
        step,
        {
            "attacker": {
                "hits_suffered": 0,
                "command": 4,
                "modifiers": [{"reason": "x", "value": 3}],
            },
            "defender": {
                "hits_suffered": 1,
                "command": 6,
                "modifiers": [{"reason": "leader down", "value": -3}],
            },
            "seed": "x",
        },
    )
    events = _events(odds_of(step, params))
    expected = 1 - test_passes(6, -3)
    assert events["loser_panics"] == expected
    paths = brute_force(step.rules, params)
    assert sum(w for w, o in paths if o["panic_test"]["panicked"]) == expected


# 100 hits x 3 damage rolls: 300 damage rolls, beyond the 200 that exact odds enumerate.
TOO_MANY_ROLLS = {"hits": 100, "strength": 5, "damage_rolls": 3, "target_toughness": 4}


def test_a_roll_too_costly_for_exact_odds_still_rolls(client):
    """DESIGN.md, Odds: with ?odds=true the roll stands and its odds say why they are missing;
    only POST .../odds answers 422 odds_too_complex."""
    url = "/v1/urban-war/shooting/damage"
    rolled = client.post(url + "?odds=true", json={**TOO_MANY_ROLLS, "seed": "big"})
    assert rolled.status_code == 200, rolled.data
    body = rolled.get_json()
    plain = client.post(url, json={**TOO_MANY_ROLLS, "seed": "big"}).get_json()
    odds = body.pop("odds")
    assert body == plain and len(body["rolls"]) == 300
    assert odds["available"] is False and "200" in odds["reason"]
    assert odds["events"] == [] and odds["results"] == []

    asked = client.post(url + "/odds", json=TOO_MANY_ROLLS)
    assert asked.status_code == 422 and asked.get_json()["code"] == "odds_too_complex"


def test_saves_too_costly_for_exact_odds_still_roll(client):
    body = {"wounds": 250, "target_wounds": 20, "heavy_armour": 9}
    rolled = client.post("/v1/urban-war/shooting/saves?odds=true", json={**body, "seed": "s"})
    assert rolled.status_code == 200, rolled.data
    assert rolled.get_json()["odds"]["available"] is False
    asked = client.post("/v1/urban-war/shooting/saves/odds", json=body)
    assert asked.status_code == 422 and asked.get_json()["code"] == "odds_too_complex"


def test_wounds_no_save_can_stop_are_certain_however_many(client):
    """§6.8: with no Heavy Armour and no cover no save die is drawn, so 201 wounds (or 1,000)
    draw nothing and their odds are certain, not too costly."""
    for wounds in (201, 1000):
        body = {"wounds": wounds, "target_wounds": 1, "heavy_armour": 0}
        answer = client.post("/v1/urban-war/shooting/saves/odds", json=body)
        assert answer.status_code == 200, answer.data
        events = {e["name"]: e["probability"] for e in answer.get_json()["odds"]["events"]}
        assert (events["wound_saved"], events["out_of_action"]) == (0, 1)
        rolled = client.post("/v1/urban-war/shooting/saves", json={**body, "seed": "s"})
        assert rolled.get_json()["rolls"] == []


def test_odds_within_the_limit_carry_no_availability_flag(client):
    body = {**TOO_MANY_ROLLS, "hits": 2, "damage_rolls": 1, "dice": [5, 1]}
    odds = client.post("/v1/urban-war/shooting/damage?odds=true", json=body).get_json()["odds"]
    assert "available" not in odds
    events = {e["name"]: e for e in odds["events"]}
    # §6.7: die + 5 - 4 >= 6 or a natural 10, never a natural 1: 5..10 = 6/10 per roll.
    assert events["any_wound"]["exact"] == str(1 - (1 - Fraction(6, 10)) ** 2)
