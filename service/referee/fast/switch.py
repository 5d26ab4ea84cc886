"""Which fast paths are on: all of them, unless the benchmark leaves some off.

`REFEREE_BENCH_WITHOUT` names fast paths to leave off (comma-separated, or `all`), for the
benchmark only: `bench/run.py --fast-paths-off` serves Referee once more per fast path with
it off, so that what each one saves is measured in the same run. It is read once, when this
module is first imported; a name it does not know stops the app from starting rather than
measuring nothing.
"""

from __future__ import annotations

import os

VARIABLE = "REFEREE_BENCH_WITHOUT"
NAMES = ("loader", "views", "ensure_sync", "metric_children")


def _off(given: str) -> frozenset[str]:
    named = {name.strip() for name in given.split(",") if name.strip()}
    if "all" in named:
        named = set(NAMES)
    unknown = named - set(NAMES)
    if unknown:
        raise RuntimeError(
            f"{VARIABLE}: no fast path named {', '.join(sorted(unknown))} "
            f"(known: {', '.join(NAMES)}, all)"
        )
    return frozenset(named)


OFF = _off(os.environ.get(VARIABLE, ""))


def on(name: str) -> bool:
    """Whether the fast path `name` (one of NAMES) is on in this process."""
    assert name in NAMES, name
    return name not in OFF
