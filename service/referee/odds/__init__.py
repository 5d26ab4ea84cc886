"""Exact odds of every step, computed from the same rules functions that roll.

`odds_for(definition, params, outcome=None)` is the one entry point (the step routes
and the encounter routes both use it): `definition` is the step's (its declaration's
`odds`), `params` are a step's loaded params (no seed or dice), `outcome` an actual
outcome of the step, for `occurred`, `actual` and `percentile`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee import cooperative
from referee.odds.build import Definition
from referee.odds.report import to_json, unavailable
from referee.violations import RuleViolation


def odds_for(
    definition: Definition,
    params: Mapping[str, Any],
    outcome: Mapping[str, Any] | None = None,
) -> dict:
    """The `odds` object of one step for these params, and of `outcome` when one was rolled.

    Raises RuleViolation (a 422) for params the rules reject before any die, and
    `odds_too_complex` when exact enumeration would take too long and nothing was
    rolled. A roll always rolls: with an `outcome`, odds too costly
    to enumerate are reported as `{"available": false, "reason": ...}` instead.
    """
    # Up to half a second of pure computation: off the worker's loop (referee.cooperative).
    return cooperative.run(_odds_json, definition, params, outcome)


def _odds_json(
    definition: Definition, params: Mapping[str, Any], outcome: Mapping[str, Any] | None
) -> dict:
    try:
        odds = definition(params)
    except RuleViolation as error:
        if outcome is None or error.code != "odds_too_complex":
            raise
        return unavailable(error.detail)
    return to_json(odds, outcome)


__all__ = ["odds_for"]
