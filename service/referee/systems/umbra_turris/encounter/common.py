"""What every Umbra Turris encounter step reads: models, engagements, who is out (umbra-turris.md
§11).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.encounters.model import StateConflict, model_in
from referee.systems.umbra_turris.rules.common import DEFAULT_CONFIG
from referee.violations import RuleViolation

ENCOUNTER_DEFAULTS = {"self_heal_ends_activation": True, "shield_block_target": None}
PER_CYCLE = ("moved_this_cycle", "movement_locked", "self_healed_this_cycle")

State = dict[str, Any]


# -- small helpers ---------------------------------------------------------------------


def active(state: State, model_id: str | None, field: str) -> dict:
    """§11 DECISION: a model out of action takes no further step and cannot be targeted."""
    model = model_in(state, model_id, field)
    if model["out_of_action"]:
        raise StateConflict(
            f"{model_id} is out of action: it takes no further step and cannot be targeted",
            field,
        )
    return model


def pair(state: State, first: str, second: str, fields: tuple[str, str], doing: str):
    """Two different models, both in action, on different sides."""
    if first == second:
        raise RuleViolation("same_model", f"a model cannot {doing} itself", fields[1])
    a = active(state, first, fields[0])
    b = active(state, second, fields[1])
    if a["side"] == b["side"]:
        raise StateConflict(
            f"{first} and {second} are both {a['side']}'s: a model can {doing} only an enemy",
            fields[1],
        )
    return a, b


def stands_still(state: State, model: dict, doing: str, field: str) -> None:
    """§10 DECISION: a mage that self-healed may not move, cast, shoot or attack this Cycle.

    Only what would be new: the damage roll of a hit already made and the attack after a
    failed Parry complete what the mage began, and their steps do not ask.
    """
    if state["config"]["self_heal_ends_activation"] and model["self_healed_this_cycle"]:
        raise StateConflict(
            f"{model['id']} self-healed this Cycle: it stands still and does nothing until the "
            f"next Cycle, so it cannot {doing} (it may still defend, parry and block)",
            field,
        )


def moves(state: State, model: dict, cannot: str, doing: str, field: str) -> None:
    """§9 and §10 DECISIONs: the model is about to move; a Wizard's Apprentice that cast this
    Cycle cannot (`cannot` ends the refusal), and a mage that self-healed stands still."""
    if model["movement_locked"]:
        raise StateConflict(
            f"{model['id']} is a Wizard's Apprentice that cast this Cycle: it cannot move{cannot}",
            field,
        )
    stands_still(state, model, doing, field)


def check_engaged(a: dict, b: dict, field: str) -> None:
    """§11 DECISION: melee steps need the two models engaged with each other by a Charge."""
    if b["id"] not in a["engaged_with"]:
        raise StateConflict(
            f"{a['id']} is not engaged with {b['id']}: melee needs a Charge first", field
        )


def refused_by_state(
    check: Callable[[Mapping[str, Any]], None],
    bound: Mapping[str, Any],
    field: str,
    keep: tuple[str, ...] = (),
) -> None:
    """§4 DECISION: the stateless rules' own check, run on what the stored state holds.

    A refusal is the state's doing, so a 409 with the rules' words and code (one
    source for both routes); it names the encounter's `field` (the model the request
    names) unless the rules' field is one of `keep`, which the request also has.
    """
    try:
        check(bound)
    except RuleViolation as refusal:
        raise state_refusal(refusal, refusal.field if refusal.field in keep else field) from None


def state_refusal(refusal: RuleViolation, field: str | None) -> StateConflict:
    """§4 DECISION: a rules refusal that the stored state causes, as a 409 with the same
    words and code, naming the encounter's `field`."""
    return StateConflict(refusal.detail, field, refusal.code)


def rule_config(state: State) -> dict:
    return {k: state["config"][k] for k in DEFAULT_CONFIG}


def unlink(state: State, a_id: str, b_id: str) -> None:
    for one, other in ((a_id, b_id), (b_id, a_id)):
        model = state["models"].get(one)
        if model is None:
            continue
        remaining = [x for x in model["engaged_with"] if x != other]
        state["models"][one]["engaged_with"] = remaining
        state["models"][one]["in_melee"] = bool(remaining)


def _involves(record: dict | None, model_id: str, *keys: str) -> bool:
    return record is not None and any(record.get(k) == model_id for k in keys)


def take_out(state: State, model_id: str) -> None:
    """§11: out_of_action at 0 wounds; §12: going out of action ends the model's engagements.

    Every model engaged with it is unlinked, and one left with no enemy in base contact
    is no longer in melee; the open exchange, the failed Parry (pending_melee) and the
    hit awaiting damage (pending_shot) that involve it are cancelled.
    """
    state["models"][model_id]["out_of_action"] = True
    engaged = set(state["models"][model_id]["engaged_with"])
    engaged |= {mid for mid, m in state["models"].items() if model_id in m["engaged_with"]}
    for other in sorted(engaged):
        unlink(state, model_id, other)
    if _involves(state["exchange"], model_id, "attacker", "defender"):
        state["exchange"] = None
    if _involves(state["pending_melee"], model_id, "attacker", "defender"):
        state["pending_melee"] = None
    if _involves(state["pending_shot"], model_id, "shooter", "target"):
        state["pending_shot"] = None


def set_wounds(state: State, model_id: str, wounds_after: int) -> None:
    """§11: wounds_remaining - damage, not below 0 (the rules report it); 0 is out of action."""
    state["models"][model_id]["wounds_remaining"] = wounds_after
    if wounds_after == 0 and not state["models"][model_id]["out_of_action"]:
        take_out(state, model_id)
