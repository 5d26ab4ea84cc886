"""Offline check of a dice-notation roll (POST /v1/dice/roll, or a free roll on an
encounter): its evaluation tree must stand on the verified rolls and add up to its total.

Every die of the tree names the roll it came from (`faces[].roll`, an index into `rolls`):
each roll is cited exactly once, with its value (a Fate die's d3 face 1, 2, 3 read as -1, 0,
+1), and every node's value follows from its children: the kept dice of a term, the kept
items of a set, the arithmetic, the successes of a dice pool, the total. Which dice the
operators keep, re-roll or explode is not decided again here: the service's
`GET /v1/encounters/{id}/verify` re-runs the whole expression.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

ARITHMETIC = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "//": operator.floordiv,
    "%": operator.mod,
}
COMPARE = {
    "==": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    "<=": operator.le,
    ">": operator.gt,
    "<": operator.lt,
}


def _same(computed: Fraction, recorded: Any) -> bool:
    if isinstance(recorded, bool) or not isinstance(recorded, int | float):
        return False
    if isinstance(recorded, int):
        return computed == recorded
    return abs(float(computed) - recorded) <= 1e-9 * max(1.0, abs(recorded))


class _Check:
    def __init__(self, rolls: Sequence[Mapping[str, Any]]):
        self.rolls = rolls
        self.cited: list[int] = []
        self.problems: list[str] = []

    def value(self, node: Mapping[str, Any], where: str, computed: Fraction) -> Fraction:
        if not _same(computed, node.get("value")):
            self.problems.append(
                f"{where} ({node.get('text')!r}) says {node.get('value')!r}, "
                f"its parts give {_show(computed)}"
            )
        return computed

    def node(self, node: Mapping[str, Any], where: str) -> Fraction:
        kind = node["kind"]
        if kind == "number":
            return self.value(node, where, Fraction(node["text"]))
        if kind == "dice":
            return self.value(node, where, self.dice(node, where))
        if kind == "set":
            total = Fraction(0)
            for i, item in enumerate(node["items"]):
                value = self.node(item["node"], f"{where}.items[{i}]")
                self.value(item, f"{where}.items[{i}]", value)
                total += value if item["kept"] else 0
            return self.value(node, where, total)
        if kind == "group":
            return self.value(node, where, self.node(node["inner"], f"{where}.inner"))
        if kind == "unary":
            inner = self.node(node["operand"], f"{where}.operand")
            return self.value(node, where, -inner if node["operator"] == "-" else inner)
        if kind == "successes":
            return self.value(node, where, self.successes(node, where))
        left = self.node(node["left"], f"{where}.left")
        right = self.node(node["right"], f"{where}.right")
        op = node["operator"]
        if op in COMPARE:
            return self.value(node, where, Fraction(int(COMPARE[op](left, right))))
        return self.value(node, where, Fraction(ARITHMETIC[op](left, right)))

    def dice(self, node: Mapping[str, Any], where: str) -> Fraction:
        fate = node["sides"] == "F"
        sides = 3 if fate else node["sides"]
        total = Fraction(0)
        for i, die in enumerate(node["dice"]):
            here = f"{where}.dice[{i}]"
            for face in die["faces"]:
                index = face["roll"]
                if not isinstance(index, int) or not 0 <= index < len(self.rolls):
                    self.problems.append(f"{here} cites roll {index!r}, which is not in rolls")
                    continue
                self.cited.append(index)
                roll = self.rolls[index]
                shown = roll["value"] - 2 if fate else roll["value"]
                if roll["sides"] != sides or face["face"] != shown:
                    self.problems.append(
                        f"{here} shows {face['face']!r}, but rolls[{index}] is a "
                        f"d{roll['sides']} showing {roll['value']}"
                    )
            last = die["faces"][-1]["face"]
            changed = die.get("changed_by")
            value = last
            if changed:
                bound = int(changed[2:])
                value = max(last, bound) if changed.startswith("mi") else min(last, bound)
            if die["value"] != value:
                self.problems.append(f"{here} counts {die['value']!r}, its face gives {value}")
            total += die["value"] if die["kept"] else 0
        return total

    def successes(self, node: Mapping[str, Any], where: str) -> Fraction:
        of = node["of"]
        self.node(of, f"{where}.of")
        target = self.node(node["target"], f"{where}.target")
        compare = COMPARE[node["operator"]]
        members = of["dice"] if of["kind"] == "dice" else of["items"]
        count = 0
        for i, member in enumerate(members):
            if not member["kept"]:
                continue
            meets = bool(compare(Fraction(member["value"]), target))
            if member.get("success") is not meets:
                self.problems.append(f"{where}.of member {i}: success should be {meets}")
            count += meets
        return Fraction(count)


def _show(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def check_tree(outcome: Mapping[str, Any], rolls: Sequence[Mapping[str, Any]]) -> list[str]:
    """What is wrong with a dice-notation outcome given its (verified) rolls; [] if nothing."""
    check = _Check(rolls)
    try:
        value = check.node(outcome["tree"], "tree")
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as error:
        return [f"the evaluation tree cannot be read ({type(error).__name__}: {error})"]
    if sorted(check.cited) != list(range(len(rolls))):
        check.problems.append("the tree does not use every roll exactly once")
    # Dice rules version 2 totals the tree's value as a whole number, toward 0 (`15 / 2` is
    # 7); version 1 gave the value itself.
    total = outcome.get("total")
    whole = isinstance(total, int) and not isinstance(total, bool) and int(value) == total
    if not _same(value, total) and not whole:
        check.problems.append(f"total is {outcome.get('total')!r}, the tree gives {_show(value)}")
    return check.problems


def is_dice_roll(step: Any, outcome: Any) -> bool:
    """Whether an answer or log entry is a dice-notation roll (it carries a tree to check)."""
    return step in ("roll", "free_roll") and isinstance(outcome, Mapping) and "tree" in outcome
