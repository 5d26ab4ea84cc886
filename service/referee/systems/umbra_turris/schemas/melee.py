"""Melee: shield block, parry, attack and the whole exchange (umbra-turris.md §5, §6)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.umbra_turris.rules.common import LOCATIONS
from referee.systems.umbra_turris.rules.melee import ATTACK_STATS
from referee.systems.umbra_turris.schemas.common import (
    PROFILE,
    WoundsCheck,
    location,
    location_hit,
    optional_flag,
    profile_stat,
    wounds_after_field,
    wounds_remaining,
)

SHIELD_TARGET = (
    "House rule (the shield's real mechanic is in the full rules, not in the sources): the "
    "defender rolls a d6 and blocks on a roll of at least this target, 2-6. No default: agree "
    "it at the table."
)
FROM_BEHIND = (
    "The attack comes from behind: the defender can't react, so it counts as a failed Parry "
    "(the attack gets through) and no shield can block it. A fact from the table; not checked."
)
# The characteristics an attack adds (R4-R6), attacker's and defender's.
CHARACTERISTICS = list(dict.fromkeys(stat for pair in ATTACK_STATS.values() for stat in pair))
ATTACK_TYPE = (
    "standard: 1d6 + WS each; force: 2d6 + S against 2d6 + T; precise: 2d6 + Sp each, "
    "2 damage, armour ignored, a six gives a critical chance."
)
LOCATION_WORDS = "legs (1-2), body (3-4), head (5-6), or random: the service rolls a d6 for it"


# umbra-turris.md §5 DECISION: melee.shield_block takes the inputs of melee.parry. Each is
# declared once, here; the two steps differ only in what they say of it and whether it is
# required (melee.parry needs attacker_location; melee.shield_block rolls no location).
NOT_ROLLED_HERE = (
    " Optional in this step, which checks it but never rolls it: melee/parry does, so its body "
    "can be sent here as is."
)


def attack_type_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("UmbraTurrisAttackType", list(ATTACK_STATS), description, **kwargs)


def characteristic_field(description: str) -> fields.String:
    return closed("UmbraTurrisCharacteristic", CHARACTERISTICS, description, required=True)


def attacker_location_field(note: str = "", **kwargs) -> fields.String:
    return location(f"The location the attacker strikes: {LOCATION_WORDS}.{note}", **kwargs)


def defender_location_field(note: str) -> fields.String:
    return location(f"The location the defender guards: {LOCATION_WORDS}.{note}", allow_none=True)


def attack_from_behind_field() -> fields.Boolean:
    return flag(FROM_BEHIND)


def use_shield_field(description: str, **kwargs) -> fields.Boolean:
    return flag(description, **kwargs)


def defender_has_action_die_field() -> fields.Boolean:
    return optional_flag(
        "The defender holds its Action Die; required with use_shield, which it forbids."
    )


def shield_block_target_field() -> fields.Integer:
    return stat("shield_block_target", 2, 6, SHIELD_TARGET + " Required with use_shield.")


def shield_errors(data: dict) -> dict:
    """umbra-turris.md §5 inputs: with use_shield, the defender's Action Die state and the
    house rule's target are required (melee.parry and melee.shield_block alike). From
    behind they are not: the shield is refused whatever they are (§5 DECISION), and that
    refusal is the answer a player needs (P3)."""
    errors = {}
    if data.get("use_shield") and not data.get("attack_from_behind"):
        if "defender_has_action_die" not in data:
            errors["defender_has_action_die"] = [
                "defender_has_action_die is required with use_shield: a shield is used "
                "only without an Action Die"
            ]
        if "shield_block_target" not in data:
            errors["shield_block_target"] = [
                "shield_block_target is required with use_shield: the house rule blocks "
                "on a d6 of at least this target"
            ]
    return errors


def rolled_shield_field() -> fields.Boolean:
    """use_shield of the shield block step, stateless and on an encounter (§5 DECISION)."""
    return use_shield_field(
        "The defender blocks with its shield: true (the default), since this step is the "
        "shield's roll. False is refused: without a shield, go on to melee/parry.",
        load_default=True,
    )


def rolled_shield_errors(data: dict) -> dict:
    """The shield block step is the shield's roll: a body that says use_shield false asks
    for the parry without a shield, which is melee/parry's, so it is refused, not rolled."""
    if data.get("use_shield") is False:
        return {
            "use_shield": [
                "use_shield must be true: the shield block step is the shield's roll; without "
                "a shield, go on to melee/parry"
            ]
        }
    return {}


class ShieldBlockParams(BaseSchema):
    """The defender's shield block before Parrying (umbra-turris.md §5, R2, house rule).

    It takes melee.parry's inputs (§5 DECISION) and draws only the shield's die.
    """

    defender_has_action_die = defender_has_action_die_field()
    shield_block_target = shield_block_target_field()
    attack_from_behind = attack_from_behind_field()
    use_shield = rolled_shield_field()
    attacker_location = attacker_location_field(NOT_ROLLED_HERE)
    defender_location = defender_location_field(NOT_ROLLED_HERE)

    @ma.validates_schema
    def _shield_fields(self, data, **kwargs):
        errors = rolled_shield_errors(data) or shield_errors(data)
        if errors:
            raise ma.ValidationError(errors)


class ShieldBlockOutcome(BaseSchema):
    shield_block_target = fields.Integer(required=True, metadata={"description": "Echoed."})
    shield_roll = fields.Integer(required=True, metadata={"description": "The defender's d6."})
    blocked = fields.Boolean(
        required=True,
        metadata={
            "description": "The attack is blocked and ends with no effect; when false, resolve "
            "melee/parry next without use_shield."
        },
    )


class ParryParams(BaseSchema):
    """Parrying, with the optional shield block first (umbra-turris.md §5)."""

    attacker_location = attacker_location_field(required=True)
    defender_location = defender_location_field(
        " Required unless attack_from_behind; ignored (never rolled) from behind."
    )
    attack_from_behind = attack_from_behind_field()
    use_shield = use_shield_field(
        "The defender tries to block with a shield first (needs defender_has_action_die false "
        "and shield_block_target)."
    )
    defender_has_action_die = defender_has_action_die_field()
    shield_block_target = shield_block_target_field()

    @ma.validates_schema
    def _parry_fields(self, data, **kwargs):
        errors = shield_errors(data)
        if not data.get("attack_from_behind") and data.get("defender_location") is None:
            errors["defender_location"] = [
                "defender_location is required unless attack_from_behind: the defender "
                f"guards {', '.join(LOCATIONS)}, or random"
            ]
        if errors:
            raise ma.ValidationError(errors)


class ParryOutcome(BaseSchema):
    outcome = closed(
        "UmbraTurrisParryResult",
        ["blocked", "parried", "hit"],
        "`blocked` (by the shield), `parried` (Parrying succeeded) or `hit` "
        "(Parrying failed: the attacker chooses an attack).",
        required=True,
    )
    attack_gets_through = fields.Boolean(
        required=True, metadata={"description": "outcome is `hit`: melee/attack follows."}
    )
    attacker_location = location_hit(
        "legs, body or head; null when blocked.", required=True, allow_none=True
    )
    defender_location = location_hit(
        "legs, body or head; null when blocked or from behind.", required=True, allow_none=True
    )
    attacker_location_roll = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The d6 read as the attacker's location, if it was random."},
    )
    defender_location_roll = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The d6 read as the defender's location, if it was random."},
    )
    shield_roll = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The defender's shield d6; null without use_shield."},
    )


class MeleeAttacker(BaseSchema):
    """The attacker: only the characteristic its attack type uses is required."""

    weapon_skill = profile_stat("weapon_skill")
    strength = profile_stat("strength")
    speed = profile_stat("speed")
    weapon_modifier = stat(
        "weapon_modifier",
        -5,
        5,
        "The modifier of the weapon used, -5..+5, added by the attacker only (R7). No "
        "unarmed mode: pass the modifier you use.",
        load_default=0,
    )


class MeleeDefender(WoundsCheck):
    """The defender: only the characteristic the attack type uses is required."""

    weapon_skill = profile_stat("weapon_skill")
    toughness = profile_stat("toughness")
    speed = profile_stat("speed")
    armour = stat(
        "armour",
        0,
        10,
        "Armour, 0-10: subtracted from standard and force damage (not below 0); precise "
        "attacks ignore it.",
        load_default=0,
    )
    wounds = profile_stat("wounds")
    wounds_remaining = wounds_remaining()


class AttackParams(BaseSchema):
    """A standard, force or precise attack after a failed Parry (umbra-turris.md §6)."""

    attack_type = attack_type_field(ATTACK_TYPE, required=True)
    attacker = fields.Nested(MeleeAttacker, required=True)
    defender = fields.Nested(MeleeDefender, required=True)

    @ma.validates_schema
    def _stats_for_attack_type(self, data, **kwargs):
        kind = data["attack_type"]
        errors: dict = {}
        for side, name in zip(("attacker", "defender"), ATTACK_STATS[kind], strict=True):
            if data[side].get(name) is None:
                label = f"{name.replace('_', ' ')} ({PROFILE[name][0]})"
                errors.setdefault(side, {})[name] = [
                    f"{label} is required for a {kind} attack ({side})"
                ]
        if errors:
            raise ma.ValidationError(errors)


class AttackOutcome(BaseSchema):
    attack_type = attack_type_field(required=True)
    attacker_characteristic = characteristic_field("What the attacker added: weapon_skill, ...")
    defender_characteristic = characteristic_field("What the defender added.")
    weapon_modifier = fields.Integer(required=True, metadata={"description": "Echoed."})
    attacker_dice = fields.List(fields.Integer(), required=True)
    defender_dice = fields.List(fields.Integer(), required=True)
    attacker_total = fields.Integer(required=True)
    defender_total = fields.Integer(required=True)
    success = fields.Boolean(
        required=True, metadata={"description": "attacker_total > defender_total; ties fail."}
    )
    raw_damage = fields.Integer(
        required=True,
        metadata={"description": "Difference of totals (standard, force) or 2 (precise)."},
    )
    armour_absorbed = fields.Integer(required=True, metadata={"description": "0 for precise."})
    damage = fields.Integer(required=True, metadata={"description": "Wounds the defender loses."})
    critical_chance = fields.Boolean(
        required=True,
        metadata={
            "description": "A successful precise attack with a six on an attacker die: a chance "
            "of critical damage (the table is outside these rules; no die is drawn)."
        },
    )
    wounds_before = fields.Integer(required=True, allow_none=True)
    wounds_after = wounds_after_field("The defender's")
    out_of_action = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={"description": "wounds_after is 0; null when wounds are unknown."},
    )


class MeleeParams(AttackParams, ParryParams):
    """A whole exchange: optional shield block, Parrying, then the attack if it gets through."""


class MeleeOutcome(BaseSchema):
    parry = fields.Nested(ParryOutcome, required=True)
    attack = fields.Nested(
        AttackOutcome,
        required=True,
        allow_none=True,
        metadata={"description": "null when blocked or parried: no attack dice were drawn."},
    )
    attack_gets_through = fields.Boolean(required=True)
    damage_dealt = fields.Integer(required=True)
    critical_chance = fields.Boolean(required=True)
    wounds_before = fields.Integer(required=True, allow_none=True)
    wounds_after = wounds_after_field("The defender's")
    out_of_action = fields.Boolean(required=True, allow_none=True)
