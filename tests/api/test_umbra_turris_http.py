"""The Umbra Turris step routes over HTTP (Flask test client, real Redis behind the app).

Every step: seeded determinism (same seed, same bytes), manual dice, a response
that validates against the schema the app itself documents, and the 422
problem+json answers for the requests the rules forbid (umbra-turris.md §4).
"""

import pytest
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.support.dice_stream import referee_dice_v1
from tests.support.problems import assert_problem

BASE = "/v1/umbra-turris"

SHIELD = {"defender_has_action_die": False, "shield_block_target": 4}
PARRY = {"attacker_location": "random", "defender_location": "random"}
ATTACK = {
    "attack_type": "force",
    "attacker": {"strength": 3, "weapon_modifier": 1},
    "defender": {"toughness": 4, "armour": 2, "wounds_remaining": 5},
}
MELEE = {**PARRY, "use_shield": True, **SHIELD, **ATTACK}
HIT = {"distance_cm": 34, "aim_levels": 1}
DAMAGE = {
    "shooter": {"ballistic_skill": 3},
    "target": {"toughness": 3, "wounds_remaining": 2},
    "weapon_damage": 1,
    "aim_levels": 1,
    "target_has_action_die": True,
    "target_in_contact": True,
}
SHOOTING = {**DAMAGE, "distance_cm": 34}
CAST = {"profession": "cleric", "vitality": 4, "vitality_max": 6, "spell_difficulty": 3}
SELF_HEAL = {"profession": "shaman", "vitality": 1, "vitality_max": 5, "has_action_die": True}

STEPS = {
    "melee/shield-block": ("melee.shield_block", SHIELD),
    "melee/parry": ("melee.parry", PARRY),
    "melee/attack": ("melee.attack", ATTACK),
    "melee": ("melee", MELEE),
    "shooting/hit": ("shooting.hit", HIT),
    "shooting/damage": ("shooting.damage", DAMAGE),
    "shooting": ("shooting", SHOOTING),
    "magic/cast": ("magic.cast", CAST),
    "magic/self-heal": ("magic.self_heal", SELF_HEAL),
}


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/openapi.json").get_json()


def validate_response(spec, path, body):
    """The body validates against the response schema the app documents for the route."""
    registry = Registry().with_resource(
        "urn:spec", Resource.from_contents(spec, default_specification=DRAFT202012)
    )
    content = spec["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]
    validator = OAS31Validator({"$ref": "urn:spec" + content["schema"]["$ref"]}, registry=registry)
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(body)]
    assert not errors, errors


def post(client, path, payload):
    return client.post(f"{BASE}/{path}", json=payload)


@pytest.mark.parametrize("path", list(STEPS))
def test_same_seed_gives_byte_identical_bodies(client, spec, path):
    name, payload = STEPS[path]
    first = post(client, path, {**payload, "seed": "umbra-repeat"})
    second = post(client, path, {**payload, "seed": "umbra-repeat"})
    assert first.status_code == 200, first.data
    assert first.mimetype == "application/json"
    assert first.data == second.data
    body = first.get_json()
    assert body["system"] == "umbra-turris" and body["step"] == name
    assert body["seed"] == "umbra-repeat" and body["rng"] == "referee-dice-v1"
    values = referee_dice_v1("umbra-repeat", "", [6] * len(body["rolls"]))
    assert [(r["sides"], r["value"]) for r in body["rolls"]] == [(6, v) for v in values]
    validate_response(spec, f"{BASE}/{path}", body)


@pytest.mark.parametrize("path", list(STEPS))
def test_without_seed_a_fresh_seed_reproduces(client, path):
    _, payload = STEPS[path]
    first = post(client, path, payload).get_json()
    assert len(first["seed"]) == 32
    assert post(client, path, {**payload, "seed": first["seed"]}).get_json() == first


def test_melee_on_manual_dice_p2_then_force_attack(client, spec):
    payload = {**MELEE, "defender_location": "legs", "dice": [2, 5, 6, 4, 3, 2]}
    r = post(client, "melee", payload)
    assert r.status_code == 200, r.data
    body = r.get_json()
    assert body["rng"] == "manual" and body["seed"] is None
    assert [d["purpose"] for d in body["rolls"]] == [
        "shield block, defender",
        "attack location, attacker",
        "attacker die 1, force attack",
        "attacker die 2, force attack",
        "defender die 1, force attack",
        "defender die 2, force attack",
    ]
    out = body["outcome"]
    assert out["parry"]["outcome"] == "hit" and out["parry"]["attacker_location"] == "head"
    assert (out["attack"]["attacker_total"], out["attack"]["defender_total"]) == (14, 9)
    assert out["damage_dealt"] == 3 and out["wounds_after"] == 2
    validate_response(spec, f"{BASE}/melee", body)


def test_melee_parried_has_null_attack(client, spec):
    body = post(
        client, "melee", {**ATTACK, "attacker_location": "head", "defender_location": "head"}
    )
    body = body.get_json()
    assert body["rolls"] == [] and body["outcome"]["attack"] is None
    validate_response(spec, f"{BASE}/melee", body)


def test_shooting_on_manual_dice_s3(client, spec):
    payload = {
        "distance_cm": 12,
        "aim_levels": 2,
        "shooter": {"BS": 4},
        "target": {"T": 2, "W": 3},
        "weapon_damage": 1,
        "target_has_action_die": True,
        "shooter_in_melee": True,
        "through_terrain": True,
        "dice": [3, 6, 6, 1, 2],
    }
    body = post(client, "shooting", payload).get_json()
    out = body["outcome"]
    assert out["hit"]["required"] == 3 and out["hit"]["hit"]
    assert out["damage"]["modifier_total"] == -5 and out["damage_dealt"] == 3
    assert (out["wounds_before"], out["wounds_after"], out["out_of_action"]) == (3, 0, True)
    validate_response(spec, f"{BASE}/shooting", body)
    miss = post(client, "shooting", {**payload, "dice": [1]}).get_json()
    assert miss["outcome"]["damage"] is None and len(miss["rolls"]) == 1
    validate_response(spec, f"{BASE}/shooting", miss)


def test_game_abbreviations_are_aliases(client):
    full = post(client, "melee/attack", {**ATTACK, "seed": "a"}).get_json()
    short = {
        "attack_type": "force",
        "attacker": {"S": 3, "weapon_modifier": 1},
        "defender": {"T": 4, "armour": 2, "wounds_remaining": 5},
        "seed": "a",
    }
    assert post(client, "melee/attack", short).get_json() == full
    standard = {
        "attack_type": "standard",
        "attacker": {"WS": 4},
        "defender": {"WS": 3, "W": 6},
        "dice": [5, 2],
    }
    assert post(client, "melee/attack", standard).get_json()["outcome"]["wounds_after"] == 2
    precise = {"attack_type": "precise", "attacker": {"Sp": 3}, "defender": {"Sp": 4}}
    assert post(client, "melee/attack", {**precise, "dice": [6, 2, 3, 1]}).status_code == 200
    damage = {**DAMAGE, "shooter": {"BS": 3}, "target": {"T": 3, "wounds_remaining": 2}}
    assert (
        post(client, "shooting/damage", {**damage, "seed": "b"}).get_json()
        == post(client, "shooting/damage", {**DAMAGE, "seed": "b"}).get_json()
    )


def test_self_heal_rolls_nothing(client, spec):
    body = post(client, "magic/self-heal", SELF_HEAL).get_json()
    assert body["rolls"] == []
    assert (
        body["outcome"]["vitality_after"] == 3 and body["outcome"]["has_action_die_after"] is False
    )


# Requests the rules forbid: each names the rule, and the field, in the problem.
RULE_VIOLATIONS = [
    (
        "shooting/hit",
        {"distance_cm": 75},
        "distance_cm",
        "out_of_range",
        ["distance 75 cm is out of range: Umbra Turris shooting reaches 69 cm"],
    ),
    (
        "shooting",
        {**SHOOTING, "distance_cm": 70},
        "distance_cm",
        "out_of_range",
        ["distance 70 cm is out of range", "69 cm"],
    ),
    (
        "shooting/hit",
        {"distance_cm": 52, "aim_levels": 2},
        "aim_levels",
        "aim_too_high",
        ["aiming 2 levels at 52 cm needs 7+ on a d6, which cannot be rolled"],
    ),
    (
        "shooting",
        {**SHOOTING, "distance_cm": 60, "aim_levels": 1},
        "aim_levels",
        "aim_too_high",
        ["aiming 1 level at 60 cm needs 7+"],
    ),
    (
        "shooting/damage",
        {**DAMAGE, "through_terrain": True, "config": {"through_terrain_modifier_enabled": False}},
        "through_terrain",
        "modifier_disabled",
        ["shooting through terrain", "switched off"],
    ),
    (
        "magic/self-heal",
        {**SELF_HEAL, "has_action_die": False},
        "has_action_die",
        "no_action_die",
        ["self-healing discards the Action Die; this mage has none"],
    ),
    (
        "magic/self-heal",
        {**SELF_HEAL, "profession": "wizards_apprentice"},
        "profession",
        "apprentice_cannot_self_heal",
        ["a Wizard's Apprentice cannot self-heal"],
    ),
    (
        "magic/cast",
        {**CAST, "vitality": 0},
        "vitality",
        "no_vitality",
        ["casting costs 1 Vitality; this mage has 0"],
    ),
    (
        "magic/cast",
        {**CAST, "profession": "wizards_apprentice", "moved_this_cycle": True},
        "moved_this_cycle",
        "apprentice_moved",
        ["a Wizard's Apprentice cannot move when casting"],
    ),
    (
        "melee/shield-block",
        {**SHIELD, "defender_has_action_die": True},
        "defender_has_action_die",
        "shield_with_action_die",
        ["a model holding its Action Die cannot block with a shield"],
    ),
    (
        "melee/parry",
        {**PARRY, "use_shield": True, **SHIELD, "defender_has_action_die": True},
        "defender_has_action_die",
        "shield_with_action_die",
        ["a model holding its Action Die cannot block with a shield"],
    ),
    (
        "melee",
        {**MELEE, "defender_has_action_die": True},
        "defender_has_action_die",
        "shield_with_action_die",
        ["Action Die", "shield"],
    ),
    (
        "melee/shield-block",
        {**SHIELD, "attack_from_behind": True},
        "attack_from_behind",
        "shield_from_behind",
        ["a shield cannot block an attack from behind"],
    ),
    (
        "melee/parry",
        {"attacker_location": "body", "attack_from_behind": True, "use_shield": True, **SHIELD},
        "use_shield",
        "shield_from_behind",
        ["a shield cannot block an attack from behind"],
    ),
    # P3's "the same request with use_shield = true" as the example gives it: the refusal
    # names the rule, not the shield fields a shield from behind could never use.
    (
        "melee/parry",
        {"attacker_location": "body", "attack_from_behind": True, "use_shield": True},
        "use_shield",
        "shield_from_behind",
        ["a shield cannot block an attack from behind"],
    ),
]


@pytest.mark.parametrize(
    "path, payload, field, code, words",
    RULE_VIOLATIONS,
    ids=[f"{p}:{c}" for p, _, _, c, _ in RULE_VIOLATIONS],
)
def test_forbidden_requests_are_422_naming_the_rule(client, path, payload, field, code, words):
    assert_problem(post(client, path, payload), 422, *words, field=field, code=code)


# Requests that are not valid: unknown locations and fields, stats out of range, missing facts.
INVALID = [
    (
        "melee/parry",
        {**PARRY, "attacker_location": "arm"},
        "attacker_location",
        ["'arm' is not a location", "legs (1-2 on a d6), body (3-4) and head (5-6)"],
    ),
    ("melee", {**MELEE, "defender_location": "tail"}, "defender_location", ["not a location"]),
    (
        "melee/parry",
        {"attacker_location": "body"},
        "defender_location",
        ["defender_location is required unless attack_from_behind"],
    ),
    (
        "melee/parry",
        {**PARRY, "use_shield": True},
        "shield_block_target",
        ["shield_block_target is required with use_shield", "house rule"],
    ),
    (
        "melee/parry",
        {**PARRY, "use_shield": True, "shield_block_target": 4},
        "defender_has_action_die",
        ["defender_has_action_die is required with use_shield"],
    ),
    (
        "melee/shield-block",
        {**SHIELD, "shield_block_target": 7},
        "shield_block_target",
        ["shield_block_target must be from 2 to 6, not 7"],
    ),
    ("melee/shield-block", {"shield_block_target": 4}, "defender_has_action_die", ["required"]),
    (
        "melee/attack",
        {**ATTACK, "attacker": {"S": 11}},
        "attacker.strength",
        ["strength (S) must be from 0 to 10, not 11"],
    ),
    (
        "melee/attack",
        {**ATTACK, "attack_type": "standard", "attacker": {"WS": 3}, "defender": {"T": 3}},
        "defender.weapon_skill",
        ["weapon skill (WS) is required for a standard attack (defender)"],
    ),
    (
        "melee/attack",
        {**ATTACK, "attacker": {"strength": 3, "weapon_modifier": 6}},
        "attacker.weapon_modifier",
        ["weapon_modifier must be from -5 to 5, not 6"],
    ),
    (
        "melee/attack",
        {**ATTACK, "defender": {"toughness": 3, "W": 2, "wounds_remaining": 3}},
        "defender.wounds_remaining",
        ["wounds_remaining 3 is more than the profile's W 2"],
    ),
    ("melee/attack", {**ATTACK, "attack_type": "sneaky"}, "attack_type", ["must be one of"]),
    (
        "melee/attack",
        {**ATTACK, "attacker": {"S": 3, "strength": 3}},
        "attacker.S",
        ["give strength or its alias S, not both"],
    ),
    ("melee/attack", {**ATTACK, "luck": 3}, "luck", ["luck", "not a field"]),
    (
        "melee/attack",
        {**ATTACK, "attacker": {"strength": 3, "charisma": 2}},
        "attacker.charisma",
        ["not a field"],
    ),
    (
        "shooting/hit",
        {"distance_cm": -1},
        "distance_cm",
        ["distance_cm must be from 0 to 10000 cm"],
    ),
    ("shooting/hit", {"distance_cm": "far"}, "distance_cm", ["number of cm"]),
    ("shooting/hit", {"distance_cm": 20, "aim_levels": -1}, "aim_levels", ["from 0 to 10"]),
    (
        "shooting/damage",
        {**DAMAGE, "shooter": {"BS": 12}},
        "shooter.ballistic_skill",
        ["ballistic skill (BS) must be from 0 to 10, not 12"],
    ),
    (
        "shooting/damage",
        {k: v for k, v in DAMAGE.items() if k != "target_has_action_die"},
        "target_has_action_die",
        ["target_has_action_die is required"],
    ),
    (
        "shooting/damage",
        {**DAMAGE, "target_in_terrain": "yes"},
        "target_in_terrain",
        ["true or false"],
    ),
    ("shooting/damage", {**DAMAGE, "weapon_damage": 0}, "weapon_damage", ["from 1 to 10"]),
    ("shooting", {**SHOOTING, "modifier": -3}, "modifier", ["not a field"]),
    (
        "magic/cast",
        {**CAST, "vitality": 7},
        "vitality",
        ["vitality 7 is more than vitality_max 6"],
    ),
    ("magic/cast", {**CAST, "spell_difficulty": 1}, "spell_difficulty", ["from 2 to 6, not 1"]),
    ("magic/cast", {**CAST, "profession": "warrior"}, "profession", ["must be one of"]),
    ("magic/self-heal", {**SELF_HEAL, "vitality_max": 0}, "vitality_max", ["from 1 to 20"]),
]


@pytest.mark.parametrize(
    "path, payload, field, words",
    INVALID,
    ids=[f"{p}:{f}" for p, _, f, _ in INVALID],
)
def test_invalid_requests_are_422_naming_the_field(client, path, payload, field, words):
    assert_problem(post(client, path, payload), 422, *words, field=field, code="validation_error")


@pytest.mark.parametrize(
    "path, payload, dice, code, words",
    [
        ("melee/attack", ATTACK, [3, 4, 5], "not_enough_dice", ["defender die 2, force attack"]),
        ("shooting/hit", HIT, [7], "die_out_of_range", ["must be 1 to 6, not 7"]),
    ],
)
def test_manual_dice_problems(client, path, payload, dice, code, words):
    assert_problem(
        post(client, path, {**payload, "dice": dice}), 422, *words, field="dice", code=code
    )


def test_non_finite_distance_is_422(client):
    r = client.post(
        f"{BASE}/shooting/hit", data='{"distance_cm": NaN}', content_type="application/json"
    )
    assert_problem(r, 422, "finite number of cm", field="distance_cm", code="validation_error")


# -- issue 13: the largest aim, strict numbers, Domains (umbra-turris.md §7, §8, §9, §12) ------

AIM_SIX = {**DAMAGE, "aim_levels": 6}
DOMAIN_CAST = {**CAST, "domains": ["Light"], "domain": "Light"}

FIDELITY_VIOLATIONS = [
    # §7 DECISION (2026-11-30): 6 - hit_base_minimum is the largest aim; with the default 1
    # an aim of 6 needs 7+ even at 0-19 cm, so no hit can carry it into the damage roll.
    (
        "shooting/damage",
        AIM_SIX,
        "aim_levels",
        "aim_too_high",
        ["aiming 6 levels cannot have hit", "7+", "at most 5 levels", "hit_base_minimum 0"],
    ),
    (
        "shooting/damage/odds",
        AIM_SIX,
        "aim_levels",
        "aim_too_high",
        ["aiming 6 levels cannot have hit"],
    ),
    (
        "shooting/hit",
        {"distance_cm": 5, "aim_levels": 6},
        "aim_levels",
        "aim_too_high",
        ["aiming 6 levels at 5 cm needs 7+"],
    ),
    (
        "shooting",
        {**SHOOTING, "distance_cm": 5, "aim_levels": 6},
        "aim_levels",
        "aim_too_high",
        ["aiming 6 levels at 5 cm needs 7+"],
    ),
    (
        "shooting/damage",
        {**AIM_SIX, "aim_levels": 7, "config": {"hit_base_minimum": 0}},
        "aim_levels",
        "validation_error",
        ["aim_levels must be from 0 to 6, not 7"],
    ),
    # §9 (R13), §12: two Domains of Magic only for the Wizard, checked on casting.
    (
        "magic/cast",
        {**CAST, "domains": ["Light", "Fire"], "domain": "Light"},
        "domains",
        "domain",
        ["a cleric may use one Domain of Magic, not 2", "only the Wizard may use two"],
    ),
    (
        "magic/cast",
        {**DOMAIN_CAST, "domain": "Fire"},
        "domain",
        "domain",
        ["'Fire' is not one of this mage's Domains (Light)", "only the Wizard may use two"],
    ),
    (
        "magic/cast",
        {**CAST, "profession": "wizard", "domains": ["Light", "Fire"], "domain": "Water"},
        "domain",
        "domain",
        ["'Water' is not one of this mage's Domains (Light, Fire)"],
    ),
    (
        "magic/cast",
        {**CAST, "domains": ["Light"]},
        "domain",
        "domain",
        ["name the spell's Domain: this mage's Domains are Light"],
    ),
    (
        "magic/cast",
        {**CAST, "profession": "wizard", "domains": ["A", "B", "C"], "domain": "A"},
        "domains",
        "validation_error",
        ["at most two Domains of Magic"],
    ),
    (
        "magic/cast",
        {**CAST, "profession": "wizard", "domains": ["A", "A"], "domain": "A"},
        "domains",
        "validation_error",
        ["each Domain is listed once"],
    ),
]


@pytest.mark.parametrize(
    "path, payload, field, code, words",
    FIDELITY_VIOLATIONS,
    ids=[f"{p}:{f}:{i}" for i, (p, _, f, _, _) in enumerate(FIDELITY_VIOLATIONS)],
)
def test_issue13_refusals_are_422_naming_the_field(client, path, payload, field, code, words):
    assert_problem(post(client, path, payload), 422, *words, field=field, code=code)


def test_aim_six_is_taken_only_with_hit_base_minimum_zero(client):
    """§7 DECISION (2026-11-30): with hit_base_minimum 0 the bound is 6 (0-9 cm, base 0)."""
    body = post(
        client, "shooting/damage", {**AIM_SIX, "config": {"hit_base_minimum": 0}, "dice": [1] * 4}
    ).get_json()
    # 2 + BS 3 + (Action Die +1, contact -1) + aim 6 = 11 against 2 + T 3 = 5: damage 1 + 6.
    assert body["outcome"]["shooter_total"] == 11 and body["outcome"]["damage"] == 7
    odds = post(client, "shooting/damage/odds", {**AIM_SIX, "config": {"hit_base_minimum": 0}})
    assert odds.status_code == 200, odds.data


def numeric_leaves(value, path=()):
    """Every number in a request (booleans are not numbers), with its dotted path."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from numeric_leaves(inner, (*path, key))
    elif isinstance(value, int | float) and not isinstance(value, bool):
        yield path, value


def with_leaf(payload, path, new):
    if len(path) == 1:
        return {**payload, path[0]: new}
    return {**payload, path[0]: with_leaf(payload[path[0]], path[1:], new)}


NUMBER_CASES = [
    (path, leaf, text)
    for path, (_, payload) in {
        **STEPS,
        "magic/cast#domains": ("magic.cast", DOMAIN_CAST),
        "shooting/hit#config": ("shooting.hit", {**HIT, "config": {"hit_base_minimum": 0}}),
    }.items()
    for leaf, value in numeric_leaves(payload)
    for text in (str(value), f"{value}e0")
]


@pytest.mark.parametrize(
    "route, leaf, text", NUMBER_CASES, ids=[f"{r}:{'.'.join(f)}={t}" for r, f, t in NUMBER_CASES]
)
def test_every_number_must_be_a_json_number(client, route, leaf, text):
    """§7 DECISION (2026-11-30): "30" or "1e1" is a 422 for distance_cm as for every number."""
    path = route.split("#")[0]
    payload = {
        "magic/cast#domains": DOMAIN_CAST,
        "shooting/hit#config": {**HIT, "config": {"hit_base_minimum": 0}},
    }.get(route) or STEPS[path][1]
    field = ".".join(leaf)
    assert_problem(
        post(client, path, with_leaf(payload, leaf, text)),
        422,
        field=field,
        code="validation_error",
    )


@pytest.mark.parametrize("text", ["30", "1e1", "30.5"])
@pytest.mark.parametrize("path", ["shooting/hit", "shooting", "shooting/hit/odds"])
def test_distance_as_a_string_is_422(client, path, text):
    payload = SHOOTING if path == "shooting" else HIT
    assert_problem(
        post(client, path, {**payload, "distance_cm": text}),
        422,
        "distance_cm must be a number of cm (a JSON number, not a string)",
        field="distance_cm",
        code="validation_error",
    )


# -- §5 DECISION: melee.shield_block takes the parry's inputs and draws only the shield's die ----

PARRY_WITH_SHIELD = {
    "attacker_location": "random",
    "defender_location": "legs",
    "use_shield": True,
    **SHIELD,
}


@pytest.mark.parametrize(
    "body",
    [
        PARRY_WITH_SHIELD,
        {**PARRY_WITH_SHIELD, "attacker_location": "head", "defender_location": "random"},
        {key: v for key, v in PARRY_WITH_SHIELD.items() if key != "use_shield"},
        SHIELD,
    ],
    ids=["parry-body", "other-locations", "use-shield-by-default", "shield-fields-only"],
)
def test_shield_block_takes_the_parrys_body_and_rolls_only_the_shield(client, spec, body):
    """P2's body, sent to the shield block: D_shield 2 < 4 is not blocked, and the locations
    (random ones too) are never rolled here, so the 5 is left for melee/parry."""
    answer = post(client, "melee/shield-block", {**body, "dice": [2]})
    assert answer.status_code == 200, answer.data
    got = answer.get_json()
    assert [(r["value"], r["purpose"]) for r in got["rolls"]] == [(2, "shield block, defender")]
    assert got["outcome"] == {"shield_block_target": 4, "shield_roll": 2, "blocked": False}
    validate_response(spec, f"{BASE}/melee/shield-block", got)
    blocked = post(client, "melee/shield-block", {**body, "dice": [4]}).get_json()
    assert blocked["outcome"]["blocked"] is True and len(blocked["rolls"]) == 1


SHIELD_BLOCK_REFUSALS = [
    (
        {**PARRY_WITH_SHIELD, "use_shield": False},
        "use_shield",
        "validation_error",
        ["the shield block step is the shield's roll"],
    ),
    (
        {**PARRY_WITH_SHIELD, "attacker_location": "arm"},
        "attacker_location",
        "validation_error",
        ["'arm' is not a location"],
    ),
    (
        {**PARRY_WITH_SHIELD, "defender_location": "tail"},
        "defender_location",
        "validation_error",
        ["'tail' is not a location"],
    ),
    (
        {**PARRY_WITH_SHIELD, "defender_has_action_die": True},
        "defender_has_action_die",
        "shield_with_action_die",
        ["a model holding its Action Die cannot block with a shield"],
    ),
    (
        {**PARRY_WITH_SHIELD, "attack_from_behind": True, "defender_location": None},
        "attack_from_behind",
        "shield_from_behind",
        ["a shield cannot block an attack from behind"],
    ),
    (
        {"attacker_location": "body", "use_shield": True, "defender_has_action_die": False},
        "shield_block_target",
        "validation_error",
        ["shield_block_target is required with use_shield", "house rule"],
    ),
]


@pytest.mark.parametrize(
    "payload, field, code, words",
    SHIELD_BLOCK_REFUSALS,
    ids=[f"{f}:{c}" for _, f, c, _ in SHIELD_BLOCK_REFUSALS],
)
def test_shield_block_checks_the_parrys_inputs_as_the_parry_does(
    client, payload, field, code, words
):
    for path in ("melee/shield-block", "melee/shield-block/odds"):
        assert_problem(post(client, path, payload), 422, *words, field=field, code=code)


def test_shield_block_odds_take_the_parrys_body(client):
    """§5 house rule: blocked on a d6 of at least 4, one chance in two; locations add nothing."""
    answer = post(client, "melee/shield-block/odds", PARRY_WITH_SHIELD)
    assert answer.status_code == 200, answer.data
    events = {e["name"]: e["exact"] for e in answer.get_json()["odds"]["events"]}
    assert events == {"blocked": "1/2"}
