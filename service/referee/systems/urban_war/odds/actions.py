"""Exact odds of break off and overwatch interrupts, composed from their tests, strikes, shots and
melee (urban-war.md §6.15, §6.16).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.odds.build import Params
from referee.odds.dist import ONE, ZERO, Dist
from referee.odds.enumerate import check, distribution
from referee.odds.report import Odds
from referee.systems.urban_war.odds.common import Outcome
from referee.systems.urban_war.odds.melee import melee_exchange
from referee.systems.urban_war.odds.shooting import Strike, shooting_parts
from referee.systems.urban_war.rules import actions, morale
from referee.systems.urban_war.rules.common import (
    band_of,
    config,
)

# ---------------------------------------------------------------- actions (§6.15, §6.16)


def _passes(params: Params, rules=morale.command_test) -> Any:
    return distribution(rules, params, lambda o: o["passed"]).p.get(True, ZERO)


def break_off_odds(p: Params) -> Odds:
    """Values: (passed, W left of the breaking model)."""
    check(actions.break_off, p)
    cfg = config(p)
    model, opponents = p["model"], p["opponents"]
    passed = _passes({**actions.command_fields(model), "kind": "break_off"})
    left = Dist.point(model["wounds"])
    if cfg["break_off_free_strike"]:
        for i, opponent in enumerate(opponents):
            strike = Strike(
                opponent,
                f"opponents.{i}",
                actions.free_strike_target(model, opponent),
                False,
                opponent.get("panicked", False),
                cfg,
            )
            left = left.bind(
                lambda w, strike=strike: (
                    Dist.point(0) if w == 0 else strike.joint(w).map(lambda hr: hr[1])
                )
            )
    fallback = actions.fallback_opponent(p, opponents)
    exchange = melee_exchange(actions.forced_melee_params(p, fallback))
    joint = Dist.mixture(
        (
            (passed, left.map(lambda w: (True, w))),
            (ONE - passed, exchange.map(lambda v: (False, v[0]))),
        )
    )
    return (
        Odds("composition")
        .event("passed", "the break-off test is passed", passed, lambda o: o["test"]["passed"])
        .event(
            "broke_off",
            "the model breaks off and survives",
            joint.prob(lambda v: v[0] and v[1] > 0),
            lambda o: o["broke_off"],
        )
        .event(
            "out_of_action",
            "the model is taken out of action",
            joint.prob(lambda v: v[1] == 0),
            lambda o: o["out_of_action"],
        )
        .result(
            "wounds_after",
            "the model's W left",
            joint.map(lambda v: v[1]),
            lambda o: o["wounds_after"],
        )
    )


def overwatch_odds(p: Params) -> Odds:
    """Values: (passed, the target's W left, target's action continues, the interrupter
    holds a panic token afterwards)."""
    check(actions.overwatch_interrupt, p)
    kind = p["kind"]
    interrupter, target = p["interrupter"], p["target"]
    if interrupter.get("panicked"):
        penalty = distribution(
            morale.rally,
            actions.interrupt_rally_params(interrupter),
            lambda o: (o["panic_penalty"], o["panicked"]),
        )
    else:
        penalty = Dist.point((False, False))
    band = band_of(p["distance_in"]) if kind == "shot" else None
    passed = _passes(actions.interrupt_test_params(interrupter, kind, band))
    start = target["wounds"]

    def after_test(rallied) -> Dist:
        # urban-war.md §8: a rally passed leaves the interrupter unpanicked for the rest of
        # the step, so a lost melee brings its melee_lost panic test into the odds.
        panic_penalty, still_panicked = rallied
        if kind == "charge" and panic_penalty:
            return Dist.point((False, start, True, True))
        if kind == "shot":
            parts = shooting_parts(actions.interrupt_shot_params(p, panic_penalty))
            done = parts["left"].map(lambda r: (True, r, r > 0, still_panicked))
        else:
            exchange = melee_exchange(
                actions.interrupt_charge_params(p, still_panicked, panic_penalty)
            )
            done = exchange.map(
                lambda v: (True, v[1], False, still_panicked or (v[4] == "attacker" and v[5]))
            )
        failed = Dist.point((False, start, True, still_panicked))
        return Dist.mixture(((passed, done), (ONE - passed, failed)))

    joint = penalty.bind(after_test)
    return (
        Odds("composition")
        .event(
            "rally_penalty",
            "the interrupter was panicked and keeps the panic penalty after its rally",
            penalty.prob(lambda v: v[0]) if interrupter.get("panicked") else ZERO,
            lambda o: bool(o["rally"] and o["rally"]["panic_penalty"]),
        )
        .event(
            "passed",
            "the interrupt test is passed: the interrupt happens",
            joint.prob(lambda v: v[0]),
            lambda o: o["passed"],
        )
        .event(
            "target_out_of_action",
            "the target is taken out of action",
            joint.prob(lambda v: v[1] == 0),
            lambda o: bool(
                (o["shooting"] and o["shooting"]["out_of_action"])
                or (o["melee"] and o["melee"]["out_of_action"]["defender"])
            ),
        )
        .event(
            "target_action_continues",
            "the target's action goes on",
            joint.prob(lambda v: v[2]),
            lambda o: o["target_action_continues"],
        )
        .event(
            "interrupter_panicked",
            "the interrupter holds a panic token afterwards (its rally failed, or it lost the "
            "melee and failed the panic test)",
            joint.prob(lambda v: v[3]),
            _interrupter_panicked(interrupter),
        )
        .result(
            "target_wounds_after",
            "the target's W left",
            joint.map(lambda v: v[1]),
            _target_left(start),
        )
    )


def _interrupter_panicked(interrupter: Params) -> Callable[[Outcome], bool]:
    def read(o):
        panicked = o["rally"]["panicked"] if o["rally"] else interrupter.get("panicked", False)
        result = (o["melee"] or {}).get("result") or {}
        if result.get("loser") == "attacker" and result["panic_test"]["panicked"]:
            return True
        return bool(panicked)

    return read


def _target_left(start: int) -> Callable[[Outcome], int]:
    def read(o):
        if o["shooting"]:
            return o["shooting"]["wounds_after"]
        if o["melee"]:
            return o["melee"]["wounds_after"]["defender"]
        return start

    return read
