"""Evaluate a parsed dice expression with a dice source: the rolls, the total and the tree.

Dice are drawn left to right: a term's dice in order, then what its operators add
(rerolls, explosions, added dice) in the order the operators are written, each from the
same source as every step (`Dice.roll(sides, purpose)`), so a seed, manual dice and the
exact enumeration of odds all see the same draws. Semantics follow d20
(docs/dice-notation.md):

- selectors pick among the dice still kept: a face `X`, `hX`/`lX` the highest/lowest X
  (ties: the earlier die first), `>X`, `<X`;
- `k` keeps the selected dice and drops the rest; `p` drops the selected;
- `rr` re-rolls a selected die until it no longer matches, at most `MAX_REROLLS` times
  (then the last face stands); `ro` re-rolls each selected die once; `ra` rolls one more
  die if any die is selected, keeping both;
- `e` rolls one more die for each selected die, and again for each new die that matches,
  at most `MAX_EXPLOSIONS` dice on one die's chain;
- `mi`/`ma` raise/lower each kept die to at least/most the number;
- `dF` is a Fate die: drawn as a d3, faces 1, 2, 3 read as -1, 0, +1.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from referee import versions
from referee.dice_notation import limits
from referee.dice_notation import syntax as s
from referee.dice_notation.parse import parse
from referee.dice_notation.render import line, number
from referee.violations import RuleViolation


@dataclass(eq=False)  # compared by identity: two dice may show the same
class _Die:
    number: int  # 1, 2, ... within its term
    value: int
    faces: list[dict] = field(default_factory=list)  # {"roll": index in rolls, "face": value}
    origin: str = "rolled"  # rolled, explosion, added
    kept: bool = True
    exploded: bool = False
    changed_by: str | None = None
    dropped_by: str | None = None
    success: bool | None = None
    capped: bool = False  # version 2: its re-rolls or explosions stopped at their cap

    def json(self) -> dict:
        extra = {"capped": True} if self.capped else {}
        return {
            **extra,
            "value": self.value,
            "kept": self.kept,
            "faces": self.faces,
            "origin": self.origin,
            "exploded": self.exploded,
            "changed_by": self.changed_by,
            "dropped_by": self.dropped_by,
            "success": self.success,
        }


def _pick(step: s.Step, candidates: list, value_of) -> list:
    """The candidates a step's selectors pick, together (d20: `kh1kl1` picks both)."""
    picked: set[int] = set()
    for selector in step.selectors:
        picked.update(id(c) for c in _select(selector, candidates, value_of))
    return [c for c in candidates if id(c) in picked]


def _select(selector: s.Selector, candidates: list, value_of) -> list:
    """The candidates a selector picks (in their own order); h/l ties favour the earlier."""
    if selector.by_value:
        return [c for c in candidates if selector.matches(value_of(c))]
    ranked = sorted(candidates, key=value_of, reverse=selector.kind == "h")
    chosen = {id(c) for c in ranked[: selector.number]}
    return [c for c in candidates if id(c) in chosen]


class Evaluator:
    def __init__(self, dice: Any, version: int | None = None, reroll_cap: int | None = None):
        self.dice = dice
        self.capped: list[str] = []  # version 2: each cap reached, in words
        # The dice rules version (docs/rules/versions.md); `if self.version < 2` keeps
        # version 1's meaning for the logs it wrote.
        self.version = versions.DICE.current if version is None else version
        # How often `rr` re-rolls one die at most: MAX_REROLLS in version 1; from version 2
        # as often as the expression's dice limit allows, up to limits.MAX_REROLLS_UNTIL.
        if self.version < 2:
            self.reroll_cap = limits.MAX_REROLLS
        else:
            self.reroll_cap = reroll_cap if reroll_cap is not None else limits.MAX_REROLLS

    def evaluate(self, node: s.Node, name: str | None = None) -> tuple[Fraction, dict]:
        """The value of `node` and its tree node; `name` is the purpose prefix of its dice."""
        if isinstance(node, s.Annotated):
            value, tree = self.evaluate(node.inner, name or node.text)
            tree["annotations"] = list(node.annotations)
            return value, tree
        if isinstance(node, s.Literal):
            return node.value, {"kind": "number", "text": node.text, "value": number(node.value)}
        if isinstance(node, s.Dice):
            dice = self._dice(node, name or node.text)
            return self._term(node, dice, [d.json() for d in dice], "dice")
        if isinstance(node, s.Set):
            return self._set(node)
        if isinstance(node, s.Group):
            value, inner = self.evaluate(node.inner)
            tree = {"kind": "group", "text": node.text, "inner": inner}
            return value, {**tree, "value": number(value)}
        if isinstance(node, s.Unary):
            value, operand = self.evaluate(node.operand)
            value = -value if node.operator == "-" else value
            tree = {"kind": "unary", "text": node.text, "operator": node.operator}
            return value, {**tree, "operand": operand, "value": number(value)}
        if isinstance(node, s.Binary):
            if s.counts_successes_in(node, self.version):
                return self._successes(node)
            return self._binary(node)
        raise TypeError(f"not a dice expression node: {node!r}")  # pragma: no cover

    # -- dice terms

    def _draw(self, term: s.Dice, purpose: str) -> tuple[int, int]:
        index = len(self.dice.rolls)
        face = self.dice.roll(term.faces, purpose)
        return index, face - 2 if term.sides == s.FATE else face

    def _new_die(self, term: s.Dice, dice: list[_Die], purpose: str, origin: str) -> _Die:
        index, value = self._draw(term, purpose)
        die = _Die(len(dice) + 1, value, [{"roll": index, "face": value}], origin)
        dice.append(die)
        return die

    def _dice(self, term: s.Dice, name: str) -> list[_Die]:
        dice: list[_Die] = []
        for number_ in range(1, term.count + 1):
            self._new_die(term, dice, f"{name}, die {number_}", "rolled")
        for op in s.steps(term.operations, self.version):
            kept = [d for d in dice if d.kept]
            chosen = _pick(op, kept, lambda d: d.value)
            if op.operator == s.KEEP:
                for die in kept:
                    if die not in chosen:
                        die.kept, die.dropped_by = False, op.text
            elif op.operator == s.DROP:
                for die in chosen:
                    die.kept, die.dropped_by = False, op.text
            elif op.operator in (s.REROLL, s.REROLL_ONCE):
                self._reroll(term, name, op, chosen)
            elif op.operator == s.REROLL_ADD:
                if chosen:
                    self._new_die(term, dice, f"{name}, die added by {op.text}", "added")
            elif op.operator == s.EXPLODE:
                self._explode(term, name, op, dice, chosen)
            else:  # mi, ma: a plain number (the parser refuses any other selector)
                bound = op.selectors[-1].number
                pick = max if op.operator == s.MINIMUM else min
                for die in kept:
                    value = pick(die.value, bound)
                    if value != die.value:
                        die.value, die.changed_by = value, op.text
        return dice

    def _reroll(self, term: s.Dice, name: str, op: s.Step, chosen: list[_Die]) -> None:
        times = self.reroll_cap if op.operator == s.REROLL else 1
        for die in chosen:
            for _ in range(times):
                index, value = self._draw(term, f"{name}, die {die.number} re-rolled ({op.text})")
                die.faces.append({"roll": index, "face": value})
                die.value, die.changed_by = value, None
                if op.operator == s.REROLL_ONCE or not op.matches(value):
                    break
            else:
                if self.version >= 2 and op.operator == s.REROLL:
                    die.capped = True
                    self.capped.append(
                        f"{name}, die {die.number}: still {op.text} after {times} re-rolls, "
                        "the most this expression allows; its last face stands"
                    )

    def _explode(
        self, term: s.Dice, name: str, op: s.Step, dice: list[_Die], chosen: list[_Die]
    ) -> None:
        for _ in range(limits.MAX_EXPLOSIONS):
            fresh = []
            for die in chosen:
                die.exploded = True
                purpose = f"{name}, explosion of die {die.number}"
                fresh.append(self._new_die(term, dice, purpose, "explosion"))
            chosen = [d for d in fresh if op.matches(d.value)]
            if not chosen:
                break
        if self.version >= 2:
            for die in chosen:  # they match, but their chain is as long as it may be
                die.capped = True
                self.capped.append(
                    f"{name}, die {die.number}: shows {die.value}, which explodes ({op.text}), "
                    f"but a chain adds at most {limits.MAX_EXPLOSIONS} dice"
                )

    def _term(self, node, members: list, json_members: list, kind: str) -> tuple[Fraction, dict]:
        value = sum((Fraction(m.value) for m in members if m.kept), Fraction(0))
        tree: dict[str, Any] = {"kind": kind, "text": node.text}
        if kind == "dice":
            tree.update(count=node.count, sides=node.sides, dice=json_members)
        else:
            tree["items"] = json_members
        tree["operations"] = [op.text for op in node.operations]
        tree["value"] = number(value)
        return value, tree

    # -- sets

    def _set(self, node: s.Set) -> tuple[Fraction, dict]:
        live = self._live(node)
        if live is not None:
            return live[1]()
        items = self._set_items(node)
        return self._term(node, items, [i.json() for i in items], "set")

    def _set_items(self, node: s.Set) -> list[_Item]:
        items = [_Item(*self.evaluate(item)) for item in node.items]
        self._keep_or_drop(node.operations, items)
        return items

    def _keep_or_drop(self, operations, members: list) -> None:
        """A set's k and p operators on its members (dice or items), among those still kept."""
        for op in s.steps(operations, self.version):
            kept = [m for m in members if m.kept]
            chosen = _pick(op, kept, lambda m: m.value)
            dropped = [m for m in kept if m not in chosen] if op.operator == s.KEEP else chosen
            for member in dropped:
                member.kept, member.dropped_by = False, op.text

    def _live(self, node: s.Node, name: str | None = None):
        """Version 2, `(inner)ops`: the dice (or set items) inside `node` that the operators
        of an enclosing group act on, and how to total and draw `node` once they have; None
        where `node` holds no dice term or set (then the group is a set of one value, as in
        version 1 and as d20 reads it)."""
        if self.version < 2:
            return None
        if isinstance(node, s.Annotated):
            live = self._live(node.inner, name or node.text)
            if live is None:
                return None
            members, finish = live

            def noted():
                value, tree = finish()
                tree["annotations"] = list(node.annotations)
                return value, tree

            return members, noted
        if isinstance(node, s.Dice):
            dice = self._dice(node, name or node.text)
            return dice, lambda: self._term(node, dice, [d.json() for d in dice], "dice")
        if isinstance(node, s.Group):
            live = self._live(node.inner)
            if live is None:
                return None
            members, finish = live

            def grouped():
                value, inner = finish()
                tree = {"kind": "group", "text": node.text, "inner": inner}
                return value, {**tree, "value": number(value)}

            return members, grouped
        if isinstance(node, s.Set) and node.parenthesised and s.holds_members(node.items[0]):
            live = self._live(node.items[0])
            if live is None:  # pragma: no cover - holds_members said it holds some
                return None
            members, finish = live
            self._keep_or_drop(node.operations, members)

            def operated():
                value, inner = finish()
                tree = {"kind": "group", "text": node.text, "inner": inner}
                tree["operations"] = [op.text for op in node.operations]
                return value, {**tree, "value": number(value)}

            return members, operated
        if isinstance(node, s.Set):
            items = self._set_items(node)
            return items, lambda: self._term(node, items, [i.json() for i in items], "set")
        return None

    # -- comparisons and arithmetic

    def _successes(self, node: s.Binary) -> tuple[Fraction, dict]:
        """A dice pool: the dice (or set items) of the left side that meet the target."""
        left = node.left
        notes = []
        while isinstance(left, s.Annotated):
            notes.extend(left.annotations)
            left = left.inner
        if isinstance(left, s.Dice):
            members: list = self._dice(left, node.left.text)
        else:
            members = self._set_items(left)
        target, target_tree = self.evaluate(node.right)
        compare = s.COMPARE[node.operator]
        for member in members:
            if member.kept:
                member.success = bool(compare(Fraction(member.value), target))
        kind = "dice" if isinstance(left, s.Dice) else "set"
        _, term = self._term(left, members, [m.json() for m in members], kind)
        if notes:
            term["annotations"] = notes
        count = sum(1 for m in members if m.success)
        tree = {"kind": "successes", "text": node.text, "operator": node.operator}
        tree.update(of=term, target=target_tree, value=count)
        return Fraction(count), tree

    def _binary(self, node: s.Binary) -> tuple[Fraction, dict]:
        left, left_tree = self.evaluate(node.left)
        right, right_tree = self.evaluate(node.right)
        op = node.operator
        if op in s.COMPARE:
            value = Fraction(int(s.COMPARE[op](left, right)))
        else:
            if op in s.DIVISIONS and right == 0:
                raise RuleViolation(
                    "dice_arithmetic",
                    f"{node.text} divides by zero (the right side came to 0)",
                    "expression",
                )
            value = Fraction(s.ARITHMETIC[op](left, right))
        limits.check_magnitude(value, node.text)
        tree = {"kind": "binary", "text": node.text, "operator": op}
        return value, {**tree, "left": left_tree, "right": right_tree, "value": number(value)}


@dataclass(eq=False)
class _Item:
    """One member of a set: its value and tree, and whether a k/p operator dropped it."""

    value: Fraction
    tree: dict
    kept: bool = True
    dropped_by: str | None = None
    success: bool | None = None

    def json(self) -> dict:
        return {
            "value": number(self.value),
            "kept": self.kept,
            "dropped_by": self.dropped_by,
            "success": self.success,
            "node": self.tree,
        }


def roll(params: Mapping[str, Any], dice: Any) -> dict:
    """Dice notation: d20's grammar (Avrae) plus Fate dice. Grammar, semantics and limits:
    docs/dice-notation.md in the Referee repository.

    - Dice: `NdS` (`3d6`; `d20` is `1d20`), `d%` (a d100), `NdF` (Fate dice: -1, 0, +1;
      `3dF+2`).
    - Operators after dice, applied left to right, each with a selector: `k` keep, `p` drop,
      `rr` re-roll until the face no longer matches (at most 100 times), `ro` re-roll once,
      `ra` roll one more die, `e` explode (at most 10 more dice a die), `mi`/`ma` minimum /
      maximum face. Selectors: `X` (faces equal to X), `hX`/`lX` (the highest / lowest X;
      ties favour the earlier die), `>X`, `<X`. Examples: `4d6kh3`, `2d20kl1`, `4d6pl1`,
      `2d6ro<3`, `3d6rr1`, `8d6e6`, `8d6mi2`.
    - Sets: `(1d4 + 1, 3, 2d6kl1)kh1` keeps the highest item (sets take `k` and `p`);
      `(3d6,)` is a set of one item, `(3d6)` is just 3d6.
    - Arithmetic: `+ - * / // %`, unary `+`/`-`, parentheses: `4d6kh3 + 2`, `-(1d8 + 3)`.
    - Comparisons: `10d10>=6` counts the dice (or set items) that meet it, a dice pool;
      any other comparison (`1d20+5 >= 15`) compares two totals: 1 if true, 0 if false.
    - Notes: `3d6 [fire] + 1d4 [piercing]` name terms; they change nothing.
    - Limits: 200 characters, 100 dice a term, 2 to 1000 sides, 1000 dice in all counting
      every re-roll and explosion that could happen, parentheses 20 deep, numbers within
      ±10^15 whatever the dice show, and no division whose right side can come to 0
      (`1/(1d10<6)` is refused under any seed; `10/1d6` is rolled). Every refusal comes
      before the first die is drawn. Over a limit or mistyped: 422 naming the column, e.g.
      `4d6kh`: "expected a number after kh at column 6".

    The answer: `rolls` in draw order (each die's purpose names its term: `4d6kh3, die 2`,
    `2d6ro<3, die 1 re-rolled (ro<3)`, `8d6e6, explosion of die 3`), and the outcome's
    `total`, the evaluation `tree` (kept and dropped dice, re-rolls, explosions) and `line`,
    e.g. `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. Manual `dice` give one value per die in that
    order; a Fate die is given as 1 (-), 2 (0) or 3 (+). With `?odds=true`: the exact
    distribution of the total (of the successes for a pool), its mean and standard
    deviation, and the percentile of this roll.
    """
    text = params["expression"]
    version = versions.DICE.of(params)
    node = parse(text)
    evaluator = Evaluator(dice, version, limits.reroll_cap(node))
    value, tree = evaluator.evaluate(node)
    # Version 2: the total is a whole number, as d20's is: the value's whole part, toward 0
    # (`15 / 2` is 7, `1.5` is 1, `-7 / 2` is -3); the tree keeps every exact value.
    total = number(value) if version < 2 else int(value)
    return {
        "expression": text,
        "total": total,
        "line": line(tree, total, version),
        "tree": tree,
        # Version 2: every re-roll or explosion chain stopped by its cap, in words.
        **({"capped": evaluator.capped} if version >= 2 else {}),
    }
