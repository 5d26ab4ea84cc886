"""Exact odds of break off and overwatch interrupts, composed from their tests, strikes, shots and
melee (urban-war.md §6.15, §6.16).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from referee.odds.build import E, Features, Params, R, composed
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
from referee.violations import RuleViolation

# ---------------------------------------------------------------- actions (§6.15, §6.16)


def _passes(params: Params, rules=morale.command_test) -> Any:
    return distribution(rules, params, lambda o: o["passed"]).p.get(True, ZERO)


class BreakOff(NamedTuple):
    """A value of the joint distribution of a break off (§6.15)."""

    passed: bool  # the break-off test is passed
    wounds_after: int  # the breaking model's W left


BREAK_OFF_FEATURES = (
    (
        E(
            "passed",
            "the break-off test is passed",
            lambda o: o["test"]["passed"],
            lambda v: v.passed,
        ),
        E(
            "broke_off",
            "the model breaks off and survives",
            lambda o: o["broke_off"],
            lambda v: v.passed and v.wounds_after > 0,
        ),
        E(
            "out_of_action",
            "the model is taken out of action",
            lambda o: o["out_of_action"],
            lambda v: v.wounds_after == 0,
        ),
    ),
    (
        R(
            "wounds_after",
            "the model's W left",
            lambda o: o["wounds_after"],
            lambda v: v.wounds_after,
        ),
    ),
)


def break_off_odds(p: Params) -> Odds:
    """A passed test: the opponents' free strikes, one after another; a failed one: melee."""
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
    i = actions.fallback_index(opponents, p.get("fallback_target"))
    _given(
        p,
        _melee_reads("model", model, ("first_strike",))
        + _melee_reads(f"opponents.{i}", fallback, ("first_strike", "toughness", "wounds")),
        "a failed break-off test and the melee it forces",
    )
    exchange = melee_exchange(actions.forced_melee_params(p, fallback))
    joint = Dist.mixture(
        (
            (passed, left.map(lambda w: BreakOff(True, w))),
            (ONE - passed, exchange.map(lambda v: BreakOff(False, v.wounds_after[0]))),
        )
    )
    return composed(joint, BREAK_OFF_FEATURES)


def _given(p: Params, paths: list[str], branch: str) -> None:
    """The odds cover every branch, and a roll whose dice rule a branch out may leave out
    what only that branch reads (urban-war.md §6.15, §6.16; `needed` of BreakOffParams and
    OverwatchInterruptParams). Its odds are then unavailable and say why; the roll stands.
    An odds request without dice is refused by `needed` before it gets here."""
    missing = []
    for path in paths:
        value: Any = p
        for key in path.split("."):
            value = value[int(key)] if isinstance(value, list) else (value or {}).get(key)
        if value is None:
            missing.append(path)
    if missing:
        # Reported like odds too costly to enumerate: "available": false with this reason.
        raise RuleViolation(
            "odds_too_complex",
            f"the odds cover {branch} too, which reads {', '.join(missing)}: give them "
            "to have the odds",
        )


def _melee_reads(who: str, model: Params, fields: tuple[str, ...]) -> list[str]:
    bare = ("strength",) if model.get("weapon") is None else ()
    return [f"{who}.{name}" for name in (*fields, *bare)]


class Interrupt(NamedTuple):
    """A value of the joint distribution of an overwatch interrupt (§6.16)."""

    rally_penalty: bool  # the panicked interrupter keeps the panic penalty after its rally
    passed: bool  # the interrupt test is passed: the interrupt happens
    target_left: int  # the target's W left
    target_continues: bool  # the target's action goes on
    interrupter_panicked: bool  # the interrupter holds a panic token afterwards


def _interrupt_features(interrupter: Params, start: int) -> Features:
    return (
        (
            E(
                "rally_penalty",
                "the interrupter was panicked and keeps the panic penalty after its rally",
                lambda o: bool(o["rally"] and o["rally"]["panic_penalty"]),
                lambda v: v.rally_penalty,
            ),
            E(
                "passed",
                "the interrupt test is passed: the interrupt happens",
                lambda o: o["passed"],
                lambda v: v.passed,
            ),
            E(
                "target_out_of_action",
                "the target is taken out of action",
                lambda o: bool(
                    (o["shooting"] and o["shooting"]["out_of_action"])
                    or (o["melee"] and o["melee"]["out_of_action"]["defender"])
                ),
                lambda v: v.target_left == 0,
            ),
            E(
                "target_action_continues",
                "the target's action goes on",
                lambda o: o["target_action_continues"],
                lambda v: v.target_continues,
            ),
            E(
                "interrupter_panicked",
                "the interrupter holds a panic token afterwards (its rally failed, or it lost the "
                "melee and failed the panic test)",
                _interrupter_panicked(interrupter),
                lambda v: v.interrupter_panicked,
            ),
        ),
        (
            R(
                "target_wounds_after",
                "the target's W left",
                _target_left(start),
                lambda v: v.target_left,
            ),
        ),
    )


INTERRUPT_MELEE = ("assault_skill", "toughness", "wounds", "first_strike")


def overwatch_odds(p: Params) -> Odds:
    """The interrupter's rally when panicked, its interrupt test, then its shot or charge."""
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
    if kind == "shot":
        reads = ["interrupter.shooting_skill", "interrupter.weapon"]
        reads += ["target.toughness", "target.wounds"]
    else:
        reads = _melee_reads("interrupter", interrupter, INTERRUPT_MELEE)
        reads += _melee_reads("target", target, INTERRUPT_MELEE)
    _given(p, reads, f"a passed interrupt test and its {kind}")
    passed = _passes(actions.interrupt_test_params(interrupter, kind, band))
    start = target["wounds"]

    def after_test(rallied) -> Dist:
        # urban-war.md §8: a rally passed leaves the interrupter unpanicked for the rest of
        # the step, so a lost melee brings its melee_lost panic test into the odds.
        panic_penalty, still_panicked = rallied
        if kind == "charge" and panic_penalty:
            return Dist.point(Interrupt(True, False, start, True, True))
        if kind == "shot":
            parts = shooting_parts(actions.interrupt_shot_params(p, panic_penalty))
            done = parts["left"].map(
                lambda r: Interrupt(panic_penalty, True, r, r > 0, still_panicked)
            )
        else:
            exchange = melee_exchange(
                actions.interrupt_charge_params(p, still_panicked, panic_penalty)
            )
            done = exchange.map(
                lambda v: Interrupt(
                    panic_penalty,
                    True,
                    v.wounds_after[1],
                    False,
                    still_panicked or (v.loser == "attacker" and v.loser_panics),
                )
            )
        failed = Dist.point(Interrupt(panic_penalty, False, start, True, still_panicked))
        return Dist.mixture(((passed, done), (ONE - passed, failed)))

    return composed(penalty.bind(after_test), _interrupt_features(interrupter, start))


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
