"""What the Urban War odds share: the bound on exact rolls and readers of outcomes (urban-war.md
§6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.odds.enumerate import too_complex

Outcome = Mapping[str, Any]

# Exact odds cover at most this many damage rolls (or wounds to save) in one step; more is a
# 422 odds_too_complex (the exact fractions grow with every die).
MAX_ROLLS = 200


def bounded(rolls: int) -> int:
    if rolls > MAX_ROLLS:
        raise too_complex(MAX_ROLLS, "damage rolls or saves")
    return rolls


def total_of(o: Outcome | None) -> int | None:
    return o["total"] if o else None


def tested(o: Outcome) -> bool:
    return o["test"] is not None


def single(count: int, read: Callable[[Outcome], Any]) -> Callable[[Outcome], Any]:
    """A per-die event's `occurred`: told only when the step rolled exactly one such die."""
    return (lambda o: read(o)) if count == 1 else (lambda o: None)
