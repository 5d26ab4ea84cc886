"""The stateless routes of a declaration (`referee.steps.Declaration`): one documented POST
route per step under /v1/<system>, and its odds route.

Each step route has the step's own request and response schema (so each becomes one typed
SDK method); `?odds=true` adds the step's exact odds, `POST .../<path>/odds` takes the same
request and answers them alone (`OddsResponse`, one shape for every step), drawing nothing.
"""

from __future__ import annotations

from functools import cache

import orjson
from flask import Response, request

from referee.api import Blueprint
from referee.steps import DICE_SOURCE, Declaration, OddsResponse, Step, odds_only, resolve
from referee.violations import HTTPProblem

ODDS_QUERY = {
    "in": "query",
    "name": "odds",
    "required": False,
    "schema": {"type": "boolean", "default": False},
    "description": "true: add `odds`, the step's exact probabilities for these inputs and "
    "where this roll fell in them (see the `/odds` route of the step).",
}
_TRUE, _FALSE = ("true", "1"), ("false", "0")


def odds_asked() -> bool:
    """`?odds=true` (or 1); `false`, 0 or absent: no odds. Anything else is a 400."""
    if not request.query_string:
        return False
    value = request.args.get("odds")
    if value is None or value.lower() in _FALSE:
        return False
    if value.lower() in _TRUE:
        return True
    raise HTTPProblem(
        400,
        "invalid_query",
        f"the query parameter odds must be true or false, not {value!r}",
    )


@cache
def blueprint(system: Declaration) -> Blueprint:
    """The system's routes under /v1/<system>, built once: every app registers the same one."""
    blp = Blueprint(
        system.id, __name__, url_prefix=f"/v1/{system.id}", description=system.description
    )
    for step in system.steps:
        _add_step_route(blp, step)
    for step in system.steps:
        _add_odds_route(blp, step)
    return blp


def _add_step_route(blp: Blueprint, step: Step) -> None:
    def view(body: dict) -> Response:
        # The rules already return JSON-ready dicts in the documented shape, so the
        # response schema documents the body but does not re-serialize it: dumping
        # through marshmallow cost more than the rules themselves. The contract tests
        # validate responses against the spec.
        return Response(
            orjson.dumps(resolve(step, body, odds_asked())), mimetype="application/json"
        )

    view.__name__ = step.operation_id
    view.__doc__ = f"{step.summary}\n\n{(step.rules.__doc__ or '').strip()}"
    example = step.example
    decorated = blp.common_errors(view)
    decorated = blp.response(200, step.response_schema(), example=example["response"])(decorated)
    decorated = blp.arguments(step.request_schema(), example=example["request"])(decorated)
    decorated = blp.doc(operationId=step.operation_id, parameters=[ODDS_QUERY])(decorated)
    blp.route(f"/{step.path}", methods=["POST"], endpoint=step.operation_id)(decorated)


def _add_odds_route(blp: Blueprint, step: Step) -> None:
    def view(body: dict) -> Response:
        return Response(orjson.dumps(odds_only(step, body)), mimetype="application/json")

    operation_id = f"{step.operation_id}_odds"
    view.__name__ = operation_id
    view.__doc__ = (
        f"Exact odds of: {step.summary}\n\nThe probability of each outcome of the step and "
        "the distribution of its numeric results for these inputs, computed from the same "
        "rules that roll (exact enumeration, never sampling). The request is the step's own: "
        "`seed` and `dice` are checked as there but not used, since nothing is rolled."
    )
    params = {k: v for k, v in step.example["request"].items() if k not in DICE_SOURCE}
    decorated = blp.common_errors(view)
    decorated = blp.response(200, OddsResponse())(decorated)
    decorated = blp.arguments(step.request_schema(), example=params)(decorated)
    decorated = blp.doc(operationId=operation_id)(decorated)
    blp.route(f"/{step.odds_path}", methods=["POST"], endpoint=operation_id)(decorated)
