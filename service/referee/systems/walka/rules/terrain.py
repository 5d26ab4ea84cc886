"""Terrain: extra AP per unit at the safe pace or a test per unit, e.g. ice (walka.md §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.action_points import movement_cost
from referee.systems.walka.rules.common import pass_fail_test, rules_of, thresholds, version
from referee.violations import RuleViolation

# walka.md §11: the source's example, the frozen lake.
ICE = {"name": "ice", "safe_extra_ap": 1, "test_attribute": "dex", "test_dc": 15}
ATTRIBUTE_NAMES = {"dex": "DEX", "ref": "REF", "str": "STR", "acc": "ACC", "con": "CON"}


def profile_of(p: Mapping[str, Any]) -> dict:
    return {**ICE, **(p.get("profile") or {})}


def terrain(p: Mapping[str, Any], dice: Dice) -> dict:
    """Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

    walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
    cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
    when it leaves an enemy's reach + 1 per foot effect; the character enters
    the unit. Off the safe pace a DEX attribute test (dex_level -
    armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
    DEX). A failed test: prone in that unit, the rest of the path is cancelled
    and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
    character may only crawl. The whole declared path must be affordable
    before the first die (walka.md §0: validation comes before the first
    draw, and §14 names the cede as its one exception), although a fall may
    leave its last units unpaid. `ap` is optional: without it AP are not
    tracked (no affordability check; `ap` after it null, `ap_spent` still
    reported). Other terrains are profiles with the same fields
    (DECISION). Dice: one attribute die per unsafe unit, none after a failure.
    """
    cfg = rules_of(p)
    profile = profile_of(p)
    steps = p["steps"]
    foot = p.get("foot_effects", 0)
    ap = p.get("ap")
    attribute = profile["test_attribute"]
    level_field = f"{attribute}_level"
    needs_test = profile["test_dc"] is not None and any(not s.get("safe") for s in steps)
    if needs_test and p.get(level_field) is None:
        raise RuleViolation(
            "level_required",
            f"moving off the safe pace on {profile['name']} takes a {ATTRIBUTE_NAMES[attribute]} "
            f"test: give {level_field}",
            level_field,
        )
    die = cfg["attribute_die"]
    crit, fumble = thresholds(die, p.get("crit_threshold"), p.get("fumble_threshold"))
    costs = []
    left = ap
    for i, step in enumerate(steps):
        if p.get("prone") and step["mode"] != "crawl":
            raise RuleViolation(
                "prone",
                f"a prone character can only crawl; stand up first ({cfg['stand_up_cost']} AP) "
                f"to {step['mode']}",
                f"steps.{i}.mode",
            )
        cost = movement_cost(
            step["mode"],
            1,
            step.get("leaves_reach", False),
            foot,
            profile["safe_extra_ap"] if step.get("safe") else 0,
        )
        if left is not None and cost > left:
            raise RuleViolation(
                "not_enough_ap",
                f"unit {i + 1} ({step['mode']}{', safe pace' if step.get('safe') else ''}) "
                f"costs {cost} AP but only {left} AP would be left",
                f"steps.{i}",
            )
        if left is not None:
            left -= cost
        costs.append(cost)

    level = p.get(level_field, 0) - (p.get("armour_dex_penalty", 0) if attribute == "dex" else 0)
    units: list[dict] = []
    prone = bool(p.get("prone"))
    spent = 0
    for i, step in enumerate(steps):
        spent += costs[i]
        test = None
        if not step.get("safe") and profile["test_dc"] is not None:
            test = pass_fail_test(
                dice,
                die,
                f"{ATTRIBUTE_NAMES[attribute]} test on {profile['name']}, unit {i + 1}",
                level,
                p.get("modifier", 0),
                profile["test_dc"],
                crit,
                fumble,
            )
        units.append(
            {
                "unit": i + 1,
                "mode": step["mode"],
                "safe": bool(step.get("safe")),
                "cost": costs[i],
                "test": test,
            }
        )
        if test is not None and not test["passed"]:
            prone = True
            break
    out = {
        "profile": profile["name"],
        "units": units,
        "units_moved": len(units),
        # walka.md §11 Outputs: each moved unit's test, in unit order (none for a safe unit).
        "tests": [unit["test"] for unit in units],
        "cancelled_units": len(steps) - len(units),
        "ap_spent": spent,
        "ap": None if ap is None else ap - spent,
        "prone": prone,
        "stand_up_cost": cfg["stand_up_cost"],
    }
    if version(p) < 2:
        # Version 1, before §11's Outputs (2026-11-30): the tests only inside `units`.
        del out["tests"]
    return out
