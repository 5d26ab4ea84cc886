"""Surprise: the target's REF test against the detection difficulty (walka.md §10)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import attribute_test, rules_of, version
from referee.violations import RuleViolation


def detection_dc_of(p: Mapping[str, Any]) -> int:
    """walka.md §10, §14: one detection dc, or several (hidden attackers) of which the highest
    applies; exactly one of the two fields is given (a 422 before any die otherwise)."""
    single, several = p.get("detection_dc"), p.get("detection_dcs")
    if single is not None and several:
        raise RuleViolation(
            "detection_dc",
            "give detection_dc (one hidden attacker) or detection_dcs (several), not both",
            "detection_dcs",
        )
    if several:
        return max(several)
    if single is None:
        raise RuleViolation(
            "detection_dc_required",
            "give the dc of the hidden attacker's detection test: detection_dc, or "
            "detection_dcs for several attackers (the highest applies)",
            "detection_dc",
        )
    return single


def surprise(p: Mapping[str, Any], dice: Dice) -> dict:
    """REF test: attribute die + ref_level + modifier against detection_dc; failing it surprises.

    walka.md §10 (seed 003_f70b467855ab0e79.txt: Ataki z zaskoczenia; Kolejka).
    A critical passes, a fumble fails. A surprised target cannot defend (its
    defence is `none`, dc `undefended_dc` = 1) and cannot declare instants
    until its first turn starts (DECISION; cfg `surprise_scope` first_attack
    limits the lost defence to the first attack against it), and when the
    surprise opens the combat it has no turn in round 1 (§2). DECISION: against
    several hidden attackers the target tests once, against the highest
    detection_dc; a surprise in a running combat skips no turn. walka.md §14:
    `detection_dcs` gives the dcs of several hidden attackers, the highest
    applies. Dice: one attribute die, before any die of the ambush attack.
    """
    dc = detection_dc_of(p)
    cfg = rules_of(p)
    test = attribute_test(
        dice,
        cfg,
        p,
        f"{p.get('target') or 'target'}'s REF test to notice the ambush",
        p["ref_level"],
        dc,
    )
    surprised = not test["passed"]
    out = {
        "target": p.get("target"),
        # walka.md §10 Outputs: natural and total, the same as in `test`.
        "natural": test["natural"],
        "total": test["total"],
        "test": test,
        "surprised": surprised,
        "defenceless": surprised,
        "defenceless_until": cfg["surprise_scope"] if surprised else None,
        "attack_dc": cfg["undefended_dc"] if surprised else None,
        "can_declare_instants": not surprised,
        "skip_round1": surprised and p.get("opens_combat", True),
    }
    if version(p) < 2:
        # Version 1, before §10's Outputs (2026-11-30): natural and total only inside `test`.
        del out["natural"]
        del out["total"]
    return out
