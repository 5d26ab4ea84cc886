"""What the systems' encounter schemas share: a model a request names, a roster entry's side
and name, and the roster's own checks."""

import marshmallow as ma
from marshmallow import fields, validate


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
