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
            die = dice.roll(
                DIE, f"initiative roll, {player['player_id']}, round {len(roll_rounds) + 1}"
            )
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
