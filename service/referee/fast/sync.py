"""Flask's `ensure_sync`, answered at once for a plain function.

Flask asks `ensure_sync` of every hook and view on every request, and answers through
`inspect.iscoroutinefunction` (which unwraps partials and looks for coroutine markers).
Every hook and view of Referee is a plain function: for one, the answer is the function
itself, as Flask's is; anything else gets Flask's own answer.
"""

from __future__ import annotations

from inspect import CO_COROUTINE
from types import FunctionType

import flask

from referee.fast.switch import on


class PlainSyncFlask(flask.Flask):
    if on("ensure_sync"):

        def ensure_sync(self, func):
            if (
                type(func) is FunctionType
                and not func.__code__.co_flags & CO_COROUTINE
                # inspect.markcoroutinefunction (Python 3.12) makes a plain one a coroutine's.
                and getattr(func, "_is_coroutine_marker", None) is None
            ):
                return func
            return super().ensure_sync(func)
