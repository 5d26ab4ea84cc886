"""What the edge tests send: a stateless step and its body, from a client address no
earlier run has used."""

from __future__ import annotations

import uuid

STEP = "/v1/urban-war/command-test"
STEP_BODY = {"command": 4, "seed": "edges"}


def fresh_address() -> str:
    """A client address no earlier run has used, so rate-limit counts start at zero."""
    raw = uuid.uuid4().bytes
    return f"10.{raw[0]}.{raw[1]}.{raw[2]}"
