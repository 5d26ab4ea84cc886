"""Dice notation from Python: any roll with Referee's seeded audit and exact odds.

    roll(client, "4d6kh3 + 2", seed="table-7").outcome.line   # '4d6kh3 (...) + 2 = ..'
    dice_odds(client, "2d20kh1+5").odds.results[0].mean       # 18.825
    free_roll(side_client, encounter_id, "1d20+3", "Perception, Rook")

Thin, typed wrappers over the generated endpoints (`referee_client.api.dice`,
`encounter_roll`) through `call` / `encounter_step`: a problem answer raises the typed
`RefereeProblem`, and a free roll carries an Idempotency-Key so a retry never rolls twice.
The grammar: docs/dice-notation.md in the Referee repository.
"""

from __future__ import annotations

from referee_client.api.dice import dice_roll, dice_roll_odds
from referee_client.api.encounters import encounter_roll
from referee_client.client import AuthenticatedClient, Client
from referee_client.models import (
    DiceRollRequest,
    DiceRollResponse,
    EncounterRollAnswer,
    FreeRollParams,
    OddsResponse,
)
from referee_client.types import UNSET

from .calls import call, encounter_step


def roll(
    client: Client | AuthenticatedClient,
    expression: str,
    *,
    seed: str | None = None,
    dice: list[int] | None = None,
    odds: bool = False,
) -> DiceRollResponse:
    """Roll `expression` (POST /v1/dice/roll): from `seed`, a fresh seed, or the `dice`
    rolled at the table; with `odds=True` the exact odds of the total come with it."""
    body = DiceRollRequest(
        expression=expression,
        seed=seed if seed is not None else UNSET,
        dice=dice if dice is not None else UNSET,
    )
    return call(dice_roll.sync_detailed, client=client, body=body, odds=odds)


def dice_odds(client: Client | AuthenticatedClient, expression: str) -> OddsResponse:
    """The exact odds of `expression` (POST /v1/dice/odds); nothing is rolled."""
    body = DiceRollRequest(expression=expression)
    return call(dice_roll_odds.sync_detailed, client=client, body=body)


def free_roll(
    client: AuthenticatedClient,
    encounter_id: str,
    expression: str,
    label: str,
    *,
    odds: bool = False,
    idempotency_key: str | None = None,
) -> EncounterRollAnswer:
    """A free roll on an encounter (POST /v1/encounters/{id}/roll), logged with `label`,
    with the game master's or any side's token; verify_encounter recomputes it."""
    return encounter_step(
        encounter_roll.sync_detailed,
        encounter_id,
        client=client,
        body=FreeRollParams(expression=expression, label=label),
        odds=odds,
        idempotency_key=idempotency_key if idempotency_key is not None else UNSET,
    )
