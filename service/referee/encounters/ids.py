"""The one pattern every model (character) id of an encounter follows.

Ids appear in URLs (`.../models/{id}`) and in change paths (`models.<id>.wounds`), so
they are restricted to characters that need no escaping in either: an id that is accepted
at creation can always be named again.
"""

from __future__ import annotations

import re

from marshmallow import ValidationError, fields

# As the spec states it (ECMA-262). Python's `$` would also accept a final newline, so the
# check itself matches the whole string.
MODEL_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
MODEL_ID_RULE = "1 to 64 letters (A-Z, a-z), digits, '-' or '_'"
_WHOLE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _check(value: str) -> None:
    if not _WHOLE_ID.fullmatch(value):
        raise ValidationError(f"a model id is {MODEL_ID_RULE}, not {value!r}")


def model_id(description: str, **kwargs) -> fields.String:
    """A model id field; the pattern shows in the spec (`pattern`)."""
    kwargs.setdefault("required", True)
    return fields.String(
        validate=_check,
        metadata={"description": f"{description} {MODEL_ID_RULE}.", "pattern": MODEL_ID_PATTERN},
        **kwargs,
    )
