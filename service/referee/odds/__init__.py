"""Exact odds of every step, computed from the same rules functions that roll.

`odds_for(system, step_name, params, outcome=None)` is the one entry point (the
step routes and the encounter routes both use it): `params` are a step's loaded
params (no seed or dice), `outcome` an actual outcome of the step, for
`occurred`, `actual` and `percentile`. Each system's definitions are its
declaration's `odds` in the registry (`referee.systems.DECLARED`), one per step name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.odds.build import Definition
from referee.odds.report import to_json, unavailable
from referee.violations import RuleViolation


def definitions(system: str) -> Mapping[str, Definition]:
    # Read when asked: the registry imports every system's odds module, which imports this
    # package, so importing the registry here at the top would be a cycle.
    from referee.systems import DECLARED

    return DECLARED[system].odds


def odds_for(
    system: str,
    step_name: str,
    params: Mapping[str, Any],
    outcome: Mapping[str, Any] | None = None,
) -> dict:
    """The `odds` object of one step for these params, and of `outcome` when one was rolled.

    Raises RuleViolation (a 422) for params the rules reject before any die, and
    `odds_too_complex` when exact enumeration would take too long and nothing was
    rolled. A roll always rolls: with an `outcome`, odds too costly
    to enumerate are reported as `{"available": false, "reason": ...}` instead.
    """
    try:
        odds = definitions(system)[step_name](params)
    except RuleViolation as error:
        if outcome is None or error.code != "odds_too_complex":
            raise
        return unavailable(error.detail)
    return to_json(odds, outcome)


__all__ = ["odds_for", "definitions"]
