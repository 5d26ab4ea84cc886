"""The lowest and highest value every part of a dice expression can come to, before any die.

A refusal that depended on the dice (a division by a rolled 0, a product that happens to
pass ±10^15) would tell whoever sent the roll something about dice nobody has seen yet: on
an encounter, the next step's dice (docs/dice-notation.md, "Limits"). So both are decided
from the expression alone: a division whose right side *can* come to 0, or a part that
*can* pass the magnitude limit, is refused before the first draw, whatever the dice would
have shown. The evaluator keeps its own checks as a last guard; they can no longer fire.

The bounds are exact for `+ - *` (each part rolls its own dice, so the extremes of the
parts combine freely) and safe, never too narrow, where dice are kept, dropped or added.
"""

from __future__ import annotations

import math
from fractions import Fraction

from referee import versions
from referee.dice_notation import limits
from referee.dice_notation import syntax as s
from referee.dice_notation.render import number
from referee.violations import RuleViolation

Range = tuple[Fraction, Fraction]


def check(node: s.Node) -> Range:
    """The range of `node`; a 422 (`dice_arithmetic`) for a division that can divide by zero
    or a part that can pass the magnitude limit, and (`dice_never_ends`) for a re-roll or
    explosion that no face could stop."""
    _never_ending(node)
    return _range(s.bare(node))


def _never_ending(node: s.Node) -> None:
    """d20 refuses `1d20rr<21`, `1d1rr1`, `1d20e<21` and `1d1e1` once its roll limit is
    reached; here they are refused before any die, since every face a re-rolled or exploding
    die can show would go on. Read as the current dice rules read the operators (`rr1rr2` on
    a d2 re-rolls 1s and 2s together)."""
    node = s.bare(node)
    if isinstance(node, s.Dice):
        faces = range(-1, 2) if node.sides == s.FATE else range(1, int(node.sides) + 1)
        for step in s.steps(node.operations, versions.DICE.current):
            if step.operator in (s.REROLL, s.EXPLODE) and all(step.matches(v) for v in faces):
                does = "re-rolls" if step.operator == s.REROLL else "explodes"
                raise RuleViolation(
                    "dice_never_ends",
                    f"{node.text} never ends: {step.text} {does} every face a "
                    f"d{node.sides} can show, so no face would stop it. Nothing was rolled; "
                    "leave at least one face that stops it",
                    "expression",
                )
        return
    if isinstance(node, s.Set):
        for item in node.items:
            _never_ending(item)
    elif isinstance(node, s.Group):
        _never_ending(node.inner)
    elif isinstance(node, s.Unary):
        _never_ending(node.operand)
    elif isinstance(node, s.Binary):
        _never_ending(node.left)
        _never_ending(node.right)


def _range(node: s.Node) -> Range:
    node = s.bare(node)
    if isinstance(node, s.Literal):
        return node.value, node.value
    if isinstance(node, s.Dice):
        return _dice(node)
    if isinstance(node, s.Set):
        return _set(node)
    if isinstance(node, s.Group):
        return _range(node.inner)
    if isinstance(node, s.Unary):
        low, high = _range(node.operand)
        return (-high, -low) if node.operator == "-" else (low, high)
    if isinstance(node, s.Binary):
        return _binary(node)
    raise TypeError(f"not a dice expression node: {node!r}")  # pragma: no cover


def _faces(sides: int | str) -> Range:
    return (Fraction(-1), Fraction(1)) if sides == s.FATE else (Fraction(1), Fraction(sides))


def _dice(term: s.Dice) -> Range:
    """A term's total: `kept` dice (fewest, most), each showing a face within `faces`."""
    fewest, most = term.count, term.count
    low, high = _faces(term.sides)
    for op in term.operations:
        selector = op.selector
        if op.operator == s.KEEP:
            if selector.by_value:
                fewest = 0
            else:
                fewest, most = min(fewest, selector.number), min(most, selector.number)
        elif op.operator == s.DROP:
            if selector.by_value:
                fewest = 0
            else:
                fewest = max(0, fewest - selector.number)
                most = max(0, most - selector.number)
        elif op.operator == s.REROLL_ADD:
            most += 1
        elif op.operator == s.EXPLODE:
            most += most * limits.MAX_EXPLOSIONS
        elif op.operator == s.MINIMUM:
            low, high = max(low, selector.number), max(high, selector.number)
        elif op.operator == s.MAXIMUM:
            low, high = min(low, selector.number), min(high, selector.number)
        # rr and ro change which face a die shows, never the faces it can show.
    return min(fewest * low, most * low), max(fewest * high, most * high)


def _subsets(node: s.Node) -> Range:
    """Any sum of some of the dice or items inside `node`: what an operated group keeps."""
    node = s.bare(node)
    while isinstance(node, s.Group):
        node = s.bare(node.inner)
    if isinstance(node, s.Set) and node.parenthesised:
        return _subsets(node.items[0])
    if isinstance(node, s.Set):
        ranges = [_range(item) for item in node.items]
        low = sum((min(Fraction(0), r[0]) for r in ranges), Fraction(0))
        return low, sum((max(Fraction(0), r[1]) for r in ranges), Fraction(0))
    low, high = _range(node)
    return min(Fraction(0), low), max(Fraction(0), high)


def _set(node: s.Set) -> Range:
    if s.operated_group(node) and versions.DICE.current >= 2:
        return _subsets(node.items[0])
    ranges = [_range(item) for item in node.items]
    if not node.operations:
        return sum((r[0] for r in ranges), Fraction(0)), sum((r[1] for r in ranges), Fraction(0))
    # k and p may leave out any item: each item adds between 0 and its own bounds.
    low = sum((min(Fraction(0), r[0]) for r in ranges), Fraction(0))
    high = sum((max(Fraction(0), r[1]) for r in ranges), Fraction(0))
    return low, high


def _members(node: s.Node) -> int:
    """The most dice (or set items) a success count can count."""
    node = s.bare(node)
    if isinstance(node, s.Set):
        return len(node.items)
    return limits.worst_case_dice(node)


def _binary(node: s.Binary) -> Range:
    if s.counts_successes_in(node, versions.DICE.current):
        _range(node.right)
        return Fraction(0), Fraction(_members(node.left))
    left, right = _range(node.left), _range(node.right)
    op = node.operator
    if op in s.COMPARE:
        return Fraction(0), Fraction(1)
    if op in s.DIVISIONS and right[0] <= 0 <= right[1]:
        low, high = (number(v) for v in right)
        if low == high:
            detail = f"{node.text} divides by zero"
        else:
            detail = (
                f"{node.text} could divide by zero: its right side, {node.right.text}, can "
                f"come to anything from {low} to {high}. Nothing was rolled; the right side "
                "of /, // or % must never be able to come to 0"
            )
        raise RuleViolation("dice_arithmetic", detail, "expression")
    if op == "%":
        result = (Fraction(0), right[1]) if right[0] > 0 else (right[0], Fraction(0))
    else:
        apply = s.ARITHMETIC["/" if op == "//" else op]
        corners = [apply(a, b) for a in left for b in right]
        result = min(corners), max(corners)
        if op == "//":
            result = Fraction(math.floor(result[0])), Fraction(math.floor(result[1]))
    if max(abs(result[0]), abs(result[1])) > limits.MAX_MAGNITUDE:
        raise RuleViolation(
            "dice_arithmetic",
            f"{node.text} could give a number beyond ±{limits.MAX_MAGNITUDE:,} (it can come "
            f"to anything from {number(result[0])} to "
            f"{number(result[1])}). Nothing was rolled; no table needs a number that large",
            "expression",
        )
    return result
