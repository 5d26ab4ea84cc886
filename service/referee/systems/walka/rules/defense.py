"""Defence: dodge, parry, cover, block or none; the defender's roll sets the dc (walka.md §6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import roll_natural, rules_of, thresholds
from referee.violations import RuleViolation

# walka.md §6 table: type -> (die field, attack kinds it answers, words).
DEFENSES: dict[str, tuple[str | None, tuple[str, ...], str]] = {
    "dodge": ("armour_skill_die", ("melee", "ranged", "thrown"), "dodge"),
    "parry": ("weapon_skill_die", ("melee",), "parry"),
    "cover": ("shield_skill_die", ("ranged", "thrown"), "cover with a shield"),
    "block": ("shield_skill_die", ("melee",), "block with a shield"),
    "none": (None, ("melee", "ranged", "thrown"), "no defence"),
}
BLOCKING = ("parry", "block")
KIND_WORDS = {"melee": "a melee blow", "ranged": "a missile", "thrown": "a thrown weapon"}


def effective_type(p: Mapping[str, Any]) -> str:
    """walka.md §6 step 1 / §10: a defenceless (surprised) defender has no defence."""
    return "none" if p.get("defenceless") else p["type"]


def check_type(kind: str, defense_type: str, field: str = "type") -> None:
    """DECISION: parry and block answer blows (melee), cover answers missiles, dodge both."""
    allowed = DEFENSES[defense_type][1]
    if kind not in allowed:
        answers = " and ".join(KIND_WORDS[k] for k in allowed)
        raise RuleViolation(
            "defense_not_allowed",
            f"{defense_type} cannot answer {KIND_WORDS[kind]} (attack_kind {kind}): "
            f"{defense_type} answers only {answers}",
            field,
        )


def holds_shield(p: Mapping[str, Any]) -> bool:
    """walka.md §6 step 1: whether the defender holds a shield. `has_shield` says so; when it
    is not given, a request that gives the shield's `shield_block` rating states the shield
    (D2 gives the rating and not has_shield); an explicit false still refuses."""
    given = p.get("has_shield")
    if given is not None:
        return bool(given)
    return p.get("shield_block") is not None


def check_defense(p: Mapping[str, Any]) -> tuple[str, str | None, int, int]:
    """Every rejection of walka.md §6, before any die: (type, die, crit, fumble)."""
    defense_type = effective_type(p)
    if defense_type == "none":
        return defense_type, None, 0, 0
    check_type(p["attack_kind"], defense_type)
    die_field = DEFENSES[defense_type][0]
    if defense_type in ("cover", "block") and not holds_shield(p):
        raise RuleViolation(
            "no_shield",
            f"to {DEFENSES[defense_type][2]} the defender must hold a shield (has_shield)",
            "has_shield",
        )
    die = p.get(die_field)
    if die is None:
        raise RuleViolation(
            "die_required",
            f"a {defense_type} rolls the defender's {die_field.replace('_', ' ')}: give "
            f"{die_field} (d4 to d20, or d100)",
            die_field,
        )
    level_field = "dex_level" if defense_type in ("dodge", "cover") else "str_level"
    if p.get(level_field) is None:
        raise RuleViolation(
            "level_required",
            f"a {defense_type} adds the defender's {level_field[:3].upper()} level: give "
            f"{level_field}",
            level_field,
        )
    crit, fumble = thresholds(die, p.get("crit_threshold"), p.get("fumble_threshold"))
    return defense_type, die, crit, fumble


def defense(p: Mapping[str, Any], dice: Dice) -> dict:
    """The defender's roll sets the attack's dc; a fumbled defence sets it to 1.

    walka.md §6 (seed 003_f70b467855ab0e79.txt: Wybór rodzaju ataku i określenie
    rodzaju obrony; Cudowne sukcesy i fatalne porażki; Ataki z zaskoczenia).
    dodge: armour_skill_die + dex_level - armour_dex_penalty; parry:
    weapon_skill_die + str_level; cover: shield_skill_die + dex_level -
    armour_dex_penalty + shield_block; block: shield_skill_die + str_level +
    shield_block; then + modifier. none (chosen, or `defenceless` after a
    surprise): dc `undefended_dc` (1), no die. A fumble sets dc to
    `defence_fumble_dc` (1); a critical success has no effect (DECISION: as for
    dodge, so for every type). Parry and block make a miss a blocked blow.
    """
    defense_type, die, crit, fumble = check_defense(p)
    cfg = rules_of(p)
    out = {
        "type": defense_type,
        "requested_type": p["type"],
        "defenceless": bool(p.get("defenceless")),
        "die": die,
        "natural": None,
        "critical": False,
        "fumble": False,
        "level": 0,
        "shield_block": 0,
        "modifier": 0,
        "dc": cfg["undefended_dc"],
        "blocks_on_miss": False,
    }
    if defense_type == "none":
        return out
    roll = roll_natural(dice, die, f"defender's {defense_type} roll", crit, fumble)
    if defense_type in ("dodge", "cover"):
        level = p["dex_level"] - p.get("armour_dex_penalty", 0)
    else:
        level = p["str_level"]
    block = p.get("shield_block", 0) if defense_type in ("cover", "block") else 0
    modifier = p.get("modifier", 0)
    dc = roll["natural"] + level + block + modifier
    if roll["fumble"]:
        dc = cfg["defence_fumble_dc"]
    out.update(
        natural=roll["natural"],
        critical=roll["critical"],
        fumble=roll["fumble"],
        level=level,
        shield_block=block,
        modifier=modifier,
        dc=dc,
        blocks_on_miss=defense_type in BLOCKING,
    )
    return out
