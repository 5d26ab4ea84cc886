"""Hit location: chosen with its penalty, or d100 from the front or from behind (walka.md §5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import rules_of, unique_by
from referee.violations import RuleViolation

LOCATION_DIE = 100

# walka.md §5 table: location -> (chosen penalty, d100 from the front, d100 from behind).
HUMANOID: dict[str, tuple[int, tuple[int, int], tuple[int, int]]] = {
    "torso": (0, (1, 26), (1, 8)),
    "lower_abdomen": (0, (27, 37), (9, 13)),
    "back": (0, (38, 43), (14, 43)),
    "left_arm": (-5, (44, 55), (44, 55)),
    "left_leg": (-5, (56, 67), (56, 67)),
    "right_arm": (-5, (68, 79), (68, 79)),
    "right_leg": (-5, (80, 91), (80, 91)),
    "head": (-15, (92, 100), (92, 100)),
}


def body_table(p: Mapping[str, Any]) -> dict[str, tuple[int, tuple[int, int], tuple[int, int]]]:
    """The humanoid table, or the request's `table` (another body plan), checked for gaps.

    A custom table uses the glossary's location names (§9's sensitive points and
    armour coverage are keyed by them) and may leave some out; each of its two
    d100 columns must cover 1 to 100 exactly once.
    """
    rows = p.get("table")
    if not rows:
        return HUMANOID
    by_location = unique_by(
        rows,
        "location",
        "invalid_table",
        "the body table lists {} twice; give extra limbs as copies",
        "table",
    )
    table: dict[str, tuple[int, tuple[int, int], tuple[int, int]]] = {}
    for row in by_location.values():
        front = (row["front"]["low"], row["front"]["high"])
        behind = (row["behind"]["low"], row["behind"]["high"]) if row.get("behind") else front
        table[row["location"]] = (row["penalty"], front, behind)
    for column, index in (("front", 1), ("behind", 2)):
        spans = sorted((r[index], name) for name, r in table.items())
        expected = 1
        for (low, high), name in spans:
            if low > high or low != expected:
                raise RuleViolation(
                    "invalid_table",
                    f"the body table's {column} column must cover d100 results 1 to 100 once "
                    f"each, in ranges low..high; it goes wrong at {name} ({low}-{high}), where "
                    f"{expected} was due",
                    "table",
                )
            expected = high + 1
        if expected != 101:
            raise RuleViolation(
                "invalid_table",
                f"the body table's {column} column stops at {expected - 1}; it must reach 100",
                "table",
            )
    return table


def copies_of(p: Mapping[str, Any], location: str) -> int:
    return (p.get("copies") or {}).get(location, 1)


def check_location(p: Mapping[str, Any]) -> dict:
    """Every rejection of walka.md §5, before any die; returns the body table."""
    cfg = rules_of(p)
    if not p.get("target_visible", True) and not p.get("visibility_exception", False):
        raise RuleViolation(
            "target_not_visible",
            "the target must be visible to be chosen (Cel i jego wybór); only a maneuver, weapon "
            "or spell that allows an unseen target (visibility_exception) lifts this",
            "target_visible",
        )
    table = body_table(p)
    for location in p.get("copies") or {}:
        if location not in table:
            raise RuleViolation(
                "unknown_location",
                f"the target's body has no {location}, so it cannot have copies of it",
                f"copies.{location}",
            )
    mode = p["mode"]
    if mode == "random":
        for key in ("location", "copy"):
            if p.get(key) is not None:
                raise RuleViolation(
                    "location_is_rolled",
                    f"in random mode the location is rolled on d100: leave out {key}, or use "
                    "mode chosen",
                    key,
                )
        return table
    location = p.get("location")
    if location is None:
        raise RuleViolation(
            "location_required",
            "a chosen hit location needs `location`: one of " + ", ".join(table),
            "location",
        )
    if location not in table:
        raise RuleViolation(
            "unknown_location",
            f"the target's body has no {location}: its locations are " + ", ".join(table),
            "location",
        )
    copy = p.get("copy") or 1
    n = copies_of(p, location)
    if copy > n:
        raise RuleViolation(
            "unknown_location",
            f"there is no {location} number {copy}: the target has {n} "
            f"{location}{' copy' if n == 1 else ' copies'}",
            "copy",
        )
    if location == "back" and not p.get("from_behind") and not cfg["allow_back_from_front"]:
        raise RuleViolation(
            "back_not_reachable",
            "the back can be chosen only by an attack from behind (from_behind true)",
            "location",
        )
    return table


def hit_location(p: Mapping[str, Any], dice: Dice) -> dict:
    """A chosen location with its penalty, or d100 on the front or behind column; extra limbs dn.

    walka.md §5 (seed 003_f70b467855ab0e79.txt: Cel i jego wybór; Wybór celu
    ataku). The target must be visible unless `visibility_exception`. Chosen:
    torso and lower abdomen 0, arms and legs -5, head -15; the back 0 and only
    from behind (DECISION, cfg `allow_back_from_front`); no dice. Random: d100
    on the "from behind" column when `from_behind`, else the front one (only
    torso, lower abdomen and back differ); then, for a location with n >= 2
    copies, dn picks the copy (DECISION: d3, d5, ... occur). A random location
    is not aimed: penalty 0 (DECISION, cfg `random_location_penalty`).
    """
    table = check_location(p)
    cfg = rules_of(p)
    from_behind = p.get("from_behind", False)
    if p["mode"] == "chosen":
        location = p["location"]
        return {
            "mode": "chosen",
            "location": location,
            "copy": p.get("copy") or 1,
            "copies": copies_of(p, location),
            "penalty": table[location][0],
            "d100": None,
            "column": None,
        }
    column = "behind" if from_behind else "front"
    d100 = dice.roll(
        LOCATION_DIE, f"hit location, from {'behind' if from_behind else 'the front'} (d100)"
    )
    index = 2 if from_behind else 1
    location = next(name for name, row in table.items() if row[index][0] <= d100 <= row[index][1])
    n = copies_of(p, location)
    copy = 1
    if n >= 2:
        copy = dice.roll(n, f"which {location.replace('_', ' ')} is hit, of {n} (d{n})")
    return {
        "mode": "random",
        "location": location,
        "copy": copy,
        "copies": n,
        "penalty": table[location][0] if cfg["random_location_penalty"] else 0,
        "d100": d100,
        "column": column,
    }
