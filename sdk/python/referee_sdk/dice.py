"""referee-dice-v1, the portable dice stream every Referee roll comes from.

    key       = UTF-8 bytes of the seed
    label     = UTF-8 bytes of the stream label ("" for a stateless step)
    block(i)  = HMAC-SHA256(key, label || 0x00 || uint64_big_endian(i)), i = 0, 1, ...
    words     = each block as eight big-endian uint32 words, used in order
    die(N)    = next word w; if w >= 2^32 - (2^32 mod N) discard it, else 1 + (w mod N)

Only the standard library: this module runs anywhere, offline.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections.abc import Iterable, Mapping, Sequence

RNG = "referee-dice-v1"
_WORDS = struct.Struct(">8I")
_COUNTER = struct.Struct(">Q")
_SPACE = 1 << 32


class DiceStream:
    """The referee-dice-v1 stream of one (seed, label); `roll(sides)` draws the next die."""

    def __init__(self, seed: str, label: str = ""):
        if not seed:
            raise ValueError("a referee-dice-v1 seed is a non-empty string")
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
            self._words = _WORDS.unpack(digest)
            self._block += 1
            self._next = 0
        word = self._words[self._next]
        self._next += 1
        return word

    def roll(self, sides: int) -> int:
        if isinstance(sides, bool) or not isinstance(sides, int) or sides < 1:
            raise ValueError(f"a die has a positive whole number of sides, not {sides!r}")
        limit = _SPACE - (_SPACE % sides)
        word = self._word()
        while word >= limit:
            word = self._word()
        return 1 + word % sides


def roll_dice(seed: str, label: str, sides: Iterable[int]) -> list[int]:
    """The values of dice with `sides` drawn in order from the stream of (seed, label)."""
    stream = DiceStream(seed, label)
    return [stream.roll(n) for n in sides]


def commitment(server_seed: str) -> str:
    """What an encounter publishes at creation: the sha256 hex digest of its server seed."""
    return hashlib.sha256(server_seed.encode("utf-8")).hexdigest()


def encounter_seed(server_seed: str, client_seed: str | None) -> str:
    """The stream seed of an encounter's steps; step k uses the label str(k)."""
    return f"{server_seed}:{client_seed or ''}"


_SIDE_ESCAPES = {"%": "%25", "|": "%7C", "=": "%3D"}


def combined_client_seed(
    client_seed: str | None, sides: Sequence[str], side_seeds: Mapping[str, str] | None
) -> str:
    """The client seed an encounter's dice use once sides have sent their own seeds.

    The creation client_seed, then `|<side>=<seed>` for each side that sent one, in
    roster order (`sides`); a side that sent none adds nothing, and with no creation
    client_seed the result starts with `|`. With no side seed it is the client_seed
    unchanged. In a side's name `%`, `|` and `=` are written `%25`, `%7C` and `%3D`
    (side seeds never hold `|` or `=`), so no seed can pass for another side's.
    """
    side_seeds = side_seeds or {}
    quoted = {side: "".join(_SIDE_ESCAPES.get(c, c) for c in side) for side in sides}
    parts = [f"|{quoted[side]}={side_seeds[side]}" for side in sides if side in side_seeds]
    return (client_seed or "") + "".join(parts)
