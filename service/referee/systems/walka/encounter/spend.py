"""Spending AP in a turn, and moving over terrain (walka.md §3, §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import Plan, StateConflict, side_of
from referee.systems.walka.encounter.common import (
    GAME_MASTER,
    PREPAID_SPEND,
    State,
    active,
    find_item,
    not_ended,
)
from referee.systems.walka.encounter.numbers import check_activity_cost
from referee.systems.walka.encounter.turns import (
    acting,
    ap_params,
    mark_turn_end,
    no_open_chain,
    reload_step_done,
)
from referee.systems.walka.rules.action_points import MOVE_COST
from referee.systems.walka.rules.terrain import ICE
from referee.violations import RuleViolation

# -- spending AP (walka.md §3) -------------------------------------------------------------------


def _reload_activity(character: dict, activity: dict, progress: dict, field: str) -> dict:
    """A reload activity costs the weapon's next reload step (walka.md §3)."""
    cid = character["id"]
    weapon_id = activity.get("weapon")
    if weapon_id is None:
        raise RuleViolation(
            "weapon_required", "a reload names the weapon it reloads", f"{field}.weapon"
        )
    weapon = find_item(character["weapons"], weapon_id)
    if weapon is None:
        raise RuleViolation(
            "unknown_weapon", f"{cid} has no weapon {weapon_id!r}", f"{field}.weapon"
        )
    if weapon["kind"] != "ranged":
        raise RuleViolation(
            "not_reloadable",
            f"{weapon_id} is a {weapon['kind']} weapon: only ranged weapons are reloaded",
            f"{field}.weapon",
        )
    if "cost" in activity:
        raise RuleViolation(
            "reload_cost",
            f"a reload step costs what {weapon_id}'s description lists (its reload_steps): "
            "leave out cost",
            f"{field}.cost",
        )
    borrowed = character["borrowed_reload"]
    if borrowed is not None and borrowed.get("weapon") == weapon_id:
        raise StateConflict(
            f"{weapon_id}'s step {borrowed.get('step')!r} was paid with borrowed AP and completes "
            "at the next turn start (walka.md §3)",
            f"{field}.weapon",
        )
    steps = weapon["reload_steps"]
    done = progress[weapon_id]
    if weapon["loaded"] or done >= len(steps):
        raise StateConflict(f"{weapon_id} is already loaded", f"{field}.weapon")
    step = steps[done]
    if activity.get("step") not in (None, step["name"]):
        raise StateConflict(
            f"the next reload step of {weapon_id} is {step['name']!r}, not {activity['step']!r}",
            f"{field}.step",
        )
    progress[weapon_id] = done + 1
    return {**activity, "weapon": weapon_id, "step": step["name"], "cost": step["cost"]}


def _plan_spend(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    c = active(state, params["character"], "character")
    cid = c["id"]
    own, usable = acting(state, cid, "character", PREPAID_SPEND)
    prepaid_kind = c["prepaid"]["kind"] if usable else None
    prone = c["conditions"]["prone"]
    progress = {w["id"]: w["reload_progress"] for w in c["weapons"]}
    activities: list[dict] = []
    prepaid_at = None
    stands = False
    for i, given in enumerate(params["activities"]):
        activity = dict(given)
        kind = activity["activity"]
        field = f"activities.{i}"
        if kind in MOVE_COST and kind != "crawl" and prone:
            raise StateConflict(
                f"{cid} lies prone: it can only crawl until it stands up (activity stand_up, "
                "walka.md §11)",
                f"{field}.activity",
            )
        if kind == "stand_up":
            if not prone:
                raise StateConflict(f"{cid} is not prone: there is nothing to stand up from", field)
            prone, stands = False, True
        if kind == "reload":
            activity = _reload_activity(c, activity, progress, field)
        else:
            check_activity_cost(activity, field)
        if (
            prepaid_at is None
            and prepaid_kind is not None
            and kind in PREPAID_SPEND
            and prepaid_kind in ("instant", kind)
        ):
            prepaid_at = i
            activity["x" if kind == "spell" else "cost"] = 0
        activities.append(activity)
    if prepaid_at is None:
        no_open_chain(
            state,
            "an instant chain is open: only the due link's instant (an instant, action, spell "
            "or attack) can be paid now (walka.md §4)",
            "activities",
        )
    bound = ap_params(state, c, turn_start=False, own_turn=own, spend=activities)
    return {"bound": bound, "activities": activities, "prepaid_at": prepaid_at, "stands": stands}


def bind_spend(state: State, params: Mapping[str, Any]) -> Plan:
    planned = _plan_spend(state, params)
    return Plan(planned.pop("bound"), planned)


def apply_spend(state: State, params, plan: Plan, outcome) -> None:
    plan = plan.extra
    cid = params["character"]
    state["models"][cid]["ap"] = outcome["ap"]
    state["models"][cid]["pending_ap_penalty"] = outcome["pending_ap_penalty"]
    state["models"][cid]["borrowed_reload"] = outcome["borrowed_reload"]
    for row, activity in zip(outcome["spent"], plan["activities"], strict=True):
        if activity["activity"] == "reload" and row["borrowed"] == 0:
            reload_step_done(state, cid, activity["weapon"])
    if plan["stands"]:
        state["models"][cid]["conditions"]["prone"] = False
    if plan["prepaid_at"] is not None:
        state["models"][cid]["prepaid"] = None
    mark_turn_end(state, cid, borrowed=outcome["borrowed"] > 0)


# -- terrain (walka.md §11) --------------------------------------------------------------------


def on_ice(profile: Mapping[str, Any] | None) -> bool:
    """Whether a terrain step moves over the rules' own ground: the frozen lake, whose
    numbers walka.md §11 gives (safe pace +1 AP, else DEX against 15)."""
    return {**ICE, **(profile or {})} == ICE


def terrain_side(state: State, params: Mapping[str, Any]) -> str | None:
    """The mover's side over ice; another ground is a profile the game master defines
    (walka.md §11 DECISION), so its numbers are never a side's to type."""
    if not on_ice(params.get("profile")):
        return GAME_MASTER
    return side_of(state, params.get("character"))


def bind_terrain(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    c = active(state, params["character"], "character")
    acting(state, c["id"], "character", ())
    return {
        "profile": params.get("profile") or {},
        "steps": params["steps"],
        "ap": c["ap"],
        **{k: c[k] for k in ("dex_level", "ref_level", "str_level", "acc_level", "con_level")},
        "armour_dex_penalty": c["armour_dex_penalty"],
        "foot_effects": len(c["conditions"]["foot_effects"]),
        "prone": c["conditions"]["prone"],
        "modifier": params.get("modifier", 0),
        "rules": state["config"],
    }


def apply_terrain(state: State, params, bound, outcome) -> None:
    cid = params["character"]
    state["models"][cid]["ap"] = outcome["ap"]
    state["models"][cid]["conditions"]["prone"] = outcome["prone"]
    mark_turn_end(state, cid)
