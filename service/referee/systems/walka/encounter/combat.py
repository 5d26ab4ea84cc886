"""Surprise, hit location, defence, attacks and strikes as encounter steps (walka.md §5-§7, §10,
strike §0).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import Plan, StateConflict, side_of
from referee.systems.walka.encounter.common import (
    GAME_MASTER,
    PREPAID_ATTACK,
    WEAPON_ATTACKS,
    State,
    active,
    ammunition,
    find_item,
    held_in,
    held_weapons,
    melee_in_hand,
    next_wound_id,
    not_ended,
    rules_config,
    set_item,
    shield_in_hand,
    weapon_fields,
    without_none,
)
from referee.systems.walka.encounter.numbers import aimed_penalty, attack_cost, gm_modifier
from referee.systems.walka.encounter.turns import acting, mark_turn_end
from referee.systems.walka.encounter.wounds import write_damage, write_wounds
from referee.systems.walka.rules.defense import DEFENSES, KIND_WORDS
from referee.violations import RuleViolation

# -- surprise (walka.md §10) -------------------------------------------------------------------


def bind_surprise(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    target = active(state, params["target"], "target", targeted=True)
    # walka.md §14: one detection dc or several (hidden attackers); the rules take the highest.
    return without_none(
        {
            "target": target["id"],
            "ref_level": target["ref_level"],
            "detection_dc": params.get("detection_dc"),
            "detection_dcs": params.get("detection_dcs"),
            "modifier": params.get("modifier", 0),
            # DECISION (§10): a surprise in a running combat removes the defence, skips no turn.
            "opens_combat": bool(params.get("opens_combat", True)) and not state["order"],
            "rules": state["config"],
        }
    )


def apply_surprise(state: State, params, bound, outcome) -> None:
    cid = params["target"]
    if outcome["surprised"]:
        state["models"][cid]["surprised"] = True
        state["models"][cid]["defenceless"] = True
    if outcome["skip_round1"]:
        state["models"][cid]["skip_round1"] = True


# -- hit location and defence: they change nothing (walka.md §13) ---------------------------


def bind_hit_location(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    active(state, params["attacker"], "attacker")
    target = active(state, params["target"], "target", targeted=True)
    return without_none(
        {
            "mode": params["mode"],
            "location": params.get("location"),
            "copy": params.get("copy"),
            "from_behind": params.get("from_behind", False),
            "target_visible": params.get("target_visible", True),
            "visibility_exception": params.get("visibility_exception", False),
            "copies": target["copies"],
            "table": target["table"],
            "rules": state["config"],
        }
    )


def _defender_fields(c: dict) -> dict:
    """The defence inputs of a character: dice, shield in hand, levels, surprise (§6)."""
    shield = shield_in_hand(c)
    parrying = melee_in_hand(c)
    return without_none(
        {
            "armour_skill_die": c["armour_skill_die"],
            "weapon_skill_die": parrying["skill_die"] if parrying else c["unarmed_skill_die"],
            "shield_skill_die": c["shield_skill_die"],
            "has_shield": shield is not None,
            "shield_block": shield["block"] if shield else 0,
            "dex_level": c["dex_level"],
            "armour_dex_penalty": c["armour_dex_penalty"],
            "str_level": c["str_level"],
            "defenceless": c["defenceless"],
        }
    )


def _defence_ready(c: dict, kind: str, attack_kind: str, field: str) -> None:
    """What the stored state lacks for a defence is a 409 (the roster has no such die)."""
    if c["defenceless"] or kind == "none" or attack_kind not in DEFENSES[kind][1]:
        return
    inputs = _defender_fields(c)
    if kind in ("cover", "block") and not inputs["has_shield"]:
        raise StateConflict(
            f"{c['id']} holds no shield: to {kind} it needs one in hand (walka.md §6)", field
        )
    die_field = DEFENSES[kind][0]
    if inputs.get(die_field) is None:
        raise StateConflict(
            f"{c['id']} has no {die_field} in the roster, and a {kind} rolls it (walka.md §6); "
            "a GM correction can add it",
            field,
        )


# -- the defence an attack meets (walka.md §6, §7, §10) -------------------------------------------
#
# §6: the defender's roll sets the attack's dc. On an encounter the defense step keeps what it
# rolled in `defences`; walka.md "Decisions added 2026-12-01": the roll belongs to the next
# attack on that defender in the current turn, whoever makes it (the `attacker` it names is
# kept for the record and reserves nothing), so neither side picks among rolls: a defender
# holds one roll at a time. The attack or strike meets it and uses it up; it lapses when the
# turn passes. DESIGN ("Fairness and who may do what"): a dc set without dice is the game
# master's, so a `defense` in an attack request, or a strike's `defense_type` none against a
# defender who can defend, is the game master's unless it is what the defender itself rolled
# or chose.


def pending_defences(state: State) -> list[dict]:
    return state.get("defences") or []


def rolled_defence(state: State, defender: str | None) -> dict | None:
    """The defence `defender` holds for the next attack on it (walka.md §6, "Decisions added
    2026-12-01"). A state from before that decision may hold several: the first rolled is
    the one held."""
    return next((e for e in pending_defences(state) if e["defender"] == defender), None)


def _undefended(state: State) -> dict:
    """§6, §10: no defence (a surprised target): dc `undefended_dc`, a miss blocks nothing."""
    return {"type": "none", "dc": state["config"]["undefended_dc"], "blocks_on_miss": False}


def _met(entry: Mapping[str, Any]) -> dict:
    return {key: entry["defence"][key] for key in ("type", "dc", "blocks_on_miss")}


def defence_held(state: State, target: str | None) -> dict | None:
    """The defence the state holds for the next attack on `target`: none for a surprised
    target (§10), else the one the target rolled (§6), else nothing yet."""
    t = state["models"].get(target) if target is not None else None
    if t is None:
        return None
    if t["defenceless"]:
        return _undefended(state)
    entry = rolled_defence(state, target)
    return None if entry is None else _met(entry)


def attack_side(state: State, params: Mapping[str, Any]) -> str | None:
    """The attacker's side, unless the request gives a `defense` the defender did not roll
    (or, for a surprised target, other than none at dc 1): that is a dc without dice, the
    game master's (DESIGN; walka.md §6)."""
    side = side_of(state, params.get("attacker"))
    if gm_modifier(params):
        return GAME_MASTER
    given = params.get("defense")
    if given is None:
        return side
    held = defence_held(state, params.get("target"))
    if (
        held is not None
        and given.get("type") == held["type"]
        and given.get("dc") == held["dc"]
        and given.get("blocks_on_miss") in (None, held["blocks_on_miss"])
    ):
        return side
    return GAME_MASTER


def strike_side(state: State, params: Mapping[str, Any]) -> str | None:
    """The attacker's side, unless it says the defender makes no defence (dc 1 without a die)
    when the defender can defend and did not choose none itself with the defense step: that
    is the game master's (DESIGN; walka.md §6, §10). Other types are rolled by the strike."""
    side = side_of(state, params.get("attacker"))
    if gm_modifier(params):
        return GAME_MASTER
    if params.get("defense_type") != "none":
        return side
    held = defence_held(state, params.get("target"))
    if held is not None and held["type"] == "none":
        return side
    if held is None and params.get("target") not in state["models"]:
        return side  # an unknown target: the step refuses it by name
    return GAME_MASTER


def _attacker(state: State, params: Mapping[str, Any]) -> str | None:
    return params.get("attacker")


# The attacker acts in an attack or strike, whoever takes it (docs/encounters.md, "Disputes").
attack_side.acting_model = strike_side.acting_model = _attacker  # type: ignore[attr-defined]


def _defence_fits(entry: Mapping[str, Any], kind: str, defender: str, field: str) -> None:
    """§6 DECISION: parry and block answer blows, cover missiles, dodge both."""
    kind_of = entry["defence"]["type"]
    if kind not in DEFENSES[kind_of][1]:
        raise StateConflict(
            f"{defender} rolled a {kind_of} (dc {entry['defence']['dc']}), which cannot answer "
            f"{KIND_WORDS[kind]}: attack as that defence answers, or the game master gives "
            "`defense` (walka.md §6)",
            field,
            "defense_does_not_fit",
        )


def _no_defence(t: str, a: str, field: str) -> StateConflict:
    return StateConflict(
        f"{t} has not rolled a defence against {a}'s attack: {t}'s side takes the defense step "
        "first (type none for no defence), since the defender's roll sets the dc (walka.md "
        "§6); the game master may give the defence by hand",
        field,
        "no_defense",
    )


def bind_defense(state: State, params: Mapping[str, Any]) -> Plan:
    not_ended(state)
    defender = active(state, params["defender"], "defender")
    attacker = params.get("attacker")
    if attacker is not None:
        active(state, attacker, "attacker")
        if attacker == defender["id"]:
            raise RuleViolation(
                "self_defense", "a character does not defend against itself", "attacker"
            )
    held = rolled_defence(state, defender["id"])
    if held is not None:  # one roll waits per defender ("Decisions added 2026-12-01")
        raise StateConflict(
            f"{defender['id']} has already rolled a defence ({held['defence']['type']}, dc "
            f"{held['defence']['dc']}) that waits for the next attack on it this turn: that "
            "attack meets it, whoever makes it, and a new defence can be rolled after it; an "
            "unused roll lapses when the turn ends (walka.md §6)",
            "defender",
            "defense_rolled",
        )
    _defence_ready(defender, params["type"], params["attack_kind"], "type")
    bound = {
        "attack_kind": params["attack_kind"],
        "type": params["type"],
        "modifier": params.get("modifier", 0),
        "rules": state["config"],
        **_defender_fields(defender),
    }
    return Plan(bound, attacker)


def apply_defense(state: State, params, plan: Plan, outcome) -> None:
    """§6: the dc the roll set waits for the next attack on the defender (§7), which meets
    it; `attacker` is kept as the defence step named it, for the record."""
    entry = {
        "defender": params["defender"],
        "attacker": plan.extra,
        "attack_kind": params["attack_kind"],
        "defence": dict(outcome),
    }
    state["defences"] = [*pending_defences(state), entry]


# -- attacks (walka.md §7, and strike §0) ----------------------------------------------------------


def _weapon_use(c: dict, params: Mapping[str, Any]) -> dict:
    """The weapon an attack uses and how it is held: off hand, two-handed in one hand (§7)."""
    cid = c["id"]
    weapon_id = params.get("weapon")
    if params.get("unarmed") and weapon_id:
        raise RuleViolation("unarmed", "give weapon or unarmed, not both", "unarmed")
    if weapon_id is None and not params.get("unarmed"):
        held = held_weapons(c)
        weapon_id = held[0]["id"] if held else None
    if weapon_id is None:
        kind = params.get("attack_kind") or "melee"
        if kind != "melee":
            raise RuleViolation(
                "unarmed", f"an unarmed attack is a melee attack, not {kind}", "attack_kind"
            )
        if c["unarmed_skill_die"] is None:
            raise StateConflict(
                f"{cid} has no unarmed_skill_die in the roster, so it cannot attack unarmed; a "
                "GM correction can add it",
                "weapon",
            )
        return {
            "weapon": None,
            "ammo": None,
            "kind": "melee",
            "skill_die": c["unarmed_skill_die"],
            "off_hand": False,
            "two_handed_one_hand": False,
        }
    weapon = find_item(c["weapons"], weapon_id)
    if weapon is None:
        known = ", ".join(w["id"] for w in c["weapons"]) or "none"
        raise RuleViolation(
            "unknown_weapon", f"{cid} has no weapon {weapon_id!r} (it has: {known})", "weapon"
        )
    kind = params.get("attack_kind") or weapon["kind"]
    if kind not in WEAPON_ATTACKS[weapon["kind"]]:
        raise RuleViolation(
            "weapon_kind",
            f"{weapon_id} is a {weapon['kind']} weapon: it cannot make a {kind} attack",
            "attack_kind",
        )
    hands = held_in(c, weapon_id)
    if not hands:
        raise StateConflict(
            f"{cid} does not hold {weapon_id} in a hand ("
            + ", ".join(f"{h}: {item}" for h, item in c["hands"].items())
            + ")",
            "weapon",
        )
    ammo = None
    if kind == "ranged":
        if not weapon["loaded"]:
            raise StateConflict(
                f"{weapon_id} is not loaded: reload it first (action-points, activity reload, "
                "walka.md §3)",
                "weapon",
            )
        ammo = ammunition(c, params.get("ammunition"), needs_one=True)
    return {
        "weapon": weapon,
        "ammo": ammo,
        "kind": kind,
        "skill_die": weapon["skill_die"],
        "off_hand": c["main_hand"] not in hands,
        "two_handed_one_hand": weapon["hands"] == 2 and len(hands) == 1,
    }


def _plan_attack(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    attacker = active(state, params["attacker"], "attacker")
    target = active(state, params["target"], "target", targeted=True)
    if attacker["id"] == target["id"]:
        raise RuleViolation("self_attack", "a character cannot attack itself", "target")
    own, prepaid = acting(state, attacker["id"], "attacker", PREPAID_ATTACK)
    use = _weapon_use(attacker, params)
    cost = attack_cost(params, prepaid)
    if attacker["ap"] < cost:
        raise StateConflict(
            f"{attacker['id']} has {attacker['ap']} AP left: an attack costs {cost} "
            "(walka.md §3, §7)",
            "attacker",
            "not_enough_ap",
        )
    weapon = use["weapon"]
    damage_type = (weapon or {}).get("damage_type") or params.get("damage_type")
    return {
        "attacker": attacker,
        "target": target,
        "own": own,
        "prepaid": prepaid,
        "cost": cost,
        "damage_type": damage_type,
        **use,
    }


def _after_attack(state: State, plan: dict, unloaded: bool) -> None:
    """§7 step 7: facing, unloading; a prepaid attack is used; first_attack surprise scope."""
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    state["models"][a]["facing"] = t
    if plan["prepaid"]:
        state["models"][a]["prepaid"] = None
    used = plan.get("defence_entry")
    if used is not None:  # the defence rolled for this attack is used up (§6)
        state["defences"] = [e for e in pending_defences(state) if e != used]
    if unloaded and plan["weapon"] is not None:
        set_item(state["models"][a]["weapons"], plan["weapon"]["id"], loaded=False)
        set_item(state["models"][a]["weapons"], plan["weapon"]["id"], reload_progress=0)
        ammo = plan["ammo"]
        if ammo is not None and ammo["count"] is not None:
            set_item(state["models"][a]["ammunition"], ammo["id"], count=ammo["count"] - 1)
    if state["config"]["surprise_scope"] == "first_attack" and plan["target"]["defenceless"]:
        state["models"][t]["defenceless"] = False


def _attacker_fields(plan: dict) -> dict:
    """The hit test's inputs from the attacker and how it holds its weapon (walka.md §7)."""
    a = plan["attacker"]
    return {
        "skill_die": plan["skill_die"],
        "dex_level": a["dex_level"],
        "armour_dex_penalty": a["armour_dex_penalty"],
        "acc_level": a["acc_level"],
        "off_hand": plan["off_hand"],
        "two_handed_one_hand": plan["two_handed_one_hand"],
        "ap": a["ap"],
    }


def bind_attack(state: State, params: Mapping[str, Any]) -> Plan:
    """§7 against the defence the target rolled for it (§6), none for a surprised target
    (§10), or a `defense` the game master gives (attack_side)."""
    plan = _plan_attack(state, params)
    t, a = plan["target"], plan["attacker"]
    entry = rolled_defence(state, t["id"])
    given = params.get("defense")
    if given is not None:
        given = dict(given)
        if t["defenceless"] and given["type"] != "none":
            raise StateConflict(
                f"{t['id']} is surprised and cannot defend until its turn starts: its defence "
                "is none (walka.md §10)",
                "defense.type",
            )
    elif t["defenceless"]:
        given = _undefended(state)
    elif entry is not None:
        _defence_fits(entry, plan["kind"], t["id"], "defense")
        given = _met(entry)
    else:
        raise _no_defence(t["id"], a["id"], "defense")
    plan["defence_entry"] = entry
    bound = without_none(
        {
            "attack_kind": plan["kind"],
            "form": params.get("form"),
            "damage_type": plan["damage_type"],
            **_attacker_fields(plan),
            "cost": plan["cost"],
            "location_penalty": aimed_penalty(state, t, params),
            "from_behind": params.get("from_behind", False),
            "attacker_unarmed": plan["weapon"] is None,
            "defender_armed": melee_in_hand(t) is not None,
            "defense": given,
            "other_modifier": params.get("other_modifier", 0),
            "distance": params.get("distance"),
            "rules": rules_config(state, plan["weapon"]),
        }
    )
    return Plan(bound, plan)


def apply_attack(state: State, params, plan: Plan, outcome) -> None:
    plan = plan.extra
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    state["models"][a]["ap"] = outcome["attacker_ap"]
    if outcome["attacker_pending_ap_penalty_added"]:
        pending = state["models"][a]["pending_ap_penalty"]
        state["models"][a]["pending_ap_penalty"] = (
            pending + outcome["attacker_pending_ap_penalty_added"]
        )
    if outcome["defender_pending_ap_penalty_added"]:
        pending = state["models"][t]["pending_ap_penalty"]
        state["models"][t]["pending_ap_penalty"] = (
            pending + outcome["defender_pending_ap_penalty_added"]
        )
    _after_attack(state, plan, outcome["weapon_unloaded"])
    mark_turn_end(state, a)


def bind_strike(state: State, params: Mapping[str, Any]) -> Plan:
    plan = _plan_attack(state, params)
    a, t = plan["attacker"], plan["target"]
    weapon, ammo = plan["weapon"], plan["ammo"]
    entry = rolled_defence(state, t["id"])
    defense_type, rolled = params.get("defense_type"), None
    if entry is not None and not t["defenceless"]:
        # §6: the defender rolled already; the strike meets that roll and draws no other.
        if defense_type not in (None, entry["defence"]["type"]):
            raise StateConflict(
                f"{t['id']} rolled a {entry['defence']['type']} against this attack (dc "
                f"{entry['defence']['dc']}, the defense step): the strike meets it; leave out "
                "defense_type (walka.md §6)",
                "defense_type",
                "defense_rolled",
            )
        if params.get("defense_modifier"):
            raise StateConflict(
                f"{t['id']}'s defence was rolled with its own modifier (the defense step): "
                "leave out defense_modifier",
                "defense_modifier",
                "defense_rolled",
            )
        _defence_fits(entry, plan["kind"], t["id"], "defense_type")
        rolled = entry["defence"]
        defense_type = rolled["type"]
    elif defense_type is None:
        if not t["defenceless"]:
            raise RuleViolation(
                "defense_type_required",
                f"give defense_type (the defender's choice), or let {t['id']} roll its defence "
                "with the defense step first (walka.md §6)",
                "defense_type",
            )
        defense_type = "none"  # §10: a surprised defender has none
    if rolled is None:
        _defence_ready(t, defense_type, plan["kind"], "defense_type")
    plan["defence_entry"] = entry
    attacker = {
        "id": a["id"],
        **_attacker_fields(plan),
        "str_level": a["str_level"],
        "pending_ap_penalty": a["pending_ap_penalty"],
    }
    if weapon is None:
        attacker["unarmed"] = True
    else:
        attacker.update(weapon_fields(weapon, ammo, plan["kind"] == "ranged"))
    defender = {
        "id": t["id"],
        **_defender_fields(t),
        "copies": t["copies"],
        "table": t["table"],
        "nac": t["nac"],
        "hp": t["hp"],
        "armour_pieces": t["armour_pieces"],
        "base_dis": t["base_dis"],
        "ap": t["ap"],
        "no_regen_turns": t["no_regen_turns"],
        "eyes_lost": t["conditions"]["eyes_lost"],
        "wound_id": next_wound_id(t),
        "armed": melee_in_hand(t) is not None,
        "pending_ap_penalty": t["pending_ap_penalty"],
    }
    bound = without_none(
        {
            "attack_kind": plan["kind"],
            "form": params.get("form"),
            "damage_type": plan["damage_type"],
            "distance": params.get("distance"),
            "other_modifier": params.get("other_modifier", 0),
            "cost": plan["cost"],
            "location_mode": params["location_mode"],
            "location": params.get("location"),
            "copy": params.get("copy"),
            "from_behind": params.get("from_behind", False),
            "target_visible": params.get("target_visible", True),
            "visibility_exception": params.get("visibility_exception", False),
            "defense_type": defense_type,
            "defense_modifier": params.get("defense_modifier", 0),
            "defense_rolled": rolled,
            "attacker": attacker,
            "defender": without_none(defender),
            "rules": rules_config(state, weapon),
        }
    )
    return Plan(bound, plan)


def apply_strike(state: State, params, plan: Plan, outcome) -> None:
    """One attack written to both characters: the attacker's AP (and a fumble's penalty),
    facing and unloading; the defender's blocked-blow penalty, HP, wound, fatigue, bleeding,
    sensitive point; Quality losses of the weapon, ammunition or armour piece."""
    plan = plan.extra
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    attacker_after, defender_after = outcome["attacker_after"], outcome["defender_after"]
    state["models"][a]["ap"] = attacker_after["ap"]
    state["models"][a]["pending_ap_penalty"] = attacker_after["pending_ap_penalty"]
    state["models"][t]["pending_ap_penalty"] = defender_after["pending_ap_penalty"]
    _after_attack(state, plan, outcome["attack"]["weapon_unloaded"])
    if outcome["damage"] is not None:
        write_damage(state, plan, a, t, outcome["damage"])
    if outcome["wounds"] is not None:
        write_wounds(state, t, outcome["wounds"])
    mark_turn_end(state, a)
    mark_turn_end(state, t)
