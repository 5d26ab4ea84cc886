"""Dice sources: the referee-dice-v1 stream, manual dice, and the roll record.

Rules functions see only `Dice.roll(sides, purpose)`; where the values come
from (a seeded stream, dice a player rolled at the table, or later an exact
enumeration for odds) is decided by the caller.

referee-dice-v1 (docs/dice.md, with its test vectors):
    key      = UTF-8 bytes of the seed (1..256 bytes)
    label    = UTF-8 bytes of the stream label ("" for a stateless step)
    block(i) = HMAC-SHA256(key, label || 0x00 || uint64_be(i)), i = 0, 1, ...
    words    = each block as eight big-endian uint32, used in order
    die(N)   = next word w; if w >= 2^32 - (2^32 mod N) discard it, else 1 + (w mod N)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import struct
from dataclasses import dataclass
from typing import Protocol

RNG_V1 = "referee-dice-v1"
RNG_MANUAL = "manual"
MAX_SEED_BYTES = 256
MAX_SIDES = 1000
_WORD_SPACE = 1 << 32
_BLOCK_WORDS = struct.Struct(">8I")
_COUNTER = struct.Struct(">Q")


@dataclass(frozen=True, slots=True)
class Roll:
    sides: int
    value: int
    purpose: str


class DiceError(Exception):
    """A manual-dice problem the caller must fix; reported as a 422."""

    def __init__(self, code: str, detail: str, index: int):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.index = index


class Dice(Protocol):
    rolls: list[Roll]

    def roll(self, sides: int, purpose: str) -> int: ...


def fresh_seed() -> str:
    """128 bits from the OS, as hex."""
    return secrets.token_hex(16)


def check_seed(seed: str) -> None:
    size = len(seed.encode("utf-8"))
    if not 1 <= size <= MAX_SEED_BYTES:
        raise ValueError(f"a seed is 1 to {MAX_SEED_BYTES} bytes of UTF-8, this one is {size}")


def _check_sides(sides: int) -> None:
    if not 1 <= sides <= MAX_SIDES:
        raise ValueError(f"a die has 1 to {MAX_SIDES} sides, not {sides}")


class StreamDice:
    """The referee-dice-v1 stream for one (seed, label)."""

    rng = RNG_V1

    def __init__(self, seed: str, label: str = ""):
        check_seed(seed)
        self.seed = seed
        self.label = label
        self.rolls: list[Roll] = []
        self._key = seed.encode("utf-8")
        self._prefix = label.encode("utf-8") + b"\x00"
        self._block = 0
        self._words: tuple[int, ...] = ()
        self._next = 0

    def _word(self) -> int:
        if self._next == len(self._words):
            digest = hmac.digest(
                self._key, self._prefix + _COUNTER.pack(self._block), hashlib.sha256
            )
            self._block += 1
            self._words = _BLOCK_WORDS.unpack(digest)
            self._next = 0
        word = self._words[self._next]
        self._next += 1
        return word

    def roll(self, sides: int, purpose: str) -> int:
        _check_sides(sides)
        limit = _WORD_SPACE - (_WORD_SPACE % sides)
        word = self._word()
        while word >= limit:
            word = self._word()
        value = 1 + word % sides
        self.rolls.append(Roll(sides, value, purpose))
        return value


def _count(n: int) -> str:
    return {0: "no dice were", 1: "1 die was"}.get(n, f"{n} dice were")


def _purpose(purpose: str, index: int) -> str:
    """A purpose without the die number the message already gives: "die 2 is a d10 for
    the command test", not "... for the command test, die 2"."""
    return purpose.removesuffix(f", die {index + 1}")


class ManualDice:
    """Dice a player rolled at the table, consumed in the procedure's order."""

    rng = RNG_MANUAL
    seed = None

    def __init__(self, values: list[int]):
        self.values = list(values)
        self.rolls: list[Roll] = []

    def roll(self, sides: int, purpose: str) -> int:
        _check_sides(sides)
        index = len(self.rolls)
        if index >= len(self.values):
            raise DiceError(
                "not_enough_dice",
                f"{_count(len(self.values))} given but the step needs more: "
                f"die {index + 1} is a d{sides} for the {_purpose(purpose, index)}",
                index,
            )
        value = self.values[index]
        if not 1 <= value <= sides:
            raise DiceError(
                "die_out_of_range",
                f"die {index + 1} is a d{sides} for the {_purpose(purpose, index)}, so it "
                f"must be 1 to "
                f"{sides}, not {value}",
                index,
            )
        self.rolls.append(Roll(sides, value, purpose))
        return value

    @property
    def unused(self) -> list[int]:
        """The dice given beyond those the step drew, in order: left for the next step, as
        a blocked shield leaves the second die of a parry (umbra-turris.md §5, P2)."""
        return self.values[len(self.rolls) :]
