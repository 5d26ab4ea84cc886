"""problem+json (RFC 9457) for every error the service returns.

Every error leaves through `problem()`: HTTP errors raised by Flask and
werkzeug, validation errors from webargs, rule violations from the rules,
manual-dice problems, Redis outages and unexpected exceptions.
"""

from __future__ import annotations

import difflib
import json
import logging
from collections.abc import Mapping
from http import HTTPStatus

import redis
from flask import Flask, Response, current_app, request
from werkzeug.exceptions import HTTPException, InternalServerError

from referee.body import BodyError
from referee.dice import DiceError
from referee.observability import REDIS_ERRORS, request_id
from referee.violations import HTTPProblem, RuleViolation

PROBLEM_JSON = "application/problem+json"
# A change under way when the store stopped answering may have been committed: never say
# "nothing was changed" here (the spec's examples quote these words).
STORE_UNAVAILABLE = (
    "the encounter store is unavailable right now; try again shortly. If this request "
    "changed something, it may or may not have been made: send it again with the same "
    "Idempotency-Key, which never makes a change twice"
)
INTERNAL_ERROR = (
    "the referee hit an internal error; it has been logged. Please report it with the "
    "request that caused it."
)
log = logging.getLogger(__name__)


def problem_type(code: str) -> str:
    """A URI reference that serves the code's page (referee.problems)."""
    return f"/problems/{code.replace('_', '-')}"


def problem(
    status: int,
    detail: str,
    code: str | None = None,
    errors: Mapping[str, list[str]] | None = None,
    headers: Mapping[str, str] | None = None,
) -> Response:
    phrase = HTTPStatus(status).phrase
    code = code or phrase.lower().replace(" ", "_").replace("-", "_")
    body: dict = {
        "type": problem_type(code),
        "title": phrase,
        "status": status,
        "detail": detail,
        "code": code,
        # This occurrence: the request's id, which the server's log lines carry too.
        "instance": f"urn:referee:request:{request_id()}",
    }
    if errors:
        body["errors"] = dict(errors)
    return Response(
        # backslashreplace: a detail can never make the answer itself invalid UTF-8 (it
        # turns a stray surrogate into its JSON escape).
        json.dumps(body, ensure_ascii=False).encode("utf-8", "backslashreplace"),
        status=status,
        mimetype=PROBLEM_JSON,
        headers=dict(headers or {}),
    )


def flatten_messages(messages, prefix: str = "") -> dict[str, list[str]]:
    """marshmallow's nested messages as {"modifiers.0.value": ["..."]}."""
    out: dict[str, list[str]] = {}
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            name = "body" if key == "_schema" else str(key)
            path = f"{prefix}.{name}" if prefix else name
            out.update(flatten_messages(value, path))
    elif isinstance(messages, list | tuple) and all(isinstance(m, str) for m in messages):
        out[prefix or "body"] = list(messages)
    elif isinstance(messages, list | tuple):
        for i, value in enumerate(messages):
            out.update(flatten_messages(value, f"{prefix}.{i}" if prefix else str(i)))
    else:
        out[prefix or "body"] = [str(messages)]
    return out


def _describe(errors: Mapping[str, list[str]]) -> str:
    parts = []
    for field, messages in errors.items():
        for message in messages:
            parts.append(message if field == "body" else f"{field}: {message}")
    return "; ".join(parts)


def _from_webargs(error: HTTPException) -> Response | None:
    data = getattr(error, "data", None) or {}
    messages = data.get("messages")
    if not messages:
        return None
    # webargs keys messages by location; every body here is JSON.
    if isinstance(messages, Mapping) and set(messages) <= {"json", "query", "headers"}:
        merged: dict = {}
        for value in messages.values():
            merged.update(value if isinstance(value, Mapping) else {"_schema": value})
        messages = merged
    errors = flatten_messages(messages)
    return problem(
        error.code or 422,
        _describe(errors) or "the request is not valid",
        code="validation_error",
        errors=errors,
        headers=data.get("headers"),
    )


def _nearest_route(path: str, method: str) -> str | None:
    """The route a mistyped path most likely meant (`/v1/urban-war/command_test`, the
    answer's own `step` spelling, or `/v1/urbanwar/...`), with the path's own values in
    the route's variable parts: a body field gets "did you mean", so should a route."""
    parts = path.strip("/").split("/")
    candidates = set()
    for rule in current_app.url_map.iter_rules():
        if method not in (rule.methods or ()):
            continue
        rule_parts = rule.rule.strip("/").split("/")
        if len(rule_parts) != len(parts):
            continue
        filled = (
            got if want.startswith("<") else want
            for got, want in zip(parts, rule_parts, strict=True)
        )
        candidates.add("/" + "/".join(filled))
    near = difflib.get_close_matches(path.rstrip("/") or "/", sorted(candidates), n=1, cutoff=0.85)
    return near[0] if near and near[0] != path else None


def _no_route(error: HTTPException) -> str:
    near = _nearest_route(request.path, request.method)
    hint = f"did you mean {near}? " if near else ""
    return f"there is no route {request.path}; {hint}the routes are listed at /docs"


_HTTP_DETAIL = {
    404: _no_route,
    405: lambda e: (
        f"{request.method} is not allowed on {request.path}; use "
        + ", ".join(sorted(m for m in (e.valid_methods or []) if m not in ("HEAD", "OPTIONS")))
    ),
    413: lambda e: (
        f"the request body is larger than the limit of "
        f"{(request.max_content_length or 0) // 1024} KiB"
    ),
}


def handle_http_exception(error: HTTPException) -> Response:
    if isinstance(error, InternalServerError):
        return handle_unexpected(getattr(error, "original_exception", None) or error)
    response = _from_webargs(error)
    if response is not None:
        return response
    status = error.code or 500
    detail_for = _HTTP_DETAIL.get(status)
    detail = detail_for(error) if detail_for else (error.description or HTTPStatus(status).phrase)
    headers = {}
    if status == 405 and error.valid_methods:
        headers["Allow"] = ", ".join(error.valid_methods)
    return problem(status, detail, headers=headers)


def _then(error: RuleViolation | HTTPProblem) -> str:
    """The detail, then what to do instead when the problem says (a 409 of an encounter)."""
    if not error.then:
        return error.detail
    return f"{error.detail.rstrip('. ')}. {error.then}"


def handle_rule_violation(error: RuleViolation) -> Response:
    errors = {error.field: [error.detail]} if error.field else None
    return problem(error.status, _then(error), code=error.code, errors=errors)


def handle_http_problem(error: HTTPProblem) -> Response:
    return problem(error.status, _then(error), code=error.code, headers=error.headers)


def handle_body_error(error: BodyError) -> Response:
    errors = {error.field: [error.detail]} if error.field else None
    return problem(error.status, error.detail, code=error.code, errors=errors)


def handle_dice_error(error: DiceError) -> Response:
    return problem(422, error.detail, code=error.code, errors={"dice": [error.detail]})


def handle_redis_error(error: redis.RedisError) -> Response:
    REDIS_ERRORS.inc()
    log.warning("Redis unavailable: %s", error)
    return problem(
        503,
        STORE_UNAVAILABLE,
        code="store_unavailable",
        headers={"Retry-After": "1"},
    )


def handle_unexpected(error: BaseException) -> Response:
    log.error("unexpected error on %s %s", request.method, request.path, exc_info=error)
    return problem(500, INTERNAL_ERROR, code="internal_error")


def require_json_body() -> Response | None:
    """Bodies must be JSON: a form, text or missing Content-Type is a 415."""
    if request.method not in ("POST", "PUT", "PATCH") or request.url_rule is None:
        return None  # unknown routes and methods get their own 404 / 405
    if request.is_json:
        return None
    if not request.content_length and "chunked" not in request.headers.get("Transfer-Encoding", ""):
        return None  # no body at all (reveal): nothing to misread
    given = request.mimetype or "no Content-Type"
    return problem(
        415,
        f"the request body must be JSON sent with Content-Type: application/json, not {given}",
        code="unsupported_media_type",
    )


def init_app(app: Flask) -> None:
    app.before_request(require_json_body)
    app.register_error_handler(RuleViolation, handle_rule_violation)
    app.register_error_handler(DiceError, handle_dice_error)
    app.register_error_handler(BodyError, handle_body_error)
    app.register_error_handler(HTTPProblem, handle_http_problem)
    app.register_error_handler(redis.RedisError, handle_redis_error)
    app.register_error_handler(Exception, handle_unexpected)
