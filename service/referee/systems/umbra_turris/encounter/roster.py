"""The roster and the encounter state: new models and the game master's corrections (umbra-
turris.md §11).
"""

from __future__ import annotations

import copy
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


ROSTER_FIELDS = tuple(es.RosterModel._declared_fields)  # what a GM edit may change


def edit_model(state: State, model_id: str, edit: Mapping[str, Any]) -> None:
    """GM correction (§11: profile, profession and equipment change only this way).

    umbra-turris.md "Decisions added 2026-12-01": the edit keeps every field it does not
    name, inside profile and equipment too (_edited_entry), and the model it makes is
    checked as a new one is (_check_entry, the roster's rules). wounds_remaining 0 puts the
    model out of action and a positive value brings it back.
    """
    model = model_in(state, model_id, "model_id")
    roster = _edited_entry(model, edit)
    edited_model(state, model_id, roster)
    _check_entry(roster)
    _check_roster(state, model_id, roster)
    was_out = model["out_of_action"]
    model.update(roster)
    if roster["wounds_remaining"] == 0 and not was_out:
        take_out(state, model_id)
    elif roster["wounds_remaining"] > 0:
        model["out_of_action"] = False


def _edited_entry(model: Mapping[str, Any], edit: Mapping[str, Any]) -> dict:
    """The roster entry an edit makes: the stored one with the given fields merged in.

    State fields left out keep their value, at most a lowered W or vitality_max (a model
    the edit makes a mage starts with its vitality_max, as a new one does). A model the
    edit makes a non-mage loses its Vitality and Domains unless the edit names them (§9:
    only mages have them; the check then refuses them). `domains` left out keeps the list
    and `[]` clears it, and the list kept must suit the edited profession (§12)."""
    entry = {field: copy.deepcopy(model[field]) for field in ROSTER_FIELDS}
    entry.update({k: v for k, v in edit.items() if k not in ("profile", "equipment")})
    entry["profile"].update(edit.get("profile") or {})
    entry["equipment"].update(edit.get("equipment") or {})
    if "wounds_remaining" not in edit:
        entry["wounds_remaining"] = min(model["wounds_remaining"], entry["profile"]["wounds"])
    if entry["profession"] is None:
        for field, none in (("vitality_max", None), ("vitality", None), ("domains", [])):
            if field not in edit:
                entry[field] = none
        return entry
    vmax, vitality = entry["vitality_max"], model["vitality"]
    if "vitality" not in edit and vmax is not None:
        entry["vitality"] = vmax if vitality is None else min(vitality, vmax)
    if "domains" not in edit:
        _check_kept_domains(model, entry["profession"])
    return entry


def _check_kept_domains(model: Mapping[str, Any], profession: str) -> None:
    """A Wizard's two Domains do not pass unnamed to a priest (§12): a 409 that says so."""
    kept = model["domains"]
    problem = domain_problem(profession, kept, None)
    if problem is not None and problem[0] == "domains":
        raise StateConflict(
            f"{model['id']} keeps its Domains of Magic ({', '.join(kept)}) when the edit leaves "
            f"out domains, and {problem[1]}: give domains with the edit",
            "domains",
            "domain",
        )


def _check_entry(roster: Mapping[str, Any]) -> None:
    """The edited model passes the checks a new one does (RosterModel's), or the edit is
    refused as a body that gave that model would be: 422, naming the field."""
    errors = es.RosterModel().validate(roster)
    if errors:
        field, messages = next(iter(errors.items()))
        detail = "; ".join(messages) if isinstance(messages, list) else str(messages)
        raise RuleViolation("validation_error", detail, field)


def remove_model(state: State, model_id: str) -> None:
    model_in(state, model_id, "model_id")
    take_out(state, model_id)
    del state["models"][model_id]
