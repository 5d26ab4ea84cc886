"""Melee and breaking off as encounter steps (urban-war.md §6.10-§6.15, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.urban_war.encounter.common import (
    State,
    acting,
    check_charge_reach,
    enemy,
    engaged,
    facts_of,
    pick_weapon,
    reveal_order,
    target_facts,
)
from referee.systems.urban_war.encounter.shooting import rule_config
from referee.systems.urban_war.encounter.turns import end_action, set_wounds, victory
from referee.violations import RuleViolation

# -- melee ------------------------------------------------------------------------------------


def shield_applies(model: dict, opponent_id: str, named: str | None = None) -> bool:
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
    band_weapon = pick_weapon(model, weapon_name, "melee", field, required=False)
    return {
        **facts_of(model, facts),
        "id": model["id"],
        **{
            k: model[k]
            for k in (
                "assault_skill",
                "strength",
                "toughness",
                "wounds",
                "wounds_max",
                "first_strike",
                "movement",
                "heavy_armour",
                "panicked",
                "charged_this_phase",
            )
        },
        "weapon": band_weapon,
        "shield_applies": shield_applies(model, opponent["id"]),
    }


def bind_melee(state: State, params: Mapping[str, Any]) -> dict:
    attacker = acting(state)
    action = state["current_action"]
    if action["kind"] not in (None, "charge"):
        raise StateConflict(f"{attacker['id']} has already moved or acted in this action", "target")
    defender = enemy(state, attacker, params["target"], "target")
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
        if engaged(attacker):
            raise StateConflict(
                f"{attacker['id']} is already in melee: it attacks without a charge", "charge"
            )
        if engaged(defender):
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
        check_charge_reach(attacker, params["charge_distance_in"], "charge_distance_in")
    elif defender["id"] not in attacker["engaged_with"]:
        raise StateConflict(
            f"{attacker['id']} is not in base contact with {defender['id']}: charge it", "target"
        )
    shield_named = _shield_target(state, attacker, params, {defender["id"]})
    attacker_in = _fighter(state, attacker, defender, params.get("weapon"), "weapon", params)
    attacker_in["shield_applies"] = shield_applies(attacker, defender["id"], shield_named)
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
    defender_in.update(target_facts(params))
    defender_in["commander_in_range"] = (
        defender_in["commander_in_range"] and not defender["is_commander"]
    )
    defender_in["can_strike_back"] = defender["first_attacker"] in (None, attacker["id"])
    return {
        "attacker": attacker_in,
        "defender": defender_in,
        "interrupt_charge": False,
        "config": rule_config(state),
    }


def write_melee(
    state: State,
    attacker_id: str,
    defender_id: str,
    outcome: dict,
    charge: bool,
    interrupt: bool,
) -> None:
    attacker, defender = state["models"][attacker_id], state["models"][defender_id]
    if charge:
        state["models"][attacker_id]["engaged_with"] = [*attacker["engaged_with"], defender_id]
        state["models"][defender_id]["engaged_with"] = [*defender["engaged_with"], attacker_id]
        state["models"][attacker_id]["charged_this_phase"] = True
        if interrupt:
            # The interrupt is the interrupter's whole action, over with this step (§8).
            state["models"][defender_id]["charged_this_phase"] = True
        else:
            state["models"][attacker_id]["charged_this_action"] = True
    if defender["first_attacker"] is None:
        state["models"][defender_id]["first_attacker"] = attacker_id
    for mid, other in ((attacker_id, defender_id), (defender_id, attacker_id)):
        if state["models"][mid]["battleshield"] and state["models"][mid]["shield_opponent"] is None:
            state["models"][mid]["shield_opponent"] = other
    struck_back = any(s["striker"] == "defender" for s in outcome["strikes"])
    if struck_back:
        # urban-war.md §7, §8 (encounters): a strike back reveals a face-down order.
        order = reveal_order(state, defender_id)
        if order == "overwatch" and not defender["activated"]:
            # R34: striking back ends an overwatch model's turn.
            state["models"][defender_id]["order"] = None
            state["models"][defender_id]["has_order"] = False
            state["models"][defender_id]["activated"] = True
    result = outcome["result"]
    if result["loser"] and result["panic_test"] and result["panic_test"]["panicked"]:
        loser = attacker_id if result["loser"] == "attacker" else defender_id
        state["models"][loser]["panicked"] = True
    set_wounds(state, attacker_id, outcome["wounds_after"]["attacker"])
    set_wounds(state, defender_id, outcome["wounds_after"]["defender"])


def reveal_striker(state: State, defender_id: str, melee: Mapping[str, Any]) -> None:
    """urban-war.md §7, §8 (encounters): a strike back (a free strike too) reveals the
    striker's face-down order. The step's reveal phase, so the log shows the order even
    when the same step then removes it (R34, overwatch)."""
    if any(s["striker"] == "defender" for s in melee["strikes"]):
        reveal_order(state, defender_id)


def reveal_melee(state: State, params, bound, outcome) -> None:
    reveal_striker(state, params["target"], outcome)


def apply_melee(state: State, params, bound, outcome) -> None:
    attacker_id = state["current_action"]["model"]
    if params.get("shield_target"):
        state["models"][attacker_id]["shield_opponent"] = params["shield_target"]
    write_melee(
        state,
        attacker_id,
        params["target"],
        outcome,
        charge=bool(bound["attacker"].get("charged_this_action")),
        interrupt=False,
    )
    victory(state)
    end_action(state)


# -- break off --------------------------------------------------------------------------------


def side_broken_from(state: State, params: Mapping[str, Any]) -> str | None:
    """The side of the opponent a break-off acts on: the one it must attack on a failure
    (`fallback_target`, default the first engaged), whose lost-melee panic test is that
    side's to claim (issue 29: a side never sets a number on another side's model). None
    when no engaged model is acting (the step's bind refuses that)."""
    action = state.get("current_action")
    model = state["models"].get(action["model"]) if action else None
    if not model or not model["engaged_with"]:
        return None
    opponent = state["models"].get(params.get("fallback_target") or model["engaged_with"][0])
    return opponent["side"] if opponent else None


def bind_break_off(state: State, params: Mapping[str, Any]) -> dict:
    model = acting(state)
    if state["current_action"]["kind"] is not None:
        raise StateConflict(f"{model['id']} has already acted in this action", "model")
    if not engaged(model):
        raise StateConflict(f"{model['id']} is not in base contact with an enemy", "model")
    shield_named = _shield_target(state, model, params, set(model["engaged_with"]))
    opponents = []
    for oid in model["engaged_with"]:
        opponent = state["models"][oid]
        entry = _fighter(state, opponent, model, None, "opponents", {})
        entry.update(
            in_base_contact=True,
            can_strike_back=opponent["first_attacker"] in (None, model["id"]),
            shield_applies=shield_applies(model, oid, shield_named),
            shield_against_model=shield_applies(opponent, model["id"]),
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
            facts = target_facts(params)
            entry["commander_in_range"] = (
                facts["commander_in_range"] and not state["models"][target_id]["is_commander"]
            )
            entry["modifiers"] = facts["modifiers"]
    own = _fighter(state, model, state["models"][target_id], None, "model", params)
    own["shield_applies"] = shield_applies(model, target_id, shield_named)
    own["panic_penalty"] = model["panic_penalty"]
    bound = {"model": own, "opponents": opponents, "config": rule_config(state)}
    if fallback is not None:
        bound["fallback_target"] = fallback
    return bound


def _break_off_opponent(bound) -> str:
    return bound.get("fallback_target") or bound["opponents"][0]["id"]


def reveal_break_off(state: State, params, bound, outcome) -> None:
    if outcome["melee"] is not None:
        reveal_striker(state, _break_off_opponent(bound), outcome["melee"])


def apply_break_off(state: State, params, bound, outcome) -> None:
    mid = state["current_action"]["model"]
    model = state["models"][mid]
    if outcome["melee"] is not None:
        target = _break_off_opponent(bound)
        if params.get("shield_target"):
            state["models"][mid]["shield_opponent"] = params["shield_target"]
        write_melee(state, mid, target, outcome["melee"], charge=False, interrupt=False)
    else:
        set_wounds(state, mid, outcome["wounds_after"])
        if outcome["broke_off"]:
            for oid in list(model["engaged_with"]):
                other = state["models"][oid]
                state["models"][oid]["engaged_with"] = [
                    x for x in other["engaged_with"] if x != mid
                ]
                if other["shield_opponent"] == mid:
                    state["models"][oid]["shield_opponent"] = None
            state["models"][mid]["engaged_with"] = []
            # urban-war.md §8 (encounters): a bearer that breaks off loses its shield opponent.
            state["models"][mid]["shield_opponent"] = None
    victory(state)
    if outcome["broke_off"] and state["phase"] == "activation":
        # The action stays open for the break-off move (movement, action break_off).
        state["current_action"] = dict(state["current_action"], kind="break_off")
    else:
        end_action(state)
