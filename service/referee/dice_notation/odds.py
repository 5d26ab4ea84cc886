"""Exact odds of a dice expression: the distribution of its total (or of its success count).

Computed with icepool's dice algebra (exact fractions, never sampling): a term's dice are
one die transformed by its per-die operators (re-rolls, mi/ma, explosions), summed, or
kept from a pool (kh/kl/ph/pl); terms combine by convolution. The model follows the
evaluator's semantics (evaluate.py) to the letter, limits included (a die re-rolls at most
MAX_REROLLS times, a chain explodes at most MAX_EXPLOSIONS times); tests check it against
enumerating every sequence of dice the evaluator can draw.

What icepool cannot do cheaply is refused with `odds_too_complex` (a roll still rolls and
reports `available: false`): operator orders whose dice are not independent of one another
in a way the model covers (ra, a k/p before mi/ma or an explosion, h/l mixed with face
selectors), totals that are not whole numbers, and computations above COST_BUDGET.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import icepool

from referee import versions
from referee.dice_notation import limits
from referee.dice_notation import syntax as s
from referee.dice_notation.parse import parse
from referee.odds.dist import Dist
from referee.odds.report import Odds
from referee.violations import RuleViolation

# One to five microseconds of work per unit on the 2-core reference machine (quiet to
# loaded): bits multiplied and faces built by a sum, outcome pairs of other arithmetic, or
# dice x kept x faces^2 for a pool. The budget keeps an answer within about half a second
# even on a loaded machine; the five examples of the issue cost under 25 000.
COST_BUDGET = 100_000
# A face mixed with a die's outcomes while a chain of re-rolls or explosions is built costs
# about eight units (measured: `1d40e>1`, 92 000 outcome pairs, took 0.7 s counted as one).
MIX = 8
# A multiset of faces expanded and summed by hand (a step keeping both ends, `kh1kl1`):
# units per die of each multiset (measured: 126 multisets of 4d6 in 3 to 40 ms, 8855 of
# 4d20 in 0.4 to 1.7 s on the loaded 2-core machine: refused).
MULTISET = 40


def not_available(reason: str) -> RuleViolation:
    return RuleViolation("odds_too_complex", f"exact odds are not available: {reason}")


def _whole(value):
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value


class _Model:
    """The odds under the current dice rules (versions.DICE), as `evaluate` rolls them."""

    def __init__(self, reroll_cap: int = limits.MAX_REROLLS) -> None:
        self.cost = 0
        self.version = versions.DICE.current
        self.reroll_cap = reroll_cap  # how often rr re-rolls one die (limits.reroll_cap)

    def spend(self, units: int, what: str) -> None:
        self.cost += units
        if self.cost > COST_BUDGET:
            raise not_available(f"{what} needs too much computation; try fewer dice or fewer sides")

    # -- nodes

    def die(self, node: s.Node) -> icepool.Die:
        node = s.bare(node)
        if isinstance(node, s.Literal):
            return icepool.Die([_whole(node.value)])
        if isinstance(node, s.Group):
            return self.die(node.inner)
        if isinstance(node, s.Unary):
            inner = self.die(node.operand)
            return -inner if node.operator == "-" else inner
        if isinstance(node, s.Dice):
            return self.dice(node)
        if isinstance(node, s.Set):
            if s.operated_group(node):
                return self.dice(*self._operated(node))
            return self.set_of(node)
        if s.counts_successes_in(node, self.version):
            target = self.die(node.right)
            if len(target) != 1:  # pragma: no cover - the right side rolls nothing
                raise not_available(f"{node.text}: the target is not one number")
            compare = s.COMPARE[node.operator]
            goal = target.outcomes()[0]
            success = lambda v: int(compare(v, goal))  # noqa: E731
            left = s.bare(node.left)
            if isinstance(left, s.Dice):
                return self.dice(left, success=success)
            return self.set_of(left, success)
        return self.binary(node)

    def binary(self, node: s.Binary) -> icepool.Die:
        left, right = self.die(node.left), self.die(node.right)
        op = node.operator
        if op in ("+", "-"):
            # A sum of independent terms is a convolution, as NdS's is: `1d1000+1d1000`
            # costs what `2d1000` costs, not a pair of outcomes at a time.
            return self.add(left, right if op == "+" else -right, node.text)
        self.spend(len(left) * len(right), node.text)
        if op in s.COMPARE:
            compare = s.COMPARE[op]
            return icepool.map(lambda a, b: int(compare(a, b)), left, right)
        if op in s.DIVISIONS and 0 in right.outcomes():
            raise not_available(f"{node.text} can divide by zero")
        combine = s.ARITHMETIC[op]
        if op == "/":
            return icepool.map(lambda a, b: _whole(Fraction(a) / b), left, right)
        return icepool.map(lambda a, b: _whole(combine(a, b)), left, right)

    def add(self, a: icepool.Die, b: icepool.Die, what: str) -> icepool.Die:
        """The sum of two independent dice with whole-number faces, exactly."""
        if not all(isinstance(v, int) for v in (*a.outcomes(), *b.outcomes())):
            self.spend(len(a) * len(b), what)
            return a + b
        low, coefficients, bits = convolve(_counts(a), _counts(b))
        self.spend(bits // 16 + 10 * len(coefficients), what)
        return icepool.Die({low + i: q for i, q in enumerate(coefficients) if q})

    def sum_of(self, one: icepool.Die, count: int, what: str) -> icepool.Die:
        """The sum of `count` independent copies of `one`, by doubling."""
        total = icepool.Die([0])
        power = one
        while count:
            if count & 1:
                total = self.add(total, power, what)
            count >>= 1
            if count:
                power = self.add(power, power, what)
        return total

    # -- dice terms

    def _operated(self, node: s.Set) -> tuple[s.Dice, list[s.Step]]:
        """`((10d6kh5)kl2)kh1`: the dice term inside an operated group and the steps of
        every level, in order (a level's steps never merge with the next level's)."""
        inner = s.bare(node.items[0])
        while isinstance(inner, s.Group):
            inner = s.bare(inner.inner)
        if isinstance(inner, s.Dice):
            term, steps = inner, s.steps(inner.operations, self.version)
        elif isinstance(inner, s.Set) and s.operated_group(inner):
            term, steps = self._operated(inner)
        else:
            raise not_available(f"{node.text}: operators on a set inside parentheses")
        return term, [*steps, *s.steps(node.operations, self.version)]

    def dice(
        self,
        term: s.Dice,
        steps: list[s.Step] | None = None,
        success: Callable[[Any], int] | None = None,
    ) -> icepool.Die:
        raw = icepool.Die([-1, 0, 1]) if term.sides == s.FATE else icepool.d(int(term.sides))
        one = raw
        ops = list(s.steps(term.operations, self.version) if steps is None else steps)
        while ops and ops[0].operator in (s.REROLL, s.REROLL_ONCE, s.MINIMUM, s.MAXIMUM):
            op = ops.pop(0)
            one = self._per_die(one, raw, op, term)
        value = success or (lambda v: v)
        if ops and ops[0].operator == s.EXPLODE:
            op = ops.pop(0)
            if ops:
                raise not_available(f"{term.text}: operators after an explosion")
            chain = self._chain(one, raw, op, value, term.text)
            return self.sum_of(chain, term.count, term.text)
        return self._kept(term, one, ops, success, term.count)

    def _per_die(
        self, one: icepool.Die, raw: icepool.Die, op: s.Operation, term: s.Dice
    ) -> icepool.Die:
        selector = op
        if not op.by_value:
            raise not_available(f"{term.text}: {op.text} picks dice by rank, not by face")
        if op.operator == s.MINIMUM:
            return one.map(lambda v: max(v, op.selectors[-1].number))
        if op.operator == s.MAXIMUM:
            return one.map(lambda v: min(v, op.selectors[-1].number))
        # A re-roll draws a fresh die (not one changed by earlier operators): `ro` once,
        # `rr` again while it matches, `reroll_cap` re-rolls in all (then the last face
        # stands). Its face is in closed form, so a chain of 100 re-rolls costs what one
        # does: of up to C draws, the first that does not match, or the C-th if all match.
        levels = self.reroll_cap if op.operator == s.REROLL else 1
        self.spend(MIX * (len(raw) + len(one)), term.text)
        fresh = _rerolled(raw, selector.matches, levels)
        return _replaced(one, selector.matches, fresh)

    def _chain(
        self, first: icepool.Die, raw: icepool.Die, selector, value, what: str
    ) -> icepool.Die:
        """One die and the dice its explosions add, as the sum of their values.

        Each level of the chain mixes the level below (its outcomes) into every matching
        face, so a chain costs about matching faces x outcomes per level, and the outcomes
        grow by the die's span each level: `1d1000e>1` would mix 999 faces into a die of
        up to 10 000 outcomes, ten times over. The work of each level is paid for before
        it is done (issue: a chain of explosions held a worker for 30 s)."""
        matching = sum(1 for v in raw.outcomes() if selector.matches(v))
        tail = raw.map(value)
        for _ in range(limits.MAX_EXPLOSIONS - 1):
            self.spend(MIX * (matching * len(tail) + len(raw)), what)
            after = tail
            tail = raw.map(
                lambda v, after=after: value(v) + after if selector.matches(v) else value(v),
                star=False,
            )
        self.spend(MIX * (matching * len(tail) + len(first)), what)
        return first.map(lambda v: value(v) + tail if selector.matches(v) else value(v))

    def _kept(self, term: s.Dice, one: icepool.Die, ops, success, count: int) -> icepool.Die:
        """A term's dice after its k/p operators."""
        value = success or (lambda v: v)
        if any(op.operator not in (s.KEEP, s.DROP) for op in ops):
            names = ", ".join(op.text for op in ops if op.operator not in (s.KEEP, s.DROP))
            raise not_available(f"{term.text}: {names} after a keep or drop")
        if all(op.by_value for op in ops):
            kept = self._filter(ops)
            return self.sum_of(one.map(lambda v: value(v) if kept(v) else 0), count, term.text)
        if any(op.by_value for op in ops):
            raise not_available(f"{term.text}: keeps by rank and by face together")
        if success is not None:
            raise not_available(f"{term.text}: counting successes among the kept dice")
        if any(_both_ends(op) for op in ops):
            self.spend(MULTISET * count * math.comb(len(one) + count - 1, count), term.text)
            return _by_multiset(one.pool(count), ops)
        mask = _kept_mask(ops, count)
        if not any(mask):
            return icepool.Die([0])
        self.spend(count * _span(mask) * len(one) ** 2, term.text)
        return one.pool(count).keep(mask).sum()

    @staticmethod
    def _filter(ops) -> Callable[[Any], bool]:
        def kept(v) -> bool:
            for op in ops:
                hit = op.matches(v)
                if (op.operator == s.KEEP and not hit) or (op.operator == s.DROP and hit):
                    return False
            return True

        return kept

    # -- sets

    def set_of(self, node: s.Set, success: Callable[[Any], int] | None = None) -> icepool.Die:
        items = [self.die(item) for item in node.items]
        value = success or (lambda v: v)
        ops = s.steps(node.operations, self.version)
        if not ops or all(op.by_value for op in ops):
            kept = self._filter(ops)
            total = icepool.Die([0])
            for item in items:
                mapped = item.map(lambda v: value(v) if kept(v) else 0)
                self.spend(len(total) * len(mapped), node.text)
                total = total + mapped
            return total
        if any(op.by_value for op in ops):
            raise not_available(f"{node.text}: keeps by rank and by face together")
        if success is not None:
            raise not_available(f"{node.text}: counting successes among the kept items")
        outcomes = len(set().union(*(item.outcomes() for item in items)))
        if any(_both_ends(op) for op in ops):
            count = len(items)
            self.spend(MULTISET * count * math.comb(outcomes + count - 1, count), node.text)
            return _by_multiset(icepool.Pool(items), ops)
        mask = _kept_mask(ops, len(items))
        if not any(mask):
            return icepool.Die([0])
        self.spend(len(items) * _span(mask) * outcomes**2, node.text)
        return icepool.Pool(items).keep(mask).sum()


def _rerolled(raw: icepool.Die, matches: Callable[[Any], bool], draws: int) -> icepool.Die:
    """The face a re-roll ends on: up to `draws` fresh draws of `raw`, stopping at the
    first that does not match; if every one matches, the last stands.

    With M of N (by quantity) matching, a face v of quantity q that does not match ends it
    with chance q/N x (1 + M/N + ... + (M/N)^(draws-1)), and a matching face is the last
    of `draws` matching draws, (M/N)^(draws-1) x q/N. Times N^draws x (N - M), whole
    numbers: q x (N^draws - M^draws) and q x M^(draws-1) x (N - M).
    """
    total = raw.denominator()
    hits = sum(q for v, q in raw.items() if matches(v))
    if hits in (0, total):  # nothing to re-roll, or every draw matches: the last stands
        return raw
    stop = total**draws - hits**draws
    last = hits ** (draws - 1) * (total - hits)
    return icepool.Die({v: q * (last if matches(v) else stop) for v, q in raw.items()})


def _replaced(one: icepool.Die, matches: Callable[[Any], bool], fresh: icepool.Die) -> icepool.Die:
    """`one` with every matching face replaced by a draw of `fresh`, weighed directly (one
    pass over the faces; icepool's map would mix `fresh` into each matching face apart)."""
    moved = sum(q for v, q in one.items() if matches(v))
    if not moved:
        return one
    scale = fresh.denominator()
    weights = {v: q * scale for v, q in one.items() if not matches(v)}
    for v, q in fresh.items():
        weights[v] = weights.get(v, 0) + moved * q
    return icepool.Die(weights)


def _counts(die: icepool.Die) -> tuple[int, list[int]]:
    """A die with whole-number faces as its lowest face and the quantity of every face up."""
    low, high = die.min_outcome(), die.max_outcome()
    counts = [0] * (high - low + 1)
    for value, quantity in die.items():
        counts[value - low] = quantity
    return low, counts


def convolve(a: tuple[int, list[int]], b: tuple[int, list[int]]) -> tuple[int, list[int], int]:
    """The quantities of the sum of two dice (lowest face, quantities), by multiplying two
    big integers that hold them in fixed-width slots (Kronecker substitution): the same
    sums as the schoolbook convolution, done by CPython's Karatsuba multiplication. Also
    returns the bits multiplied, the cost the budget counts."""
    (low_a, qa), (low_b, qb) = a, b
    width = (max(qa) * max(qb) * min(len(qa), len(qb))).bit_length() // 8 + 1
    pack = lambda qs: int.from_bytes(  # noqa: E731
        b"".join(q.to_bytes(width, "little") for q in qs), "little"
    )
    size = len(qa) + len(qb) - 1
    product = (pack(qa) * pack(qb)).to_bytes(width * size, "little")
    coefficients = [
        int.from_bytes(product[i * width : (i + 1) * width], "little") for i in range(size)
    ]
    return low_a + low_b, coefficients, 8 * width * (len(qa) + len(qb))


def _kept_mask(ops, count: int) -> tuple[int, ...]:
    """Which ranks (ascending, from 0) a chain of kh/kl/ph/pl keeps, as icepool's keep
    tuple (1 kept, 0 not). Each step picks among the ranks still kept, and the selectors
    of one step pick together, a union, as d20's do (`kh1kl1` keeps the highest and the
    lowest, docs/dice-notation.md): so the kept ranks need not be a range. Ties do not
    matter here: whichever die of equal faces a selector takes, the kept faces are the same.
    """
    kept = list(range(count))
    for op in ops:
        if any(selector.by_value for selector in op.selectors):
            raise not_available(f"{op.text}: picks dice by rank and by face in one step")
        picked: set[int] = set()
        for selector in op.selectors:
            n = max(0, selector.number)
            picked.update(kept[max(0, len(kept) - n) :] if selector.kind == "h" else kept[:n])
        if op.operator == s.KEEP:
            kept = [rank for rank in kept if rank in picked]
        else:
            kept = [rank for rank in kept if rank not in picked]
    chosen = set(kept)
    return tuple(int(rank in chosen) for rank in range(count))


def _both_ends(op) -> bool:
    """A step that picks both the highest and the lowest (`kh1kl1`, `ph1pl1`): with equal
    faces both may pick the same die, the earlier one (`4d6kh1kl1` of 2, 2, 2, 2 keeps one
    2), so what it keeps is not a set of ranks, though it is still fixed by the faces shown
    whatever their order."""
    kinds = {selector.kind for selector in op.selectors}
    return {"h", "l"} <= kinds


def _kept_sum(faces: tuple, ops) -> int:
    """The sum of what k/p steps keep of these faces, picked as the evaluator picks: by
    rank, ties favouring the earlier die, each step's selectors together (a union)."""
    kept = list(range(len(faces)))
    for op in ops:
        picked: set[int] = set()
        for selector in op.selectors:
            ranked = sorted(kept, key=lambda i: faces[i], reverse=selector.kind == "h")
            picked.update(ranked[: max(0, selector.number)])
        if op.operator == s.KEEP:
            kept = [i for i in kept if i in picked]
        else:
            kept = [i for i in kept if i not in picked]
    return sum(faces[i] for i in kept)


def _by_multiset(pool: icepool.Pool, ops) -> icepool.Die:
    """The kept sum over every multiset of faces the pool can show, each weighed by its
    orders (the sum depends on the faces, not on their order)."""
    return pool.expand().map(lambda faces: _kept_sum(faces, ops), star=False)


def _span(mask: tuple[int, ...]) -> int:
    """How many ranks lie from the lowest kept to the highest kept, both included."""
    ranks = [rank for rank, kept in enumerate(mask) if kept]
    return ranks[-1] - ranks[0] + 1


def distribution(text: str) -> Dist:
    """The exact distribution of the total of `text` (its success count for a dice pool)."""
    node = parse(text)
    try:
        die = _Model(limits.reroll_cap(node)).die(node)
    except ZeroDivisionError:
        raise not_available(f"{text} can divide by zero") from None
    return icepool_total(die)


def icepool_total(die: icepool.Die) -> Dist:
    """Dice rules version 2: the total is the value's whole part, toward 0 (`15 / 2` is 7)."""
    den = die.denominator()
    found: dict[int, Fraction] = {}
    for v, q in die.items():
        if q:
            found[int(v)] = found.get(int(v), Fraction(0)) + Fraction(q, den)
    return Dist(found)


def _counts_successes(text: str) -> bool:
    node = s.bare(parse(text))
    return isinstance(node, s.Binary) and s.counts_successes_in(node, versions.DICE.current)


def odds(params: Mapping[str, Any]) -> Odds:
    """The odds definition of the dice roll (referee.odds): one result, the total."""
    text = params["expression"]
    dist = distribution(text)
    name = "successes" if _counts_successes(text) else "total"
    description = (
        "the number of dice (or items) that meet the comparison"
        if name == "successes"
        else "the total of the expression"
    )
    odds = Odds("dice_algebra")
    odds.result(name, description, dist, lambda outcome: outcome["total"], spread=True)
    return odds
