"""The instant chain: declarations, the due link, its end (walka.md §4)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from referee.encounters.model import (
    Plan,
    StateConflict,
    side_of,
)
from referee.systems.walka.encounter.common import (
    ACTIVE,
    GAME_MASTER,
    State,
    active,
    not_ended,
)
from referee.systems.walka.encounter.numbers import declaration_cost, trigger_cost
from referee.systems.walka.encounter.turns import (
    current_turn,
    mark_turn_end,
    no_open_chain,
    pass_if_out,
)
from referee.systems.walka.rules import instant_chain
from referee.systems.walka.rules.action_points import ACTION_COST
from referee.violations import RuleViolation

# -- the instant chain (walka.md §4) -------------------------------------------------------------


def _plan_chain(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    current = current_turn(state, "trigger.actor")
    no_open_chain(
        state,
        "an instant chain is already open: there are no nested chains, every reaction is "
        "another declaration in it (walka.md §4)",
        "trigger",
    )
    trigger = params["trigger"]
    actor = trigger["actor"]
    t = active(state, actor, "trigger.actor")
    if actor != current["character"]:
        raise StateConflict(
            f"a chain answers what the current character declares: it is "
            f"{current['character']}'s turn, not {actor}'s (walka.md §4)",
            "trigger.actor",
            "not_own_turn",
        )
    kind = trigger["kind"]
    if kind == "movement_unit":
        if trigger.get("cost"):
            raise RuleViolation(
                "movement_paid",
                "a movement unit was paid when it was moved: leave out trigger.cost",
                "trigger.cost",
            )
        cost = 0
    else:
        if kind == "spell" and trigger.get("cost") is None:
            raise RuleViolation(
                "cost_required", "a spell costs its x AP: give trigger.cost", "trigger.cost"
            )
        if current["ended"]:
            raise StateConflict(
                f"{actor}'s turn has ended: its AP ran out or were borrowed (walka.md §3)",
                "trigger.actor",
                "turn_ended",
            )
        named = trigger_cost(trigger)
        cost = ACTION_COST if named is None else named
        if t["ap"] < cost:
            raise StateConflict(
                f"{actor} has {t['ap']} AP: the declared {kind} costs {cost} (walka.md §3)",
                "trigger.cost",
                "not_enough_ap",
            )
    declarations = []
    for i, given in enumerate(params["declarations"]):
        c = active(state, given["actor"], f"declarations.{i}.actor")
        declarations.append(
            {
                "actor": c["id"],
                "ref_level": c["ref_level"],
                "ap": c["ap"] - (cost if c["id"] == actor else 0),
                "cost": declaration_cost(given, f"declarations.{i}"),
                "interrupts": given.get("interrupts"),
                "effective": True,
                "surprised": c["surprised"],
                "modifier": given.get("modifier", 0),
            }
        )
    bound = {
        "trigger": {"actor": actor, "kind": kind},
        "declarations": declarations,
        # §4: this step only declares; instant-chain/next resolves each link, so the answer
        # reports joined links and the trigger as pending, as the stored chain does.
        "phase": instant_chain.DECLARE,
        "rules": state["config"],
    }
    return {"cost": cost, "bound": bound}


def bind_instant_chain(state: State, params: Mapping[str, Any]) -> Plan:
    planned = _plan_chain(state, params)
    return Plan(planned["bound"], planned["cost"])


def _link(chain: dict, number: int) -> dict:
    return next(link for link in chain["links"] if link["link"] == number)


def _advance(state: State, chain: dict, position: int) -> None:
    """Walk the execution order from `position`: interrupted links fail, the next one is due;
    at the trigger the chain closes (walka.md §4 Resolve, with the rules' own `resolve`)."""
    links = [
        {**link, "effective": True if link["effective"] is None else link["effective"]}
        for link in chain["links"]
    ]
    _, results = instant_chain.resolve(links, chain["trigger"])
    order = chain["execution_order"]
    while True:
        element = order[position]
        if element["link"] is None:
            trigger = chain["trigger"]
            result = results[instant_chain.TRIGGER]
            if result == "executed" and state["models"][trigger["actor"]]["status"] != ACTIVE:
                # §13 DECISION: its actor went out during the chain and takes no step, so the
                # declared action fails like an interrupted one (§4 Resolve 5).
                result = "failed_interrupted"
            trigger["result"] = result
            chain["position"] = position
            if result == "executed" and trigger["kind"] != "movement_unit":
                state["models"][trigger["actor"]]["prepaid"] = {"kind": trigger["kind"]}
            state["chain"] = None
            state["last_chain"] = chain
            # The chain is closed: a current character that went out loses its turn now.
            pass_if_out(state)
            return
        if results[element["link"]] == "failed_interrupted":
            _link(chain, element["link"])["result"] = "failed_interrupted"
            position += 1
            continue
        chain["position"] = position
        state["chain"] = chain
        state["models"][element["actor"]]["prepaid"] = {"kind": "instant", "link": element["link"]}
        return


def apply_instant_chain(state: State, params, plan: Plan, outcome) -> None:
    """Every declarer pays now, and so does the trigger's declared action; the last joined
    link is due first (walka.md §4 Declare)."""
    cost = plan.extra
    trigger = params["trigger"]
    if cost:
        actor = trigger["actor"]
        state["models"][actor]["ap"] = state["models"][actor]["ap"] - cost
    for link in outcome["links"]:
        state["models"][link["actor"]]["ap"] = link["ap"]
    chain = {
        "trigger": {
            "actor": trigger["actor"],
            "kind": trigger["kind"],
            "cost": cost,
            "result": "pending",
        },
        "links": [
            {
                "link": link["link"],
                "actor": link["actor"],
                "joined": link["joined"],
                "interrupts": link["interrupts"],
                "cost": link["cost"],
                "effective": None,
                "result": "pending" if link["joined"] else "failed_ref",
            }
            for link in outcome["links"]
        ],
        "execution_order": outcome["execution_order"],
        "position": 0,
    }
    _advance(state, chain, 0)
    mark_turn_end(state, trigger["actor"])


def bind_chain_next(state: State, params: Mapping[str, Any]) -> dict:
    not_ended(state)
    chain = state["chain"]
    if chain is None:
        raise StateConflict("no instant chain is open", "link")
    due = chain["execution_order"][chain["position"]]
    if params["link"] != due["link"]:
        raise StateConflict(
            f"link {due['link']} ({due['actor']}) is due in the chain, not link {params['link']}",
            "link",
        )
    return {}


def apply_chain_next(state: State, params, bound, outcome) -> None:
    """The due link has executed; it reports whether it stopped what it interrupts."""
    chain = copy.deepcopy(state["chain"])
    due = chain["execution_order"][chain["position"]]
    link = _link(chain, due["link"])
    link["result"] = "executed"
    link["effective"] = bool(params.get("effective", True)) if link["interrupts"] else None
    actor = state["models"].get(due["actor"])
    if actor is not None and (actor["prepaid"] or {}).get("link") == due["link"]:
        state["models"][due["actor"]]["prepaid"] = None
    _advance(state, chain, chain["position"] + 1)


def due_side(state: State, params: Mapping[str, Any]) -> str | None:
    chain = state.get("chain")
    if not chain:
        return None
    return side_of(state, chain["execution_order"][chain["position"]]["actor"])


def chain_side(state: State, params: Mapping[str, Any]) -> str | None:
    """Who declares a chain (DESIGN "Fairness and who may do what": the acting side is the
    side of the model that acts). Declaring charges every declarer and, unless the trigger
    is a movement unit (paid when it was moved), the trigger's actor too (walka.md §3, §4:
    the cost is paid at declaration). The characters it charges act in it: when they are of
    one side, that side takes it; of several sides, the game master."""
    acting = [d.get("actor") for d in params.get("declarations") or []]
    trigger = params.get("trigger") or {}
    if trigger.get("kind") != "movement_unit":
        acting.append(trigger.get("actor"))
    found = {side_of(state, actor) for actor in acting}
    if len(found) == 1:
        return found.pop()
    return GAME_MASTER


def chain_target(state: State, params: Mapping[str, Any]) -> str | None:
    """Whom a chain acts on: the side of the character whose declared action it answers
    (walka.md §4), who confirms its claims when another side declares the instants."""
    return side_of(state, (params.get("trigger") or {}).get("actor"))
