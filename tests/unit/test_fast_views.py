"""referee.fast.views answers exactly as flask-smorest's own wrappers do.

Every stateless step (and its odds) is served twice by one app: as Referee serves it, its
view wrapped by referee.api.Blueprint (one plain layer each, the body loaded through
referee.fast.loader), and beside it, under /library, the same view wrapped by
flask-smorest's own `alt_response`, `response`, `arguments` and `doc` (webargs parses the
body, marshmallow loads it). Hypothesis sends both the same bodies, valid and not
(tests/support/request_bodies.py): the status, the headers and the body of the two answers
are the same bytes. A view that returns a value rather than a Response is dumped by the
response schema: every shape of return flask-smorest takes answers the same too.
"""

from __future__ import annotations

import inspect
import json
from http import HTTPStatus

import flask_smorest
import pytest
from flask import Response
from hypothesis import HealthCheck, given, settings
from marshmallow import Schema, fields

from referee.api import Blueprint
from referee.app import create_app
from referee.steps import OddsResponse
from referee.systems import SYSTEMS

from ..support.request_bodies import near_bodies, request_schemas

LIBRARY = "/library"
# The stateless steps and their odds: (name as request_schemas() has it, path, request
# schema, response schema).
ROUTES = [
    route
    for system in SYSTEMS.values()
    for step in system.steps
    for route in (
        (
            f"{system.id} {step.path}",
            f"/v1/{system.id}/{step.path}",
            step.request_schema(),
            step.response_schema(),
        ),
        (
            f"{system.id} {step.path} odds",
            f"/v1/{system.id}/{step.odds_path}",
            step.request_schema(),
            OddsResponse(),
        ),
    )
]
PATHS = {name: path for name, path, _, _ in ROUTES}
# An odds route loads its step's own request (referee.steps), so it takes the step's bodies.
SCHEMAS = [
    (name, schema, bodies)
    for entry in request_schemas()
    if entry[0] in PATHS
    for name, schema, bodies in (entry, (f"{entry[0]} odds", *entry[1:]))
]


def _library(blp: Blueprint, view, request_schema, response_schema):
    """`view` wrapped as flask-smorest wraps it, without Referee's replacements."""
    library = flask_smorest.Blueprint
    for status in blp.COMMON_ERRORS:
        view = library.alt_response(blp, status, response=HTTPStatus(status).name)(view)
    view = library.response(blp, 200, response_schema)(view)
    view = library.arguments(blp, request_schema)(view)
    return library.doc(operationId=view.__name__)(view)


class Answer(Schema):
    count = fields.Integer()
    label = fields.String(dump_default="none")


def _returning(result):
    def view():
        return result() if callable(result) else result

    return view


RETURNS = {
    "a value": {"count": 2},
    "a value and a status": ({"count": 2, "label": "x"}, 201),
    "a value and headers": ({"count": 2}, {"X-Extra": "yes"}),
    "a value, a status and headers": ({"count": 2}, 202, {"X-Extra": "yes"}),
    "a Response": lambda: Response("raw", status=203, mimetype="text/plain"),
    "a Response and a status": lambda: (Response("raw", mimetype="text/plain"), 205),
    "a Response and headers": lambda: (Response("raw"), {"X-Extra": "yes"}),
}


@pytest.fixture(scope="module")
def client(settings):
    app = create_app(settings)
    served = {rule.rule: rule.endpoint for rule in app.url_map.iter_rules()}
    blp = Blueprint("library", __name__)
    for name, path, request_schema, response_schema in ROUTES:
        view = inspect.unwrap(app.view_functions[served[path]])  # the step's own view
        wrapped = _library(blp, view, request_schema, response_schema)
        app.add_url_rule(LIBRARY + path, f"library {name}", wrapped, methods=["POST"])
    for name, result in RETURNS.items():
        fast = Blueprint("fast", __name__).response(200, Answer)(_returning(result))
        library = flask_smorest.Blueprint.response(blp, 200, Answer)(_returning(result))
        app.add_url_rule(f"/returns/{name}", f"fast returns {name}", fast)
        app.add_url_rule(f"{LIBRARY}/returns/{name}", f"library returns {name}", library)
    return app.test_client()


def _answers(client, method: str, path: str, **kwargs) -> list[tuple]:
    """(status, headers, body) of the same request to Referee's route and the library's."""
    headers = {"X-Request-ID": "equivalence", **kwargs.pop("headers", {})}
    out = []
    for prefix in ("", LIBRARY):
        answer = client.open(prefix + path, method=method, headers=headers, **kwargs)
        out.append((answer.status, sorted(answer.headers.items()), answer.get_data()))
    return out


def _post(client, name: str, body) -> list[tuple]:
    rolls = not name.endswith(" odds")
    if rolls and isinstance(body, dict) and "seed" not in body and "dice" not in body:
        body = {**body, "seed": "equivalence"}  # else each answer rolls its own seed
    return _answers(
        client, "POST", PATHS[name], data=json.dumps(body), content_type="application/json"
    )


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
@given(near_bodies(SCHEMAS))
def test_a_step_answers_every_body_as_flask_smorest_does(client, case):
    fast, library = _post(client, *case)
    assert fast == library, case


@pytest.mark.parametrize("name", sorted(PATHS))
def test_each_step_answers_its_valid_body_as_flask_smorest_does(client, name):
    """Each route's valid bodies succeed on both, with the same answer: the comparison is
    not only ever of refusals."""
    bodies = next(valid for n, _, valid in SCHEMAS if n == name)
    for body in bodies:
        fast, library = _post(client, name, body)
        assert fast == library
        assert fast[0].startswith("200"), fast


@pytest.mark.parametrize(
    "data, content_type",
    [
        (b"", "application/json"),
        (b"null", "application/json"),
        (b"[]", "application/json"),
        (b'{"command": 4,', "application/json"),
        (b'{"command": 4}', "text/plain"),
        (None, None),
    ],
)
def test_a_body_that_is_no_json_object_answers_as_flask_smorest_does(client, data, content_type):
    kwargs = {} if data is None else {"data": data, "content_type": content_type}
    fast, library = _answers(client, "POST", PATHS["urban-war command-test"], **kwargs)
    assert fast == library
    assert not fast[0].startswith("2"), fast


@pytest.mark.parametrize("name", sorted(RETURNS))
def test_every_shape_of_return_answers_as_flask_smorest_does(client, name):
    fast, library = _answers(client, "GET", f"/returns/{name}")
    assert fast == library
