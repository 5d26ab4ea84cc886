"""Every request schema a route loads a body with, and hypothesis bodies near a valid one.

For each schema (each system's steps, whose odds routes load the same, each encounter step's
params, roster corrections, side seeds) a valid body (a golden case, else the spec's
example) is changed up to three times: a value replaced by one a slip away (its neighbour,
or the same in another JSON type: 2.0 or true for 2) or by any other JSON value (numbers out
of range, NaN, 1e400, text, null, lists, objects, card notation), a key removed, an unknown
key or an alias added. The fast paths' equivalence tests run on them
(tests/unit/test_fast_*.py).
"""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import marshmallow as ma
from hypothesis import strategies as st

from referee.encounters import schemas as encounter_schemas
from referee.steps import step_examples
from referee.systems import SYSTEMS

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _golden(system: str, path: str) -> list[dict]:
    file = GOLDEN / system / f"{path.replace('/', '-')}.json"
    if not file.exists():
        return []
    return [case["request"] for case in json.loads(file.read_text())]


def request_schemas() -> list[tuple[str, ma.Schema, list[dict]]]:
    """(name, schema instance, valid bodies) for every schema a route loads a body with."""
    out = []
    examples = step_examples()
    for system in SYSTEMS.values():
        for step in system.steps:
            bodies = _golden(system.id, step.path) or [
                examples[f"{system.id}/{step.path.replace('/', '-')}"]["request"]
            ]
            out.append((f"{system.id} {step.path}", step.request_schema(), bodies))
        if system.encounter is not None:
            for step in system.encounter.steps:
                out.append((f"{system.id} encounter {step.path}", step.params(), [{}]))
            out.append(
                (f"{system.id} roster entry", system.encounter.model_schema(), [{"id": "m1"}])
            )
    out.append(("side seed", encounter_schemas.SideSeed(), [{"seed": "our-side-42"}]))
    return out


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
def near_bodies(draw, schemas: list[tuple[str, ma.Schema, list[dict]]]):
    """(schema name, a body near a valid one): up to three changes to a valid body of one
    of `schemas` (as `request_schemas()` lists them)."""
    name, _, valid = draw(st.sampled_from(schemas))
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
