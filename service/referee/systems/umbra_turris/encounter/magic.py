"""Magic as encounter steps: casting and self-healing (umbra-turris.md §9, §10, §11)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.model import StateConflict
from referee.systems.umbra_turris.encounter.common import (
    State,
    active,
    refused_by_state,
    stands_still,
)
from referee.systems.umbra_turris.rules.magic import check_cast, check_self_heal

# -- magic (§9, §10) ------------------------------------------------------------------------


def bind_cast(state: State, params: Mapping[str, Any]) -> dict:
    """§9: profession, Vitality and moved_this_cycle from the state; a rejection the state
    causes (not a mage, 0 Vitality, an Apprentice that moved) is a 409 in the rules' words
    (§4), then a mage that self-healed stands still (§10).

    §12: the mage's Domains (its roster's) are checked on every cast: only the Wizard has
    two, and a spell from a Domain the mage does not list is refused.
    """
    mage = active(state, params["mage"], "mage")
    bound = {
        "profession": mage["profession"],
        "vitality": mage["vitality"],
        "vitality_max": mage["vitality_max"],
        "spell_difficulty": params["spell_difficulty"],
        "moved_this_cycle": mage["moved_this_cycle"],
        "domains": list(mage.get("domains") or []),
        "domain": params.get("domain"),
    }
    refused_by_state(check_cast, bound, "mage", keep=("domain", "domains"))
    stands_still(state, mage, "cast", "mage")
    return bound


def apply_cast(state: State, params, bound, outcome) -> None:
    """§11: Vitality -1, -1 more on a mishap, not below 0; an Apprentice's movement locks."""
    state["models"][params["mage"]]["vitality"] = outcome["vitality_after"]
    if outcome["movement_locked"]:
        state["models"][params["mage"]]["movement_locked"] = True


def bind_self_heal(state: State, params: Mapping[str, Any]) -> dict:
    """§10 step 1 on the stored mage, in the digest's order and the rules' words (§4): the
    Action Die, then the Apprentice; then the encounter's own rule, once a Cycle (§11)."""
    mage = active(state, params["mage"], "mage")
    bound = {
        "profession": mage["profession"],
        "vitality": mage["vitality"],
        "vitality_max": mage["vitality_max"],
        "has_action_die": mage["has_action_die"],
    }
    refused_by_state(check_self_heal, bound, "mage")
    if mage["self_healed_this_cycle"]:
        raise StateConflict(
            f"{mage['id']} already self-healed this Cycle: it stands still until the next",
            "mage",
        )
    return bound


def apply_self_heal(state: State, params, bound, outcome) -> None:
    """§11: Vitality +2 (not above the maximum), the Action Die discarded, once this Cycle."""
    mid = params["mage"]
    state["models"][mid]["vitality"] = outcome["vitality_after"]
    state["models"][mid]["has_action_die"] = outcome["has_action_die_after"]
    state["models"][mid]["self_healed_this_cycle"] = True
