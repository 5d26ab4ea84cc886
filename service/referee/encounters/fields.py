"""What the systems' encounter schemas share: a model a request names, a roster entry's side
and name, the roster's own checks, and the body of a game master's edit."""

import copy

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema


def model_ref(description: str, **kwargs) -> fields.String:
    """A model of the encounter, named by its roster id (required unless said otherwise)."""
    kwargs.setdefault("required", True)
    return fields.String(
        validate=validate.Length(1, 64, error="a model id is 1 to 64 characters"),
        metadata={"description": description},
        **kwargs,
    )


def roster_side(description: str) -> fields.String:
    """The side a roster entry belongs to: each side gets a token."""
    return fields.String(
        required=True, validate=validate.Length(1, 32), metadata={"description": description}
    )


def roster_name() -> fields.String:
    """A roster entry's display name, optional."""
    return fields.String(load_default="", validate=validate.Length(max=100))


def checked_roster_sides(models: list[dict], noun: str = "model") -> list[str]:
    """The sides a roster names, in the order they first appear; its ids must be unique."""
    ids = [m["id"] for m in models]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ma.ValidationError(f"{noun} ids must be unique: {', '.join(duplicates)}", "models")
    return list(dict.fromkeys(m["side"] for m in models))


def edit_schema(roster: type[BaseSchema], doc: str) -> type[BaseSchema]:
    """The body of a game master's edit of a `roster` entry, `<Roster>Edit`: the same fields
    (and aliases and validators), none required and none defaulted, so a field the edit
    leaves out is absent from what it loads and the system keeps the stored value; nested
    objects likewise (`<Nested>Edit`). One class per shape, generated, not a second copy of
    each field. `roster`'s own schema checks need a whole entry: the system runs them on the
    entry the edit makes (the stored one with the given fields merged in)."""
    members: dict = {"__doc__": doc, "__module__": roster.__module__}
    for name, declared in roster._declared_fields.items():
        field = copy.deepcopy(declared)
        field.required = False
        field.load_default = ma.missing
        if isinstance(field, fields.Nested) and isinstance(field.nested, type):
            nested = field.nested
            field.nested = edit_schema(
                nested,
                f"{nested.__doc__ or nested.__name__} Every field "
                "is optional in an edit: one left out keeps its value.",
            )
        members[name] = field
    return type(f"{roster.__name__}Edit", (BaseSchema,), members)
