"""Shooting: Hitting, damage and the whole shot (umbra-turris.md §7, §8)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.umbra_turris.rules.common import DIE, config, version, wounds_report
from referee.violations import RuleViolation

# umbra-turris.md §7 DECISION: the table ends at 69 cm; 70 cm or more is rejected.
MAX_DISTANCE_CM = 70
MAX_REACH_CM = 69
HIGHEST_FACE = 6

# umbra-turris.md §8 (R12): each flag with its BS modifier and its words.
MODIFIERS = (
    ("target_in_contact", -1, "target in contact with terrain or another character"),
    ("target_in_terrain", -2, "target within terrain"),
    ("shooter_in_melee", -3, "shooter in melee"),
    ("through_terrain", -3, "shooting through terrain"),
)


def _levels(n: int) -> str:
    return "1 level" if n == 1 else f"{n} levels"


def hit_target(p: Mapping[str, Any]) -> dict:
    """umbra-turris.md §7 steps 1-3: base, required and effective target, or a rejection.

    base = floor(distance_cm / 10), at least `hit_base_minimum` (default 1: 0-19 cm
    is a theoretical 1, R10); required = base + aim_levels (R9). 70 cm or more is
    out of range and a required above 6 cannot be rolled: both are rejected.
    """
    distance = p["distance_cm"]
    aim = p.get("aim_levels", 0)
    if distance >= MAX_DISTANCE_CM:
        raise RuleViolation(
            "out_of_range",
            f"distance {distance:g} cm is out of range: Umbra Turris shooting reaches "
            f"{MAX_REACH_CM} cm",
            "distance_cm",
        )
    base = max(config(p)["hit_base_minimum"], math.floor(distance / 10))
    required = base + aim
    if required > HIGHEST_FACE:
        raise RuleViolation(
            "aim_too_high",
            f"aiming {_levels(aim)} at {distance:g} cm needs {required}+ on a d6, which cannot "
            f"be rolled: each Aiming level raises the Hitting difficulty by 1 "
            f"(at most {_levels(HIGHEST_FACE - base)} here)",
            "aim_levels",
        )
    return {
        "distance_cm": distance,
        "base": base,
        "aim_levels": aim,
        "required": required,
        "effective_target": max(2, required),
    }


def hit(p: Mapping[str, Any], dice: Dice) -> dict:
    """Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

    umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
    60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
    of 70 cm or more, and Aiming that needs more than 6, are rejected before the
    die is drawn. The shooting modifiers do not affect Hitting. Echoes
    aim_levels: shooting.damage must use the same value.
    """
    target = hit_target(p)
    roll = dice.roll(DIE, "hit roll, shooter")
    return {**target, "roll": roll, "hit": roll != 1 and roll >= target["required"]}


def max_aim(p: Mapping[str, Any]) -> int:
    """umbra-turris.md §7 DECISION (2026-11-30): the largest aim is 6 - the minimum base.

    5 with the default hit_base_minimum 1; 6 only with hit_base_minimum 0 (at 0-9 cm).
    """
    return HIGHEST_FACE - config(p)["hit_base_minimum"]


def check_damage(p: Mapping[str, Any]) -> None:
    """umbra-turris.md §8: the aim of the hit, and the through_terrain switch.

    aim_levels is at most 6 - hit_base_minimum (§7 DECISION (2026-11-30)): a larger
    aim could not have hit at any distance. through_terrain (seed 001 only) can be
    switched off (§8 DECISION).
    """
    aim, most = p.get("aim_levels", 0), max_aim(p)
    if aim > most and version(p) >= 2:  # version 1, before that DECISION: not refused
        raise RuleViolation(
            "aim_too_high",
            f"aiming {_levels(aim)} cannot have hit: even at the closest range the Hitting "
            f"base is {HIGHEST_FACE - most}, so it would need {HIGHEST_FACE - most + aim}+ on a "
            f"d6; shooting damage takes at most {_levels(most)} of Aiming"
            + ("" if most == HIGHEST_FACE else " (6 only with config.hit_base_minimum 0)"),
            "aim_levels",
        )
    if p.get("through_terrain") and not config(p)["through_terrain_modifier_enabled"]:
        raise RuleViolation(
            "modifier_disabled",
            "shooting through terrain (-3 BS) is switched off in these rules "
            "(config.through_terrain_modifier_enabled is false)",
            "through_terrain",
        )


def modifiers(p: Mapping[str, Any]) -> list[dict]:
    """umbra-turris.md §8 step 2 (R12): the flags that apply, each with its value.

    Exactly one of +1 (target has its Action Die) and -1 (it has none) applies;
    every other flag stacks.
    """
    if p["target_has_action_die"]:
        applied = [
            {"flag": "target_has_action_die", "value": 1, "reason": "target has its Action Die"}
        ]
    else:
        applied = [
            {"flag": "target_has_action_die", "value": -1, "reason": "target has no Action Die"}
        ]
    for flag, value, reason in MODIFIERS:
        if p.get(flag):
            applied.append({"flag": flag, "value": value, "reason": reason})
    return applied


def damage(p: Mapping[str, Any], dice: Dice) -> dict:
    """After a hit: 2d6 + BS + modifiers + aim against 2d6 + T; higher wounds for weapon + aim.

    umbra-turris.md §8 (R11, R12, R9): modifiers are target has its Action Die
    +1 or has none -1, target in contact -1, within terrain -2, shooter in melee
    -3, through terrain -3, all stacking. A tie favours the target. Damage is the
    weapon's damage + aim_levels; armour does not reduce it and there is no
    critical. Dice: the shooter's two, then the target's two.
    """
    check_damage(p)
    return _damage(p, dice, p.get("aim_levels", 0))


def _damage(p: Mapping[str, Any], dice: Dice, aim: int) -> dict:
    applied = modifiers(p)
    total = sum(m["value"] for m in applied)
    shooter_dice = [dice.roll(DIE, f"shooter die {i}, shooting damage") for i in (1, 2)]
    target_dice = [dice.roll(DIE, f"target die {i}, shooting damage") for i in (1, 2)]
    shooter_total = sum(shooter_dice) + p["shooter"]["ballistic_skill"] + total + aim
    target_total = sum(target_dice) + p["target"]["toughness"]
    wounded = shooter_total > target_total
    dealt = p["weapon_damage"] + aim if wounded else 0
    return {
        "modifiers": applied,
        "modifier_total": total,
        "aim_levels": aim,
        "shooter_dice": shooter_dice,
        "target_dice": target_dice,
        "shooter_total": shooter_total,
        "target_total": target_total,
        "wounded": wounded,
        "damage": dealt,
        **wounds_report(p["target"], dealt),
    }


def shooting(p: Mapping[str, Any], dice: Dice) -> dict:
    """A whole shot: Hitting, then on a hit the damage test with the same Aiming.

    umbra-turris.md §2, §7, §8 and the §4 DECISION: both parts are validated
    before the first die; the hit die, then (only on a hit) the shooter's and the
    target's damage dice, so this call and the two separate calls on the same
    stream draw identical dice.
    """
    hit_target(p)
    check_damage(p)
    to_hit = hit(p, dice)
    wound = _damage(p, dice, to_hit["aim_levels"]) if to_hit["hit"] else None
    dealt = wound["damage"] if wound else 0
    return {
        "hit": to_hit,
        "damage": wound,
        "wounded": bool(wound and wound["wounded"]),
        "damage_dealt": dealt,
        **wounds_report(p["target"], dealt),
    }
