"""Schemas shared by every route: the base schema, problem+json and the step envelope."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from referee import dice


def camel(text: str) -> str:
    """`urban-war`, `urban_war`, `shooting/hit` -> `UrbanWar`, `UrbanWar`, `ShootingHit`:
    the prefix of a system's component names in the spec."""
    return "".join(
        part.capitalize() for part in text.replace("-", "_").replace("/", "_").split("_")
    )


class BaseSchema(ma.Schema):
    """Unknown fields are errors; a field may name a documented alias (`SH` for shooting_skill).

    An alias is declared on the field: `metadata={"alias": "SH"}`. The game's
    players write the abbreviations on their cards, so the API accepts them;
    the full name is what the spec and the SDKs use.
    """

    class Meta:
        unknown = ma.RAISE

    error_messages = {
        "unknown": "is not a field of this request (the fields are listed in /openapi.json)",
        "type": "the body must be a JSON object",
    }

    @ma.pre_load
    def _resolve_aliases(self, data: Any, **kwargs):
        if not isinstance(data, dict):
            return data
        aliases = self.__dict__.get("_aliases")
        if aliases is None:
            aliases = self._aliases = {
                f.metadata["alias"]: name
                for name, f in self.fields.items()
                if "alias" in f.metadata
            }
        if not aliases or not aliases.keys() & data.keys():
            return data
        data = dict(data)
        for alias, name in aliases.items():
            if alias in data:
                if name in data:
                    raise ma.ValidationError(
                        f"give {name} or its alias {alias}, not both", field_name=alias
                    )
                data[name] = data.pop(alias)
        return data


def stat(
    name: str,
    low: int,
    high: int,
    description: str,
    alias: str | None = None,
    **kwargs,
) -> fields.Integer:
    """An integer stat with its range, described in player words."""
    metadata = {"description": description + (f" Alias: `{alias}`." if alias else "")}
    if alias:
        metadata["alias"] = alias
    return fields.Integer(
        strict=True,
        validate=validate.Range(
            low, high, error=f"{name} must be from {low} to {high}, not {{input}}"
        ),
        error_messages={
            "invalid": f"{name} must be a whole number",
            "required": f"{name} is required",
        },
        metadata=metadata,
        **kwargs,
    )


class StrictBoolean(fields.Boolean):
    """JSON true or false only: "yes", 1 or "false" are errors, not guesses."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def flag(description: str, **kwargs) -> fields.Boolean:
    kwargs.setdefault("load_default", False)
    return StrictBoolean(
        error_messages={"invalid": "must be true or false"},
        metadata={"description": description},
        **kwargs,
    )


def choice(values: list[str], description: str, **kwargs) -> fields.String:
    return fields.String(
        validate=validate.OneOf(values, error="must be one of {choices}, not {input!r}"),
        metadata={"description": description},
        **kwargs,
    )


class Problem(BaseSchema):
    """An error, as RFC 9457 problem details.

    Open to extension members (RFC 9457 §3.2): a client must ignore members it does not know.
    """

    class Meta:
        unknown = ma.INCLUDE

    type = fields.String(
        required=True,
        metadata={
            "description": "URI reference naming the kind of problem: `/problems/<code>`, "
            "whose page (Markdown) says what it means and how to fix it."
        },
    )
    instance = fields.String(
        metadata={
            "description": "This occurrence: `urn:referee:request:<X-Request-ID>`, the id the "
            "server's log lines carry. Quote it when reporting a problem."
        },
    )
    title = fields.String(required=True, metadata={"description": "The HTTP status phrase."})
    status = fields.Integer(required=True)
    detail = fields.String(
        required=True, metadata={"description": "What is wrong, in words a player understands."}
    )
    code = fields.String(
        required=True, metadata={"description": "Machine-readable kind, e.g. `validation_error`."}
    )
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={
            "description": "For validation problems: messages by field path, e.g. "
            "`modifiers.0.value`."
        },
    )


class RollSchema(BaseSchema):
    """One die as rolled."""

    sides = fields.Integer(required=True, metadata={"description": "Faces of the die (10 = d10)."})
    value = fields.Integer(required=True, metadata={"description": "The face rolled, 1..sides."})
    purpose = fields.String(
        required=True, metadata={"description": "What the die was for, e.g. `hit roll, shot 2`."}
    )


class DiceSourceSchema(BaseSchema):
    """Where a step's dice come from: a seed for referee-dice-v1, or dice rolled at the table."""

    seed = fields.String(
        validate=validate.Length(
            min=1, max=dice.MAX_SEED_BYTES, error="a seed is 1 to 256 characters"
        ),
        metadata={
            "description": "Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). "
            "Omit it and the server picks a fresh 128-bit seed and returns it. The same seed "
            "and inputs always give the same dice."
        },
    )
    dice = fields.List(
        fields.Integer(strict=True, error_messages={"invalid": "each die is a whole number"}),
        validate=validate.Length(min=1, max=1000, error="give 1 to 1000 dice"),
        metadata={
            "description": "Manual dice: values rolled at the table, used in the order the "
            "step draws them (the response's `rolls` names each). Too few, too many, or a "
            "value outside a die's faces is a 422 naming the die. Not with `seed`."
        },
    )

    @ma.validates_schema
    def _one_source(self, data, **kwargs):
        if "seed" in data and "dice" in data:
            raise ma.ValidationError("give a seed or manual dice, not both", field_name="dice")
        if "seed" in data:
            try:
                dice.check_seed(data["seed"])
            except ValueError as exc:
                raise ma.ValidationError(str(exc), field_name="seed") from None


class StepResponseSchema(BaseSchema):
    """What every step answers; `outcome` is the step's own typed result."""

    system = fields.String(required=True, metadata={"description": "Rule system id."})
    step = fields.String(required=True, metadata={"description": "Step name, e.g. `command_test`."})
    seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The seed the dice came from; null for manual dice."},
    )
    rng = fields.String(
        required=True,
        metadata={"description": "`referee-dice-v1`, or `manual` for dice given in the request."},
    )
    rolls = fields.List(
        fields.Nested(RollSchema),
        required=True,
        metadata={"description": "Every die drawn, in the order drawn."},
    )
