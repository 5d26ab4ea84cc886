"""The roster and the encounter state: new models and the game master's corrections (urban-war.md
§7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.changes import Changes
from referee.encounters.model import roster_sides
from referee.systems.urban_war.encounter.common import State, model_in
from referee.systems.urban_war.encounter.turns import pass_turn, take_out, victory
from referee.systems.urban_war.rules.common import DEFAULT_CONFIG
from referee.violations import RuleViolation

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
        "initiative": None,
        "active_player": None,
        "activation": None,
        "current_action": None,
        "pending_panic": [],
        "setup": None,
        "winner": None,
        "config": config,
        "models": {m["id"]: new_model(m) for m in params["models"]},
        "hidden": {"orders": {}},
    }


def add_model(state: State, roster: Mapping[str, Any], changes: Changes) -> None:
    if roster["id"] in state["models"]:
        raise RuleViolation("duplicate_model", f"there is already a model {roster['id']!r}", "id")
    if roster["side"] not in state["players"]:
        raise RuleViolation(
            "unknown_side",
            f"side {roster['side']!r} is not one of the players ({', '.join(state['players'])})",
            "side",
        )
    changes.added(state, roster["id"], new_model(roster))


def edit_model(state: State, model_id: str, roster: Mapping[str, Any], changes: Changes) -> None:
    model_in(state, model_id, "model_id")
    if roster["id"] != model_id:
        raise RuleViolation("id_mismatch", "the body's id must be the model's id", "id")
    if roster["side"] != state["models"][model_id]["side"]:
        raise RuleViolation("side_change", "a model cannot change sides", "side")
    for field, value in roster.items():
        if field == "wounds" and value is None:
            continue
        changes.model(state, model_id, field, value)
    victory(state, changes)


def remove_model(state: State, model_id: str, changes: Changes) -> None:
    model_in(state, model_id, "model_id")
    take_out(state, changes, model_id)
    del state["models"][model_id]
    changes.append({"path": f"models.{model_id}", "from": "present", "to": None})
    if state["current_action"] and state["current_action"]["model"] == model_id:
        changes.top(state, "current_action", None)
    if state["activation"] and state["activation"]["model"] == model_id:
        changes.top(state, "activation", None)
        pass_turn(state, changes)
    changes.top(
        state, "pending_panic", [p for p in state["pending_panic"] if p["model"] != model_id]
    )
    victory(state, changes)
