"""flask-smorest's Api and Blueprint, subclassed once for the whole service."""

from __future__ import annotations

import http
import json
import re
from collections.abc import Mapping
from copy import deepcopy
from functools import cache
from importlib import resources

import flask_smorest
import marshmallow as ma
from apispec import BasePlugin

# The oneOf-aware plugin documents OneOfSchema (encounters by system) as oneOf.
from apispec_oneofschema import MarshmallowPlugin
from flask_smorest.utils import prepare_response, resolve_schema_instance

from referee import errors
from referee.body import BodyParser
from referee.fast import views
from referee.fast.loader import fast_loader
from referee.schemas import Problem, camel

_SYSTEM_MODULE = re.compile(r"^referee\.systems\.(\w+)\.")


def schema_name(schema) -> str:
    """Component names: a rule system's schemas carry its name (UrbanWarCommandTestOutcome).

    Two systems both have an `initiative` step; without the prefix apispec
    would name the second one `InitiativeOutcome1`.
    """
    cls = schema if isinstance(schema, type) else type(schema)
    name = cls.__name__.removesuffix("Schema")
    match = _SYSTEM_MODULE.match(cls.__module__)
    if match:
        system = camel(match.group(1))
        if not name.startswith(system):
            name = system + name
    if not isinstance(schema, type) and (schema.only or schema.exclude or schema.partial):
        raise ValueError(f"{name}: declare a schema class per shape instead of only/exclude")
    return name


def _field_openapi(converter, field, ret, **kwargs) -> dict:
    """A custom field may describe itself: `field.openapi(converter)` returns its schema."""
    describe = getattr(field, "openapi", None)
    if describe is None:
        return {}
    ret.pop("type", None)
    described = describe(converter)
    if "$ref" in described or "anyOf" in described:
        ret.pop("enum", None)  # the referenced component lists the values
    return described


# Open to anyone, even where API keys are on (referee.protection.OPEN_PATHS).
OPEN_OPERATIONS = {"healthz", "readyz", "signing_keys"}
# Reads and stateless steps: anonymous, or with an API key where keys are on.
ANONYMOUS_OR_KEY = [{}, {"apiKey": []}]
# An encounter's token, plus the API key where keys are on.
TOKEN_OR_TOKEN_AND_KEY = [{"bearer": []}, {"bearer": [], "apiKey": []}]
# Encounter answers that carry the encounter's version as ETag besides the token-taking ones.
ETAG_OPERATIONS = {"create_encounter", "get_encounter", "export_encounter"}

HEADERS = {
    "X-Request-ID": (
        "The request's id: the caller's own X-Request-ID when it is a sane token, else a "
        "fresh one. Quote it when reporting a problem; the server's log lines carry it."
    ),
    "ETag": "The encounter's version (strong ETag): send it back in If-Match or If-None-Match.",
    "Location": "The new encounter's URL.",
    "Retry-After": "Seconds to wait before trying again.",
    "WWW-Authenticate": (
        '`Bearer realm="referee"` when the Authorization header carries no bearer token.'
    ),
    "RateLimit-Policy": (
        "Only where REFEREE_RATE_LIMIT is set: each limit as a quota `q` per window `w` "
        "seconds (IETF draft-ietf-httpapi-ratelimit-headers)."
    ),
    "RateLimit": (
        "On a 429: the limit that refused the request, `r=0` requests left and `t` seconds "
        "until its window frees."
    ),
}
# The headers each error status carries besides X-Request-ID.
ERROR_HEADERS = {
    401: ("WWW-Authenticate",),
    429: ("Retry-After", "RateLimit", "RateLimit-Policy"),
    503: ("Retry-After",),
}


def _header_refs(*names: str) -> dict:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in names}


@cache
def operation_examples() -> dict[str, dict]:
    """Recorded examples of the operations without a golden case, by operationId:
    {"request": body, "responses": {status: body}} (scripts/operation_examples.py)."""
    text = resources.files("referee").joinpath("operation_examples.json").read_text("utf-8")
    return json.loads(text)


def _add_examples(operation: dict) -> None:
    """The recorded request and answers, where the operation shows none of its own."""
    recorded = operation_examples().get(operation.get("operationId", ""))
    if recorded is None:
        return
    body = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if body is not None and "request" in recorded:
        body.setdefault("example", recorded["request"])
    for status, response in operation.get("responses", {}).items():
        answer = recorded["responses"].get(str(status))
        content = response.get("content", {}) if isinstance(response, dict) else {}
        for media in ("application/json", "text/event-stream"):
            if answer is not None and media in content:
                content[media].setdefault("example", answer)


class ContractPlugin(BasePlugin):
    """Who may call each operation, what it can answer and which headers come back.

    Written once here from what referee.protection and the encounter routes do, rather
    than on every route: an API key (where keys are on) and the rate limit apply to
    every operation but the probes.
    """

    def init_spec(self, spec):
        self.spec = spec

    def schema_helper(self, name, definition, **kwargs):
        """The game's abbreviations (`CD` for `command`) are properties too: the server accepts
        them (referee.schemas.BaseSchema), so a client that validates against the spec must
        not refuse them. Each is marked deprecated in favour of the long name, which the
        SDKs use."""
        schema = kwargs.get("schema")
        properties = definition.get("properties")
        if schema is None or not properties:
            return None
        instance = schema() if isinstance(schema, type) else schema
        for field_name, field in instance.fields.items():
            alias = field.metadata.get("alias")
            key = field.data_key or field_name
            if alias is None or key not in properties or alias in properties:
                continue
            # No `default`: a generated client would send it beside the long name.
            same = {k: v for k, v in properties[key].items() if k != "default"}
            # Most aliases are the abbreviations on the players' cards; a field may say what
            # else its alias is (`alias_note`, e.g. the name the rules digest gives it).
            note = field.metadata.get("alias_note", "the game's abbreviation")
            properties[alias] = {
                **same,
                "description": f"Alias of `{key}`, {note}: send one or "
                f"the other, not both; where `{key}` is required, the alias stands in for it "
                "(this schema's `required` names the long field). Prefer the long name.",
                "deprecated": True,
            }
        return None

    def operation_helper(self, path=None, operations=None, **kwargs):
        for operation in (operations or {}).values():
            self._complete(operation)

    def _complete(self, operation: dict) -> None:
        op_id = operation.get("operationId", "")
        _add_examples(operation)
        responses = operation.setdefault("responses", {})
        token = bool(operation.get("security"))
        if op_id in OPEN_OPERATIONS:
            operation["security"] = []
        else:
            # Anonymous-or-key is the spec's global `security`: an operation that repeats it
            # makes generated clients (openapi-python-client) demand an authenticated client
            # for calls that need no credentials.
            if token:
                operation["security"] = TOKEN_OR_TOKEN_AND_KEY
            else:
                operation.pop("security", None)
            extra = (401, 403, 429) if token else (401, 429)
            for status in extra:
                if not any(str(k) == str(status) for k in responses):
                    responses[status] = http.HTTPStatus(status).name
        for status, response in responses.items():
            if not isinstance(response, dict) or not str(status).startswith(("2", "3")):
                continue
            names = ["X-Request-ID"]
            if op_id not in OPEN_OPERATIONS:
                names.append("RateLimit-Policy")
            if token or op_id in ETAG_OPERATIONS:
                names.append("ETag")
            if str(status) == "201":
                names.append("Location")
            response.setdefault("headers", {}).update(_header_refs(*names))


class Api(flask_smorest.Api):
    """Errors are problem+json, in the responses and in the spec.

    What the spec says of the systems the app serves is given, never looked up:
    `closed_sets` are the values of the sets the app makes up from them (`StepName`,
    `SystemId`, the encounter step names: `referee.schemas.late`).
    """

    ERROR_SCHEMA = Problem

    def __init__(
        self,
        app=None,
        *,
        closed_sets: Mapping[str, list[str]] | None = None,
        **kwargs,
    ):
        class Plugin(MarshmallowPlugin):
            def init_spec(self, spec):
                # Before any schema is converted: the error responses' Problem is, while
                # flask-smorest's Api starts.
                super().init_spec(spec)
                self.converter.add_attribute_function(_field_openapi)

        kwargs.setdefault("spec_kwargs", {})["marshmallow_plugin"] = Plugin(
            schema_name_resolver=schema_name
        )
        super().__init__(app, **kwargs)
        # Read by ClosedString.openapi for the `late` sets; not part of the spec's output.
        self.spec.referee_closed_sets = dict(closed_sets or {})
        self.spec.options["security"] = ANONYMOUS_OR_KEY
        self.spec.components.security_scheme(
            "bearer",
            {
                "type": "http",
                "scheme": "bearer",
                "description": "An encounter's game-master or side token.",
            },
        )
        self.spec.components.security_scheme(
            "apiKey",
            {
                "type": "apiKey",
                "in": "header",
                "name": "X-API-Key",
                "description": "Only where the server sets REFEREE_API_KEYS: one of those "
                "keys. Every operation but the probes then needs it (401 without).",
            },
        )
        for name, description in HEADERS.items():
            self.spec.components.header(
                name, {"description": description, "schema": {"type": "string"}}
            )
        plugin = ContractPlugin()
        plugin.init_spec(self.spec)
        self.spec.plugins.append(plugin)

    def _register_responses(self):
        for status in http.HTTPStatus:
            response: dict = {"description": status.phrase}
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
                prepare_response(response, self.spec, errors.PROBLEM_JSON)
                if status in ERROR_EXAMPLES:
                    content = response["content"][errors.PROBLEM_JSON]
                    content["example"] = _problem_example(status, *ERROR_EXAMPLES[status])
                names = ("X-Request-ID", *ERROR_HEADERS.get(status, ()))
                response["headers"] = _header_refs(*names)
            self.spec.components.response(status.name, response, lazy=True)
        response = {
            "description": "Error",
            "schema": self.ERROR_SCHEMA,
            "headers": _header_refs("X-Request-ID"),
        }
        prepare_response(response, self.spec, errors.PROBLEM_JSON)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)

    def _register_pagination_header(self):
        """No route pages through flask-smorest (the log pages itself): no unused component."""

    def handle_http_exception(self, error):
        return errors.handle_http_exception(error)


# Arguments of flask-smorest's `arguments` that only document; any other goes to webargs.
_DOC_ONLY = {"content_type", "required", "description", "example", "examples"}


# The problem a client most often meets at each status, as the example /docs/ shows beside
# it (a viewer otherwise makes one up from the schema, and every error would show the first
# code of the enum).
ERROR_EXAMPLES: dict[int, tuple[str, str, dict | None]] = {
    400: ("invalid_json", "the body is not valid JSON: Expecting value at line 1 column 1", None),
    401: (
        "unauthorized",
        "send the game master's or a side's token as 'Authorization: Bearer <token>'",
        None,
    ),
    403: ("forbidden", "that token acts for red; this step is blue's to take", None),
    404: ("unknown_encounter", "there is no encounter with this id", None),
    405: ("method_not_allowed", "this route does not take PATCH", None),
    409: (
        "state_conflict",
        "r1 is taking an action: end it (end-activation) before b1 acts",
        None,
    ),
    412: (
        "stale_version",
        'the encounter changed: it is at version 8 ("8"), not "7"; read it again and retry',
        None,
    ),
    413: ("request_entity_too_large", "the body is larger than 65536 bytes", None),
    415: ("unsupported_media_type", "send the body as application/json", None),
    422: (
        "validation_error",
        "distance_in: Must be greater than or equal to 0.",
        {"distance_in": ["Must be greater than or equal to 0."]},
    ),
    429: ("rate_limited", "too many requests: try again in 2 seconds", None),
    500: ("internal_error", errors.INTERNAL_ERROR, None),
    503: ("store_unavailable", errors.STORE_UNAVAILABLE, None),
}


def _problem_example(status: int, code: str, detail: str, field_errors: dict | None) -> dict:
    example = {
        "type": errors.problem_type(code),
        "title": http.HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
        "instance": "urn:referee:request:3f2c1b0e9d8a4c7b",
    }
    if field_errors:
        example["errors"] = field_errors
    return example


class Blueprint(flask_smorest.Blueprint):
    """Every documented operation also lists the errors any request can meet."""

    # Bodies are read by referee.body, the same way on every route.
    ARGUMENTS_PARSER = BodyParser()
    COMMON_ERRORS = (400, 413, 415, 500)
    # What any JSON body can meet before its schema is read (referee.body, the 415 check).
    BODY_ERRORS = (400, 413, 415)

    @staticmethod
    def doc(**kwargs):
        document = flask_smorest.Blueprint.doc(**kwargs)
        return lambda func: views.documented_only(func, document(func))

    def alt_response(self, status_code, *args, **kwargs):
        document = super().alt_response(status_code, *args, **kwargs)
        return lambda func: views.documented_only(func, document(func))

    def response(self, status_code, schema=None, **kwargs):
        """flask-smorest's `response`, run by referee.fast.views."""
        document = super().response(status_code, schema, **kwargs)
        dumper = resolve_schema_instance(schema)
        return lambda func: views.responding(func, document(func), status_code, dumper)

    def arguments(self, schema, *, location="json", **kwargs):
        """A JSON body is read and loaded with the one instance of `schema` by
        referee.fast.views (through referee.fast.loader when it is sure). Other locations,
        and options webargs would act on, go through webargs. A JSON body's operation
        documents the body errors too, whichever route it is."""
        decorate = super().arguments(schema, location=location, **kwargs)
        if location != "json":
            return decorate
        loader = resolve_schema_instance(schema)
        fast = fast_loader(loader)
        parser = self.ARGUMENTS_PARSER
        through_webargs = bool(set(kwargs) - _DOC_ONLY)

        def decorator(func):
            documented = decorate(func)
            responses = documented._apidoc["arguments"]["responses"]
            for status in self.BODY_ERRORS:
                responses.setdefault(status, http.HTTPStatus(status).name)
            if through_webargs:
                return documented
            return views.loading_json(func, documented, parser, loader, fast)

        return decorator

    def common_errors(self, func, statuses=COMMON_ERRORS):
        """Document error responses as `alt_response` would, without its runtime wrapper.

        Each `alt_response` adds a wrapper that inspects the view on every call;
        four of them cost more than a command test's rules (referee.fast lists this fast
        path; with it off, for the benchmark, the wrappers are flask-smorest's own).
        """
        if not views.ON:
            for status in statuses:
                func = super().alt_response(status, response=http.HTTPStatus(status).name)(func)
            return func
        func._apidoc = deepcopy(getattr(func, "_apidoc", {}))
        responses = func._apidoc.setdefault("response", {}).setdefault("responses", {})
        for status in statuses:
            responses.setdefault(status, []).append(http.HTTPStatus(status).name)
        return func


__all__ = ["Api", "Blueprint", "ma"]
