"""Shooting: target selection, hit, damage, saves and the whole action (urban-war.md §6.5-§6.9)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import (
    band_of,
    below_half,
    below_half_wounds,
    config,
    d10_test,
    full_wounds,
    hit_rolls,
    version,
    weapon_entry,
)
from referee.systems.urban_war.rules.morale import command_test
from referee.violations import RuleViolation

HIT_TARGET = 10
WOUND_TARGET = 6
ARMOUR_SAVE_TARGET = 10
COVER_SAVE_TARGET = {"solid": 6, "soft": 8}
# urban-war.md §6.6 (R19): -1 per band of the distance moved from the action's start point.
MOVE_PENALTY = {"short": -1, "medium": -2, "long": -3, "extreme": -4}


def target_selection(p: Mapping[str, Any], dice: Dice) -> dict:
    """Shooting past the primary target needs a command test, +2 if the primary is in cover.

    urban-war.md §6.5 (R17): the primary target needs no test and draws no
    dice; a failed test loses the shot (a move already made stands). One test
    covers every shot of the action (DECISION). A target in base contact with an
    enemy is never the primary target: `is_primary` true for it is a 422 (§8).
    """
    if p.get("is_primary") and p.get("target_in_base_contact"):
        raise _primary_in_melee("is_primary")
    if p.get("is_primary"):
        return {"test": None, "allowed": True, "shot_lost": False}
    test = command_test({**p, "kind": "target_selection"}, dice)
    return {"test": test, "allowed": test["passed"], "shot_lost": not test["passed"]}


def _primary_in_melee(field: str) -> RuleViolation:
    """urban-war.md §6.5 DECISION, §8: a target in melee is never the primary target."""
    return RuleViolation(
        "action_not_allowed",
        "a target in base contact with an enemy is never the primary target: set is_primary "
        "false (shooting at it needs the target selection test)",
        field,
    )


def hit(p: Mapping[str, Any], dice: Dice) -> dict:
    """One d10 per shot + SH + hit modifier (+1 vs SZ 4+, movement, panic); 10 or more hits.

    urban-war.md §6.6 (R18, R19, R14): a natural 1 always misses and a
    natural 10 always hits (configurable: `natural_1_10`). The movement
    penalty is -1 per band of the distance moved (short -1 .. extreme -4).
    """
    modifiers = [{"reason": "shooting skill", "value": p["shooting_skill"]}]
    if p.get("hit_mod", 0):
        modifiers.append({"reason": "weapon hit modifier", "value": p["hit_mod"]})
    if p["target_size"] >= 4:
        modifiers.append({"reason": "target size 4 or more", "value": 1})
    moved = p.get("moved_distance_in", 0)
    if moved > 0:
        band = band_of(moved, "moved_distance_in")
        modifiers.append({"reason": f"moved ({band} band)", "value": MOVE_PENALTY[band]})
    if p.get("panic_penalty"):
        modifiers.append({"reason": "panicked", "value": -2})
    natural_rule = config(p)["natural_1_10"]
    return hit_rolls(
        dice, modifiers, p.get("shots", 1), "shot", "hit roll", HIT_TARGET, natural_rule
    )


def damage_rolls(
    dice: Dice,
    hits: int,
    rolls_per_hit: int,
    modifier: int,
    natural_1_10: bool,
    who: str = "",
) -> list[dict]:
    """Damage dice hit by hit (urban-war.md U2): a wound on 6 or more, naturals as configured."""
    rolls = []
    for j in range(1, hits + 1):
        for k in range(1, rolls_per_hit + 1):
            label = "damage roll" if rolls_per_hit == 1 else f"damage roll {k}"
            roll = d10_test(dice, f"{who}{label}, hit {j}", modifier, WOUND_TARGET, natural_1_10)
            rolls.append(
                {
                    "hit": j,
                    "roll": k,
                    "die": roll["die"],
                    "total": roll["total"],
                    "wound": roll["success"],
                }
            )
    return rolls


def damage(p: Mapping[str, Any], dice: Dice) -> dict:
    """One d10 per hit (times the weapon's damage multiplier) + Strength - T; 6 or more wounds.

    urban-war.md §6.7 (R20, R2, R7): a natural 1 never wounds, a natural 10
    always does; a Battleshield gives +1 T against shooting. The weapon's band
    Strength is used, never the shooter's ST (DECISION).
    """
    toughness = p["target_toughness"] + (1 if p.get("target_battleshield") else 0)
    modifier = p["strength"] - toughness
    return wounds_of(dice, p, toughness, modifier)


def wounds_of(
    dice: Dice, p: Mapping[str, Any], toughness: int, modifier: int, who: str = ""
) -> dict:
    """The damage rolls of `p`'s hits, `damage_rolls` each, and the wounds they make: shooting
    (§6.7) and melee (§6.12) roll damage alike and share the outcome."""
    rolls = damage_rolls(
        dice, p["hits"], p.get("damage_rolls", 1), modifier, config(p)["natural_1_10"], who
    )
    return {
        "toughness": toughness,
        "modifier": modifier,
        "rolls": rolls,
        "wounds": sum(r["wound"] for r in rolls),
    }


def saves(p: Mapping[str, Any], dice: Dice) -> dict:
    """Heavy Armour (d10 + N, 10+) then cover (solid 6+, soft 8+) per wound, until the model falls.

    urban-war.md §6.8 (R5, R21, R22, R23): cover counts only when shooting,
    the obstacle more than 1 in from the attacker and not a model. Heavy
    Armour first, no cover die after a saved wound, naturals mean nothing
    (DECISION). Wounds left once W reaches 0 are discarded without dice. In
    melee Heavy Armour applies unless `heavy_armour_in_melee` is off.
    `below_half_wounds` is the raw fact (§8), null without `target_wounds_max`.
    """
    cfg = config(p)
    cover = p.get("cover") or {}
    context = p.get("context", "shooting")
    cover_type = cover.get("type", "none")
    cover_ok = (
        context == "shooting"
        and cover_type != "none"
        and cover.get("obstacle_distance_in", 0) > 1
        and not cover.get("obstacle_is_model", False)
    )
    armour = p.get("heavy_armour", 0)
    if context == "melee" and not cfg["heavy_armour_in_melee"]:
        armour = 0
    who = p.get("_who", "")
    before = remaining = p["target_wounds"]
    results = []
    for k in range(1, p["wounds"] + 1):
        if remaining == 0:
            break
        armour_save = cover_save = None
        saved = False
        if armour > 0:
            die = dice.roll(10, f"{who}armour save, wound {k}")
            saved = die + armour >= ARMOUR_SAVE_TARGET
            armour_save = {"die": die, "total": die + armour, "saved": saved}
        if not saved and cover_ok:
            die = dice.roll(10, f"{who}cover save, wound {k}")
            saved = die >= COVER_SAVE_TARGET[cover_type]
            cover_save = {"die": die, "target": COVER_SAVE_TARGET[cover_type], "saved": saved}
        if not saved:
            remaining -= 1
        results.append(
            {"wound": k, "armour_save": armour_save, "cover_save": cover_save, "unsaved": not saved}
        )
    return {
        "cover_applies": cover_ok,
        "saves": results,
        "wounds_unsaved": before - remaining,
        "wounds_discarded": p["wounds"] - len(results),
        "wounds_after": remaining,
        "out_of_action": remaining == 0,
        "below_half_wounds": _below_half_fact(p, before, remaining),
    }


def _below_half_fact(p: Mapping[str, Any], before: int, after: int) -> bool | None:
    """urban-war.md §8 DECISION: the raw fact of §6.8, null without `target_wounds_max`."""
    if version(p) < 2:
        # Version 1 (before §8's DECISION): §6.2's trigger, which fires once as W crosses
        # half, against the W before the step when no `target_wounds_max` was given.
        return below_half(before, after, p.get("target_wounds_max") or before)
    return below_half_wounds(after, p.get("target_wounds_max"))


def shooting(p: Mapping[str, Any], dice: Dice) -> dict:
    """A whole shooting action: target selection, hit rolls, damage rolls, saves, casualties.

    urban-war.md §6.9 (R24-R26) with §6.4-§6.8, dice in that order: the
    selection test, all hit rolls, the damage rolls hit by hit, then per wound
    the armour and cover saves. A model in base contact cannot shoot; the
    target must be in line of sight and in a usable band; the move before the
    shot is at most MV. In `interrupt` mode (§6.16) there is no selection test
    and no movement penalty.
    """
    shooter, target = p["shooter"], p["target"]
    interrupt = p.get("mode", "normal") == "interrupt"
    if shooter.get("in_base_contact"):
        raise RuleViolation(
            "action_not_allowed",
            "a model in base contact with an enemy cannot shoot: melee is its only action",
            "shooter.in_base_contact",
        )
    if not p.get("has_los", True):
        raise RuleViolation(
            "no_line_of_sight", "the target must be in the shooter's line of sight", "has_los"
        )
    band = band_of(p["distance_in"])
    if band == "melee":
        raise RuleViolation(
            "action_not_allowed",
            "distance 0 in means base contact: fight it in melee instead of shooting",
            "distance_in",
        )
    if shooter.get("weapon") is None:
        raise RuleViolation(
            "weapon_unusable", "the shooter has no weapon to shoot with", "shooter.weapon"
        )
    # Version 1, before §8's DECISION (2026-11-30), shot at it as the primary target.
    primary = p.get("is_primary", True) and not interrupt
    if primary and target.get("in_base_contact") and version(p) >= 2:
        raise _primary_in_melee("is_primary")
    entry = weapon_entry(shooter["weapon"], band, "shooter.weapon")
    moved = shooter.get("moved_distance_in", 0)
    if interrupt and moved:
        raise RuleViolation(
            "action_not_allowed",
            "an interrupt shot is taken without moving: moved_distance_in must be 0",
            "shooter.moved_distance_in",
        )
    if moved > 0 and moved > shooter["movement"]:  # MV is read only after a move (§6.9)
        raise RuleViolation(
            "action_not_allowed",
            f"a shooting action allows a normal move of up to MV {shooter['movement']} in, "
            f"not {moved:g} in",
            "shooter.moved_distance_in",
        )

    out: dict = {
        "band": band,
        "selection": None,
        "shot_lost": False,
        "hit": None,
        "damage": None,
        "saves": None,
    }
    selection_params, hit_params, damage_params, saves_params = shooting_parts(p, entry)
    if selection_params is not None:
        selection = target_selection(selection_params, dice)
        out["selection"] = selection
        if selection["shot_lost"]:
            out["shot_lost"] = True
            return _shooting_result(out, target, wounds_after=target["wounds"], below=False)

    hits = hit(hit_params, dice)
    wounds = damage({**damage_params, "hits": hits["hits"]}, dice)
    saved = saves(
        {**saves_params, "wounds": wounds["wounds"], "target_wounds": target["wounds"]}, dice
    )
    out.update(hit=hits, damage=wounds, saves=saved)
    # §6.9 step 6 with §6.2 DECISION: the trigger fires once, as W crosses half of the
    # profile's W (the W before the shot when no wounds_max is given), not the saves' fact,
    # though both measure from it (§6.8).
    below = below_half(target["wounds"], saved["wounds_after"], full_wounds(target))
    return _shooting_result(out, target, wounds_after=saved["wounds_after"], below=below)


def shooting_parts(p: Mapping[str, Any], entry: Mapping[str, Any]):
    """The params of a shooting action's sub-steps (§6.5-§6.8), after its checks.

    Target selection (None in interrupt mode), hit, damage (its `hits` come from the
    hit roll) and saves (`wounds` and `target_wounds` from the rolls before). The odds
    of a shooting action use the same parts one die at a time.
    """
    shooter, target = p["shooter"], p["target"]
    cfg = config(p)
    selection = None
    if p.get("mode", "normal") != "interrupt":
        selection = {
            **shooter,
            "is_primary": p.get("is_primary", True),
            "primary_in_cover": p.get("primary_in_cover", False),
        }
    hit_params = {
        "shooting_skill": shooter["shooting_skill"],
        "hit_mod": entry["hit_mod"],
        "shots": entry["shots"],
        "target_size": target["size"],
        "moved_distance_in": shooter.get("moved_distance_in", 0),
        "panic_penalty": shooter.get("panic_penalty", False),
        "config": cfg,
    }
    damage_params = {
        "strength": entry["strength"],
        "damage_rolls": entry["damage_rolls"],
        "target_toughness": target["toughness"],
        "target_battleshield": target.get("battleshield", False),
        "config": cfg,
    }
    saves_params = {
        "target_wounds_max": nested_wounds_max(target, version(p), shooting=True),
        "heavy_armour": target.get("heavy_armour", 0),
        "cover": p.get("cover"),
        "context": "shooting",
        "config": cfg,
    }
    return selection, hit_params, damage_params, saves_params


def nested_wounds_max(target: Mapping[str, Any], rules_version: int, shooting: bool):
    """The `target_wounds_max` of the saves nested in a combined step: the target's profile
    W, its W before the step when not given (urban-war.md §6.8, §8), so that their
    `below_half_wounds` is never null there."""
    if rules_version < 3:
        # Versions 1 and 2, before the decision of 2026-12-01: the shot's saves read the
        # target's wounds_max only as given, and a melee strike's none, so their
        # below_half_wounds was null without it, and always null in melee.
        return target.get("wounds_max") if shooting else None
    return full_wounds(target)


def _shooting_result(out: dict, target: Mapping[str, Any], wounds_after: int, below: bool) -> dict:
    triggers = []
    if below and not target.get("in_base_contact", False):
        triggers.append("below_half_wounds")
    out.update(
        wounds_unsaved=target["wounds"] - wounds_after,
        wounds_after=wounds_after,
        out_of_action=wounds_after == 0,
        casualty=wounds_after == 0,
        panic_triggers=triggers,
    )
    return out
