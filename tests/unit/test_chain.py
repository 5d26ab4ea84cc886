"""referee.chain's canonical JSON is RFC 8785's, whichever way it is written (the orjson
fast path or the `rfc8785` package), and an entry's hash leaves out `hidden` and
`head_hash` only."""

from __future__ import annotations

import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import chain

TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12
) | st.sampled_from(["", "a", "\x00\x1f\x7f", "\u2028\u2029", "\ue000", "\U0001f600", "é"])
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | TEXT
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(TEXT, inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=600, deadline=None)
@given(VALUES)
def test_canonical_is_rfc_8785(value):
    assert chain.canonical(value) == rfc8785.dumps(value)


def test_keys_past_the_basic_plane_sort_as_rfc_8785_says():
    # UTF-16 order puts U+1F600 (a surrogate pair, 0xD83D...) before U+E000.
    value = {"\ue000": 1, "\U0001f600": 2, "a": {"\uffff": 3, "\U00010000": 4}}
    assert chain.canonical(value) == rfc8785.dumps(value)
    assert chain.canonical(value).index("\U0001f600".encode()) < chain.canonical(value).index(
        "\ue000".encode()
    )


def test_an_entry_hash_leaves_out_hidden_and_head_hash_only():
    entry = {"index": 0, "step": "orders", "hidden": {"parts": "sealed"}, "prev_hash": "0" * 64}
    revealed = {**entry, "hidden": {"parts": {"red": {"orders": {"r1": "snap_fire"}}}}}
    announced = {**entry, "head_hash": chain.entry_hash(entry)}
    assert chain.entry_hash(entry) == chain.entry_hash(revealed) == chain.entry_hash(announced)
    assert chain.entry_hash(entry) != chain.entry_hash({**entry, "prev_hash": "1" * 64})
