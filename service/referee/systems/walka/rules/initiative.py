"""Turn order: SPD, d6 roll-offs for ties, ceding precedence, surprise (walka.md §2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import unique_by
from referee.violations import RuleViolation

ROLL_OFF_DIE = 6


def initiative(p: Mapping[str, Any], dice: Dice) -> dict:
    """Order by SPD, highest first; equal SPD rolls off on d6; ceding swaps; the surprised wait.

    walka.md §2 (seed 003_f70b467855ab0e79.txt, Kolejka). Each group of equal
    `spd`, highest group first, rolls one d6 per member in list order and is
    ordered by the roll, highest first. DECISION: members still tied re-roll
    among themselves (list order) until no ties remain; tied sub-groups are
    settled from the highest position down, each one completely before the
    next. `cede` entries then apply in list order: `from` and `to` must have
    equal `spd` and `from` must precede `to`; the two swap places (DECISION).
    Ids in `surprised` have no turn in round 1. No dice without SPD ties.
    """
    characters = p["characters"]
    by_id = unique_by(
        characters,
        "id",
        "duplicate_character",
        "{} is listed twice: each character has one place in the order",
        "characters",
    )
    cede = p.get("cede") or []
    for i, entry in enumerate(cede):
        for key in ("from", "to"):
            if entry[key] not in by_id:
                raise RuleViolation(
                    "unknown_character",
                    f"{entry[key]} is not one of the characters, so it cannot cede precedence",
                    f"cede.{i}.{key}",
                )
        giver, taker = by_id[entry["from"]], by_id[entry["to"]]
        if entry["from"] == entry["to"]:
            raise RuleViolation(
                "invalid_cede",
                f"{entry['from']} cannot cede precedence to itself",
                f"cede.{i}.to",
            )
        if giver["spd"] != taker["spd"]:
            raise RuleViolation(
                "invalid_cede",
                f"{entry['from']} (SPD {giver['spd']}) cannot cede precedence to {entry['to']} "
                f"(SPD {taker['spd']}): precedence is ceded only within a roll-off of equal SPD",
                f"cede.{i}.to",
            )
    surprised = p.get("surprised") or []
    for i, name in enumerate(surprised):
        if name not in by_id:
            raise RuleViolation(
                "unknown_character",
                f"{name} is not one of the characters, so it cannot be surprised",
                f"surprised.{i}",
            )

    rolls: dict[str, list[int]] = {c["id"]: [] for c in characters}

    def settle(members: list[dict]) -> list[dict]:
        for member in members:
            k = len(rolls[member["id"]]) + 1
            rolls[member["id"]].append(
                dice.roll(
                    ROLL_OFF_DIE,
                    f"{member['id']}'s initiative roll-off {k}, SPD {member['spd']} "
                    f"(d{ROLL_OFF_DIE})",
                )
            )
        # This round's faces, taken before any re-roll: a re-roll of one tied sub-group
        # must not pull its members into another sub-group of this round.
        faces = {m["id"]: rolls[m["id"]][-1] for m in members}
        ordered: list[dict] = []
        for face in sorted(set(faces.values()), reverse=True):
            tied = [m for m in members if faces[m["id"]] == face]
            ordered.extend(tied if len(tied) == 1 else settle(tied))
        return ordered

    order: list[dict] = []
    for spd in sorted({c["spd"] for c in characters}, reverse=True):
        group = [c for c in characters if c["spd"] == spd]
        order.extend(group if len(group) == 1 else settle(group))

    ids = [c["id"] for c in order]
    for i, entry in enumerate(cede):
        a, b = ids.index(entry["from"]), ids.index(entry["to"])
        if a > b:
            raise RuleViolation(
                "invalid_cede",
                f"{entry['from']} comes after {entry['to']} in the order, so it has no "
                f"precedence to cede (order: {', '.join(ids)})",
                f"cede.{i}.from",
            )
        ids[a], ids[b] = ids[b], ids[a]

    skipped = [name for name in ids if name in set(surprised)]
    return {
        "order": [{"id": name, "spd": by_id[name]["spd"], "rolls": rolls[name]} for name in ids],
        "round1_order": [name for name in ids if name not in set(surprised)],
        "round1_skipped": skipped,
    }
