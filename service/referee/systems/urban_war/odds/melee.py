"""Exact odds of a melee exchange, composed from its strikes (urban-war.md §6.10-§6.14)."""

from __future__ import annotations

from referee.odds.build import E, Params, R, enumerated
from referee.odds.dist import Dist
from referee.odds.enumerate import check, distribution, sample
from referee.odds.report import Odds
from referee.systems.urban_war.odds.common import total_of
from referee.systems.urban_war.odds.shooting import Strike
from referee.systems.urban_war.rules import melee
from referee.systems.urban_war.rules.common import config

# ---------------------------------------------------------------- melee (§6.10-§6.14)

MELEE_RESULT = enumerated(
    melee.result,
    (
        (
            E("loser.attacker", "the attacker loses the melee", lambda o: o["loser"] == "attacker"),
            E("loser.defender", "the defender loses the melee", lambda o: o["loser"] == "defender"),
            E("draw", "equal hits: a draw, no test", lambda o: o["reason"] == "draw"),
            E(
                "loser_panics",
                "the loser takes a panic test and fails it",
                lambda o: bool(
                    o["panic_test"] and o["panic_test"]["tested"] and o["panic_test"]["panicked"]
                ),
            ),
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

SIDES = ("attacker", "defender")


def _other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


def melee_exchange(p: Params) -> Dist:
    """Exact joint distribution of a melee exchange.

    Values: (W left attacker, W left defender, hits suffered attacker, hits
    suffered defender, loser, loser failed its panic test). Built as melee.melee
    runs: the first striker's strike, the second's if it is still in play (or
    the strikes are simultaneous), then melee.result on the totals.
    """
    check(melee.melee, p)
    cfg = config(p)
    attacker, defender = p["attacker"], p["defender"]
    interrupt = p.get("interrupt_charge", False)
    charged = {
        "attacker": interrupt or attacker.get("charged_this_action", False),
        "defender": interrupt,
    }
    models = {"attacker": attacker, "defender": defender}
    penalty = {
        "attacker": attacker.get("panic_penalty", False),
        "defender": melee.defender_penalty(defender),
    }
    order = sample(melee.melee, p)["first_strike"]["order"]
    first, second = ("defender", "attacker") if order == "defender_first" else SIDES
    strikes = {
        who: Strike(models[who], who, models[_other(who)], charged[who], penalty[who], cfg)
        for who in SIDES
        if not (who == "defender" and order == "attacker_only")
    }
    state = Dist.point((attacker["wounds"], defender["wounds"], 0, 0))
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
                {
                    "attacker": {**attacker, "hits_suffered": ha, "in_play": wa > 0},
                    "defender": {**defender, "hits_suffered": hd, "in_play": wd > 0},
                },
                lambda o: (
                    o["loser"],
                    bool(
                        o["panic_test"]
                        and o["panic_test"]["tested"]
                        and o["panic_test"]["panicked"]
                    ),
                ),
            )
        return results[key].map(lambda r: (*s, *r))

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


def melee_odds(p: Params) -> Odds:
    joint = melee_exchange(p)
    return _melee_report(joint, "composition")


def _melee_report(joint: Dist, method: str) -> Odds:
    return (
        Odds(method)
        .event(
            "attacker_out_of_action",
            "the attacker is taken out of action",
            joint.prob(lambda v: v[0] == 0),
            lambda o: o["out_of_action"]["attacker"],
        )
        .event(
            "defender_out_of_action",
            "the defender is taken out of action",
            joint.prob(lambda v: v[1] == 0),
            lambda o: o["out_of_action"]["defender"],
        )
        .event(
            "loser.attacker",
            "the attacker loses the melee",
            joint.prob(lambda v: v[4] == "attacker"),
            lambda o: o["result"]["loser"] == "attacker",
        )
        .event(
            "loser.defender",
            "the defender loses the melee",
            joint.prob(lambda v: v[4] == "defender"),
            lambda o: o["result"]["loser"] == "defender",
        )
        .event(
            "loser_panics",
            "the loser fails its panic test",
            joint.prob(lambda v: v[5]),
            lambda o: bool(
                o["result"]["panic_test"]
                and o["result"]["panic_test"]["tested"]
                and o["result"]["panic_test"]["panicked"]
            ),
        )
        .result(
            "hits_suffered.attacker",
            "hits the attacker suffers",
            joint.map(lambda v: v[2]),
            lambda o: o["hits_suffered"]["attacker"],
        )
        .result(
            "hits_suffered.defender",
            "hits the defender suffers",
            joint.map(lambda v: v[3]),
            lambda o: o["hits_suffered"]["defender"],
        )
        .result(
            "wounds_after.attacker",
            "the attacker's W left",
            joint.map(lambda v: v[0]),
            lambda o: o["wounds_after"]["attacker"],
        )
        .result(
            "wounds_after.defender",
            "the defender's W left",
            joint.map(lambda v: v[1]),
            lambda o: o["wounds_after"]["defender"],
        )
    )
