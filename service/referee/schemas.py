"""Schemas shared by every route: the base schema, problem+json and the step envelope."""

from __future__ import annotations

import copy
import difflib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from referee import dice, problems


def camel(text: str) -> str:
    """`urban-war`, `urban_war`, `shooting/hit` -> `UrbanWar`, `UrbanWar`, `ShootingHit`:
    the prefix of a system's component names in the spec."""
    return "".join(
        part.capitalize() for part in text.replace("-", "_").replace("/", "_").split("_")
    )


def closest(name: str, names) -> str:
    """The valid names nearest a misspelt one, for "did you mean 'side' or 'size'?"; all
    those equally near, since a one-letter slip can be as near to two names."""

    def score(candidate: str) -> float:
        return difflib.SequenceMatcher(None, name, candidate).ratio()

    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    best = [c for c in close if score(c) == score(close[0])] if close else []
    return " or ".join(repr(c) for c in best)


class BaseSchema(ma.Schema):
    """Unknown fields are errors; a field may name a documented alias (`SH` for shooting_skill).

    An alias is declared on the field: `metadata={"alias": "SH"}`. The game's
    players write the abbreviations on their cards, so the API accepts them;
    the full name is what the spec and the SDKs use.
    """

    class Meta:
        unknown = ma.RAISE

    error_messages = {
        "unknown": "is not a field of this request",
        "type": "the body must be a JSON object",
    }

    def on_bind_field(self, field_name: str, field_obj: fields.Field) -> None:
        # Every field gets player words for what marshmallow would say in its own
        # ("Not a valid string.", "Missing data for required field."); messages a
        # field declares itself are kept.
        _game_words(field_obj, field_obj.data_key or field_name)

    def handle_error(self, error: ma.ValidationError, data: Any, **kwargs) -> None:
        messages = error.messages
        if not isinstance(messages, dict):
            return
        unknown = self.error_messages["unknown"]
        for key in list(messages):
            if messages[key] == [unknown]:
                messages[key] = [unknown + self._suggest(str(key))]
        # A nested object that is not an object gets its schema's words for a whole
        # body; under a field they name the field instead.
        not_object = {"_schema": [self.error_messages["type"]]}
        for name, field in self.fields.items():
            key = field.data_key or name
            found = messages.get(key)
            listed = isinstance(field, fields.List) and isinstance(field.inner, fields.Nested)
            if (isinstance(field, fields.Nested) or listed) and isinstance(found, dict):
                if found == not_object:
                    messages[key] = [f"{key} must be a JSON object"]
                elif listed or field.many:
                    for index, entry in found.items():
                        if entry == not_object:
                            found[index] = [f"each entry of {key} must be a JSON object"]
        # A dict field's errors come as {key: {"value": [...]}}: the key is the name the
        # player gave (a model id), so the message goes under it, not under `.value`.
        for name, field in self.fields.items():
            key = field.data_key or name
            if isinstance(field, fields.Mapping) and isinstance(messages.get(key), dict):
                messages[key] = {
                    entry: _merge_key_value(found) for entry, found in messages[key].items()
                }

    def _suggest(self, key: str) -> str:
        names = [f.data_key or n for n, f in self.load_fields.items()]
        names += [f.metadata["alias"] for f in self.load_fields.values() if "alias" in f.metadata]
        close = closest(key, names)
        if close:
            return f"; did you mean {close}?"
        return "; the fields are " + ", ".join(sorted(n for n in names if n)) if names else ""

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


def _merge_key_value(found: Any) -> Any:
    if not isinstance(found, dict) or not found.keys() <= {"key", "value"}:
        return found
    merged: list = []
    for part in ("key", "value"):
        value = found.get(part, [])
        if isinstance(value, dict):
            return found  # a nested object under the key: keep its own paths
        merged += value if isinstance(value, list) else [value]
    return merged


# marshmallow's own wording, per field class, replaced by player words naming the field.
_FIELD_WORDS: dict[str, str] = {
    "required": "{label} is required",
    "null": "{label} may not be null",
    "validator_failed": "{label} is not valid",
    "too_large": "{label} is too large",
    "special": "{label} must be a finite number",
    "invalid_utf8": "{label} must be valid UTF-8 text",
    "type": "{label} must be a JSON object",
    "unknown": "{label} must be one of {{choices}}",
}
_INVALID_WORDS: list[tuple[type, str]] = [
    (fields.Boolean, "{label} must be true or false"),
    (fields.Integer, "{label} must be a whole number"),
    (fields.Number, "{label} must be a number"),
    (fields.String, "{label} must be text"),
    (fields.List, "{label} must be a list"),
    (fields.Tuple, "{label} must be a list"),
    (fields.Mapping, "{label} must be a JSON object"),
]


def _library_default(field: fields.Field, key: str) -> str | None:
    # The first class to declare the key wins; a project field's own words are not defaults.
    for cls in type(field).__mro__:
        if key in cls.__dict__.get("default_error_messages", {}):
            if not cls.__module__.startswith("marshmallow."):
                return None
            return cls.__dict__["default_error_messages"][key]
    return None


def _game_words(field: fields.Field, label: str) -> None:
    """Replace each library message of `field` (and its validators, and the fields
    inside a list or dict) by one that names `label`."""
    for key, message in list(field.error_messages.items()):
        if message != _library_default(field, key):
            continue
        if key == "invalid":
            words = next(
                (w for cls, w in _INVALID_WORDS if isinstance(field, cls)),
                "{label} is not valid",
            )
        else:
            words = _FIELD_WORDS.get(key, "{label} is not valid")
        field.error_messages[key] = words.format(label=label)
    field.validators = [_validator_words(v, field, label) for v in field.validators]
    inner = getattr(field, "inner", None)
    if isinstance(inner, fields.Field):
        _game_words(inner, f"each entry of {label}")
    for part, words in (("key_field", "each key of {}"), ("value_field", "each value of {}")):
        sub = getattr(field, part, None)
        if isinstance(sub, fields.Field):
            _game_words(sub, words.format(label))


def _validator_words(validator: Any, field: fields.Field, label: str) -> Any:
    default = getattr(type(validator), "default_message", None)
    if type(validator).__module__ != validate.__name__ or validator.__dict__.get("error") not in (
        None,
        default,
    ):
        return validator  # the project's own validator or words
    validator = copy.copy(validator)
    if isinstance(validator, validate.OneOf):
        validator.error = f"{label} must be one of {{choices}}, not {{input!r}}"
    elif isinstance(validator, validate.Range):
        low, high = validator.min, validator.max
        more = "at least" if validator.min_inclusive else "more than"
        less = "at most" if validator.max_inclusive else "less than"
        if low is not None and high is not None:
            if validator.min_inclusive and validator.max_inclusive:
                validator.error = f"{label} must be from {{min}} to {{max}}, not {{input}}"
            else:
                validator.error = (
                    f"{label} must be {more} {{min}} and {less} {{max}}, not {{input}}"
                )
        elif low is not None:
            validator.error = f"{label} must be {more} {{min}}, not {{input}}"
        else:
            validator.error = f"{label} must be {less} {{max}}, not {{input}}"
    elif isinstance(validator, validate.Length):
        unit = "characters" if isinstance(field, fields.String) else "entries"
        if validator.equal is not None:
            validator.error = f"{label} must have exactly {{equal}} {unit}"
        elif validator.min is not None and validator.max is not None:
            validator.error = f"{label} must have {{min}} to {{max}} {unit}"
        elif validator.min is not None:
            validator.error = f"{label} must have at least {{min}} {unit}"
        else:
            validator.error = f"{label} must have at most {{max}} {unit}"
    elif hasattr(validator, "error"):
        validator.error = f"{label} is not valid"
    return validator


class WholeNumber(fields.Integer):
    """A whole number as JSON writes it: 4, or 4.0, which is the same JSON number (and what
    some clients send for every number); 4.5, "4" and true are refused."""

    fast_as = fields.Integer  # referee.fastload: a JSON int loads as Integer loads it

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if type(value) is float and value.is_integer() and abs(value) <= 2**53:
            value = int(value)
        return super()._deserialize(value, attr, data, **kwargs)


def stat(
    name: str,
    low: int,
    high: int,
    description: str,
    alias: str | None = None,
    **kwargs,
) -> WholeNumber:
    """A whole-number stat with its range, described in player words."""
    metadata = {"description": description + (f" Alias: `{alias}`." if alias else "")}
    if alias:
        metadata["alias"] = alias
    return WholeNumber(
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

    fast_as = fields.Boolean  # referee.fastload: on true and false it loads as Boolean does

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def flag(
    description: str, alias: str | None = None, alias_note: str | None = None, **kwargs
) -> fields.Boolean:
    """A true/false field; `alias` is a documented second name (see BaseSchema), and
    `alias_note` says in the spec what that name is, when it is not the game's abbreviation."""
    kwargs.setdefault("load_default", False)
    metadata = {"description": description + (f" Alias: `{alias}`." if alias else "")}
    if alias:
        metadata["alias"] = alias
    if alias_note:
        metadata["alias_note"] = alias_note
    return StrictBoolean(
        error_messages={"invalid": "must be true or false"},
        metadata=metadata,
        **kwargs,
    )


def digest_defaults(defaults: Mapping[str, Any]) -> Callable[[type], type]:
    """Class decorator of a rule-options schema: each option's default is the digest's default
    of the same name (`defaults`, what the rules read), and both name the same options."""

    def decorate(schema: type) -> type:
        declared = schema._declared_fields
        if set(declared) != set(defaults):
            raise ValueError(f"{schema.__name__} and its defaults name different options")
        for name, field in declared.items():
            field.load_default = defaults[name]
        return schema

    return decorate


# The evolution policy, stated on every closed set in the spec (and in its info).
EVOLUTION = (
    "A closed set: the server sends only these values today. A later version may add "
    "values without a new API version, so a client must accept a value it does not know "
    "(show it as it is, or treat it as other)."
)


class _Late:
    """The values of a closed set that the app supplies (`late`): the names of the steps
    and systems it serves, known once create_app has built the registry and handed them to
    the Api (`Api(app, closed_sets=...)`)."""

    def __repr__(self) -> str:
        return "late"


late = _Late()


# What a request field of a closed set says of a value outside it.
NOT_IN_SET = "must be one of {choices}, not {input!r}"


class ClosedString(fields.String):
    """A string from a closed set, documented once as an enum component (`$ref`) that
    every field of the same set shares: one type per set in the SDKs, not one per field.

    `values` may be `late`, for the sets the app makes up from the systems it serves (the
    step names): the spec takes them from the Api. Such a set names only answers' fields:
    a request field refuses other values, an answer field only documents them (answers are
    not re-serialized through their schemas).

    The set is checked by a OneOf validator, saying `error` (NOT_IN_SET; None for
    BaseSchema's words naming the field), so the fast loader checks it as marshmallow does.
    """

    fast_as = fields.String  # referee.fastload: a String whose validators it runs

    def __init__(
        self, set_name: str, values: Iterable[str] | _Late, error: str | None = NOT_IN_SET, **kwargs
    ):
        self.set_name = set_name
        self._values = values
        if values is not late:
            given = kwargs.pop("validate", None)
            others = [] if given is None else [given] if callable(given) else list(given)
            kwargs["validate"] = [validate.OneOf(self.values, error=error), *others]
        super().__init__(**kwargs)

    @property
    def is_late(self) -> bool:
        return self._values is late

    def values_in(self, given: Mapping[str, Iterable[str]]) -> list[str]:
        found = given[self.set_name] if self.is_late else self._values
        return list(dict.fromkeys(found))

    @property
    def values(self) -> list[str]:
        return self.values_in({})

    def openapi(self, converter) -> dict:
        given = getattr(converter.spec, "referee_closed_sets", {})
        return closed_set_ref(
            converter.spec.components, self.set_name, self.values_in(given), self.allow_none
        )


def closed_set_ref(components, set_name: str, values: list[str], nullable: bool = False) -> dict:
    """A reference to the enum component `set_name`, registered on first use."""
    if set_name not in components.schemas:
        components.schema(set_name, {"type": "string", "enum": values, "description": EVOLUTION})
    elif components.schemas[set_name].get("enum") != values:
        raise ValueError(f"closed set {set_name}: another component or list has this name")
    ref = {"$ref": f"#/components/schemas/{set_name}"}
    return {"anyOf": [ref, {"type": "null"}]} if nullable else ref


def closed(set_name: str, values, description: str | None = None, **kwargs) -> ClosedString:
    """A field whose values form a closed set (see ClosedString), e.g.
    `closed("Rng", ["referee-dice-v1", "manual"], "Where the dice came from.")`. Every
    closed set is declared so, at its fields: fields of the same values name the same set."""
    if description is not None:
        kwargs["metadata"] = {**kwargs.get("metadata", {}), "description": description}
    return ClosedString(set_name, values, **kwargs)


def step_name_field(**kwargs) -> ClosedString:
    return closed("StepName", late, "Step name, e.g. `command_test`.", **kwargs)


def system_field(**kwargs) -> ClosedString:
    return closed("SystemId", late, "Rule system id.", **kwargs)


RNGS = ["referee-dice-v1", "manual"]


def rng_field(description: str, **kwargs) -> ClosedString:
    return closed("Rng", RNGS, description, **kwargs)


SUMMARY = (
    "What happened, in sentences a player reads, in the game's words: who did what to whom, "
    "what was needed, what came up and what changed (e.g. `b1 shoots r1 at 10 in: hit roll "
    "1 against 4+, miss.`). Written from the step and its outcome; for reading, not for "
    "parsing (the outcome is the data)."
)


def summary_field(description: str = SUMMARY, **kwargs) -> fields.String:
    """A result said in sentences (every step answer and log entry has one)."""
    return fields.String(metadata={"description": description}, **{"required": True, **kwargs})


PROBLEM_CODES = sorted(set(problems.PAGES) | problems.RULE_CODES)


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
    code = closed(
        "ProblemCode",
        PROBLEM_CODES,
        "Machine-readable kind, e.g. `validation_error`; `/problems/<code>` explains it.",
        required=True,
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
        WholeNumber(error_messages={"invalid": "each die is a whole number"}),
        validate=validate.Length(max=1000, error="give at most 1000 dice"),
        metadata={
            "description": "Manual dice: values rolled at the table, used in the order the "
            "step draws them (the response's `rolls` names each); `[]` for a step that draws "
            "none. Too few, or a value outside a die's faces, is a 422 naming the die; dice "
            "beyond those the step draws are left unused (the response's `unused_dice`). Not "
            "with `seed`."
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

    system = system_field(required=True)
    step = step_name_field(required=True)
    seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The seed the dice came from; null for manual dice."},
    )
    rng = rng_field("`referee-dice-v1`, or `manual` for dice given in the request.", required=True)
    rolls = fields.List(
        fields.Nested(RollSchema),
        required=True,
        metadata={"description": "Every die drawn, in the order drawn."},
    )
    # Always sent; not required, so that an answer saved before rules versions still reads.
    rules_version = fields.Integer(
        metadata={
            "description": "The version of the system's rules that resolved the step "
            "(docs/rules/versions.md in the Referee repository): it changes whenever some "
            "input would get another outcome, or an outcome field another meaning. Always "
            "sent; answers saved before rules versions were recorded (2026-12-01) have none."
        },
    )
    # Always sent; not required, so that an answer saved before summaries still reads.
    summary = summary_field(SUMMARY + " Always sent; answers saved before 2026-12-03 have none.",
                            required=False)  # fmt: skip
    unused_dice = fields.List(
        fields.Integer(),
        metadata={
            "description": "Only with manual dice that the step did not all draw: the ones "
            "left over, in the order given, for the next step (e.g. a parry whose shield "
            "blocked on the first die)."
        },
    )
