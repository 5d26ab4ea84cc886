"""Referee's errors (application/problem+json, RFC 9457) as typed exceptions.

`RefereeProblem` is the base; `problem_for` picks the subclass by kind, so a caller
catches what it can handle (`except Conflict:` re-reads the encounter, `except
RateLimited as e: sleep(e.retry_after)`) and lets the rest fly. Two codes have classes of
their own, below the class of their status: `ProposalOpen` (409 `proposal_open`: a
proposal waits for its answer) and `NotYourClaim` (403 `not_your_claim`: a claim owned by
another side's model).

Members the problem has beyond the standard ones (`next_steps`, `proposal`, what a newer
server adds) are kept in `extensions`, as sent.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any


class RefereeProblem(Exception):
    """An error answer from Referee, or from something in front of it (a proxy's 502).

    `status`, `title` and `detail` are always set; `code` is Referee's machine-readable
    kind (`validation_error`, `stale_version`, ...; None when the answer was not
    problem+json), `errors` holds validation messages by field path
    (`{"attacker.wounds": ["..."]}`) and `request_id` the X-Request-ID to quote in a
    support request.
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
        extensions: Mapping[str, Any] | None = None,
    ):
        super().__init__(f"{status} {title}: {detail}")
        self.status = status
        self.title = title
        self.detail = detail
        self.type = type
        self.code = code
        self.errors: dict[str, list[str]] = dict(errors or {})
        self.headers: dict[str, str] = {k.lower(): v for k, v in (headers or {}).items()}
        # Every other member of the problem+json body, as sent (RFC 9457 extensions).
        self.extensions: dict[str, Any] = dict(extensions or {})

    @property
    def next_steps(self) -> Any:
        """What the server says applies instead (`next_steps`), when it says; else None."""
        return self.extensions.get("next_steps")

    @property
    def proposal(self) -> dict[str, Any] | None:
        """The proposal the problem names (`proposal`), when the server sends it."""
        proposal = self.extensions.get("proposal")
        return proposal if isinstance(proposal, dict) else None

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
            code = body.get("code") if isinstance(body.get("code"), str) else None
            return problem_for(int(body.get("status") or status), code)(
                int(body.get("status") or status),
                str(body.get("title") or phrase),
                body["detail"],
                type=str(body.get("type") or "about:blank"),
                code=code,
                errors=errors if isinstance(errors, dict) else None,
                headers=headers,
                extensions={k: v for k, v in body.items() if k not in _STANDARD},
            )
        text = content.decode("utf-8", errors="replace").strip()
        # A proxy's HTML error page: keep its text, typed by status like any other.
        return problem_for(status)(status, phrase, text[:500] or phrase, headers=headers)

    @property
    def request_id(self) -> str | None:
        """The X-Request-ID the server (or proxy) answered with, if any."""
        return self.headers.get("x-request-id")

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(status={self.status!r}, code={self.code!r}, "
            f"detail={self.detail!r}, errors={self.errors!r}, extensions={self.extensions!r})"
        )


class ValidationProblem(RefereeProblem):
    """The request was refused as it is (400, 413, 415, 422): fix it before sending again."""


class Conflict(RefereeProblem):
    """The encounter is not in the state the request expects (409 conflict, 412 stale
    `If-Match`, 428 missing precondition): re-read it and decide again."""


class NotFound(RefereeProblem):
    """No such encounter or model (404), or it has expired (410)."""


class AuthProblem(RefereeProblem):
    """Missing or wrong token or API key (401), or a token that may not do this (403)."""


class RateLimited(RefereeProblem):
    """Too many requests (429); `retry_after` says how many seconds to wait, if the server
    said."""


class ServerProblem(RefereeProblem):
    """Referee or something in front of it failed (5xx, including a proxy's HTML 502)."""


class ProposalOpen(Conflict):
    """409 `proposal_open`: a proposal waits for its answer (accept, reject or withdraw it
    first); the detail names it and who must answer it."""


class NotYourClaim(AuthProblem):
    """403 `not_your_claim`: the step sets a claim on another side's model; that claim is
    its own side's (it sends it when it accepts), or the game master's."""


# The members every problem has; the others are the problem's extensions.
_STANDARD = frozenset({"type", "title", "status", "detail", "code", "errors"})

_BY_CODE: dict[str, type[RefereeProblem]] = {
    "proposal_open": ProposalOpen,
    "not_your_claim": NotYourClaim,
}

_BY_STATUS: dict[int, type[RefereeProblem]] = {
    400: ValidationProblem,
    413: ValidationProblem,
    415: ValidationProblem,
    422: ValidationProblem,
    409: Conflict,
    412: Conflict,
    428: Conflict,
    404: NotFound,
    410: NotFound,
    401: AuthProblem,
    403: AuthProblem,
    429: RateLimited,
}


def problem_for(status: int, code: str | None = None) -> type[RefereeProblem]:
    """The exception class for an error status and code (the base class for unusual ones)."""
    by_code = _BY_CODE.get(code or "")
    if by_code is not None and issubclass(by_code, problem_for(status)):
        return by_code
    if status >= 500:
        return ServerProblem
    return _BY_STATUS.get(status, RefereeProblem)
