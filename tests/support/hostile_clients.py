"""One small encounter per system for the hostile-client suite, and a valid body per route.

Each body is valid for the route's schema and names real models, so the only thing a
hostile request can get wrong is who sends it. `acts` is the model whose side acts in the
step (what `acting_side` of the step's declaration must resolve to), `ACTIVE` the model
the encounter has activated, None where no model acts (any side may then send it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.support.umbra_turris import fighter
from tests.support.umbra_turris import roster as umbra_turris_roster
from tests.support.urban_war import model as urban_war_model
from tests.support.urban_war import roster as urban_war_roster
from tests.support.walka import ala, bor

ACTIVE = "the activated model"


@dataclass
class Fight:
    system: str
    models: list[dict]
    # route path under /<system>/ -> (body, the model that acts or ACTIVE or None)
    steps: dict[str, tuple[dict, str | None]]
    new_model: dict
    # the model PUT and DELETE name (an existing one)
    corrected: str
    setup: list[tuple[str, dict, str]] = field(default_factory=list)


URBAN_WAR = Fight(
    system="urban-war",
    models=urban_war_roster(),
    steps={
        "orders": ({"orders": {"r1": "snap_fire"}}, None),
        "setup-roll": ({}, None),
        "initiative": ({}, None),
        "activate": ({"model": "r2"}, "r2"),
        "movement": ({"action": "normal", "distance_in": 3.0}, ACTIVE),
        "shooting": ({"target": "b1", "distance_in": 10.0}, ACTIVE),
        "melee": ({"target": "b1", "charge": True, "charge_distance_in": 4.0}, ACTIVE),
        "break-off": ({}, ACTIVE),
        "overwatch-interrupt": (
            {"interrupter": "b2", "kind": "shot", "distance_in": 5.0},
            "b2",
        ),
        "panic-test": ({"model": "b1", "trigger": "other"}, "b1"),
        "command-test": ({"model": "r3"}, "r3"),
        "end-activation": ({"model": "r1"}, "r1"),
    },
    new_model=urban_war_model("r9", "red"),
    corrected="b3",
)

UMBRA_TURRIS = Fight(
    system="umbra-turris",
    models=umbra_turris_roster(),
    steps={
        "charge": ({"attacker": "r1", "defender": "b1"}, "r1"),
        "disengage": ({"model": "b1"}, "b1"),
        "movement": ({"model": "r2"}, "r2"),
        "action-die": ({"model": "b3", "has_action_die": True}, "b3"),
        "new-cycle": ({}, None),
        "melee/exchange": ({"attacker": "b1", "defender": "r1"}, "b1"),
        "melee/shield-block": ({"attacker": "r1", "defender": "b1"}, "b1"),
        "melee/parry": ({"exchange": 1, "location": "head"}, None),
        "melee/attack": ({"attacker": "r1", "defender": "b1", "attack_type": "standard"}, "r1"),
        "shooting/hit": ({"shooter": "b2", "target": "r1", "distance_cm": 20.0}, "b2"),
        "shooting/damage": ({"shooter": "r1", "target": "b1"}, "r1"),
        "shooting": ({"shooter": "b2", "target": "r2", "distance_cm": 20.0}, "b2"),
        "magic/cast": ({"mage": "r2", "spell_difficulty": 2}, "r2"),
        "magic/self-heal": ({"mage": "b3"}, "b3"),
    },
    new_model=fighter("x9", "red"),
    corrected="b2",
)

WALKA = Fight(
    system="walka",
    models=[ala(), bor()],
    steps={
        "initiative": ({}, None),
        "end-turn": ({"character": "Ala"}, "Ala"),
        "action-points": (
            {"character": "Bor", "activities": [{"activity": "walk", "units": 1}]},
            "Bor",
        ),
        # A movement unit was paid when moved: the chain charges only Bor, so it is Bor's.
        "instant-chain": (
            {
                "trigger": {"actor": "Ala", "kind": "movement_unit"},
                "declarations": [{"actor": "Bor"}],
            },
            "Bor",
        ),
        # No chain is open: no character's link is due, so no side is singled out.
        "instant-chain/next": ({"link": 1}, None),
        "hit-location": ({"attacker": "Ala", "target": "Bor", "mode": "random"}, "Ala"),
        "defense": ({"defender": "Bor", "attack_kind": "melee", "type": "dodge"}, "Bor"),
        # No `defense`: the attack meets the one the target rolls (a given one is the GM's).
        "attack": ({"attacker": "Ala", "target": "Bor"}, "Ala"),
        "damage": (
            {
                "attacker": "Bor",
                "target": "Ala",
                "unarmed": True,
                "damage_type": "blunt",
                "location": "torso",
            },
            "Bor",
        ),
        "wounds": (
            {
                "attacker": "Ala",
                "target": "Bor",
                "location": "torso",
                "taken": 5,
                "damage_type": "slashing",
            },
            "Ala",
        ),
        "surprise": ({"target": "Bor", "detection_dc": 40}, None),
        "terrain": ({"character": "Ala", "steps": [{"mode": "walk"}]}, "Ala"),
        "strike": (
            {
                "attacker": "Bor",
                "target": "Ala",
                "unarmed": True,
                "location_mode": "random",
                "defense_type": "dodge",
            },
            "Bor",
        ),
        "stanch": ({"target": "Ala", "wound": "w1", "n": 1}, "Ala"),
        "cure-bleeding": ({"target": "Bor", "wound": "w1", "n": 1}, "Bor"),
        "heal-wound": ({"target": "Ala", "wound": "w1"}, "Ala"),
        "status": ({"character": "Bor", "status": "unconscious"}, "Bor"),
        "end-encounter": ({}, None),
    },
    new_model=ala(id="Cid", side="north"),
    corrected="Bor",
)

FIGHTS = {f.system: f for f in (URBAN_WAR, UMBRA_TURRIS, WALKA)}
