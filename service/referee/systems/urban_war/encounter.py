"""How each Urban War step reads and changes an encounter (urban-war.md §7).

Pure functions over the state dict: `bind` turns the stored state and a request
that names models into the stateless rules' params (and refuses, with a 409,
what the turn structure forbids), `apply` writes the outcome back and returns
the changes. The rules functions themselves are the stateless steps', unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import ManualDice
from referee.encounters.changes import Changes
from referee.encounters.model import (
    Actor,
    EncounterStep,
    EncounterSystem,
    Sealed,
    StateConflict,
    roster_sides,
    side_of_param,
)
from referee.systems.urban_war import encounter_schemas as es
from referee.systems.urban_war.rules import actions, initiative, melee, morale, ranges, shooting
from referee.systems.urban_war.rules.common import DEFAULT_CONFIG, band_of
from referee.systems.urban_war.schemas import actions as act
from referee.systems.urban_war.schemas import melee as mel
from referee.systems.urban_war.schemas import morale as mor
from referee.systems.urban_war.schemas import shooting as sho
from referee.systems.urban_war.schemas import turn
from referee.violations import RuleViolation

SYSTEM = "urban-war"
PROFILE = (
    "assault_skill",
    "shooting_skill",
    "strength",
    "toughness",
    "command",
    "size",
    "movement",
    "calibre",
    "first_strike",
    "heavy_armour",
    "wounds_max",
)
COMMAND = ("command", "calibre", "is_commander")

State = dict[str, Any]


# -- small helpers ---------------------------------------------------------------------


def _model(state: State, model_id: str, field: str) -> dict:
    model = state["models"].get(model_id)
    if model is None:
        raise RuleViolation(
            "unknown_model", f"there is no model {model_id!r} in this encounter", field
        )
    return model


def _in_play(state: State, model_id: str, field: str) -> dict:
    model = _model(state, model_id, field)
    if not model["in_play"]:
        raise StateConflict(f"{model_id} has been removed from play", field)
    return model


def _enemy(state: State, model: dict, target_id: str, field: str) -> dict:
    target = _in_play(state, target_id, field)
    if target["side"] == model["side"]:
        raise StateConflict(f"{target_id} is on the same side as {model['id']}", field)
    return target


def _order_of(state: State, model_id: str) -> str | None:
    model = state["models"][model_id]
    if model["order_revealed"]:
        return model["order"]
    return state["hidden"]["orders"].get(model_id)


def _engaged(model: dict) -> bool:
    return bool(model["engaged_with"])


def _facts(
    model: dict,
    params: Mapping[str, Any],
    key: str = "commander_in_range",
    modifiers: str = "modifiers",
) -> dict:
    """Command-test fields of a model plus the request's facts: Commander proximity and any
    further modifiers (urban-war.md §7 DECISION, §8 (encounters))."""
    out = {k: model[k] for k in COMMAND}
    out["commander_in_range"] = bool(params.get(key, False)) and not model["is_commander"]
    out["modifiers"] = list(params.get(modifiers) or [])
    return out


def _target_facts(params: Mapping[str, Any]) -> dict:
    """The request's facts about the other model: its Commander and its modifiers."""
    return {
        "commander_in_range": params.get("target_commander_in_range", False),
        "modifiers": params.get("target_modifiers") or [],
    }


def _profile(model: dict) -> dict:
    return {k: model[k] for k in PROFILE} | {"wounds": model["wounds"]}


def _pick_weapon(model: dict, name: str | None, band: str, field: str, required: bool):
    weapons = model["weapons"]
    if name:
        for weapon in weapons:
            if weapon.get("name") == name:
                return weapon
        known = ", ".join(w.get("name") or "?" for w in weapons) or "none"
        raise RuleViolation(
            "unknown_weapon", f"{model['id']} has no weapon named {name!r} (it has: {known})", field
        )
    for weapon in weapons:
        if weapon["bands"].get(band) is not None:
            return weapon
    if required:
        # urban-war.md §8: no usable profile for the attack is weapon_unusable everywhere.
        raise RuleViolation(
            "weapon_unusable", f"{model['id']} has no weapon usable at {band} range", field
        )
    return None


def _current(state: State, field: str = "model") -> dict:
    action = state["current_action"]
    if state["phase"] != "activation" or action is None:
        raise StateConflict("no model is taking an action: activate one first", field)
    return action


def _no_pending_panic(state: State, field: str = "model") -> None:
    """urban-war.md §8 (encounters): a due panic test blocks every other step until rolled."""
    if state["pending_panic"]:
        due = ", ".join(f"{p['model']} ({p['trigger']})" for p in state["pending_panic"])
        raise StateConflict(f"panic tests are due first: {due}; call panic-test for each", field)


def _acting(state: State) -> dict:
    """The model taking the current action, which must not have acted yet in it."""
    action = _current(state)
    _no_pending_panic(state)
    return state["models"][action["model"]]


def _side_of_actor(state: State, params: Mapping[str, Any]) -> str | None:
    action = state.get("current_action")
    model = state["models"].get(action["model"]) if action else None
    return model["side"] if model else None


# -- turn structure ----------------------------------------------------------------------


def _eligible(state: State, player: str) -> list[str]:
    return [
        mid
        for mid, m in state["models"].items()
        if m["side"] == player
        and m["in_play"]
        and not m["activated"]
        and m["has_order"]
        and _order_of(state, mid) == "snap_fire"
    ]


def _other(state: State, player: str) -> str:
    first, second = state["players"]
    return second if player == first else first


def _pass_turn(state: State, changes: Changes) -> None:
    """urban-war.md §7 phase 4: alternate while the other player has an eligible model."""
    if state["phase"] != "activation":
        return
    current = state["active_player"]
    other = _other(state, current)
    if _eligible(state, other):
        changes.top(state, "active_player", other)
    elif _eligible(state, current):
        pass
    else:
        _new_round(state, changes)


def _new_round(state: State, changes: Changes) -> None:
    """Designation (R46): every order removed and activation reset; panic tokens stay."""
    changes.top(state, "round", state["round"] + 1)
    changes.top(state, "phase", "command")
    changes.top(state, "initiative", None)
    changes.top(state, "active_player", None)
    changes.top(state, "orders_submitted", {p: False for p in state["players"]})
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
            changes.model(state, mid, field, value)


def _remove(state: State, changes: Changes, model_id: str) -> None:
    """At 0 wounds: out of play; its melee pairs and any shield pointing at it are cleared."""
    changes.model(state, model_id, "wounds", 0)
    changes.model(state, model_id, "in_play", False)
    for other_id in state["models"][model_id]["engaged_with"]:
        other = state["models"].get(other_id)
        if other:
            changes.model(
                state, other_id, "engaged_with", [x for x in other["engaged_with"] if x != model_id]
            )
    changes.model(state, model_id, "engaged_with", [])
    for other_id, other in state["models"].items():
        if other.get("shield_opponent") == model_id:
            changes.model(state, other_id, "shield_opponent", None)
    state["hidden"]["orders"].pop(model_id, None)


def _victory(state: State, changes: Changes) -> None:
    """R50: a team with no model in play loses; both at once is a draw."""
    alive = {
        p: any(m["in_play"] for m in state["models"].values() if m["side"] == p)
        for p in state["players"]
    }
    if all(alive.values()):
        return
    standing = [p for p, ok in alive.items() if ok]
    changes.top(state, "winner", standing[0] if standing else "draw")
    changes.top(state, "phase", "ended")
    changes.top(state, "current_action", None)
    changes.top(state, "activation", None)
    changes.top(state, "active_player", None)


def _end_action(state: State, changes: Changes) -> None:
    """The action is over; reactions may follow (R49), else the activation ends."""
    action = state["current_action"]
    if action is None:
        return
    mid = action["model"]
    changes.top(state, "current_action", None)
    # urban-war.md §8 (encounters): both flags hold for the action in which they arose.
    changes.model(state, mid, "charged_this_action", False)
    changes.model(state, mid, "panic_penalty", False)
    model = state["models"][mid]
    if state["phase"] != "activation":
        return
    if not model["in_play"] or model["reactions_used"] >= model["calibre"]:
        _end_activation(state, changes, mid)


def _end_activation(state: State, changes: Changes, model_id: str) -> None:
    model = state["models"][model_id]
    if model["in_play"]:
        changes.model(state, model_id, "activated", True)
        changes.model(state, model_id, "order", None)
        changes.model(state, model_id, "has_order", False)
        changes.model(state, model_id, "panic_penalty", False)
        changes.model(state, model_id, "charged_this_action", False)
    changes.top(state, "current_action", None)
    changes.top(state, "activation", None)
    _pass_turn(state, changes)


def _wounds(state: State, changes: Changes, model_id: str, wounds_after: int) -> None:
    if wounds_after <= 0:
        _remove(state, changes, model_id)
    else:
        changes.model(state, model_id, "wounds", wounds_after)


def _below_half(state: State, changes: Changes, model_id: str, fired: bool) -> None:
    """below_half_wounds is rolled by the encounter as its next step (§7 DECISION)."""
    model = state["models"][model_id]
    if fired and model["in_play"] and not _engaged(model):
        changes.top(
            state,
            "pending_panic",
            [*state["pending_panic"], {"model": model_id, "trigger": "below_half_wounds"}],
        )


# -- roster and state ------------------------------------------------------------------


def new_model(roster: Mapping[str, Any]) -> dict:
    model = dict(roster)
    model["wounds"] = roster.get("wounds") or roster["wounds_max"]
    model.update(
        in_play=True,
        panicked=bool(roster.get("panicked")),
        panic_penalty=False,
        order=None,
        order_revealed=False,
        has_order=False,
        activated=False,
        reactions_used=0,
        charged_this_phase=False,
        charged_this_action=False,
        engaged_with=[],
        first_attacker=None,
        shield_opponent=None,
    )
    return model


def initial_state(params: Mapping[str, Any]) -> State:
    config = {**DEFAULT_CONFIG, "default_order": "snap_fire", **(params.get("config") or {})}
    players = roster_sides(params)
    return {
        "round": 1,
        "phase": "command",
        "players": players,
        "orders_submitted": {p: False for p in players},
        "initiative": None,
        "active_player": None,
        "activation": None,
        "current_action": None,
        "pending_panic": [],
        "setup": None,
        "winner": None,
        "config": config,
        "models": {m["id"]: new_model(m) for m in params["models"]},
        "hidden": {"orders": {}},
    }


def add_model(state: State, roster: Mapping[str, Any], changes: Changes) -> None:
    if roster["id"] in state["models"]:
        raise RuleViolation("duplicate_model", f"there is already a model {roster['id']!r}", "id")
    if roster["side"] not in state["players"]:
        raise RuleViolation(
            "unknown_side",
            f"side {roster['side']!r} is not one of the players ({', '.join(state['players'])})",
            "side",
        )
    changes.added(state, roster["id"], new_model(roster))


def edit_model(state: State, model_id: str, roster: Mapping[str, Any], changes: Changes) -> None:
    _model(state, model_id, "model_id")
    if roster["id"] != model_id:
        raise RuleViolation("id_mismatch", "the body's id must be the model's id", "id")
    if roster["side"] != state["models"][model_id]["side"]:
        raise RuleViolation("side_change", "a model cannot change sides", "side")
    for field, value in roster.items():
        if field == "wounds" and value is None:
            continue
        changes.model(state, model_id, field, value)
    _victory(state, changes)


def remove_model(state: State, model_id: str, changes: Changes) -> None:
    _model(state, model_id, "model_id")
    _remove(state, changes, model_id)
    del state["models"][model_id]
    changes.append({"path": f"models.{model_id}", "from": "present", "to": None})
    if state["current_action"] and state["current_action"]["model"] == model_id:
        changes.top(state, "current_action", None)
    if state["activation"] and state["activation"]["model"] == model_id:
        changes.top(state, "activation", None)
        _pass_turn(state, changes)
    changes.top(
        state, "pending_panic", [p for p in state["pending_panic"] if p["model"] != model_id]
    )
    _victory(state, changes)


# -- command phase: orders (sealed) --------------------------------------------------------


def _orders_part(params: Mapping[str, Any], role: str) -> str:
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


def _orders_check(state: State, side: str, params: Mapping[str, Any]) -> None:
    if state["phase"] != "command":
        raise StateConflict(
            f"orders are given in the command phase; it is the {state['phase']} phase", "orders"
        )
    if side not in state["players"]:
        raise RuleViolation("unknown_side", f"{side!r} is not a player here", "side")
    _no_pending_panic(state, "orders")
    for mid, order in (params.get("orders") or {}).items():
        model = _model(state, mid, f"orders.{mid}")
        if model["side"] != side:
            raise RuleViolation(
                "wrong_side", f"{mid} belongs to {model['side']}, not {side}", f"orders.{mid}"
            )
        if not model["in_play"]:
            raise StateConflict(f"{mid} has been removed from play", f"orders.{mid}")
        if order == "overwatch" and _engaged(model):
            raise RuleViolation(
                "action_not_allowed",
                f"{mid} is in base contact with an enemy: no overwatch order (R42)",
                f"orders.{mid}",
            )


def bind_orders(state: State, params: Mapping[str, Any]) -> dict:
    return {}


def apply_orders(state: State, params: Mapping[str, Any], bound, outcome, changes: Changes) -> None:
    """R47: engaged models get a face-up snap-fire order, the others their player's, face down."""
    given = {}
    for part in params["parts"].values():
        given.update(part.get("orders") or {})
    default = state["config"]["default_order"]
    hidden = {}
    for mid, model in state["models"].items():
        if not model["in_play"]:
            continue
        if _engaged(model):
            changes.model(state, mid, "order", "snap_fire")
            changes.model(state, mid, "order_revealed", True)
        else:
            hidden[mid] = given.get(mid, default)
        changes.model(state, mid, "has_order", True)
    state["hidden"]["orders"] = hidden
    changes.top(state, "orders_submitted", {p: True for p in state["players"]})
    changes.top(state, "phase", "activation")


# -- initiative -------------------------------------------------------------------------------


def bind_initiative(state: State, params: Mapping[str, Any]) -> dict:
    if state["phase"] != "activation" or state["initiative"] is not None:
        raise StateConflict(
            "initiative is rolled once, at the start of the activation phase", "winner_sends_first"
        )
    _no_pending_panic(state, "winner_sends_first")

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
    }


def apply_initiative(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.top(
        state, "initiative", {"winner": outcome["winner"], "first_player": outcome["first_player"]}
    )
    first = outcome["first_player"]
    changes.top(state, "active_player", first)
    if not _eligible(state, first):
        _pass_turn(state, changes)


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
    }


def apply_setup_roll(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.top(
        state,
        "setup",
        {"winner": outcome["winner"], "deploys_first": outcome["first_player"]},
    )


# -- activation ---------------------------------------------------------------------------------


def bind_activate(state: State, params: Mapping[str, Any]) -> dict:
    mid = params["model"]
    model = _in_play(state, mid, "model")
    _no_pending_panic(state)
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
        if _order_of(state, mid) == "overwatch":
            raise StateConflict(
                f"{mid} is on overwatch: it acts only by interrupting an enemy", "model"
            )
        if not model["has_order"]:
            raise StateConflict(f"{mid} has no order this round", "model")
    return {
        **_facts(model, params),
        "panicked": model["panicked"],
        "high_morale": model["high_morale"],
        "occasion": "reaction" if params.get("reaction") else "activation",
        "attempt": params.get("rally_attempt", True),
        "modifiers": params.get("modifiers", []),
    }


def apply_activate(state: State, params, bound, outcome, changes: Changes) -> None:
    mid = params["model"]
    if state["current_action"]:
        # A passed break-off whose move was forgone: that action ends here.
        _end_action(state, changes)
    if not state["models"][mid]["order_revealed"]:
        changes.model(state, mid, "order", state["hidden"]["orders"].pop(mid, "snap_fire"))
        changes.model(state, mid, "order_revealed", True)
    changes.model(state, mid, "panicked", outcome["panicked"])
    changes.model(state, mid, "panic_penalty", outcome["panic_penalty"])
    reaction = bool(params.get("reaction"))
    if reaction:
        changes.model(state, mid, "reactions_used", state["models"][mid]["reactions_used"] + 1)
    actions_taken = (state["activation"] or {}).get("actions", 0)
    changes.top(state, "activation", {"model": mid, "actions": actions_taken + 1})
    changes.top(
        state,
        "current_action",
        {
            "model": mid,
            "kind": None,
            "is_reaction": reaction,
            "moved_distance_in": 0.0,
            "interrupted": False,
        },
    )


def bind_end_activation(state: State, params: Mapping[str, Any]) -> dict:
    activation = state["activation"]
    if not activation or activation["model"] != params["model"]:
        raise StateConflict(f"{params['model']} is not being activated", "model")
    _no_pending_panic(state)
    action = state["current_action"]
    model = state["models"][params["model"]]
    if action and action["kind"] is None and not action["is_reaction"] and _engaged(model):
        # urban-war.md §7 DECISION, §8 (encounters): melee is its only action.
        raise StateConflict(
            f"{model['id']} is in base contact with an enemy: it must attack or try to break "
            "off before its activation ends",
            "model",
        )
    return {}


def apply_end_activation(state: State, params, bound, outcome, changes: Changes) -> None:
    _end_activation(state, changes, params["model"])


# -- movement -------------------------------------------------------------------------------


def bind_movement(state: State, params: Mapping[str, Any]) -> dict:
    """urban-war.md §6.17: a normal move, a run, a charge move or a passed break-off's move.

    The charge and break-off moves are encounter inputs too (§8 (encounters)): a charge
    move is followed by the charge's melee step; a break-off move follows a passed
    break-off (up to MV + CAL in) and ends that action.
    """
    model = _acting(state)
    kind = state["current_action"]["kind"]
    if params["action"] == "break_off":
        if kind != "break_off":
            raise StateConflict(
                f"{model['id']} moves away only after passing a break-off test in this action",
                "action",
            )
        limit = model["movement"] + model["calibre"]
        if params["distance_in"] > limit:
            raise StateConflict(
                f"{model['id']} cannot break off {params['distance_in']:g} in: the most is "
                f"{limit} in (MV + CAL)",
                "distance_in",
            )
        return {
            "movement": model["movement"],
            "calibre": model["calibre"],
            "panic_penalty": model["panic_penalty"],
            "in_base_contact": True,
            "action": "break_off",
            "distance_in": params["distance_in"],
        }
    if kind is not None:
        raise StateConflict(f"{model['id']} has already moved or acted in this action", "action")
    if params["action"] == "charge":
        if _engaged(model):
            raise StateConflict(
                f"{model['id']} is in base contact with an enemy: it cannot charge another",
                "action",
            )
        if model["panic_penalty"]:
            raise StateConflict(
                f"{model['id']} is panicked this action: it may not charge", "action"
            )
        if params["distance_in"] == 0:
            raise RuleViolation(
                "action_not_allowed", "a charge of 0 in is no charge", "distance_in"
            )
    bound = {
        "movement": model["movement"],
        "calibre": model["calibre"],
        "panic_penalty": model["panic_penalty"],
        "in_base_contact": _engaged(model),
        "action": params["action"],
        "distance_in": params["distance_in"],
    }
    checked = ranges.movement(bound, ManualDice([]))
    if not checked["legal"]:
        limit = checked["normal_in" if params["action"] == "normal" else "run_in"]
        if params["action"] == "charge" and not _engaged(model):
            raise StateConflict(
                f"{model['id']} cannot charge {params['distance_in']:g} in: the most is "
                f"{limit} in (2 x MV + CAL)",
                "distance_in",
            )
        why = (
            "it is in base contact with an enemy" if _engaged(model) else f"the most is {limit} in"
        )
        raise StateConflict(
            f"{model['id']} cannot {params['action']} {params['distance_in']:g} in: {why}",
            "distance_in",
        )
    return bound


def apply_movement(state: State, params, bound, outcome, changes: Changes) -> None:
    action = dict(state["current_action"])
    if params["action"] == "run":
        action["kind"] = "run"
        changes.top(state, "current_action", action)
        _end_action(state, changes)
    elif params["action"] == "break_off":
        action.update(moved_distance_in=float(params["distance_in"]))
        changes.top(state, "current_action", action)
        _end_action(state, changes)
    elif params["action"] == "charge":
        action.update(kind="charge", moved_distance_in=float(params["distance_in"]))
        changes.top(state, "current_action", action)
    else:
        action.update(kind="move_and_shoot", moved_distance_in=float(params["distance_in"]))
        changes.top(state, "current_action", action)


# -- shooting ---------------------------------------------------------------------------------


def bind_shooting(state: State, params: Mapping[str, Any]) -> dict:
    shooter = _acting(state)
    if state["current_action"]["kind"] not in (None, "move_and_shoot"):
        raise StateConflict(f"{shooter['id']} has already acted in this action", "target")
    if _engaged(shooter):
        raise StateConflict(
            f"{shooter['id']} is in base contact with an enemy: melee is its only action", "target"
        )
    target = _enemy(state, shooter, params["target"], "target")
    distance = params["distance_in"]
    band = band_of(distance) if distance <= 48 else "extreme"
    weapon = _pick_weapon(shooter, params.get("weapon"), band, "weapon", required=True)
    return {
        "shooter": {
            **_facts(shooter, params),
            "id": shooter["id"],
            "shooting_skill": shooter["shooting_skill"],
            "movement": shooter["movement"],
            "weapon": weapon,
            "moved_distance_in": state["current_action"]["moved_distance_in"],
            "in_base_contact": False,
            "panic_penalty": shooter["panic_penalty"],
        },
        "target": {
            "id": target["id"],
            "toughness": target["toughness"],
            "wounds": target["wounds"],
            "wounds_max": target["wounds_max"],
            "size": target["size"],
            "heavy_armour": target["heavy_armour"],
            "battleshield": target["battleshield"],
            "in_base_contact": _engaged(target),
        },
        "distance_in": distance,
        "has_los": params.get("has_los", True),
        "is_primary": params.get("is_primary", True),
        "primary_in_cover": params.get("primary_in_cover", False),
        "cover": params.get("cover") or {},
        "mode": "normal",
        "config": _rule_config(state),
    }


def _rule_config(state: State) -> dict:
    return {k: state["config"][k] for k in DEFAULT_CONFIG}


def _apply_shot(state: State, changes: Changes, target_id: str, outcome: dict) -> None:
    _wounds(state, changes, target_id, outcome["wounds_after"])
    _below_half(state, changes, target_id, "below_half_wounds" in outcome["panic_triggers"])


def apply_shooting(state: State, params, bound, outcome, changes: Changes) -> None:
    _apply_shot(state, changes, params["target"], outcome)
    _victory(state, changes)
    _end_action(state, changes)


# -- melee ------------------------------------------------------------------------------------


def _shield(model: dict, opponent_id: str, named: str | None = None) -> bool:
    """R7: the shield covers its bearer against its first opponent (or the next, once gone).

    `named` is the bearer's `shield_target` of this step (urban-war.md §5 DECISION).
    """
    chosen = named or model["shield_opponent"]
    return model["battleshield"] and chosen in (None, opponent_id)


def _shield_target(state: State, model: dict, params: Mapping[str, Any], fighting) -> str | None:
    """urban-war.md §5 DECISION: once its shield opponent is gone, the bearer names the next
    one with `shield_target` on its next melee step: an enemy it is fighting."""
    named = params.get("shield_target")
    if named is None:
        return None
    if not model["battleshield"]:
        raise RuleViolation(
            "action_not_allowed", f"{model['id']} carries no Battleshield", "shield_target"
        )
    if model["shield_opponent"] not in (None, named):
        raise StateConflict(
            f"{model['id']}'s Battleshield still covers it against {model['shield_opponent']}: "
            "a new shield opponent is named only once that one is gone",
            "shield_target",
        )
    if named not in fighting:
        raise StateConflict(
            f"{named} is not an enemy {model['id']} is fighting in this step", "shield_target"
        )
    return named


def _fighter(state: State, model: dict, opponent: dict, weapon_name, field, facts) -> dict:
    band_weapon = _pick_weapon(model, weapon_name, "melee", field, required=False)
    return {
        **_facts(model, facts),
        "id": model["id"],
        **{
            k: model[k]
            for k in (
                "assault_skill",
                "strength",
                "toughness",
                "wounds",
                "first_strike",
                "movement",
                "heavy_armour",
                "panicked",
                "charged_this_phase",
            )
        },
        "weapon": band_weapon,
        "shield_applies": _shield(model, opponent["id"]),
    }


def bind_melee(state: State, params: Mapping[str, Any]) -> dict:
    attacker = _acting(state)
    action = state["current_action"]
    if action["kind"] not in (None, "charge"):
        raise StateConflict(f"{attacker['id']} has already moved or acted in this action", "target")
    defender = _enemy(state, attacker, params["target"], "target")
    charge = bool(params.get("charge")) or action["kind"] == "charge"
    if action["kind"] == "charge":
        # The charge move was given to `movement`: it is this charge's distance.
        moved = action["moved_distance_in"]
        given = params.get("charge_distance_in")
        if given is not None and given != moved:
            raise RuleViolation(
                "action_not_allowed",
                f"the charge move was {moved:g} in (given to movement), not {given:g} in",
                "charge_distance_in",
            )
        params = {**params, "charge": True, "charge_distance_in": moved}
    if charge:
        if _engaged(attacker):
            raise StateConflict(
                f"{attacker['id']} is already in melee: it attacks without a charge", "charge"
            )
        if _engaged(defender):
            raise StateConflict(
                f"{defender['id']} is already in melee: no other model joins in (R32)", "target"
            )
        if attacker["panic_penalty"]:
            raise StateConflict(
                f"{attacker['id']} is panicked this action: it may not charge", "charge"
            )
        if params.get("charge_distance_in") is None:
            raise RuleViolation(
                "charge_distance_required",
                "a charge needs charge_distance_in",
                "charge_distance_in",
            )
    elif defender["id"] not in attacker["engaged_with"]:
        raise StateConflict(
            f"{attacker['id']} is not in base contact with {defender['id']}: charge it", "target"
        )
    shield_named = _shield_target(state, attacker, params, {defender["id"]})
    attacker_in = _fighter(state, attacker, defender, params.get("weapon"), "weapon", params)
    attacker_in["shield_applies"] = _shield(attacker, defender["id"], shield_named)
    attacker_in.update(
        charged_this_action=charge,
        charged_this_phase=attacker["charged_this_phase"] or charge,
        panic_penalty=attacker["panic_penalty"],
    )
    if charge:
        attacker_in["charge_distance_in"] = params["charge_distance_in"]
    defender_in = _fighter(
        state, defender, attacker, params.get("target_weapon"), "target_weapon", {}
    )
    defender_in.update(_target_facts(params))
    defender_in["commander_in_range"] = (
        defender_in["commander_in_range"] and not defender["is_commander"]
    )
    defender_in["can_strike_back"] = defender["first_attacker"] in (None, attacker["id"])
    return {
        "attacker": attacker_in,
        "defender": defender_in,
        "interrupt_charge": False,
        "config": _rule_config(state),
    }


def _apply_melee(
    state: State,
    changes: Changes,
    attacker_id: str,
    defender_id: str,
    outcome: dict,
    charge: bool,
    interrupt: bool,
) -> None:
    attacker, defender = state["models"][attacker_id], state["models"][defender_id]
    if charge:
        changes.model(state, attacker_id, "engaged_with", [*attacker["engaged_with"], defender_id])
        changes.model(state, defender_id, "engaged_with", [*defender["engaged_with"], attacker_id])
        changes.model(state, attacker_id, "charged_this_phase", True)
        if interrupt:
            # The interrupt is the interrupter's whole action, over with this step (§8).
            changes.model(state, defender_id, "charged_this_phase", True)
        else:
            changes.model(state, attacker_id, "charged_this_action", True)
    if defender["first_attacker"] is None:
        changes.model(state, defender_id, "first_attacker", attacker_id)
    for mid, other in ((attacker_id, defender_id), (defender_id, attacker_id)):
        if state["models"][mid]["battleshield"] and state["models"][mid]["shield_opponent"] is None:
            changes.model(state, mid, "shield_opponent", other)
    struck_back = any(s["striker"] == "defender" for s in outcome["strikes"])
    if struck_back and _order_of(state, defender_id) == "overwatch" and not defender["activated"]:
        # R34: striking back ends an overwatch model's turn.
        state["hidden"]["orders"].pop(defender_id, None)
        changes.model(state, defender_id, "order", None)
        changes.model(state, defender_id, "order_revealed", True)
        changes.model(state, defender_id, "has_order", False)
        changes.model(state, defender_id, "activated", True)
    elif struck_back and defender["has_order"] and not defender["order_revealed"]:
        # urban-war.md §7, §8 (encounters): a strike back reveals a face-down order.
        changes.model(state, defender_id, "order", state["hidden"]["orders"].pop(defender_id))
        changes.model(state, defender_id, "order_revealed", True)
    result = outcome["result"]
    if result["loser"] and result["panic_test"] and result["panic_test"]["panicked"]:
        loser = attacker_id if result["loser"] == "attacker" else defender_id
        changes.model(state, loser, "panicked", True)
    _wounds(state, changes, attacker_id, outcome["wounds_after"]["attacker"])
    _wounds(state, changes, defender_id, outcome["wounds_after"]["defender"])


def apply_melee(state: State, params, bound, outcome, changes: Changes) -> None:
    attacker_id = state["current_action"]["model"]
    if params.get("shield_target"):
        changes.model(state, attacker_id, "shield_opponent", params["shield_target"])
    _apply_melee(
        state,
        changes,
        attacker_id,
        params["target"],
        outcome,
        charge=bool(bound["attacker"].get("charged_this_action")),
        interrupt=False,
    )
    _victory(state, changes)
    _end_action(state, changes)


# -- break off --------------------------------------------------------------------------------


def bind_break_off(state: State, params: Mapping[str, Any]) -> dict:
    model = _acting(state)
    if state["current_action"]["kind"] is not None:
        raise StateConflict(f"{model['id']} has already acted in this action", "model")
    if not _engaged(model):
        raise StateConflict(f"{model['id']} is not in base contact with an enemy", "model")
    shield_named = _shield_target(state, model, params, set(model["engaged_with"]))
    opponents = []
    for oid in model["engaged_with"]:
        opponent = state["models"][oid]
        entry = _fighter(state, opponent, model, None, "opponents", {})
        entry.update(
            in_base_contact=True,
            can_strike_back=opponent["first_attacker"] in (None, model["id"]),
            shield_applies=_shield(model, oid, shield_named),
            shield_against_model=_shield(opponent, model["id"]),
        )
        opponents.append(entry)
    fallback = params.get("fallback_target")
    if fallback is not None and fallback not in model["engaged_with"]:
        raise StateConflict(
            f"{fallback} is not in base contact with {model['id']}", "fallback_target"
        )
    target_id = fallback or model["engaged_with"][0]
    for entry in opponents:
        if entry["id"] == target_id:
            # The opponent it must attack on a failure: its Commander and modifiers count
            # for the lost-melee panic test (§8 (encounters)).
            facts = _target_facts(params)
            entry["commander_in_range"] = (
                facts["commander_in_range"] and not state["models"][target_id]["is_commander"]
            )
            entry["modifiers"] = facts["modifiers"]
    own = _fighter(state, model, state["models"][target_id], None, "model", params)
    own["shield_applies"] = _shield(model, target_id, shield_named)
    own["panic_penalty"] = model["panic_penalty"]
    bound = {"model": own, "opponents": opponents, "config": _rule_config(state)}
    if fallback is not None:
        bound["fallback_target"] = fallback
    return bound


def apply_break_off(state: State, params, bound, outcome, changes: Changes) -> None:
    mid = state["current_action"]["model"]
    model = state["models"][mid]
    if outcome["melee"] is not None:
        target = bound.get("fallback_target") or bound["opponents"][0]["id"]
        if params.get("shield_target"):
            changes.model(state, mid, "shield_opponent", params["shield_target"])
        _apply_melee(state, changes, mid, target, outcome["melee"], charge=False, interrupt=False)
    else:
        _wounds(state, changes, mid, outcome["wounds_after"])
        if outcome["broke_off"]:
            for oid in list(model["engaged_with"]):
                other = state["models"][oid]
                changes.model(
                    state, oid, "engaged_with", [x for x in other["engaged_with"] if x != mid]
                )
                if other["shield_opponent"] == mid:
                    changes.model(state, oid, "shield_opponent", None)
            changes.model(state, mid, "engaged_with", [])
            # urban-war.md §8 (encounters): a bearer that breaks off loses its shield opponent.
            changes.model(state, mid, "shield_opponent", None)
    _victory(state, changes)
    if outcome["broke_off"] and state["phase"] == "activation":
        # The action stays open for the break-off move (movement, action break_off).
        changes.top(state, "current_action", dict(state["current_action"], kind="break_off"))
    else:
        _end_action(state, changes)


# -- overwatch interrupts ---------------------------------------------------------------------


def bind_interrupt(state: State, params: Mapping[str, Any]) -> dict:
    action = _current(state, "interrupter")
    _no_pending_panic(state)
    target = state["models"][action["model"]]
    interrupter = _enemy(state, target, params["interrupter"], "interrupter")
    order = _order_of(state, interrupter["id"])
    if order != "overwatch":
        raise StateConflict(f"{interrupter['id']} has no overwatch order", "interrupter")
    if interrupter["activated"]:
        raise StateConflict(
            f"{interrupter['id']} has already been activated this round", "interrupter"
        )
    if action["interrupted"]:
        raise StateConflict(
            f"{target['id']}'s action has already been interrupted once", "interrupter"
        )
    kind = params["kind"]
    touching = params.get("touching_interrupter", False) or (
        interrupter["id"] in target["engaged_with"]
    )
    if kind == "charge" and not touching:
        # urban-war.md §8 (encounters): a model is in contact with one enemy at most.
        if _engaged(target):
            raise StateConflict(
                f"{target['id']} is already in melee: no other model joins in (R32)",
                "interrupter",
            )
        if _engaged(interrupter):
            raise StateConflict(
                f"{interrupter['id']} is in base contact with an enemy: it may only charge a "
                "model it touches",
                "interrupter",
            )
    band = "melee"
    if kind == "shot" and params["distance_in"] > 0:
        band = band_of(params["distance_in"]) if params["distance_in"] <= 48 else "extreme"
    weapon = _pick_weapon(
        interrupter, params.get("weapon"), band, "weapon", required=kind == "shot"
    )
    target_weapon = _pick_weapon(target, None, "melee", "target", required=False)
    return {
        "kind": kind,
        "interrupter": {
            **_facts(interrupter, params),
            "id": interrupter["id"],
            "order": order or "none",
            "activated": interrupter["activated"],
            "panicked": interrupter["panicked"],
            "high_morale": interrupter["high_morale"],
            "in_base_contact": _engaged(interrupter),
            **{
                k: interrupter[k]
                for k in (
                    "movement",
                    "shooting_skill",
                    "assault_skill",
                    "strength",
                    "toughness",
                    "wounds",
                    "first_strike",
                    "heavy_armour",
                )
            },
            "weapon": weapon,
            "shield_applies": _shield(interrupter, target["id"]),
        },
        "target": {
            **_facts(target, _target_facts(params)),
            "id": target["id"],
            # In its own action: the penalty its rally at the action's start left (§8).
            "panic_penalty": target["panic_penalty"],
            **{
                k: target[k]
                for k in (
                    "toughness",
                    "wounds",
                    "wounds_max",
                    "size",
                    "heavy_armour",
                    "battleshield",
                    "assault_skill",
                    "strength",
                    "first_strike",
                    "movement",
                    "panicked",
                )
            },
            "in_base_contact": _engaged(target),
            "weapon": target_weapon,
            "can_strike_back": target["first_attacker"] in (None, interrupter["id"]),
            "shield_applies": _shield(target, interrupter["id"]),
            "on_solid_ground": params.get("on_solid_ground", True),
            "in_base_contact_with_enemy": _engaged(target),
            "touching_interrupter": touching,
        },
        "distance_in": params["distance_in"],
        "has_los": params.get("has_los", True),
        "cover": params.get("cover") or {},
        "moment": params.get("moment", "before_move"),
        "target_action": {"is_interrupt": False, "already_interrupted": action["interrupted"]},
        "config": _rule_config(state),
    }


def apply_interrupt(state: State, params, bound, outcome, changes: Changes) -> None:
    iid = params["interrupter"]
    target_id = state["current_action"]["model"]
    state["hidden"]["orders"].pop(iid, None)
    if outcome["rally"] is not None:
        changes.model(state, iid, "panicked", outcome["rally"]["panicked"])
    changes.model(state, iid, "order", None)
    changes.model(state, iid, "order_revealed", True)
    changes.model(state, iid, "has_order", False)
    changes.model(state, iid, "activated", True)
    if outcome["passed"]:
        action = dict(state["current_action"], interrupted=True)
        changes.top(state, "current_action", action)
        if outcome["shooting"] is not None:
            _apply_shot(state, changes, target_id, outcome["shooting"])
        if outcome["melee"] is not None:
            _apply_melee(
                state, changes, iid, target_id, outcome["melee"], charge=True, interrupt=True
            )
    _victory(state, changes)
    if state["phase"] == "activation" and state["current_action"]:
        if not state["models"][target_id]["in_play"] or not outcome["target_action_continues"]:
            _end_action(state, changes)


# -- tests ------------------------------------------------------------------------------------


def bind_panic_test(state: State, params: Mapping[str, Any]) -> dict:
    model = _in_play(state, params["model"], "model")
    return {
        **_facts(model, params),
        "panicked": model["panicked"],
        "trigger": params["trigger"],
        "in_base_contact": _engaged(model),
    }


def apply_panic_test(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.model(state, params["model"], "panicked", outcome["panicked"])
    due = list(state["pending_panic"])
    for i, pending in enumerate(due):
        if pending == {"model": params["model"], "trigger": params["trigger"]}:
            del due[i]
            break
    changes.top(state, "pending_panic", due)


def bind_command_test(state: State, params: Mapping[str, Any]) -> dict:
    model = _in_play(state, params["model"], "model")
    _no_pending_panic(state)
    bound = {
        **_facts(model, params),
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


# -- the definition ----------------------------------------------------------------------------


STEPS = (
    EncounterStep(
        name="orders",
        path="orders",
        summary="Command phase: each player's orders, face down until all are in (§7, R47)",
        params=es.OrdersParams,
        outcome=es.TurnOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        bind=bind_orders,
        apply=apply_orders,
        sealed=Sealed(
            parts=lambda state: list(state["players"]),
            part_of=_orders_part,
            check=_orders_check,
            public_when_resolved=False,
        ),
    ),
    EncounterStep(
        name="setup_roll",
        path="setup-roll",
        summary=(
            "Set-up roll for sides: each player's d10, ties re-rolled, no Commander penalty; the "
            "winner chooses sides and who deploys first (§6.3, §7)"
        ),
        params=es.InitiativeEncounterParams,
        outcome=turn.InitiativeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=initiative.initiative,
        bind=bind_setup_roll,
        apply=apply_setup_roll,
    ),
    EncounterStep(
        name="initiative",
        path="initiative",
        summary="Initiative for the activation phase (§6.3)",
        params=es.InitiativeEncounterParams,
        outcome=turn.InitiativeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=initiative.initiative,
        bind=bind_initiative,
        apply=apply_initiative,
    ),
    EncounterStep(
        name="activate",
        path="activate",
        summary=(
            "Activate a snap-fire model (or start its reaction): its order is revealed and a "
            "panicked model rallies (§7, §6.2)"
        ),
        params=es.ActivateParams,
        outcome=mor.RallyOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        rules=morale.rally,
        bind=bind_activate,
        apply=apply_activate,
    ),
    EncounterStep(
        name="movement",
        path="movement",
        summary="Move the acting model: the move of a move + shoot, or a run (§6.17)",
        params=es.MovementEncounterParams,
        outcome=turn.MovementOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_side_of_actor,
        rules=ranges.movement,
        bind=bind_movement,
        apply=apply_movement,
    ),
    EncounterStep(
        name="shooting",
        path="shooting",
        summary="The acting model shoots (§6.9)",
        params=es.ShootingEncounterParams,
        outcome=sho.ShootingOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_side_of_actor,
        rules=shooting.shooting,
        bind=bind_shooting,
        apply=apply_shooting,
    ),
    EncounterStep(
        name="melee",
        path="melee",
        summary="The acting model charges or attacks in melee (§6.14)",
        params=es.MeleeEncounterParams,
        outcome=mel.MeleeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_side_of_actor,
        rules=melee.melee,
        bind=bind_melee,
        apply=apply_melee,
    ),
    EncounterStep(
        name="break_off",
        path="break-off",
        summary="The acting model tries to break off from melee (§6.15)",
        params=es.BreakOffEncounterParams,
        outcome=act.BreakOffOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_side_of_actor,
        rules=actions.break_off,
        bind=bind_break_off,
        apply=apply_break_off,
    ),
    EncounterStep(
        name="overwatch_interrupt",
        path="overwatch-interrupt",
        summary="An overwatch model interrupts the acting enemy (§6.16)",
        params=es.InterruptEncounterParams,
        outcome=act.OverwatchInterruptOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("interrupter"),
        rules=actions.overwatch_interrupt,
        bind=bind_interrupt,
        apply=apply_interrupt,
    ),
    EncounterStep(
        name="panic_test",
        path="panic-test",
        summary="A panic test: due ones (below half wounds) or ones the table names (§6.2)",
        params=es.PanicTestEncounterParams,
        outcome=mor.PanicTestOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        rules=morale.panic_test,
        bind=bind_panic_test,
        apply=apply_panic_test,
    ),
    EncounterStep(
        name="command_test",
        path="command-test",
        summary="A command test; changes nothing (§6.1)",
        params=es.CommandTestEncounterParams,
        outcome=mor.CommandTestOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        rules=morale.command_test,
        bind=bind_command_test,
    ),
    EncounterStep(
        name="end_activation",
        path="end-activation",
        summary="End a model's activation, forgoing further reactions (§7)",
        params=es.EndActivationParams,
        outcome=es.TurnOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_end_activation,
        apply=apply_end_activation,
    ),
)

DEFINITION = EncounterSystem(
    system=SYSTEM,
    create_params=es.UrbanWarEncounterParams,
    state_schema=es.UrbanWarState,
    model_schema=es.RosterModel,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
)
