"""Initiative roll-off (urban-war.md §6.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import DIE


def initiative(p: Mapping[str, Any], dice: Dice) -> dict:
    """Each player rolls a d10, -1 if their Commander is panicked or dead; ties re-roll both dice.

    urban-war.md §6.3 (R15, R8): the winner acts first or sends the other
    player first. Naturals mean nothing; the Commander penalty applies to
    every re-roll (DECISION). Dice: player 1, player 2, then again per tie.
    """
    players = p["players"]
    roll_rounds = []
    while True:
        scores = []
        for player in players:
            die = dice.roll(DIE, roll_purpose(player["player_id"], len(roll_rounds) + 1))
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


def roll_purpose(player_id: str, round_number: int) -> str:
    return f"initiative roll, {player_id}, round {round_number}"


def rolls_of(roll_rounds: list[list[dict]]) -> list[dict]:
    """The dice of an initiative, as its step's `rolls` show them: round by round, player by
    player, in the order drawn (urban-war.md §6.3 steps 1-2; §7 keeps them in `initiative`)."""
    return [
        {"sides": DIE, "value": roll["die"], "purpose": roll_purpose(roll["player_id"], n)}
        for n, scores in enumerate(roll_rounds, start=1)
        for roll in scores
    ]
