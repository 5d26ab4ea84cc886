"""Exact odds of a melee exchange, composed from its strikes (urban-war.md §6.10-§6.14)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from referee.odds.build import E, Figure, Params, R, composed, enumerated
from referee.odds.dist import Dist
from referee.odds.enumerate import check, distribution, sample
from referee.odds.report import Odds
from referee.systems.urban_war.odds.common import Outcome, total_of
from referee.systems.urban_war.odds.shooting import Strike
from referee.systems.urban_war.rules import melee
from referee.systems.urban_war.rules.common import config

# ---------------------------------------------------------------- melee (§6.10-§6.14)

SIDES = ("attacker", "defender")


def _other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


# urban-war.md §6.13-§6.14: a loser whose CD was not given owes its panic test, unrolled.
NOT_ROLLED = " (a loser whose CD was not given owes its test, not rolled here: never counted)"


def _panics(o: Outcome) -> bool:
    """melee.result's loser took its panic test and failed it (§6.14)."""
    return bool(o["panic_test"] and o["panic_test"]["tested"] and o["panic_test"]["panicked"])


MELEE_RESULT = enumerated(
    melee.result,
    (
        (
            E("loser.attacker", "the attacker loses the melee", lambda o: o["loser"] == "attacker"),
            E("loser.defender", "the defender loses the melee", lambda o: o["loser"] == "defender"),
            E("draw", "equal hits: a draw, no test", lambda o: o["reason"] == "draw"),
            E("loser_panics", "the loser takes a panic test and fails it", _panics),
        ),
        (
            R(
                "total",
                "the loser's panic test total, when taken",
                lambda o: total_of(o["panic_test"]["test"]) if o["panic_test"] else None,
            ),
        ),
    ),
)


class Exchange(NamedTuple):
    """A value of the joint distribution of a melee exchange (melee.melee's outcome, reduced)."""

    wounds_after: tuple[int, int]  # W left, attacker's and defender's
    hits_suffered: tuple[int, int]  # hits suffered, attacker's and defender's
    loser: str | None  # the side that loses the melee, None on a draw
    loser_panics: bool  # the loser takes its panic test and fails it


def melee_exchange(p: Params) -> Dist:
    """Exact joint distribution of a melee exchange, of `Exchange` values.

    Built as melee.melee runs: the first striker's strike, the second's if it is still
    in play (or the strikes are simultaneous), then melee.result on the totals; each
    side's strike and the result take their params from the rules' own builders.
    """
    check(melee.melee, p)
    cfg = config(p)
    sides = melee.strikers(p)
    order = sample(melee.melee, p)["first_strike"]["order"]
    first, second = ("defender", "attacker") if order == "defender_first" else SIDES
    strikes = {}
    for who, (model, charged, penalty) in sides.items():
        if not (who == "defender" and order == "attacker_only"):
            strikes[who] = Strike(model, who, sides[_other(who)][0], charged, penalty, cfg)
    state = Dist.point((p["attacker"]["wounds"], p["defender"]["wounds"], 0, 0))
    for who in (first, second):
        if who not in strikes:
            continue
        state = state.bind(lambda s, who=who: _strike_step(s, who, strikes[who], order))
    results: dict[tuple, Dist] = {}

    def result(s):
        wa, wd, ha, hd = s
        key = (wa > 0, wd > 0, ha, hd)
        if key not in results:
            results[key] = distribution(
                melee.result,
                melee.result_params(
                    p,
                    dict(zip(SIDES, (wa, wd), strict=True)),
                    dict(zip(SIDES, (ha, hd), strict=True)),
                ),
                lambda o: (o["loser"], _panics(o)),
            )
        return results[key].map(lambda r: Exchange((wa, wd), (ha, hd), *r))

    return state.bind(result)


def _strike_step(s, who: str, strike: Strike, order: str) -> Dist:
    wa, wd, ha, hd = s
    own = wa if who == "attacker" else wd
    if own == 0 and order != "simultaneous":
        return Dist.point(s)  # removed before it could strike
    target_left = wd if who == "attacker" else wa

    def apply(hr):
        h, r = hr
        if who == "attacker":
            return (wa, r, ha, hd + h)
        return (r, wd, ha + h, hd)

    return strike.joint(target_left).map(apply)


def _per_side(figure: Callable[[str, int], Figure]) -> tuple:
    """One figure per side, attacker then defender: `figure(side, its index in SIDES)`."""
    return tuple(figure(who, i) for i, who in enumerate(SIDES))


MELEE_FEATURES = (
    (
        *_per_side(
            lambda who, i: E(
                f"{who}_out_of_action",
                f"the {who} is taken out of action",
                lambda o: o["out_of_action"][who],
                lambda v: v.wounds_after[i] == 0,
            )
        ),
        *_per_side(
            lambda who, i: E(
                f"loser.{who}",
                f"the {who} loses the melee",
                lambda o: o["result"]["loser"] == who,
                lambda v: v.loser == who,
            )
        ),
        E(
            "loser_panics",
            f"the loser fails its panic test{NOT_ROLLED}",
            lambda o: _panics(o["result"]),
            lambda v: v.loser_panics,
        ),
    ),
    (
        *_per_side(
            lambda who, i: R(
                f"hits_suffered.{who}",
                f"hits the {who} suffers",
                lambda o: o["hits_suffered"][who],
                lambda v: v.hits_suffered[i],
            )
        ),
        *_per_side(
            lambda who, i: R(
                f"wounds_after.{who}",
                f"the {who}'s W left",
                lambda o: o["wounds_after"][who],
                lambda v: v.wounds_after[i],
            )
        ),
    ),
)


def melee_odds(p: Params) -> Odds:
    return composed(melee_exchange(p), MELEE_FEATURES)
