"""The parsed form of a dice expression: a small tree of frozen nodes.

Every node keeps `text`, the slice of the expression it was parsed from, so a die's
purpose and the readable line quote the player's own words (`4d6kh3, die 2`).
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from fractions import Fraction

FATE = "F"  # the sides of a Fate die (dF): faces -1, 0, +1

# Operators on the dice of a term, in d20's spelling (docs/dice-notation.md, "Operators").
KEEP, DROP = "k", "p"
REROLL, REROLL_ONCE, REROLL_ADD = "rr", "ro", "ra"
EXPLODE, MINIMUM, MAXIMUM = "e", "mi", "ma"
DICE_ONLY = frozenset({REROLL, REROLL_ONCE, REROLL_ADD, EXPLODE, MINIMUM, MAXIMUM})
COMPARE = {
    "==": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    "<=": operator.le,
    ">": operator.gt,
    "<": operator.lt,
}
COMPARISONS = tuple(COMPARE)
ARITHMETIC = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "//": operator.floordiv,
    "%": operator.mod,
}
DIVISIONS = ("/", "//", "%")  # their right side must not be 0


@dataclass(frozen=True)
class Selector:
    """Which dice an operator touches: `kind` None (equal to `number`), h, l, < or >."""

    kind: str | None
    number: int

    @property
    def text(self) -> str:
        return f"{self.kind or ''}{self.number}"

    @property
    def by_value(self) -> bool:
        """Whether a die is selected by its own face alone (not by rank among the others)."""
        return self.kind not in ("h", "l")

    def matches(self, value) -> bool:
        if self.kind == "<":
            return value < self.number
        if self.kind == ">":
            return value > self.number
        return value == self.number


@dataclass(frozen=True)
class Operation:
    operator: str
    selector: Selector

    @property
    def text(self) -> str:
        return self.operator + self.selector.text


@dataclass(frozen=True)
class Step:
    """Operators as dice rules version 2 applies them (d20's meaning): consecutive operators
    of one kind (other than mi/ma) are one step whose selectors add up, `kh1kl1` keeping the
    highest die and the lowest, `p1p2` dropping the 1s and the 2s. Version 1 made each
    operator its own step, the second acting on what the first left."""

    operator: str
    selectors: tuple[Selector, ...]
    text: str

    def matches(self, value) -> bool:
        return any(selector.matches(value) for selector in self.selectors)

    @property
    def by_value(self) -> bool:
        return all(selector.by_value for selector in self.selectors)


def steps(operations: tuple[Operation, ...], version: int) -> list[Step]:
    """The steps `operations` take under dice rules `version`."""
    out: list[Step] = []
    for op in operations:
        last = out[-1] if out else None
        if (
            version >= 2
            and last is not None
            and last.operator == op.operator
            and op.operator not in (MINIMUM, MAXIMUM)
        ):
            out[-1] = Step(op.operator, (*last.selectors, op.selector), last.text + op.text)
        else:
            out.append(Step(op.operator, (op.selector,), op.text))
    return out


@dataclass(frozen=True)
class Literal:
    value: Fraction
    text: str


@dataclass(frozen=True)
class Dice:
    count: int
    sides: int | str  # a number of faces, or FATE
    operations: tuple[Operation, ...]
    text: str

    @property
    def faces(self) -> int:
        """Faces of the die drawn from the stream: a Fate die is drawn as a d3."""
        return 3 if self.sides == FATE else int(self.sides)


@dataclass(frozen=True)
class Set:
    items: tuple[Node, ...]
    operations: tuple[Operation, ...]
    text: str
    # `(a)ops`: parentheses around one expression, with operators. Version 1 read it as a set
    # of that one item; version 2 (d20) applies the operators to the dice or items inside it.
    parenthesised: bool = False


@dataclass(frozen=True)
class Unary:
    operator: str  # + or -
    operand: Node
    text: str


@dataclass(frozen=True)
class Binary:
    operator: str  # + - * / // % or a comparison
    left: Node
    right: Node
    text: str


@dataclass(frozen=True)
class Group:
    """Parentheses around one expression: `(3d6)` is 3d6, not a set (`(3d6,)` is)."""

    inner: Node
    text: str


@dataclass(frozen=True)
class Annotated:
    """`3d6 [fire]`: annotations name a term; they change nothing in the total."""

    inner: Node
    annotations: tuple[str, ...]
    text: str


Node = Literal | Dice | Set | Unary | Binary | Group | Annotated


def bare(node: Node) -> Node:
    """The node under its annotations."""
    while isinstance(node, Annotated):
        node = node.inner
    return node


def has_dice(node: Node) -> bool:
    node = bare(node)
    if isinstance(node, Dice):
        return True
    if isinstance(node, Set):
        return any(has_dice(item) for item in node.items)
    if isinstance(node, Unary | Group):
        return has_dice(node.operand if isinstance(node, Unary) else node.inner)
    if isinstance(node, Binary):
        return has_dice(node.left) or has_dice(node.right)
    return False


def holds_members(node: Node) -> bool:
    """Whether `node`, under parentheses and notes, is a dice term or a set: what the
    operators of `(node)ops` act on in dice rules version 2 (its dice, or its items)."""
    node = bare(node)
    while isinstance(node, Group):
        node = bare(node.inner)
    return isinstance(node, Dice | Set)


def operated_group(node: Node) -> bool:
    """`(4d6)kh3`, `((10d6kh5)kl2)kh1`: parentheses around a dice term or a set, followed by
    operators; in version 2 they act on the dice (items) inside, as in d20."""
    node = bare(node)
    return isinstance(node, Set) and node.parenthesised and holds_members(node.items[0])


def counts_successes_in(node: Binary, version: int) -> bool:
    """`counts_successes` under dice rules `version`: from version 2 an operated group
    (`(2d6)kh1 >= 4`) is parentheses around a term and compares its total, as `(2d6) >= 7`
    does; version 1 read it as a set of one item and counted that item."""
    if version >= 2 and operated_group(node.left):
        return False
    return counts_successes(node)


def counts_successes(node: Binary) -> bool:
    """`10d10>=6`: a comparison whose left side is one dice term or set and whose right side
    rolls nothing counts the dice (or set items) that meet it; any other comparison compares
    two totals and is 1 (true) or 0 (false), as in d20."""
    return (
        node.operator in COMPARISONS
        and isinstance(bare(node.left), Dice | Set)
        and not has_dice(node.right)
    )
