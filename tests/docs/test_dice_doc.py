"""docs/dice.md is enough to implement referee-dice-v1: its code and vectors are the real ones.

The reference implementation printed in the document is run, as a reader would copy it,
against every vector of tests/vectors/dice-v1.json; the vectors and the worked first block
it quotes are checked against that file and against HMAC-SHA256 itself.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re

from markdown_it import MarkdownIt

from .texts import ROOT

DOC = (ROOT / "docs" / "dice.md").read_text(encoding="utf-8")
VECTORS = json.loads((ROOT / "tests" / "vectors" / "dice-v1.json").read_text(encoding="utf-8"))


def _fences(info: str) -> list[str]:
    return [
        t.content
        for t in MarkdownIt("commonmark").parse(DOC)
        if t.type == "fence" and t.info == info
    ]


def test_the_printed_implementation_reproduces_every_vector(capsys):
    (code,) = _fences("python")
    namespace: dict = {}
    exec(compile(code, "docs/dice.md", "exec"), namespace)
    assert capsys.readouterr().out == "[4, 2, 2, 2, 3, 3, 2, 2, 5, 4]\n"
    assert len(VECTORS["cases"]) == 23
    for case in VECTORS["cases"]:
        assert namespace["dice"](case["seed"], case["label"], case["sides"]) == case["values"], case


def test_the_quoted_vectors_are_in_the_vectors_file():
    quoted = re.findall(r'^"(.*)", "(.*)", (\[[\d,]+\])\s+-> (\[[\d,]+\])$', DOC, re.M)
    assert len(quoted) == 3
    cases = [(c["seed"], c["label"], c["sides"], c["values"]) for c in VECTORS["cases"]]
    for seed, label, sides, values in quoted:
        assert (seed, label, json.loads(sides), json.loads(values)) in cases


def test_the_worked_first_block_is_hmac_sha256():
    block = hmac.new(b"audit-me", b"\x00" + (0).to_bytes(8, "big"), hashlib.sha256).hexdigest()
    words = " ".join(block[i : i + 8] for i in range(0, 64, 8))
    assert words in DOC
    assert f"0x{block[:8]} = {int(block[:8], 16)}" in DOC
