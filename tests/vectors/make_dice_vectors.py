"""Write tests/vectors/dice-v1.json from a second, deliberately plain implementation
of referee-dice-v1 (DESIGN.md), independent of referee.dice.

Run: python tests/vectors/make_dice_vectors.py > tests/vectors/dice-v1.json
The Python and TypeScript SDK verifiers and referee.dice are all tested on it.
"""

import hashlib
import hmac
import json


def stream(seed: str, label: str, sides: list[int]) -> list[int]:
    values, words, block = [], [], 0
    for n in sides:
        while True:
            if not words:
                msg = label.encode() + b"\x00" + block.to_bytes(8, "big")
                digest = hmac.new(seed.encode(), msg, hashlib.sha256).digest()
                words = [int.from_bytes(digest[i : i + 4], "big") for i in range(0, 32, 4)]
                block += 1
            w = words.pop(0)
            if w < 2**32 - (2**32 % n):
                values.append(1 + w % n)
                break
    return values


CASES = [
    # The three vectors printed in DESIGN.md.
    ("audit-me", "", [6] * 10),
    ("server-secret:client-seed", "7", [10] * 6),
    ("zażółć gęślą jaźń", "", [100, 20, 12, 8, 4, 2]),
    # Every common die, long enough to cross block boundaries (8 words a block).
    ("vector-d2", "", [2] * 20),
    ("vector-d3", "", [3] * 20),
    ("vector-d4", "", [4] * 20),
    ("vector-d6", "", [6] * 20),
    ("vector-d8", "", [8] * 20),
    ("vector-d10", "", [10] * 20),
    ("vector-d12", "", [12] * 20),
    ("vector-d20", "", [20] * 20),
    ("vector-d100", "", [100] * 20),
    ("mixed", "", [10, 10, 6, 100, 20, 2, 4, 8, 12, 3, 10, 10, 6, 6, 100]),
    # Labels: encounter steps use str(step index).
    ("server-secret:client-seed", "0", [10] * 12),
    ("server-secret:client-seed", "1", [10] * 12),
    ("server-secret:client-seed", "9999", [6, 6, 6, 10, 10, 100]),
    ("s", "label with spaces / and ünïcödé", [6] * 10),
    # Non-ASCII seeds, and the 1-byte and 256-byte limits.
    ("Łódź-kocka-🎲", "", [6, 10, 100, 20]),
    ("Győr-dobókocka", "3", [10] * 10),
    ("x", "", [10] * 10),
    ("a" * 256, "", [100] * 10),
    ("0123456789abcdef0123456789abcdef", "", [10] * 30),
    # Sides that reject often enough to exercise the rejection path.
    ("rejection", "", [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 997, 999, 1000]),
]

if __name__ == "__main__":
    cases = [
        {"seed": seed, "label": label, "sides": sides, "values": stream(seed, label, sides)}
        for seed, label, sides in CASES
    ]
    # One case a line keeps the file readable and its diffs small.
    lines = ",\n  ".join(json.dumps(c, ensure_ascii=False) for c in cases)
    print(
        '{"rng": "referee-dice-v1",\n "description": "seed and label are UTF-8 strings; '
        'values[i] is the die of sides[i].",\n "cases": [\n  ' + lines + "\n ]\n}"
    )
