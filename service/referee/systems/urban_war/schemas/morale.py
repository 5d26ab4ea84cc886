"""Command, panic and rally tests (urban-war.md §6.1, §6.2)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from referee.schemas import BaseSchema, closed, flag
from referee.systems.urban_war.rules.morale import (
    INTERRUPT_BAND_PENALTY,
    PANIC_TRIGGERS,
    TEST_NAMES,
)
from referee.systems.urban_war.schemas.common import CommandFields, Modifier

BANDS_AT_RANGE = list(INTERRUPT_BAND_PENALTY)


class CommandTestFields(CommandFields):
    """A command test's model fields plus any further modifiers (CommandFields has them)."""


class CommandTestParams(CommandTestFields):
    kind = closed(
        "UrbanWarTestKind",
        list(TEST_NAMES),
        "What the test is for; decides the extra modifiers.",
        load_default="generic",
    )
    primary_in_cover = flag("target_selection only: the primary target is in cover, +2 (R11).")
    band = closed(
        "UrbanWarBandAtRange",
        BANDS_AT_RANGE,
        "interrupt_shot only, required there: the target's range band; -1 per band beyond "
        "short (R10).",
    )

    @ma.validates_schema
    def _kind_fields(self, data, **kwargs):
        kind = data.get("kind", "generic")
        if kind == "interrupt_shot" and "band" not in data:
            raise ma.ValidationError(
                "an interrupt shot test needs the target's band (short, medium, long or "
                "extreme): -1 per band beyond short",
                field_name="band",
            )
        if kind != "interrupt_shot" and "band" in data:
            raise ma.ValidationError(
                f"band applies only to an interrupt_shot test, not to {kind}", field_name="band"
            )
        if kind != "target_selection" and data.get("primary_in_cover"):
            raise ma.ValidationError(
                f"primary_in_cover applies only to a target_selection test, not to {kind}",
                field_name="primary_in_cover",
            )


class CommandTestOutcome(BaseSchema):
    kind = closed("UrbanWarTestKind", list(TEST_NAMES), required=True)
    natural = fields.Integer(required=True, metadata={"description": "The two dice summed."})
    command = fields.Integer(required=True, metadata={"description": "CD added."})
    modifiers = fields.List(fields.Nested(Modifier), required=True)
    total = fields.Integer(required=True, metadata={"description": "natural + CD + modifiers."})
    target = fields.Integer(required=True, metadata={"description": "15: the total needed."})
    auto_fail = fields.Boolean(
        required=True, metadata={"description": "A natural 5 or less: failed whatever the total."}
    )
    passed = fields.Boolean(required=True)


class PanicTestParams(CommandTestFields):
    panicked = flag("The model already holds a panic token: no further test.")
    trigger = closed(
        "UrbanWarPanicTrigger",
        PANIC_TRIGGERS,
        "What caused the test (R13).",
        load_default="other",
    )
    in_base_contact = flag(
        "The model is in base contact with an enemy: exempt from friendly_killed and "
        "below_half_wounds tests."
    )


class PanicTestOutcome(BaseSchema):
    tested = fields.Boolean(required=True, metadata={"description": "Whether dice were rolled."})
    due = fields.Boolean(
        required=True,
        metadata={
            "description": "The model owes this panic test but it was not rolled here: a melee "
            "loser whose CD the request left out (`reason` `command_not_given`). Roll it with "
            "panic-test (trigger `melee_lost`, in base contact) and its CD; until then "
            "`panicked` is false only because nothing was rolled. False whenever the test was "
            "rolled or is not owed."
        },
    )
    reason = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Why no dice were rolled: `exempt_in_base_contact` or "
            "`already_panicked` (no test is owed), or `command_not_given` (the test is owed, "
            "`due` true, but the model's CD was not given); null when tested."
        },
    )
    test = fields.Nested(CommandTestOutcome, required=True, allow_none=True)
    panicked = fields.Boolean(
        required=True,
        metadata={
            "description": "Whether the model holds a panic token now (with `due` true: not "
            "yet, its test still to be rolled)."
        },
    )


class RallyParams(CommandTestFields):
    panicked = flag("The model holds a panic token. Without one there is nothing to rally.")
    high_morale = flag("High Morale: a rallied model sheds the panic penalties at once (R6).")
    occasion = closed(
        "UrbanWarRallyOccasion",
        ["activation", "reaction", "interrupt"],
        "When the rally is taken. Mandatory on activation and before an overwatch interrupt; "
        "optional at the start of a reaction.",
        load_default="activation",
    )
    attempt = flag("reaction only: false to keep the token and not test.", load_default=True)

    @ma.validates_schema
    def _optional_only_on_reaction(self, data, **kwargs):
        if not data.get("attempt", True) and data.get("occasion", "activation") != "reaction":
            raise ma.ValidationError(
                f"a panicked model must try to rally on {data['occasion']}; only a reaction "
                "may skip the attempt",
                field_name="attempt",
            )


class RallyOutcome(BaseSchema):
    tested = fields.Boolean(required=True, metadata={"description": "Whether dice were rolled."})
    reason = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Why no test was taken: `not_panicked` or `declined`; null when tested."
        },
    )
    test = fields.Nested(CommandTestOutcome, required=True, allow_none=True)
    panicked = fields.Boolean(
        required=True, metadata={"description": "Whether the model holds a panic token now."}
    )
    panic_penalty = fields.Boolean(
        required=True,
        metadata={
            "description": "The -2 to hit and no-charge penalties apply for the rest of "
            "this action."
        },
    )
