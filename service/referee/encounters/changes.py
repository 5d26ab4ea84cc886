"""A step's state changes, derived: the runner diffs the state before and after `apply`
and logs the difference as a list of {path, from, to}, so no change can go unlogged."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

State = dict[str, Any]

# Sealed choices: never in a change (docs/encounters.md, "Sealed parts").
HIDDEN = "hidden"
# The ways a model's entry can say it was removed.
PRESENT = "present"


@dataclass(frozen=True, kw_only=True)
class Depth:
    """How deep a system's log entries reach into a model.

    Logs written before the diff (each step recorded what it set) have their paths; a
    system's depth gives its new entries the same paths, so one log reads one way. A
    model field is a path of its own (`models.<id>.<field>`, its value whole) except
    `nested` dict fields, one path per key (`models.<id>.<field>.<key>`), and `keyed`
    lists of items with an `id`, one path per item field (`models.<id>.<field>.<item
    id>.<field>`) while the list holds the same items in the same order (otherwise the
    list is a value like any other). A removed model's entry is from `"present"`, or
    with `removed_whole` from the model as it was.
    """

    nested: frozenset[str] = frozenset()
    keyed: frozenset[str] = frozenset()
    removed_whole: bool = False


def _change(path: str, before: Any, after: Any) -> dict:
    # The log is written after the state moves on: a value must never alias it.
    return {"path": path, "from": copy.deepcopy(before), "to": copy.deepcopy(after)}


def _fields(path: str, before: Mapping, after: Mapping, out: list[dict]) -> None:
    """One change per key whose value differs (a key that is missing reads as None)."""
    for key in {**before, **after}:
        if before.get(key) != after.get(key):
            out.append(_change(f"{path}.{key}" if path else key, before.get(key), after.get(key)))


def _ids(items: Any) -> list | None:
    if not isinstance(items, list) or not all(isinstance(i, dict) and "id" in i for i in items):
        return None
    return [i["id"] for i in items]


def _model(path: str, before: Mapping, after: Mapping, depth: Depth, out: list[dict]) -> None:
    for key in {**before, **after}:
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        if key in depth.nested and isinstance(old, dict) and isinstance(new, dict):
            _fields(f"{path}.{key}", old, new, out)
        elif key in depth.keyed and _ids(old) is not None and _ids(old) == _ids(new):
            for item_before, item_after in zip(old, new, strict=True):
                _fields(f"{path}.{key}.{item_before['id']}", item_before, item_after, out)
        else:
            out.append(_change(f"{path}.{key}", old, new))


def diff(before: State, after: State, depth: Depth = Depth()) -> list[dict]:
    """What changed from `before` to `after`, the hidden part left out: top-level fields
    whole, models field by field (as `depth` says), an added model whole from None."""
    out: list[dict] = []
    apart = ("models", HIDDEN)  # models are diffed below, the hidden part never
    _fields(
        "",
        {k: v for k, v in before.items() if k not in apart},
        {k: v for k, v in after.items() if k not in apart},
        out,
    )
    models_before, models_after = before.get("models") or {}, after.get("models") or {}
    for model_id in {**models_before, **models_after}:
        old, new = models_before.get(model_id), models_after.get(model_id)
        path = f"models.{model_id}"
        if old is None:
            out.append(_change(path, None, new))
        elif new is None:
            out.append(_change(path, old if depth.removed_whole else PRESENT, None))
        else:
            _model(path, old, new, depth, out)
    return out
