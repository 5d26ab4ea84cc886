"""Walka step routes over HTTP (Flask test client, real Redis behind the app).

Every route: a seeded call answers 200 with a body that validates against the
spec the app itself serves (the committed openapi.json is regenerated at
integration), and the same seed gives the same bytes. Bad inputs are 422
problem+json naming the field and the rule.
"""

import pytest
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from referee.systems.walka.steps import STEPS
from tests.support.problems import assert_problem

PREFIX = "/v1/walka/"
PIECE = {
    "id": "breastplate",
    "class": "chest",
    "covers": [{"location": "torso"}],
    "absorption": 5,
    "quality": 2,
}
STRIKE = {
    "attack_kind": "melee",
    "form": "cut",
    "location_mode": "random",
    "from_behind": True,
    "defense_type": "block",
    "attacker": {
        "id": "Ala",
        "skill_die": "d10",
        "DEX": 3,
        "armour_dex_penalty": 1,
        "STR": 3,
        "ap": 10,
        "weapon_damage": 10,
        "weapon_quality": 2,
    },
    "defender": {
        "id": "Bor",
        "shield_skill_die": "d10",
        "has_shield": True,
        "str_level": 3,
        "shield_block": 4,
        "nac": 1,
        "hp": 30,
        "armour_pieces": [PIECE],
    },
}
# One valid request per route, as (path, body); several where the outcome shape varies.
SAMPLES = [
    (
        "initiative",
        {
            "characters": [
                {"id": "Ala", "spd": 12},
                {"id": "Bor", "SPD": 10},
                {"id": "Cyn", "spd": 10},
            ],
            "surprised": ["Ala"],
        },
    ),
    (
        "action-points",
        {
            "spd": 10,
            "ap": 1,
            "turn_start": False,
            "spend": [{"activity": "reload", "weapon": "crossbow", "step": "crank"}],
        },
    ),
    (
        "action-points",
        {
            "spd": 11,
            "pending_ap_penalty": 2,
            "mp": 4,
            "max_mp": 10,
            "CON": 3,
            "turn_start": True,
            "borrowed_reload": {"weapon": "crossbow", "step": "crank"},
            "spend": [{"activity": "walk", "units": 2, "leaves_reach": True}],
        },
    ),
    (
        "instant-chain",
        {
            "trigger": {"actor": "Mira", "kind": "spell"},
            "declarations": [
                {"actor": "Luk", "REF": 2, "ap": 6, "interrupts": "trigger"},
                {"actor": "Wit", "ref_level": 3, "ap": 5, "interrupts": 1},
                {"actor": "Eri", "ref_level": 3, "ap": 5, "interrupts": None},
            ],
        },
    ),
    ("hit-location", {"mode": "random", "copies": {"left_arm": 2, "right_arm": 2}}),
    ("hit-location", {"mode": "chosen", "location": "head"}),
    (
        "defense",
        {"attack_kind": "melee", "type": "dodge", "armour_skill_die": "d8", "DEX": 4},
    ),
    ("defense", {"attack_kind": "thrown", "type": "none"}),
    (
        "attack",
        {
            "attack_kind": "ranged",
            "form": "thrust",
            "skill_die": "d20",
            "ACC": 4,
            "distance": 25,
            "location_penalty": -5,
            "defense": {"type": "cover", "dc": 13},
            "ap": 9,
        },
    ),
    (
        "damage",
        {
            "attack_kind": "melee",
            "weapon_damage": 16,
            "weapon_quality": 2,
            "STR": 4,
            "damage_type": "slashing",
            "hp": 20,
            "armour_pieces": [
                {
                    "id": "greave",
                    "class": "greaves",
                    "side": "left",
                    "covers": [{"location": "left_leg", "copy": 1}],
                    "absorption": 6,
                    "quality": 3,
                }
            ],
            "location": "left_leg",
        },
    ),
    (
        "wounds",
        {"location": "torso", "taken": 14, "damage_type": "piercing", "critical": True},
    ),
    ("wounds", {"location": "head", "taken": 0, "damage_type": "blunt", "critical": True}),
    ("surprise", {"target": "Bor", "detection_dc": 16, "REF": 3}),
    ("terrain", {"steps": [{"mode": "run"}] * 3, "ap": 10, "DEX": 4, "armour_dex_penalty": 1}),
    ("strike", STRIKE),
    ("strike", {**STRIKE, "location_mode": "chosen", "location": "torso", "defense_type": "none"}),
]


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/openapi.json").get_json()


def closed_set(spec, prop) -> list:
    """The values of the closed set (an enum component) a property refers to."""
    return spec["components"]["schemas"][prop["$ref"].rsplit("/", 1)[1]]["enum"]


def response_validator(spec, path):
    registry = Registry().with_resource(
        "urn:live-spec", Resource.from_contents(spec, default_specification=DRAFT202012)
    )
    content = spec["paths"][PREFIX + path]["post"]["responses"]["200"]["content"]
    ref = content["application/json"]["schema"]["$ref"]
    return OAS31Validator({"$ref": "urn:live-spec" + ref}, registry=registry)


def test_every_step_has_a_route_with_its_own_schemas(spec):
    assert {PREFIX + s.path for s in STEPS} <= set(spec["paths"])
    assert {s.path for s in STEPS} == {p for p, _ in SAMPLES}
    refs = set()
    for s in STEPS:
        op = spec["paths"][PREFIX + s.path]["post"]
        request = op["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        response = op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
        assert request not in refs and response not in refs
        refs |= {request, response}
        assert "422" in op["responses"]
    assert not [n for n in spec["components"]["schemas"] if n[-1].isdigit()]


@pytest.mark.parametrize(
    "path, body", SAMPLES, ids=[f"{p}#{i}" for i, (p, _) in enumerate(SAMPLES)]
)
def test_seeded_call_is_valid_and_byte_identical(client, spec, path, body):
    first = client.post(PREFIX + path, json={**body, "seed": "walka-table-1"})
    assert first.status_code == 200, first.data
    assert first.mimetype == "application/json"
    again = client.post(PREFIX + path, json={**body, "seed": "walka-table-1"})
    assert first.data == again.data
    parsed = first.get_json()
    assert parsed["system"] == "walka" and parsed["seed"] == "walka-table-1"
    assert parsed["rng"] == "referee-dice-v1"
    assert parsed["step"] == next(s.name for s in STEPS if s.path == path)
    errors = [
        f"{list(e.path)}: {e.message}" for e in response_validator(spec, path).iter_errors(parsed)
    ]
    assert not errors, errors


def test_manual_dice_replay_the_strike(client):
    r = client.post(PREFIX + "strike", json={**STRIKE, "dice": [5, 7, 4]})
    body = r.get_json()
    assert body["rng"] == "manual" and body["seed"] is None
    assert [d["purpose"] for d in body["rolls"]] == [
        "hit location, from behind (d100)",
        "defender's block roll (d10)",
        "attacker's hit roll (d10)",
    ]
    assert body["outcome"]["attack"]["total"] == 16
    assert body["outcome"]["damage"]["taken"] == 7
    assert body["outcome"]["defender_after"]["hp"] == 23


def test_seeded_strike_is_the_manual_strike_on_its_own_dice(client):
    seeded = client.post(PREFIX + "strike", json={**STRIKE, "seed": "audit-me"}).get_json()
    manual = client.post(
        PREFIX + "strike", json={**STRIKE, "dice": [d["value"] for d in seeded["rolls"]]}
    ).get_json()
    assert manual["outcome"] == seeded["outcome"] and manual["rolls"] == seeded["rolls"]


def test_aliases_equal_full_names(client):
    full = {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d8", "str_level": 3}
    short = {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d8", "STR": 3}
    a = client.post(PREFIX + "defense", json={**full, "seed": "s"}).get_json()
    b = client.post(PREFIX + "defense", json={**short, "seed": "s"}).get_json()
    assert a == b


def test_action_points_rolls_nothing(client):
    body = client.post(PREFIX + "action-points", json={"spd": 8, "seed": "x"}).get_json()
    assert body["rolls"] == [] and body["outcome"]["max_ap"] == 9 and body["outcome"]["ap"] == 9


DEFENSE = {"attack_kind": "melee", "type": "dodge", "armour_skill_die": "d8", "dex_level": 4}
ATTACK = SAMPLES[8][1]
DAMAGE = SAMPLES[9][1]


@pytest.mark.parametrize(
    "path, payload, field, words",
    [
        # an unknown die
        (
            "defense",
            {**DEFENSE, "armour_skill_die": "d7"},
            "armour_skill_die",
            ["'d7' is not a skill die", "d4, d6, d8, d10, d12, d20 and d100"],
        ),
        ("attack", {**ATTACK, "skill_die": "k20"}, "skill_die", ["'k20' is not a skill die"]),
        (
            "surprise",
            {"detection_dc": 5, "ref_level": 1, "rules": {"attribute_die": "d3"}},
            "rules.attribute_die",
            ["'d3' is not a skill die"],
        ),
        (
            "strike",
            {**STRIKE, "attacker": {**STRIKE["attacker"], "skill_die": "d0"}},
            "attacker.skill_die",
            ["not a skill die"],
        ),
        # SPD below 0
        (
            "initiative",
            {"characters": [{"id": "Ala", "spd": -1}]},
            "characters.0.spd",
            ["spd (SPD) must be from 0 to 100, not -1"],
        ),
        ("action-points", {"SPD": -3}, "spd", ["spd (SPD) must be from 0 to 100, not -3"]),
        # a hit location that does not exist on the body
        (
            "hit-location",
            {"mode": "chosen", "location": "tail"},
            "location",
            ["'tail' is not a hit location on the body", "torso"],
        ),
        (
            "hit-location",
            {"mode": "chosen", "location": "right_arm", "copy": 3},
            "copy",
            ["there is no right_arm number 3", "the target has 1"],
        ),
        (
            "hit-location",
            {
                "mode": "chosen",
                "location": "head",
                "table": [{"location": "torso", "penalty": 0, "front": {"low": 1, "high": 100}}],
            },
            "location",
            ["the target's body has no head"],
        ),
        (
            "hit-location",
            {"mode": "random", "copies": {"tail": 2}},
            "copies.tail",
            ["not a field"],
        ),
        (
            "damage",
            {**DAMAGE, "location": "wing"},
            "location",
            ["'wing' is not a hit location on the body"],
        ),
        (
            "wounds",
            {"location": "neck", "taken": 3, "damage_type": "blunt"},
            "location",
            ["'neck' is not a hit location"],
        ),
        # damage types other than slashing, piercing, blunt
        (
            "damage",
            {**DAMAGE, "damage_type": "fire"},
            "damage_type",
            ["'fire' is not a damage type", "slashing, piercing and blunt"],
        ),
        (
            "attack",
            {**ATTACK, "damage_type": "acid"},
            "damage_type",
            ["'acid' is not a damage type"],
        ),
        (
            "wounds",
            {"location": "torso", "taken": 3, "damage_type": "cold"},
            "damage_type",
            ["'cold' is not a damage type"],
        ),
        # armour conflicts
        (
            "damage",
            {
                **DAMAGE,
                "armour_pieces": [
                    {
                        "id": "mail_shirt",
                        "class": "shirt",
                        "covers": [{"location": "torso"}, {"location": "back"}],
                        "absorption": 3,
                        "quality": 1,
                    },
                    {
                        "id": "breastplate",
                        "class": "plate",
                        "covers": [{"location": "back"}, {"location": "torso"}],
                        "absorption": 5,
                        "quality": 2,
                    },
                ],
            },
            "armour_pieces.1",
            ["mail_shirt and breastplate overlap on back 1 and torso 1", "more than one"],
        ),
        (
            "strike",
            {
                **STRIKE,
                "defender": {
                    **STRIKE["defender"],
                    "armour_pieces": [
                        {
                            **PIECE,
                            "id": "left_greave",
                            "class": "greave",
                            "side": "left",
                            "covers": [{"location": "left_leg"}],
                        },
                        {
                            **PIECE,
                            "id": "spare_greave",
                            "class": "greave",
                            "side": "left",
                            "covers": [{"location": "left_leg"}],
                        },
                    ],
                },
            },
            "defender.armour_pieces.1",
            ["left_greave and spare_greave are both of class greave, left side", "same limb"],
        ),
        # unknown fields, top level and nested
        ("surprise", {"detection_dc": 5, "ref_level": 1, "luck": 3}, "luck", ["not a field"]),
        (
            "strike",
            {**STRIKE, "attacker": {**STRIKE["attacker"], "mana": 3}},
            "attacker.mana",
            ["not a field"],
        ),
        ("defense", {**DEFENSE, "rules": {"crit_on": 19}}, "rules.crit_on", ["not a field"]),
        # other rules
        (
            "defense",
            {**DEFENSE, "crit_threshold": 9},
            "crit_threshold",
            ["cannot be reached on a d8"],
        ),
        ("defense", {**DEFENSE, "dex_level": 4, "DEX": 4}, "DEX", ["not both"]),
        (
            "defense",
            {**DEFENSE, "type": "parry", "attack_kind": "ranged"},
            "type",
            ["parry cannot answer a missile"],
        ),
        ("attack", {**ATTACK, "ap": 2}, "ap", ["an attack costs 3 AP"]),
        (
            "action-points",
            {"spd": 10, "ap": 11},
            "ap",
            ["more than the maximum of 10 AP (½ SPD + 5 with SPD 10)"],
        ),
        (
            "action-points",
            {"spd": 10, "spend": [{"activity": "attack", "units": 2}]},
            "spend.0.units",
            ["units applies to run, walk and crawl, not attack"],
        ),
        (
            "instant-chain",
            {
                "trigger": {"actor": "A", "kind": "attack"},
                "declarations": [{"actor": "B", "ref_level": 1, "ap": 3, "interrupts": "link"}],
            },
            "declarations.0.interrupts",
            ['"trigger", the number of an earlier link'],
        ),
        (
            "initiative",
            {
                "characters": [{"id": "A", "spd": 5}, {"id": "B", "spd": 4}],
                "cede": [{"from": "A", "to": "B"}],
            },
            "cede.0.to",
            ["only within a roll-off of equal SPD"],
        ),
        (
            "hit-location",
            {"mode": "random", "target_visible": False},
            "target_visible",
            ["the target must be visible"],
        ),
        (
            "terrain",
            {"steps": [{"mode": "walk", "safe": True}] * 4, "ap": 10},
            "steps.3",
            ["unit 4 (walk, safe pace) costs 3 AP but only 1 AP would be left"],
        ),
    ],
)
def test_bad_inputs_are_422_problems_naming_the_field(client, path, payload, field, words):
    assert_problem(client.post(PREFIX + path, json=payload), 422, *words, field=field)


def test_a_rejected_request_draws_nothing_even_with_manual_dice(client):
    r = client.post(PREFIX + "defense", json={**DEFENSE, "type": "block", "dice": [3]})
    body = assert_problem(r, 422, "must hold a shield", field="has_shield")
    assert body["code"] == "no_shield"


def test_too_few_manual_dice_name_the_next_die(client):
    r = client.post(PREFIX + "strike", json={**STRIKE, "dice": [5, 7]})
    body = assert_problem(r, 422, "die 3 is a d10 for the attacker's hit roll (d10)", field="dice")
    assert body["code"] == "not_enough_dice"


# -- walka.md §14 (decisions added after the independent audit) ------------------------------

SHOT = {
    "attack_kind": "shot",
    "ammo_damage": 4,
    "launcher_damage": 7,
    "damage_type": "piercing",
    "weapon_quality": 3,
    "location": "head",
    "hp": 20,
}
UNARMED = {
    "attack_kind": "melee",
    "str_level": 2,
    "damage_type": "blunt",
    "weapon_quality": None,
    "location": "torso",
    "hp": 20,
}


@pytest.mark.parametrize(
    "path, payload, field, words",
    [
        # a turn start belongs to the character's own turn
        (
            "action-points",
            {"spd": 10, "ap": 4, "turn_start": True, "own_turn": False},
            "turn_start",
            ["turn_start true needs own_turn true"],
        ),
        # nothing follows a spend that brought AP to 0 in the character's own turn
        (
            "action-points",
            {"spd": 2, "ap": 3, "spend": [{"activity": "attack"}, {"activity": "defense"}]},
            "spend.1",
            ["the turn ended when the AP ran out", "a defense cannot follow it"],
        ),
        (
            "action-points",
            {
                "spd": 10,
                "ap": 5,
                "spend": [
                    {"activity": "walk", "units": 1},
                    {"activity": "attack"},
                    {"activity": "spell", "x": 0},
                ],
            },
            "spend.2",
            ["the turn ended when the AP ran out"],
        ),
        # an unarmed hit is blunt
        (
            "damage",
            {**UNARMED, "damage_type": "slashing"},
            "damage_type",
            ["an unarmed hit (weapon_quality null) deals blunt damage, not slashing"],
        ),
        (
            "damage",
            {**UNARMED, "damage_type": "piercing"},
            "damage_type",
            ["blunt damage, not piercing"],
        ),
        # a shot always has its ammunition's Quality
        (
            "damage",
            {**SHOT, "weapon_quality": None},
            "weapon_quality",
            ["a shot compares its ammunition's Quality"],
        ),
        # one detection dc or several, not both, not neither
        (
            "surprise",
            {"ref_level": 3, "detection_dc": 16, "detection_dcs": [16, 12]},
            "detection_dcs",
            ["not both"],
        ),
        ("surprise", {"ref_level": 3}, "detection_dc", ["detection_dcs for several attackers"]),
        ("surprise", {"ref_level": 3, "detection_dcs": []}, "detection_dcs", ["1 to 20"]),
        # the dc sanity bound is -1000..1000
        (
            "surprise",
            {"ref_level": 3, "detection_dc": -1001},
            "detection_dc",
            ["from -1000 to 1000"],
        ),
        (
            "attack",
            {**ATTACK, "defense": {**ATTACK["defense"], "dc": 1001}},
            "defense.dc",
            ["from -1000 to 1000"],
        ),
    ],
)
def test_impossible_combinations_are_422_before_any_die(client, path, payload, field, words):
    """walka.md §14: impossible combinations are 422 before any die (manual dice untouched)."""
    body = assert_problem(
        client.post(PREFIX + path, json={**payload, "dice": [1]}), 422, *words, field=field
    )
    assert body["status"] == 422


def test_off_turn_defence_at_zero_ap_still_answers(client):
    """§3: outside its own turn the turn does not end, so a defence after an instant that
    spent the last AP is fine (the §14 rule is about the character's own turn)."""
    r = client.post(
        PREFIX + "action-points",
        json={
            "spd": 2,
            "ap": 3,
            "own_turn": False,
            "spend": [{"activity": "instant"}, {"activity": "defense"}],
        },
    )
    assert r.status_code == 200, r.data
    assert r.get_json()["outcome"]["ap"] == 0


def test_negative_dc_is_accepted_and_reported_as_computed(client):
    """walka.md §14: a poor dodge gives a negative dc; dc inputs take -1000..1000."""
    r = client.post(
        PREFIX + "defense",
        json={
            "attack_kind": "melee",
            "type": "dodge",
            "armour_skill_die": "d4",
            "dex_level": 0,
            "armour_dex_penalty": 5,
            "dice": [2],
        },
    )
    assert r.status_code == 200, r.data
    assert r.get_json()["outcome"]["dc"] == 2 + 0 - 5
    r = client.post(PREFIX + "surprise", json={"ref_level": 0, "detection_dc": -4, "dice": [2]})
    assert r.status_code == 200, r.data
    assert r.get_json()["outcome"]["surprised"] is False  # 2 >= -4


def test_several_detection_dcs_the_highest_applies(client):
    """walka.md §10, §14: one REF test against the highest of several detection dcs."""
    body = {"ref_level": 3, "detection_dcs": [9, 16, 12]}
    low = client.post(PREFIX + "surprise", json={**body, "dice": [12]}).get_json()
    assert low["outcome"]["test"]["dc"] == 16
    assert low["outcome"]["test"]["total"] == 15 and low["outcome"]["surprised"] is True
    high = client.post(PREFIX + "surprise", json={**body, "dice": [13]}).get_json()
    assert high["outcome"]["test"]["total"] == 16 and high["outcome"]["surprised"] is False


def test_route_documents_which_ranged_kind_it_takes(spec):
    """walka.md §14: §7 requests say `ranged`, §8's damage says `shot`; each route says which."""
    schemas = spec["components"]["schemas"]
    damage_kind = schemas["WalkaDamageRequest"]["properties"]["attack_kind"]
    assert closed_set(spec, damage_kind) == ["melee", "shot", "thrown"]
    assert "`ranged`" in damage_kind["description"] and "`shot`" in damage_kind["description"]
    attack_kind = schemas["WalkaAttackRequest"]["properties"]["attack_kind"]
    values = closed_set(spec, attack_kind)
    assert "ranged" in values and "shot" not in values
    assert "`shot`" in attack_kind["description"]
    for name in ("WalkaDamageEncounterParams", "WalkaAttackEncounterParams"):
        described = schemas[name]["properties"]["attack_kind"]["description"]
        assert "`ranged`" in described and "`shot`" in described, name


def test_initiative_odds_answer_for_ten_characters_in_three_groups(client):
    """walka.md §14: SPD groups roll off independently, so the odds of 10 characters in groups
    of 4, 3 and 3 (or the audit's 7 in groups of 4 and 3) are available."""
    spds = [12, 12, 12, 12, 9, 9, 9, 6, 6, 6]
    characters = [{"id": f"c{i}", "spd": s} for i, s in enumerate(spds, start=1)]
    r = client.post(PREFIX + "initiative/odds", json={"characters": characters})
    assert r.status_code == 200, r.data
    events = {e["name"]: e["exact"] for e in r.get_json()["odds"]["events"]}
    assert events["first.c1"] == "1/4" and events["first.c5"] == "0"
    r = client.post(
        PREFIX + "initiative?odds=true", json={"characters": characters[:7], "seed": "seven"}
    )
    assert r.status_code == 200 and r.get_json()["odds"]["method"] == "first_round", r.data


# -- the digest's field names (walka.md §3, §4, §7, §10, §11) ---------------------------------

AP2_FLAGGED = [
    {"activity": "walk", "units": 1, "leaves_reach": True},
    {"activity": "walk", "units": 1},
    {"activity": "attack"},
]


@pytest.mark.parametrize(
    "spend",
    [
        AP2_FLAGGED,
        # §1, §3 name it leave_reach: the alias of the spend entry's flag...
        [{"activity": "walk", "units": 1, "leave_reach": True}, *AP2_FLAGGED[1:]],
        # ...and an activity of its own, +1 AP, listed after the unit that leaves the reach.
        [{"activity": "walk", "units": 1}, {"activity": "leave_reach"}, *AP2_FLAGGED[1:]],
    ],
    ids=["leaves_reach", "leave_reach-alias", "leave_reach-activity"],
)
def test_ap2_leaving_the_reach_either_way(client, spec, spend):
    """walka.md §3 AP2: spd 8, max_ap 9; walk out of an enemy's reach (2 + 1), walk (2), attack
    (3): 8 spent, 1 left, no instant before the next turn."""
    r = client.post(PREFIX + "action-points", json={"spd": 8, "spend": spend, "seed": "ap2"})
    assert r.status_code == 200, r.data
    out = r.get_json()["outcome"]
    assert (out["max_ap"], out["ap_spent"], out["ap"]) == (9, 8, 1)
    assert sum(row["cost"] for row in out["spent"]) == 8
    assert out["instant_affordable"] is False
    assert not list(response_validator(spec, "action-points").iter_errors(r.get_json()))


def test_leave_reach_and_leaves_reach_together_are_refused(client):
    spend = [{"activity": "walk", "leaves_reach": True, "leave_reach": True}]
    r = client.post(PREFIX + "action-points", json={"spd": 8, "spend": spend})
    assert_problem(r, 422, "not both", field="spend.0.leave_reach")


def test_leave_reach_alias_is_a_documented_property(spec):
    props = spec["components"]["schemas"]["WalkaActivity"]["properties"]
    assert "Alias: `leave_reach`." in props["leaves_reach"]["description"]
    assert props["leave_reach"]["deprecated"] is True
    assert "leave_reach" in closed_set(spec, props["activity"])


# walka.md §7 A1 as written: block first (dc 14), from behind, ap 10, n = 4.
A1_AS_WRITTEN = {
    "attack_kind": "melee",
    "skill_die": "d10",
    "dex_level": 3,
    "armour_dex_penalty": 1,
    "from_behind": True,
    "defense": {"type": "block", "dc": 14},
    "ap": 10,
    "dice": [4],
}


def test_attack_as_a1_and_a2_write_it_needs_no_form(client, spec):
    """walka.md §7 A1, A2: no form given; the hit test resolves and the damage type is null."""
    a1 = A1_AS_WRITTEN
    a2 = {
        "attack_kind": "ranged",
        "skill_die": "d20",
        "acc_level": 4,
        "distance": 25,
        "location_penalty": -5,
        "defense": {"type": "cover", "dc": 13},
        "ap": 9,
        "dice": [17],
    }
    for body, total, ap in ((a1, 16, 7), (a2, 13, 6)):
        r = client.post(PREFIX + "attack", json=body)
        assert r.status_code == 200, r.data
        out = r.get_json()["outcome"]
        assert (out["total"], out["hit"], out["attacker_ap"]) == (total, True, ap)
        assert out["damage_type"] is None
        assert out["defender_penalty_added"] == out["defender_pending_ap_penalty_added"] == 0
        assert not list(response_validator(spec, "attack").iter_errors(r.get_json()))
    maneuver = client.post(PREFIX + "attack", json={**a1, "form": "maneuver"}).get_json()
    assert maneuver["outcome"]["damage_type"] is None


def test_a_strike_and_a_damage_still_need_the_damage_type(client):
    """§7 DECISION: the damage needs its type, so the strike (which goes on to damage) and the
    damage route ask for form or damage_type, before any die."""
    no_form = {k: v for k, v in STRIKE.items() if k != "form"}
    r = client.post(PREFIX + "strike", json={**no_form, "dice": [5, 7, 4]})
    body = assert_problem(r, 422, "give form", "damage_type", field="form")
    assert body["code"] == "damage_type_required"
    r = client.post(PREFIX + "strike", json={**STRIKE, "form": "maneuver"})
    assert_problem(r, 422, "maneuver", field="damage_type", code="damage_type_required")
    no_type = {k: v for k, v in DAMAGE.items() if k != "damage_type"}
    for body in (no_type, {**DAMAGE, "damage_type": None}):
        r = client.post(PREFIX + "damage", json=body)
        assert_problem(r, 422, "damage_type", "form", field="damage_type")


def test_parry_blocked_blow_reports_defender_penalty_added(client):
    """walka.md §7 A3 with n = 5: -3 < 9, a blocked blow; §7 Outputs `defender_penalty_added`."""
    body = {
        "attack_kind": "melee",
        "skill_die": "d6",
        "dex_level": 2,
        "attacker_unarmed": True,
        "defender_armed": True,
        "defense": {"type": "parry", "dc": 9},
        "ap": 3,
        "dice": [5],
    }
    out = client.post(PREFIX + "attack", json=body).get_json()["outcome"]
    assert out["blocked"] and out["defender_penalty_added"] == 1
    assert out["defender_pending_ap_penalty_added"] == 1
    strike = client.post(PREFIX + "strike", json={**STRIKE, "dice": [5, 7, 1]}).get_json()
    hit = strike["outcome"]["attack"]
    assert hit["fumble"] and hit["defender_penalty_added"] == 0


def test_surprise_answers_natural_and_total(client):
    """walka.md §10 S1: d20 = 9, ref_level 3: 12 < 16, surprised; Outputs natural, total."""
    r = client.post(
        PREFIX + "surprise", json={"target": "Bor", "detection_dc": 16, "REF": 3, "dice": [9]}
    )
    out = r.get_json()["outcome"]
    assert (out["natural"], out["total"], out["surprised"]) == (9, 12, True)
    assert (out["test"]["natural"], out["test"]["total"]) == (9, 12)


def test_chain_and_terrain_answer_tests(client):
    """walka.md §4 C2 (dice 5, 13) and §11 T2 (dice 14, 8): `tests` beside links and units."""
    c2 = {
        "trigger": {"actor": "Ala", "kind": "movement_unit"},
        "declarations": [
            {"actor": "Bor", "ref_level": 1, "ap": 5},
            {"actor": "Cyn", "ref_level": 2, "ap": 4, "interrupts": 1},
            {"actor": "Eri", "ref_level": 4, "ap": 3, "interrupts": 1, "effective": False},
        ],
        "dice": [5, 13],
    }
    out = client.post(PREFIX + "instant-chain", json=c2).get_json()["outcome"]
    assert out["tests"] == [link["test"] for link in out["links"]]
    assert out["tests"][0] is None
    assert [(t["total"], t["passed"]) for t in out["tests"][1:]] == [(7, False), (17, True)]
    t2 = {"steps": [{"mode": "run"}] * 3, "ap": 10, "DEX": 4, "armour_dex_penalty": 1}
    out = client.post(PREFIX + "terrain", json={**t2, "dice": [14, 8]}).get_json()["outcome"]
    assert [(t["total"], t["passed"]) for t in out["tests"]] == [(17, True), (11, False)]
    assert out["tests"] == [u["test"] for u in out["units"]] and out["units_moved"] == 2


# -- the worked examples sent with only what they state ----------------------------------------


def post_ok(client, spec, path, body):
    """A 200 whose body the served spec accepts; returns the outcome."""
    r = client.post(PREFIX + path, json=body)
    assert r.status_code == 200, (path, r.status_code, r.data)
    assert not list(response_validator(spec, path).iter_errors(r.get_json()))
    return r.get_json()["outcome"]


C1_AS_WRITTEN = {
    "trigger": {"actor": "Mira", "kind": "spell"},
    "declarations": [
        {"actor": "Luk", "interrupts": "trigger"},
        {"actor": "Wit", "ref_level": 3, "interrupts": 1},
    ],
    "dice": [8],
}


def test_c1_as_written_needs_no_ref_level_for_link_1_and_no_ap(client, spec):
    """walka.md §4 C1: link 1 "joins without a test" (its REF is not read) and C1 gives no AP
    pool: the AP are not tracked (null after paying), the cost of 3 still reported."""
    out = post_ok(client, spec, "instant-chain", C1_AS_WRITTEN)
    assert out["dcs"] == [None, 10]
    assert out["tests"][0] is None
    assert (out["tests"][1]["natural"], out["tests"][1]["total"]) == (8, 11)
    assert out["tests"][1]["passed"]
    luk, wit = out["links"]
    assert [e["link"] for e in out["execution_order"]] == [2, 1, None]
    assert (wit["result"], luk["result"], out["trigger"]["result"]) == (
        "executed",
        "failed_interrupted",
        "executed",
    )
    assert (luk["cost"], luk["ap"], wit["cost"], wit["ap"]) == (3, None, 3, None)
    # With the pools given, each declarer's AP after paying (−3 AP each).
    given = {
        **C1_AS_WRITTEN,
        "declarations": [
            {**C1_AS_WRITTEN["declarations"][0], "ap": 6},
            {**C1_AS_WRITTEN["declarations"][1], "ap": 5},
        ],
    }
    assert [link["ap"] for link in post_ok(client, spec, "instant-chain", given)["links"]] == [3, 2]


def test_a_later_declaration_still_needs_its_ref_level_before_any_die(client):
    """§4 Declare 3: declaration 2 tests REF; §0: refused before the first draw."""
    body = {
        **C1_AS_WRITTEN,
        "declarations": [C1_AS_WRITTEN["declarations"][0], {"actor": "Wit", "interrupts": 1}],
    }
    r = client.post(PREFIX + "instant-chain", json=body)
    assert_problem(
        r,
        422,
        "REF test",
        "give its ref_level",
        field="declarations.1.ref_level",
        code="level_required",
    )


A2_AS_WRITTEN = {
    "attack_kind": "ranged",
    "skill_die": "d20",
    "acc_level": 4,
    "distance": 25,
    "location_penalty": -5,
    "defense": {"type": "cover", "dc": 13},
    "dice": [17],
}
A3_AS_WRITTEN = {
    "attack_kind": "melee",
    "skill_die": "d6",
    "dex_level": 2,
    "attacker_unarmed": True,
    "defender_armed": True,
    "defense": {"type": "parry", "dc": 9},
}


def test_a2_and_a3_as_written_need_no_ap(client, spec):
    """walka.md §7 A2 and A3 give no AP: the attack resolves, AP not tracked (null)."""
    out = post_ok(client, spec, "attack", A2_AS_WRITTEN)
    assert (out["total"], out["dc"], out["hit"], out["critical"]) == (13, 13, True, False)
    assert (out["cost"], out["attacker_ap"]) == (3, None)
    critical = post_ok(client, spec, "attack", {**A3_AS_WRITTEN, "dice": [6]})
    assert (critical["total"], critical["hit"], critical["critical"]) == (-2, True, True)
    blocked = post_ok(client, spec, "attack", {**A3_AS_WRITTEN, "dice": [5]})
    assert (blocked["total"], blocked["hit"], blocked["blocked"]) == (-3, False, True)
    assert blocked["defender_penalty_added"] == 1
    assert (blocked["attacker_ap"], blocked["attacker_pending_ap_penalty_added"]) == (None, 0)
    # n = 1: a fumble, a miss, Dag loses nothing; Cyn's 1 AP comes off a pool the request
    # does not give, or off the next regeneration: both unknown, so null.
    fumble = post_ok(client, spec, "attack", {**A3_AS_WRITTEN, "dice": [1]})
    assert (fumble["fumble"], fumble["hit"], fumble["blocked"]) == (True, False, False)
    assert fumble["defender_penalty_added"] == 0
    assert (fumble["attacker_ap"], fumble["attacker_pending_ap_penalty_added"]) == (None, None)
    # A1 gives ap 10: 10 → 7, and the pool is still checked when given.
    a1 = A1_AS_WRITTEN
    assert post_ok(client, spec, "attack", a1)["attacker_ap"] == 7
    r = client.post(PREFIX + "attack", json={**a1, "ap": 2})
    assert_problem(r, 422, "only 2 AP", field="ap", code="not_enough_ap")


def test_d2_as_written_states_the_shield_by_its_rating(client, spec):
    """walka.md §6 D2 gives the shield's block rating and no has_shield: that states the
    shield. An explicit has_shield false, or no shield rating at all, still refuses."""
    block = {
        "attack_kind": "melee",
        "type": "block",
        "shield_skill_die": "d10",
        "str_level": 3,
        "shield_block": 4,
        "dice": [7],
    }
    out = post_ok(client, spec, "defense", block)
    assert (out["dc"], out["blocks_on_miss"]) == (14, True)
    cover = {
        "attack_kind": "ranged",
        "type": "cover",
        "shield_skill_die": "d10",
        "dex_level": 2,
        "shield_block": 4,
        "dice": [7],
    }
    assert post_ok(client, spec, "defense", cover)["dc"] == 13
    r = client.post(PREFIX + "defense", json={**block, "has_shield": False})
    assert_problem(r, 422, "must hold a shield", field="has_shield", code="no_shield")
    no_rating = {k: v for k, v in block.items() if k != "shield_block"}
    r = client.post(PREFIX + "defense", json=no_rating)
    assert_problem(r, 422, "must hold a shield", field="has_shield", code="no_shield")


def test_d3_without_str_level_is_refused_before_the_die(client):
    """§6 D3 states no str_level; §0: validation precedes the draw, so a parry (which adds
    STR unless it fumbles) needs it before the die shows the fumble."""
    body = {"attack_kind": "melee", "type": "parry", "weapon_skill_die": "d12", "dice": [1]}
    r = client.post(PREFIX + "defense", json=body)
    assert_problem(r, 422, "STR level", field="str_level", code="level_required")


def armour(id_, cls, location, absorption, quality, side="none"):
    return {
        "id": id_,
        "class": cls,
        "side": side,
        "covers": [{"location": location}],
        "absorption": absorption,
        "quality": quality,
    }


def test_m1_to_m3_as_written_need_no_hp(client, spec):
    """walka.md §8 M1-M3 give no HP: taken as written, HP before and after null."""
    m1 = {
        "attack_kind": "melee",
        "weapon_damage": 10,
        "weapon_quality": 2,
        "str_level": 3,
        "damage_type": "slashing",
        "nac": 1,
        "armour_pieces": [armour("breastplate", "chest", "torso", 5, 2)],
        "location": "torso",
    }
    out = post_ok(client, spec, "damage", m1)
    assert (out["dealt"], out["taken"], out["quality_changes"]) == (13, 7, [])
    assert (out["hp_before"], out["hp_after"], out["hp_depleted"]) == (None, None, None)
    m2 = {
        "attack_kind": "melee",
        "weapon_damage": 16,
        "weapon_quality": 2,
        "weapon_id": "axe",
        "str_level": 4,
        "damage_type": "slashing",
        "armour_pieces": [armour("leg_plate", "greaves", "left_leg", 6, 3, "left")],
        "location": "left_leg",
    }
    out = post_ok(client, spec, "damage", m2)
    assert (out["dealt"], out["damage_type"], out["taken"]) == (10, "blunt", 4)
    assert out["quality_changes"] == [{"item": "axe", "kind": "weapon", "from": 2, "to": 1}]
    m3 = {
        "attack_kind": "shot",
        "ammo_damage": 4,
        "launcher_damage": 7,
        "weapon_quality": 3,
        "damage_type": "piercing",
        "nac": 1,
        "armour_pieces": [armour("helmet", "helmet", "head", 3, 1)],
        "location": "head",
        "critical": True,
    }
    out = post_ok(client, spec, "damage", m3)
    assert (out["dealt"], out["taken"], out["hp_after"]) == (11, 14, None)
    assert out["quality_changes"] == [
        {"item": "helmet", "kind": "armour_piece", "from": 1, "to": 0}
    ]
    # With hp given, as before: HP after and the depleted flag.
    out = post_ok(client, spec, "damage", {**m1, "hp": 30})
    assert (out["hp_before"], out["hp_after"], out["hp_depleted"]) == (30, 23, False)


def test_m3_thrown_dagger_aside_needs_no_quality(client, spec):
    """walka.md §8 M3's aside, "a thrown dagger 5 with str_level 3 deals 5 + 1 = 6": no armour
    is hit, so no Quality is compared and none is needed."""
    dagger = {
        "attack_kind": "thrown",
        "weapon_damage": 5,
        "str_level": 3,
        "location": "torso",
    }
    out = post_ok(client, spec, "damage", dagger)
    assert (out["dealt_raw"], out["dealt"], out["taken"]) == (6, 6, 6)
    assert out["weapon_quality"] is None and out["quality_changes"] == []
    assert out["damage_type"] is None  # the aside names none, and nothing reads it
    typed = post_ok(client, spec, "damage", {**dagger, "damage_type": "piercing"})
    assert (typed["taken"], typed["damage_type"]) == (6, "piercing")


def test_damage_type_is_needed_where_armour_may_convert_it(client, spec):
    """§8 step 3 reads the type only against an armour piece at the hit location; an unarmed
    melee hit is blunt without being told (§7 DECISION)."""
    on_armour = {
        "attack_kind": "melee",
        "weapon_damage": 10,
        "str_level": 3,
        "weapon_quality": 2,
        "armour_pieces": [armour("breastplate", "chest", "torso", 5, 2)],
        "location": "torso",
    }
    r = client.post(PREFIX + "damage", json=on_armour)
    assert_problem(
        r, 422, "breastplate", "give damage_type", field="damage_type", code="damage_type_required"
    )
    fist = {"attack_kind": "melee", "str_level": 3, "weapon_quality": None, "location": "head"}
    out = post_ok(client, spec, "damage", fist)
    assert (out["dealt"], out["damage_type"]) == (3, "blunt")


def test_quality_is_needed_where_armour_compares_it(client, spec):
    """§8 steps 3 and 6 compare the weapon's Quality with the armour piece at the location:
    left out there, a 422 naming weapon_quality; null stays an unarmed hit."""
    m1 = {
        "attack_kind": "melee",
        "weapon_damage": 10,
        "str_level": 3,
        "damage_type": "slashing",
        "armour_pieces": [armour("breastplate", "chest", "torso", 5, 2)],
        "location": "torso",
    }
    r = client.post(PREFIX + "damage", json=m1)
    assert_problem(
        r,
        422,
        "breastplate",
        "give weapon_quality",
        field="weapon_quality",
        code="quality_required",
    )
    shot = {k: v for k, v in m1.items() if k != "weapon_damage"}
    shot.update(attack_kind="shot", ammo_damage=4, launcher_damage=7, damage_type="piercing")
    r = client.post(PREFIX + "damage", json=shot)
    assert_problem(r, 422, "ammunition's Quality", field="weapon_quality", code="quality_required")
    # A shot at an unarmoured spot reads no Quality.
    assert post_ok(client, spec, "damage", {**shot, "location": "head"})["taken"] == 11
    unarmed = {**m1, "weapon_quality": None, "damage_type": "blunt", "weapon_damage": 0}
    r = client.post(PREFIX + "damage", json=unarmed)
    assert r.status_code == 200, r.data
    assert r.get_json()["outcome"]["taken"] == 0
    r = client.post(PREFIX + "damage", json={**unarmed, "damage_type": "slashing"})
    assert_problem(r, 422, "unarmed", field="damage_type", code="invalid_damage_type")


def test_w1_to_w3_as_written_need_no_damage_type(client, spec):
    """walka.md §9 W1-W3 name no damage type, and no rule of §9 reads it: the wound records
    null."""
    w1 = post_ok(client, spec, "wounds", {"location": "left_leg", "taken": 23})
    assert (w1["wound"]["damage"], w1["wound"]["bleeding_active"], w1["fatigue_added"]) == (
        23,
        2,
        4,
    )
    assert w1["wound"]["damage_type"] is None
    w2 = post_ok(
        client, spec, "wounds", {"location": "torso", "taken": 14, "critical": True, "dice": [1]}
    )
    assert (w2["crit_point"], w2["wound"]["bleeding_active"], w2["fatigue_added"]) == (
        "heart",
        4,
        2,
    )
    w3 = post_ok(
        client, spec, "wounds", {"location": "lower_abdomen", "taken": 6, "critical": True}
    )
    assert (w3["crit_point"], w3["fatigue_added"], w3["ap"], w3["no_regen_turns"]) == (
        "groin",
        1,
        0,
        2,
    )
    head = post_ok(client, spec, "wounds", {"location": "head", "taken": 0, "critical": True})
    assert head["wound"] is None and head["crit_point"] is None
    typed = post_ok(
        client, spec, "wounds", {"location": "left_leg", "taken": 23, "damage_type": "slashing"}
    )
    assert typed["wound"]["damage_type"] == "slashing"


def test_t1_and_t2_as_written_need_no_ap(client, spec):
    """walka.md §11 T1 and T2 give no AP pool: no affordability check, ap_spent reported."""
    t1 = post_ok(client, spec, "terrain", {"steps": [{"mode": "walk", "safe": True}] * 3})
    assert (t1["ap_spent"], t1["units_moved"], t1["ap"], t1["tests"]) == (9, 3, None, [None] * 3)
    t2 = {"steps": [{"mode": "run"}] * 3, "dex_level": 4, "armour_dex_penalty": 1, "dice": [14, 8]}
    out = post_ok(client, spec, "terrain", t2)
    assert [(t["total"], t["passed"]) for t in out["tests"]] == [(17, True), (11, False)]
    assert (out["units_moved"], out["ap_spent"], out["prone"], out["ap"]) == (2, 2, True, None)
    assert out["cancelled_units"] == 1


def test_terrain_checks_the_whole_declared_path_before_the_first_die(client):
    """§0: validation comes before the first draw (§14: the cede is the one exception). With
    ap 2, a third unit could not be paid if the second did not slip: refused, no die drawn,
    whatever the dice would have shown (T2's dice would have stopped at unit 2)."""
    body = {"steps": [{"mode": "run"}] * 3, "ap": 2, "dex_level": 4, "dice": [14, 8]}
    r = client.post(PREFIX + "terrain", json=body)
    assert_problem(r, 422, "unit 3", "only 0 AP", field="steps.2", code="not_enough_ap")


def test_strike_without_ap_and_hp_reports_them_null(client, spec):
    """The strike shares the attack's and the damage's fields: `ap` and `hp` are optional
    there too (not tracked: null in the state after)."""
    attacker = {k: v for k, v in STRIKE["attacker"].items() if k != "ap"}
    defender = {k: v for k, v in STRIKE["defender"].items() if k not in ("hp", "has_shield")}
    body = {**STRIKE, "attacker": attacker, "defender": defender, "dice": [5, 7, 4]}
    out = post_ok(client, spec, "strike", body)
    assert out["attack"]["hit"] and out["damage"]["taken"] > 0
    assert out["attacker_after"]["ap"] is None and out["attacker_after"]["pending_ap_penalty"] == 0
    assert (out["defender_after"]["hp"], out["defender_after"]["hp_depleted"]) == (None, None)
    fumble = post_ok(client, spec, "strike", {**body, "dice": [5, 7, 1]})
    assert fumble["attack"]["fumble"]
    assert fumble["attacker_after"] == {"id": "Ala", "ap": None, "pending_ap_penalty": None}
    full = post_ok(client, spec, "strike", {**STRIKE, "dice": [5, 7, 4]})
    assert full["defender_after"]["hp"] == 30 - full["damage"]["taken"]
    assert full["attacker_after"]["ap"] == 7


def test_odds_without_hp_leave_out_the_hp_figures(client):
    """The exact odds of damage and strike name no HP event or result when HP are not given."""
    dagger = {
        "attack_kind": "thrown",
        "weapon_damage": 5,
        "str_level": 3,
        "damage_type": "piercing",
        "location": "torso",
    }
    odds = client.post(PREFIX + "damage?odds=true", json=dagger).get_json()["odds"]
    assert "hp_depleted" not in str(odds) and "hp_after" not in str(odds)
    odds = client.post(PREFIX + "damage?odds=true", json={**dagger, "hp": 5}).get_json()["odds"]
    assert "hp_depleted" in str(odds) and "hp_after" in str(odds)
    defender = {k: v for k, v in STRIKE["defender"].items() if k != "hp"}
    r = client.post(PREFIX + "strike?odds=true", json={**STRIKE, "defender": defender, "seed": "s"})
    assert r.status_code == 200, r.data
    assert "hp_depleted" not in str(r.get_json()["odds"])
