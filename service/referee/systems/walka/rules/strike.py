"""One attack in one call: hit location, defence, attack, damage, wounds (walka.md §0.3, §5-§9)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.action_points import ACTION_COST
from referee.systems.walka.rules.attack import attack, check_attack, require_damage_type
from referee.systems.walka.rules.common import rules_of
from referee.systems.walka.rules.damage import check_damage, damage
from referee.systems.walka.rules.defense import check_defense, defense
from referee.systems.walka.rules.location import check_location, hit_location
from referee.systems.walka.rules.wounds import wounds
from referee.violations import RuleViolation

# The defender's and attacker's fields that feed the defence and the attack unchanged.
DEFENDER_DEFENSE_KEYS = (
    "armour_skill_die",
    "weapon_skill_die",
    "shield_skill_die",
    "crit_threshold",
    "fumble_threshold",
    "has_shield",
    "shield_block",
    "dex_level",
    "armour_dex_penalty",
    "str_level",
    "defenceless",
)
ATTACKER_ATTACK_KEYS = (
    "skill_die",
    "crit_threshold",
    "fumble_threshold",
    "dex_level",
    "armour_dex_penalty",
    "acc_level",
    "off_hand",
    "two_handed_one_hand",
    "ap",
)


def location_params(p: Mapping[str, Any]) -> dict:
    """The hit-location params a strike rolls with (walka.md §5); the odds enumerate them too."""
    d = p["defender"]
    return {
        "mode": p["location_mode"],
        "location": p.get("location"),
        "copy": p.get("copy"),
        "from_behind": p.get("from_behind", False),
        "target_visible": p.get("target_visible", True),
        "visibility_exception": p.get("visibility_exception", False),
        "copies": d.get("copies"),
        "table": d.get("table"),
        "rules": rules_of(p),
    }


def defense_params(p: Mapping[str, Any]) -> dict:
    """The defence params a strike rolls with (walka.md §6)."""
    d = p["defender"]
    return {
        "attack_kind": p["attack_kind"],
        "type": p["defense_type"],
        "modifier": p.get("defense_modifier", 0),
        "rules": rules_of(p),
        **{k: d[k] for k in DEFENDER_DEFENSE_KEYS if k in d},
    }


def attack_params(p: Mapping[str, Any], location_penalty: int, defense_out: dict) -> dict:
    """The attack params a strike rolls with, given its location's penalty and its defence
    (walka.md §7)."""
    a = p["attacker"]
    return {
        "attack_kind": p["attack_kind"],
        "form": p.get("form"),
        "damage_type": p.get("damage_type"),
        "distance": p.get("distance"),
        "location_penalty": location_penalty,
        "from_behind": p.get("from_behind", False),
        "attacker_unarmed": a.get("unarmed", False),
        "defender_armed": p["defender"].get("armed", True),
        "defense": {
            "type": defense_out["type"],
            "dc": defense_out["dc"],
            "blocks_on_miss": defense_out["blocks_on_miss"],
        },
        "other_modifier": p.get("other_modifier", 0),
        "cost": p.get("cost", ACTION_COST),
        "rules": rules_of(p),
        **{k: a[k] for k in ATTACKER_ATTACK_KEYS if k in a},
    }


def _damage_params(
    p: Mapping[str, Any], location: str, copy: int, damage_type: str, critical: bool
) -> dict:
    a, d = p["attacker"], p["defender"]
    kind = "shot" if p["attack_kind"] == "ranged" else p["attack_kind"]
    out = {
        "attack_kind": kind,
        "damage_type": damage_type,
        "weapon_quality": None if a.get("unarmed") else a.get("weapon_quality"),
        "weapon_id": a.get("weapon_id"),
        "location": location,
        "copy": copy,
        "critical": critical,
        "nac": d.get("nac", 0),
        "hp": d.get("hp"),
        "armour_pieces": d.get("armour_pieces") or [],
        "base_dis": d.get("base_dis", 0),
        "rules": rules_of(p),
    }
    out.update(
        weapon_damage=a.get("weapon_damage", 0 if a.get("unarmed") and kind != "shot" else None),
        ammo_damage=a.get("ammo_damage"),
        launcher_damage=a.get("launcher_damage"),
        str_level=a.get("str_level", 0),
    )
    return {k: v for k, v in out.items() if v is not None or k == "weapon_quality"}


def _plus(value: int | None, added: int | None) -> int | None:
    """A tracked amount after an addition; None (not tracked, or unknown) stays None."""
    return None if value is None or added is None else value + added


def _map(names: tuple[str, ...], prefix: str) -> dict[str, str]:
    return {name: prefix + name for name in names}


# Where a sub-step's field lives in a strike request, for the 422's field name.
_LOCATION_FIELDS = {"mode": "location_mode", "copies": "defender.copies", "table": "defender.table"}
_DEFENSE_FIELDS = {
    "type": "defense_type",
    "modifier": "defense_modifier",
    **_map(DEFENDER_DEFENSE_KEYS, "defender."),
}
_ATTACK_FIELDS = {
    "attacker_unarmed": "attacker.unarmed",
    "defender_armed": "defender.armed",
    **_map(ATTACKER_ATTACK_KEYS, "attacker."),
}
_DAMAGE_FIELDS = {
    **_map(("weapon_damage", "ammo_damage", "launcher_damage", "str_level"), "attacker."),
    **_map(("weapon_quality", "weapon_id"), "attacker."),
    **_map(("nac", "hp", "armour_pieces", "base_dis"), "defender."),
}


def _checked(check, params: dict, fields: Mapping[str, str]):
    """Run a sub-step's check; a violation names the field as the strike request spells it."""
    try:
        return check(params)
    except RuleViolation as violation:
        field = violation.field
        if field is not None:
            head, dot, rest = field.partition(".")
            field = fields.get(head, head) + dot + rest
            if head == "defense":
                field = "defense_type"
        raise RuleViolation(violation.code, violation.detail, field) from None


def check_strike(p: Mapping[str, Any]) -> None:
    """Every rejection of the five steps, before the first die (walka.md §0.2)."""
    a = p["attacker"]
    if a.get("unarmed") and a.get("weapon_quality") is not None:
        raise RuleViolation(
            "unarmed",
            "an unarmed attacker has no weapon Quality: leave out attacker.weapon_quality",
            "attacker.weapon_quality",
        )
    if not a.get("unarmed") and a.get("weapon_quality") is None:
        raise RuleViolation(
            "quality_required",
            "an armed attack compares the weapon's Quality with the armour's (for a shot the "
            "ammunition's): give attacker.weapon_quality, or set attacker.unarmed",
            "attacker.weapon_quality",
        )
    _checked(check_location, location_params(p), _LOCATION_FIELDS)
    rolled = p.get("defense_rolled")
    if rolled is not None:
        defense_type = rolled["type"]
    else:
        defense_type = _checked(check_defense, defense_params(p), _DEFENSE_FIELDS)[0]
    probe_defense = {"type": defense_type, "dc": 0, "blocks_on_miss": False}
    attack_in = attack_params(p, 0, probe_defense)
    _checked(check_attack, attack_in, _ATTACK_FIELDS)
    # §7 DECISION: the attack alone may leave the damage type open; a hit here goes on to
    # damage (§8), which needs it, so it is asked for before the first die (§0.2).
    require_damage_type(attack_in, "a strike that hits goes on to damage, which needs its type")
    _checked(check_damage, _damage_params(p, "torso", 1, "blunt", False), _DAMAGE_FIELDS)


def strike(p: Mapping[str, Any], dice: Dice) -> dict:
    """Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

    walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
    ataku): hit location (§5: d100, then dn for an extra limb) -> the
    defender's difficulty (§6: one die, none without a defence) -> the
    attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
    (§9, critical hits only). Every request is checked before the first die.
    As on the attack and damage routes, the attacker's `ap` and the defender's
    `hp` are optional: left out, they are not tracked and the state after
    reports them null (and the attacker's pending penalty after a fumble).
    A miss stops after the attack: no damage, no wound. The outcome carries
    each step's own outcome and the state changes for both characters.
    On an encounter, `defense_rolled` is the defence the defender already
    rolled with the defense step (§6: the defender's roll sets the dc): the
    strike meets it and draws no defence die.
    """
    check_strike(p)
    location = hit_location(location_params(p), dice)
    rolled = p.get("defense_rolled")
    defended = dict(rolled) if rolled is not None else defense(defense_params(p), dice)
    attacked = attack(attack_params(p, location["penalty"], defended), dice)
    damaged = wounded = None
    a, d = p["attacker"], p["defender"]
    defender_after = {
        "id": d.get("id"),
        "hp": d.get("hp"),
        "hp_depleted": None if d.get("hp") is None else d["hp"] <= 0,
        "pending_ap_penalty": d.get("pending_ap_penalty", 0)
        + attacked["defender_pending_ap_penalty_added"],
        "ap": d.get("ap"),
        "no_regen_turns": d.get("no_regen_turns", 0),
        "eyes_lost": d.get("eyes_lost", 0),
        "blind": d.get("eyes_lost", 0) >= 2,
        "fatigue_added": 0,
    }
    if attacked["hit"]:
        damaged = damage(
            _damage_params(
                p,
                location["location"],
                location["copy"],
                attacked["damage_type"],
                attacked["critical"],
            ),
            dice,
        )
        wounded = wounds(
            {
                "location": location["location"],
                "copy": location["copy"],
                "taken": damaged["taken"],
                "damage_type": damaged["damage_type"],
                "critical": attacked["critical"],
                "wound_id": d.get("wound_id"),
                "ap": d.get("ap"),
                "no_regen_turns": d.get("no_regen_turns", 0),
                "eyes_lost": d.get("eyes_lost", 0),
                "rules": rules_of(p),
            },
            dice,
        )
        defender_after.update(
            hp=damaged["hp_after"],
            hp_depleted=damaged["hp_depleted"],
            ap=wounded["ap"],
            no_regen_turns=wounded["no_regen_turns"],
            eyes_lost=wounded["eyes_lost"],
            blind=wounded["blind"],
            fatigue_added=wounded["fatigue_added"],
        )
    return {
        "location": location,
        "defense": defended,
        "attack": attacked,
        "damage": damaged,
        "wounds": wounded,
        "attacker_after": {
            "id": a.get("id"),
            "ap": attacked["attacker_ap"],
            "pending_ap_penalty": _plus(
                a.get("pending_ap_penalty", 0), attacked["attacker_pending_ap_penalty_added"]
            ),
        },
        "defender_after": defender_after,
    }
