"""Shapes every Walka step shares: levels, dice, thresholds, locations, rules (walka.md §0, §1)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import (
    BaseSchema,
    StrictBoolean,
    closed,
    closed_set_ref,
    digest_defaults,
    flag,
    stat,
)
from referee.systems.walka.rules.common import (
    ATTACK_KINDS,
    COPIES_MAX,
    DAMAGE_KINDS,
    DAMAGE_TYPES,
    DEFAULT_RULES,
    DISTANCE_MAX,
    LEVEL_MAX,
    LOCATIONS,
    MODIFIER_MAX,
    QUALITY_MAX,
    SKILL_DICE,
    VALUE_MAX,
)
from referee.systems.walka.rules.defense import DEFENSES

MAX_AP = LEVEL_MAX // 2 + 5  # the highest max_ap the SPD bound allows

# walka.md §1 glossary: attributes with the abbreviations players write on their cards.
LEVELS = {
    "spd": ("SPD", "Speed (SPD) as a value, 0..100 (not a level): max AP = floor(SPD / 2) + 5."),
    "ref_level": ("REF", "Reflex (REF) level (SR), 0..100."),
    "dex_level": ("DEX", "Dexterity (DEX) level (SR), 0..100, before the armour DEX penalty."),
    "str_level": ("STR", "Strength (STR) level (SR), 0..100."),
    "acc_level": ("ACC", "Accuracy (ACC) level (SR), 0..100."),
    "con_level": ("CON", "Constitution (CON) level (SR), 0..100: MP regenerated per turn."),
}


def level(name: str, description: str = "", **kwargs) -> fields.Integer:
    alias, text = LEVELS[name]
    return stat(
        f"{name} ({alias})", 0, LEVEL_MAX, (description + " " + text).strip(), alias=alias, **kwargs
    )


def modifier(name: str, description: str, **kwargs) -> fields.Integer:
    if not kwargs.get("required"):
        kwargs.setdefault("load_default", 0)
    return stat(name, -MODIFIER_MAX, MODIFIER_MAX, description, **kwargs)


def value(name: str, description: str, low: int = 0, high: int = VALUE_MAX, **kwargs):
    return stat(name, low, high, description, **kwargs)


def dc_field(name: str, description: str, **kwargs) -> fields.Integer:
    """walka.md §14: a dc is bounded -1000..1000 (a poor dodge gives a negative one)."""
    return stat(name, -VALUE_MAX, VALUE_MAX, description, **kwargs)


def defense_field(description: str | None = None, required: bool = True) -> fields.String:
    """walka.md §6: the defence a defender makes (dodge, parry, block, cover or none)."""
    return closed("WalkaDefense", list(DEFENSES), description, required=required)


def detection_dcs_field() -> fields.List:
    """walka.md §14, §10: several hidden attackers; the target tests once against the highest."""
    return fields.List(
        dc_field("detection_dcs", "One hidden attacker's detection dc."),
        validate=validate.Length(1, 20, error="give 1 to 20 detection dcs"),
        metadata={
            "description": "The detection dcs of several hidden attackers (walka.md §10, §14): "
            "the target tests REF once, against the highest. Give this or detection_dc."
        },
    )


def ap_field(name: str, description: str, **kwargs) -> fields.Integer:
    return stat(name, 0, MAX_AP, description, **kwargs)


def quality(name: str, description: str, **kwargs) -> fields.Integer:
    return stat(name, 0, QUALITY_MAX, description, **kwargs)


def hp_field(name: str, description: str, **kwargs) -> fields.Integer:
    return stat(name, -VALUE_MAX, VALUE_MAX, description, **kwargs)


def distance(**kwargs) -> fields.Integer:
    return stat(
        "distance",
        0,
        DISTANCE_MAX,
        "Distance to the target in board units (1 unit is about 2 m), 0..100000.",
        **kwargs,
    )


def attack_kind_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("WalkaAttackKind", list(ATTACK_KINDS), description, **kwargs)


def damage_kind_field(description: str | None = None, **kwargs) -> fields.String:
    """The attack's kind as the damage (§8) names it: a ranged hit is a `shot`."""
    return closed("WalkaDamageKind", list(DAMAGE_KINDS), description, **kwargs)


def skill_die(description: str, **kwargs) -> fields.String:
    """walka.md §0: a skill die is d4, d6, d8, d10, d12, d20 or d100 (the source writes k10)."""
    return die_field(
        description + " One of d4, d6, d8, d10, d12, d20, d100.",
        error="{input!r} is not a skill die: Walka's skill dice are d4, d6, d8, d10, d12, "
        "d20 and d100",
        **kwargs,
    )


def die_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("WalkaDie", list(SKILL_DICE), description, **kwargs)


def crit_threshold(die_words: str) -> fields.Integer:
    return stat(
        "crit_threshold",
        2,
        100,
        f"A natural of {die_words} at or above it is a critical success (walka.md §0). Default "
        "the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.",
    )


def fumble_threshold(die_words: str) -> fields.Integer:
    return stat(
        "fumble_threshold",
        0,
        99,
        f"A natural of {die_words} at or below it is a fumble (walka.md §0). Default 1; 0 "
        "means no fumbles.",
    )


def location(description: str, **kwargs) -> fields.String:
    return location_field(
        description + " One of " + ", ".join(LOCATIONS) + ".",
        error="{input!r} is not a hit location on the body: the locations are {choices}",
        **kwargs,
    )


def location_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("WalkaLocation", list(LOCATIONS), description, **kwargs)


def copy_field(description: str = "", **kwargs) -> fields.Integer:
    return stat(
        "copy",
        1,
        COPIES_MAX,
        (
            description + " Which copy of a repeated location (extra limbs), 1.."
            f"{COPIES_MAX}; 1 on a humanoid."
        ).strip(),
        **kwargs,
    )


def damage_type(description: str, **kwargs) -> fields.String:
    return damage_type_field(
        description + " One of slashing, piercing, blunt.",
        error="{input!r} is not a damage type: Walka knows slashing, piercing and blunt "
        "damage only",
        **kwargs,
    )


def damage_type_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("WalkaDamageType", list(DAMAGE_TYPES), description, **kwargs)


# walka.md §7 DECISION: an attack may leave its damage type open (no form, or a maneuver),
# but the damage (§8) needs it: the 422 says where it comes from.
DAMAGE_TYPE_NEEDED = {
    "required": "damage_type is required: the damage needs its type, from the attack's form "
    "(thrust: piercing, cut: slashing, strike: blunt) or the weapon",
    "null": "damage_type may not be null: the damage needs its type (an attack without form, "
    "or a maneuver, leaves it null); give it from the form (thrust: piercing, cut: slashing, "
    "strike: blunt) or the weapon",
}


def character_id(description: str = "Your name for the character.", **kwargs) -> fields.String:
    return fields.String(
        validate=validate.Length(1, 64, error="an id is 1 to 64 characters"),
        metadata={"description": description},
        **kwargs,
    )


def name_field(description: str, **kwargs) -> fields.String:
    return fields.String(
        validate=validate.Length(1, 64, error="a name is 1 to 64 characters"),
        metadata={"description": description},
        **kwargs,
    )


def make_schema(name: str, doc: str, declared: dict[str, Any], module: str) -> type[BaseSchema]:
    """A schema class with field names Python reserves (`from`, `class`), declared as a dict."""
    return type(name, (BaseSchema,), {"__doc__": doc, "__module__": module, **declared})


class RangeBand(BaseSchema):
    """One band of a range table (walka.md §7), listed from the nearest."""

    up_to = stat(
        "up_to",
        0,
        DISTANCE_MAX,
        "The band's last distance in units; null for the last, open band.",
        required=True,
        allow_none=True,
    )
    modifier = modifier("modifier", "Added to the hit test in this band.", required=True)


@digest_defaults(DEFAULT_RULES)
class Rules(BaseSchema):
    """Rule options (the digest's `cfg`); omit any to keep the digest's default."""

    attribute_die = skill_die(
        "Die of attribute tests (REF, DEX): instant chain, surprise, terrain (§0)."
    )
    max_borrow = stat("max_borrow", 0, 10, "AP a reload step may borrow from the next turn (§3).")
    chain_base_dc = dc_field(
        "chain_base_dc", "REF dc of the second declaration in an instant chain (§4)."
    )
    chain_step = value("chain_step", "How much the dc rises for each later declaration (§4).")
    trigger_actor_may_join = flag(
        "The character whose action triggered the chain may declare one instant in it (§4)."
    )
    allow_back_from_front = flag(
        "The back may be chosen as the hit location without attacking from behind (§5)."
    )
    random_location_penalty = flag(
        "A random hit location carries its chosen-location penalty (§5)."
    )
    undefended_dc = dc_field("undefended_dc", "dc of an attack met with no defence (§6, §10).")
    defence_fumble_dc = dc_field("defence_fumble_dc", "dc after a fumbled defence roll (§6).")
    critical_auto_hit = flag("A critical success on the hit roll hits whatever the dc (§7).")
    range_table = fields.List(
        fields.Nested(RangeBand),
        allow_none=True,
        validate=validate.Length(1, 20, error="a range table has 1 to 20 bands"),
        metadata={
            "description": "A weapon's own range table (§7), bands from the nearest; null for "
            "the standard table: 0-2 -5, 3-5 0, 6-20 -1, 21-40 -3, 41-80 -6, 81-120 -10, 121-200 "
            "-18, 201+ -25."
        },
    )
    quality_step = value(
        "quality_step", "Damage lost per point of Quality a weapon is below the armour (§8)."
    )
    critical_multiplier = stat(
        "critical_multiplier", 1, 10, "Damage taken from a critical hit is multiplied by it (§8)."
    )
    fatigue_per = value("fatigue_per", "One fatigue token per this much damage taken (§9).", low=1)
    bleeding_per = value(
        "bleeding_per", "One bleeding token per this much damage on a wound (§9).", low=1
    )
    crit_effect_requires_damage = flag(
        "A critical hit whose damage is all stopped has no sensitive-point effect (§9)."
    )
    surprise_scope = closed(
        "WalkaSurpriseScope",
        ["until_first_turn", "first_attack"],
        "How long a surprised target cannot defend: until its first turn, or only against "
        "the first attack (§10).",
    )
    stand_up_cost = ap_field("stand_up_cost", "AP to stand up from prone (§3, §11).")


def rules_field() -> fields.Nested:
    return fields.Nested(
        Rules,
        load_default=dict,
        metadata={"description": "Rule options; omit for the defaults (docs/rules)."},
    )


class Modifier(BaseSchema):
    """A named modifier, as applied."""

    reason = fields.String(required=True, metadata={"description": "Why it applies."})
    value = fields.Integer(required=True, metadata={"description": "Added to the total."})


class TestResult(BaseSchema):
    """A pass/fail attribute test (walka.md §0): natural + level + modifier against dc."""

    die = die_field("The die rolled, e.g. d20.", required=True)
    natural = fields.Integer(required=True, metadata={"description": "The face rolled."})
    critical = fields.Boolean(
        required=True, metadata={"description": "Critical success: passes whatever the total."}
    )
    fumble = fields.Boolean(
        required=True, metadata={"description": "Fumble: fails whatever the total."}
    )
    level = fields.Integer(
        required=True, metadata={"description": "The attribute level added (after penalties)."}
    )
    modifier = fields.Integer(required=True)
    total = fields.Integer(required=True, metadata={"description": "natural + level + modifier."})
    dc = fields.Integer(required=True)
    passed = fields.Boolean(required=True)


class InterruptsField(fields.Field):
    """What a declaration interrupts: "trigger", the number of an earlier link, or null."""

    default_error_messages = {
        "invalid": 'interrupts is "trigger", the number of an earlier link (1, 2, ...), or null',
    }

    def _deserialize(self, value, attr, data, **kwargs):
        if value == "trigger":
            return value
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 100:
            return value
        raise self.make_error("invalid")

    def _serialize(self, value, attr, obj, **kwargs):
        return value

    def openapi(self, converter) -> dict:
        trigger = closed_set_ref(converter.spec.components, "WalkaInterruptsTrigger", ["trigger"])
        return {
            "oneOf": [
                trigger,
                {"type": "integer", "minimum": 1, "maximum": 100},
                {"type": "null"},
            ]
        }


def strict_bool(description: str, **kwargs) -> StrictBoolean:
    return StrictBoolean(
        error_messages={"invalid": "must be true or false"},
        metadata={"description": description},
        **kwargs,
    )


def reject_unless(condition: bool, message: str, field: str) -> None:
    if not condition:
        raise ma.ValidationError(message, field)
