"""Shooting as encounter steps: hit and damage (umbra-turris.md §7, §8, §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.umbra_turris.encounter.common import (
    State,
    pair,
    rule_config,
    set_wounds,
    stands_still,
)

# -- shooting (§7, §8) ----------------------------------------------------------------------


def _shooter_and_target(state: State, params: Mapping[str, Any]) -> tuple[dict, dict]:
    shooter, target = pair(
        state, params["shooter"], params["target"], ("shooter", "target"), "shoot"
    )
    if shooter["equipment"]["weapon_damage"] is None:
        raise StateConflict(f"{shooter['id']} has no ranged weapon", "shooter")
    return shooter, target


def _new_shot(state: State, params: Mapping[str, Any]) -> tuple[dict, dict]:
    """A shot not yet made: a mage that self-healed stands still and cannot make it (§10)."""
    shooter, target = _shooter_and_target(state, params)
    stands_still(state, shooter, "shoot", "shooter")
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
    _new_shot(state, params)
    _no_pending_shot(state)
    return {
        "distance_cm": params["distance_cm"],
        "aim_levels": params.get("aim_levels", 0),
        "config": rule_config(state),
    }


def apply_hit(state: State, params, bound, outcome) -> None:
    """§11: a hit sets pending_shot (shooter, target, aim_levels); a miss sets nothing."""
    if outcome["hit"]:
        state["pending_shot"] = {
            "shooter": params["shooter"],
            "target": params["target"],
            "aim_levels": outcome["aim_levels"],
        }


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
        "config": rule_config(state),
    }


def bind_damage(state: State, params: Mapping[str, Any]) -> dict:
    """§8 step 1: there must be an unconsumed hit for this shooter and target; aim_levels
    is taken from it.

    The damage roll completes the shot that hit, it is not a new shot: a shooter that
    self-healed since (§10 DECISION) still rolls it, else the hit would wait for its
    damage for ever and no new Cycle could begin (§12).
    """
    shooter, target = _shooter_and_target(state, params)
    shot = state["pending_shot"]
    if shot is None or (shot["shooter"], shot["target"]) != (shooter["id"], target["id"]):
        raise StateConflict(
            f"no hit of {shooter['id']} on {target['id']} awaits damage: shooting/hit first",
            "shooter",
        )
    return {**_shot_facts(state, shooter, target, params), "aim_levels": shot["aim_levels"]}


def apply_damage(state: State, params, bound, outcome) -> None:
    state["pending_shot"] = None
    set_wounds(state, params["target"], outcome["wounds_after"])


def bind_shooting(state: State, params: Mapping[str, Any]) -> dict:
    """§7 and §8 in one step (same dice as the two steps); no shot may be pending."""
    shooter, target = _new_shot(state, params)
    _no_pending_shot(state)
    return {
        **_shot_facts(state, shooter, target, params),
        "distance_cm": params["distance_cm"],
        "aim_levels": params.get("aim_levels", 0),
    }


def apply_shooting(state: State, params, bound, outcome) -> None:
    set_wounds(state, params["target"], outcome["wounds_after"])
