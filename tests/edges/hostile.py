"""Hostile request bodies for the fuzz tests: the shapes of issue 14's acceptance.

A body is built as a tree and rendered to JSON text by hand, because json.dumps
cannot write what a hostile client can: duplicate keys, NaN and Infinity
literals, numbers past a float's range, half a surrogate pair, raw control
characters, nesting thousands deep.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import strategies as st

# Leaves as JSON text: huge numbers, non-finite literals, booleans where ints go, nulls,
# unicode with NUL, half surrogate pairs, a raw control character (not JSON at all).
LEAVES = [
    "1e308",
    "-1e308",
    "1e400",
    "-1e400",
    "4.9e-324",
    str(2**70),
    str(-(2**70)),
    str(2**63),
    "1" + "0" * 5000,
    "NaN",
    "Infinity",
    "-Infinity",
    "true",
    "false",
    "null",
    "0",
    "-0",
    "1.5",
    '""',
    '"\\u0000"',
    '"a\\u0000b"',
    '"\\ud800"',
    '"x\\udfffy"',
    '"\\ud83c\\udfb2"',
    '"\\\\"',
    '"\x01"',
    '"\ud800 written raw"',
    '"é\u202e漢字"',
    "[]",
    "{}",
]


def raw(text: str) -> tuple[str, str]:
    return ("raw", text)


def tree(value: Any):
    """A JSON value as a tree the renderer understands."""
    if isinstance(value, dict):
        return ("obj", [(k, tree(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("arr", [tree(v) for v in value])
    return raw(json.dumps(value))


def render(node) -> str:
    kind, content = node
    if kind == "raw":
        return content
    if kind == "arr":
        return "[" + ",".join(render(c) for c in content) + "]"
    if kind == "deep":
        depth, inner = content
        return "[" * depth + render(inner) + "]" * depth
    return "{" + ",".join(f"{json.dumps(k)}:{render(v)}" for k, v in content) + "}"


def leaf_paths(node, path=()):
    """Paths to every value of a tree (containers too), for replacing one of them."""
    yield path
    kind, content = node
    if kind == "obj":
        for i, (_, child) in enumerate(content):
            yield from leaf_paths(child, (*path, i))
    elif kind == "arr":
        for i, child in enumerate(content):
            yield from leaf_paths(child, (*path, i))


def replace(node, path, new):
    if not path:
        return new
    kind, content = node
    i, rest = path[0], path[1:]
    if kind == "obj":
        items = list(content)
        key, child = items[i]
        items[i] = (key, replace(child, rest, new))
        return ("obj", items)
    items = list(content)
    items[i] = replace(items[i], rest, new)
    return ("arr", items)


leaf = st.sampled_from(LEAVES).map(raw) | st.text(max_size=12).map(
    lambda s: raw(json.dumps(s, ensure_ascii=False))
)
deep = st.tuples(st.sampled_from([2, 31, 32, 33, 200, 1000, 5000, 50_000]), leaf).map(
    lambda d: ("deep", d)
)
random_tree = st.recursive(
    leaf,
    lambda children: (
        st.lists(children, max_size=4).map(lambda c: ("arr", c))
        | st.lists(st.tuples(st.text(max_size=6), children), max_size=4).map(lambda c: ("obj", c))
    ),
    max_leaves=12,
)


@st.composite
def hostile_body(draw, base: dict) -> str:
    """A valid body with one hostile change, or a hostile body from scratch."""
    node = tree(base)
    how = draw(st.sampled_from(["replace", "duplicate", "deep", "scratch"]))
    if how == "replace":
        paths = list(leaf_paths(node))
        node = replace(node, draw(st.sampled_from(paths)), draw(leaf | deep | random_tree))
    elif how == "duplicate" and node[1]:
        key, _ = draw(st.sampled_from(node[1]))
        node = ("obj", [*node[1], (key, draw(leaf))])
    elif how == "deep":
        node = ("obj", [*node[1], ("extra", draw(deep))])
    else:
        node = draw(random_tree | deep)
    return render(node)


def encode(text: str) -> bytes:
    # A lone surrogate written raw (not as \u escape) can only be sent as CESU bytes.
    return text.encode("utf-8", "surrogatepass")


def documented_statuses(spec: dict) -> list[tuple[re.Pattern, str, set[int]]]:
    """(path pattern, method, statuses) for every operation of an OpenAPI document."""
    out = []
    for path, operations in spec["paths"].items():
        pattern = re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$")
        for method, operation in operations.items():
            if isinstance(operation, dict) and "responses" in operation:
                codes = {int(c) for c in operation["responses"] if c.isdigit()}
                out.append((pattern, method.upper(), codes))
    return out


def statuses_for(documented, method: str, path: str) -> set[int]:
    for pattern, m, codes in documented:
        if m == method and pattern.match(path):
            return codes
    raise AssertionError(f"{method} {path} is not in the spec")
