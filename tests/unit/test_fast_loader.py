"""referee.fast.loader accepts, rejects and loads exactly as the marshmallow schemas do.

For every request schema a route loads, hypothesis takes a valid body and changes it
(tests/support/request_bodies.py: values a slip away or far off, keys removed, unknown keys
and aliases added). On each body the fast loader either returns what `schema.load`
returns (the same values of the same types, in the same order) or defers to marshmallow;
and it defers whenever marshmallow refuses the body, so every error answer, message
included, is marshmallow's own.
"""

from __future__ import annotations

import copy
import math

import marshmallow as ma
import pytest
from hypothesis import HealthCheck, given, settings

from referee.fast.loader import Defer, fast_loader

from ..support.request_bodies import near_bodies, request_schemas

SCHEMAS = request_schemas()
FAST = {name: fast_loader(schema) for name, schema, _ in SCHEMAS}


def _typed(value):
    """A value with the type of each part, in order: 1 and 1.0 and True differ, as do orders."""
    if isinstance(value, dict):
        return ("dict", [(k, _typed(v)) for k, v in value.items()])
    if isinstance(value, list | tuple):
        return (type(value).__name__, [_typed(v) for v in value])
    if isinstance(value, float) and math.isnan(value):
        return ("float", "nan")
    return (type(value).__name__, value)


def _check(name: str, body) -> str:
    """'same', 'deferred' (both outcomes allowed) or an AssertionError."""
    schema = next(s for n, s, _ in SCHEMAS if n == name)
    fast = FAST[name]
    try:
        expected = schema.load(copy.deepcopy(body))
    except ma.ValidationError:
        expected = None
    if fast is None:
        return "deferred"
    try:
        got = fast(copy.deepcopy(body))
    except Defer:
        return "deferred"
    assert expected is not None, f"{name}: fast path accepted what marshmallow refuses: {body!r}"
    assert _typed(got) == _typed(expected), f"{name}: {body!r}: {got!r} != {expected!r}"
    return "same"


@settings(
    max_examples=1500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(near_bodies(SCHEMAS))
def test_fast_path_accepts_only_what_marshmallow_accepts_and_loads_the_same(case):
    _check(*case)


@pytest.mark.parametrize("name", [n for n, _, _ in SCHEMAS])
def test_every_valid_body_takes_the_fast_path_where_there_is_one(name):
    """The fast path is used, not merely safe: each valid body of a compiled schema loads
    through it with marshmallow's result."""
    schema = next(s for n, s, _ in SCHEMAS if n == name)
    valid = next(v for n, _, v in SCHEMAS if n == name)
    if FAST[name] is None:
        pytest.skip("no fast loader for this schema: marshmallow loads it")
    for body in valid:
        try:
            schema.load(copy.deepcopy(body))
        except ma.ValidationError:
            continue  # the encounter steps' `{}` is not valid for every step
        assert _check(name, body) == "same", body


def test_the_hot_steps_have_a_fast_loader():
    # The odds routes load with their step's request schema, so these serve them too.
    for name in ("urban-war command-test", "urban-war shooting"):
        assert FAST[name] is not None, name


def test_known_refusals_defer():
    """Worked examples of what marshmallow refuses, each for a different reason."""
    shooting = next(v for n, _, v in SCHEMAS if n == "urban-war shooting")[0]
    refused = [
        {**shooting, "distance_in": float("nan")},  # a float field that must be finite
        {**shooting, "distance_in": True},  # a boolean is not a number
        {**shooting, "seed": ""},  # a validator (Length) refuses
        {**shooting, "sead": "x"},  # an unknown key
        {**shooting, "seed": "x", "dice": [1]},  # validates_schema refuses
    ]
    for body in refused:
        with pytest.raises(ma.ValidationError):
            next(s for n, s, _ in SCHEMAS if n == "urban-war shooting").load(body)
        assert _check("urban-war shooting", body) == "deferred", body
