"""Labelled metric children, looked up once per label values (prometheus_client's `labels`).

`labels()` checks and converts its arguments and takes the metric's lock on every call,
which cost more than the increment it leads to. `child(metric, *values)` is the child
`metric.labels(*values)` returns, kept here by metric and values as `labels()` keeps it
itself (so this holds no more than the metrics already do). It relies on a child staying
the one the metric exports: Referee never removes or clears a child.
"""

from __future__ import annotations

from referee.fast.switch import on

_children: dict[tuple, object] = {}


def _cached(metric, *values: str):
    key = (metric, *values)
    found = _children.get(key)
    if found is None:
        found = _children[key] = metric.labels(*values)
    return found


def _labels(metric, *values: str):
    return metric.labels(*values)


child = _cached if on("metric_children") else _labels
