"""The problem codes the service can return, found by scanning its source."""

from __future__ import annotations

import re
from http import HTTPStatus
from pathlib import Path

SERVICE = Path(__file__).resolve().parents[2] / "service" / "referee"
# The code argument of every way an error is raised: RuleViolation("code", ...),
# HTTPProblem(409, "code", ...), EncounterError(...), BodyError(...), DiceError(...),
# problem(..., code="code").
_RAISED = re.compile(
    r"(?:RuleViolation|HTTPProblem|EncounterError|BodyError|DiceError)\(\s*(?:\d+\s*,\s*)?"
    r"\"([a-z_]+)\"",
    re.S,
)
# `code="x"` as an argument, and `code: str = "x"` as a parameter's default (StateConflict's
# state_conflict).
_KEYWORD = re.compile(r"\bcode\s*(?::\s*str\s*)?=\s*\"([a-z_]+)\"")
# Raised by Flask/werkzeug without a code: errors.problem() names them by their phrase.
HTTP_STATUSES = (400, 404, 405, 413)


def scanned_codes() -> set[str]:
    codes = set()
    for path in SERVICE.rglob("*.py"):
        text = path.read_text("utf-8")
        codes |= set(_RAISED.findall(text)) | set(_KEYWORD.findall(text))
    for status in HTTP_STATUSES:
        codes.add(HTTPStatus(status).phrase.lower().replace(" ", "_").replace("-", "_"))
    return codes
