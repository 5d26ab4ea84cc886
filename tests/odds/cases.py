"""Inputs for the odds tests: each step's golden requests plus small extra cases.

The extra cases keep the composed steps (Urban War shooting, melee, break off,
interrupts; Umbra Turris melee and shooting; Walka strike) small enough for the
brute-force enumeration of every die.
"""

from __future__ import annotations

from tests.support.steps import golden_params, load, step_of

PISTOL = {"name": "Pistol", "bands": {"short": "0/4x2", "medium": "-1/4"}}
RIFLE = {"name": "Rifle", "bands": {"short": "+1x2/5", "medium": "0x2/5"}}
BLADE = {"name": "Blade", "fs_bonus": 1, "bands": {"melee": "0/4"}}


def _model(**extra):
    base = {
        "AS": 4,
        "ST": 4,
        "T": 4,
        "W": 1,
        "CD": 5,
        "MV": 3,
        "FS": 4,
    }
    return {**base, **extra}


EXTRA = {
    ("urban-war", "shooting"): [
        {
            "shooter": {"SH": 4, "CD": 4, "MV": 3, "weapon": PISTOL},
            "target": {"T": 4, "W": 2, "SZ": 2, "heavy_armour": 3},
            "distance_in": 6,
        },
        {
            "shooter": {"SH": 5, "CD": 4, "MV": 3, "weapon": RIFLE},
            "target": {"T": 3, "W": 1, "SZ": 2},
            "distance_in": 10,
            "is_primary": False,
            "cover": {"type": "soft", "obstacle_distance_in": 3},
        },
    ],
    ("urban-war", "shooting.saves"): [
        {
            "wounds": 3,
            "target_wounds": 2,
            "target_wounds_max": 3,
            "heavy_armour": 2,
            "cover": {"type": "solid", "obstacle_distance_in": 4},
        }
    ],
    ("urban-war", "melee"): [
        {
            "attacker": _model(weapon=BLADE, charged_this_action=True, charge_distance_in=4),
            "defender": _model(W=2),
        },
        {"attacker": _model(FS=5), "defender": _model(FS=5, heavy_armour=2)},
    ],
    ("urban-war", "break_off"): [
        {
            "model": {**_model(CD=10), "id": "m"},
            "opponents": [{**_model(), "id": "o", "panicked": True, "can_strike_back": False}],
        },
    ],
    ("urban-war", "overwatch_interrupt"): [
        {
            "kind": "shot",
            "interrupter": {**_model(SH=4, weapon=PISTOL), "order": "overwatch"},
            "target": _model(W=2, SZ=2),
            "distance_in": 8,
        },
        {
            "kind": "charge",
            "interrupter": {**_model(), "order": "overwatch"},
            "target": _model(),
            "distance_in": 4,
        },
    ],
}


def cases_for(step):
    """(name, params) pairs: the golden requests, then the extra ones."""
    extra = [
        (f"extra {i + 1}", load(step, request))
        for i, request in enumerate(EXTRA.get((step.system, step.name), []))
    ]
    return golden_params(step) + extra


def step_params(system, name, request):
    return load(step_of(system, name), request)
