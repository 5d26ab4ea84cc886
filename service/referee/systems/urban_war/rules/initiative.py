"""Initiative roll-off and the set-up roll for sides (urban-war.md §6.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import DIE

# What each roll-off's dice are called: "initiative roll, red", a tie's "initiative roll, red,
# re-roll 1"; the set-up roll for sides (§6.3 DECISION) "setup roll, red".
ROLLS = {"initiative": "initiative roll", "setup": "setup roll"}


def initiative(p: Mapping[str, Any], dice: Dice) -> dict:
    """Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.
    """
    return roll_off(p, dice, "initiative")


def setup_roll(p: Mapping[str, Any], dice: Dice) -> dict:
    """urban-war.md §6.3 DECISION: the set-up roll for sides uses steps 1-2 of the initiative
    (the caller gives every Commander as `ok`: no penalty); only its dice are named apart."""
    return roll_off(p, dice, "setup")


def logged_roll_off(p: Mapping[str, Any], dice: Dice) -> dict:
    """Each player rolls a d10 in player order, ties re-roll both dice (urban-war.md §6.3).

    The encounter's initiative (-1 for a team whose Commander is panicked or dead) and its
    set-up roll for sides (no penalty): the logged params name the roll in `roll`, and the
    dice read "initiative roll, red" or "setup roll, red", a tie's "..., re-roll 1". A log
    entry from before the roll was named has no `roll` and keeps the labels it was rolled
    with ("initiative roll, red, round 1"), so an older log still verifies.
    """
    return roll_off(p, dice, p.get("roll"))


def roll_off(p: Mapping[str, Any], dice: Dice, roll: str | None) -> dict:
    players = p["players"]
    roll_rounds = []
    while True:
        scores = []
        for player in players:
            die = dice.roll(DIE, roll_purpose(player["player_id"], len(roll_rounds) + 1, roll))
            penalty = 1 if player.get("commander_state", "ok") != "ok" else 0
            scores.append({"player_id": player["player_id"], "die": die, "score": die - penalty})
        roll_rounds.append(scores)
        if scores[0]["score"] != scores[1]["score"]:
            break
    last = roll_rounds[-1]
    winner, other = (
        (last[0], last[1]) if last[0]["score"] > last[1]["score"] else (last[1], last[0])
    )
    sends_self = p.get("winner_sends_first", "self") == "self"
    return {
        "roll_rounds": roll_rounds,
        "winner": winner["player_id"],
        "first_player": winner["player_id"] if sends_self else other["player_id"],
    }


def roll_purpose(player_id: str, attempt: int, roll: str | None = "initiative") -> str:
    """The die's purpose: attempt 1 is the roll, each tie adds a re-roll (§6.3 step 2).

    `roll` None: the labels of logs written before the rolls were named.
    """
    if roll is None:
        return f"initiative roll, {player_id}, round {attempt}"
    purpose = f"{ROLLS[roll]}, {player_id}"
    return purpose if attempt == 1 else f"{purpose}, re-roll {attempt - 1}"


def rolls_of(roll_rounds: list[list[dict]], roll: str | None = "initiative") -> list[dict]:
    """The dice of a roll-off, as its step's `rolls` show them: attempt by attempt, player by
    player, in the order drawn (urban-war.md §6.3 steps 1-2; §7 keeps them in `initiative`)."""
    return [
        {"sides": DIE, "value": r["die"], "purpose": roll_purpose(r["player_id"], n, roll)}
        for n, scores in enumerate(roll_rounds, start=1)
        for r in scores
    ]
