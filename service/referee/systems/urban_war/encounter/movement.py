"""Movement as an encounter step (urban-war.md §6.4, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import ManualDice
from referee.encounters.model import StateConflict
from referee.systems.urban_war.encounter.common import State, acting, check_charge_reach, engaged
from referee.systems.urban_war.encounter.turns import end_action, end_action_after
from referee.systems.urban_war.rules import ranges
from referee.violations import RuleViolation

# -- movement -------------------------------------------------------------------------------


def bind_movement(state: State, params: Mapping[str, Any]) -> dict:
    """urban-war.md §6.17: a normal move, a run, a charge move or a passed break-off's move.

    The charge and break-off moves are encounter inputs too (§8 (encounters)): a charge
    move is followed by the charge's melee step; a break-off move follows a passed
    break-off (up to MV + CAL in) and ends that action.
    """
    model = acting(state)
    kind = state["current_action"]["kind"]
    if params["action"] == "break_off":
        if kind != "break_off":
            raise StateConflict(
                f"{model['id']} moves away only after passing a break-off test in this action",
                "action",
            )
        limit = model["movement"] + model["calibre"]
        if params["distance_in"] > limit:
            raise StateConflict(
                f"{model['id']} cannot break off {params['distance_in']:g} in: the most is "
                f"{limit} in (MV + CAL)",
                "distance_in",
            )
        return {
            "movement": model["movement"],
            "calibre": model["calibre"],
            "panic_penalty": model["panic_penalty"],
            "in_base_contact": True,
            "action": "break_off",
            "distance_in": params["distance_in"],
        }
    if kind is not None:
        raise StateConflict(f"{model['id']} has already moved or acted in this action", "action")
    if params["action"] == "charge":
        if engaged(model):
            raise StateConflict(
                f"{model['id']} is in base contact with an enemy: it cannot charge another",
                "action",
            )
        if model["panic_penalty"]:
            raise StateConflict(
                f"{model['id']} is panicked this action: it may not charge", "action"
            )
        if params["distance_in"] == 0:
            raise RuleViolation(
                "action_not_allowed", "a charge of 0 in is no charge", "distance_in"
            )
    bound = {
        "movement": model["movement"],
        "calibre": model["calibre"],
        "panic_penalty": model["panic_penalty"],
        "in_base_contact": engaged(model),
        "action": params["action"],
        "distance_in": params["distance_in"],
    }
    checked = ranges.movement(bound, ManualDice([]))
    if not checked["legal"]:
        limit = checked["normal_in" if params["action"] == "normal" else "run_in"]
        if params["action"] == "charge" and not engaged(model):
            check_charge_reach(model, params["distance_in"], "distance_in")
        why = "it is in base contact with an enemy" if engaged(model) else f"the most is {limit} in"
        raise StateConflict(
            f"{model['id']} cannot {params['action']} {params['distance_in']:g} in: {why}",
            "distance_in",
        )
    return bound


def apply_movement(state: State, params, bound, outcome) -> None:
    action = dict(state["current_action"])
    if params["action"] == "run":
        action["kind"] = "run"
        state["current_action"] = action
        # A run is the whole action; an overwatch model may still interrupt after its move
        # (§6.16 R37).
        end_action_after(state, "run", params["distance_in"])
    elif params["action"] == "break_off":
        action.update(moved_distance_in=float(params["distance_in"]))
        state["current_action"] = action
        end_action(state)
    elif params["action"] == "charge":
        action.update(kind="charge", moved_distance_in=float(params["distance_in"]))
        state["current_action"] = action
    else:
        action.update(kind="move_and_shoot", moved_distance_in=float(params["distance_in"]))
        state["current_action"] = action
