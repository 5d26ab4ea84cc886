"""The roster and the encounter state: new models and the game master's corrections (umbra-
turris.md §11).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict, check_new_model, edited_model, roster_sides
from referee.systems.umbra_turris import encounter_schemas as es
from referee.systems.umbra_turris.encounter.common import (
    ENCOUNTER_DEFAULTS,
    State,
    model_in,
    take_out,
)
from referee.systems.umbra_turris.rules.common import DEFAULT_CONFIG
from referee.systems.umbra_turris.rules.magic import domain_problem
from referee.violations import RuleViolation

# -- roster and state (§11) ---------------------------------------------------------------


def new_model(roster: Mapping[str, Any]) -> dict:
    model = dict(roster)
    model["equipment"] = {**es.EQUIPMENT_DEFAULTS, **(roster.get("equipment") or {})}
    model["profile"] = dict(roster["profile"])
    model["domains"] = list(roster.get("domains") or [])
    wounds = roster.get("wounds_remaining")
    model["wounds_remaining"] = roster["profile"]["wounds"] if wounds is None else wounds
    mage = roster.get("profession") is not None
    model["vitality_max"] = roster.get("vitality_max") if mage else None
    vitality = roster.get("vitality")
    model["vitality"] = (model["vitality_max"] if vitality is None else vitality) if mage else None
    model["has_action_die"] = bool(roster.get("has_action_die", False))
    model.update(
        out_of_action=model["wounds_remaining"] == 0,
        in_melee=False,
        engaged_with=[],
        moved_this_cycle=False,
        movement_locked=False,
        self_healed_this_cycle=False,
    )
    return model


def initial_state(params: Mapping[str, Any]) -> State:
    config = {**DEFAULT_CONFIG, **ENCOUNTER_DEFAULTS, **(params.get("config") or {})}
    return {
        "cycle": 1,
        "sides": roster_sides(params),
        "config": config,
        "models": {m["id"]: new_model(m) for m in params["models"]},
        "exchange": None,
        "exchange_count": 0,
        "pending_melee": None,
        "pending_shot": None,
    }


def _check_roster(state: State, replacing: str | None, roster: Mapping[str, Any]) -> None:
    team = [m for mid, m in state["models"].items() if mid != replacing] + [dict(roster)]
    problems = es.roster_problems(team)
    if problems:
        raise RuleViolation("roster", problems[0], "profession")


def add_model(state: State, roster: Mapping[str, Any]) -> None:
    check_new_model(state, roster, state["sides"])
    _check_roster(state, None, roster)
    state["models"][roster["id"]] = new_model(roster)


def edit_model(state: State, model_id: str, roster: Mapping[str, Any]) -> None:
    """GM correction (§11: profile, profession and equipment change only this way).

    State fields left out (wounds_remaining, vitality, has_action_die) keep their value,
    clamped to a lowered W or vitality_max; wounds_remaining 0 puts the model out of
    action and a positive value brings it back. `domains` left out keeps the current list
    (_edited_domains).
    """
    model = edited_model(state, model_id, roster)
    _check_roster(state, model_id, roster)
    domains = _edited_domains(model, roster)
    for field in ("name", "profile", "profession"):
        state["models"][model_id][field] = roster[field]
    state["models"][model_id]["domains"] = domains
    state["models"][model_id]["equipment"] = {
        **es.EQUIPMENT_DEFAULTS,
        **(roster.get("equipment") or {}),
    }
    wounds = roster.get("wounds_remaining")
    wounds = (
        min(model["wounds_remaining"], roster["profile"]["wounds"]) if wounds is None else wounds
    )
    state["models"][model_id]["wounds_remaining"] = wounds
    if roster["profession"] is None:
        state["models"][model_id]["vitality_max"] = None
        state["models"][model_id]["vitality"] = None
    else:
        vmax = roster["vitality_max"]
        vitality = roster.get("vitality")
        if vitality is None:
            vitality = vmax if model["vitality"] is None else min(model["vitality"], vmax)
        state["models"][model_id]["vitality_max"] = vmax
        state["models"][model_id]["vitality"] = vitality
    if roster.get("has_action_die") is not None:
        state["models"][model_id]["has_action_die"] = roster["has_action_die"]
    if wounds == 0 and not model["out_of_action"]:
        take_out(state, model_id)
    elif wounds > 0:
        state["models"][model_id]["out_of_action"] = False


def _edited_domains(model: Mapping[str, Any], roster: Mapping[str, Any]) -> list[str]:
    """umbra-turris.md "Decisions added 2026-12-01": an edit keeps the fields it does not
    name, so `domains` left out keeps the mage's list and `[]` clears it. A model the edit
    makes a non-mage has no Domains, as it has no Vitality (§9; the roster schema refuses
    Domains given for one). The list kept must suit the edited profession (§12): a Wizard's
    two Domains do not pass to a priest unnamed."""
    if roster["profession"] is None or "domains" in roster:
        return list(roster.get("domains") or [])
    kept = list(model["domains"])
    problem = domain_problem(roster["profession"], kept, None)
    if problem is not None and problem[0] == "domains":
        raise StateConflict(
            f"{model['id']} keeps its Domains of Magic ({', '.join(kept)}) when the edit leaves "
            f"out domains, and {problem[1]}: give domains with the edit",
            "domains",
            "domain",
        )
    return kept


def remove_model(state: State, model_id: str) -> None:
    model_in(state, model_id, "model_id")
    take_out(state, model_id)
    del state["models"][model_id]
