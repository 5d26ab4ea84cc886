"""The limits that keep any dice expression cheap (docs/dice-notation.md, "Limits").

Every limit is checked before the first die is drawn, from the expression alone, so a
roll either stays within them whatever the dice show or is refused (422) without rolling.
"""

from __future__ import annotations

from referee.dice_notation import syntax as s
from referee.violations import RuleViolation

MAX_LENGTH = 200  # characters of an expression
MAX_DICE_PER_TERM = 100  # N of NdS
MAX_SIDES = 1000  # S of NdS (d% is 100, dF is 3 faces)
MAX_DICE = 1000  # dice one expression may draw in the worst case, rerolls and explosions included
MAX_REROLLS = 10  # version 1: rr re-rolls one die at most this often; the last face then stands
# Version 2: rr re-rolls one die until it stops matching, at most as often as keeps the whole
# expression within MAX_DICE, and never more than this (`1d20rr>1`: 100 re-rolls, which end
# on a 1 in all but 0.6 % of rolls; a cap that is reached is reported in the answer).
MAX_REROLLS_UNTIL = 100
MAX_EXPLOSIONS = 10  # e adds at most this many dice to one die's chain
MAX_MAGNITUDE = 10**15  # every number, literal or intermediate, stays within ±this
MAX_NESTING = 20  # parentheses and sets inside one another


def too_large(detail: str) -> RuleViolation:
    return RuleViolation("dice_too_large", detail, "expression")


def check_length(text: str) -> None:
    if len(text) > MAX_LENGTH:
        raise too_large(
            f"a dice expression has at most {MAX_LENGTH} characters, this one has {len(text)}"
        )


def check_magnitude(value, where: str) -> None:
    if abs(value) > MAX_MAGNITUDE:
        raise RuleViolation(
            "dice_arithmetic",
            f"{where} gives a number beyond ±{MAX_MAGNITUDE:,}; no table needs one that large",
            "expression",
        )


def worst_case_dice(node: s.Node, rerolls: int = MAX_REROLLS) -> int:
    """The most dice `node` can draw, whatever they show: rerolls and explosions included,
    each die re-rolled by `rr` at most `rerolls` times."""
    node = s.bare(node)
    if isinstance(node, s.Dice):
        most = node.count
        for op in node.operations:
            if op.operator == s.REROLL:
                most += most * rerolls
            elif op.operator == s.REROLL_ONCE:
                most *= 2
            elif op.operator == s.REROLL_ADD:
                most += 1
            elif op.operator == s.EXPLODE:
                most *= 1 + MAX_EXPLOSIONS
        return most
    if isinstance(node, s.Set):
        return sum(worst_case_dice(item, rerolls) for item in node.items)
    if isinstance(node, s.Unary):
        return worst_case_dice(node.operand, rerolls)
    if isinstance(node, s.Group):
        return worst_case_dice(node.inner, rerolls)
    if isinstance(node, s.Binary):
        return worst_case_dice(node.left, rerolls) + worst_case_dice(node.right, rerolls)
    return 0


def reroll_cap(node: s.Node) -> int:
    """Version 2: how often `rr` may re-roll one die in `node`: the most, up to
    MAX_REROLLS_UNTIL, that keeps its worst case within MAX_DICE (at least MAX_REROLLS, which
    `check_dice` made sure of)."""
    low, high = MAX_REROLLS, MAX_REROLLS_UNTIL
    while low < high:
        middle = (low + high + 1) // 2
        if worst_case_dice(node, middle) <= MAX_DICE:
            low = middle
        else:
            high = middle - 1
    return low


def check_dice(node: s.Node) -> None:
    most = worst_case_dice(node)
    if most > MAX_DICE:
        raise too_large(
            f"this expression could draw up to {most} dice with its rerolls and explosions; "
            f"one roll draws at most {MAX_DICE}"
        )


# An expression that may draw more dice than this is rolled off the gevent worker's loop
# (referee.cooperative): a thousand dice with their trees and line take 50 to 150 ms.
MANY_DICE = 100
