"""Encounter steps that every rule system's encounter has, declared once for all of them.

The free roll (`POST /v1/encounters/{id}/roll`): any dice expression (docs/dice-notation.md),
rolled on the encounter's commit-reveal stream like a step of the game (step k rolls from
`server_seed:client_seed` with label `str(k)`), logged with a label that says what it was
for, recomputed by verify. Who may call it: the game master or any side, since no model
acts in it (GM_OR_ACTING_SIDE with no acting side): a player rolls their own skill check,
the game master a wandering monster, and the log's `role` says who rolled. EITHER_SIDE would
shut the game master out; GM alone would make players ask for every roll.

The runner and verify look shared steps up by name after the system's own
(`EncounterSystem.step`, `rules_by_step`); the free roll's odds and rules version are dice
notation's (`RULES_SYSTEM`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice_notation import ROLL, evaluate, say, schemas
from referee.dice_notation import SYSTEM_ID as RULES_SYSTEM
from referee.encounters.step import Actor, EncounterStep, State


def _bind(state: State, params: Mapping[str, Any]) -> dict:
    return {"expression": params["expression"], "label": params["label"]}


def free_roll(params: Mapping[str, Any], dice: Any) -> dict:
    """A free roll: the dice expression rolled as `POST /v1/dice/roll` rolls it, with the
    label it was made for. It changes nothing in the encounter's state."""
    return {**evaluate.roll(params, dice), "label": params["label"]}


FREE_ROLL = EncounterStep(
    name="free_roll",
    path="roll",
    summary="A free roll of any dice expression, logged on the encounter with a label",
    params=schemas.FreeRollParams,
    outcome=schemas.RollOutcome,
    actor=Actor.GM_OR_ACTING_SIDE,
    bind=_bind,
    rules=free_roll,
    odds=ROLL.odds,
    say=lambda entry: say.roll(entry.get("params") or {}, entry["outcome"]),
    # A roll that means nothing to the turn must not change it (an interrupt window stays).
    outside_turn=True,
    heavy=ROLL.heavy,
)

STEPS: tuple[EncounterStep, ...] = (FREE_ROLL,)
__all__ = ["FREE_ROLL", "RULES_SYSTEM", "STEPS"]
