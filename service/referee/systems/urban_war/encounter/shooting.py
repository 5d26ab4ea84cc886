"""Shooting as an encounter step (urban-war.md §6.5-§6.9, §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.urban_war.encounter.common import (
    State,
    acting,
    enemy,
    engaged,
    facts_of,
    pick_weapon,
)
from referee.systems.urban_war.encounter.turns import (
    below_half,
    end_action_after,
    set_wounds,
    victory,
)
from referee.systems.urban_war.rules.common import DEFAULT_CONFIG, band_of

# -- shooting ---------------------------------------------------------------------------------


def bind_shooting(state: State, params: Mapping[str, Any]) -> dict:
    shooter = acting(state)
    if state["current_action"]["kind"] not in (None, "move_and_shoot"):
        raise StateConflict(f"{shooter['id']} has already acted in this action", "target")
    if engaged(shooter):
        raise StateConflict(
            f"{shooter['id']} is in base contact with an enemy: melee is its only action", "target"
        )
    target = enemy(state, shooter, params["target"], "target")
    distance = params["distance_in"]
    band = band_of(distance) if distance <= 48 else "extreme"
    weapon = pick_weapon(shooter, params.get("weapon"), band, "weapon", required=True)
    return {
        "shooter": {
            **facts_of(shooter, params),
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
            "in_base_contact": engaged(target),
        },
        "distance_in": distance,
        "has_los": params.get("has_los", True),
        "is_primary": params.get("is_primary", True),
        "primary_in_cover": params.get("primary_in_cover", False),
        "cover": params.get("cover") or {},
        "mode": "normal",
        "config": rule_config(state),
    }


def rule_config(state: State) -> dict:
    return {k: state["config"][k] for k in DEFAULT_CONFIG}


def write_shot(state: State, target_id: str, outcome: dict) -> None:
    set_wounds(state, target_id, outcome["wounds_after"])
    below_half(state, target_id, "below_half_wounds" in outcome["panic_triggers"])


def apply_shooting(state: State, params, bound, outcome) -> None:
    write_shot(state, params["target"], outcome)
    victory(state)
    # The shot ends the action; an overwatch model may still interrupt after it (§6.16 R37).
    end_action_after(state, "shot")
