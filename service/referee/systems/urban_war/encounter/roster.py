"""The roster and the encounter state: new models and the game master's corrections (urban-war.md
§7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import check_new_model, edited_model, roster_sides
from referee.systems.urban_war.encounter.common import State, model_in
from referee.systems.urban_war.encounter.turns import pass_turn, take_out, victory
from referee.systems.urban_war.rules.common import DEFAULT_CONFIG

# -- roster and state ------------------------------------------------------------------


def new_model(roster: Mapping[str, Any]) -> dict:
    model = dict(roster)
    model["wounds"] = roster.get("wounds") or roster["wounds_max"]
    model.update(
        in_play=True,
        panicked=bool(roster.get("panicked")),
        panic_penalty=False,
        order=None,
        order_revealed=False,
        has_order=False,
        activated=False,
        reactions_used=0,
        charged_this_phase=False,
        charged_this_action=False,
        engaged_with=[],
        first_attacker=None,
        shield_opponent=None,
    )
    return model


def initial_state(params: Mapping[str, Any]) -> State:
    config = {**DEFAULT_CONFIG, "default_order": "snap_fire", **(params.get("config") or {})}
    players = roster_sides(params)
    return {
        "round": 1,
        "phase": "command",
        "players": players,
        "orders_submitted": {p: False for p in players},
        "orders_submitted_by": [],
        "initiative": None,
        "active_player": None,
        "activation": None,
        "current_action": None,
        "last_action": None,
        "pending_panic": [],
        "setup": None,
        "winner": None,
        "config": config,
        "models": {m["id"]: new_model(m) for m in params["models"]},
        "hidden": {"orders": {}},
    }


def add_model(state: State, roster: Mapping[str, Any]) -> None:
    check_new_model(state, roster, state["players"])
    state["models"][roster["id"]] = new_model(roster)


def edit_model(state: State, model_id: str, roster: Mapping[str, Any]) -> None:
    edited_model(state, model_id, roster)
    for field, value in roster.items():
        if field == "wounds" and value is None:
            continue
        state["models"][model_id][field] = value
    victory(state)


def remove_model(state: State, model_id: str) -> None:
    model_in(state, model_id, "model_id")
    take_out(state, model_id)
    del state["models"][model_id]
    if state["current_action"] and state["current_action"]["model"] == model_id:
        state["current_action"] = None
    if (state.get("last_action") or {}).get("model") == model_id:
        # No model is left to interrupt after its shot or run (§6.16).
        state["last_action"] = None
    if state["activation"] and state["activation"]["model"] == model_id:
        state["activation"] = None
        pass_turn(state)
    state["pending_panic"] = [p for p in state["pending_panic"] if p["model"] != model_id]
    victory(state)
