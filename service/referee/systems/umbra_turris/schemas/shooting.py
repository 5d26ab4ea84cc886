"""Shooting: Hitting, damage and the whole shot (umbra-turris.md §7, §8)."""

from __future__ import annotations

from marshmallow import fields, validate

from referee.schemas import BaseSchema, flag, stat
from referee.systems.umbra_turris.schemas.common import (
    WoundsCheck,
    config_field,
    profile_stat,
    required_flag,
    wounds_after_field,
    wounds_remaining,
)

DISTANCE = (
    "Distance to the target in cm, measured by the client; fractions are truncated by the "
    "tens (69.9 cm is 60-69 cm). 70 cm or more is out of range (rejected)."
)
AIM = (
    "Aiming levels: each makes Hitting 1 harder (as if 10 cm further) and gives +1 BS and "
    "+1 damage (R9). Aiming that needs more than 6 to hit is rejected."
)


class StrictFloat(fields.Float):
    """A JSON number only (umbra-turris.md §7 DECISION (2026-11-30)): "30" is an error, not a
    guess, as for every other number of these steps."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


def distance_cm(**kwargs) -> fields.Float:
    # Up to 10000 cm so that 75 cm gets the rule's answer (out of range), not a schema error.
    return StrictFloat(
        allow_nan=False,
        validate=validate.Range(
            0, 10000, error="distance_cm must be from 0 to 10000 cm, not {input}"
        ),
        error_messages={
            "invalid": "distance_cm must be a number of cm (a JSON number, not a string)",
            "special": "distance_cm must be a finite number of cm",
        },
        metadata={"description": DISTANCE},
        **kwargs,
    )


class HitParams(BaseSchema):
    """Hitting: a d6 against the tens of cm to the target, plus Aiming (umbra-turris.md §7)."""

    distance_cm = distance_cm(required=True)
    aim_levels = stat("aim_levels", 0, 10, AIM, load_default=0)
    config = config_field()


class HitOutcome(BaseSchema):
    distance_cm = fields.Float(required=True, metadata={"description": "Echoed."})
    base = fields.Integer(
        required=True,
        metadata={"description": "floor(distance_cm / 10), at least 1 by default (R8, R10)."},
    )
    aim_levels = fields.Integer(
        required=True,
        metadata={"description": "Echoed: shooting/damage must use the same value."},
    )
    required = fields.Integer(required=True, metadata={"description": "base + aim_levels."})
    effective_target = fields.Integer(
        required=True,
        metadata={"description": "The roll needed, max(2, required): a 1 always fails."},
    )
    roll = fields.Integer(required=True, metadata={"description": "The shooter's d6."})
    hit = fields.Boolean(required=True)


class Shooter(BaseSchema):
    ballistic_skill = profile_stat("ballistic_skill", required=True)


class ShotTarget(WoundsCheck):
    toughness = profile_stat("toughness", required=True)
    wounds = profile_stat("wounds")
    wounds_remaining = wounds_remaining()


class ShotFacts(BaseSchema):
    """The facts of a shot that modify the damage roll, as named flags (R12)."""

    shooter = fields.Nested(Shooter, required=True)
    target = fields.Nested(ShotTarget, required=True)
    weapon_damage = stat(
        "weapon_damage", 1, 10, "The ranged weapon's damage, 1-10 (a bow deals 1).", required=True
    )
    target_has_action_die = required_flag(
        "target_has_action_die",
        "The target holds its Action Die: +1 BS; without it -1 BS. Exactly one applies.",
    )
    target_in_contact = flag(
        "The target touches terrain or another character: -1 BS (stacks with "
        "target_in_terrain only for contact with another character or a different terrain "
        "piece)."
    )
    target_in_terrain = flag("The target stands within terrain: -2 BS.")
    shooter_in_melee = flag("The shooter is in melee: -3 BS.")
    through_terrain = flag(
        "The shot passes through terrain: -3 BS (listed by one source only; see config)."
    )
    config = config_field()


class DamageParams(ShotFacts):
    """After a hit: 2d6 + BS + modifiers + aim against 2d6 + T (umbra-turris.md §8)."""

    aim_levels = stat(
        "aim_levels",
        0,
        6,
        "The Aiming levels of the hit (shooting/hit echoes them): +1 BS and +1 damage each. "
        "At most 5 with the default hit_base_minimum 1; 6 only with config.hit_base_minimum 0 "
        "(a larger aim cannot have hit).",
        load_default=0,
    )


class Modifier(BaseSchema):
    flag = fields.String(required=True, metadata={"description": "The request flag."})
    value = fields.Integer(required=True, metadata={"description": "Its BS modifier."})
    reason = fields.String(required=True, metadata={"description": "In words."})


class DamageOutcome(BaseSchema):
    modifiers = fields.List(
        fields.Nested(Modifier),
        required=True,
        metadata={"description": "Every modifier applied, each flag with its value."},
    )
    modifier_total = fields.Integer(required=True, metadata={"description": "From -10 to +1."})
    aim_levels = fields.Integer(required=True)
    shooter_dice = fields.List(fields.Integer(), required=True)
    target_dice = fields.List(fields.Integer(), required=True)
    shooter_total = fields.Integer(
        required=True, metadata={"description": "2d6 + BS + modifier_total + aim_levels."}
    )
    target_total = fields.Integer(required=True, metadata={"description": "2d6 + T."})
    wounded = fields.Boolean(
        required=True, metadata={"description": "shooter_total > target_total; ties fail."}
    )
    damage = fields.Integer(
        required=True, metadata={"description": "weapon_damage + aim_levels when wounded."}
    )
    wounds_before = fields.Integer(required=True, allow_none=True)
    wounds_after = wounds_after_field("The target's")
    out_of_action = fields.Boolean(required=True, allow_none=True)


class ShootingParams(ShotFacts):
    """A whole shot: Hitting, then the damage test on a hit (umbra-turris.md §7, §8)."""

    distance_cm = distance_cm(required=True)
    aim_levels = stat("aim_levels", 0, 10, AIM, load_default=0)


class ShootingOutcome(BaseSchema):
    hit = fields.Nested(HitOutcome, required=True)
    damage = fields.Nested(
        DamageOutcome,
        required=True,
        allow_none=True,
        metadata={"description": "null after a miss: no damage dice were drawn."},
    )
    wounded = fields.Boolean(required=True)
    damage_dealt = fields.Integer(required=True)
    wounds_before = fields.Integer(required=True, allow_none=True)
    wounds_after = wounds_after_field("The target's")
    out_of_action = fields.Boolean(required=True, allow_none=True)
