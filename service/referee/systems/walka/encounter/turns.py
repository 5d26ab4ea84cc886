"""The turn structure: initiative, turn starts and ends, statuses and the end of combat (walka.md
§2, §3, §12).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict, model_in
from referee.systems.walka.encounter.common import ACTIVE, State, active, find_item, not_ended
from referee.systems.walka.rules import action_points

# -- turn structure (walka.md §2, §3) ------------------------------------------------------


def _eligible(state: State, cid: str, round_: int) -> bool:
    character = state["models"].get(cid)
    return (
        character is not None
        and character["status"] == ACTIVE
        and not (round_ == 1 and cid in state["round1_skipped"])
    )


def scan(state: State, round_: int, position: int) -> tuple[int, int] | None:
    """The first character at or after (round, position) who takes a turn."""
    order = state["order"]
    if not order:
        return None  # a correction removed everyone in the order
    for _ in range(2 * len(order) + 1):
        if position >= len(order):
            position, round_ = 0, round_ + 1
        if _eligible(state, order[position], round_):
            return round_, position
        position += 1
    return None


def _next_turn(state: State) -> tuple[int, int] | None:
    return scan(state, state["round"], state["turn"]["position"] + 1)


def ap_params(state: State, c: dict, *, turn_start: bool, own_turn: bool, spend: list) -> dict:
    """walka.md §3: the action-points rules' params for a character's stored state."""
    return {
        "spd": c["spd"],
        "ap": min(c["ap"], c["max_ap"]),
        "pending_ap_penalty": c["pending_ap_penalty"],
        "no_regen_turns": c["no_regen_turns"],
        "mp": min(c["mp"], c["max_mp"]),
        "max_mp": c["max_mp"],
        "con_level": c["con_level"],
        "bleeding_active_total": sum(w["bleeding_active"] for w in c["wounds"]),
        "foot_effects": len(c["conditions"]["foot_effects"]),
        "borrowed_reload": c["borrowed_reload"],
        "surprised": c["surprised"],
        "turn_start": turn_start,
        "own_turn": own_turn,
        "spend": spend,
        "rules": state["config"],
    }


def turn_start_params(state: State, cid: str) -> dict:
    """walka.md §3 turn start: the action-points rules' params for `cid`'s stored state."""
    return ap_params(state, state["models"][cid], turn_start=True, own_turn=True, spend=[])


def reload_step_done(state: State, cid: str, weapon_id: str | None) -> None:
    """A reload step completes: the last of the weapon's steps loads it (walka.md §3)."""
    weapon = find_item(state["models"][cid]["weapons"], weapon_id)
    if weapon is None:
        return
    done = weapon["reload_progress"] + 1
    if done >= len(weapon["reload_steps"]):
        weapon.update(loaded=True, reload_progress=0)
    else:
        weapon["reload_progress"] = done


def _apply_turn_start(state: State, cid: str, start: Mapping[str, Any]) -> None:
    """walka.md §3 turn start, as the action-points rules computed it, written to `cid`."""
    character = state["models"][cid]
    if start["reload_completed"]:
        reload_step_done(state, cid, start["reload_completed"].get("weapon"))
    state["models"][cid]["borrowed_reload"] = None
    for field in ("ap", "pending_ap_penalty", "no_regen_turns", "mp"):
        state["models"][cid][field] = start[field]
    if start["fatigue_added"]:
        state["models"][cid]["fatigue"] = character["fatigue"] + start["fatigue_added"]
    state["models"][cid]["surprised"] = False
    state["models"][cid]["defenceless"] = False


def pass_turn(state: State, found: tuple[int, int], start: Mapping) -> None:
    """The next turn begins: unused prepaid actions and defences lapse, the turn start
    applies."""
    round_, position = found
    cid = state["order"][position]
    for other, character in state["models"].items():
        if character["prepaid"] is not None:
            state["models"][other]["prepaid"] = None
    if state.get("defences"):  # a defence rolled for an attack not made lapses (§6)
        state["defences"] = []
    state["round"] = round_
    state["turn"] = {"character": cid, "position": position, "ended": False}
    _apply_turn_start(state, cid, start)


def start_turn(state: State, found: tuple[int, int]) -> None:
    """The turn of the character at `found` (round, position) starts, as end-turn starts it:
    the turn start of walka.md §3 computed by the action-points rules from its state."""
    start = action_points.turn_start(turn_start_params(state, state["order"][found[1]]))
    pass_turn(state, found, start)


def pass_if_out(state: State) -> None:
    """walka.md §13 DECISION, §14: a character that is not active takes no step and its turns
    are skipped. When the current character stops being active (a status, a correction),
    its turn ends there and the next active character's turn starts as end-turn starts it;
    with an instant chain open, when the chain closes (its trigger then fails). With nobody
    active left the turn stays, ended, with the character that went out, and passes as soon
    as someone is active again. One side left (§12) passes the turn like any other: the
    game master ends the combat with end-encounter."""
    current = state["turn"]
    if current is None or state["ended"] or state["chain"] is not None:
        return
    holder = state["models"].get(current["character"])
    if holder is not None and holder["status"] == ACTIVE:
        return
    found = _next_turn(state)
    if found is not None:
        start_turn(state, found)
    elif not current["ended"]:
        state["turn"] = {**current, "ended": True}


def mark_turn_end(state: State, cid: str, borrowed: bool = False) -> None:
    """walka.md §3 Spending 2: the turn ends when AP reach 0 (or were borrowed)."""
    current = state["turn"]
    if current is None or current["character"] != cid or current["ended"]:
        return
    if borrowed or state["models"][cid]["ap"] == 0:
        state["turn"] = {**current, "ended": True}


def acting(state: State, cid: str, field: str, uses: tuple[str, ...]) -> tuple[bool, bool]:
    """May `cid` spend AP now? (its own turn, whether a prepaid action pays) (§3, §4)."""
    current = state["turn"]
    if current is None:
        raise StateConflict(
            "the turn order is not set: roll initiative first (walka.md §2)", field, "no_turn_order"
        )
    prepaid = state["models"][cid]["prepaid"]
    usable = prepaid is not None and prepaid["kind"] in uses
    own = current["character"] == cid
    chain = state["chain"]
    if chain is not None:
        due = chain["execution_order"][chain["position"]]
        if due["actor"] != cid or not usable:
            raise StateConflict(
                f"an instant chain is open and link {due['link']} ({due['actor']}) is due: only "
                "its instant can be taken now, then advance the chain with instant-chain/next "
                "(walka.md §4)",
                field,
                "chain_open",
            )
        return own, True
    if not own and not usable:
        raise StateConflict(
            f"it is {current['character']}'s turn (round {state['round']}), not {cid}'s: "
            "outside its own turn a character acts only through an instant chain "
            "(walka.md §3, §4)",
            field,
            "not_own_turn",
        )
    if own and current["ended"] and not usable:
        raise StateConflict(
            f"{cid}'s turn has ended: its AP ran out or were borrowed (walka.md §3); end it "
            "with end-turn",
            field,
            "turn_ended",
        )
    return own, usable


def set_order(state: State, order: list[str]) -> None:
    state["order"] = order
    for i, cid in enumerate(order):
        state["models"][cid]["order_index"] = i


def mark_standing(state: State) -> None:
    """walka.md §12: flag `one_side_left` when only one side has active characters."""
    standing = [
        side
        for side in state["sides"]
        if any(c["side"] == side and c["status"] == ACTIVE for c in state["models"].values())
    ]
    state["sides_standing"] = standing
    state["one_side_left"] = len(standing) == 1


# -- initiative and turns (walka.md §2, §3) ------------------------------------------------------


def bind_initiative(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    if state["order"]:
        raise StateConflict(
            "the turn order is set once per encounter (walka.md §2 DECISION); a character who "
            "joins later is placed by SPD without a roll",
            "cede",
        )
    return {
        "characters": [{"id": cid, "spd": c["spd"]} for cid, c in state["models"].items()],
        "cede": params.get("cede") or [],
        "surprised": [cid for cid, c in state["models"].items() if c["skip_round1"]],
    }


def apply_initiative(state: State, params, bound, outcome) -> None:
    """The order is set and round 1 starts with its first character's turn start (§2, §3)."""
    set_order(state, [entry["id"] for entry in outcome["order"]])
    state["round1_skipped"] = outcome["round1_skipped"]
    found = scan(state, 1, 0)
    if found is None:
        state["round"] = 1
        return
    start_turn(state, found)


def current_turn(state: State, field: str) -> dict:
    current = state["turn"]
    if current is None:
        raise StateConflict(
            "the turn order is not set: roll initiative first (walka.md §2)", field, "no_turn_order"
        )
    return current


def no_open_chain(state: State, why: str, field: str) -> None:
    """walka.md §4: what must wait for the open instant chain is a 409 `chain_open` saying
    why."""
    if state["chain"] is not None:
        raise StateConflict(why, field, "chain_open")


def bind_end_turn(state: State, params: Mapping[str, Any]) -> dict:
    """The next character's turn start, as the action-points rules compute it (§3)."""
    not_ended(state)
    active(state, params["character"], "character")
    current = current_turn(state, "character")
    no_open_chain(
        state,
        "an instant chain is open: advance it to its end (instant-chain/next) before the "
        "turn ends (walka.md §4)",
        "character",
    )
    if params["character"] != current["character"]:
        raise StateConflict(
            f"it is {current['character']}'s turn, not {params['character']}'s: only the "
            "current turn can be ended",
            "character",
            "not_own_turn",
        )
    found = _next_turn(state)
    if found is None:
        raise StateConflict(
            "no active character is left to take a turn: set a status or end the encounter "
            "(walka.md §12)",
            "character",
        )
    return turn_start_params(state, state["order"][found[1]])


def apply_end_turn(state: State, params, bound, outcome) -> None:
    pass_turn(state, _next_turn(state), outcome)


# -- statuses and the end of combat (walka.md §12) -------------------------------------------------


def bind_status(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    model_in(state, params["character"], "character", "character")
    return {}


def apply_status(state: State, params, bound, outcome) -> None:
    """The status is set; a current character that is no longer active loses its turn, and a
    turn held by one that went out passes when someone is active again (§13, §14)."""
    state["models"][params["character"]]["status"] = params["status"]
    mark_standing(state)
    pass_if_out(state)


def bind_end_encounter(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    for cid in params.get("statuses") or {}:
        model_in(state, cid, f"statuses.{cid}", "character")
    return {}


def apply_end_encounter(state: State, params, bound, outcome) -> None:
    for cid, status in (params.get("statuses") or {}).items():
        state["models"][cid]["status"] = status
    state["chain"] = None
    state["ended"] = True
    state["end_reason"] = params.get("reason") or None
    mark_standing(state)
