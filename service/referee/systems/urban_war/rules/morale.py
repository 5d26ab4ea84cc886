"""Command, panic and rally tests (urban-war.md §6.1, §6.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import version

DIE = 10
PASS_TARGET = 15
AUTO_FAIL_AT_OR_BELOW = 5

# urban-war.md §6.1 step 2: interrupt shot, -1 per band beyond Short (R10).
INTERRUPT_BAND_PENALTY = {"short": 0, "medium": 1, "long": 2, "extreme": 3}

# urban-war.md §6.2 (R13): what makes a model test for panic.
PANIC_TRIGGERS = ("melee_lost", "friendly_killed", "below_half_wounds", "other")

TEST_NAMES = {
    "generic": "command test",
    "panic": "panic test",
    "rally": "rally test",
    "target_selection": "target selection test",
    "interrupt_shot": "interrupt shot test",
    "interrupt_charge": "interrupt charge test",
    "break_off": "break-off test",
}


def command_test(p: Mapping[str, Any], dice: Dice) -> dict:
    """Command test: 2d10 + CD + modifiers, 15 or more passes; a natural 5 or less always fails.

    urban-war.md §6.1 (R8 Commander +1, R9, R10 interrupt-shot band penalty,
    R11 target-selection cover bonus). No automatic success: a natural 20
    still needs a total of 15 (DECISION). Panic never modifies it (DECISION).
    """
    kind = p.get("kind", "generic")
    name = TEST_NAMES[kind]
    first = dice.roll(DIE, f"{name}, die 1")
    second = dice.roll(DIE, f"{name}, die 2")
    natural = first + second

    modifiers: list[dict] = []
    if p.get("calibre", 0):
        modifiers.append({"reason": "calibre", "value": p["calibre"]})
    if p.get("commander_in_range") and not p.get("is_commander"):
        modifiers.append({"reason": "Commander within 9 in", "value": 1})
    if kind == "target_selection" and p.get("primary_in_cover"):
        modifiers.append({"reason": "primary target in cover", "value": 2})
    if kind == "interrupt_shot" and INTERRUPT_BAND_PENALTY[p["band"]]:
        modifiers.append(
            {
                "reason": f"interrupt shot at {p['band']} range",
                "value": -INTERRUPT_BAND_PENALTY[p["band"]],
            }
        )
    modifiers.extend({"reason": m["reason"], "value": m["value"]} for m in p.get("modifiers", ()))

    total = natural + p["command"] + sum(m["value"] for m in modifiers)
    auto_fail = natural <= AUTO_FAIL_AT_OR_BELOW
    return {
        "kind": kind,
        "natural": natural,
        "command": p["command"],
        "modifiers": modifiers,
        "total": total,
        "target": PASS_TARGET,
        "auto_fail": auto_fail,
        "passed": not auto_fail and total >= PASS_TARGET,
    }


def _test_params(p: Mapping[str, Any], kind: str) -> dict:
    keys = ("command", "calibre", "commander_in_range", "is_commander", "modifiers")
    return {"kind": kind, **{k: p[k] for k in keys if k in p}}


def panic_test(p: Mapping[str, Any], dice: Dice) -> dict:
    """Panic test: a command test; on a failure the model gets a panic token.

    urban-war.md §6.2 (R12, R13): a model in base contact with an enemy is
    exempt from the friendly-killed and below-half-wounds triggers; a model
    already holding a panic token takes no further test (DECISION). Neither
    case draws a die.
    """
    in_contact_exempt = p.get("trigger", "other") in ("friendly_killed", "below_half_wounds")
    if in_contact_exempt and p.get("in_base_contact"):
        return _panic_answer(p, False, "exempt_in_base_contact", None, bool(p.get("panicked")))
    if p.get("panicked"):
        return _panic_answer(p, False, "already_panicked", None, True)
    test = command_test(_test_params(p, "panic"), dice)
    return _panic_answer(p, True, None, test, not test["passed"])


def _panic_answer(p: Mapping[str, Any], tested: bool, reason, test, panicked: bool) -> dict:
    answer = {"tested": tested, "due": False, "reason": reason, "test": test, "panicked": panicked}
    if version(p) < 2:
        # Version 1, before §8's DECISION (2026-11-30) that a combined step reports a test
        # due but unrolled (panic_test_not_rolled): the answer had no `due`.
        del answer["due"]
    return answer


def panic_test_not_rolled() -> dict:
    """A panic test that is due but cannot be rolled: the model's CD was not given.

    urban-war.md §6.13 (R31): the loser of a melee takes a panic test. §6.14 lists no CD
    for the attacker and X2, O2 give none for the defender or target, yet either may lose;
    a combined step then reports the test due (`due` true) and rolls no die, and the caller
    rolls it with panic_test (trigger melee_lost). The model holds no token yet.
    """
    return {
        "tested": False,
        "due": True,
        "reason": "command_not_given",
        "test": None,
        "panicked": False,
    }


def rally(p: Mapping[str, Any], dice: Dice) -> dict:
    """Rally test of a panicked model: a pass removes the token; the penalties stay for this action.

    urban-war.md §6.2 (R6 High Morale, R14): with High Morale a rallied model
    also sheds the penalties at once. Rally is mandatory on activation and
    before an overwatch interrupt, optional at the start of a reaction
    (DECISION). `panic_penalty` is whether the -2 to hit and no-charge
    penalties apply for the rest of the current action.
    """
    if not p.get("panicked"):
        return {
            "tested": False,
            "reason": "not_panicked",
            "test": None,
            "panicked": False,
            "panic_penalty": False,
        }
    if p.get("occasion", "activation") == "reaction" and not p.get("attempt", True):
        return {
            "tested": False,
            "reason": "declined",
            "test": None,
            "panicked": True,
            "panic_penalty": True,
        }
    test = command_test(_test_params(p, "rally"), dice)
    if test["passed"]:
        return {
            "tested": True,
            "reason": None,
            "test": test,
            "panicked": False,
            "panic_penalty": not p.get("high_morale"),
        }
    return {"tested": True, "reason": None, "test": test, "panicked": True, "panic_penalty": True}
