"""referee.fast.loader accepts, rejects and loads exactly as the marshmallow schemas do.

For every request schema a route loads (each system's steps and their odds, each
encounter step's params, roster corrections, side seeds), hypothesis takes a valid
body (a golden case, else the spec's example) and changes it: a value replaced by
one a slip away (its neighbour, or the same in another JSON type: 2.0 or true for 2)
or by any other JSON value (numbers out of range, NaN, 1e400, text, null, lists,
objects, card notation), a key removed, an unknown key or an alias added. On each
body the fast loader either returns what `schema.load` returns (the same values of
the same types, in the same order) or defers to marshmallow; and it defers whenever
marshmallow refuses the body, so every error answer, message included, is
marshmallow's own.
"""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import marshmallow as ma
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.encounters import schemas as encounter_schemas
from referee.fast.loader import Defer, fast_loader
from referee.steps import step_examples
from referee.systems import SYSTEMS

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _golden(system: str, path: str) -> list[dict]:
    file = GOLDEN / system / f"{path.replace('/', '-')}.json"
    if not file.exists():
        return []
    return [case["request"] for case in json.loads(file.read_text())]


def _schemas() -> list[tuple[str, ma.Schema, list[dict]]]:
    """(name, schema instance, valid bodies) for every schema a route loads a body with."""
    out = []
    examples = step_examples()
    for system in SYSTEMS.values():
        for step in system.steps:
            bodies = _golden(system.id, step.path) or [
                examples[f"{system.id}/{step.path.replace('/', '-')}"]["request"]
            ]
            out.append((f"{system.id} {step.path}", step.request_schema(), bodies))
            params = [{k: v for k, v in b.items() if k not in ("seed", "dice")} for b in bodies]
            out.append((f"{system.id} {step.path} odds", step.odds_request_schema(), params))
        if system.encounter is not None:
            for step in system.encounter.steps:
                out.append((f"{system.id} encounter {step.path}", step.params(), [{}]))
            out.append(
                (f"{system.id} roster entry", system.encounter.model_schema(), [{"id": "m1"}])
            )
    out.append(("side seed", encounter_schemas.SideSeed(), [{"seed": "our-side-42"}]))
    return out


SCHEMAS = _schemas()
FAST = {name: fast_loader(schema) for name, schema, _ in SCHEMAS}

# JSON values a body may hold where a valid one was, near and far from valid.
scalars = st.one_of(
    st.integers(-3, 120),
    st.integers(),
    st.sampled_from([2**70, -(2**70), 0, 1, True, False, None]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0.5, 2.0, 18.0, 1e308, 1e400, -0.0, 48.1]),
    st.text(max_size=12),
    st.sampled_from(["", "-", "+1x2/5", "0x10/5x2", "-1/4", " 2/4 ", "solid", "soft", "none"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)


def _places(body, path=()):
    """Every (container path, key or index) in a JSON body."""
    if isinstance(body, dict):
        for key, value in body.items():
            yield path, key
            yield from _places(value, (*path, key))
    elif isinstance(body, list):
        for index, value in enumerate(body):
            yield path, index
            yield from _places(value, (*path, index))


def _at(body, path):
    for step in path:
        body = body[step]
    return body


@st.composite
def bodies(draw):
    """(schema name, a body near a valid one): up to three changes to a valid body."""
    name, _, valid = draw(st.sampled_from(SCHEMAS))
    body = copy.deepcopy(draw(st.sampled_from(valid)))
    for _ in range(draw(st.integers(0, 3))):
        places = list(_places(body))
        action = draw(st.sampled_from(["near", "near", "replace", "remove", "add"]))
        if action == "add" or not places:
            containers = [(), *((*p, k) for p, k in places)]
            path = draw(st.sampled_from(containers))
            target = _at(body, path)
            if isinstance(target, dict):
                # An unknown key, an alias of a known one, or a known one again.
                key = draw(st.one_of(st.text(max_size=6), st.sampled_from(ALIASES)))
                target[key] = draw(values)
            continue
        path, key = draw(st.sampled_from(places))
        container = _at(body, path)
        if action == "remove":
            del container[key]
        elif action == "near":
            container[key] = draw(st.sampled_from(_near(container[key])))
        else:
            container[key] = draw(values)
    return name, body


def _near(value) -> list:
    """Values one slip away from `value`: its neighbours, and the same in another JSON type."""
    if isinstance(value, bool):
        return [not value, int(value), float(value), str(value).lower(), None]
    if isinstance(value, int):
        return [value - 1, value + 1, float(value), bool(value), str(value), -value, None, 2**64]
    if isinstance(value, float):
        nearby = [value + 0.5, -value, math.inf, math.nan, str(value), None]
        return [*nearby, int(value)] if math.isfinite(value) else nearby
    if isinstance(value, str):
        return ["", value + value, value.upper(), [value], {"value": value}, None, 1]
    if isinstance(value, list):
        return [[], value + value, value[:1], {}, None, "list"]
    return [[value], {}, None, "object", 0]


ALIASES = ["SH", "AS", "ST", "T", "W", "CD", "SZ", "MV", "CAL", "FS", "source", "seed", "dice"]


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
@given(bodies())
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
    for name in ("urban-war command-test", "urban-war shooting", "urban-war shooting odds"):
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
