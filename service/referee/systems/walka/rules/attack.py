"""The attacker's hit test against the defence's dc, with every modifier (walka.md §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.action_points import ACTION_COST
from referee.systems.walka.rules.common import roll_natural, rules_of, thresholds, version
from referee.systems.walka.rules.defense import BLOCKING, check_type
from referee.violations import RuleViolation

# walka.md §7 range table: (last distance of the band in units, None = no limit; modifier).
RANGE_TABLE: tuple[tuple[int | None, int], ...] = (
    (2, -5),
    (5, 0),
    (20, -1),
    (40, -3),
    (80, -6),
    (120, -10),
    (200, -18),
    (None, -25),
)
OFF_HAND = -20
TWO_HANDED_ONE_HAND = -20
FROM_BEHIND = 10
UNARMED_VS_ARMED_PARRY = -10
ARMED_VS_UNARMED_PARRY = 10
# walka.md §7 DECISION: the damage type follows the form; unarmed is blunt.
FORM_DAMAGE = {"thrust": "piercing", "cut": "slashing", "strike": "blunt"}


def range_table(p: Mapping[str, Any]) -> tuple[tuple[int | None, int], ...]:
    """The digest's table, or `rules.range_table` (a weapon's own), checked to be ordered."""
    rows = rules_of(p)["range_table"]
    if not rows:
        return RANGE_TABLE
    table = tuple((row.get("up_to"), row["modifier"]) for row in rows)
    last = -1
    for i, (up_to, _) in enumerate(table):
        final = i == len(table) - 1
        if final and up_to is not None:
            raise RuleViolation(
                "invalid_range_table",
                "the last band of a range table has no upper limit: give it up_to null",
                f"rules.range_table.{i}.up_to",
            )
        if not final and (up_to is None or up_to <= last):
            raise RuleViolation(
                "invalid_range_table",
                "a range table lists its bands from the nearest: each up_to must be greater "
                "than the one before, and only the last band is open (up_to null)",
                f"rules.range_table.{i}.up_to",
            )
        last = up_to if up_to is not None else last
    return table


def range_modifier(distance: int, table: tuple[tuple[int | None, int], ...]) -> tuple[str, int]:
    low = 0
    for up_to, modifier in table:
        if up_to is None or distance <= up_to:
            band = f"{low}+" if up_to is None else f"{low}-{up_to}"
            return band, modifier
        low = up_to + 1
    raise AssertionError("the last band is open")  # pragma: no cover


def damage_type_of(p: Mapping[str, Any]) -> str | None:
    """walka.md §7 DECISION: unarmed blunt; else the weapon's fixed type; else thrust, cut,
    strike by form; else None.

    §7 lists `form` with no default, and its examples A1 and A2 give none: the hit test
    does not need the damage type, so an attack without form (or a maneuver with no
    weapon type) resolves and answers null. The damage (§8) needs it: see
    require_damage_type.
    """
    given = p.get("damage_type")
    if p.get("attacker_unarmed"):
        if given not in (None, "blunt"):
            raise RuleViolation(
                "invalid_damage_type",
                f"an unarmed attack deals blunt damage, not {given}",
                "damage_type",
            )
        return "blunt"
    if given is not None:
        return given
    return FORM_DAMAGE.get(p.get("form"))


def require_damage_type(p: Mapping[str, Any], then: str) -> str:
    """The damage type of an attack whose hit goes on to damage (§8), which needs it:
    422 naming form or damage_type when neither tells it. `then` says what needs it."""
    found = damage_type_of(p)
    if found is not None:
        return found
    if p.get("form") == "maneuver":
        raise RuleViolation(
            "damage_type_required",
            f"a maneuver has no damage type of its own, and {then}: give the weapon's damage_type",
            "damage_type",
        )
    raise RuleViolation(
        "damage_type_required",
        f"{then}: give form (thrust: piercing, cut: slashing, strike: blunt) or the weapon's "
        "damage_type",
        "form",
    )


def check_attack(p: Mapping[str, Any]) -> dict:
    """Every rejection of walka.md §7, before any die; returns what the roll needs."""
    kind = p["attack_kind"]
    die = p["skill_die"]
    crit, fumble = thresholds(die, p.get("crit_threshold"), p.get("fumble_threshold"))
    cost = p.get("cost", ACTION_COST)
    # §7 step 1 checks a known pool; without `ap` (A2, A3 give none) AP are not tracked.
    if p.get("ap") is not None and p["ap"] < cost:
        raise RuleViolation(
            "not_enough_ap",
            f"an attack costs {cost} AP but the attacker has only {p['ap']} AP",
            "ap",
        )
    defense = p["defense"]
    if defense["type"] != "none":
        check_type(kind, defense["type"], "defense.type")
    if kind == "melee":
        if p.get("dex_level") is None:
            raise RuleViolation(
                "level_required",
                "a melee attack adds the attacker's DEX level: give dex_level",
                "dex_level",
            )
        if p.get("distance") is not None:
            raise RuleViolation(
                "not_ranged",
                "distance applies to ranged and thrown attacks only; a melee attack has no "
                "range modifier",
                "distance",
            )
    else:
        if p.get("acc_level") is None:
            raise RuleViolation(
                "level_required",
                f"a {kind} attack adds the attacker's ACC level: give acc_level",
                "acc_level",
            )
        if p.get("distance") is None:
            raise RuleViolation(
                "distance_required",
                f"a {kind} attack takes its range modifier from the distance: give distance in "
                "units (1 unit is about 2 m)",
                "distance",
            )
    return {
        "crit": crit,
        "fumble": fumble,
        "cost": cost,
        "damage_type": damage_type_of(p),
        "range_table": None if kind == "melee" else range_table(p),
    }


def attack(p: Mapping[str, Any], dice: Dice) -> dict:
    """skill die + DEX (melee) or ACC (ranged, thrown) + modifiers against the defence's dc.

    walka.md §7 (seed 003_f70b467855ab0e79.txt: Wykonanie ataku; Ataki drugą
    ręką; Ataki bronią dwuręczną trzymaną w jednej dłoni; Ataki od tyłu; Ataki
    bez broni na uzbrojonego przeciwnika; Cudowne sukcesy i fatalne porażki;
    Wybór celu ataku). The attack costs `cost` AP (3), paid first and not
    refunded. Melee adds dex_level - armour_dex_penalty, ranged and thrown
    acc_level and the range modifier (DECISION: added, as the table's values
    are already negative). Modifiers: the chosen location's penalty, off hand
    -20, two-handed weapon in one hand -20, from behind +10, and against a
    parry in melee unarmed vs armed -10, armed vs unarmed +10; then
    `other_modifier`. The damage type follows `form` unless the weapon fixes
    it (DECISION); null when neither tells it, as the hit test needs none. A
    fumble misses and costs 1 more AP (or 1 pending AP penalty at 0 AP), and
    is never a blocked blow (DECISION). `ap` is optional: without it AP are
    not tracked (no affordability check; `attacker_ap` null, and on a fumble
    `attacker_pending_ap_penalty_added` null, since whether the 1 AP comes
    from the pool or from the next regeneration depends on it). A critical
    success hits whatever the dc (DECISION, cfg `critical_auto_hit`).
    Otherwise hit iff total >= dc. A parried or blocked miss is a blocked
    blow: the defender's pending_ap_penalty + 1. Dice: one skill die, after
    the defence's.
    """
    checked = check_attack(p)
    cfg = rules_of(p)
    kind = p["attack_kind"]
    defense = p["defense"]
    ap = None if p.get("ap") is None else p["ap"] - checked["cost"]

    if kind == "melee":
        attribute = {"name": "DEX", "level": p["dex_level"] - p.get("armour_dex_penalty", 0)}
    else:
        attribute = {"name": "ACC", "level": p["acc_level"]}
    modifiers: list[dict] = []
    if p.get("location_penalty", 0):
        modifiers.append({"reason": "chosen hit location", "value": p["location_penalty"]})
    if p.get("off_hand"):
        modifiers.append({"reason": "off hand", "value": OFF_HAND})
    if p.get("two_handed_one_hand"):
        modifiers.append(
            {"reason": "two-handed weapon held in one hand", "value": TWO_HANDED_ONE_HAND}
        )
    if p.get("from_behind"):
        modifiers.append({"reason": "attack from behind", "value": FROM_BEHIND})
    if kind == "melee" and defense["type"] == "parry":
        unarmed, armed = p.get("attacker_unarmed", False), p.get("defender_armed", True)
        if unarmed and armed:
            modifiers.append(
                {"reason": "unarmed against an armed parry", "value": UNARMED_VS_ARMED_PARRY}
            )
        elif not unarmed and not armed:
            modifiers.append(
                {"reason": "armed against an unarmed parry", "value": ARMED_VS_UNARMED_PARRY}
            )
    if kind != "melee":
        band, value = range_modifier(p["distance"], checked["range_table"])
        modifiers.append({"reason": f"range {band} units", "value": value})
    if p.get("other_modifier", 0):
        modifiers.append({"reason": "other modifier", "value": p["other_modifier"]})
    modifier = sum(m["value"] for m in modifiers)

    roll = roll_natural(
        dice, p["skill_die"], "attacker's hit roll", checked["crit"], checked["fumble"]
    )
    total = roll["natural"] + attribute["level"] + modifier
    dc = defense["dc"]
    pending_added: int | None = 0
    if roll["fumble"]:
        hit = False
        if ap is None:
            # The fumble's 1 AP comes from the pool, or from the next regeneration when the
            # pool is empty; with the pool unknown, which one is unknown too.
            pending_added = None
        elif ap > 0:
            ap -= 1
        else:
            pending_added = 1
    elif roll["critical"] and cfg["critical_auto_hit"]:
        hit = True
    else:
        hit = total >= dc
    blocks = defense.get("blocks_on_miss")
    if blocks is None:
        blocks = defense["type"] in BLOCKING
    blocked = not hit and not roll["fumble"] and bool(blocks)
    out = {
        "hit": hit,
        "critical": hit and roll["critical"],
        "fumble": roll["fumble"],
        "die": roll["die"],
        "natural": roll["natural"],
        "attribute": attribute,
        "modifiers": modifiers,
        "modifier": modifier,
        "total": total,
        "dc": dc,
        "blocked": blocked,
        "cost": checked["cost"],
        "attacker_ap": ap,
        "attacker_pending_ap_penalty_added": pending_added,
        # walka.md §7 Outputs name it defender_penalty_added; the older name stays for the
        # clients that read it.
        "defender_penalty_added": 1 if blocked else 0,
        "defender_pending_ap_penalty_added": 1 if blocked else 0,
        "damage_type": checked["damage_type"],
        "damage_kind": "shot" if kind == "ranged" else kind,
        "weapon_unloaded": kind == "ranged",
    }
    if version(p) < 2:
        # Version 1, before §7's Outputs named it (2026-11-30), had only
        # defender_pending_ap_penalty_added.
        del out["defender_penalty_added"]
    return out
