"""Break off and overwatch interrupts (urban-war.md §6.15, §6.16)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import (
    band_of,
    charge_reach,
    config,
    melee_profile,
    version,
    weapon_entry,
)
from referee.systems.urban_war.rules.melee import melee, strike
from referee.systems.urban_war.rules.morale import command_test, rally
from referee.systems.urban_war.rules.shooting import shooting
from referee.violations import RuleViolation

COMMAND_FIELDS = ("command", "calibre", "commander_in_range", "is_commander", "modifiers")


def command_fields(model: Mapping[str, Any]) -> dict:
    """A model's fields that its command test reads (urban-war.md §6.2)."""
    return {k: model[k] for k in COMMAND_FIELDS if k in model}


def free_strike_target(model: Mapping[str, Any], opponent: Mapping[str, Any]) -> dict:
    """The breaking model as an opponent's free strike sees it: its Battleshield covers that
    opponent when `shield_applies` says so (urban-war.md §6.15)."""
    return {**model, "shield_applies": opponent.get("shield_applies", False)}


def forced_melee_params(p: Mapping[str, Any], fallback: Mapping[str, Any]) -> dict:
    """The melee a failed break off forces on `fallback` (urban-war.md §6.15: §6.14, not a
    charge)."""
    return {
        "attacker": {
            **p["model"],
            "charged_this_action": False,
            "shield_applies": fallback.get("shield_applies", False),
        },
        "defender": {**fallback, "shield_applies": fallback.get("shield_against_model", False)},
        "config": config(p),
    }


def interrupt_rally_params(interrupter: Mapping[str, Any]) -> dict:
    """The rally a panicked interrupter takes first (urban-war.md §6.16)."""
    return {
        **command_fields(interrupter),
        "panicked": True,
        "high_morale": interrupter.get("high_morale", False),
        "occasion": "interrupt",
    }


def interrupt_test_params(interrupter: Mapping[str, Any], kind: str, band: str | None) -> dict:
    """The interrupt's command test: a shot's is -1 per band beyond short (urban-war.md §6.16)."""
    if kind == "shot":
        return {**command_fields(interrupter), "kind": "interrupt_shot", "band": band}
    return {**command_fields(interrupter), "kind": "interrupt_charge"}


def interrupt_shot_params(p: Mapping[str, Any], panic_penalty: bool) -> dict:
    """The interrupt shot: no target selection, no movement penalty (urban-war.md §6.16)."""
    return {
        "shooter": {
            **p["interrupter"],
            "moved_distance_in": 0,
            "panic_penalty": panic_penalty,
            "in_base_contact": False,
        },
        "target": p["target"],
        "distance_in": p["distance_in"],
        "has_los": True,
        "cover": p.get("cover"),
        "mode": "interrupt",
        "config": config(p),
    }


def interrupt_charge_params(p: Mapping[str, Any], panicked: bool, panic_penalty: bool) -> dict:
    """The interrupt charge: both models count as charging (urban-war.md §6.16, §8)."""
    return {
        "attacker": {
            **p["interrupter"],
            "panicked": panicked,
            "charged_this_action": True,
            "charge_distance_in": p["distance_in"],
            "panic_penalty": panic_penalty,
        },
        "defender": p["target"],
        "interrupt_charge": True,
        "config": config(p),
    }


def break_off(p: Mapping[str, Any], dice: Dice) -> dict:
    """Leave a melee: a command test; a pass brings free strikes, a failure a forced attack.

    urban-war.md §6.15 (R36): a pass lets a survivor move up to MV + CAL in;
    each opponent in list order makes a free strike (`break_off_free_strike`),
    stopping once the model is out of action. A failure forces a melee attack
    (§6.14, not a charge) on `fallback_target`. A free strike is outside
    first-strike order: the breaking model does not strike, there is no
    combat result (DECISION).
    """
    cfg = config(p)
    model, opponents = p["model"], p["opponents"]
    for i, opponent in enumerate(opponents):
        if not opponent.get("in_base_contact", True):
            raise RuleViolation(
                "action_not_allowed",
                f"opponent {opponent.get('id') or i + 1} is not in base contact: only the "
                "enemies touching the model take part in a break off",
                f"opponents.{i}.in_base_contact",
            )
    fallback = fallback_opponent(p, opponents)
    for i, opponent in enumerate(opponents):  # weapons checked before any die
        melee_profile(opponent, f"opponents.{i}")
    melee_profile(model, "model")
    test = command_test({**command_fields(model), "kind": "break_off"}, dice)
    out: dict = {"test": test, "free_strikes": [], "melee": None}
    if test["passed"]:
        wounds = model["wounds"]
        if cfg["break_off_free_strike"]:
            for i, opponent in enumerate(opponents):
                if wounds == 0:
                    break
                blow = strike(
                    opponent,
                    f"opponents.{i}",
                    free_strike_target(model, opponent),
                    wounds,
                    False,
                    opponent.get("panicked", False),
                    cfg,
                    dice,
                    f"free strike {i + 1}, ",
                    f"free strike {i + 1}, ",
                )
                blow["opponent"] = opponent.get("id") or str(i + 1)
                wounds = blow["saves"]["wounds_after"]
                out["free_strikes"].append(blow)
        survived = wounds > 0
        out.update(
            broke_off=survived,
            wounds_after=wounds,
            out_of_action=not survived,
            break_off_distance_in=model["movement"] + model.get("calibre", 0) if survived else 0,
        )
        return out
    exchange = melee(forced_melee_params(p, fallback), dice)
    out.update(
        melee=exchange,
        broke_off=False,
        wounds_after=exchange["wounds_after"]["attacker"],
        out_of_action=exchange["out_of_action"]["attacker"],
        break_off_distance_in=0,
    )
    return out


def fallback_index(opponents: list, target: str | None) -> int | None:
    """The index of the opponent a failed break off attacks (urban-war.md §6.15):
    `fallback_target`, else the first; None when no opponent has that id."""
    if target is None:
        return 0 if opponents else None
    for i, opponent in enumerate(opponents):
        if opponent.get("id") == target:
            return i
    return None


def fallback_opponent(p: Mapping[str, Any], opponents: list) -> Mapping[str, Any]:
    """The opponent a failed break off attacks: `fallback_target`, else the first."""
    target = p.get("fallback_target")
    i = fallback_index(opponents, target)
    if i is not None:
        return opponents[i]
    raise RuleViolation(
        "unknown_model",
        f"fallback_target {target!r} is not one of the opponents' ids",
        "fallback_target",
    )


def overwatch_interrupt(p: Mapping[str, Any], dice: Dice) -> dict:
    """An overwatch model interrupts an enemy's action with a shot or a charge.

    urban-war.md §6.16 (R37-R43): a panicked interrupter rallies first; then a
    command test (interrupt shot: -1 per band beyond short); on a pass the
    shot (no target selection, no movement penalty) or the charge (both
    models count as charging) follows. Whatever the result the interrupter is
    activated and loses its order. An interrupt cannot itself be interrupted,
    and an action is interrupted successfully at most once (DECISION).
    A High Morale interrupter that passed its rally is no longer panicked: if it
    then loses the melee it takes the melee_lost panic test (§8). The
    interrupter's `modifiers` go to its rally and interrupt test; the target's
    to its lost-melee panic test, and its `panic_penalty` (it may have rallied
    at the start of the interrupted action) to its strike back (§8).
    """
    kind = p["kind"]
    interrupter, target = p["interrupter"], p["target"]
    band = _validate_interrupt(p, kind, interrupter, target)
    out: dict = {
        "rally": None,
        "test": None,
        "passed": False,
        "shooting": None,
        "melee": None,
        "target_action_continues": True,
        "interrupter_activated": True,
        "interrupter_order": None,
    }
    panic_penalty = False
    still_panicked = interrupter.get("panicked", False)
    if interrupter.get("panicked"):
        out["rally"] = rally(interrupt_rally_params(interrupter), dice)
        panic_penalty = out["rally"]["panic_penalty"]
        # urban-war.md §8: a model that passed its rally is no longer panicked for the rest
        # of the step, so a lost melee brings the melee_lost panic test. Version 1, before
        # that DECISION (2026-11-30), kept it panicked: no test.
        if version(p) >= 2:
            still_panicked = out["rally"]["panicked"]
        if kind == "charge" and panic_penalty:
            return out  # a High Morale charger that failed its rally loses the interrupt
    test = command_test(interrupt_test_params(interrupter, kind, band), dice)
    out.update(test=test, passed=test["passed"])
    if not test["passed"]:
        return out
    if kind == "shot":
        out["shooting"] = shooting(interrupt_shot_params(p, panic_penalty), dice)
        out["target_action_continues"] = not out["shooting"]["out_of_action"]
    else:
        out["melee"] = melee(interrupt_charge_params(p, still_panicked, panic_penalty), dice)
        out["target_action_continues"] = False
    return out


def _validate_interrupt(p, kind, interrupter, target) -> str | None:
    def no(detail: str, field: str):
        raise RuleViolation("action_not_allowed", detail, field)

    if interrupter.get("order") != "overwatch":
        no("only a model with an overwatch order may interrupt", "interrupter.order")
    if interrupter.get("activated"):
        no("the interrupter has already been activated this round", "interrupter.activated")
    action = p.get("target_action") or {}
    if action.get("is_interrupt"):
        no("an interrupt cannot itself be interrupted", "target_action.is_interrupt")
    if action.get("already_interrupted"):
        no("this action has already been interrupted once", "target_action.already_interrupted")
    if not p.get("has_los", True):
        raise RuleViolation("no_line_of_sight", "the interrupter must see the target", "has_los")
    if kind == "shot":
        if interrupter.get("in_base_contact"):
            no("a model in base contact with an enemy cannot shoot", "interrupter.in_base_contact")
        band = band_of(p["distance_in"])
        if band == "melee":
            no("distance 0 in means base contact: interrupt with a charge instead", "distance_in")
        # A weapon given must be usable at the band before any die (U3). None is given only
        # when the interrupt test fails with the request's dice, so nothing is shot
        # (OverwatchInterruptParams.needed: O3 names no weapon).
        if interrupter.get("weapon") is not None:
            weapon_entry(interrupter["weapon"], band, "interrupter.weapon")
        return band
    # Both melee weapons are checked before any die (U3): a dash in the melee band is a 422.
    melee_profile(interrupter, "interrupter")
    melee_profile(target, "target")
    reach = charge_reach(interrupter)
    if p["distance_in"] > reach:
        no(
            f"the target is {p['distance_in']:g} in away, beyond the charge reach of {reach} in "
            "(2 x MV + CAL)",
            "distance_in",
        )
    if not target.get("on_solid_ground", True):
        no("a charge cannot reach a target that is not on solid ground", "target.on_solid_ground")
    touching = target.get("touching_interrupter", False)
    if version(p) >= 2:  # version 1, before §8's geometry DECISION (2026-11-30): unchecked
        _check_contact_geometry(p["distance_in"], touching, interrupter, target, no)
    if target.get("in_base_contact_with_enemy") and not touching:
        no(
            "a target in base contact with an enemy can be charged only by a model touching it",
            "target.touching_interrupter",
        )
    if interrupter.get("in_base_contact") and not touching:
        no(
            "an engaged interrupter may only charge a model it touches",
            "target.touching_interrupter",
        )
    if interrupter.get("panicked") and not interrupter.get("high_morale"):
        no(
            "a panicked model may not charge; only High Morale lets it rally and charge at once",
            "interrupter.panicked",
        )
    return None


def _check_contact_geometry(distance: float, touching: bool, interrupter, target, no) -> None:
    """urban-war.md §8: impossible geometry of an interrupt charge is a 422 before any die."""
    if touching and distance > 0:
        no(
            f"the target touches the interrupter, so the distance between them is 0 in, "
            f"not {distance:g} in",
            "distance_in",
        )
    if touching and not interrupter.get("in_base_contact"):
        no(
            "the target touches the interrupter, yet the interrupter says it is not in base "
            "contact with an enemy",
            "interrupter.in_base_contact",
        )
    if (
        distance == 0
        and not touching
        and not interrupter.get("in_base_contact")
        and not target.get("in_base_contact_with_enemy")
    ):
        no(
            "distance 0 in means base contact, yet neither model is in base contact: give the "
            "distance between the bases",
            "distance_in",
        )
