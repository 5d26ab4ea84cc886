"""A roll of a dice expression said in a sentence (the `summary` of its answers)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def total_words(total: Any) -> str:
    if isinstance(total, float) and total.is_integer():
        return str(int(total))
    return str(total)


def roll(params: Mapping[str, Any], outcome: Mapping[str, Any]) -> str:
    """ "Rolled 4d6kh3 + 2: 14." On an encounter, the free roll says what it was for."""
    label = outcome.get("label") or params.get("label")
    head = f"{label}: rolled" if label else "Rolled"
    return f"{head} {outcome['expression']}, total {total_words(outcome['total'])}."
