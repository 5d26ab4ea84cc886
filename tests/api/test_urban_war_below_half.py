"""below_half_wounds of shooting.saves is the raw fact; the panic trigger stays the caller's.

urban-war.md §8 DECISION: "`below_half_wounds` (§6.8) is the raw fact (W after the step below
half of `target_wounds_max`, an optional input; without it the flag is null). Whether it
triggers a panic test is the calling step's concern". §6.2 DECISION: the trigger fires once,
as W goes from >= wounds_max / 2 to < wounds_max / 2 with the model in play (W 3 or 4: at 1
left; W 5: at 2 left); §6.9 step 6 reports it in `panic_triggers` unless in base contact.

The decisions of 2026-12-01 (rules version 3, §6.8, §8): in the combined steps (§6.9
shooting, §6.14 melee, §6.16 overwatch interrupt) a model given without `wounds_max` is at
full W, its W before the step, and the nested `below_half_wounds` and the panic trigger both
measure from it; only `/shooting/saves` without `target_wounds_max` answers null. The flag is
the plain state after the step (true also for a model already below half, and at 0 W); the
once-only, in-play, not-in-contact conditions belong to the trigger. Version 2 answered null
in the shot's saves without `wounds_max` and in every melee strike's: its golden answers
(tests/golden/urban-war/version-2) must still come out of version 2's rules.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from referee import versions
from referee.steps import resolve
from referee.systems.urban_war.odds.shooting import saves_odds, shooting_odds
from referee.systems.urban_war.rules.melee import melee
from referee.systems.urban_war.rules.shooting import saves, shooting
from referee.systems.urban_war.steps import STEPS
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


def shot(target, dice, version=None, **extra):
    """A Rifle shot at 20 in; under the current rules version unless `version` says."""
    params = {
        "shooter": {"shooting_skill": 4, "command": 4, "movement": 3, "weapon": RIFLE},
        "target": {"toughness": 4, "size": 2, **target},
        "distance_in": 20,
        **extra,
    }
    return run(shooting, params if version is None else versions.given(params, version), dice)


def test_s1_w_2_to_1_is_no_trigger():
    # S1's target: W 2 -> 1 "(not below half)"; hit 8 (+4 = 12), damage 5 (5 + 5 - 4 = 6).
    out = shot({"wounds": 2}, [8, 5])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []
    # Version 3: no wounds_max given, so the target is at full W, 2: 1 is half of it, not below.
    assert out["saves"]["below_half_wounds"] is False


def test_s1_under_version_2_has_no_fact_without_wounds_max():
    out = shot({"wounds": 2}, [8, 5], version=2)
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is None


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
    # Version 3: the nested fact measures from the same W 3 as the trigger: 1 < 1.5.
    assert out["saves"]["below_half_wounds"] is True
    # Version 2 measured the trigger so too, but left the fact null.
    out = run(shooting, versions.given(params, 2), [8, 5, 5])
    assert out["panic_triggers"] == ["below_half_wounds"]
    assert out["saves"]["below_half_wounds"] is None


def test_a_target_in_base_contact_owes_no_test_but_the_fact_holds():
    # A target in melee is never primary: the selection test first, 6 + 6 + CD 4 = 16.
    target = {"wounds": 2, "wounds_max": 3, "in_base_contact": True}
    out = shot(target, [6, 6, 8, 5], is_primary=False)
    assert out["panic_triggers"] == [] and out["saves"]["below_half_wounds"] is True


def test_a_target_already_below_half_and_removed_is_below_half_but_owes_no_test():
    # §6.8: the fact is the plain state, true at 0 W; the trigger needs the model in play and
    # fires once (W 1 of 3 was already below half): the casualty owes no below-half test.
    out = shot({"wounds": 1, "wounds_max": 3}, [8, 5])
    assert out["out_of_action"] and out["casualty"] and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is True
    # A wound saved by Heavy Armour (die 8 + 2): still below half, still no trigger.
    out = shot({"wounds": 1, "wounds_max": 3, "heavy_armour": 2}, [8, 5, 8])
    assert out["wounds_after"] == 1 and out["panic_triggers"] == []
    assert out["saves"]["below_half_wounds"] is True


# --- version 3: every combined step measures the fact from wounds_max, else the W before the step

PREFIX = "/v1/urban-war/"
KNIFE = {"name": "Knife", "bands": {"melee": "0/4"}}
POWER_MAUL = {"name": "Power maul", "bands": {"melee": "0/6"}}
COMBAT_BLADE = {"name": "Combat blade", "fs_bonus": 1, "bands": {"melee": "0x2/5"}}
# urban-war.md §6.14 X1, X2 and §6.16 O1, O2 as printed (no wounds_max anywhere).
X1 = {
    "attacker": {"AS": 5, "T": 4, "W": 2, "FS": 5, "MV": 3, "CAL": 1, "weapon": COMBAT_BLADE,
                 "charged_this_action": True, "charge_distance_in": 5},
    "defender": {"AS": 4, "ST": 3, "T": 4, "W": 1, "FS": 4, "CD": 4, "CAL": 0,
                 "shield_applies": True},
}  # fmt: skip
X1_DICE = [6, 5, 4, 3, 7, 8, 5, 4]
X2 = {
    "attacker": {"AS": 4, "T": 3, "W": 1, "FS": 4, "weapon": POWER_MAUL},
    "defender": {"AS": 4, "T": 4, "W": 1, "FS": 4, "weapon": KNIFE},
}
O1 = {
    "kind": "shot",
    "interrupter": {"SH": 4, "CD": 4, "CAL": 1, "commander_in_range": True, "weapon": RIFLE},
    "target": {"T": 4, "W": 1, "SZ": 2},
    "distance_in": 20,
}
O2 = {
    "kind": "charge",
    "interrupter": {"AS": 4, "ST": 4, "T": 4, "W": 1, "FS": 4, "MV": 3, "CAL": 1, "CD": 4},
    "target": {"AS": 3, "ST": 3, "T": 3, "W": 1, "FS": 3},
    "distance_in": 6.5,
}
B = {
    "model": {"AS": 3, "ST": 3, "T": 3, "W": 1, "FS": 3, "MV": 3, "CD": 5, "CAL": 1},
    "opponents": [{"id": "k", "AS": 4, "T": 3, "W": 1, "FS": 3, "weapon": KNIFE}],
}


def outcome(client, route, body, dice):
    response = client.post(PREFIX + route, json={**body, "dice": dice})
    assert response.status_code == 200, response.get_json()
    return response.get_json()["outcome"]


def facts(strikes) -> dict:
    """Each strike's striker and the below_half_wounds of the saves against its target."""
    return {s["striker"]: s["saves"]["below_half_wounds"] for s in strikes}


def test_x1_strikes_measure_from_the_w_before_the_melee(client):
    # X1: the defender (W 1) takes no wound, 1 is not below 0.5; the attacker goes W 2 -> 1,
    # half of its W before the melee, not below it.
    out = outcome(client, "melee", X1, X1_DICE)
    assert out["wounds_after"] == {"attacker": 1, "defender": 1}
    assert facts(out["strikes"]) == {"attacker": False, "defender": False}


def test_x2_both_removed_are_below_half(client):
    # X2: both fall to W 0 in the same exchange; the fact is true at 0 W, and no result
    # (and no panic test) follows, both being out of play.
    out = outcome(client, "melee", X2, [7, 5, 6, 10])
    assert out["out_of_action"] == {"attacker": True, "defender": True}
    assert facts(out["strikes"]) == {"attacker": True, "defender": True}
    assert out["result"]["panic_test"] is None


def test_a_melee_model_takes_its_wounds_max(client):
    # X1 with the attacker's profile W given as 3: W 2 -> 1 is below 1.5. The defender was
    # already at W 1 of 3 before the melee: below half, though not wounded in it.
    body = {
        "attacker": {**X1["attacker"], "wounds_max": 3},
        "defender": {**X1["defender"], "wounds_max": 3},
    }
    out = outcome(client, "melee", body, X1_DICE)
    assert facts(out["strikes"]) == {"attacker": True, "defender": True}
    # The defender still loses and tests: the fact is no panic trigger in melee.
    assert out["result"]["panic_test"]["test"]["total"] == 13


def test_a_melee_wounds_max_below_the_wounds_is_refused(client):
    body = {**X1, "defender": {**X1["defender"], "W": 2, "wounds_max": 1}}
    response = client.post(PREFIX + "melee", json={**body, "dice": X1_DICE})
    assert response.status_code == 422
    assert response.get_json()["errors"] == {
        "defender.wounds": ["wounds 2 is more than wounds_max 1"]
    }


def test_break_off_free_strikes_measure_from_the_model(client):
    # B1: the free strike misses, W 1 stays (not below 0.5); B2: it wounds, W 1 -> 0.
    out = outcome(client, "break-off", B, [7, 4, 3])
    assert out["free_strikes"][0]["saves"]["below_half_wounds"] is False
    out = outcome(client, "break-off", B, [7, 4, 9, 6])
    assert out["free_strikes"][0]["saves"]["below_half_wounds"] is True
    # With the model's profile W given as 3, W 1 is below half already.
    body = {**B, "model": {**B["model"], "wounds_max": 3}}
    out = outcome(client, "break-off", body, [7, 4, 3])
    assert out["free_strikes"][0]["saves"]["below_half_wounds"] is True


def test_interrupts_measure_from_the_target_and_the_interrupter(client):
    # O1: the target, W 1, is taken out of action: below half at 0 W.
    out = outcome(client, "overwatch-interrupt", O1, [6, 4, 6, 5])
    assert out["shooting"]["out_of_action"] is True
    assert out["shooting"]["saves"]["below_half_wounds"] is True
    # O2: a draw, nobody wounded: neither W 1 is below half of itself.
    out = outcome(client, "overwatch-interrupt", O2, [5, 5, 4, 3, 6, 5])
    assert facts(out["melee"]["strikes"]) == {"attacker": False, "defender": False}
    # The interrupter's own wounds_max (it may be struck back at) is read too.
    body = {**O2, "interrupter": {**O2["interrupter"], "wounds_max": 3}}
    out = outcome(client, "overwatch-interrupt", body, [5, 5, 4, 3, 6, 5])
    assert facts(out["melee"]["strikes"]) == {"attacker": False, "defender": True}


def melee_weapon(name, strength):
    entry = {"hit_mod": 0, "shots": 1, "strength": strength, "damage_rolls": 1}
    return {"name": name, "bands": {"melee": entry}}


def test_melee_under_version_2_has_no_fact():
    # X2 (the maul strength 6, the knife 4), the attacker's profile W given as 3.
    params = {
        "attacker": {"assault_skill": 4, "toughness": 3, "wounds": 1, "first_strike": 4,
                     "weapon": melee_weapon("Power maul", 6), "wounds_max": 3},
        "defender": {"assault_skill": 4, "toughness": 4, "wounds": 1, "first_strike": 4,
                     "weapon": melee_weapon("Knife", 4)},
    }  # fmt: skip
    out = run(melee, versions.given(params, 2), [7, 5, 6, 10])
    assert [s["saves"]["below_half_wounds"] for s in out["strikes"]] == [None, None]
    out = run(melee, params, [7, 5, 6, 10])
    assert [s["saves"]["below_half_wounds"] for s in out["strikes"]] == [True, True]


# Each golden case whose answer version 3 changed, as version 2 answered it.
VERSION_2 = Path(__file__).resolve().parents[1] / "golden" / "urban-war" / "version-2"
STEP_BY_FILE = {step.path.replace("/", "-"): step for step in STEPS}
OLD_CASES = [
    (path.stem, case)
    for path in sorted(VERSION_2.glob("*.json"))
    for case in json.loads(path.read_text("utf-8"))
]


def test_the_version_2_golden_cases_are_the_changed_ones():
    """Every kept case is still a golden case whose request is the same, and answers there
    differ from version 2's exactly in the nested below_half_wounds and the version."""
    assert {stem for stem, _ in OLD_CASES} == {"break-off", "melee", "overwatch-interrupt",
                                               "shooting"}  # fmt: skip
    golden = VERSION_2.parent
    for stem, old in OLD_CASES:
        current = {c["name"]: c for c in json.loads((golden / f"{stem}.json").read_text())}
        new = current[old["name"]]
        assert new["request"] == old["request"], old["name"]
        assert old["response"]["rules_version"] == 2 and new["response"]["rules_version"] == 3
        assert _without_below_half(old["response"]) == _without_below_half(new["response"])
        assert old["response"] != {**new["response"], "rules_version": 2}, old["name"]


def _without_below_half(value):
    if isinstance(value, dict):
        return {
            k: _without_below_half(v)
            for k, v in value.items()
            # The summary came after version 2's answers were recorded.
            if k not in ("below_half_wounds", "rules_version", "summary")
        }
    if isinstance(value, list):
        return [_without_below_half(v) for v in value]
    return value


@pytest.mark.parametrize("stem, case", OLD_CASES, ids=[f"{s}/{c['name']}" for s, c in OLD_CASES])
def test_version_2_still_gives_its_golden_answers(stem, case):
    """The rules run under version 2 (as verify would run them) answer what version 2
    answered: same rolls, same outcome."""
    step = STEP_BY_FILE[stem]
    body = step.request_schema().load(case["request"])
    answer = resolve(step, versions.given(body, 2))
    # resolve names the version the service serves; the rules ran under the one given.
    answer["rules_version"] = 2
    # Version 2's answers were recorded before answers said what happened (`summary`).
    del answer["summary"]
    assert json.loads(json.dumps(answer)) == case["response"]


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
