"""flask-smorest's run-time wrappers of a view, each done once in one plain layer.

flask-smorest's `doc`, `alt_response`, `response` and `arguments` each wrap the view in a
function that looks the view up again on every call (`current_app.ensure_sync`, twice a
proxy and an inspection); a step had five such layers. Referee's views are plain functions,
so what those wrappers do at run time is done here in one layer each, and the documentation
flask-smorest gave its own wrapper (`_apidoc`) is carried over unchanged. A coroutine view
keeps flask-smorest's own wrapper.

What they rely on of flask-smorest 0.47: the run-time helpers of `flask_smorest.utils`
(`unpack_tuple_response`, `set_status_and_headers_in_response`), the `_apidoc` attribute the
decorators document through, and that its `response` wrapper does nothing else that Referee
uses (it also keeps the dump for flask-smorest's ETag feature and passes it through
`_prepare_response_content` for pagination: Referee uses neither). Of webargs 8.7: a JSON
body is read by the parser's `load_json` (no body: `{}`) and a ValidationError goes to its
`handle_error` keyed by "json", as `use_args` does. tests/unit/test_fast_views.py proves
that a step answers every body, valid or not, byte for byte as flask-smorest's own wrappers
answer it.
"""

from __future__ import annotations

from functools import wraps
from inspect import iscoroutinefunction

import marshmallow as ma
from flask import Response, jsonify, request
from flask_smorest.utils import set_status_and_headers_in_response, unpack_tuple_response

from referee.fast.loader import Load, load
from referee.fast.switch import on

ON = on("views")


def _keeps_library(func) -> bool:
    return not ON or iscoroutinefunction(func)


def _documented_as(view, documented):
    view._apidoc = documented._apidoc
    return view


def documented_only(func, documented):
    """`func` itself at run time, with the documentation flask-smorest gave `documented`
    (its `doc` or `alt_response` wrapper of `func`)."""
    if _keeps_library(func):
        return documented

    @wraps(func)
    def view(*args, **kwargs):
        return func(*args, **kwargs)

    return _documented_as(view, documented)


def responding(func, documented, status_code, dumper: ma.Schema | None):
    """flask-smorest's `response` wrapper (`documented`) at run time: a Response the view
    returns goes out as it is, anything else is dumped with `dumper` and sent as JSON with
    `status_code`."""
    if _keeps_library(func):
        return documented

    @wraps(func)
    def view(*args, **kw):
        result, status, headers = unpack_tuple_response(func(*args, **kw))
        if isinstance(result, Response):
            set_status_and_headers_in_response(result, status, headers)
            return result
        answer = jsonify(dumper.dump(result) if dumper is not None else result)
        set_status_and_headers_in_response(answer, status, headers)
        if status is None:
            answer.status_code = status_code
        return answer

    return _documented_as(view, documented)


def loading_json(func, documented, parser, schema: ma.Schema, fast: Load | None):
    """flask-smorest's `arguments` wrapper (`documented`) of a JSON body at run time: the
    body read as webargs reads it, loaded with the one instance `schema` (through `fast`
    when it is sure), a ValidationError handled by `parser` as webargs hands it over."""
    if _keeps_library(func):
        return documented

    @wraps(func)
    def view(*args, **kw):
        req = request._get_current_object()
        body = parser.load_json(req, schema)
        try:
            params = load(schema, fast, {} if body is ma.missing else body)
        except ma.ValidationError as error:
            error.messages = {"json": error.messages}
            parser.handle_error(error, req, schema, error_status_code=None, error_headers=None)
        return func(*args, params, **kw)

    return _documented_as(view, documented)
