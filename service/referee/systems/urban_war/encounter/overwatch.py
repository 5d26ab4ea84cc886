"""Overwatch interrupts as an encounter step (urban-war.md §6.16, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import Plan, StateConflict
from referee.systems.urban_war.encounter.common import (
    State,
    check_charge_reach,
    current_model,
    enemy,
    engaged,
    facts_of,
    in_play,
    no_pending_panic,
    order_of,
    pick_weapon,
    reveal_order,
    target_facts,
)
from referee.systems.urban_war.encounter.melee import (
    reveal_striker,
    shield_applies,
    write_melee,
)
from referee.systems.urban_war.encounter.shooting import rule_config, write_shot
from referee.systems.urban_war.encounter.turns import (
    AFTER,
    end_action,
    end_activation_of,
    victory,
)
from referee.systems.urban_war.rules.common import band_of

# -- overwatch interrupts ---------------------------------------------------------------------


def interrupted_action(state: State, moment: str) -> tuple[dict, bool]:
    """The action an interrupt at `moment` cuts into, and whether it has already ended.

    urban-war.md §6.16 R37: "before, during or after its move or shot". An action ended by
    its shot or its run's move is over before the moment after it comes: right after that
    step, and before any other, `last_action` stands for it (moment after_shot, or
    after_move for a run). Every other moment needs an open action, and in an encounter an
    open action has not shot (its shooting step ends it), so after_shot needs the ended one.
    """
    last = state.get("last_action")
    if last is not None:
        after = AFTER[last["ended_by"]]
        ended_with = "its shot" if last["ended_by"] == "shot" else "its run"
        if moment != after:
            raise StateConflict(
                f"{last['model']}'s action has just ended with {ended_with}: no action is open, "
                f"so an interrupt now comes at moment {after}",
                "moment",
            )
        if state["phase"] != "activation":
            # The last activation of the round ended with it, and designation followed.
            raise StateConflict(
                f"the round ended with {last['model']}'s action: designation removed every "
                "overwatch order, so no model is left to interrupt it",
                "interrupter",
            )
        return last, True
    action = state["current_action"]
    if moment == "after_shot":
        if state["phase"] == "activation" and action is not None:
            raise StateConflict(
                f"{action['model']} has not shot yet in its action: an interrupt after a shot "
                "comes right after the shooting step, before any other step",
                "moment",
            )
        raise StateConflict(
            "no model has just shot: an interrupt after a shot comes right after the "
            "shooting step, before any other step",
            "moment",
        )
    return current_model(state, "interrupter"), False


def bind_interrupt(state: State, params: Mapping[str, Any]) -> Plan:
    action, ended = interrupted_action(state, params.get("moment", "before_move"))
    no_pending_panic(state)
    target = in_play(state, action["model"], "interrupter")
    interrupter = enemy(state, target, params["interrupter"], "interrupter")
    order = order_of(state, interrupter["id"])
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
        if engaged(target):
            raise StateConflict(
                f"{target['id']} is already in melee: no other model joins in (R32)",
                "interrupter",
            )
        if engaged(interrupter):
            raise StateConflict(
                f"{interrupter['id']} is in base contact with an enemy: it may only charge a "
                "model it touches",
                "interrupter",
            )
    _stored_limits(interrupter, target, params, touching)
    band = "melee"
    if kind == "shot" and params["distance_in"] > 0:
        band = band_of(params["distance_in"]) if params["distance_in"] <= 48 else "extreme"
    weapon = pick_weapon(interrupter, params.get("weapon"), band, "weapon", required=kind == "shot")
    target_weapon = pick_weapon(target, None, "melee", "target", required=False)
    bound = {
        "kind": kind,
        "interrupter": {
            **facts_of(interrupter, params),
            "id": interrupter["id"],
            "order": order or "none",
            "activated": interrupter["activated"],
            "panicked": interrupter["panicked"],
            "high_morale": interrupter["high_morale"],
            "in_base_contact": engaged(interrupter),
            **{
                k: interrupter[k]
                for k in (
                    "movement",
                    "shooting_skill",
                    "assault_skill",
                    "strength",
                    "toughness",
                    "wounds",
                    "wounds_max",
                    "first_strike",
                    "heavy_armour",
                )
            },
            "weapon": weapon,
            "shield_applies": shield_applies(interrupter, target["id"]),
        },
        "target": {
            **facts_of(target, target_facts(params)),
            "id": target["id"],
            # In its own action: the penalty its rally at the action's start left (§8),
            # which an ended action keeps in `last_action`.
            "panic_penalty": action["panic_penalty"] if ended else target["panic_penalty"],
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
            "in_base_contact": engaged(target),
            "weapon": target_weapon,
            "can_strike_back": target["first_attacker"] in (None, interrupter["id"]),
            "shield_applies": shield_applies(target, interrupter["id"]),
            "on_solid_ground": params.get("on_solid_ground", True),
            "in_base_contact_with_enemy": engaged(target),
            "touching_interrupter": touching,
        },
        "distance_in": params["distance_in"],
        "has_los": params.get("has_los", True),
        "cover": params.get("cover") or {},
        "moment": params.get("moment", "before_move"),
        "target_action": {"is_interrupt": False, "already_interrupted": action["interrupted"]},
        "config": rule_config(state),
    }
    # Apply finds the target here: `last_action` is cleared before any step's apply.
    return Plan(bound, extra={"target": target["id"], "ended": ended})


def _stored_limits(interrupter: dict, target: dict, params: Mapping[str, Any], touching) -> None:
    """urban-war.md U3: what the stored state forbids is a 409 on the encounter, as the
    movement and melee steps refuse a charge beyond reach: the shot of an engaged
    interrupter (§6.9 R26), a charge beyond the reach of its stored MV and CAL, a charge by
    a panicked model without High Morale (§6.16 step 1, R14), a touch the state does not
    record (§6.16; a model is in contact with one enemy at most, §8)."""
    iid, tid, distance = interrupter["id"], target["id"], params["distance_in"]
    if params["kind"] == "shot":
        if engaged(interrupter):
            raise StateConflict(
                f"{iid} is in base contact with an enemy: melee is its only action, so it "
                "cannot shoot (R26)",
                "interrupter",
            )
        return
    if params.get("touching_interrupter") and iid not in target["engaged_with"]:
        raise StateConflict(
            f"{tid} is not in base contact with {iid}: it cannot touch it", "touching_interrupter"
        )
    if not touching:
        check_charge_reach(interrupter, distance, "distance_in")
    if interrupter["panicked"] and not interrupter["high_morale"]:
        raise StateConflict(
            f"{iid} is panicked and may not charge; only High Morale lets a model rally and "
            "charge at once",
            "interrupter",
        )


def reveal_interrupt(state: State, params, plan: Plan, outcome) -> None:
    """urban-war.md §7: the interrupt turns the interrupter's order face up (and a target
    that strikes back in the interrupt charge, its own), logged before the interrupt
    removes it."""
    reveal_order(state, params["interrupter"])
    if outcome["passed"] and outcome["melee"] is not None:
        reveal_striker(state, plan.extra["target"], outcome["melee"])


def apply_interrupt(state: State, params, plan: Plan, outcome) -> None:
    iid = params["interrupter"]
    target_id, ended = plan.extra["target"], plan.extra["ended"]
    # urban-war.md §7: any interrupt attempt removes the order (reveal_interrupt turned it up).
    if outcome["rally"] is not None:
        state["models"][iid]["panicked"] = outcome["rally"]["panicked"]
    state["models"][iid]["order"] = None
    state["models"][iid]["has_order"] = False
    state["models"][iid]["activated"] = True
    if outcome["passed"] and not ended:
        action = dict(state["current_action"], interrupted=True)
        state["current_action"] = action
    if outcome["passed"]:
        if outcome["shooting"] is not None:
            write_shot(state, target_id, outcome["shooting"])
        if outcome["melee"] is not None:
            write_melee(state, iid, target_id, outcome["melee"], charge=True, interrupt=True)
    victory(state)
    if ended:
        # After its shot or run the target had nothing left to continue, and a charge finds
        # its action already over; removed while it could still react, its activation ends.
        if not state["models"][target_id]["in_play"]:
            end_activation_of(state, target_id)
    elif state["phase"] == "activation" and state["current_action"]:
        if not state["models"][target_id]["in_play"] or not outcome["target_action_continues"]:
            end_action(state)
