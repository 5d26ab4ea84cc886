"""Damage: dealt, absorption from worn armour, Quality, critical doubling (walka.md §8). No dice."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import half, rules_of, version
from referee.violations import RuleViolation

PIERCING_TYPES = ("slashing", "piercing")


def _where(parts: Sequence[tuple[str, int]]) -> str:
    return " and ".join(f"{loc.replace('_', ' ')} {copy}" for loc, copy in parts)


def check_loadout(pieces: Sequence[Mapping[str, Any]], field: str = "armour_pieces") -> None:
    """walka.md §8 "Armour loadout": the pieces worn together must be allowed together.

    Two pieces that overlap on more than one location cannot be worn together;
    two pieces of the same class and side cannot be worn on the same location
    and copy (DECISION: "the same limb" is the same location and copy). A
    violation is a 422 naming both pieces.
    """
    seen_ids: dict[str, int] = {}
    covered: list[set[tuple[str, int]]] = []
    for i, piece in enumerate(pieces):
        if piece["id"] in seen_ids:
            raise RuleViolation(
                "armour_conflict",
                f"two armour pieces are called {piece['id']}: give each piece its own id",
                f"{field}.{i}.id",
            )
        seen_ids[piece["id"]] = i
        parts: set[tuple[str, int]] = set()
        for j, part in enumerate(piece["covers"]):
            key = (part["location"], part.get("copy", 1))
            if key in parts:
                raise RuleViolation(
                    "armour_conflict",
                    f"{piece['id']} lists {_where([key])} twice in covers",
                    f"{field}.{i}.covers.{j}",
                )
            parts.add(key)
        for k, earlier in enumerate(pieces[:i]):
            shared = sorted(parts & covered[k])
            if len(shared) > 1:
                raise RuleViolation(
                    "armour_conflict",
                    f"{earlier['id']} and {piece['id']} overlap on {_where(shared)}: two armour "
                    "pieces that overlap on more than one body part cannot be worn together",
                    f"{field}.{i}",
                )
            if (
                shared
                and earlier["class"] == piece["class"]
                and earlier.get("side", "none") == piece.get("side", "none")
            ):
                side = piece.get("side", "none")
                side_words = "" if side == "none" else f", {side} side"
                raise RuleViolation(
                    "armour_conflict",
                    f"{earlier['id']} and {piece['id']} are both of class {piece['class']}"
                    f"{side_words}, worn on {_where(shared)}: two pieces of the same class on "
                    "the same side cannot be worn on the same limb",
                    f"{field}.{i}",
                )
        covered.append(parts)


def armour_at(
    pieces: Sequence[Mapping[str, Any]], location: str, copy: int
) -> Mapping[str, Any] | None:
    """walka.md §8 step 2: of the pieces covering the spot, the highest absorption (tie: higher
    Quality, then the first listed)."""
    best = None
    for piece in pieces:
        if any(
            c["location"] == location and c.get("copy", 1) == copy for c in piece["covers"]
        ) and (
            best is None
            or (piece["absorption"], piece["quality"]) > (best["absorption"], best["quality"])
        ):
            best = piece
    return best


def dealt_of(p: Mapping[str, Any]) -> int:
    """walka.md §8 step 1: melee weapon + STR; shot ammunition + launcher; thrown weapon + ½ STR."""
    kind = p["attack_kind"]
    if kind == "shot":
        return p.get("ammo_damage", 0) + p.get("launcher_damage", 0)
    strength = p.get("str_level", 0)
    weapon = p.get("weapon_damage", 0)
    return weapon + (strength if kind == "melee" else half(strength))


def check_damage(p: Mapping[str, Any]) -> None:
    """Every rejection of walka.md §8 and §14, before any die of a strike."""
    kind = p["attack_kind"]
    needed = ("ammo_damage", "launcher_damage") if kind == "shot" else ("weapon_damage",)
    foreign = ("weapon_damage",) if kind == "shot" else ("ammo_damage", "launcher_damage")
    formula = {
        "shot": "ammo_damage + launcher_damage",
        "melee": "weapon_damage + str_level",
        "thrown": "weapon_damage + ½ str_level",
    }[kind]
    for key in foreign:
        if p.get(key) is not None:
            raise RuleViolation(
                "damage_not_applicable",
                f"{key} does not apply to a {kind} attack, which deals {formula}",
                key,
            )
    # walka.md §14: impossible combinations are refused before any die. A shot always has its
    # ammunition's Quality (null, "no Quality", is refused; left out, it is not stated and
    # asked for below only where armour compares it); an unarmed hit is blunt (§7 DECISION).
    # Version 1, before §14 (2026-11-30), refused none of these, and a Quality left out was an
    # unarmed hit.
    first = version(p) < 2
    if kind == "shot" and "weapon_quality" in p and p["weapon_quality"] is None and not first:
        raise RuleViolation(
            "quality_required",
            "a shot compares its ammunition's Quality with the armour's: weapon_quality is the "
            "ammunition's, never null; only an unarmed melee hit has none",
            "weapon_quality",
        )
    # weapon_quality null is an unarmed hit; left out, the Quality is not stated (§8 reads it
    # only to compare with an armour piece at the hit location, checked below).
    unarmed = kind != "shot" and "weapon_quality" in p and p["weapon_quality"] is None
    if first:
        unarmed = kind != "shot" and p.get("weapon_quality") is None
    elif unarmed and kind == "melee" and p.get("damage_type", "blunt") != "blunt":
        raise RuleViolation(
            "invalid_damage_type",
            f"an unarmed hit (weapon_quality null) deals blunt damage, not {p.get('damage_type')}",
            "damage_type",
        )
    for key in needed:
        if p.get(key) is None and not unarmed:
            raise RuleViolation(
                "damage_required",
                f"a {kind} attack deals {formula}: give {key}",
                key,
            )
    pieces = p.get("armour_pieces") or []
    check_loadout(pieces)
    piece = armour_at(pieces, p["location"], p.get("copy", 1))
    if piece is not None and "damage_type" not in p:
        raise RuleViolation(
            "damage_type_required",
            f"the hit lands on {piece['id']}, and a weapon of lower Quality than the armour "
            "turns slashing and piercing damage into blunt (§8 step 3): give damage_type, from "
            "the attack's form (thrust: piercing, cut: slashing, strike: blunt) or the weapon",
            "damage_type",
        )
    if "weapon_quality" not in p and not first:
        if piece is not None:
            what = "the ammunition's" if kind == "shot" else "the weapon's"
            raise RuleViolation(
                "quality_required",
                f"the hit lands on {piece['id']} (Quality {piece['quality']}), and the damage "
                f"compares {what} Quality with the armour's (§8 steps 3 and 6): give "
                "weapon_quality" + ("" if kind == "shot" else " (null for an unarmed hit)"),
                "weapon_quality",
            )


def damage(p: Mapping[str, Any], dice: Dice) -> dict:
    """dealt - NAC - absorption at the hit location, Quality conversion and loss, critical x2.

    walka.md §8 (seed 003_f70b467855ab0e79.txt: Obrażenia; Określanie
    pochłanialności i rozproszenia pancerza; Cudowne sukcesy i fatalne
    porażki). dealt: melee weapon_damage + str_level, shot ammo_damage +
    launcher_damage, thrown weapon_damage + floor(str_level / 2). The piece
    covering (location, copy) with the highest absorption counts; none: 0.
    Weapon Quality below the armour's turns slashing and piercing into blunt
    less `quality_step` (10) per point of difference. taken = max(0, dealt -
    nac - absorption) (DECISION: NAC after the conversion too), times
    `critical_multiplier` (2) on a critical hit (DECISION: after NAC and
    absorption). Quality: a lower-Quality weapon that still does damage
    (taken > 0) loses 1; a higher-Quality weapon whose dealt exceeds the
    absorption takes 1 from that armour piece; never below 0. For a shot the
    ammunition's Quality counts; an unarmed attack (weapon_quality null) has
    none (DECISIONs). The armour loadout is checked first (a 422 naming both
    pieces of a conflict). `weapon_quality` left out (not stated, unlike null
    for unarmed) is asked for only when an armour piece covers the hit
    location, the one place the Quality is read; `hp` left out gives null
    `hp_before`, `hp_after` and `hp_depleted`. No dice.
    """
    check_damage(p)
    cfg = rules_of(p)
    kind = p["attack_kind"]
    pieces = p.get("armour_pieces") or []
    location, copy = p["location"], p.get("copy", 1)
    # Not given: read nowhere (no armour at the location, checked above); an unarmed hit's
    # is blunt whatever is said (§7 DECISION).
    damage_type = p.get("damage_type")
    if damage_type is None and kind == "melee" and p.get("weapon_quality", 0) is None:
        damage_type = "blunt"
    dealt_raw = dealt = dealt_of(p)
    piece = armour_at(pieces, location, copy)
    weapon_quality = p.get("weapon_quality")
    armour_quality = piece["quality"] if piece else None
    absorption = piece["absorption"] if piece else 0
    compare = piece is not None and weapon_quality is not None
    converted = False
    if compare and weapon_quality < armour_quality and damage_type in PIERCING_TYPES:
        damage_type = "blunt"
        converted = True
        dealt = max(0, dealt - cfg["quality_step"] * (armour_quality - weapon_quality))
    nac = p.get("nac", 0)
    taken = max(0, dealt - nac - absorption)
    critical = bool(p.get("critical"))
    if critical:
        taken *= cfg["critical_multiplier"]

    changes: list[dict] = []
    if compare and weapon_quality < armour_quality and taken > 0 and weapon_quality > 0:
        item_kind = "ammunition" if kind == "shot" else "weapon"
        changes.append(
            {
                "item": p.get("weapon_id") or item_kind,
                "kind": item_kind,
                "from": weapon_quality,
                "to": weapon_quality - 1,
            }
        )
    if compare and weapon_quality > armour_quality and dealt > absorption and armour_quality > 0:
        changes.append(
            {
                "item": piece["id"],
                "kind": "armour_piece",
                "from": armour_quality,
                "to": armour_quality - 1,
            }
        )
    hp = p.get("hp")
    hp_after = None if hp is None else hp - taken
    return {
        "attack_kind": kind,
        "location": location,
        "copy": copy,
        "dealt_raw": dealt_raw,
        "dealt": dealt,
        "damage_type": damage_type,
        "converted_to_blunt": converted,
        "armour_piece": piece["id"] if piece else None,
        "absorption": absorption,
        "armour_quality": armour_quality,
        "weapon_quality": weapon_quality,
        "nac": nac,
        "critical": critical,
        "taken": taken,
        "quality_changes": changes,
        "hp_before": hp,
        "hp_after": hp_after,
        "hp_depleted": None if hp_after is None else hp_after <= 0,
        "dis": p.get("base_dis", 0) + sum(x.get("dis_bonus", 0) for x in pieces),
    }
