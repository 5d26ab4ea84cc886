"""referee-dice-v1 (DESIGN.md) written out a second time, without referee.dice, so that
tests can check the service's dice against it."""

from __future__ import annotations

import hashlib
import hmac


def referee_dice_v1(seed: str, label: str, sides: list[int]) -> list[int]:
    """The faces of dice with these sides, drawn from the stream of (seed, label)."""
    values, words, block = [], [], 0
    for n in sides:
        while True:
            if not words:
                digest = hmac.new(
                    seed.encode(), label.encode() + b"\0" + block.to_bytes(8, "big"), hashlib.sha256
                ).digest()
                words = [int.from_bytes(digest[i : i + 4], "big") for i in range(0, 32, 4)]
                block += 1
            w = words.pop(0)
            if w < 2**32 - 2**32 % n:
                values.append(1 + w % n)
                break
    return values
