"""The turn structure: orders, initiative, the roll for sides, activations, rounds and victory
(urban-war.md §7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.urban_war.encounter.common import (
    SEALED,
    State,
    engaged,
    facts_of,
    in_play,
    model_in,
    no_pending_panic,
    order_of,
    reveal_order,
)
from referee.systems.urban_war.rules.initiative import rolls_of
from referee.violations import RuleViolation

# -- turn structure ----------------------------------------------------------------------


def _eligible(state: State, player: str) -> list[str]:
    return [
        mid
        for mid, m in state["models"].items()
        if m["side"] == player
        and m["in_play"]
        and not m["activated"]
        and m["has_order"]
        and order_of(state, mid) == "snap_fire"
    ]


def _other(state: State, player: str) -> str:
    first, second = state["players"]
    return second if player == first else first


def pass_turn(state: State) -> None:
    """urban-war.md §7 phase 4: alternate while the other player has an eligible model."""
    if state["phase"] != "activation":
        return
    current = state["active_player"]
    other = _other(state, current)
    if _eligible(state, other):
        state["active_player"] = other
    elif _eligible(state, current):
        pass
    else:
        _new_round(state)


def _new_round(state: State) -> None:
    """Designation (R46): every order removed and activation reset; panic tokens stay."""
    state["round"] = state["round"] + 1
    state["phase"] = "command"
    state["initiative"] = None
    state["active_player"] = None
    state["orders_submitted"] = {p: False for p in state["players"]}
    state["orders_submitted_by"] = []
    state["hidden"]["orders"] = {}
    for mid, model in state["models"].items():
        if not model["in_play"]:
            continue
        for field, value in (
            ("order", None),
            ("order_revealed", False),
            ("has_order", False),
            ("activated", False),
            ("charged_this_phase", False),
            ("first_attacker", None),
        ):
            state["models"][mid][field] = value


def take_out(state: State, model_id: str) -> None:
    """At 0 wounds: out of play; its melee pairs and any shield pointing at it are cleared.

    urban-war.md §7, §8 (encounters): removal ends whatever action and activation the model
    was in, so the flags that hold for them end too, and its order token (face up or still
    sealed) leaves the table with it.
    """
    state["models"][model_id]["wounds"] = 0
    state["models"][model_id]["in_play"] = False
    _action_over(state, model_id)
    state["models"][model_id]["order"] = None
    state["models"][model_id]["has_order"] = False
    for other_id in state["models"][model_id]["engaged_with"]:
        other = state["models"].get(other_id)
        if other:
            state["models"][other_id]["engaged_with"] = [
                x for x in other["engaged_with"] if x != model_id
            ]
    state["models"][model_id]["engaged_with"] = []
    for other_id, other in state["models"].items():
        if other.get("shield_opponent") == model_id:
            state["models"][other_id]["shield_opponent"] = None
    state["hidden"]["orders"].pop(model_id, None)


def victory(state: State) -> None:
    """R50: a team with no model in play loses; both at once is a draw."""
    alive = {
        p: any(m["in_play"] for m in state["models"].values() if m["side"] == p)
        for p in state["players"]
    }
    if all(alive.values()):
        return
    standing = [p for p, ok in alive.items() if ok]
    # urban-war.md §8 (encounters): wiped out mid-activation, the action and the activation
    # close as they would at their end.
    action, activation = state["current_action"], state["activation"]
    if action is not None:
        _action_over(state, action["model"])
    if activation is not None and state["models"][activation["model"]]["in_play"]:
        _activation_over(state, activation["model"])
    state["winner"] = standing[0] if standing else "draw"
    state["phase"] = "ended"
    state["current_action"] = None
    state["activation"] = None
    state["active_player"] = None


def end_action(state: State) -> None:
    """The action is over; reactions may follow (R49), else the activation ends."""
    action = state["current_action"]
    if action is None:
        return
    mid = action["model"]
    state["current_action"] = None
    _action_over(state, mid)
    model = state["models"][mid]
    if state["phase"] != "activation":
        return
    if not model["in_play"] or model["reactions_used"] >= model["calibre"]:
        _end_activation(state, mid)


# The moment of §6.16 that comes right after an action ended by its shot or by its run's move.
AFTER = {"shot": "after_shot", "run": "after_move"}


def end_action_after(state: State, ended_by: str, moved_distance_in: float | None = None) -> None:
    """urban-war.md §6.16 R37, §7: the action ends with its shot (`ended_by` "shot") or its
    run's move ("run") exactly as `end_action` ends it, and `last_action` remembers it.

    An overwatch model may interrupt "after its move or shot"; the action is already over
    by then, so the interrupt reads `last_action` instead (the moment in AFTER). Any next
    step closes that window (`close_window`). `panic_penalty` is the one its rally left for
    the action, which `end_action` clears on the model: an interrupt charge's strike back
    still comes within that action (§8). A run gives its distance, which its action never
    recorded (the run ends it at once).
    """
    action = state["current_action"]
    if action is None:
        return
    penalty = state["models"][action["model"]]["panic_penalty"]
    end_action(state)
    if state["phase"] != "ended":
        last = {**action, "ended_by": ended_by, "panic_penalty": penalty}
        if moved_distance_in is not None:
            last["moved_distance_in"] = float(moved_distance_in)
        state["last_action"] = last


def close_window(state: State) -> None:
    """Before every step: the moment right after the last shot or run has passed (§6.16 R37).

    The encounter's `before_apply`, run after the step's bind, so an interrupt has already
    read `last_action` when it is cleared.
    """
    if state.get("last_action") is not None:
        state["last_action"] = None


def end_activation_of(state: State, model_id: str) -> None:
    """The activation of `model_id`, still open, ends now (it was removed between actions)."""
    activation = state["activation"]
    if state["phase"] == "activation" and activation and activation["model"] == model_id:
        _end_activation(state, model_id)


def _action_over(state: State, model_id: str) -> None:
    """urban-war.md §8 (encounters): `charged_this_action` and `panic_penalty` hold for the
    action in which they arose and are false once it ends, whatever ends it."""
    state["models"][model_id]["charged_this_action"] = False
    state["models"][model_id]["panic_penalty"] = False


def _activation_over(state: State, model_id: str) -> None:
    """urban-war.md §7: at the end of its activation a model is activated and has no order."""
    _action_over(state, model_id)
    state["models"][model_id]["activated"] = True
    state["models"][model_id]["order"] = None
    state["models"][model_id]["has_order"] = False


def _end_activation(state: State, model_id: str) -> None:
    if state["models"][model_id]["in_play"]:
        # A removed model's flags and order went with it (take_out).
        _activation_over(state, model_id)
    state["current_action"] = None
    state["activation"] = None
    pass_turn(state)


def set_wounds(state: State, model_id: str, wounds_after: int) -> None:
    if wounds_after <= 0:
        take_out(state, model_id)
    else:
        state["models"][model_id]["wounds"] = wounds_after


def below_half(state: State, model_id: str, fired: bool) -> None:
    """below_half_wounds is rolled by the encounter as its next step (§7 DECISION)."""
    model = state["models"][model_id]
    if fired and model["in_play"] and not engaged(model):
        state["pending_panic"] = [
            *state["pending_panic"],
            {"model": model_id, "trigger": "below_half_wounds"},
        ]


# -- command phase: orders (sealed) --------------------------------------------------------


def orders_part(params: Mapping[str, Any], role: str) -> str:
    if role.startswith("side:"):
        side = role.removeprefix("side:")
        if params.get("side") not in (None, side):
            raise RuleViolation("wrong_side", f"a {side} token gives {side}'s orders only", "side")
        return side
    if not params.get("side"):
        raise RuleViolation(
            "side_required", "with the GM token, name the side the orders are for", "side"
        )
    return params["side"]


def orders_check(state: State, side: str, params: Mapping[str, Any]) -> None:
    if state["phase"] != "command":
        raise StateConflict(
            f"orders are given in the command phase; it is the {state['phase']} phase", "orders"
        )
    if side not in state["players"]:
        raise RuleViolation("unknown_side", f"{side!r} is not a player here", "side")
    no_pending_panic(state, "orders")
    for mid, order in (params.get("orders") or {}).items():
        model = model_in(state, mid, f"orders.{mid}")
        if model["side"] != side:
            raise RuleViolation(
                "wrong_side", f"{mid} belongs to {model['side']}, not {side}", f"orders.{mid}"
            )
        if not model["in_play"]:
            raise StateConflict(f"{mid} has been removed from play", f"orders.{mid}")
        if order == "overwatch" and engaged(model):
            # urban-war.md U3: the stored state (its engagement) forbids it, so a 409.
            raise StateConflict(
                f"{mid} is in base contact with an enemy: no overwatch order (R42); it gets "
                "a face-up snap-fire order",
                f"orders.{mid}",
            )


def bind_orders(state: State, params: Mapping[str, Any]) -> dict:
    return {}


def apply_orders(state: State, params: Mapping[str, Any], bound, outcome) -> None:
    """R47: engaged models get a face-up snap-fire order, the others their player's, face down."""
    given = {}
    for part in params["parts"].values():
        given.update(part.get("orders") or {})
    default = state["config"]["default_order"]
    hidden = {}
    for mid, model in state["models"].items():
        if not model["in_play"]:
            continue
        if engaged(model):
            state["models"][mid]["order"] = "snap_fire"
            state["models"][mid]["order_revealed"] = True
        else:
            # Face down: the state reads "sealed" until play reveals it (or the reveal).
            hidden[mid] = given.get(mid, default)
            state["models"][mid]["order"] = SEALED
        state["models"][mid]["has_order"] = True
    state["hidden"]["orders"] = hidden
    state["orders_submitted"] = {p: True for p in state["players"]}
    state["orders_submitted_by"] = list(state["players"])
    state["phase"] = "activation"


def orders_part_given(state: State, side: str) -> None:
    """A side's sealed orders arrived, the others' are awaited: say it is in, never what."""
    given = {*state.get("orders_submitted_by", []), side}
    state["orders_submitted_by"] = [p for p in state["players"] if p in given]


def show_face_down_orders(state: State) -> None:
    """At the encounter's reveal: each face-down order reads its value, not "sealed" (it
    stays face down in the game: `order_revealed` false), as `hidden.orders` shows it."""
    for mid, value in state["hidden"]["orders"].items():
        model = state["models"].get(mid)
        if model is not None and model["order"] == SEALED:
            model["order"] = value


# -- initiative -------------------------------------------------------------------------------


def bind_initiative(state: State, params: Mapping[str, Any]) -> dict:
    if state["phase"] != "activation" or state["initiative"] is not None:
        raise StateConflict(
            "initiative is rolled once, at the start of the activation phase", "winner_sends_first"
        )
    no_pending_panic(state, "winner_sends_first")

    def commander_state(player: str) -> str:
        for model in state["models"].values():
            if model["side"] == player and model["is_commander"]:
                if not model["in_play"]:
                    return "dead"
                return "panicked" if model["panicked"] else "ok"
        return "ok"

    return {
        "players": [
            {"player_id": p, "commander_state": commander_state(p)} for p in state["players"]
        ],
        "winner_sends_first": params.get("winner_sends_first", "self"),
        "roll": "initiative",  # names its dice (rules.initiative.logged_roll_off)
    }


def apply_initiative(state: State, params, bound, outcome) -> None:
    """urban-war.md §7: `initiative` holds the rolls, winner and first_player of this phase."""
    state["initiative"] = {
        "rolls": rolls_of(outcome["roll_rounds"], bound.get("roll")),
        "winner": outcome["winner"],
        "first_player": outcome["first_player"],
    }
    first = outcome["first_player"]
    state["active_player"] = first
    if not _eligible(state, first):
        pass_turn(state)


# -- set-up: the roll for sides ------------------------------------------------------------------


def bind_setup_roll(state: State, params: Mapping[str, Any]) -> dict:
    """urban-war.md §6.3 DECISION, §7, §8 (encounters): the set-up roll for sides.

    Steps 1-2 of initiative without the Commander penalty; the winner chooses sides and,
    with `winner_sends_first`, whether it deploys first. Once, before round 1's orders.
    """
    if state.get("setup") is not None:
        raise StateConflict("the set-up roll for sides has already been made", "winner_sends_first")
    if (
        state["round"] != 1
        or state["phase"] != "command"
        or any(state["orders_submitted"].values())
    ):
        raise StateConflict(
            "the set-up roll for sides precedes the game: before round 1's orders",
            "winner_sends_first",
        )
    return {
        "players": [{"player_id": p, "commander_state": "ok"} for p in state["players"]],
        "winner_sends_first": params.get("winner_sends_first", "self"),
        "roll": "setup",  # "setup roll, red", not an initiative roll
    }


def apply_setup_roll(state: State, params, bound, outcome) -> None:
    state["setup"] = {"winner": outcome["winner"], "deploys_first": outcome["first_player"]}


# -- activation ---------------------------------------------------------------------------------


def bind_activate(state: State, params: Mapping[str, Any]) -> dict:
    mid = params["model"]
    model = in_play(state, mid, "model")
    no_pending_panic(state)
    if state["phase"] != "activation" or state["initiative"] is None:
        raise StateConflict(
            "models are activated in the activation phase, after initiative", "model"
        )
    if params.get("reaction"):
        activation = state["activation"]
        open_action = state["current_action"]
        if (
            not activation
            or activation["model"] != mid
            or (open_action and open_action["kind"] != "break_off")
        ):
            raise StateConflict(f"a reaction follows right after {mid}'s own action", "reaction")
        if model["reactions_used"] >= model["calibre"]:
            raise StateConflict(
                f"{mid} has used all {model['calibre']} reaction(s) of its CAL", "reaction"
            )
    else:
        if not params.get("rally_attempt", True):
            raise RuleViolation(
                "action_not_allowed",
                "rally is mandatory on activation; only a reaction may skip it",
                "rally_attempt",
            )
        if state["activation"]:
            raise StateConflict(f"{state['activation']['model']} is still being activated", "model")
        if model["side"] != state["active_player"]:
            raise StateConflict(
                f"it is {state['active_player']}'s turn to activate a model", "model"
            )
        if model["activated"]:
            raise StateConflict(f"{mid} has already been activated this round", "model")
        if order_of(state, mid) == "overwatch":
            raise StateConflict(
                f"{mid} is on overwatch: it acts only by interrupting an enemy", "model"
            )
        if not model["has_order"]:
            raise StateConflict(f"{mid} has no order this round", "model")
    return {
        **facts_of(model, params),
        "panicked": model["panicked"],
        "high_morale": model["high_morale"],
        "occasion": "reaction" if params.get("reaction") else "activation",
        "attempt": params.get("rally_attempt", True),
        "modifiers": params.get("modifiers", []),
    }


def apply_activate(state: State, params, bound, outcome) -> None:
    mid = params["model"]
    if state["current_action"]:
        # A passed break-off whose move was forgone: that action ends here.
        end_action(state)
    reveal_order(state, mid)
    state["models"][mid]["panicked"] = outcome["panicked"]
    state["models"][mid]["panic_penalty"] = outcome["panic_penalty"]
    reaction = bool(params.get("reaction"))
    if reaction:
        state["models"][mid]["reactions_used"] = state["models"][mid]["reactions_used"] + 1
    actions_taken = (state["activation"] or {}).get("actions", 0)
    state["activation"] = {"model": mid, "actions": actions_taken + 1}
    state["current_action"] = {
        "model": mid,
        "kind": None,
        "is_reaction": reaction,
        "moved_distance_in": 0.0,
        "interrupted": False,
    }


def bind_end_activation(state: State, params: Mapping[str, Any]) -> dict:
    activation = state["activation"]
    if not activation or activation["model"] != params["model"]:
        raise StateConflict(f"{params['model']} is not being activated", "model")
    no_pending_panic(state)
    action = state["current_action"]
    model = state["models"][params["model"]]
    if action and action["kind"] is None and engaged(model):
        # urban-war.md §7 DECISION, §8 (encounters): melee is an engaged model's only action,
        # and a reaction is "a new action in every respect" (R49), so the rule holds for each
        # action, its reactions too. With no action open (its attack made, or its action cut
        # short by an interrupt charge) ending the activation forgoes the optional reactions.
        kind = "reaction" if action["is_reaction"] else "action"
        raise StateConflict(
            f"{model['id']} is in base contact with an enemy: it must attack or try to break "
            f"off in this {kind} before its activation ends",
            "model",
        )
    return {}


def apply_end_activation(state: State, params, bound, outcome) -> None:
    _end_activation(state, params["model"])
