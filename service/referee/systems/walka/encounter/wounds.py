"""Damage, wounds, bleeding and healing written to the target (walka.md §8, §9, §13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import Plan, model_in
from referee.systems.walka.encounter.common import (
    DAMAGE_KIND,
    WEAPON_ATTACKS,
    State,
    active,
    ammunition,
    find_item,
    held_weapons,
    next_wound_id,
    not_ended,
    set_item,
    weapon_fields,
    without_none,
)
from referee.systems.walka.encounter.turns import mark_turn_end
from referee.systems.walka.encounter_schemas import hand_key
from referee.systems.walka.rules import wounds
from referee.violations import RuleViolation


def write_damage(state: State, plan: dict, a: str, t: str, outcome: Mapping[str, Any]) -> None:
    """§8 step 6-7: HP, the hp_depleted flag (§12 DECISION) and Quality losses, each to its
    owner's item: the weapon or ammunition of the attacker, the armour piece of the target."""
    state["models"][t]["hp"] = outcome["hp_after"]
    state["models"][t]["hp_depleted"] = outcome["hp_depleted"]
    for lost in outcome["quality_changes"]:
        if lost["kind"] == "weapon" and plan["weapon"] is not None:
            set_item(state["models"][a]["weapons"], plan["weapon"]["id"], quality=lost["to"])
        elif lost["kind"] == "ammunition" and plan["ammo"] is not None:
            set_item(state["models"][a]["ammunition"], plan["ammo"]["id"], quality=lost["to"])
        elif lost["kind"] == "armour_piece":
            set_item(state["models"][t]["armour_pieces"], lost["item"], quality=lost["to"])


def _drop(state: State, cid: str, hand: str) -> None:
    """§9 DECISION: a disabled hand drops what it alone holds; a two-handed weapon stays in
    the other hand. §14: `hand` is the limb's key, an extra arm's too."""
    hands = dict(state["models"][cid]["hands"])
    if hands.get(hand) is not None:
        hands[hand] = None
        state["models"][cid]["hands"] = hands


def write_wounds(state: State, t: str, outcome: Mapping[str, Any]) -> None:
    """§9: the wound, its fatigue, and its sensitive point's effect, on the target."""
    wound = outcome["wound"]
    if wound is None:
        return
    c = state["models"][t]
    state["models"][t]["wounds"] = [*c["wounds"], wound]
    state["models"][t]["wound_counter"] = c["wound_counter"] + 1
    if outcome["fatigue_added"]:
        state["models"][t]["fatigue"] = c["fatigue"] + outcome["fatigue_added"]
    if outcome["ap_lost"]:
        state["models"][t]["ap"] = 0
    state["models"][t]["no_regen_turns"] = outcome["no_regen_turns"]
    conditions = c["conditions"]
    if outcome["foot_effect_added"]:
        state["models"][t]["conditions"]["foot_effects"] = [
            *conditions["foot_effects"],
            wound["id"],
        ]
    hand = outcome["hand_disabled"]
    if hand is not None:
        key = hand_key(hand["side"], hand["copy"])
        entry = {**hand, "hand": key, "wound": wound["id"]}
        state["models"][t]["conditions"]["hands_disabled"] = [*conditions["hands_disabled"], entry]
        _drop(state, t, key)
    state["models"][t]["conditions"]["eyes_lost"] = outcome["eyes_lost"]
    state["models"][t]["conditions"]["blind"] = outcome["blind"]


# -- damage and wounds on their own (walka.md §8, §9) --------------------------------------------


def _plan_damage(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    attacker = active(state, params["attacker"], "attacker")
    target = active(state, params["target"], "target", targeted=True)
    weapon = None
    if params.get("unarmed") and params.get("weapon"):
        raise RuleViolation("unarmed", "give weapon or unarmed, not both", "unarmed")
    if not params.get("unarmed"):
        weapon_id = params.get("weapon")
        if weapon_id is None:
            held = held_weapons(attacker)
            weapon_id = held[0]["id"] if held else None
        if weapon_id is not None:
            weapon = find_item(attacker["weapons"], weapon_id)
            if weapon is None:
                raise RuleViolation(
                    "unknown_weapon", f"{attacker['id']} has no weapon {weapon_id!r}", "weapon"
                )
    kind = params.get("attack_kind") or (DAMAGE_KIND[weapon["kind"]] if weapon else "melee")
    allowed = (
        ("melee",)
        if weapon is None
        else tuple(DAMAGE_KIND[k] for k in WEAPON_ATTACKS[weapon["kind"]])
    )
    if kind not in allowed:
        what = "an unarmed hit" if weapon is None else f"{weapon['id']} ({weapon['kind']})"
        raise RuleViolation("weapon_kind", f"{what} cannot deal {kind} damage", "attack_kind")
    ammo = (
        ammunition(attacker, params.get("ammunition"), needs_one=False) if kind == "shot" else None
    )
    return {"attacker": attacker, "target": target, "weapon": weapon, "ammo": ammo, "kind": kind}


def bind_damage(state: State, params: Mapping[str, Any]) -> Plan:
    plan = _plan_damage(state, params)
    a, t, weapon, ammo = plan["attacker"], plan["target"], plan["weapon"], plan["ammo"]
    bound = {
        "attack_kind": plan["kind"],
        "damage_type": params["damage_type"],
        "str_level": a["str_level"],
        "nac": t["nac"],
        "hp": t["hp"],
        "armour_pieces": t["armour_pieces"],
        "base_dis": t["base_dis"],
        "location": params["location"],
        "copy": params.get("copy", 1),
        "critical": params.get("critical", False),
        "rules": state["config"],
    }
    if weapon is None:
        bound.update(weapon_quality=None, weapon_damage=0)
    else:
        bound.update(weapon_fields(weapon, ammo, plan["kind"] == "shot"))
    return Plan(bound, plan)


def apply_damage(state: State, params, plan: Plan, outcome) -> None:
    plan = plan.extra
    write_damage(state, plan, plan["attacker"]["id"], plan["target"]["id"], outcome)


def bind_wounds(state: State, params: Mapping[str, Any]) -> dict:
    """walka.md §9 reads the hit and the target only: `attacker` is optional (it once named
    the side that took the step; the step is the game master's now) and, when given, must
    be an active character."""
    not_ended(state)
    if params.get("attacker") is not None:
        active(state, params["attacker"], "attacker")
    target = active(state, params["target"], "target", targeted=True)
    return {
        "location": params["location"],
        "copy": params.get("copy", 1),
        "taken": params["taken"],
        "damage_type": params["damage_type"],
        "critical": params.get("critical", False),
        "wound_id": next_wound_id(target),
        "ap": target["ap"],
        "no_regen_turns": target["no_regen_turns"],
        "eyes_lost": target["conditions"]["eyes_lost"],
        "rules": state["config"],
    }


def apply_wounds(state: State, params, bound, outcome) -> None:
    write_wounds(state, params["target"], outcome)
    mark_turn_end(state, params["target"])


# -- stanch, cure, heal: any status may be their target (walka.md §9, §13) ------------------------


def stanch_rules(p: Mapping[str, Any], dice) -> dict:
    return wounds.stanch(p["wound"], p["n"])


def cure_bleeding_rules(p: Mapping[str, Any], dice) -> dict:
    return wounds.cure_bleeding(p["wound"], p["n"])


def heal_wound_rules(p: Mapping[str, Any], dice) -> dict:
    return wounds.heal_wound(p["wound"], p["hp"], p["max_hp"], p.get("hp_restored"))


stanch_rules.__doc__ = wounds.stanch.__doc__
cure_bleeding_rules.__doc__ = wounds.cure_bleeding.__doc__
heal_wound_rules.__doc__ = wounds.heal_wound.__doc__


def _wound(state: State, params: Mapping[str, Any]) -> tuple[dict, dict]:
    not_ended(state)
    target = model_in(state, params["target"], "target", "character")
    wound = find_item(target["wounds"], params["wound"])
    if wound is None:
        known = ", ".join(w["id"] for w in target["wounds"]) or "none"
        raise RuleViolation(
            "unknown_wound",
            f"{target['id']} has no wound {params['wound']!r} (its wounds: {known})",
            "wound",
        )
    return target, wound


def bind_bleeding(state: State, params: Mapping[str, Any]) -> dict:
    _, wound = _wound(state, params)
    return {"wound": wound, "n": params["n"]}


def apply_bleeding(state: State, params, bound, outcome) -> None:
    cid = params["target"]
    state["models"][cid]["wounds"] = [
        outcome if w["id"] == outcome["id"] else w for w in state["models"][cid]["wounds"]
    ]


def bind_heal(state: State, params: Mapping[str, Any]) -> dict:
    target, wound = _wound(state, params)
    return without_none(
        {
            "wound": wound,
            "hp": target["hp"],
            "max_hp": target["max_hp"],
            "hp_restored": params.get("hp_restored"),
        }
    )


def apply_heal(state: State, params, bound, outcome) -> None:
    cid = params["target"]
    c = state["models"][cid]
    removed = outcome["removed"]
    state["models"][cid]["wounds"] = [w for w in c["wounds"] if w["id"] != removed]
    state["models"][cid]["hp"] = outcome["hp"]
    state["models"][cid]["hp_depleted"] = outcome["hp"] <= 0
    conditions = c["conditions"]
    state["models"][cid]["conditions"]["foot_effects"] = [
        w for w in conditions["foot_effects"] if w != removed
    ]
    state["models"][cid]["conditions"]["hands_disabled"] = [
        h for h in conditions["hands_disabled"] if h["wound"] != removed
    ]
