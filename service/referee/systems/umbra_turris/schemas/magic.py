"""Magic: the Magic Test and self-healing (umbra-turris.md §9, §10)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.umbra_turris.rules.magic import PROFESSIONS
from referee.systems.umbra_turris.schemas.common import required_flag

PROFESSION = (
    "The mage's profession. Only mages have Vitality; a Wizard's Apprentice "
    "(wizards_apprentice) cannot self-heal nor move when casting."
)


def profession_field(description: str | None = None, **kwargs) -> fields.String:
    return closed("UmbraTurrisProfession", list(PROFESSIONS), description, **kwargs)


def domain_name(description: str, **kwargs) -> fields.String:
    """A Domain of Magic by name: the spell lists are not in these sources (§9 DECISION)."""
    return fields.String(
        validate=validate.Length(1, 64, error="a Domain of Magic is named in 1 to 64 characters"),
        error_messages={"invalid": "a Domain of Magic is named by a string"},
        metadata={"description": description},
        **kwargs,
    )


def domains_field(description: str, **kwargs) -> fields.List:
    """umbra-turris.md §9 (R13), §12: a mage's Domains; two only for the Wizard."""

    def unique(values):
        if len(set(values)) != len(values):
            raise ma.ValidationError("each Domain is listed once")

    return fields.List(
        domain_name("One Domain of Magic."),
        validate=[
            validate.Length(
                max=2, error="a mage uses at most two Domains of Magic (only the Wizard two)"
            ),
            unique,
        ],
        metadata={"description": description},
        **kwargs,
    )


DOMAINS = (
    "The mage's Domains of Magic (R13, §12): one, or two for a Wizard only. Optional: when "
    "listed, a cast must name one of them as its domain."
)
DOMAIN = (
    "The Domain of the spell cast. Required, and must be one of the mage's Domains, when "
    "the mage's Domains are listed (only the Wizard may use two Domains, R13)."
)


class MageFields(BaseSchema):
    """A mage's Vitality (umbra-turris.md §3): 0..vitality_max."""

    profession = profession_field(PROFESSION, required=True)
    vitality = stat("vitality", 0, 20, "Vitality before this step, 0..vitality_max.", required=True)
    vitality_max = stat(
        "vitality_max",
        1,
        20,
        "The race's Vitality: no step raises Vitality above it.",
        required=True,
    )

    @ma.validates_schema
    def _vitality_within_max(self, data, **kwargs):
        if data["vitality"] > data["vitality_max"]:
            raise ma.ValidationError(
                f"vitality {data['vitality']} is more than vitality_max {data['vitality_max']}",
                "vitality",
            )


class CastParams(MageFields):
    """The Magic Test: 1 Vitality, then a d6 against the spell's difficulty (umbra-turris.md §9)."""

    spell_difficulty = stat(
        "spell_difficulty",
        2,
        6,
        "The spell's Magic Test difficulty, the minimum roll (X+), 2-6. Spell lists are not in "
        "these rules: read it from the spell card.",
        required=True,
    )
    moved_this_cycle = flag(
        "The mage moved this Cycle. A Wizard's Apprentice that moved cannot cast."
    )
    domains = domains_field(DOMAINS)
    domain = domain_name(DOMAIN)


class CastOutcome(BaseSchema):
    profession = profession_field(required=True)
    spell_difficulty = fields.Integer(required=True)
    roll = fields.Integer(required=True, metadata={"description": "The Magic Test d6."})
    success = fields.Boolean(required=True, metadata={"description": "roll >= spell_difficulty."})
    mishap = fields.Boolean(
        required=True,
        metadata={"description": "A 1: the mage loses 1 more Vitality if it has any."},
    )
    vitality_before = fields.Integer(required=True)
    vitality_spent = fields.Integer(
        required=True, metadata={"description": "1, plus 1 for a mishap while Vitality lasts."}
    )
    vitality_after = fields.Integer(required=True, metadata={"description": "Never below 0."})
    movement_locked = fields.Boolean(
        required=True,
        metadata={
            "description": "A Wizard's Apprentice that cast cannot move for the rest of the Cycle."
        },
    )


class SelfHealParams(MageFields):
    """Self-healing: discard the Action Die for +2 Vitality (umbra-turris.md §10)."""

    has_action_die = required_flag(
        "has_action_die", "The mage holds its Action Die. Must be true: self-healing discards it."
    )


class SelfHealOutcome(BaseSchema):
    profession = profession_field(required=True)
    vitality_before = fields.Integer(required=True)
    vitality_gained = fields.Integer(
        required=True, metadata={"description": "2, or less at the maximum."}
    )
    vitality_after = fields.Integer(required=True)
    vitality_max = fields.Integer(required=True)
    has_action_die_after = fields.Boolean(
        required=True, metadata={"description": "Always false: the Action Die is discarded."}
    )
