"""Further modifiers on an encounter: only what the rules leave open (docs/rules/urban-war.md,
"Command test"; issue 29, "numbers the rules give are not typed").

urban-war.md §6.1 gives a command test its own modifiers: CAL, +1 for a Commander within 9 in
(R8), +2 for a primary target in cover (R11, target selection) and −1 per band beyond short
(R10, interrupt shot); panic never modifies it (DECISION). On an encounter the rules add each
of them from the roster or from the situation the request names (`commander_in_range`,
`primary_in_cover`, the distance or `band`). A further modifier (`modifiers`, the §6.1 "any
further modifier") is for what the rules do not name: typing one of theirs as a number would
count it twice, or put a number where the rules give another, so it is refused.

The digest bounds one further modifier at −10..+10 and a test at ten of them, but names no
bound on their sum, which let ten of +10 decide any test. On an encounter their sum is
bounded as one modifier is (`TOTAL`, ±10): more than any situation the rules name is worth
(the largest is +2), and still enough to make a test all but certain either way. The
stateless routes keep the digest's per-modifier bound: a caller there types the whole test.

Pure: no Flask, no Redis; the encounter request schemas call `problems`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

# The most the further modifiers of one test may add up to, either way.
TOTAL = 10

# A reason that names a situation the rules give, and what the request says instead.
RULE_GIVEN = (
    (
        re.compile(r"\bcommanders?\b", re.IGNORECASE),
        "a Commander within 9 in gives +1 by the rules: send {commander}: true instead of "
        "typing it",
    ),
    (
        re.compile(r"\b(calibre|caliber|cal)\b", re.IGNORECASE),
        "calibre is added from the model's profile: it is never typed",
    ),
    (
        re.compile(r"\bcover\b", re.IGNORECASE),
        "cover counts only as the rules say: +2 to target selection when the primary target "
        "is in cover (send primary_in_cover: true) and a cover save against a shot (send "
        "cover), never as a typed number",
    ),
    (
        re.compile(r"\b(bands?|range)\b", re.IGNORECASE),
        "an interrupt shot's −1 per band beyond short comes from the distance by the rules: "
        "it is never typed",
    ),
    (
        re.compile(r"\bpanic(ked|s)?\b", re.IGNORECASE),
        "a panic token never changes a command test: there is no number to type for it",
    ),
)


def _signed(value: int) -> str:
    return f"{value:+d}"


def problems(
    modifiers: Iterable[Mapping[str, Any]], commander: str = "commander_in_range"
) -> list[str]:
    """What is wrong with one test's further modifiers, in a player's words (empty: none).
    `commander` is the request's field for that test's Commander."""
    found = []
    given = list(modifiers)
    for modifier in given:
        reason = str(modifier.get("reason", ""))
        for pattern, instead in RULE_GIVEN:
            if pattern.search(reason):
                said = instead.format(commander=commander)
                found.append(f"modifier {reason!r} ({_signed(modifier['value'])}): {said}")
                break
    total = sum(int(m.get("value", 0)) for m in given)
    if abs(total) > TOTAL:
        found.append(
            f"further modifiers add up to {_signed(total)}: on an encounter they may add up "
            f"to {_signed(-TOTAL)}..{_signed(TOTAL)} at most, on top of the modifiers the "
            "rules give"
        )
    return found
