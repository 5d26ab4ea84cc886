"""Referee's errors (application/problem+json, RFC 9457) as one typed exception."""

from __future__ import annotations

import json
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any


class RefereeProblem(Exception):
    """An error answer from Referee, or from something in front of it (a proxy's 502).

    `status`, `title` and `detail` are always set; `code` is Referee's machine-readable
    kind (`validation_error`, `stale_version`, ...; None when the answer was not
    problem+json) and `errors` holds validation messages by field path
    (`{"attacker.wounds": ["..."]}`).
    """

    def __init__(
        self,
        status: int,
        title: str,
        detail: str,
        *,
        type: str = "about:blank",
        code: str | None = None,
        errors: Mapping[str, list[str]] | None = None,
        headers: Mapping[str, str] | None = None,
    ):
        super().__init__(f"{status} {title}: {detail}")
        self.status = status
        self.title = title
        self.detail = detail
        self.type = type
        self.code = code
        self.errors: dict[str, list[str]] = dict(errors or {})
        self.headers: dict[str, str] = {k.lower(): v for k, v in (headers or {}).items()}

    @property
    def retry_after(self) -> float | None:
        """Seconds the server asked to wait (Retry-After in seconds), if it did."""
        try:
            return max(0.0, float(self.headers["retry-after"]))
        except (KeyError, ValueError):
            return None

    @classmethod
    def from_response(
        cls, status: int, content: bytes, headers: Mapping[str, str] | None = None
    ) -> RefereeProblem:
        """Build the error from an HTTP answer; a body that is not problem+json is kept in
        `detail` (shortened) with the status phrase as its title."""
        try:
            phrase = HTTPStatus(status).phrase
        except ValueError:
            phrase = "Error"
        body: Any = None
        try:
            body = json.loads(content) if content else None
        except ValueError:
            body = None
        if isinstance(body, dict) and isinstance(body.get("detail"), str):
            errors = body.get("errors")
            return cls(
                int(body.get("status") or status),
                str(body.get("title") or phrase),
                body["detail"],
                type=str(body.get("type") or "about:blank"),
                code=body.get("code") if isinstance(body.get("code"), str) else None,
                errors=errors if isinstance(errors, dict) else None,
                headers=headers,
            )
        text = content.decode("utf-8", errors="replace").strip()
        return cls(status, phrase, text[:500] or phrase, headers=headers)

    def __repr__(self) -> str:
        return (
            f"RefereeProblem(status={self.status!r}, code={self.code!r}, "
            f"detail={self.detail!r}, errors={self.errors!r})"
        )
