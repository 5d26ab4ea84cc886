"""Panic and command tests as encounter steps (urban-war.md §6.1, §6.2, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.urban_war.encounter.common import (
    State,
    engaged,
    facts_of,
    in_play,
    no_pending_panic,
)
from referee.violations import RuleViolation

# -- tests ------------------------------------------------------------------------------------


def bind_panic_test(state: State, params: Mapping[str, Any]) -> dict:
    model = in_play(state, params["model"], "model")
    return {
        **facts_of(model, params),
        "panicked": model["panicked"],
        "trigger": params["trigger"],
        "in_base_contact": engaged(model),
    }


def apply_panic_test(state: State, params, bound, outcome) -> None:
    state["models"][params["model"]]["panicked"] = outcome["panicked"]
    due = list(state["pending_panic"])
    for i, pending in enumerate(due):
        if pending == {"model": params["model"], "trigger": params["trigger"]}:
            del due[i]
            break
    state["pending_panic"] = due


def bind_command_test(state: State, params: Mapping[str, Any]) -> dict:
    model = in_play(state, params["model"], "model")
    no_pending_panic(state)
    bound = {
        **facts_of(model, params),
        "kind": params.get("kind", "generic"),
        "modifiers": params.get("modifiers", []),
    }
    if bound["kind"] == "interrupt_shot":
        if "band" not in params:
            raise RuleViolation("band_required", "an interrupt shot test needs the band", "band")
        bound["band"] = params["band"]
    if bound["kind"] == "target_selection":
        bound["primary_in_cover"] = params.get("primary_in_cover", False)
    return bound
