"""Counting the dice a request draws from a referee-dice-v1 stream, in this process.

A refusal (4xx) given after a die was drawn from a stream would tell the caller something
about dice nobody has seen yet (docs/dice-notation.md, "Limits"; docs/encounters.md): the
probe tests send requests through the Flask test client and check, request by request,
that every refusal came before the first draw.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager

import pytest

from referee import dice


class Draws:
    def __init__(self) -> None:
        self.count = 0

    def reset(self) -> None:
        self.count = 0


def _foreseeing() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "foreseen":
            return True
        frame = frame.f_back
    return False


@contextmanager
def counting_draws(monkeypatch: pytest.MonkeyPatch):
    draws = Draws()
    roll = dice.StreamDice.roll

    def counted(self, sides, purpose):
        if not _foreseeing():
            draws.count += 1
        return roll(self, sides, purpose)

    monkeypatch.setattr(dice.StreamDice, "roll", counted)
    yield draws
