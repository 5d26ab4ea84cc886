"""Exact odds of every Urban War step (urban-war.md §6), from the rules functions themselves.

Small steps are enumerated whole (every d10 the rules draw). The multi-die
steps are composed from the exact distributions of their independent parts,
each part explored from its own rules function:

- a shot's hit roll is `shooting.hit` with shots=1 (a melee attack: `melee.hit`
  with attacks=1); the shots are independent, so the hits are their convolution;
- a damage roll is `damage` with hits=1, damage_rolls=1; hits x rolls per hit
  independent rolls give the wounds;
- a wound's saves are `saves` with wounds=1 and the target's W left as the state:
  wound after wound the W left is a Markov chain whose every step is the rules
  function itself, so a target at W 0 takes no more saves exactly as the
  procedure discards the wounds left (the W cap);
- a whole shooting action, strike, melee exchange, break off or interrupt chains
  these parts in the procedure's order; the tests (selection, rally, panic) are
  their own steps' rules functions.

The sub-steps' params are built as the whole step's rules function builds them;
tests/odds compares every composed step with brute-force enumeration.
"""

from __future__ import annotations

from referee.systems.urban_war.odds.actions import break_off_odds, overwatch_odds
from referee.systems.urban_war.odds.melee import MELEE_RESULT, melee_odds
from referee.systems.urban_war.odds.shooting import (
    TARGET_SELECTION,
    damage_odds,
    hit_odds,
    saves_odds,
    shooting_odds,
)
from referee.systems.urban_war.odds.small_steps import (
    COMMAND_TEST,
    FIRST_STRIKE,
    INITIATIVE,
    MOVEMENT,
    PANIC_TEST,
    RALLY,
    RANGE_BAND,
)
from referee.systems.urban_war.rules import melee, shooting

# The definitions built from one shared form, named as the others are.
SHOOTING_HIT = hit_odds(shooting.hit, "shots", "shot")
SHOOTING_DAMAGE = damage_odds(shooting.damage)
MELEE_HIT = hit_odds(melee.hit, "attacks", "attack")
MELEE_DAMAGE = damage_odds(melee.damage)

# Every step's definition, for the steps' declarations (referee.systems.urban_war.steps).
__all__ = [
    "COMMAND_TEST",
    "FIRST_STRIKE",
    "INITIATIVE",
    "MELEE_DAMAGE",
    "MELEE_HIT",
    "MELEE_RESULT",
    "MOVEMENT",
    "PANIC_TEST",
    "RALLY",
    "RANGE_BAND",
    "SHOOTING_DAMAGE",
    "SHOOTING_HIT",
    "TARGET_SELECTION",
    "break_off_odds",
    "melee_odds",
    "overwatch_odds",
    "saves_odds",
    "shooting_odds",
]
