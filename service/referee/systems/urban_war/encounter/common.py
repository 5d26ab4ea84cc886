"""What every Urban War encounter step reads: models, their side, their weapons, the turn (urban-
war.md §7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict, model_in, side_of
from referee.systems.urban_war.rules.common import charge_reach
from referee.violations import RuleViolation

PROFILE = (
    "assault_skill",
    "shooting_skill",
    "strength",
    "toughness",
    "command",
    "size",
    "movement",
    "calibre",
    "first_strike",
    "heavy_armour",
    "wounds_max",
)
COMMAND = ("command", "calibre", "is_commander")

State = dict[str, Any]


# -- small helpers ---------------------------------------------------------------------


def in_play(state: State, model_id: str, field: str) -> dict:
    model = model_in(state, model_id, field)
    if not model["in_play"]:
        raise StateConflict(f"{model_id} has been removed from play", field)
    return model


def enemy(state: State, model: dict, target_id: str, field: str) -> dict:
    target = in_play(state, target_id, field)
    if target["side"] == model["side"]:
        raise StateConflict(f"{target_id} is on the same side as {model['id']}", field)
    return target


# What a face-down order reads in the state until it is turned face up (docs/encounters.md:
# sealed parts read "sealed"); its value waits in state["hidden"]["orders"].
SEALED = "sealed"


def order_of(state: State, model_id: str) -> str | None:
    model = state["models"][model_id]
    if model["order_revealed"]:
        return model["order"]
    return state["hidden"]["orders"].get(model_id)


def reveal_order(state: State, model_id: str) -> str | None:
    """urban-war.md §7: a face-down order is turned face up (on activation, an interrupt or
    a strike back): `order` changes from "sealed" to its value and `order_revealed` to
    true. A step that then removes the token logs "sealed" to none with the order
    revealed: its changes are the state before and after it. Returns the order."""
    model = state["models"][model_id]
    if model["has_order"] and not model["order_revealed"]:
        value = state["hidden"]["orders"].pop(model_id, state["config"]["default_order"])
        state["models"][model_id]["order"] = value
        state["models"][model_id]["order_revealed"] = True
    return model["order"]


def check_charge_reach(model: dict, distance: float, field: str) -> None:
    """urban-war.md U3: a charge beyond the reach of the stored MV and CAL is a 409 on the
    encounter (the movement, melee and interrupt steps alike)."""
    reach = charge_reach(model)
    if distance > reach:
        raise StateConflict(
            f"{model['id']} cannot charge {distance:g} in: the most is {reach} in (2 x MV + CAL)",
            field,
        )


def engaged(model: dict) -> bool:
    return bool(model["engaged_with"])


def facts_of(
    model: dict,
    params: Mapping[str, Any],
    key: str = "commander_in_range",
    modifiers: str = "modifiers",
) -> dict:
    """Command-test fields of a model plus the request's facts: Commander proximity and any
    further modifiers (urban-war.md §7 DECISION, §8 (encounters))."""
    out = {k: model[k] for k in COMMAND}
    out["commander_in_range"] = bool(params.get(key, False)) and not model["is_commander"]
    out["modifiers"] = list(params.get(modifiers) or [])
    return out


def target_facts(params: Mapping[str, Any]) -> dict:
    """The request's facts about the other model: its Commander and its modifiers."""
    return {
        "commander_in_range": params.get("target_commander_in_range", False),
        "modifiers": params.get("target_modifiers") or [],
    }


def _profile(model: dict) -> dict:
    return {k: model[k] for k in PROFILE} | {"wounds": model["wounds"]}


def pick_weapon(model: dict, name: str | None, band: str, field: str, required: bool):
    weapons = model["weapons"]
    if name:
        for weapon in weapons:
            if weapon.get("name") == name:
                return weapon
        known = ", ".join(w.get("name") or "?" for w in weapons) or "none"
        raise RuleViolation(
            "unknown_weapon", f"{model['id']} has no weapon named {name!r} (it has: {known})", field
        )
    for weapon in weapons:
        if weapon["bands"].get(band) is not None:
            return weapon
    if required:
        # urban-war.md §8: no usable profile for the attack is weapon_unusable everywhere.
        raise RuleViolation(
            "weapon_unusable", f"{model['id']} has no weapon usable at {band} range", field
        )
    return None


def current_model(state: State, field: str = "model") -> dict:
    action = state["current_action"]
    if state["phase"] != "activation" or action is None:
        raise StateConflict(
            "no model is taking an action: start one with activate (or a reaction of the "
            "model whose activation is open)",
            field,
        )
    return action


def no_pending_panic(state: State, field: str = "model") -> None:
    """urban-war.md §8 (encounters): a due panic test blocks every other step until rolled."""
    if state["pending_panic"]:
        due = ", ".join(f"{p['model']} ({p['trigger']})" for p in state["pending_panic"])
        raise StateConflict(f"panic tests are due first: {due}; take a panic test for each", field)


def acting(state: State) -> dict:
    """The model taking the current action, which must not have acted yet in it."""
    action = current_model(state)
    no_pending_panic(state)
    return state["models"][action["model"]]


def _actor(state: State, params: Mapping[str, Any]) -> str | None:
    """The model taking the current action, if any."""
    action = state.get("current_action")
    return action["model"] if action else None


def side_of_actor(state: State, params: Mapping[str, Any]) -> str | None:
    return side_of(state, _actor(state, params))


side_of_actor.acting_model = _actor  # type: ignore[attr-defined]  # the model acting now
