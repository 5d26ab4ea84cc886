"""Seeded statistical checks: rates observed on the referee-dice-v1 stream match the exact odds.

Each check makes 20,000 rolls' worth of calls to a rules function (no HTTP) and requires
the observed rate to lie within 4 standard errors, sqrt(p (1 - p) / n), of the exact
probability computed here from the digest. The seeds are fixed, so the result is the same
on every run: these tests cannot flake, they only change when the stream or the rules do.

Two ways of drawing are covered on purpose:
- shooting.hit and the command test: one call per seed (`stat-hit-0`, `stat-hit-1`, ...),
  as a stateless request with a fresh seed uses the stream: the first dice of many streams;
- melee.hit: one call with 20,000 attacks on one seed: many dice from one stream.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

from referee.dice import StreamDice
from referee.systems.urban_war.rules import melee, morale, shooting

N = 20_000
SIGMAS = 4


def assert_rate(successes: int, n: int, p: Fraction, what: str) -> None:
    observed = successes / n
    bound = SIGMAS * math.sqrt(float(p) * (1 - float(p)) / n)
    assert abs(observed - float(p)) <= bound, (
        f"{what}: observed {observed:.4f} over {n} rolls, exact {float(p):.4f}, "
        f"allowed +/- {bound:.4f} ({SIGMAS} standard errors)"
    )


def assert_faces_uniform(faces: Counter, n: int, what: str) -> None:
    assert sum(faces.values()) == n
    for face in range(1, 11):
        assert_rate(faces[face], n, Fraction(1, 10), f"{what}: face {face}")


def test_shooting_hit_rate_over_20000_seeds():
    # SH 4 + Assault rifle short +1 against SZ 2: modifier 5, a hit on 5+ (natural 10
    # always, natural 1 never): faces 5..10, p = 6/10.
    params = {"shooting_skill": 4, "hit_mod": 1, "shots": 1, "target_size": 2}
    p = Fraction(sum(1 for f in range(1, 11) if f == 10 or (f != 1 and f + 5 >= 10)), 10)
    assert p == Fraction(6, 10)
    hits = 0
    faces: Counter = Counter()
    for i in range(N):
        out = shooting.hit(params, StreamDice(f"stat-hit-{i}"))
        hits += out["hits"]
        faces[out["shots"][0]["die"]] += 1
    assert_rate(hits, N, p, "shooting.hit, SH 4 +1")
    assert_faces_uniform(faces, N, "first die of 20,000 streams")


def test_command_test_pass_rate_over_20000_seeds():
    # CD 4, CAL 1, Commander in range: total = natural + 6, so a pass needs a natural of 9
    # or more (and more than 5). P(2d10 <= 8) = (1 + 2 + ... + 7)/100 = 28/100, so p = 72/100.
    params = {"command": 4, "calibre": 1, "commander_in_range": True}
    p = Fraction(
        sum(1 for a in range(1, 11) for b in range(1, 11) if a + b > 5 and a + b + 6 >= 15),
        100,
    )
    assert p == Fraction(72, 100)
    passed = sum(
        morale.command_test(params, StreamDice(f"stat-cmd-{i}"))["passed"] for i in range(N)
    )
    assert_rate(passed, N, p, "command test, CD 4 CAL 1 + Commander")


def test_command_test_auto_fail_rate():
    # A natural of 5 or less: 1 + 2 + 3 + 4 = 10 of the 100 pairs -> p = 1/10, whatever CD.
    params = {"command": 10, "calibre": 10}
    outs = [morale.command_test(params, StreamDice(f"stat-auto-{i}")) for i in range(N)]
    assert_rate(sum(o["auto_fail"] for o in outs), N, Fraction(10, 100), "natural <= 5")
    assert all(o["passed"] != o["auto_fail"] for o in outs)  # CD 10 + CAL 10 passes otherwise


def test_melee_hit_rate_in_one_stream():
    # AS 3 vs AS 4: modifier -1, a hit on 7+: faces 7..10, p = 4/10. One call, 20,000
    # attacks, all drawn from the single stream "stat-melee".
    params = {"striker_assault_skill": 3, "opponent_assault_skill": 4, "attacks": N}
    p = Fraction(sum(1 for f in range(1, 11) if f == 10 or (f != 1 and f - 1 >= 6)), 10)
    assert p == Fraction(4, 10)
    source = StreamDice("stat-melee")
    out = melee.hit(params, source)
    assert len(source.rolls) == N
    assert_rate(out["hits"], N, p, "melee.hit, AS 3 vs 4")
    assert_faces_uniform(Counter(a["die"] for a in out["attacks"]), N, "20,000 dice of one stream")
