"""Exact finite distributions: a value -> Fraction map with the few operations odds need.

Everything is rational (fractions.Fraction): no sampling and no rounding until a
report is turned into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from fractions import Fraction

ONE = Fraction(1)
ZERO = Fraction(0)


class Dist:
    """A finite probability distribution over hashable values (probabilities sum to 1)."""

    __slots__ = ("p",)

    def __init__(self, p: dict[Hashable, Fraction] | None = None):
        self.p: dict[Hashable, Fraction] = p if p is not None else {}

    @classmethod
    def point(cls, value: Hashable) -> Dist:
        return cls({value: ONE})

    @classmethod
    def bernoulli(cls, chance: Fraction) -> Dist:
        """True with `chance`, else False (zero-probability values left out)."""
        return cls({k: v for k, v in ((True, chance), (False, ONE - chance)) if v})

    @classmethod
    def mixture(cls, parts: Iterable[tuple[Fraction, Dist]]) -> Dist:
        out: dict[Hashable, Fraction] = {}
        for weight, dist in parts:
            if not weight:
                continue
            for value, q in dist.p.items():
                out[value] = out.get(value, ZERO) + weight * q
        return cls(out)

    def items(self):
        return self.p.items()

    def __repr__(self) -> str:
        return f"Dist({self.p!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Dist) and self.p == other.p

    def total(self) -> Fraction:
        return sum(self.p.values(), ZERO)

    def normalised(self) -> Dist:
        total = self.total()
        return Dist({k: v / total for k, v in self.p.items()})

    def prob(self, predicate: Callable[[Hashable], bool]) -> Fraction:
        return sum((q for v, q in self.p.items() if predicate(v)), ZERO)

    def map(self, f: Callable[[Hashable], Hashable]) -> Dist:
        out: dict[Hashable, Fraction] = {}
        for value, q in self.p.items():
            key = f(value)
            out[key] = out.get(key, ZERO) + q
        return Dist(out)

    def bind(self, f: Callable[[Hashable], Dist]) -> Dist:
        """The mixture of f(value) weighted by this distribution (a Markov step)."""
        return Dist.mixture((q, f(value)) for value, q in self.p.items())

    def add(self, other: Dist) -> Dist:
        """Distribution of the sum of two independent numeric variables (convolution)."""
        out: dict[Hashable, Fraction] = {}
        for a, qa in self.p.items():
            for b, qb in other.p.items():
                out[a + b] = out.get(a + b, ZERO) + qa * qb
        return Dist(out)

    def repeat_sum(self, n: int) -> Dist:
        """The sum of n independent copies (n = 0: the point 0)."""
        out = Dist.point(0)
        for _ in range(n):
            out = out.add(self)
        return out

    def mean(self) -> Fraction:
        return sum((value * q for value, q in self.p.items()), ZERO)


def binomial(one: Dist, n: int) -> Dist:
    """The sum of n independent copies of a 0/1 distribution, in closed form (exact integers)."""
    from math import comb

    chance = one.p.get(1, ZERO)
    if chance == 0 or chance == 1 or n == 0:
        return Dist.point(n if chance == 1 else 0)
    a, b = chance.numerator, chance.denominator
    den = b**n
    return Dist({k: Fraction(comb(n, k) * a**k * (b - a) ** (n - k), den) for k in range(n + 1)})


def count_of(chance: Fraction, n: int) -> Dist:
    """How many of n independent trials with `chance` succeed (a binomial, by convolution)."""
    return Dist.bernoulli(chance).map(int).repeat_sum(n)


def binomials(chance: Fraction, most: int) -> list[Dist]:
    """count_of(chance, n) for n = 0..most, each built from the previous one."""
    one = Dist.bernoulli(chance).map(int)
    out = [Dist.point(0)]
    for _ in range(most):
        out.append(out[-1].add(one))
    return out
