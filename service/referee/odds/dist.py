"""Exact finite distributions: a value -> Fraction map with the few operations odds need.

Everything is rational (fractions.Fraction): no sampling and no rounding until a
report is turned into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from fractions import Fraction
from math import comb, lcm

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
    def mixture(cls, parts: Iterable[tuple[Fraction, Dist]]) -> Dist:
        terms: list[tuple[Hashable, int, int]] = []
        for weight, dist in parts:
            if not weight:
                continue
            wn, wd = weight.numerator, weight.denominator
            terms.extend(
                (value, wn * q.numerator, wd * q.denominator) for value, q in dist.p.items()
            )
        return cls(sum_terms(terms))

    def items(self):
        return self.p.items()

    def __repr__(self) -> str:
        return f"Dist({self.p!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Dist) and self.p == other.p

    def total(self) -> Fraction:
        return exact_sum((1, q) for q in self.p.values())

    def normalised(self) -> Dist:
        total = self.total()
        return Dist({k: v / total for k, v in self.p.items()})

    def prob(self, predicate: Callable[[Hashable], bool]) -> Fraction:
        return exact_sum((1, q) for v, q in self.p.items() if predicate(v))

    def map(self, f: Callable[[Hashable], Hashable]) -> Dist:
        return Dist(
            sum_terms((f(value), q.numerator, q.denominator) for value, q in self.p.items())
        )

    def bind(self, f: Callable[[Hashable], Dist]) -> Dist:
        """The mixture of f(value) weighted by this distribution (a Markov step)."""
        return Dist.mixture((q, f(value)) for value, q in self.p.items())

    def mean(self) -> Fraction:
        return exact_sum(self.p.items())


def sum_terms(terms: Iterable[tuple[Hashable, int, int]]) -> dict[Hashable, Fraction]:
    """Sum numerator/denominator terms per value, exactly, into Fractions.

    The same sums as adding Fractions one by one (in the same key order), but over
    one common denominator: Fraction's own `+` reduces by a gcd at every step, which
    made it most of the time of an odds request.
    """
    terms = list(terms)
    den = 1
    for _, _, d in terms:
        if den % d:
            den = lcm(den, d)
    sums: dict[Hashable, int] = {}
    for value, n, d in terms:
        sums[value] = sums.get(value, 0) + n * (den // d)
    return {value: Fraction(n, den) for value, n in sums.items()}


def exact_sum(products: Iterable[tuple[int, Fraction]]) -> Fraction:
    """sum(k * q for k, q in products), exactly, over one common denominator (see sum_terms)."""
    return sum_terms((None, k * q.numerator, q.denominator) for k, q in products).get(None, ZERO)


def binomial(one: Dist, n: int) -> Dist:
    """The sum of n independent copies of a 0/1 distribution, in closed form (exact integers)."""
    chance = one.p.get(1, ZERO)
    if chance == 0 or chance == 1 or n == 0:
        return Dist.point(n if chance == 1 else 0)
    a, b = chance.numerator, chance.denominator
    den = b**n
    return Dist({k: Fraction(comb(n, k) * a**k * (b - a) ** (n - k), den) for k in range(n + 1)})
