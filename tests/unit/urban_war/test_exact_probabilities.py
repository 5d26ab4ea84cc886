"""Exact success chances of the d10 rolls, from the rules functions versus the digest's formulas.

The observed side runs the rules function on every way the dice can fall
(tests/support/dice_tree, branching on each die the procedure asks for, so a die that is
not reached is not enumerated) and sums the probabilities of the successful outcomes. The
expected side is computed here from urban-war.md alone: the modifiers of §6.6, §6.7, §6.8,
§6.11, §6.12 and the natural 1 / natural 10 rule (U1, R18, R20, R29, R30), with
`natural_1_10` on and off.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from referee.systems.urban_war.rules import melee, shooting
from tests.support import dice_tree

NATURALS_OFF = {"natural_1_10": False}


def chance(rule: Callable, params: dict, success: Callable[[dict], bool]) -> Fraction:
    """Every die of these rules is a d10 (urban-war.md U1)."""
    return dice_tree.chance(rule, params, success, die=10)


# --- the digest's formulas, written out independently of the service ---------------------


def d10_chance(modifier: int, target: int, natural_1_10: bool = True) -> Fraction:
    """P(d10 + modifier >= target) with the digest's natural 1 / natural 10 rule."""
    need = target - modifier  # the lowest face whose total reaches the target
    if natural_1_10:
        # face 10 always succeeds, face 1 always fails, faces 2..9 succeed from `need` up
        return Fraction(1 + len(range(max(need, 2), 10)), 10)
    return Fraction(len(range(max(need, 1), 11)), 10)


def band_penalty(moved_in: float) -> int:
    """§6.6 step 1 (R19): -1 per band of the distance moved; short is up to 12 in, etc."""
    if moved_in == 0:
        return 0
    for penalty, limit in ((-1, 12), (-2, 24), (-3, 36), (-4, 48)):
        if moved_in <= limit:
            return penalty
    raise AssertionError("moves beyond 48 in are not valid input")


def shooting_hit_modifier(p: dict) -> int:
    """§6.6 step 2: SH + hit_mod + 1 against SZ 4+ + movement penalty - 2 if panicked."""
    return (
        p["shooting_skill"]
        + p.get("hit_mod", 0)
        + (1 if p["target_size"] >= 4 else 0)
        + band_penalty(p.get("moved_distance_in", 0))
        - (2 if p.get("panic_penalty") else 0)
    )


def shooting_damage_modifier(p: dict) -> int:
    """§6.7: Strength - (T + 1 with a Battleshield)."""
    return p["strength"] - (p["target_toughness"] + (1 if p.get("target_battleshield") else 0))


def melee_hit_modifier(p: dict, weapon_hit_mod: bool = False) -> int:
    """§6.11: own AS - opponent's AS + 1 charging - 2 panicked (+ hit_mod when configured)."""
    return (
        p["striker_assault_skill"]
        - p["opponent_assault_skill"]
        + (1 if p.get("charged_this_action") else 0)
        - (2 if p.get("panic_penalty") else 0)
        + (p.get("hit_mod", 0) if weapon_hit_mod else 0)
    )


def melee_damage_modifier(p: dict) -> int:
    """§6.12: Strength - (T + 1 when the shield applies) + 1 charging."""
    return (
        p["strength"]
        - (p["opponent_toughness"] + (1 if p.get("shield_applies") else 0))
        + (1 if p.get("charged_this_action") else 0)
    )


def test_formula_hand_checks():
    # SH 4 + hit_mod +1 against 10 needs a 5+: faces 5..10, 6/10.
    assert d10_chance(5, 10) == Fraction(6, 10)
    # Modifier 0 against 10: only a 10, with or without the naturals rule.
    assert d10_chance(0, 10) == d10_chance(0, 10, False) == Fraction(1, 10)
    # Modifier +20: everything but the natural 1; without the rule, everything.
    assert d10_chance(20, 10) == Fraction(9, 10) and d10_chance(20, 10, False) == 1
    # Modifier -15: only the natural 10; without the rule, nothing.
    assert d10_chance(-15, 10) == Fraction(1, 10) and d10_chance(-15, 10, False) == 0
    # Damage: Strength 5 vs T 4 is +1 against 6, a 5+: 6/10.
    assert d10_chance(1, 6) == Fraction(6, 10)


# --- shooting.hit (§6.6): d10 + modifier >= 10 --------------------------------------------

SHOOTING_HIT = [
    # SH 4, Assault rifle short +1: mod 5, hits on 5+ -> 6/10 (H1).
    pytest.param({"shooting_skill": 4, "hit_mod": 1, "target_size": 2}, id="SH4+1"),
    # SH 3, -1, SZ 4 (+1), moved 3 in (-1): mod 2, hits on 8+ -> 3/10 (H2).
    pytest.param(
        {"shooting_skill": 3, "hit_mod": -1, "target_size": 4, "moved_distance_in": 3},
        id="H2-moved-short",
    ),
    # SH 6, moved 20 in (medium -2), panicked (-2): mod 2 -> 3/10.
    pytest.param(
        {"shooting_skill": 6, "target_size": 2, "moved_distance_in": 20, "panic_penalty": True},
        id="moved-medium-panicked",
    ),
    # SH 7, moved 30 in (long -3), SZ 5 (+1): mod 5 -> 6/10.
    pytest.param({"shooting_skill": 7, "target_size": 5, "moved_distance_in": 30}, id="moved-long"),
    # SH 8, moved 40 in (extreme -4): mod 4, hits on 6+ -> 5/10.
    pytest.param(
        {"shooting_skill": 8, "target_size": 1, "moved_distance_in": 40}, id="moved-extreme"
    ),
    # SH 9: mod 9, every total is 10+; only the natural 1 misses -> 9/10 (H3); 10/10 without.
    pytest.param({"shooting_skill": 9, "target_size": 2}, id="H3-SH9"),
    # SH 10 + 10 + SZ: mod 21, only the natural 1 misses -> 9/10; without the rule 10/10.
    pytest.param({"shooting_skill": 10, "hit_mod": 10, "target_size": 9}, id="only-natural-1"),
    # SH 2, -2, panicked: mod -2, no total reaches 10; only the natural 10 -> 1/10 (H3); 0.
    pytest.param(
        {"shooting_skill": 2, "hit_mod": -2, "target_size": 2, "panic_penalty": True},
        id="H3-only-natural-10",
    ),
    # SH 1 - 10, extreme move, panicked: mod -15 -> 1/10 with the rule, 0 without.
    pytest.param(
        {
            "shooting_skill": 1,
            "hit_mod": -10,
            "target_size": 1,
            "moved_distance_in": 48,
            "panic_penalty": True,
        },
        id="deep-negative",
    ),
]


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
@pytest.mark.parametrize("params", SHOOTING_HIT)
def test_shooting_hit_exact(params, naturals):
    params = {**params, "shots": 1}
    if not naturals:
        params["config"] = NATURALS_OFF
    expected = d10_chance(shooting_hit_modifier(params), 10, naturals)
    assert chance(shooting.hit, params, lambda o: o["hits"] == 1) == expected


def test_shooting_hit_hand_values():
    sh4 = {"shooting_skill": 4, "hit_mod": 1, "target_size": 2}
    assert chance(shooting.hit, sh4, lambda o: o["hits"] == 1) == Fraction(6, 10)
    sh9 = {"shooting_skill": 9, "target_size": 2}
    assert chance(shooting.hit, sh9, lambda o: o["hits"] == 1) == Fraction(9, 10)
    sh9_off = {**sh9, "config": NATURALS_OFF}
    assert chance(shooting.hit, sh9_off, lambda o: o["hits"] == 1) == 1


def test_shooting_hit_two_shots_are_independent():
    # Assault rifle short: 2 shots at 6/10 each -> 0, 1, 2 hits with 16, 48, 36 in 100.
    params = {"shooting_skill": 4, "hit_mod": 1, "shots": 2, "target_size": 2}
    p = d10_chance(shooting_hit_modifier(params), 10)
    for k, expected in ((0, (1 - p) ** 2), (1, 2 * p * (1 - p)), (2, p**2)):
        assert chance(shooting.hit, params, lambda o, k=k: o["hits"] == k) == expected
    assert (1 - p) ** 2 == Fraction(16, 100)


# --- shooting.damage (§6.7): d10 + Strength - T >= 6 --------------------------------------

SHOOTING_DAMAGE = [
    # Strength 5 vs T 4: +1, wounds on 5+ -> 6/10 (D1).
    pytest.param({"strength": 5, "target_toughness": 4}, id="D1"),
    # The same against a Battleshield (T 5): +0, 6+ -> 5/10 (D1).
    pytest.param({"strength": 5, "target_toughness": 4, "target_battleshield": True}, id="D1-bs"),
    # Strength 8 vs T 5: +3, 3+ -> 8/10 (D2).
    pytest.param({"strength": 8, "target_toughness": 5}, id="D2"),
    # Strength 3 vs T 9: -6, only the natural 10 -> 1/10 (D3); 0 without the rule.
    pytest.param({"strength": 3, "target_toughness": 9}, id="D3-only-natural-10"),
    # Strength 10 vs T 1: +9, only the natural 1 fails -> 9/10 (D3); 10/10 without.
    pytest.param({"strength": 10, "target_toughness": 1}, id="D3-only-natural-1"),
    # Strength 20 vs T 1: +19 -> 9/10; Strength 0 vs T 10 + shield: -11 -> 1/10.
    pytest.param({"strength": 20, "target_toughness": 1}, id="max"),
    pytest.param({"strength": 0, "target_toughness": 10, "target_battleshield": True}, id="min"),
]


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
@pytest.mark.parametrize("params", SHOOTING_DAMAGE)
def test_shooting_damage_exact(params, naturals):
    params = {**params, "hits": 1, "damage_rolls": 1}
    if not naturals:
        params["config"] = NATURALS_OFF
    expected = d10_chance(shooting_damage_modifier(params), 6, naturals)
    assert chance(shooting.damage, params, lambda o: o["wounds"] == 1) == expected


def test_shooting_damage_two_rolls_per_hit():
    # Heavy cannon (Strength 8, x2) vs T 5: each roll 8/10, so 0 wounds with 4/100.
    params = {"hits": 1, "strength": 8, "damage_rolls": 2, "target_toughness": 5}
    p = d10_chance(shooting_damage_modifier(params), 6)
    assert chance(shooting.damage, params, lambda o: o["wounds"] == 0) == Fraction(4, 100)
    assert chance(shooting.damage, params, lambda o: o["wounds"] == 2) == p * p


# --- melee.hit (§6.11): d10 + AS - AS >= 6 ------------------------------------------------

MELEE_HIT = [
    # AS 5 vs 3, charged: +3, hits on 3+ -> 8/10 (M1).
    pytest.param(
        {"striker_assault_skill": 5, "opponent_assault_skill": 3, "charged_this_action": True},
        id="M1",
    ),
    # AS 4 vs 4: +0, 6+ -> 5/10.
    pytest.param({"striker_assault_skill": 4, "opponent_assault_skill": 4}, id="even"),
    # AS 8 vs 2: +6, only the natural 1 misses -> 9/10 (M2); 10/10 without.
    pytest.param({"striker_assault_skill": 8, "opponent_assault_skill": 2}, id="M2"),
    # AS 10 vs 1, charged: +10 -> 9/10 / 10/10.
    pytest.param(
        {"striker_assault_skill": 10, "opponent_assault_skill": 1, "charged_this_action": True},
        id="max",
    ),
    # AS 2 vs 7, panicked: -7, only the natural 10 -> 1/10 (M3); 0 without.
    pytest.param(
        {"striker_assault_skill": 2, "opponent_assault_skill": 7, "panic_penalty": True},
        id="M3",
    ),
    # AS 3 vs 4, panicked, charged: -2, 8+ -> 3/10.
    pytest.param(
        {
            "striker_assault_skill": 3,
            "opponent_assault_skill": 4,
            "panic_penalty": True,
            "charged_this_action": True,
        },
        id="panicked-charge",
    ),
    # A melee hit_mod of -2 is ignored by default: AS 4 vs 4 stays 5/10.
    pytest.param(
        {"striker_assault_skill": 4, "opponent_assault_skill": 4, "hit_mod": -2},
        id="hit-mod-ignored",
    ),
]


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
@pytest.mark.parametrize("params", MELEE_HIT)
def test_melee_hit_exact(params, naturals):
    params = {**params, "attacks": 1}
    if not naturals:
        params["config"] = NATURALS_OFF
    expected = d10_chance(melee_hit_modifier(params), 6, naturals)
    assert chance(melee.hit, params, lambda o: o["hits"] == 1) == expected


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
def test_melee_hit_with_weapon_hit_mod_configured(naturals):
    # AS 4 vs 4 with hit_mod -2 counted: -2, 8+ -> 3/10.
    params = {
        "striker_assault_skill": 4,
        "opponent_assault_skill": 4,
        "hit_mod": -2,
        "config": {"melee_weapon_hit_mod": True, "natural_1_10": naturals},
    }
    expected = d10_chance(melee_hit_modifier(params, weapon_hit_mod=True), 6, naturals)
    assert expected == Fraction(3, 10)
    assert chance(melee.hit, params, lambda o: o["hits"] == 1) == expected


# --- melee.damage (§6.12): d10 + Strength - T (+1 charging) >= 6 --------------------------

MELEE_DAMAGE = [
    # Bare-handed ST 4 vs T 4, charged: +1, 5+ -> 6/10 (K1).
    pytest.param({"strength": 4, "opponent_toughness": 4, "charged_this_action": True}, id="K1"),
    # Strength 3 vs T 8 + Battleshield: -6, only the natural 10 -> 1/10 (K2); 0 without.
    pytest.param({"strength": 3, "opponent_toughness": 8, "shield_applies": True}, id="K2"),
    # Strength 9 vs T 3: +6, only the natural 1 fails -> 9/10 (K3); 10/10 without.
    pytest.param({"strength": 9, "opponent_toughness": 3}, id="K3"),
    # Strength 6 vs T 4 + shield, charged: +2, 4+ -> 7/10.
    pytest.param(
        {
            "strength": 6,
            "opponent_toughness": 4,
            "shield_applies": True,
            "charged_this_action": True,
        },
        id="shield-charge",
    ),
    # Strength 20 vs T 1, charged: +20; Strength 0 vs T 10 + shield: -11.
    pytest.param({"strength": 20, "opponent_toughness": 1, "charged_this_action": True}, id="max"),
    pytest.param({"strength": 0, "opponent_toughness": 10, "shield_applies": True}, id="min"),
]


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
@pytest.mark.parametrize("params", MELEE_DAMAGE)
def test_melee_damage_exact(params, naturals):
    params = {**params, "hits": 1, "damage_rolls": 1}
    if not naturals:
        params["config"] = NATURALS_OFF
    expected = d10_chance(melee_damage_modifier(params), 6, naturals)
    assert chance(melee.damage, params, lambda o: o["wounds"] == 1) == expected


# --- shooting.saves (§6.8): Heavy Armour d10 + N >= 10, then cover solid 6+ / soft 8+ ----


def armour_chance(n: int) -> Fraction:
    """d10 + N >= 10 saves: faces 10 - N .. 10, i.e. (N + 1)/10; N = 0 rolls nothing."""
    return Fraction(n + 1, 10) if n else Fraction(0)


def cover_chance(kind: str) -> Fraction:
    """Solid 6+ (faces 6..10, 5/10), soft 8+ (8..10, 3/10), none 0."""
    return {"solid": Fraction(5, 10), "soft": Fraction(3, 10), "none": Fraction(0)}[kind]


def save_chance(n: int, cover: str) -> Fraction:
    """Armour first; the cover die only when the armour failed."""
    return 1 - (1 - armour_chance(n)) * (1 - cover_chance(cover))


def saved(outcome: dict) -> bool:
    return outcome["wounds_unsaved"] == 0


def saves_params(n: int, cover: str, distance: float = 5, **extra) -> dict:
    return {
        "wounds": 1,
        "target_wounds": 2,
        "heavy_armour": n,
        "cover": {"type": cover, "obstacle_distance_in": distance},
        **extra,
    }


def test_save_formula_hand_checks():
    assert armour_chance(3) == Fraction(4, 10)  # V1: +3 saves on 7+
    assert armour_chance(9) == 1  # +9: even a 1 makes 10; naturals mean nothing on saves
    # Heavy Armour +2 (3/10) then solid cover (5/10): 1 - 7/10 * 5/10 = 65/100.
    assert save_chance(2, "solid") == Fraction(65, 100)
    # Heavy Armour +2 then soft cover (3/10): 1 - 7/10 * 7/10 = 51/100.
    assert save_chance(2, "soft") == Fraction(51, 100)


@pytest.mark.parametrize("naturals", [True, False], ids=["naturals", "no-naturals"])
@pytest.mark.parametrize("n", range(10))
def test_armour_save_exact(n, naturals):
    params = saves_params(n, "none", config={"natural_1_10": naturals})
    assert chance(shooting.saves, params, saved) == armour_chance(n)


@pytest.mark.parametrize("cover", ["solid", "soft"])
def test_cover_save_exact(cover):
    assert chance(shooting.saves, saves_params(0, cover), saved) == cover_chance(cover)


@pytest.mark.parametrize("cover", ["solid", "soft"])
@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_armour_and_cover_exact(n, cover):
    assert chance(shooting.saves, saves_params(n, cover), saved) == save_chance(n, cover)


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"distance": 1}, id="obstacle-at-1-in"),
        pytest.param({"distance": 0.5}, id="obstacle-within-1-in"),
        pytest.param({"context": "melee"}, id="melee"),
    ],
)
def test_cover_that_does_not_count(extra):
    # Cover needs an obstacle more than 1 in from the attacker and never counts in melee:
    # only the armour's 3/10 (Heavy Armour +2) remains.
    extra = dict(extra)
    params = saves_params(2, "solid", extra.pop("distance", 5), **extra)
    assert chance(shooting.saves, params, saved) == armour_chance(2) == Fraction(3, 10)


def test_cover_behind_a_model_does_not_count():
    params = saves_params(0, "solid")
    params["cover"]["obstacle_is_model"] = True
    assert chance(shooting.saves, params, saved) == 0


def test_heavy_armour_in_melee_can_be_switched_off():
    params = saves_params(5, "none", context="melee")
    assert chance(shooting.saves, params, saved) == armour_chance(5) == Fraction(6, 10)
    params["config"] = {"heavy_armour_in_melee": False}
    assert chance(shooting.saves, params, saved) == 0
