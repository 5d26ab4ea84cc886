"""The roster and the encounter state: new characters and the game master's corrections (walka.md
§13).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from referee.encounters.model import (
    StateConflict,
    check_new_model,
    edited_model,
    model_in,
    roster_sides,
)
from referee.systems.walka.encounter.common import ACTIVE, CARRIED, State, find_item
from referee.systems.walka.encounter.turns import (
    mark_standing,
    pass_if_out,
    scan,
    set_order,
    start_turn,
)
from referee.systems.walka.encounter_schemas import hand_keys
from referee.systems.walka.rules.action_points import max_ap
from referee.systems.walka.rules.common import DEFAULT_RULES

# -- roster and state (walka.md §13) ---------------------------------------------------------


def _default_hands(roster: Mapping[str, Any]) -> dict:
    main = roster.get("main_hand", "right")
    other = "left" if main == "right" else "right"
    hands: dict[str, str | None] = dict.fromkeys(hand_keys(roster.get("copies")))
    weapons = roster.get("weapons") or []
    if weapons:
        hands[main] = weapons[0]["id"]
        if weapons[0]["hands"] == 2:
            hands[other] = weapons[0]["id"]
    if roster.get("shield") and hands[other] is None:
        hands[other] = roster["shield"]["id"]
    return hands


def new_character(roster: Mapping[str, Any]) -> dict:
    """A roster entry with its state fields: full AP, HP and MP unless given (§3 DECISION)."""
    c = copy.deepcopy(dict(roster))
    top = max_ap(c["spd"])
    c["max_ap"] = top
    c["ap"] = top if c.get("ap") is None else min(c["ap"], top)
    c["hp"] = c["max_hp"] if c.get("hp") is None else c["hp"]
    c["mp"] = c.get("max_mp", 0) if c.get("mp") is None else c["mp"]
    c["fatigue"] = c.get("fatigue") or 0
    c["status"] = c.get("status") or ACTIVE
    c["copies"] = c.get("copies") or {}
    c["table"] = c.get("table") or None
    c["weapons"] = [{**w, "reload_progress": 0} for w in c.get("weapons") or []]
    c["hands"] = (
        {**dict.fromkeys(hand_keys(c["copies"])), **c["hands"]}
        if c.get("hands")
        else _default_hands(c)
    )
    c.update(
        pending_ap_penalty=0,
        borrowed_reload=None,
        no_regen_turns=0,
        hp_depleted=c["hp"] <= 0,
        wounds=[],
        wound_counter=0,
        conditions={
            "prone": False,
            "hands_disabled": [],
            "foot_effects": [],
            "eyes_lost": 0,
            "blind": False,
        },
        facing=None,
        surprised=False,
        defenceless=False,
        skip_round1=False,
        order_index=None,
        prepaid=None,
        dis=c.get("base_dis", 0) + sum(p.get("dis_bonus", 0) for p in c.get("armour_pieces", [])),
    )
    return c


def initial_state(params: Mapping[str, Any]) -> State:
    state = {
        "round": 0,
        "order": [],
        "round1_skipped": [],
        "turn": None,
        "chain": None,
        "last_chain": None,
        "defences": [],
        "ended": False,
        "end_reason": None,
        "sides": roster_sides(params),
        "sides_standing": [],
        "one_side_left": False,
        "config": {**DEFAULT_RULES, **(params.get("rules") or {})},
        "models": {m["id"]: new_character(m) for m in params["models"]},
    }
    mark_standing(state)
    return state


def add_model(state: State, roster: Mapping[str, Any]) -> None:
    """A character joins; once the order is set it is placed after everyone with SPD >= its
    own, without a roll (walka.md §2 DECISION)."""
    check_new_model(state, roster, state["sides"], "character")
    cid = roster["id"]
    character = new_character(roster)
    # walka.md §14: the log's entry carries the whole model as the step leaves it, so an
    # export replays from its changes alone.
    state["models"][cid] = character
    if state["order"]:
        order = list(state["order"])
        ahead = [i for i, o in enumerate(order) if state["models"][o]["spd"] >= character["spd"]]
        position = ahead[-1] + 1 if ahead else 0
        order.insert(position, cid)
        set_order(state, order)
        current = state["turn"]
        if current is not None and current["position"] >= position:
            state["turn"] = {**current, "position": current["position"] + 1}
    mark_standing(state)
    pass_if_out(state)


def edit_model(state: State, cid: str, roster: Mapping[str, Any]) -> None:
    """A GM correction: the roster entry is replaced; state fields stay unless the body
    gives them (hp, mp, ap, fatigue, status, hands)."""
    old = edited_model(state, cid, roster, "character")
    new = new_character(roster)
    for field in CARRIED:
        if field in ("hp", "mp", "ap", "fatigue") and roster.get(field) is not None:
            continue
        new[field] = copy.deepcopy(old[field])
    new["ap"] = min(new["ap"], new["max_ap"])
    new["mp"] = min(new["mp"], new["max_mp"])
    new["hp_depleted"] = new["hp"] <= 0
    for weapon in new["weapons"]:
        before = find_item(old["weapons"], weapon["id"])
        if before is not None and before["reload_progress"] < len(weapon["reload_steps"]):
            weapon["reload_progress"] = before["reload_progress"]
    if roster.get("hands") is None:
        items = {w["id"] for w in new["weapons"]} | (
            {new["shield"]["id"]} if new["shield"] else set()
        )
        held = old["hands"]
        new["hands"] = {
            h: (held.get(h) if held.get(h) in items else None) for h in hand_keys(new["copies"])
        }
    state["models"][cid].update(new)
    mark_standing(state)
    # A status set by the correction: the current character's turn ends if it went out, or a
    # turn held by one that went out passes now that someone is active (walka.md §13, §14).
    pass_if_out(state)


def remove_model(state: State, cid: str) -> None:
    model_in(state, cid, "model_id", "character")
    chain = state["chain"]
    if chain is not None and (
        chain["trigger"]["actor"] == cid or any(link["actor"] == cid for link in chain["links"])
    ):
        raise StateConflict(
            f"{cid} takes part in the open instant chain: advance it to its end first", "model_id"
        )
    if cid in state["order"]:
        position = state["order"].index(cid)
        set_order(state, [o for o in state["order"] if o != cid])
        state["round1_skipped"] = [o for o in state["round1_skipped"] if o != cid]
        current = state["turn"]
        if current is not None and current["character"] == cid:
            found = scan(state, state["round"], position)
            order = state["order"]
            if found is None and order:
                # Nobody left can take a turn: the next in the order holds an ended turn, as
                # when the current character goes out with no one active left; the turn
                # passes as soon as someone is active again (pass_if_out).
                round_, at = (
                    (state["round"], position)
                    if position < len(order)
                    else (
                        state["round"] + 1,
                        0,
                    )
                )
                state["round"] = round_
                turn = {"character": order[at], "position": at, "ended": True}
                state["turn"] = turn
            elif found is None:
                # The order is empty: initiative can be rolled again for whoever joins.
                state["turn"] = None
            else:
                start_turn(state, found)
        elif current is not None and current["position"] > position:
            state["turn"] = {**current, "position": current["position"] - 1}
    defences = state.get("defences") or []
    if any(cid in (e["defender"], e["attacker"]) for e in defences):
        kept = [e for e in defences if cid not in (e["defender"], e["attacker"])]
        state["defences"] = kept
    del state["models"][cid]
    mark_standing(state)
