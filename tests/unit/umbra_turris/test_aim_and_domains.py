"""Umbra Turris pure functions: the aim bound, Domains, and the encounter's
bind functions on hand-built states (umbra-turris.md §7, §8, §9, §12).

The encounter API cannot reach every state (a GM correction re-checks Domains), so the
cast-time Domain check and the dropped sealed shield are also shown on a state dict here.
"""

import pytest

from referee.dice import ManualDice
from referee.encounters.model import StateConflict
from referee.systems.umbra_turris import encounter
from referee.systems.umbra_turris.rules.magic import cast, domain_problem
from referee.systems.umbra_turris.rules.shooting import damage, shooting
from referee.violations import RuleViolation

SHOT = {
    "shooter": {"ballistic_skill": 3},
    "target": {"toughness": 3},
    "weapon_damage": 1,
    "target_has_action_die": True,
}


def test_damage_aim_six_is_refused_under_the_default_before_any_die():
    with pytest.raises(RuleViolation) as err:
        damage({**SHOT, "aim_levels": 6}, ManualDice([]))
    assert err.value.code == "aim_too_high" and err.value.field == "aim_levels"


def test_damage_aim_six_with_base_minimum_zero_deals_seven():
    # 4 + 3 + BS 3 + 1 + aim 6 = 17 against 6 + 6 + T 3 = 15: damage 1 + 6 (§8 R11, R9).
    out = damage(
        {**SHOT, "aim_levels": 6, "config": {"hit_base_minimum": 0}}, ManualDice([4, 3, 6, 6])
    )
    assert (out["shooter_total"], out["target_total"], out["damage"]) == (17, 15, 7)


def test_whole_shot_aim_six_needs_base_minimum_zero():
    with pytest.raises(RuleViolation) as err:
        shooting({**SHOT, "aim_levels": 6, "distance_cm": 5}, ManualDice([]))
    assert err.value.field == "aim_levels"
    out = shooting(
        {**SHOT, "aim_levels": 6, "distance_cm": 5, "config": {"hit_base_minimum": 0}},
        ManualDice([6, 4, 3, 6, 6]),
    )
    assert out["hit"]["required"] == 6 and out["damage_dealt"] == 7


@pytest.mark.parametrize(
    "profession, domains, domain, field",
    [
        ("wizard", ["Fire", "Air"], "Air", None),
        ("wizard", [], None, None),
        ("cleric", [], "Light", None),
        ("cleric", ["Light"], "Light", None),
        ("cleric", ["Light", "Fire"], "Light", "domains"),
        ("wizards_apprentice", ["Fire", "Air"], "Fire", "domains"),
        ("wizard", ["A", "B", "C"], "A", "domains"),
        ("cleric", ["Light"], "Fire", "domain"),
        ("cleric", ["Light"], None, "domain"),
        ("wizard", ["Fire", "Air"], "Water", "domain"),
    ],
)
def test_domain_problem(profession, domains, domain, field):
    """§9 R13: only the Wizard may use two Domains of Magic."""
    problem = domain_problem(profession, domains, domain)
    assert (problem and problem[0]) == field


def test_cast_refuses_a_spell_outside_the_mages_domain_before_the_die():
    params = {"profession": "druid", "vitality": 2, "vitality_max": 5, "spell_difficulty": 4}
    with pytest.raises(RuleViolation) as err:
        cast({**params, "domains": ["Earth"], "domain": "Water"}, ManualDice([]))
    assert err.value.code == "domain" and err.value.field == "domain"
    out = cast({**params, "domains": ["Earth"], "domain": "Earth"}, ManualDice([1]))
    assert out["vitality_after"] == 0  # C2 of the digest, with its Domain named


def state_with(**models):
    roster = [
        {
            "id": mid,
            "side": side,
            "profile": {
                "weapon_skill": 3,
                "strength": 3,
                "speed": 3,
                "ballistic_skill": 3,
                "toughness": 3,
                "wounds": 3,
            },
            **extra,
        }
        for mid, (side, extra) in models.items()
    ]
    return encounter.initial_state({"models": roster})


def test_cast_checks_two_domains_against_the_stored_profession():
    """§12: checked on casting too, whatever the state holds (e.g. an older stored roster)."""
    state = state_with(m=("red", {"profession": "priest", "vitality_max": 4}), x=("blue", {}))
    state["models"]["m"]["domains"] = ["Sun", "Moon"]
    with pytest.raises(StateConflict) as err:
        encounter.bind_cast(state, {"mage": "m", "spell_difficulty": 3, "domain": "Sun"})
    assert err.value.status == 409 and "only the Wizard may use two" in err.value.detail


def test_a_sealed_shield_that_is_no_longer_usable_is_dropped():
    state = state_with(a=("red", {}), d=("blue", {"equipment": {"has_shield": True}}))
    state["exchange"] = {
        "id": 1,
        "attacker": "a",
        "defender": "d",
        "attack_from_behind": False,
        "shield_tried": False,
        "parts": ["red#1", "blue#1"],
    }
    parts = {
        "red#1": {"exchange": 1, "location": "head"},
        "blue#1": {"exchange": 1, "location": "legs", "use_shield": True, "shield_block_target": 3},
    }
    assert encounter.bind_parry(state, {"parts": parts})["use_shield"] is True
    for change in (
        lambda: state["models"]["d"].update(has_action_die=True),
        lambda: state["models"]["d"]["equipment"].update(has_shield=False),
        lambda: state["exchange"].update(shield_tried=True),
    ):
        state["models"]["d"].update(has_action_die=False)
        state["models"]["d"]["equipment"].update(has_shield=True)
        state["exchange"].update(shield_tried=False)
        change()
        bound = encounter.bind_parry(state, {"parts": parts})
        assert "use_shield" not in bound and bound["defender_location"] == "legs"


def test_a_new_cycle_waits_for_the_pending_hit():
    state = state_with(a=("red", {}), b=("blue", {}))
    assert encounter.bind_new_cycle(state, {}) == {}
    state["pending_shot"] = {"shooter": "a", "target": "b", "aim_levels": 0}
    with pytest.raises(StateConflict) as err:
        encounter.bind_new_cycle(state, {})
    assert "a's hit on b awaits its damage roll" in err.value.detail
