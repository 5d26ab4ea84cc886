"""What the Urban War encounter tells a player (urban-war.md §7): each turn event's result in
sentences, what a step's changes mean, and when each step applies and who may take it
(`next_steps`). Each step declares its pieces in `steps.py`; the binds stay the rule: a
`when` here is true exactly where some request gets past its bind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.urban_war import say
from referee.systems.urban_war.encounter.common import State, engaged, order_of

Entry = Mapping[str, Any]


# -- what a turn event says --------------------------------------------------------------------


def say_orders(entry: Entry) -> str:
    parts = (entry.get("params") or {}).get("parts") or {}
    sides = " and ".join(parts) or "the players"
    return f"{sides} give their orders, face down until each model acts."


def say_setup_roll(entry: Entry) -> str:
    outcome = entry["outcome"]
    text = say.initiative(entry.get("bound") or {}, outcome, "Set-up roll for sides")
    return f"{text} {outcome['winner']} chooses the sides; {outcome['first_player']} deploys first."


def say_initiative(entry: Entry) -> str:
    return say.initiative(entry.get("bound") or {}, entry["outcome"])


def say_activate(entry: Entry) -> str:
    params = entry.get("params") or {}
    model = params.get("model", "the model")
    head = f"{model} starts a reaction." if params.get("reaction") else f"{model} is activated."
    outcome = entry.get("outcome") or {}
    if outcome.get("test") is None and not outcome.get("panicked"):
        return head
    return f"{head} {say.rally({'id': model}, outcome)}"


def say_end_activation(entry: Entry) -> str:
    return f"{(entry.get('params') or {}).get('model', 'the model')}'s activation ends."


def _actor_of(entry: Entry) -> str:
    """The acting model, as the step's changes name it (the bound params of a movement do
    not)."""
    for change in entry.get("changes") or []:
        if change.get("path") in ("current_action", "last_action"):
            for value in (change.get("from"), change.get("to")):
                if isinstance(value, Mapping) and value.get("model"):
                    return str(value["model"])
    return "the acting model"


def say_movement(entry: Entry) -> str:
    params = entry.get("params") or {}
    verb = {"normal": "moves", "run": "runs", "charge": "charges", "break_off": "moves away"}
    word = verb.get(params.get("action"), "moves")
    return f"{_actor_of(entry)} {word} {params.get('distance_in', 0):g} in."


def say_command_test(entry: Entry) -> str:
    model = (entry.get("params") or {}).get("model", "")
    return say.command_test({"id": model}, entry["outcome"])


def say_panic_test(entry: Entry) -> str:
    model = (entry.get("params") or {}).get("model", "")
    return say.panic_test({"id": model}, entry["outcome"])


def say_break_off(entry: Entry) -> str:
    bound = entry.get("bound") or {}
    model = _actor_of(entry)
    named = {**bound, "model": {**(bound.get("model") or {}), "id": model}}
    return say.break_off(named, entry["outcome"])


def say_interrupt(entry: Entry) -> str:
    params = entry.get("params") or {}
    bound = entry.get("bound") or {}
    named = {
        **bound,
        "interrupter": {"id": params.get("interrupter")},
        "target": {"id": _target_of(entry)},
    }
    return say.overwatch_interrupt(named, entry["outcome"])


def _target_of(entry: Entry) -> str:
    for change in entry.get("changes") or []:
        if change.get("path") in ("current_action", "last_action"):
            for value in (change.get("from"), change.get("to")):
                if isinstance(value, Mapping) and value.get("model"):
                    return str(value["model"])
    return "the enemy"


# -- what changes mean ---------------------------------------------------------------------------


def say_changes(changes: list[dict]) -> list[str]:
    """The sentences of a step's changes that a player must not miss: a model out of action,
    a panic token gained or lost, a panic test due, a new phase or round, the winner."""
    out = []
    for change in changes:
        path, old, new = change.get("path", ""), change.get("from"), change.get("to")
        parts = path.split(".")
        if len(parts) == 3 and parts[0] == "models":
            model, field = parts[1], parts[2]
            if field == "in_play" and old and not new:
                out.append(f"{model} is out of action.")
            elif field == "panicked" and new and not old:
                out.append(f"{model} gets a panic token.")
            elif field == "panicked" and old and not new:
                out.append(f"{model} loses its panic token.")
        elif path == "pending_panic":
            before = {(p["model"], p["trigger"]) for p in old or []}
            for due in new or []:
                if (due["model"], due["trigger"]) not in before:
                    why = due["trigger"].replace("_", " ")
                    out.append(f"{due['model']} must take a panic test now ({why}).")
        elif path == "round" and new:
            out.append(f"Round {new} begins with the command phase: give orders.")
        elif path == "phase" and new == "activation":
            out.append("The activation phase begins: roll initiative.")
        elif path == "active_player" and new:
            out.append(f"It is {new}'s turn to activate a model.")
        elif path == "winner" and new:
            out.append("The fight is a draw." if new == "draw" else f"{new} wins the fight.")
    return out


# -- when each step applies, and who may take it -------------------------------------------------


def sides_in_play(state: State) -> list[str]:
    return [p for p in state["players"] if any(_mine(state, p))]


def _mine(state: State, side: str) -> list[dict]:
    return [m for m in state["models"].values() if m["side"] == side and m["in_play"]]


def _calm(state: State) -> bool:
    return not state["pending_panic"]


def _action(state: State) -> dict | None:
    if state["phase"] != "activation" or not _calm(state):
        return None
    return state["current_action"]


def _actor(state: State) -> dict | None:
    action = _action(state)
    return state["models"][action["model"]] if action else None


def _enemies(state: State, model: dict) -> list[dict]:
    return [m for m in state["models"].values() if m["in_play"] and m["side"] != model["side"]]


def _actor_side(state: State) -> list[str]:
    actor = _actor(state)
    return [actor["side"]] if actor else []


def when_orders(state: State) -> bool:
    return state["phase"] == "command" and _calm(state)


def when_setup_roll(state: State) -> bool:
    return (
        state.get("setup") is None
        and state["round"] == 1
        and state["phase"] == "command"
        and not any(state["orders_submitted"].values())
    )


def when_initiative(state: State) -> bool:
    return state["phase"] == "activation" and state["initiative"] is None and _calm(state)


def _can_be_activated(state: State, model: dict) -> bool:
    return (
        model["side"] == state["active_player"]
        and model["in_play"]
        and not model["activated"]
        and model["has_order"]
        and order_of(state, model["id"]) != "overwatch"
    )


def _can_react(state: State) -> bool:
    activation, action = state["activation"], state["current_action"]
    if not activation:
        return False
    model = state["models"][activation["model"]]
    return (
        model["in_play"]
        and (action is None or action["kind"] == "break_off")
        and model["reactions_used"] < model["calibre"]
    )


def when_activate(state: State) -> bool:
    if state["phase"] != "activation" or state["initiative"] is None or not _calm(state):
        return False
    if state["activation"]:
        return _can_react(state)
    return any(_can_be_activated(state, m) for m in state["models"].values())


def takers_activate(state: State) -> list[str]:
    if state["activation"]:
        return [state["models"][state["activation"]["model"]]["side"]]
    return [state["active_player"]] if state["active_player"] else []


def when_movement(state: State) -> bool:
    action = _action(state)
    return action is not None and action["kind"] in (None, "break_off")


def when_shooting(state: State) -> bool:
    action, actor = _action(state), _actor(state)
    if action is None or action["kind"] not in (None, "move_and_shoot") or engaged(actor):
        return False
    return bool(_enemies(state, actor))


def when_melee(state: State) -> bool:
    action, actor = _action(state), _actor(state)
    if action is None or action["kind"] not in (None, "charge"):
        return False
    if engaged(actor) or action["kind"] == "charge":
        return True
    chargeable = [e for e in _enemies(state, actor) if not engaged(e)]
    return bool(chargeable) and not actor["panic_penalty"]


def when_break_off(state: State) -> bool:
    action = _action(state)
    return action is not None and action["kind"] is None and engaged(_actor(state))


def _interrupted(state: State) -> dict | None:
    """The action an interrupt could cut into now: the one just ended by a shot or a run,
    or the open one not yet interrupted."""
    if state["phase"] != "activation" or not _calm(state):
        return None
    action = state.get("last_action") or state["current_action"]
    if action is None or action.get("interrupted"):
        return None
    return action


def _may_interrupt(state: State, side: str) -> bool:
    """A model of `side` that may hold an overwatch order: face up, or still face down (which
    one it is stays hidden, so a face-down order counts)."""
    return any(
        m["has_order"]
        and not m["activated"]
        and (not m["order_revealed"] or m["order"] == "overwatch")
        for m in _mine(state, side)
    )


def takers_interrupt(state: State) -> list[str]:
    action = _interrupted(state)
    if action is None:
        return []
    acting = state["models"][action["model"]]["side"]
    return [p for p in state["players"] if p != acting and _may_interrupt(state, p)]


def when_interrupt(state: State) -> bool:
    return bool(takers_interrupt(state))


def when_panic_test(state: State) -> bool:
    return bool(sides_in_play(state))


def takers_panic_test(state: State) -> list[str]:
    if state["pending_panic"]:
        due = {state["models"][p["model"]]["side"] for p in state["pending_panic"]}
        return [p for p in state["players"] if p in due]
    return sides_in_play(state)


def when_command_test(state: State) -> bool:
    return _calm(state) and bool(sides_in_play(state))


def when_end_activation(state: State) -> bool:
    activation = state["activation"]
    if not activation or not _calm(state):
        return False
    action = state["current_action"]
    model = state["models"][activation["model"]]
    return not (action and action["kind"] is None and engaged(model))


def takers_end_activation(state: State) -> list[str]:
    activation = state["activation"]
    return [state["models"][activation["model"]]["side"]] if activation else []


def acting_side(state: State) -> list[str]:
    return _actor_side(state)
