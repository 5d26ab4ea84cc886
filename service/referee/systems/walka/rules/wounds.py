"""Wounds and conditions: fatigue and bleeding tokens, sensitive points (walka.md §9).

The route is `wounds`. `stanch`, `cure_bleeding` and `heal_wound` are the
digest's operations on a stored wound; they have no stateless route and are
here for the encounter to apply.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import rules_of, version
from referee.violations import RuleViolation

SENSITIVE_DIE = 2
LIMB_SIDES = {"left_arm": "left", "right_arm": "right", "left_leg": "left", "right_leg": "right"}

# walka.md §9 table: location -> the sensitive points on d2 = 1, 2 (one entry: no roll).
SENSITIVE_POINTS: dict[str, tuple[str, ...]] = {
    "torso": ("heart", "solar_plexus"),
    "lower_abdomen": ("groin",),
    "left_leg": ("foot", "artery"),
    "right_leg": ("foot", "artery"),
    "left_arm": ("hand", "artery"),
    "right_arm": ("hand", "artery"),
    "head": ("eyes", "neck"),
    "back": (),
}
EFFECT_WORDS = {
    "heart": "heart: the wound bleeds with 3 more tokens",
    "solar_plexus": "solar plexus: 3 more fatigue tokens",
    "groin": "groin: all AP lost, and no AP regenerate at the next two turn starts",
    "foot": "foot: movement costs 1 more AP per unit until this wound heals",
    "artery": "artery: the wound bleeds with 1 more token",
    "hand": "hand: unusable until this wound heals; everything it alone holds drops",
    "eyes": "eyes: blind in one eye",
    "neck": "neck: the wound bleeds with 3 more tokens",
}
EXTRA_BLEEDING = {"heart": 3, "artery": 1, "neck": 3}
EXTRA_FATIGUE = {"solar_plexus": 3}
NO_REGEN_TURNS_GROIN = 2
BLIND_AT_EYES_LOST = 2


def wounds(p: Mapping[str, Any], dice: Dice) -> dict:
    """A wound per hit with its damage and location; fatigue per 5, bleeding per 10; critical d2.

    walka.md §9 (seed 003_f70b467855ab0e79.txt: Rany; Zmęczenie i Krwawienie;
    Efekty trafień przy cudownych sukcesach). taken 0: no wound, no tokens, no
    die. Otherwise a wound of `taken` damage with floor(taken / 10) active
    bleeding tokens and floor(taken / 5) fatigue (DECISION: on the damage
    taken, doubled for a critical; cfg `fatigue_per`, `bleeding_per`). A
    critical hit then finds its sensitive point: torso d2 heart (+3 bleeding)
    or solar plexus (+3 fatigue); lower abdomen the groin without a roll (AP 0,
    no regeneration at the next 2 own turn starts); a leg d2 foot (+1 AP per
    unit moved until healed) or artery (+1 bleeding); an arm d2 hand (unusable
    until healed) or artery (+1 bleeding); the head d2 eyes (one eye lost, two
    blind) or neck (+3 bleeding); the back none. DECISION: d2 = 1 is the first
    point listed. DECISION: a critical whose damage was all stopped has no
    effect (cfg `crit_effect_requires_damage`; with it off, a wound of 0 damage
    carries the effect). walka.md §14: taken 0 records no wound unless a
    sensitive point's effect applies, so a 0-damage critical on the back
    records nothing whatever the option says. Dice: d2 only for a critical on
    the torso, a leg, an arm or the head.
    """
    cfg = rules_of(p)
    taken = p["taken"]
    critical = bool(p.get("critical"))
    location, copy = p["location"], p.get("copy", 1)
    eyes_lost = p.get("eyes_lost", 0)
    out: dict = {
        "wound": None,
        "fatigue_added": 0,
        "crit_point": None,
        "crit_effect": None,
        "bleeding_added": 0,
        "ap_lost": False,
        "ap": p.get("ap"),
        "no_regen_turns": p.get("no_regen_turns", 0),
        "foot_effect_added": False,
        "hand_disabled": None,
        "eyes_lost": eyes_lost,
        "blind": eyes_lost >= BLIND_AT_EYES_LOST,
    }
    points = SENSITIVE_POINTS[location]
    # §9 step 1 and §14: with taken 0 a wound is recorded only to carry a sensitive point's
    # effect, i.e. a critical with `crit_effect_requires_damage` off on a location that has one.
    # Version 1, before §14's DECISION (2026-11-30), recorded an empty back wound too.
    effect = bool(points) or version(p) < 2
    if taken == 0 and not (critical and effect and not cfg["crit_effect_requires_damage"]):
        return out
    wound = {
        "id": p.get("wound_id") or "w1",
        "location": location,
        "copy": copy,
        "damage": taken,
        # Recorded, never read by §9: null when the caller does not give it (W1-W3 name none).
        "damage_type": p.get("damage_type"),
        "bleeding_active": taken // cfg["bleeding_per"],
        "bleeding_stanched": 0,
        "crit_point": None,
    }
    out["wound"] = wound
    out["fatigue_added"] = taken // cfg["fatigue_per"]
    if not critical or not points:
        return out
    if len(points) == 1:
        point = points[0]
    else:
        face = dice.roll(
            SENSITIVE_DIE,
            f"sensitive point on the {location.replace('_', ' ')}: 1 {points[0].replace('_', ' ')}"
            f", 2 {points[1].replace('_', ' ')} (d2)",
        )
        point = points[face - 1]
    wound["crit_point"] = point
    out["crit_point"] = point
    out["crit_effect"] = EFFECT_WORDS[point]
    extra = EXTRA_BLEEDING.get(point, 0)
    wound["bleeding_active"] += extra
    out["bleeding_added"] = extra
    out["fatigue_added"] += EXTRA_FATIGUE.get(point, 0)
    if point == "groin":
        out["ap_lost"] = True
        out["ap"] = 0
        out["no_regen_turns"] = NO_REGEN_TURNS_GROIN
    elif point == "foot":
        out["foot_effect_added"] = True
    elif point == "hand":
        out["hand_disabled"] = {"side": LIMB_SIDES[location], "location": location, "copy": copy}
    elif point == "eyes":
        out["eyes_lost"] = min(BLIND_AT_EYES_LOST, eyes_lost + 1)
        out["blind"] = out["eyes_lost"] >= BLIND_AT_EYES_LOST
    return out


def stanch(wound: Mapping[str, Any], n: int) -> dict:
    """walka.md §9: n active bleeding tokens become stanched; they stay until the wound is gone."""
    if not 1 <= n <= wound["bleeding_active"]:
        raise RuleViolation(
            "not_enough_bleeding",
            f"wound {wound['id']} has {wound['bleeding_active']} active bleeding tokens; "
            f"{n} cannot be stanched",
            "n",
        )
    return {
        **wound,
        "bleeding_active": wound["bleeding_active"] - n,
        "bleeding_stanched": wound["bleeding_stanched"] + n,
    }


def cure_bleeding(wound: Mapping[str, Any], n: int) -> dict:
    """walka.md §9: removes n bleeding tokens, active ones first."""
    total = wound["bleeding_active"] + wound["bleeding_stanched"]
    if not 1 <= n <= total:
        raise RuleViolation(
            "not_enough_bleeding",
            f"wound {wound['id']} has {total} bleeding tokens; {n} cannot be removed",
            "n",
        )
    active = min(n, wound["bleeding_active"])
    return {
        **wound,
        "bleeding_active": wound["bleeding_active"] - active,
        "bleeding_stanched": wound["bleeding_stanched"] - (n - active),
    }


def heal_wound(
    wound: Mapping[str, Any], hp: int, max_hp: int, hp_restored: int | None = None
) -> dict:
    """walka.md §9: the wound, its tokens and its foot or hand effect go; HP + hp_restored (default
    the wound's damage), capped at max_hp."""
    restored = wound["damage"] if hp_restored is None else hp_restored
    new_hp = min(max_hp, hp + restored)
    return {
        "removed": wound["id"],
        "hp": new_hp,
        "hp_restored": max(0, new_hp - hp),
        "bleeding_removed": wound["bleeding_active"] + wound["bleeding_stanched"],
        "foot_effect_removed": wound.get("crit_point") == "foot",
        "hand_restored": (
            {
                "side": LIMB_SIDES[wound["location"]],
                "location": wound["location"],
                "copy": wound["copy"],
            }
            if wound.get("crit_point") == "hand"
            else None
        ),
    }
