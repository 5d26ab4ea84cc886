"""Running a rules function on dice given by hand, as a player would give them."""

from __future__ import annotations

from referee.dice import ManualDice


def run(rule, params, dice=()):
    """The rule's outcome on exactly these dice: all must be used, in order."""
    source = ManualDice(list(dice))
    out = rule(params, source)
    assert source.unused == []
    return out
