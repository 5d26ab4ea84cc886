"""flask-smorest's Api and Blueprint, subclassed once for the whole service."""

from __future__ import annotations

import http
import re
from copy import deepcopy

import flask_smorest
import marshmallow as ma
from flask_smorest.utils import prepare_response

from referee import errors
from referee.body import BodyParser
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
    return describe(converter)


class Api(flask_smorest.Api):
    """Errors are problem+json, in the responses and in the spec."""

    ERROR_SCHEMA = Problem

    def __init__(self, app=None, **kwargs):
        # The oneOf-aware plugin documents OneOfSchema (encounters by system) as oneOf.
        from apispec_oneofschema import MarshmallowPlugin

        kwargs.setdefault("spec_kwargs", {})["marshmallow_plugin"] = MarshmallowPlugin(
            schema_name_resolver=schema_name
        )
        super().__init__(app, **kwargs)
        self.ma_plugin.converter.add_attribute_function(_field_openapi)
        self.spec.components.security_scheme(
            "bearer",
            {
                "type": "http",
                "scheme": "bearer",
                "description": "An encounter's game-master or side token.",
            },
        )

    def _register_responses(self):
        for status in http.HTTPStatus:
            response: dict = {"description": status.phrase}
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
                prepare_response(response, self.spec, errors.PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Error", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, errors.PROBLEM_JSON)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)

    def handle_http_exception(self, error):
        return errors.handle_http_exception(error)


class Blueprint(flask_smorest.Blueprint):
    """Every documented operation also lists the errors any request can meet."""

    # Bodies are read by referee.body, the same way on every route.
    ARGUMENTS_PARSER = BodyParser()
    COMMON_ERRORS = (400, 413, 415, 500)
    # What any JSON body can meet before its schema is read (referee.body, the 415 check).
    BODY_ERRORS = (400, 413, 415)

    def arguments(self, schema, *, location="json", **kwargs):
        """A JSON body's operation documents the body errors too, whichever route it is."""
        decorate = super().arguments(schema, location=location, **kwargs)
        if location != "json":
            return decorate

        def decorator(func):
            wrapped = decorate(func)
            responses = wrapped._apidoc["arguments"]["responses"]
            for status in self.BODY_ERRORS:
                responses.setdefault(status, http.HTTPStatus(status).name)
            return wrapped

        return decorator

    def common_errors(self, func, statuses=COMMON_ERRORS):
        """Document error responses as `alt_response` would, without its runtime wrapper.

        Each `alt_response` adds a wrapper that inspects the view on every call;
        four of them cost more than a command test's rules.
        """
        func._apidoc = deepcopy(getattr(func, "_apidoc", {}))
        responses = func._apidoc.setdefault("response", {}).setdefault("responses", {})
        for status in statuses:
            responses.setdefault(status, []).append(http.HTTPStatus(status).name)
        return func


__all__ = ["Api", "Blueprint", "ma"]
