"""Bad Urban War inputs: a 422 problem+json naming the field and the rule, and no dice drawn.

urban-war.md U3: validation precedes the first draw; a bad request is a 422 problem+json
naming the field and the rule in player words. §3 gives the stat ranges, §4 the weapon
format, §6 the rules each step validates.
"""

from __future__ import annotations

import copy

import pytest

from referee.dice import DiceError, ManualDice
from referee.systems.urban_war.steps import STEPS
from referee.violations import RuleViolation
from tests.support.problems import assert_problem

PREFIX = "/v1/urban-war/"
STEP_BY_PATH = {step.path: step for step in STEPS}

ASSAULT_RIFLE = {
    "name": "Assault rifle",
    "bands": {"melee": "-", "short": "+1x2/5", "medium": "0x2/5", "long": "-1/4", "extreme": "-"},
}
RIFLE = {"name": "Rifle", "bands": {"medium": "0/5"}}
KNIFE = {"name": "Knife", "bands": {"melee": "0/4"}}

SHOOTER = {"shooting_skill": 4, "command": 4, "movement": 3, "weapon": ASSAULT_RIFLE}
TARGET = {"toughness": 4, "wounds": 1, "size": 2}
SHOOTING = {"shooter": SHOOTER, "target": TARGET, "distance_in": 10}

FIGHTER = {
    "assault_skill": 4,
    "strength": 4,
    "toughness": 4,
    "wounds": 1,
    "first_strike": 4,
    "movement": 3,
    "calibre": 1,
    "command": 4,
}
MELEE = {"attacker": dict(FIGHTER), "defender": dict(FIGHTER)}
CHARGER = {**FIGHTER, "charged_this_action": True, "charge_distance_in": 5}

SHOT_INTERRUPT = {
    "interrupter": {
        "order": "overwatch",
        "shooting_skill": 4,
        "command": 4,
        "movement": 3,
        "weapon": RIFLE,
    },
    "target": TARGET,
    "kind": "shot",
    "distance_in": 20,
}
CHARGE_INTERRUPT = {
    "interrupter": {"order": "overwatch", **FIGHTER},
    "target": {**FIGHTER},
    "kind": "charge",
    "distance_in": 6,
}
BREAK_OFF = {"model": FIGHTER, "opponents": [{"id": "k", **FIGHTER, "weapon": KNIFE}]}


def with_(base: dict, path: str, value) -> dict:
    """A deep copy of `base` with the dotted `path` set to `value`."""
    body = copy.deepcopy(base)
    *parents, last = path.split(".")
    node = body
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[last] = value
    return body


def case(id_, route, body, field, words, code="validation_error"):
    return pytest.param(route, body, field, words, code, id=id_)


CASES = [
    # --- stats outside the digest's ranges (§3)
    case(
        "SH 0",
        "shooting/hit",
        {"shooting_skill": 0, "target_size": 2},
        "shooting_skill",
        ["shooting skill", "1 to 10", "not 0"],
    ),
    case(
        "SH 11 nested",
        "shooting",
        with_(SHOOTING, "shooter.shooting_skill", 11),
        "shooter.shooting_skill",
        ["shooting skill", "1 to 10", "not 11"],
    ),
    case(
        "SH alias 11",
        "shooting/hit",
        {"SH": 11, "target_size": 2},
        "shooting_skill",
        ["1 to 10", "not 11"],
    ),
    case("MV 5", "movement", {"movement": 5}, "movement", ["movement", "1 to 4", "not 5"]),
    case("MV 0 alias", "movement", {"MV": 0}, "movement", ["1 to 4", "not 0"]),
    case(
        "W 0",
        "shooting",
        with_(SHOOTING, "target.wounds", 0),
        "target.wounds",
        ["wounds", "1 to 20", "not 0"],
    ),
    case(
        "W 0 in melee",
        "melee",
        with_(MELEE, "defender.wounds", 0),
        "defender.wounds",
        ["1 to 20", "not 0"],
    ),
    case(
        "FS 21",
        "melee/first-strike",
        {"attacker": {"first_strike": 21}, "defender": {"first_strike": 4}},
        "attacker.first_strike",
        ["first strike", "0 to 20", "not 21"],
    ),
    case(
        "FS 21 in melee",
        "melee",
        with_(MELEE, "defender.first_strike", 21),
        "defender.first_strike",
        ["0 to 20", "not 21"],
    ),
    case(
        "Heavy Armour 10",
        "shooting/saves",
        {"wounds": 1, "target_wounds": 1, "heavy_armour": 10},
        "heavy_armour",
        ["heavy armour", "0 to 9", "not 10"],
    ),
    case(
        "Heavy Armour 10 on a target",
        "shooting",
        with_(SHOOTING, "target.heavy_armour", 10),
        "target.heavy_armour",
        ["0 to 9", "not 10"],
    ),
    case("CD 0", "command-test", {"command": 0}, "command", ["command", "1 to 10", "not 0"]),
    case(
        "CAL 11",
        "command-test",
        {"command": 4, "calibre": 11},
        "calibre",
        ["calibre", "0 to 10", "not 11"],
    ),
    case(
        "T 11",
        "melee",
        with_(MELEE, "attacker.toughness", 11),
        "attacker.toughness",
        ["1 to 10", "not 11"],
    ),
    case(
        "SZ 0", "shooting", with_(SHOOTING, "target.size", 0), "target.size", ["1 to 10", "not 0"]
    ),
    case("stat not a whole number", "command-test", {"command": 4.5}, "command", ["whole number"]),
    # --- wounds above the profile's wounds
    case(
        "W > wounds_max",
        "shooting",
        with_(with_(SHOOTING, "target.wounds", 3), "target.wounds_max", 2),
        "target.wounds",
        ["wounds 3", "wounds_max 2"],
    ),
    case(
        "W > wounds_max, interrupt target",
        "overwatch-interrupt",
        with_(with_(SHOT_INTERRUPT, "target.wounds", 4), "target.wounds_max", 3),
        "target.wounds",
        ["wounds 4", "wounds_max 3"],
    ),
    case(
        "target_wounds > target_wounds_max",
        "shooting/saves",
        {"wounds": 1, "target_wounds": 5, "target_wounds_max": 2},
        "target_wounds",
        ["5", "2"],
    ),
    # --- distances and bands (§6.4)
    case(
        "48.1 in",
        "shooting",
        with_(SHOOTING, "distance_in", 48.1),
        "distance_in",
        ["48.1 in", "out of range", "48 in"],
        "out_of_range",
    ),
    case(
        "48.1 in range band",
        "range-band",
        {"distance_in": 48.1},
        "distance_in",
        ["48.1 in", "out of range", "Urban War weapons reach 48 in"],
        "out_of_range",
    ),
    case(
        "48.1 in interrupt shot",
        "overwatch-interrupt",
        with_(SHOT_INTERRUPT, "distance_in", 48.1),
        "distance_in",
        ["out of range", "48 in"],
        "out_of_range",
    ),
    case(
        "negative distance",
        "range-band",
        {"distance_in": -1},
        "distance_in",
        ["0 to 1000", "not -1"],
    ),
    case(
        "extreme with an Assault rifle",
        "shooting",
        with_(SHOOTING, "distance_in", 40),
        "shooter.weapon.bands.extreme",
        ["Assault rifle", "extreme", "'-'"],
        "weapon_unusable",
    ),
    case(
        "extreme with an Assault rifle, range band",
        "range-band",
        {"distance_in": 40, "weapon": ASSAULT_RIFLE},
        "weapon.bands.extreme",
        ["Assault rifle", "extreme"],
        "weapon_unusable",
    ),
    case(
        "Rifle at short, interrupt shot",
        "overwatch-interrupt",
        with_(SHOT_INTERRUPT, "distance_in", 6),
        "interrupter.weapon.bands.short",
        ["Rifle", "short"],
        "weapon_unusable",
    ),
    case(
        "shooting at 0 in",
        "shooting",
        with_(SHOOTING, "distance_in", 0),
        "distance_in",
        ["base contact", "melee"],
        "action_not_allowed",
    ),
    case(
        "moved more than MV",
        "shooting",
        with_(SHOOTING, "shooter.moved_distance_in", 3.5),
        "shooter.moved_distance_in",
        ["MV 3", "3.5 in"],
        "action_not_allowed",
    ),
    # --- multipliers and card notation (§4)
    case(
        "shots -1",
        "shooting/hit",
        {"shooting_skill": 4, "target_size": 2, "shots": -1},
        "shots",
        ["shots", "1 to 100", "not -1"],
    ),
    case(
        "shots 101",
        "shooting/hit",
        {"shooting_skill": 4, "target_size": 2, "shots": 101},
        "shots",
        ["shots", "1 to 100", "not 101"],
    ),
    case(
        "attacks 0",
        "melee/hit",
        {"striker_assault_skill": 4, "opponent_assault_skill": 4, "attacks": 0},
        "attacks",
        ["1 to 100", "not 0"],
    ),
    case(
        "damage_rolls 0",
        "shooting/damage",
        {"hits": 1, "strength": 5, "target_toughness": 4, "damage_rolls": 0},
        "damage_rolls",
        ["damage_rolls", "1 to 10", "not 0"],
    ),
    case(
        "damage_rolls 0 in melee",
        "melee/damage",
        {"hits": 1, "strength": 5, "opponent_toughness": 4, "damage_rolls": 0},
        "damage_rolls",
        ["1 to 10", "not 0"],
    ),
    case(
        "band object shots -1",
        "shooting",
        with_(SHOOTING, "shooter.weapon.bands.short", {"hit_mod": 1, "shots": -1, "strength": 5}),
        "shooter.weapon.bands.short.shots",
        ["1 to 100", "not -1"],
    ),
    case(
        "card x101 shots",
        "shooting",
        with_(SHOOTING, "shooter.weapon.bands.short", "+1x101/5"),
        "shooter.weapon.bands.short.shots",
        ["1 to 100", "not 101"],
    ),
    case(
        "card x0 damage rolls",
        "shooting",
        with_(SHOOTING, "shooter.weapon.bands.short", "0/5x0"),
        "shooter.weapon.bands.short.damage_rolls",
        ["1 to 10", "not 0"],
    ),
    case(
        "bad card +1x/5",
        "shooting",
        with_(SHOOTING, "shooter.weapon.bands.short", "+1x/5"),
        "shooter.weapon.bands.short",
        ["'+1x/5'", "card notation", "+1x2/5"],
    ),
    case(
        "bad card 5",
        "range-band",
        {"distance_in": 5, "weapon": {"bands": {"short": "5"}}},
        "weapon.bands.short",
        ["card notation"],
    ),
    case(
        "hit_mod 11 on a card",
        "shooting",
        with_(SHOOTING, "shooter.weapon.bands.short", "+11/5"),
        "shooter.weapon.bands.short.hit_mod",
        ["-10 to 10", "not 11"],
    ),
    case(
        "fs_bonus 6",
        "melee",
        with_(MELEE, "attacker.weapon", {**KNIFE, "fs_bonus": 6}),
        "attacker.weapon.fs_bonus",
        ["-5 to 5", "not 6"],
    ),
    case(
        "melee with a gun",
        "melee",
        with_(MELEE, "defender.weapon", RIFLE),
        "defender.weapon.bands.melee",
        ["Rifle", "melee"],
        "weapon_unusable",
    ),
    # --- charges (§6.14, §6.16, R14, R35, R41)
    case(
        "charge beyond 2 x MV + CAL",
        "melee",
        with_({**MELEE, "attacker": CHARGER}, "attacker.charge_distance_in", 7.5),
        "attacker.charge_distance_in",
        ["7.5 in", "beyond reach", "MV 3", "CAL 1", "7 in"],
        "action_not_allowed",
    ),
    case(
        "charge without a distance",
        "melee",
        {**MELEE, "attacker": {**FIGHTER, "charged_this_action": True}},
        "attacker.charge_distance_in",
        ["charge_distance_in"],
        "action_not_allowed",
    ),
    case(
        "panicked attacker charging",
        "melee",
        with_({**MELEE, "attacker": CHARGER}, "attacker.panic_penalty", True),
        "attacker.panic_penalty",
        ["panicked", "may not charge"],
        "action_not_allowed",
    ),
    case(
        "interrupt charge beyond reach",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "distance_in", 7.5),
        "distance_in",
        ["7.5 in", "charge reach", "7 in"],
        "action_not_allowed",
    ),
    case(
        "panicked interrupter charging without High Morale",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "interrupter.panicked", True),
        "interrupter.panicked",
        ["panicked", "may not charge", "High Morale"],
        "action_not_allowed",
    ),
    case(
        "interrupt charge with a gun",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "interrupter.weapon", RIFLE),
        "interrupter.weapon.bands.melee",
        ["Rifle", "melee"],
        "weapon_unusable",
    ),
    case(
        "interrupt charge at a target with a gun",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "target.weapon", RIFLE),
        "target.weapon.bands.melee",
        ["Rifle", "melee"],
        "weapon_unusable",
    ),
    # --- who may act (§6.9, §6.15, §6.16)
    case(
        "shooter in base contact",
        "shooting",
        with_(SHOOTING, "shooter.in_base_contact", True),
        "shooter.in_base_contact",
        ["base contact", "cannot shoot"],
        "action_not_allowed",
    ),
    case(
        "interrupter in base contact shooting",
        "overwatch-interrupt",
        with_(SHOT_INTERRUPT, "interrupter.in_base_contact", True),
        "interrupter.in_base_contact",
        ["base contact", "cannot shoot"],
        "action_not_allowed",
    ),
    case(
        "no line of sight",
        "shooting",
        {**SHOOTING, "has_los": False},
        "has_los",
        ["line of sight"],
        "no_line_of_sight",
    ),
    case(
        "no line of sight, interrupt",
        "overwatch-interrupt",
        {**CHARGE_INTERRUPT, "has_los": False},
        "has_los",
        ["see the target"],
        "no_line_of_sight",
    ),
    case(
        "interrupter without an overwatch order",
        "overwatch-interrupt",
        with_(SHOT_INTERRUPT, "interrupter.order", "snap_fire"),
        "interrupter.order",
        ["overwatch order"],
        "action_not_allowed",
    ),
    case(
        "interrupting an interrupt",
        "overwatch-interrupt",
        {**SHOT_INTERRUPT, "target_action": {"is_interrupt": True}},
        "target_action.is_interrupt",
        ["cannot itself be interrupted"],
        "action_not_allowed",
    ),
    case(
        "break off from a model not in contact",
        "break-off",
        with_(BREAK_OFF, "opponents.0.in_base_contact", False),
        "opponents.0.in_base_contact",
        ["not in base contact"],
        "action_not_allowed",
    ),
    case(
        "break off, unknown fallback target",
        "break-off",
        {**BREAK_OFF, "fallback_target": "nobody"},
        "fallback_target",
        ["'nobody'"],
        "unknown_model",
    ),
    # --- the request's shape
    case(
        "unknown field", "command-test", {"command": 4, "luck": 3}, "luck", ["luck", "not a field"]
    ),
    case(
        "unknown nested field",
        "shooting",
        with_(SHOOTING, "shooter.colour", "red"),
        "shooter.colour",
        ["not a field"],
    ),
    case(
        "alias and full name",
        "command-test",
        {"command": 4, "CD": 4},
        "CD",
        ["command", "CD", "not both"],
    ),
    case(
        "alias and full name, nested",
        "shooting",
        with_(SHOOTING, "shooter.SH", 4),
        "shooter.SH",
        ["shooting_skill", "SH", "not both"],
    ),
    case(
        "seed and dice",
        "command-test",
        {"command": 4, "seed": "s", "dice": [5, 5]},
        "dice",
        ["seed", "not both"],
    ),
    case(
        "interrupt shot test without a band",
        "command-test",
        {"command": 4, "kind": "interrupt_shot"},
        "band",
        ["band", "short"],
    ),
    # --- issue 13, urban-war.md §8: impossible geometry and error codes
    case(
        "primary target in base contact, shooting",
        "shooting",
        with_(SHOOTING, "target.in_base_contact", True),
        "is_primary",
        ["base contact", "never the primary target", "is_primary false"],
        "action_not_allowed",
    ),
    case(
        "primary target in base contact, target selection",
        "shooting/target-selection",
        {"command": 4, "is_primary": True, "target_in_base_contact": True},
        "is_primary",
        ["base contact", "never the primary target"],
        "action_not_allowed",
    ),
    case(
        "touching the interrupter 5 in away",
        "overwatch-interrupt",
        with_(
            with_(CHARGE_INTERRUPT, "target.touching_interrupter", True),
            "interrupter.in_base_contact",
            True,
        ),
        "distance_in",
        ["touches the interrupter", "0 in", "not 6 in"],
        "action_not_allowed",
    ),
    case(
        "interrupt charge at 0 in, neither model in contact",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "distance_in", 0),
        "distance_in",
        ["0 in", "neither model"],
        "action_not_allowed",
    ),
    case(
        "touching an interrupter that is not in contact",
        "overwatch-interrupt",
        with_(with_(CHARGE_INTERRUPT, "target.touching_interrupter", True), "distance_in", 0),
        "interrupter.in_base_contact",
        ["touches the interrupter", "not in base contact"],
        "action_not_allowed",
    ),
    case(
        "melee charge of 0 in",
        "melee",
        with_({**MELEE, "attacker": CHARGER}, "attacker.charge_distance_in", 0),
        "attacker.charge_distance_in",
        ["charge of 0 in", "without charging"],
        "action_not_allowed",
    ),
    case(
        "breaking off with a gun",
        "break-off",
        with_(BREAK_OFF, "model.weapon", RIFLE),
        "model.weapon.bands.melee",
        ["Rifle", "melee"],
        "weapon_unusable",
    ),
    case(
        "break-off opponent with a gun",
        "break-off",
        with_(BREAK_OFF, "opponents.0.weapon", RIFLE),
        "opponents.0.weapon.bands.melee",
        ["Rifle", "melee"],
        "weapon_unusable",
    ),
    case(
        "more than 10 modifiers on a melee defender",
        "melee",
        with_(MELEE, "defender.modifiers", [{"reason": "x", "value": 1}] * 11),
        "defender.modifiers",
        ["at most 10"],
    ),
    case(
        "a modifier of 11 on the interrupter",
        "overwatch-interrupt",
        with_(CHARGE_INTERRUPT, "interrupter.modifiers", [{"source": "odd", "value": 11}]),
        "interrupter.modifiers.0.value",
        ["-10 to 10", "not 11"],
    ),
]


def post(client, route, body):
    return client.post(PREFIX + route, json=body)


def assert_field_problem(response, field, words, code):
    """A 422 naming the field, whose errors for that field also say the words."""
    problem = assert_problem(response, 422, *words, field=field, code=code)
    for word in words:
        assert any(word in f"{field}: {m}" for m in problem["errors"][field]), problem["errors"]
    return problem


@pytest.mark.parametrize("route,body,field,words,code", CASES)
def test_bad_input_is_a_422_naming_the_field(client, route, body, field, words, code):
    if "seed" not in body and "dice" not in body:
        body = {**body, "seed": "bad-input"}  # a fixed seed: no answer depends on luck
    assert_field_problem(post(client, route, body), field, words, code)


# Manual dice that would each be a dice error if any die were drawn: too few, too many,
# a face outside the d10. The input's own error must come back, never a dice error.
DICE_VARIANTS = {"one die": [3], "fifty dice": [6] * 50, "a face 11": [11, 11, 11]}


@pytest.mark.parametrize(
    "route,body,field,words,code",
    [c for c in CASES if c.id != "seed and dice"],
)
def test_rejected_request_draws_nothing(client, route, body, field, words, code):
    for name, dice in DICE_VARIANTS.items():
        response = post(client, route, {**body, "dice": dice})
        problem = response.get_json()
        assert problem.get("code") == code and field in problem.get("errors", {}), (
            f"with manual dice ({name}) the answer must still be the input's {code} on "
            f"{field}, got {response.status_code}: {problem}"
        )
        assert "dice" not in problem["errors"]


RULE_CASES = [c for c in CASES if c.values[4] != "validation_error"]


@pytest.mark.parametrize("route,body,field,words,code", RULE_CASES)
def test_rules_validate_before_the_first_draw(route, body, field, words, code):
    """The rules function itself raises the violation with an empty dice list in hand."""
    step = STEP_BY_PATH[route]
    params = step.request_schema().load(body)
    source = ManualDice([])
    try:
        step.rules(params, source)
    except RuleViolation as violation:
        assert (violation.code, violation.field) == (code, field)
    except DiceError as error:
        pytest.fail(f"{step.name} drew a die before rejecting the request: {error.detail}")
    else:
        pytest.fail(f"{step.name} accepted the request")
    assert source.rolls == []
