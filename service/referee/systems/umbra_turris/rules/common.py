"""Pieces every Umbra Turris procedure shares: the d6, locations, configuration, wounds.

Sections cite `docs/rules/umbra-turris.md`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.versions import UMBRA_TURRIS, passed_on

DIE = 6  # umbra-turris.md §4.1: every die is a d6.

# umbra-turris.md §5 (R1): legs 1-2, body 3-4, head 5-6 on a d6.
LOCATIONS = ("legs", "body", "head")
RANDOM = "random"
LOCATION_CHOICES = (*LOCATIONS, RANDOM)
LOCATION_FACES = {"legs": "1-2", "body": "3-4", "head": "5-6"}

# umbra-turris.md §7 and §8 DECISIONs: rule options, with the digest's defaults.
DEFAULT_CONFIG = {
    "hit_base_minimum": 1,
    "through_terrain_modifier_enabled": True,
}


def config(p: Mapping[str, Any]) -> dict:
    """The encounter's configuration, with the rules version verify gave (referee.versions):
    every sub-step gets `config`, so the version reaches each rule that reads it."""
    return passed_on(p, {**DEFAULT_CONFIG, **(p.get("config") or {})})


def version(p: Mapping[str, Any]) -> int:
    """The Umbra Turris rules version `p` runs under (docs/rules/versions.md)."""
    return UMBRA_TURRIS.of(config(p))


def location_of(die: int) -> str:
    """umbra-turris.md §5 (R1): a d6 read as a location, 1-2 legs, 3-4 body, 5-6 head."""
    return LOCATIONS[(die - 1) // 2]


def wounds_report(model: Mapping[str, Any], damage: int) -> dict:
    """Wounds before and after `damage`, when the model's wounds are known.

    umbra-turris.md §6 step 9 and §8 step 6: wounds_after = max(0, wounds_remaining -
    damage) and 0 sets out_of_action. Without wounds_remaining the profile's W
    (`wounds`) is the starting value (§3); with neither, all three are null.
    """
    before = model.get("wounds_remaining")
    if before is None:
        before = model.get("wounds")
    if before is None:
        return {"wounds_before": None, "wounds_after": None, "out_of_action": None}
    after = max(0, before - damage)
    return {"wounds_before": before, "wounds_after": after, "out_of_action": after == 0}
