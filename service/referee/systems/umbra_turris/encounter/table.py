"""Table events: charge, disengage, movement, the Action Die, a new Cycle (umbra-turris.md §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.umbra_turris.encounter.common import (
    PER_CYCLE,
    State,
    active,
    moves,
    pair,
    unlink,
)

# -- table events: charge, disengage, movement, Action Die, new Cycle (§11) -------------------


def bind_charge(state: State, params: Mapping[str, Any]) -> dict:
    """§2 and §11 DECISION: a Charge is a client event (attacker, defender) with no dice.

    Range and geometry are the table's. The charger moves, so a Wizard's Apprentice
    that cast (movement_locked, §9) or a mage that self-healed (§10) cannot charge,
    and a model already in melee must disengage first.
    """
    attacker, defender = pair(
        state, params["attacker"], params["defender"], ("attacker", "defender"), "charge"
    )
    if defender["id"] in attacker["engaged_with"]:
        raise StateConflict(
            f"{attacker['id']} is already engaged with {defender['id']}", "defender"
        )
    if attacker["in_melee"]:
        raise StateConflict(
            f"{attacker['id']} is already in melee with {', '.join(attacker['engaged_with'])}: "
            "disengage first",
            "attacker",
        )
    moves(state, attacker, ", so it cannot charge", "charge", "attacker")
    return {}


def apply_charge(state: State, params, bound, outcome) -> None:
    a, d = params["attacker"], params["defender"]
    for one, other in ((a, d), (d, a)):
        state["models"][one]["engaged_with"] = [*state["models"][one]["engaged_with"], other]
        state["models"][one]["in_melee"] = True
    state["models"][a]["moved_this_cycle"] = True


def bind_disengage(state: State, params: Mapping[str, Any]) -> dict:
    """§11: in_melee and engaged_with are cleared by the client (leaving melee is not in the
    sources). Not while an exchange or a pending attack involves the pair: finish it first."""
    model = active(state, params["model"], "model")
    opponents = list(model["engaged_with"])
    if params.get("opponent") is not None:
        if params["opponent"] not in opponents:
            raise StateConflict(
                f"{model['id']} is not engaged with {params['opponent']}", "opponent"
            )
        opponents = [params["opponent"]]
    if not opponents:
        raise StateConflict(f"{model['id']} is not in melee", "model")
    parting = {frozenset((model["id"], other)) for other in opponents}
    for record in (state["exchange"], state["pending_melee"]):
        if record and frozenset((record["attacker"], record["defender"])) in parting:
            raise StateConflict(
                f"{record['attacker']}'s exchange with {record['defender']} is not finished: "
                "resolve it before they part",
                "model",
            )
    return {"opponents": opponents}


def apply_disengage(state: State, params, bound, outcome) -> None:
    for other in bound["opponents"]:
        unlink(state, params["model"], other)


def bind_movement(state: State, params: Mapping[str, Any]) -> dict:
    """§11: a client movement report sets moved_this_cycle. A Wizard's Apprentice that cast
    cannot move for the rest of the Cycle (§9 DECISION); a mage that self-healed stands
    still (§10 DECISION)."""
    model = active(state, params["model"], "model")
    moves(state, model, " until the next Cycle", "move", "model")
    return {}


def apply_movement(state: State, params, bound, outcome) -> None:
    state["models"][params["model"]]["moved_this_cycle"] = True


def bind_action_die(state: State, params: Mapping[str, Any]) -> dict:
    """§3 and §11 DECISIONs: the Action Die rules are outside the sources; the client sets it."""
    active(state, params["model"], "model")
    return {}


def apply_action_die(state: State, params, bound, outcome) -> None:
    state["models"][params["model"]]["has_action_die"] = params["has_action_die"]


def bind_new_cycle(state: State, params: Mapping[str, Any]) -> dict:
    """umbra-turris.md §12: a new Cycle is refused while a hit awaits its damage roll."""
    shot = state["pending_shot"]
    if shot is not None:
        raise StateConflict(
            f"{shot['shooter']}'s hit on {shot['target']} awaits its damage roll: roll "
            "shooting/damage before a new Cycle",
            None,
            "hit_awaits_damage",
        )
    return {}


def apply_new_cycle(state: State, params, bound, outcome) -> None:
    """§11 DECISION: a new Cycle resets moved_this_cycle, movement_locked and
    self_healed_this_cycle; has_action_die is left to the client."""
    state["cycle"] = state["cycle"] + 1
    for mid in state["models"]:
        for field in PER_CYCLE:
            state["models"][mid][field] = False
