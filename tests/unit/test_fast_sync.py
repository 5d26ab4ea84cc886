"""referee.fast.sync answers `ensure_sync` exactly as Flask does.

For every kind of callable Flask may be handed (plain functions, closures, lambdas,
partials, bound methods, builtins, classes, callable objects, wrapped functions,
coroutine functions) and for every hook and view of the app itself, the fast answer is the
same object as Flask's, or, where Flask would make a wrapper (a coroutine function), Flask
makes it for both.
"""

from __future__ import annotations

import functools
import inspect

import flask
import pytest

from referee.app import create_app
from referee.fast.sync import PlainSyncFlask


def plain(x=1):
    return x


async def coroutine(x=1):
    return x


class Callable:
    def __call__(self):
        return 1

    def method(self):
        return 1


@functools.wraps(plain)
def wrapped(*args):
    return plain(*args)


def closure():
    def inner():
        return 1

    return inner


CALLABLES = {
    "a plain function": plain,
    "a closure": closure(),
    "a lambda": lambda: 1,
    "a partial": functools.partial(plain, 2),
    "a bound method": Callable().method,
    "a builtin": len,
    "a class": Callable,
    "a callable object": Callable(),
    "a wrapped function": wrapped,
    "a partial of a coroutine function": functools.partial(coroutine, 2),
}
if hasattr(inspect, "markcoroutinefunction"):  # Python 3.12
    CALLABLES["a function marked a coroutine's"] = inspect.markcoroutinefunction(closure())


@pytest.fixture(scope="module")
def app(settings):
    return create_app(settings)


def _answers(app, func):
    """(fast, flask): each one's answer, or the type of what it raised."""
    out = []
    for ensure_sync in (PlainSyncFlask.ensure_sync, flask.Flask.ensure_sync):
        try:
            out.append(ensure_sync(app, func))
        except Exception as error:  # asgiref missing: Flask refuses, and so must the fast path
            out.append(type(error))
    return out


@pytest.mark.parametrize("name", sorted(CALLABLES))
def test_every_kind_of_callable_gets_flasks_answer(app, name):
    fast, library = _answers(app, CALLABLES[name])
    if library is CALLABLES[name] or isinstance(library, type):
        assert fast is library
    else:  # Flask made a wrapper: the fast path left it to Flask
        assert fast is not CALLABLES[name] and type(fast) is type(library)


def test_a_coroutine_function_is_left_to_flask(app):
    fast, library = _answers(app, coroutine)
    assert fast is not coroutine
    assert type(fast) is type(library)


def test_every_hook_and_view_of_the_app_gets_flasks_answer(app):
    hooks = [
        *app.view_functions.values(),
        *(f for funcs in app.before_request_funcs.values() for f in funcs),
        *(f for funcs in app.after_request_funcs.values() for f in funcs),
        *(f for funcs in app.teardown_request_funcs.values() for f in funcs),
    ]
    assert len(hooks) > 50
    for func in hooks:
        fast, library = _answers(app, func)
        assert fast is library is func, func
