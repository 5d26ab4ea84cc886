"""Shapes every Umbra Turris step shares: characteristics, flags, locations, configuration.

umbra-turris.md §3: the characteristics with the game's codes as aliases; the
ranges are the digest's sanity limits.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from referee.schemas import BaseSchema, StrictBoolean, closed, digest_defaults, flag, stat
from referee.systems.umbra_turris.rules.common import DEFAULT_CONFIG, LOCATION_CHOICES, LOCATIONS

# umbra-turris.md §3: code, low, high, description.
PROFILE = {
    "weapon_skill": ("WS", 0, 10, "Weapon skill (WS), 0-10: standard attacks, both sides."),
    "strength": ("S", 0, 10, "Strength (S), 0-10: force attacks, the attacker."),
    "speed": ("Sp", 0, 10, "Speed (Sp), 0-10: precise attacks, both sides."),
    "ballistic_skill": ("BS", 0, 10, "Ballistic skill (BS), 0-10: the shooter's damage roll."),
    "toughness": (
        "T",
        0,
        10,
        "Toughness (T), 0-10: force attacks (the defender) and shooting damage (the target).",
    ),
    "wounds": (
        "W",
        1,
        20,
        "Wounds (W) on the profile, 1-20: the starting wounds_remaining, used when "
        "wounds_remaining is not given.",
    ),
}


def profile_stat(name: str, **kwargs) -> fields.Integer:
    alias, low, high, description = PROFILE[name]
    return stat(
        f"{name.replace('_', ' ')} ({alias})", low, high, description, alias=alias, **kwargs
    )


def wounds_remaining(**kwargs) -> fields.Integer:
    return stat(
        "wounds_remaining",
        0,
        20,
        "Wounds the model has left before this step, 0-20. Optional: with it (or W) the "
        "outcome reports wounds_after and out_of_action.",
        **kwargs,
    )


def wounds_after_field(whose: str) -> fields.Integer:
    """The wounds an outcome reports left (§6, §8): null when the request gave no wounds."""
    return fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": f"{whose} wounds after this step: max(0, before - damage); null when "
            "neither wounds_remaining nor W was given."
        },
    )


def required_flag(name: str, description: str) -> StrictBoolean:
    """A true/false fact the step cannot do without (no default)."""
    return StrictBoolean(
        required=True,
        error_messages={"invalid": "must be true or false", "required": f"{name} is required"},
        metadata={"description": description},
    )


def optional_flag(description: str) -> StrictBoolean:
    """A true/false fact required only in some cases (checked by the schema); no default."""
    return StrictBoolean(
        error_messages={"invalid": "must be true or false"},
        metadata={"description": description},
    )


def location(description: str, **kwargs) -> fields.String:
    """umbra-turris.md §5 (R1): legs, body, head, or random (a d6 read like the physical die)."""
    return closed(
        "UmbraTurrisLocationChoice",
        list(LOCATION_CHOICES),
        description,
        error="{input!r} is not a location: Umbra Turris divides a hero into legs (1-2 on "
        "a d6), body (3-4) and head (5-6); give one of {choices}",
        error_messages={"invalid": "a location is a string: legs, body, head or random"},
        **kwargs,
    )


def location_hit(description: str, **kwargs) -> fields.String:
    """A location as the dice or the player settled it: legs, body or head."""
    return closed("UmbraTurrisLocation", list(LOCATIONS), description, **kwargs)


class WoundsCheck(BaseSchema):
    """wounds_remaining may not exceed the profile's W when both are given."""

    @ma.validates_schema
    def _wounds_within_profile(self, data, **kwargs):
        left, most = data.get("wounds_remaining"), data.get("wounds")
        if left is not None and most is not None and left > most:
            raise ma.ValidationError(
                f"wounds_remaining {left} is more than the profile's W {most}",
                "wounds_remaining",
            )


@digest_defaults(DEFAULT_CONFIG)
class Config(BaseSchema):
    """Rule options (umbra-turris.md §7, §8 DECISIONs); every one has the digest's default."""

    hit_base_minimum = stat(
        "hit_base_minimum",
        0,
        1,
        "Lowest Hitting base: 1 (default) treats 0-19 cm alike, as the sources' theoretical "
        "difficulty 1 (R10); 0 is the literal 'number of tens', making 0-9 cm base 0.",
    )
    through_terrain_modifier_enabled = flag(
        "Allow the -3 BS 'shooting through terrain' modifier, which only one source lists "
        "(default true). When false, a request setting through_terrain is rejected."
    )


def config_field() -> fields.Nested:
    return fields.Nested(
        Config,
        load_default=dict,
        metadata={"description": "Rule options; omit for the defaults (docs/rules)."},
    )
