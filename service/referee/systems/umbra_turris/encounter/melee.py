"""Melee as encounter steps: exchange, shield block, sealed parry, attack (umbra-turris.md §5, §6,
§11).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.claims import TRUSTED
from referee.encounters.model import StateConflict
from referee.systems.umbra_turris.encounter.common import (
    State,
    active,
    check_engaged,
    model_in,
    pair,
    set_wounds,
    stands_still,
    state_refusal,
)
from referee.systems.umbra_turris.rules.melee import shield_from_behind, shield_with_action_die
from referee.violations import RuleViolation

# -- melee: exchange, shield block, sealed parry, attack (§5, §6) ---------------------------


def bind_exchange(state: State, params: Mapping[str, Any]) -> dict:
    """Declare one exchange of Fighting (§2): attacker strikes defender, engaged by a Charge.

    The exchange names whose sealed choices melee/parry waits for; attack_from_behind
    stays a fact of this request (§11 DECISION). One exchange at a time, and a failed
    Parry's attack (pending_melee, §11) comes before the next exchange.
    """
    attacker, defender = pair(
        state, params["attacker"], params["defender"], ("attacker", "defender"), "fight"
    )
    check_engaged(attacker, defender, "defender")
    stands_still(state, attacker, "attack", "attacker")
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


def apply_exchange(state: State, params, bound, outcome) -> None:
    number = state["exchange_count"] + 1
    attacker = state["models"][params["attacker"]]
    defender = state["models"][params["defender"]]
    behind = bool(params.get("attack_from_behind"))
    parts = [f"{attacker['side']}#{number}"]
    if not behind:
        parts.append(f"{defender['side']}#{number}")
    state["exchange_count"] = number
    state["exchange"] = {
        "id": number,
        "attacker": attacker["id"],
        "defender": defender["id"],
        "attack_from_behind": behind,
        "shield_tried": False,
        "parts": parts,
    }


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
    """§5 R2, DECISIONs and §11: the shield's conditions, read from the stored state; the
    two the rules check too are refused in the rules' words and codes (§4 DECISION)."""
    if exchange["attack_from_behind"]:
        raise state_refusal(shield_from_behind(field), field)
    if exchange["shield_tried"]:
        raise StateConflict(
            f"{defender['id']} already tried its shield in exchange {exchange['id']}", field
        )
    if not defender["equipment"]["has_shield"]:
        raise StateConflict(f"{defender['id']} carries no shield", field)
    if defender["has_action_die"]:
        raise state_refusal(shield_with_action_die(field), field)


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
    model_in(state, params["attacker"], "attacker")
    defender = active(state, params["defender"], "defender")
    exchange = _current_exchange(state, params["attacker"], params["defender"], "defender")
    _check_shield(state, exchange, defender, "defender")
    return {
        "defender_has_action_die": False,
        "shield_block_target": _shield_target(
            state, params.get("shield_block_target"), "shield_block_target"
        ),
        "attack_from_behind": False,
    }


def apply_shield_block(state: State, params, bound, outcome) -> None:
    """Blocked ends the attack with no other effect (§5 DECISION); otherwise the parry follows."""
    if outcome["blocked"]:
        state["exchange"] = None
    else:
        state["exchange"] = {**state["exchange"], "shield_tried": True}


def parry_part(params: Mapping[str, Any], role: str) -> str:
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


def parry_check(state: State, part: str, params: Mapping[str, Any]) -> None:
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


def parry_under_policy(state: State, part: str, params: Mapping[str, Any], policy: str) -> None:
    """Issue 29: under a confirming claims policy a sealed part holds no claim, since nobody
    can confirm what it hides. The shield block's target is a house rule (§5 DECISION): a
    defender's own target is claimed in public with melee/shield-block, which the attacker
    (or the game master) confirms; a sealed part blocks only at the table's target (config).
    Under `trusted` a part may still name its own target, as the defender's claim."""
    if policy == TRUSTED or not params.get("use_shield"):
        return
    table = state["config"]["shield_block_target"]
    given = params.get("shield_block_target")
    if given is None and table is not None or given == table:
        return
    how = (
        f"leave it out to block at the table's target ({table}+, config), or claim"
        if table is not None
        else "this encounter's config sets no target, so claim"
    )
    raise RuleViolation(
        "shield_block_target_claimed",
        f"under {policy} a sealed parry choice cannot carry a shield block target of its own "
        f"(nobody could confirm it before the dice): {how} your target in public first with "
        "melee/shield-block, which the other side confirms",
        "shield_block_target",
    )


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


def apply_parry(state: State, params, bound, outcome) -> None:
    """§11: a hit sets pending_melee for the pair; blocked or parried sets nothing."""
    exchange = state["exchange"]
    state["exchange"] = None
    if outcome["outcome"] == "hit":
        state["pending_melee"] = {
            "attacker": exchange["attacker"],
            "defender": exchange["defender"],
        }


def bind_attack(state: State, params: Mapping[str, Any]) -> dict:
    """§6 step 1: on an encounter there must be an unconsumed hit of melee.parry for this pair.

    WS, S, Sp, T and W come from the profiles, weapon_modifier and armour from the
    equipment, wounds_remaining from the state (§11 DECISION). The attack completes the
    exchange its attacker declared (melee/exchange refuses a mage that self-healed), so
    it is not a new attack: a self-heal since the exchange does not refuse it (§10).
    """
    attacker, defender = pair(
        state, params["attacker"], params["defender"], ("attacker", "defender"), "attack"
    )
    pending = state["pending_melee"]
    if pending != {"attacker": attacker["id"], "defender": defender["id"]}:
        raise StateConflict(
            f"no failed Parry lets {attacker['id']} attack {defender['id']}: an attack follows "
            "melee/parry with outcome hit",
            "attacker",
        )
    check_engaged(attacker, defender, "defender")
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


def apply_attack(state: State, params, bound, outcome) -> None:
    state["pending_melee"] = None
    set_wounds(state, params["defender"], outcome["wounds_after"])
