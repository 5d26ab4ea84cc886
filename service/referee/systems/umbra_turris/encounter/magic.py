"""Magic as encounter steps: casting and self-healing (umbra-turris.md §9, §10, §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.changes import Changes
from referee.encounters.model import StateConflict
from referee.systems.umbra_turris.encounter.common import State, active, check_mage, stands_still
from referee.systems.umbra_turris.rules.magic import APPRENTICE, domain_problem

# -- magic (§9, §10) ------------------------------------------------------------------------


def bind_cast(state: State, params: Mapping[str, Any]) -> dict:
    """§9: profession, Vitality and moved_this_cycle from the state; a rejection the state
    causes (0 Vitality, an Apprentice that moved) is a 409 with the rules' words (§4).

    §12: the mage's Domains (its roster's) are checked on every cast: only the Wizard has
    two, and a spell from a Domain the mage does not list is refused.
    """
    mage = active(state, params["mage"], "mage")
    check_mage(mage, "cast")
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
    stands_still(state, mage, "cast", "mage")
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
    mage = active(state, params["mage"], "mage")
    check_mage(mage, "self-heal")
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
