"""How each Umbra Turris step reads and changes an encounter (umbra-turris.md §11).

Pure functions over the state dict: `bind` turns the stored state and a request
that names models by id into the stateless rules' params (and refuses, with a
409, what the stored state forbids: §4 and §11 DECISIONs), `apply` writes the
outcome back and returns the changes. The rules functions are the stateless
steps', unchanged.

Fighting on an encounter (§2, §5, §6, §11):
  charge -> melee/exchange -> [melee/shield-block] -> melee/parry (sealed) -> melee/attack
The exchange names the pair (and whether the attack comes from behind), so the
sealed parry knows whose choices it waits for: the attacker's side and, unless
from behind, the defender's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
from referee.systems.umbra_turris import encounter_schemas as es
from referee.systems.umbra_turris.rules import magic, melee, shooting
from referee.systems.umbra_turris.rules.common import DEFAULT_CONFIG
from referee.systems.umbra_turris.rules.magic import APPRENTICE, domain_problem
from referee.systems.umbra_turris.schemas import magic as mag
from referee.systems.umbra_turris.schemas import melee as mel
from referee.systems.umbra_turris.schemas import shooting as sho
from referee.violations import RuleViolation

SYSTEM = "umbra-turris"
ENCOUNTER_DEFAULTS = {"self_heal_ends_activation": True, "shield_block_target": None}
PER_CYCLE = ("moved_this_cycle", "movement_locked", "self_healed_this_cycle")

State = dict[str, Any]


# -- small helpers ---------------------------------------------------------------------


def _model(state: State, model_id: str | None, field: str) -> dict:
    model = state["models"].get(model_id)
    if model is None:
        raise RuleViolation(
            "unknown_model", f"there is no model {model_id!r} in this encounter", field
        )
    return model


def _active(state: State, model_id: str | None, field: str) -> dict:
    """§11 DECISION: a model out of action takes no further step and cannot be targeted."""
    model = _model(state, model_id, field)
    if model["out_of_action"]:
        raise StateConflict(
            f"{model_id} is out of action: it takes no further step and cannot be targeted",
            field,
        )
    return model


def _pair(state: State, first: str, second: str, fields: tuple[str, str], doing: str):
    """Two different models, both in action, on different sides."""
    if first == second:
        raise RuleViolation("same_model", f"a model cannot {doing} itself", fields[1])
    a = _active(state, first, fields[0])
    b = _active(state, second, fields[1])
    if a["side"] == b["side"]:
        raise StateConflict(
            f"{first} and {second} are both {a['side']}'s: a model can {doing} only an enemy",
            fields[1],
        )
    return a, b


def _stands_still(state: State, model: dict, doing: str, field: str) -> None:
    """§10 DECISION: a mage that self-healed may not move, cast, shoot or attack this Cycle."""
    if state["config"]["self_heal_ends_activation"] and model["self_healed_this_cycle"]:
        raise StateConflict(
            f"{model['id']} self-healed this Cycle: it stands still and does nothing until the "
            f"next Cycle, so it cannot {doing} (it may still defend, parry and block)",
            field,
        )


def _engaged(a: dict, b: dict, field: str) -> None:
    """§11 DECISION: melee steps need the two models engaged with each other by a Charge."""
    if b["id"] not in a["engaged_with"]:
        raise StateConflict(
            f"{a['id']} is not engaged with {b['id']}: melee needs a Charge first", field
        )


def _mage(model: dict, doing: str) -> None:
    """§3 DECISION: only mages have Vitality."""
    if model["profession"] is None or model["vitality"] is None:
        raise StateConflict(
            f"only a mage can {doing}: {model['id']} has no Vitality", "mage", "not_a_mage"
        )


def _rule_config(state: State) -> dict:
    return {k: state["config"][k] for k in DEFAULT_CONFIG}


def _unlink(state: State, changes: Changes, a_id: str, b_id: str) -> None:
    for one, other in ((a_id, b_id), (b_id, a_id)):
        model = state["models"].get(one)
        if model is None:
            continue
        remaining = [x for x in model["engaged_with"] if x != other]
        changes.model(state, one, "engaged_with", remaining)
        changes.model(state, one, "in_melee", bool(remaining))


def _involves(record: dict | None, model_id: str, *keys: str) -> bool:
    return record is not None and any(record.get(k) == model_id for k in keys)


def _take_out(state: State, changes: Changes, model_id: str) -> None:
    """§11: out_of_action at 0 wounds; §12: going out of action ends the model's engagements.

    Every model engaged with it is unlinked, and one left with no enemy in base contact
    is no longer in melee; the open exchange, the failed Parry (pending_melee) and the
    hit awaiting damage (pending_shot) that involve it are cancelled.
    """
    changes.model(state, model_id, "out_of_action", True)
    engaged = set(state["models"][model_id]["engaged_with"])
    engaged |= {mid for mid, m in state["models"].items() if model_id in m["engaged_with"]}
    for other in sorted(engaged):
        _unlink(state, changes, model_id, other)
    if _involves(state["exchange"], model_id, "attacker", "defender"):
        changes.top(state, "exchange", None)
    if _involves(state["pending_melee"], model_id, "attacker", "defender"):
        changes.top(state, "pending_melee", None)
    if _involves(state["pending_shot"], model_id, "shooter", "target"):
        changes.top(state, "pending_shot", None)


def _wounds(state: State, changes: Changes, model_id: str, wounds_after: int) -> None:
    """§11: wounds_remaining - damage, not below 0 (the rules report it); 0 is out of action."""
    changes.model(state, model_id, "wounds_remaining", wounds_after)
    if wounds_after == 0 and not state["models"][model_id]["out_of_action"]:
        _take_out(state, changes, model_id)


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


def add_model(state: State, roster: Mapping[str, Any], changes: Changes) -> None:
    if roster["id"] in state["models"]:
        raise RuleViolation("duplicate_model", f"there is already a model {roster['id']!r}", "id")
    if roster["side"] not in state["sides"]:
        raise RuleViolation(
            "unknown_side",
            f"side {roster['side']!r} is not one of this encounter's sides "
            f"({', '.join(state['sides'])}): sides get their tokens at creation",
            "side",
        )
    _check_roster(state, None, roster)
    changes.added(state, roster["id"], new_model(roster))


def edit_model(state: State, model_id: str, roster: Mapping[str, Any], changes: Changes) -> None:
    """GM correction (§11: profile, profession and equipment change only this way).

    State fields left out (wounds_remaining, vitality, has_action_die) keep their value,
    clamped to a lowered W or vitality_max; wounds_remaining 0 puts the model out of
    action and a positive value brings it back.
    """
    model = _model(state, model_id, "model_id")
    if roster["id"] != model_id:
        raise RuleViolation("id_mismatch", "the body's id must be the model's id", "id")
    if roster["side"] != model["side"]:
        raise RuleViolation("side_change", "a model cannot change sides", "side")
    _check_roster(state, model_id, roster)
    for field in ("name", "profile", "profession"):
        changes.model(state, model_id, field, roster[field])
    changes.model(state, model_id, "domains", list(roster.get("domains") or []))
    changes.model(
        state, model_id, "equipment", {**es.EQUIPMENT_DEFAULTS, **(roster.get("equipment") or {})}
    )
    wounds = roster.get("wounds_remaining")
    wounds = (
        min(model["wounds_remaining"], roster["profile"]["wounds"]) if wounds is None else wounds
    )
    changes.model(state, model_id, "wounds_remaining", wounds)
    if roster["profession"] is None:
        changes.model(state, model_id, "vitality_max", None)
        changes.model(state, model_id, "vitality", None)
    else:
        vmax = roster["vitality_max"]
        vitality = roster.get("vitality")
        if vitality is None:
            vitality = vmax if model["vitality"] is None else min(model["vitality"], vmax)
        changes.model(state, model_id, "vitality_max", vmax)
        changes.model(state, model_id, "vitality", vitality)
    if roster.get("has_action_die") is not None:
        changes.model(state, model_id, "has_action_die", roster["has_action_die"])
    if wounds == 0 and not model["out_of_action"]:
        _take_out(state, changes, model_id)
    elif wounds > 0:
        changes.model(state, model_id, "out_of_action", False)


def remove_model(state: State, model_id: str, changes: Changes) -> None:
    _model(state, model_id, "model_id")
    _take_out(state, changes, model_id)
    del state["models"][model_id]
    changes.append({"path": f"models.{model_id}", "from": "present", "to": None})


# -- table events: charge, disengage, movement, Action Die, new Cycle (§11) -------------------


def bind_charge(state: State, params: Mapping[str, Any]) -> dict:
    """§2 and §11 DECISION: a Charge is a client event (attacker, defender) with no dice.

    Range and geometry are the table's. The charger moves, so a Wizard's Apprentice
    that cast (movement_locked, §9) or a mage that self-healed (§10) cannot charge,
    and a model already in melee must disengage first.
    """
    attacker, defender = _pair(
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
    if attacker["movement_locked"]:
        raise StateConflict(
            f"{attacker['id']} is a Wizard's Apprentice that cast this Cycle: it cannot move, "
            "so it cannot charge",
            "attacker",
        )
    _stands_still(state, attacker, "charge", "attacker")
    return {}


def apply_charge(state: State, params, bound, outcome, changes: Changes) -> None:
    a, d = params["attacker"], params["defender"]
    for one, other in ((a, d), (d, a)):
        changes.model(state, one, "engaged_with", [*state["models"][one]["engaged_with"], other])
        changes.model(state, one, "in_melee", True)
    changes.model(state, a, "moved_this_cycle", True)


def bind_disengage(state: State, params: Mapping[str, Any]) -> dict:
    """§11: in_melee and engaged_with are cleared by the client (leaving melee is not in the
    sources). Not while an exchange or a pending attack involves the pair: finish it first."""
    model = _active(state, params["model"], "model")
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


def apply_disengage(state: State, params, bound, outcome, changes: Changes) -> None:
    for other in bound["opponents"]:
        _unlink(state, changes, params["model"], other)


def bind_movement(state: State, params: Mapping[str, Any]) -> dict:
    """§11: a client movement report sets moved_this_cycle. A Wizard's Apprentice that cast
    cannot move for the rest of the Cycle (§9 DECISION); a mage that self-healed stands
    still (§10 DECISION)."""
    model = _active(state, params["model"], "model")
    if model["movement_locked"]:
        raise StateConflict(
            f"{model['id']} is a Wizard's Apprentice that cast this Cycle: it cannot move "
            "until the next Cycle",
            "model",
        )
    _stands_still(state, model, "move", "model")
    return {}


def apply_movement(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.model(state, params["model"], "moved_this_cycle", True)


def bind_action_die(state: State, params: Mapping[str, Any]) -> dict:
    """§3 and §11 DECISIONs: the Action Die rules are outside the sources; the client sets it."""
    _active(state, params["model"], "model")
    return {}


def apply_action_die(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.model(state, params["model"], "has_action_die", params["has_action_die"])


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


def apply_new_cycle(state: State, params, bound, outcome, changes: Changes) -> None:
    """§11 DECISION: a new Cycle resets moved_this_cycle, movement_locked and
    self_healed_this_cycle; has_action_die is left to the client."""
    changes.top(state, "cycle", state["cycle"] + 1)
    for mid in state["models"]:
        for field in PER_CYCLE:
            changes.model(state, mid, field, False)


# -- melee: exchange, shield block, sealed parry, attack (§5, §6) ---------------------------


def bind_exchange(state: State, params: Mapping[str, Any]) -> dict:
    """Declare one exchange of Fighting (§2): attacker strikes defender, engaged by a Charge.

    The exchange names whose sealed choices melee/parry waits for; attack_from_behind
    stays a fact of this request (§11 DECISION). One exchange at a time, and a failed
    Parry's attack (pending_melee, §11) comes before the next exchange.
    """
    attacker, defender = _pair(
        state, params["attacker"], params["defender"], ("attacker", "defender"), "fight"
    )
    _engaged(attacker, defender, "defender")
    _stands_still(state, attacker, "attack", "attacker")
    if state["exchange"] is not None:
        ex = state["exchange"]
        raise StateConflict(
            f"exchange {ex['id']} ({ex['attacker']} against {ex['defender']}) is still being "
            "resolved: its parry comes first",
            "attacker",
        )
    if state["pending_melee"] is not None:
        pm = state["pending_melee"]
        raise StateConflict(
            f"{pm['attacker']}'s attack on {pm['defender']} after the failed Parry comes first",
            "attacker",
        )
    return {}


def apply_exchange(state: State, params, bound, outcome, changes: Changes) -> None:
    number = state["exchange_count"] + 1
    attacker = state["models"][params["attacker"]]
    defender = state["models"][params["defender"]]
    behind = bool(params.get("attack_from_behind"))
    parts = [f"{attacker['side']}#{number}"]
    if not behind:
        parts.append(f"{defender['side']}#{number}")
    changes.top(state, "exchange_count", number)
    changes.top(
        state,
        "exchange",
        {
            "id": number,
            "attacker": attacker["id"],
            "defender": defender["id"],
            "attack_from_behind": behind,
            "shield_tried": False,
            "parts": parts,
        },
    )


def _shield_target(state: State, given: int | None, field: str) -> int:
    target = given if given is not None else state["config"]["shield_block_target"]
    if target is None:
        raise RuleViolation(
            "shield_block_target_required",
            "shield_block_target is required: the shield block is a house rule (a d6 of at "
            "least this target blocks) and this encounter's config sets no target",
            field,
        )
    return target


def _check_shield(state: State, exchange: dict, defender: dict, field: str) -> None:
    """§5 R2, DECISIONs and §11: the shield's conditions, read from the stored state."""
    if exchange["attack_from_behind"]:
        raise StateConflict(
            "a shield cannot block an attack from behind: the defender can't react to it", field
        )
    if exchange["shield_tried"]:
        raise StateConflict(
            f"{defender['id']} already tried its shield in exchange {exchange['id']}", field
        )
    if not defender["equipment"]["has_shield"]:
        raise StateConflict(f"{defender['id']} carries no shield", field)
    if defender["has_action_die"]:
        raise StateConflict(
            f"{defender['id']} holds its Action Die: a shield is used only without an Action Die",
            field,
        )


def _current_exchange(state: State, attacker_id: str, defender_id: str, field: str) -> dict:
    exchange = state["exchange"]
    if exchange is None or (exchange["attacker"], exchange["defender"]) != (
        attacker_id,
        defender_id,
    ):
        raise StateConflict(
            f"there is no exchange of {attacker_id} against {defender_id}: declare it with "
            "melee/exchange",
            field,
        )
    return exchange


def bind_shield_block(state: State, params: Mapping[str, Any]) -> dict:
    """The defender's shield block before Parrying, as its own step (§5 DECISION).

    House rule: a d6 of at least shield_block_target blocks. Only with a shield,
    without an Action Die, never from behind, once per exchange. When not blocked,
    melee/parry follows without use_shield.
    """
    _model(state, params["attacker"], "attacker")
    defender = _active(state, params["defender"], "defender")
    exchange = _current_exchange(state, params["attacker"], params["defender"], "defender")
    _check_shield(state, exchange, defender, "defender")
    return {
        "defender_has_action_die": False,
        "shield_block_target": _shield_target(
            state, params.get("shield_block_target"), "shield_block_target"
        ),
        "attack_from_behind": False,
    }


def apply_shield_block(state: State, params, bound, outcome, changes: Changes) -> None:
    """Blocked ends the attack with no other effect (§5 DECISION); otherwise the parry follows."""
    if outcome["blocked"]:
        changes.top(state, "exchange", None)
    else:
        changes.top(state, "exchange", {**state["exchange"], "shield_tried": True})


def _parry_part(params: Mapping[str, Any], role: str) -> str:
    """A side token sends its own side's part; the GM names the side it sends for."""
    if role.startswith("side:"):
        side = role.removeprefix("side:")
        if params.get("side") not in (None, side):
            raise RuleViolation(
                "wrong_side", f"a {side} token sends {side}'s parry choice only", "side"
            )
    else:
        side = params.get("side")
        if not side:
            raise RuleViolation(
                "side_required", "with the GM token, name the side the choice is for", "side"
            )
    return f"{side}#{params['exchange']}"


def _parry_check(state: State, part: str, params: Mapping[str, Any]) -> None:
    """Each part is checked when it arrives, so the last one to arrive resolves the parry."""
    exchange = state["exchange"]
    if exchange is None:
        raise StateConflict(
            "no exchange is being resolved: declare one with melee/exchange", "exchange"
        )
    if params["exchange"] != exchange["id"]:
        raise StateConflict(
            f"exchange {params['exchange']} is not the current one: exchange {exchange['id']} "
            f"({exchange['attacker']} against {exchange['defender']}) is",
            "exchange",
        )
    side = part.rsplit("#", 1)[0]
    attacker = state["models"][exchange["attacker"]]
    defender = state["models"][exchange["defender"]]
    if side == attacker["side"]:
        if params.get("use_shield") or params.get("shield_block_target") is not None:
            raise RuleViolation(
                "attacker_shield", "only the defender can block with a shield", "use_shield"
            )
        return
    if side != defender["side"]:
        raise StateConflict(
            f"side {side} takes no part in exchange {exchange['id']} "
            f"({exchange['attacker']} against {exchange['defender']})",
            "side",
        )
    if exchange["attack_from_behind"]:
        raise StateConflict(
            f"{defender['id']} is attacked from behind: it can't react, so it makes no parry "
            "choice (the attack gets through)",
            "location",
        )
    if params.get("use_shield"):
        _check_shield(state, exchange, defender, "use_shield")
        _shield_target(state, params.get("shield_block_target"), "shield_block_target")


def _shield_still_usable(exchange: dict, defender: dict) -> bool:
    """umbra-turris.md §12: a sealed shield choice was checked when it was submitted.

    If the state changed since (the defender regained its Action Die, lost its shield
    by a GM correction, or rolled its shield in melee/shield-block), the parry resolves
    without the shield instead of refusing: a refusal would tell the side that sends
    the last part what the sealed part holds.
    """
    return (
        not exchange["shield_tried"]
        and defender["equipment"]["has_shield"]
        and not defender["has_action_die"]
    )


def bind_parry(state: State, params: Mapping[str, Any]) -> dict:
    """Both sealed choices, now in, as the stateless parry's params (§5, §11, §12 DECISIONs).

    defender_has_action_die comes from has_action_die and use_shield needs has_shield.
    From behind only the attacker's part exists; the defender's location is never taken.
    A sealed use_shield whose conditions no longer hold is dropped, not refused (§12): the
    answer to the last part never depends on what an earlier sealed part holds.
    """
    exchange = state["exchange"]
    if exchange is None:
        raise StateConflict("the exchange is over: nothing to parry", "exchange")
    parts = params["parts"]
    attacker = state["models"][exchange["attacker"]]
    defender = state["models"][exchange["defender"]]
    mine = parts[f"{attacker['side']}#{exchange['id']}"]
    bound = {
        "attacker_location": mine["location"],
        "attack_from_behind": exchange["attack_from_behind"],
    }
    if not exchange["attack_from_behind"]:
        theirs = parts[f"{defender['side']}#{exchange['id']}"]
        bound["defender_location"] = theirs["location"]
        if theirs.get("use_shield") and _shield_still_usable(exchange, defender):
            bound.update(
                use_shield=True,
                defender_has_action_die=defender["has_action_die"],
                shield_block_target=_shield_target(
                    state, theirs.get("shield_block_target"), "shield_block_target"
                ),
            )
    return bound


def apply_parry(state: State, params, bound, outcome, changes: Changes) -> None:
    """§11: a hit sets pending_melee for the pair; blocked or parried sets nothing."""
    exchange = state["exchange"]
    changes.top(state, "exchange", None)
    if outcome["outcome"] == "hit":
        changes.top(
            state,
            "pending_melee",
            {"attacker": exchange["attacker"], "defender": exchange["defender"]},
        )


def bind_attack(state: State, params: Mapping[str, Any]) -> dict:
    """§6 step 1: on an encounter there must be an unconsumed hit of melee.parry for this pair.

    WS, S, Sp, T and W come from the profiles, weapon_modifier and armour from the
    equipment, wounds_remaining from the state (§11 DECISION).
    """
    attacker, defender = _pair(
        state, params["attacker"], params["defender"], ("attacker", "defender"), "attack"
    )
    pending = state["pending_melee"]
    if pending != {"attacker": attacker["id"], "defender": defender["id"]}:
        raise StateConflict(
            f"no failed Parry lets {attacker['id']} attack {defender['id']}: an attack follows "
            "melee/parry with outcome hit",
            "attacker",
        )
    _engaged(attacker, defender, "defender")
    _stands_still(state, attacker, "attack", "attacker")
    ap, dp = attacker["profile"], defender["profile"]
    return {
        "attack_type": params["attack_type"],
        "attacker": {
            "weapon_skill": ap["weapon_skill"],
            "strength": ap["strength"],
            "speed": ap["speed"],
            "weapon_modifier": attacker["equipment"]["weapon_modifier"],
        },
        "defender": {
            "weapon_skill": dp["weapon_skill"],
            "toughness": dp["toughness"],
            "speed": dp["speed"],
            "armour": defender["equipment"]["armour"],
            "wounds": dp["wounds"],
            "wounds_remaining": defender["wounds_remaining"],
        },
    }


def apply_attack(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.top(state, "pending_melee", None)
    _wounds(state, changes, params["defender"], outcome["wounds_after"])


# -- shooting (§7, §8) ----------------------------------------------------------------------


def _shooter_and_target(state: State, params: Mapping[str, Any]) -> tuple[dict, dict]:
    shooter, target = _pair(
        state, params["shooter"], params["target"], ("shooter", "target"), "shoot"
    )
    if shooter["equipment"]["weapon_damage"] is None:
        raise StateConflict(f"{shooter['id']} has no ranged weapon", "shooter")
    _stands_still(state, shooter, "shoot", "shooter")
    return shooter, target


def _no_pending_shot(state: State) -> None:
    shot = state["pending_shot"]
    if shot is not None:
        raise StateConflict(
            f"{shot['shooter']}'s hit on {shot['target']} awaits its damage roll "
            "(shooting/damage) first",
            "shooter",
        )


def bind_hit(state: State, params: Mapping[str, Any]) -> dict:
    """§7: Hitting; distance and Aiming are the request's facts (and its 422s)."""
    _shooter_and_target(state, params)
    _no_pending_shot(state)
    return {
        "distance_cm": params["distance_cm"],
        "aim_levels": params.get("aim_levels", 0),
        "config": _rule_config(state),
    }


def apply_hit(state: State, params, bound, outcome, changes: Changes) -> None:
    """§11: a hit sets pending_shot (shooter, target, aim_levels); a miss sets nothing."""
    if outcome["hit"]:
        changes.top(
            state,
            "pending_shot",
            {
                "shooter": params["shooter"],
                "target": params["target"],
                "aim_levels": outcome["aim_levels"],
            },
        )


def _shot_facts(state: State, shooter: dict, target: dict, params: Mapping[str, Any]) -> dict:
    """§11 DECISION: target_has_action_die from has_action_die, shooter_in_melee from in_melee,
    weapon_damage from equipment; target_in_contact is true when the target is in melee."""
    return {
        "shooter": {"ballistic_skill": shooter["profile"]["ballistic_skill"]},
        "target": {
            "toughness": target["profile"]["toughness"],
            "wounds": target["profile"]["wounds"],
            "wounds_remaining": target["wounds_remaining"],
        },
        "weapon_damage": shooter["equipment"]["weapon_damage"],
        "target_has_action_die": target["has_action_die"],
        "target_in_contact": bool(params.get("target_in_contact")) or target["in_melee"],
        "target_in_terrain": bool(params.get("target_in_terrain")),
        "shooter_in_melee": shooter["in_melee"],
        "through_terrain": bool(params.get("through_terrain")),
        "config": _rule_config(state),
    }


def bind_damage(state: State, params: Mapping[str, Any]) -> dict:
    """§8 step 1: there must be an unconsumed hit for this shooter and target; aim_levels
    is taken from it."""
    shooter, target = _shooter_and_target(state, params)
    shot = state["pending_shot"]
    if shot is None or (shot["shooter"], shot["target"]) != (shooter["id"], target["id"]):
        raise StateConflict(
            f"no hit of {shooter['id']} on {target['id']} awaits damage: shooting/hit first",
            "shooter",
        )
    return {**_shot_facts(state, shooter, target, params), "aim_levels": shot["aim_levels"]}


def apply_damage(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.top(state, "pending_shot", None)
    _wounds(state, changes, params["target"], outcome["wounds_after"])


def bind_shooting(state: State, params: Mapping[str, Any]) -> dict:
    """§7 and §8 in one step (same dice as the two steps); no shot may be pending."""
    shooter, target = _shooter_and_target(state, params)
    _no_pending_shot(state)
    return {
        **_shot_facts(state, shooter, target, params),
        "distance_cm": params["distance_cm"],
        "aim_levels": params.get("aim_levels", 0),
    }


def apply_shooting(state: State, params, bound, outcome, changes: Changes) -> None:
    _wounds(state, changes, params["target"], outcome["wounds_after"])


# -- magic (§9, §10) ------------------------------------------------------------------------


def bind_cast(state: State, params: Mapping[str, Any]) -> dict:
    """§9: profession, Vitality and moved_this_cycle from the state; a rejection the state
    causes (0 Vitality, an Apprentice that moved) is a 409 with the rules' words (§4).

    §12: the mage's Domains (its roster's) are checked on every cast: only the Wizard has
    two, and a spell from a Domain the mage does not list is refused.
    """
    mage = _active(state, params["mage"], "mage")
    _mage(mage, "cast")
    domains = list(mage.get("domains") or [])
    problem = domain_problem(mage["profession"], domains, params.get("domain"))
    if problem:
        raise StateConflict(f"{mage['id']}: {problem[1]}", problem[0], "domain")
    if mage["vitality"] < 1:
        raise StateConflict(f"casting costs 1 Vitality; {mage['id']} has 0", "mage", "no_vitality")
    if mage["profession"] == APPRENTICE and mage["moved_this_cycle"]:
        raise StateConflict(
            "a Wizard's Apprentice cannot move when casting: "
            f"{mage['id']} moved this Cycle, so it cannot cast until the next",
            "mage",
            "apprentice_moved",
        )
    _stands_still(state, mage, "cast", "mage")
    return {
        "profession": mage["profession"],
        "vitality": mage["vitality"],
        "vitality_max": mage["vitality_max"],
        "spell_difficulty": params["spell_difficulty"],
        "moved_this_cycle": mage["moved_this_cycle"],
        "domains": domains,
        "domain": params.get("domain"),
    }


def apply_cast(state: State, params, bound, outcome, changes: Changes) -> None:
    """§11: Vitality -1, -1 more on a mishap, not below 0; an Apprentice's movement locks."""
    changes.model(state, params["mage"], "vitality", outcome["vitality_after"])
    if outcome["movement_locked"]:
        changes.model(state, params["mage"], "movement_locked", True)


def bind_self_heal(state: State, params: Mapping[str, Any]) -> dict:
    """§10: the mage must hold its Action Die and not be an Apprentice; once per Cycle (§11)."""
    mage = _active(state, params["mage"], "mage")
    _mage(mage, "self-heal")
    if mage["profession"] == APPRENTICE:
        raise StateConflict(
            "a Wizard's Apprentice cannot self-heal", "mage", "apprentice_cannot_self_heal"
        )
    if mage["self_healed_this_cycle"]:
        raise StateConflict(
            f"{mage['id']} already self-healed this Cycle: it stands still until the next",
            "mage",
        )
    if not mage["has_action_die"]:
        raise StateConflict(
            f"self-healing discards the Action Die; {mage['id']} has none",
            "mage",
            "no_action_die",
        )
    return {
        "profession": mage["profession"],
        "vitality": mage["vitality"],
        "vitality_max": mage["vitality_max"],
        "has_action_die": True,
    }


def apply_self_heal(state: State, params, bound, outcome, changes: Changes) -> None:
    """§11: Vitality +2 (not above the maximum), the Action Die discarded, once this Cycle."""
    mid = params["mage"]
    changes.model(state, mid, "vitality", outcome["vitality_after"])
    changes.model(state, mid, "has_action_die", outcome["has_action_die_after"])
    changes.model(state, mid, "self_healed_this_cycle", True)


# -- the definition ---------------------------------------------------------------------------


STEPS = (
    EncounterStep(
        name="charge",
        path="charge",
        summary=(
            "A Charge: the two models are engaged in melee; no dice (§2, §11, §12)\n"
            "\n"
            "A Charge is a move: it sets the charger's moved_this_cycle, so a Wizard's Apprentice"
            " that charged cannot cast this Cycle, and one that cast cannot charge. A model "
            "already in melee cannot charge: disengage first (409). A self-healed mage stands "
            "still (409)."
        ),
        params=es.ChargeParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_charge,
        apply=apply_charge,
    ),
    EncounterStep(
        name="disengage",
        path="disengage",
        summary=(
            "A model leaves melee (the client clears it, §11, §12)\n"
            "\n"
            "Leaving melee is not in the sources: the client reports it. Engagements also end "
            "without this step when a model goes out of action (§12). Not while an exchange or a "
            "failed Parry's attack between the two is unresolved (409)."
        ),
        params=es.DisengageParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_disengage,
        apply=apply_disengage,
    ),
    EncounterStep(
        name="movement",
        path="movement",
        summary="A model moved this Cycle (movement is measured at the table, §11)",
        params=es.MovementParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_movement,
        apply=apply_movement,
    ),
    EncounterStep(
        name="action_die",
        path="action-die",
        summary="Set whether a model holds its Action Die (the client's rules, §3, §11)",
        params=es.ActionDieParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_action_die,
        apply=apply_action_die,
    ),
    EncounterStep(
        name="new_cycle",
        path="new-cycle",
        summary=(
            "A new Cycle: per-Cycle state is reset, the Action Dice are left to the client (§11);"
            " game master only\n"
            "\n"
            "Refused (409) while a hit awaits its damage roll: roll shooting/damage first (§12)."
        ),
        params=es.NewCycleParams,
        outcome=es.EventOutcome,
        actor=Actor.GM,
        bind=bind_new_cycle,
        apply=apply_new_cycle,
    ),
    EncounterStep(
        name="melee.exchange",
        path="melee/exchange",
        summary=(
            "Declare one exchange of Fighting: attacker against an engaged defender, perhaps from"
            " behind; the parry's sealed choices follow (§2, §5)"
        ),
        params=es.ExchangeParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_exchange,
        apply=apply_exchange,
    ),
    EncounterStep(
        name="melee.shield_block",
        path="melee/shield-block",
        summary=(
            "The defender's shield block before Parrying (house rule); a block ends the exchange "
            "(§5)"
        ),
        params=es.ShieldBlockEncounterParams,
        outcome=mel.ShieldBlockOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("defender"),
        rules=melee.shield_block,
        bind=bind_shield_block,
        apply=apply_shield_block,
    ),
    EncounterStep(
        name="melee.parry",
        path="melee/parry",
        summary=(
            "Parrying with sealed choices: each side sends its location; it resolves when the "
            "last one arrives, and a hit lets the attacker attack (§5, §11, §12)\n"
            "\n"
            "A part stands once given: a second part from the same side for the same exchange is "
            "a 409. The defender's use_shield is checked when its part arrives; if the shield can"
            " no longer be used when the parry resolves (the defender regained its Action Die), "
            "the parry resolves without it. No answer before the parry resolves depends on what a"
            " sealed part holds."
        ),
        params=es.ParryPartParams,
        outcome=mel.ParryOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=melee.parry,
        bind=bind_parry,
        apply=apply_parry,
        sealed=Sealed(
            parts=lambda state: list((state["exchange"] or {}).get("parts") or []),
            part_of=_parry_part,
            check=_parry_check,
            public_when_resolved=True,
        ),
    ),
    EncounterStep(
        name="melee.attack",
        path="melee/attack",
        summary=(
            "The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)"
        ),
        params=es.AttackEncounterParams,
        outcome=mel.AttackOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=melee.attack,
        bind=bind_attack,
        apply=apply_attack,
    ),
    EncounterStep(
        name="shooting.hit",
        path="shooting/hit",
        summary=(
            "Hitting; a hit waits for its damage roll (§7, §11, §12)\n"
            "\n"
            "One hit awaits its damage roll at a time: while one does, every other shooting step "
            "(shooting/hit and shooting, by any model) is refused with a 409 that names the "
            "pending shot, and so is a new Cycle."
        ),
        params=es.HitEncounterParams,
        outcome=sho.HitOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        rules=shooting.hit,
        bind=bind_hit,
        apply=apply_hit,
    ),
    EncounterStep(
        name="shooting.damage",
        path="shooting/damage",
        summary=(
            "Shooting damage of the pending hit, to the target's wounds (§8, §11, §12)\n"
            "\n"
            "Needs the pending hit of this shooter on this target (409 otherwise); its aim_levels"
            " are the hit's. Rolling it clears the pending hit, so other shooting may follow."
        ),
        params=es.DamageEncounterParams,
        outcome=sho.DamageOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        rules=shooting.damage,
        bind=bind_damage,
        apply=apply_damage,
    ),
    EncounterStep(
        name="shooting",
        path="shooting",
        summary=(
            "A whole shot: Hitting, then damage on a hit (§7, §8, §11, §12)\n"
            "\n"
            "Refused (409, naming the pending shot) while a hit of shooting/hit awaits its damage"
            " roll."
        ),
        params=es.ShootingEncounterParams,
        outcome=sho.ShootingOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        rules=shooting.shooting,
        bind=bind_shooting,
        apply=apply_shooting,
    ),
    EncounterStep(
        name="magic.cast",
        path="magic/cast",
        summary="Magic Test: the mage's Vitality pays (§9, §11)",
        params=es.CastEncounterParams,
        outcome=mag.CastOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("mage"),
        rules=magic.cast,
        bind=bind_cast,
        apply=apply_cast,
    ),
    EncounterStep(
        name="magic.self_heal",
        path="magic/self-heal",
        summary="Self-healing: the Action Die for 2 Vitality, once a Cycle (§10, §11)",
        params=es.SelfHealEncounterParams,
        outcome=mag.SelfHealOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("mage"),
        rules=magic.self_heal,
        bind=bind_self_heal,
        apply=apply_self_heal,
    ),
)

DEFINITION = EncounterSystem(
    system=SYSTEM,
    create_params=es.UmbraTurrisEncounterParams,
    state_schema=es.UmbraTurrisState,
    model_schema=es.RosterModel,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
)
