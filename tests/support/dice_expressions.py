"""Hypothesis strategies for dice expressions: well formed ones near the limits, and hostile
text. Shared by the dice fuzz tests and the probe tests."""

from __future__ import annotations

from hypothesis import strategies as st

numbers = st.integers(min_value=0, max_value=120).map(str)
sides = st.sampled_from(["2", "3", "4", "6", "8", "10", "12", "20", "100", "1000", "%", "F"])
selectors = st.tuples(st.sampled_from(["", "h", "l", "<", ">"]), numbers).map("".join)
operators = st.tuples(
    st.sampled_from(["k", "p", "rr", "ro", "ra", "e", "mi", "ma"]), selectors
).map("".join)
dice = st.tuples(
    st.one_of(st.just(""), numbers), st.just("d"), sides, st.lists(operators, max_size=3)
).map(lambda parts: "".join(parts[:3]) + "".join(parts[3]))
atoms = st.one_of(dice, numbers, st.just("0.5"))


def _combine(children):
    binary = st.tuples(
        children,
        st.sampled_from([" + ", "-", "*", "/", "//", "%", ">=", " < ", "=="]),
        children,
    ).map("".join)
    grouped = children.map(lambda c: f"({c})")
    sets = st.lists(children, max_size=4).map(lambda items: f"({', '.join(items)},)")
    kept = st.tuples(sets, st.sampled_from(["kh1", "kl2", "p<3", "k>1", ""])).map("".join)
    negative = children.map(lambda c: f"-{c}")
    noted = children.map(lambda c: f"{c} [note]")
    return st.one_of(binary, grouped, kept, negative, noted)


expressions = st.recursive(atoms, _combine, max_leaves=8)
# Divisions and products whose refusal could hang on the dice: the probe's own shapes.
small_dice = st.tuples(st.integers(1, 3), st.sampled_from([2, 4, 6, 10, 20])).map(
    lambda p: f"{p[0]}d{p[1]}"
)
divisors = st.one_of(
    small_dice.map(lambda d: f"({d}<4)"),
    st.tuples(small_dice, st.integers(0, 8)).map(lambda p: f"({p[0]}-{p[1]})"),
    st.tuples(small_dice, st.integers(1, 20)).map(lambda p: f"(({p[0]}>={p[1]})-1)"),
    small_dice,
)
probes = st.one_of(
    st.tuples(small_dice, st.sampled_from(["/", "//", "%"]), divisors).map("".join),
    st.tuples(st.integers(1, 6), st.just("1d1000")).map(lambda p: "*".join([p[1]] * p[0])),
    st.lists(st.sampled_from(["100d1000", "1d1000e1000", "99", "1d6"]), min_size=2, max_size=6).map(
        "*".join
    ),
)
hostile = st.one_of(
    st.text(alphabet="0123456789dFkhlpremia%<>=!+-*/(), []\t", max_size=60),
    st.text(max_size=40),
    st.sampled_from(
        [
            "(" * 200,
            "1d6" + "e6" * 60,
            "100d1000" + "+100d1000" * 10,
            "9" * 199,
            "1d6" + "rr<7" * 40,
            "((((((((((((((((((((1d6))))))))))))))))))))",
            "100d6e6",
            "100d1000kh50",
            "50d1000>=500",
            "1d\u0663",
            "4d6kh3 + 2\x00",
        ]
    ),
)
