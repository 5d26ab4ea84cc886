"""below_half_wounds of shooting.saves is the raw fact; the panic trigger stays the caller's.

urban-war.md §8 DECISION: "`below_half_wounds` (§6.8) is the raw fact (W after the step below
half of `target_wounds_max`, an optional input; without it the flag is null). Whether it
triggers a panic test is the calling step's concern". §6.2 DECISION: the trigger fires once,
as W goes from >= wounds_max / 2 to < wounds_max / 2 with the model in play (W 3 or 4: at 1
left; W 5: at 2 left); §6.9 step 6 reports it in `panic_triggers` unless in base contact.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.systems.urban_war.odds.shooting import saves_odds, shooting_odds
from referee.systems.urban_war.rules.shooting import saves, shooting
from tests.support.manual_dice import run

SAVES = "/v1/urban-war/shooting/saves"
RIFLE = {
    "name": "Rifle",
    "bands": {"medium": {"hit_mod": 0, "shots": 1, "strength": 5, "damage_rolls": 1}},
}
CANNON = {
    "name": "Heavy cannon",
    "bands": {"medium": {"hit_mod": 0, "shots": 1, "strength": 8, "damage_rolls": 2}},
}


def below_half(client, body):
    response = client.post(SAVES, json=body)
    assert response.status_code == 200, response.get_json()
    return response.get_json()["outcome"]["below_half_wounds"]


def test_without_target_wounds_max_the_fact_is_null(client):
    # W 3, two wounds, no armour or cover: W 1 left, but no profile W to compare with.
    assert below_half(client, {"wounds": 2, "target_wounds": 3, "seed": "x"}) is None


def test_a_model_already_below_half_is_below_half(client):
    # W 1 of 4 and no wound: 1 < 4 / 2, whatever happened before this step.
    body = {"wounds": 0, "target_wounds": 1, "target_wounds_max": 4, "dice": []}
    assert below_half(client, body) is True


@pytest.mark.parametrize(
    "target_wounds, most, wounds, expected",
    [
        (2, 2, 1, False),  # V2's W 2 -> 1: 1 is half of 2, not below it
        (2, 3, 1, True),  # W 2 -> 1 of 3: 1 < 1.5
        (4, 4, 2, False),  # W 4 -> 2 of 4: exactly half is not below it
        (4, 4, 3, True),  # W 4 -> 1 of 4
        (5, 5, 2, False),  # W 5 -> 3: 3 >= 2.5
        (1, 1, 1, True),  # removed: 0 < 0.5
    ],
)
def test_the_fact_compares_w_after_with_half_of_target_wounds_max(
    client, target_wounds, most, wounds, expected
):
    body = {
        "wounds": wounds,
        "target_wounds": target_wounds,
        "target_wounds_max": most,
        "dice": [],
    }
    assert below_half(client, body) is expected


def test_v2_with_and_without_a_profile_w():
    # V2: Heavy Armour +2, solid cover 5 in; dice 6, 3 both fail; W 2 -> 1.
    params = {
        "wounds": 1,
        "target_wounds": 2,
        "heavy_armour": 2,
        "cover": {"type": "solid", "obstacle_distance_in": 5},
    }
    assert run(saves, params, [6, 3])["below_half_wounds"] is None
    assert run(saves, {**params, "target_wounds_max": 2}, [6, 3])["below_half_wounds"] is False
    assert run(saves, {**params, "target_wounds_max": 4}, [6, 3])["below_half_wounds"] is True


# --- the combined shooting keeps the §6.2 trigger: once, as W crosses half (§6.9 step 6)


def shot(target, dice, **extra):
    params = {
        "shooter": {"shooting_skill": 4, "command": 4, "movement": 3, "weapon": RIFLE},
        "target": {"toughness": 4, "size": 2, **target},
        "distance_in": 20,
        **extra,
    }
    return run(shooting, params, dice)


def test_s1_w_2_to_1_is_no_trigger():
    # S1's target: W 2 -> 1 "(not below half)"; hit 8 (+4 = 12), damage 5 (5 + 5 - 4 = 6).
    out = shot({"wounds": 2}, [8, 5])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is None  # no wounds_max given: no fact


def test_w_3_triggers_at_1_left_only():
    # §6.2 DECISION "W 3 or 4: at 1 left": W 3 -> 2 no trigger, W 2 -> 1 the trigger.
    out = shot({"wounds": 3, "wounds_max": 3}, [8, 5])
    assert out["wounds_after"] == 2 and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is False
    out = shot({"wounds": 2, "wounds_max": 3}, [8, 5])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == ["below_half_wounds"]
    assert out["saves"]["below_half_wounds"] is True


def test_w_5_already_below_half_fires_no_second_trigger_but_the_fact_holds():
    # §6.2 DECISION "fires once ... W 5: at 2 left": from 2 to 1 it does not fire again.
    out = shot({"wounds": 2, "wounds_max": 5}, [8, 5])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is True


def test_the_trigger_without_wounds_max_counts_from_the_w_before_the_shot():
    # No profile W: the W before the shot stands in for it, as before (W 2 -> 1 fires not,
    # W 3 -> 1 would need two wounds). A two-damage-roll weapon: W 3 -> 1, a trigger.
    params = {
        "shooter": {"shooting_skill": 4, "command": 4, "movement": 3, "weapon": CANNON},
        "target": {"toughness": 4, "size": 2, "wounds": 3},
        "distance_in": 20,
    }
    out = run(shooting, params, [8, 5, 5])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == ["below_half_wounds"]
    assert out["saves"]["below_half_wounds"] is None


def test_a_target_in_base_contact_owes_no_test_but_the_fact_holds():
    # A target in melee is never primary: the selection test first, 6 + 6 + CD 4 = 16.
    target = {"wounds": 2, "wounds_max": 3, "in_base_contact": True}
    out = shot(target, [6, 6, 8, 5], is_primary=False)
    assert out["panic_triggers"] == [] and out["saves"]["below_half_wounds"] is True


# --- the odds follow the same definitions


def events(odds):
    return {e.name: e.probability for e in odds.events}


def test_saves_odds_report_the_fact_only_with_target_wounds_max():
    # One wound, no armour or cover: W 2 -> 1 for certain.
    assert "below_half_wounds" not in events(saves_odds({"wounds": 1, "target_wounds": 2}))
    odds = saves_odds({"wounds": 1, "target_wounds": 2, "target_wounds_max": 3})
    assert events(odds)["below_half_wounds"] == 1
    # Already below half and not wounded: the fact is certain, the trigger would not fire.
    odds = saves_odds({"wounds": 0, "target_wounds": 1, "target_wounds_max": 4})
    assert events(odds)["below_half_wounds"] == 1
    # Heavy Armour +5 saves on 5+ (6/10): W 4 of 4 -> 3 (not below half) or stays 4.
    odds = saves_odds({"wounds": 1, "target_wounds": 4, "target_wounds_max": 4, "heavy_armour": 5})
    assert events(odds)["below_half_wounds"] == 0


def test_shooting_odds_keep_the_once_only_trigger():
    # Rifle 0/5 at medium, SH 4: a hit on 6+ (5/10 with natural 10 always, 1 never: 5/10);
    # a wound on 5+ (5 + 5 - 4 >= 6: 6/10). W 2 of 5 is already below half: no trigger ever.
    params = {
        "shooter": {"shooting_skill": 4, "command": 4, "movement": 3, "weapon": RIFLE},
        "target": {"toughness": 4, "size": 2, "wounds": 2, "wounds_max": 5},
        "distance_in": 20,
    }
    assert events(shooting_odds(params))["below_half_wounds"] == 0
    # W 2 of 3: the trigger exactly when hit and wounded, 5/10 x 6/10.
    params["target"] = {**params["target"], "wounds_max": 3}
    assert events(shooting_odds(params))["below_half_wounds"] == Fraction(3, 10)
