"""Pieces every Urban War procedure shares: d10 tests, range bands, weapons, configuration."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.versions import URBAN_WAR, passed_on
from referee.violations import RuleViolation

DIE = 10

# urban-war.md §1: configuration per encounter or per stateless request, with defaults.
DEFAULT_CONFIG = {
    "natural_1_10": True,
    "melee_weapon_hit_mod": False,
    "heavy_armour_in_melee": True,
    "break_off_free_strike": True,
}

# urban-war.md §6.4 (R16): band upper limits in inches; a boundary belongs to the nearer band.
BANDS = ("melee", "short", "medium", "long", "extreme")
BAND_LIMITS_IN = (("short", 12.0), ("medium", 24.0), ("long", 36.0), ("extreme", 48.0))
MAX_RANGE_IN = 48.0
# urban-war.md §6.16, §7: the order tokens a model can be given.
ORDERS = ("snap_fire", "overwatch")


def config(p: Mapping[str, Any]) -> dict:
    """The encounter's configuration, with the rules version verify gave (referee.versions):
    every sub-step gets `config`, so the version reaches each rule that reads it."""
    return passed_on(p, {**DEFAULT_CONFIG, **(p.get("config") or {})})


def version(p: Mapping[str, Any]) -> int:
    """The Urban War rules version `p` runs under (docs/rules/versions.md)."""
    return URBAN_WAR.of(config(p))


def d10_test(
    dice: Dice, purpose: str, modifier: int, target: int, natural_1_10: bool = True
) -> dict:
    """d10 + modifier against a target; with natural_1_10 a 1 always fails, a 10 always succeeds."""
    die = dice.roll(DIE, purpose)
    total = die + modifier
    if natural_1_10 and die == 10:
        success = True
    elif natural_1_10 and die == 1:
        success = False
    else:
        success = total >= target
    return {"die": die, "total": total, "success": success}


def hit_rolls(
    dice: Dice,
    modifiers: list[dict],
    count: int,
    unit: str,
    purpose: str,
    target: int,
    natural_1_10: bool,
) -> dict:
    """urban-war.md §6.6, §6.11: one d10 per shot or attack (`unit`) + the modifiers' sum
    against the target; the hits, with each roll numbered by its unit."""
    modifier = sum(m["value"] for m in modifiers)
    rolls = []
    for i in range(1, count + 1):
        roll = d10_test(dice, f"{purpose}, {unit} {i}", modifier, target, natural_1_10)
        rolls.append({unit: i, "die": roll["die"], "total": roll["total"], "hit": roll["success"]})
    return {
        "modifiers": modifiers,
        "modifier": modifier,
        f"{unit}s": rolls,
        "hits": sum(r["hit"] for r in rolls),
    }


def band_of(distance_in: float, field: str = "distance_in") -> str:
    """urban-war.md §6.4 steps 1-2: 0 is melee (base contact); beyond 48 in no band exists."""
    if distance_in == 0:
        return "melee"
    for band, limit in BAND_LIMITS_IN:
        if distance_in <= limit:
            return band
    raise RuleViolation(
        "out_of_range",
        f"distance {distance_in:g} in is out of range: Urban War weapons reach {MAX_RANGE_IN:g} in",
        field,
    )


def weapon_entry(weapon: Mapping[str, Any], band: str, field: str) -> dict:
    """The weapon's entry for a band; a dash ('-', null) is a 422 naming the band (§4)."""
    entry = weapon["bands"].get(band)
    if entry is None:
        name = weapon.get("name") or "the weapon"
        raise RuleViolation(
            "weapon_unusable",
            f"{name} cannot be used at {band} range (its card shows '-' there)",
            f"{field}.bands.{band}",
        )
    return entry


BARE_HANDED_NAME = "bare hands"


def melee_profile(model: Mapping[str, Any], field: str) -> dict:
    """The melee band of a model's weapon, or bare hands: 1 attack at its ST (§4 DECISION)."""
    weapon = model.get("weapon")
    if weapon is None:
        return {
            "name": BARE_HANDED_NAME,
            "fs_bonus": 0,
            "hit_mod": 0,
            "attacks": 1,
            # None where no path strikes with it (a break off's other opponents, §6.15).
            "strength": model.get("strength"),
            "damage_rolls": 1,
        }
    entry = weapon_entry(weapon, "melee", f"{field}.weapon")
    return {
        "name": weapon.get("name") or "weapon",
        "fs_bonus": weapon.get("fs_bonus", 0),
        "hit_mod": entry["hit_mod"],
        "attacks": entry["shots"],
        "strength": entry["strength"],
        "damage_rolls": entry["damage_rolls"],
    }


def below_half(wounds_before: int, wounds_after: int, wounds_max: int) -> bool:
    """The below-half panic trigger: urban-war.md §6.2 DECISION, it fires once, as W drops
    below half with the model in play. The calling step decides (§8), not shooting.saves."""
    return wounds_after > 0 and 2 * wounds_before >= wounds_max > 2 * wounds_after


def below_half_wounds(wounds_after: int, wounds_max: int | None) -> bool | None:
    """urban-war.md §6.8, §8: the plain state after the step, W after below
    half of `target_wounds_max` (true also for a model already below half, and at 0 W); null
    without it. The once-only, in-play, not-in-contact conditions belong to the panic
    trigger (`below_half`), never to this fact."""
    if wounds_max is None:
        return None
    return 2 * wounds_after < wounds_max


def full_wounds(model: Mapping[str, Any]) -> int | None:
    """A model's W on its profile in a combined step (urban-war.md §6.8, §6.9, §6.14, §6.16):
    `wounds_max` as given, else the model is taken at full W, its W before the step.
    The saves' `below_half_wounds` and the below-half panic trigger both measure from it."""
    return model.get("wounds_max") or model.get("wounds")


def charge_reach(model: Mapping[str, Any]) -> float:
    """urban-war.md §6.17 (R44): a charge reaches 2 x MV + CAL in, as far as a run."""
    return 2 * model["movement"] + model.get("calibre", 0)
