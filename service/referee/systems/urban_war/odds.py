"""Exact odds of every Urban War step (urban-war.md §6), from the rules functions themselves.

Small steps are enumerated whole (every d10 the rules draw). The multi-die
steps are composed from the exact distributions of their independent parts,
each part explored from its own rules function:

- a shot's hit roll is `shooting.hit` with shots=1 (a melee attack: `melee.hit`
  with attacks=1); the shots are independent, so the hits are their convolution;
- a damage roll is `damage` with hits=1, damage_rolls=1; hits x rolls per hit
  independent rolls give the wounds;
- a wound's saves are `saves` with wounds=1 and the target's W left as the state:
  wound after wound the W left is a Markov chain whose every step is the rules
  function itself, so a target at W 0 takes no more saves exactly as the
  procedure discards the wounds left (the W cap);
- a whole shooting action, strike, melee exchange, break off or interrupt chains
  these parts in the procedure's order; the tests (selection, rally, panic) are
  their own steps' rules functions.

The sub-steps' params are built as the whole step's rules function builds them;
tests/odds compares every composed step with brute-force enumeration.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.odds.build import E, Params, R, certain, enumerated, first_round
from referee.odds.dist import ONE, ZERO, Dist, binomial
from referee.odds.enumerate import check, distribution, sample, too_complex
from referee.odds.report import Odds
from referee.systems.urban_war.rules import actions, initiative, melee, morale, ranges, shooting
from referee.systems.urban_war.rules.common import (
    band_of,
    below_half,
    config,
    weapon_entry,
)

Outcome = Mapping[str, Any]

# Exact odds cover at most this many damage rolls (or wounds to save) in one step; more is a
# 422 odds_too_complex (the exact fractions grow with every die).
MAX_ROLLS = 200


def _bounded(rolls: int) -> int:
    if rolls > MAX_ROLLS:
        raise too_complex(MAX_ROLLS, "damage rolls or saves")
    return rolls


def _total(o: Outcome | None) -> int | None:
    return o["total"] if o else None


def _tested(o: Outcome) -> bool:
    return o["test"] is not None


def _single(count: int, read: Callable[[Outcome], Any]) -> Callable[[Outcome], Any]:
    """A per-die event's `occurred`: told only when the step rolled exactly one such die."""
    return (lambda o: read(o)) if count == 1 else (lambda o: None)


# ---------------------------------------------------------------- morale (§6.1, §6.2)

TEST_EVENTS = (
    E("passed", "the test is passed: 15 or more and a natural above 5", lambda o: o["passed"]),
    E("auto_fail", "a natural 5 or less: an automatic failure", lambda o: o["auto_fail"]),
)
TEST_RESULTS = (
    R("natural", "the two d10 added", lambda o: o["natural"]),
    R("total", "natural + CD + modifiers", lambda o: o["total"]),
    R("margin", "total - 15: the margin of success (0 or more passes)", lambda o: o["total"] - 15),
)

COMMAND_TEST = enumerated(morale.command_test, (TEST_EVENTS, TEST_RESULTS))

PANIC_TEST = enumerated(
    morale.panic_test,
    (
        (
            E(
                "tested",
                "a test is taken (not exempt, not already panicked)",
                lambda o: o["tested"],
            ),
            E("panicked", "the model holds a panic token afterwards", lambda o: o["panicked"]),
            E(
                "test_failed",
                "the test is taken and failed: a new panic token",
                lambda o: o["tested"] and not o["test"]["passed"],
            ),
        ),
        (R("total", "the test's total, when taken", lambda o: _total(o["test"])),),
    ),
)

RALLY = enumerated(
    morale.rally,
    (
        (
            E("tested", "a rally test is taken", lambda o: o["tested"]),
            E("rallied", "the panic token is removed", lambda o: o["tested"] and not o["panicked"]),
            E("panicked", "the model still holds a panic token", lambda o: o["panicked"]),
            E(
                "panic_penalty",
                "the -2 to hit and no-charge penalties apply for this action",
                lambda o: o["panic_penalty"],
            ),
        ),
        (R("total", "the rally test's total, when taken", lambda o: _total(o["test"])),),
    ),
)


# ---------------------------------------------------------------- initiative (§6.3)


def _initiative_features(p: Params):
    ids = [player["player_id"] for player in p["players"]]
    events = tuple(
        E(f"winner.{pid}", f"{pid} wins the roll-off", lambda o, pid=pid: o["winner"] == pid)
        for pid in ids
    ) + tuple(
        E(
            f"first_player.{pid}",
            f"{pid} acts first",
            lambda o, pid=pid: o["first_player"] == pid,
        )
        for pid in ids
    )
    return events, ()


INITIATIVE = first_round(
    initiative.initiative,
    _initiative_features,
    E("reroll", "the first roll-off ties and is re-rolled", lambda o: len(o["roll_rounds"]) > 1),
)


# ---------------------------------------------------------------- no dice (§6.4, §6.17)

RANGE_BAND = certain(
    ranges.range_band,
    (
        (
            E(
                "weapon_usable",
                "a weapon was given and is usable",
                lambda o: bool(o["weapon_entry"]),
            ),
        ),
        (R("band_index", "melee 0, short 1 .. extreme 4", lambda o: o["band_index"]),),
    ),
)

MOVEMENT = certain(
    ranges.movement,
    (
        tuple(
            E(
                f"allowed.{move}",
                f"{move.replace('_', ' ')} is allowed",
                lambda o, m=move: o["allowed"][m],
            )
            for move in ("move_and_shoot", "run", "charge", "melee_attack", "break_off")
        )
        + (E("legal", "the given action and distance are legal", lambda o: bool(o["legal"])),),
        tuple(
            R(key, f"the {key[:-3].replace('_', ' ')} maximum, in inches", lambda o, k=key: o[k])
            for key in ("normal_in", "run_in", "charge_in", "break_off_in")
        ),
    ),
)

FIRST_STRIKE = certain(
    melee.first_strike,
    (
        tuple(
            E(
                f"order.{order}",
                f"order {order.replace('_', ' ')}",
                lambda o, x=order: o["order"] == x,
            )
            for order in ("attacker_first", "defender_first", "simultaneous", "attacker_only")
        ),
        (
            R("attacker_score", "the attacker's first-strike score", lambda o: o["attacker_score"]),
            R("defender_score", "the defender's first-strike score", lambda o: o["defender_score"]),
        ),
    ),
)


# ---------------------------------------------------------------- shooting (§6.5-§6.9)

TARGET_SELECTION = enumerated(
    shooting.target_selection,
    (
        (
            E("tested", "a target selection test is taken (not the primary target)", _tested),
            E("allowed", "the shot may be taken", lambda o: o["allowed"]),
            E("shot_lost", "the test fails: the shot is lost", lambda o: o["shot_lost"]),
        ),
        (R("total", "the test's total, when taken", lambda o: _total(o["test"])),),
    ),
)


def _successes(rules, params: Params, count_field: str, result_field: str) -> Dist:
    """One die's success (0 or 1): the rules function with a single die (shots=1 and the like)."""
    return distribution(rules, {**params, count_field: 1}, lambda o: o[result_field])


def _damage_roll(rules, params: Params) -> Dist:
    """One damage roll's wound (0 or 1): the damage rules with hits=1, damage_rolls=1."""
    return distribution(rules, {**params, "hits": 1, "damage_rolls": 1}, lambda o: o["wounds"])


class WoundChain:
    """W left after each wound's saves, every step the saves rules with wounds=1 (the W cap)."""

    def __init__(self, saves_params: Params):
        self.params = saves_params
        self._steps: dict[int, Dist] = {}
        self._after: dict[int, list[Dist]] = {}

    def step(self, left: int) -> Dist:
        if left not in self._steps:
            self._steps[left] = distribution(
                shooting.saves,
                {**self.params, "wounds": 1, "target_wounds": left, "target_wounds_max": None},
                lambda o: o["wounds_after"],
            )
        return self._steps[left]

    def after(self, start: int, wounds: int) -> Dist:
        """W left when `wounds` wounds hit a model with `start` W left."""
        chain = self._after.setdefault(start, [Dist.point(start)])
        while len(chain) <= wounds:
            chain.append(chain[-1].bind(self.step))
        return chain[wounds]

    def save_chance(self, left: int) -> Any:
        return self.step(left).p.get(left, ZERO) if left else ZERO


def _hits_dist(one: Dist, shots: int) -> Dist:
    return binomial(one, shots)


def _single_hit_chance(one: Dist) -> Any:
    return one.p.get(1, ZERO)


def _hit_odds(rules, count_field: str, what: str) -> Callable[[Params], Odds]:
    def definition(p: Params) -> Odds:
        check(rules, p)
        one = _successes(rules, p, count_field, "hits")
        n = p.get(count_field, 1)
        rows = p.get(count_field, 1)
        hits = _hits_dist(one, n)
        key = "shots" if count_field == "shots" else "attacks"
        return (
            Odds("composition")
            .event(
                f"{what}_hits",
                f"one {what}'s roll hits",
                _single_hit_chance(one),
                _single(rows, lambda o: o[key][0]["hit"]),
            )
            .event(
                "any_hit", "at least one hit", hits.prob(lambda h: h > 0), lambda o: o["hits"] > 0
            )
            .event("all_hit", f"every {what} hits", hits.p.get(n, ZERO), lambda o: o["hits"] == n)
            .result("hits", "successful hit rolls", hits, lambda o: o["hits"])
        )

    return definition


def _damage_odds(rules) -> Callable[[Params], Odds]:
    def definition(p: Params) -> Odds:
        check(rules, p)
        rolls = _bounded(p["hits"] * p.get("damage_rolls", 1))
        one = _damage_roll(rules, p)
        wounds = binomial(one, rolls)
        return (
            Odds("composition")
            .event(
                "roll_wounds",
                "one damage roll wounds",
                one.p.get(1, ZERO),
                _single(rolls, lambda o: o["rolls"][0]["wound"]),
            )
            .event(
                "any_wound",
                "at least one wound",
                wounds.prob(lambda w: w > 0),
                lambda o: o["wounds"] > 0,
            )
            .result("wounds", "wounding damage rolls", wounds, lambda o: o["wounds"])
        )

    return definition


def _saves(p: Params) -> Odds:
    check(shooting.saves, p)
    _bounded(p["wounds"])
    before = p["target_wounds"]
    most = p.get("target_wounds_max") or before
    chain = WoundChain(p)
    left = chain.after(before, p["wounds"])
    return (
        Odds("composition")
        .event(
            "wound_saved",
            "the first wound is saved (Heavy Armour, then cover)",
            chain.save_chance(before) if p["wounds"] else ZERO,
            lambda o: (not o["saves"][0]["unsaved"]) if o["saves"] else None,
        )
        .event("out_of_action", "W reaches 0", left.p.get(0, ZERO), lambda o: o["out_of_action"])
        .event(
            "below_half_wounds",
            "W falls below half with the model in play: a panic trigger",
            left.prob(lambda r: below_half(before, r, most)),
            lambda o: o["below_half_wounds"],
        )
        .result(
            "wounds_unsaved",
            "wounds not saved",
            left.map(lambda r: before - r),
            lambda o: o["wounds_unsaved"],
        )
        .result("wounds_after", "W left", left, lambda o: o["wounds_after"])
    )


class Strike:
    """One side's hits, damage and saves against a target (melee.strike, §6.11-§6.12, §6.8)."""

    def __init__(self, striker, field, target, charged, panic_penalty, cfg):
        weapon, hit_p, damage_p, saves_p = melee.strike_parts(
            striker, field, target, charged, panic_penalty, cfg
        )
        self.attacks = weapon["attacks"]
        hit_p = {**hit_p, "attacks": 1}
        damage_p = {**damage_p, "hits": 1}
        self.rolls_per_hit = weapon["damage_rolls"]
        _bounded(self.attacks * self.rolls_per_hit)
        self.hits = binomial(_successes(melee.hit, hit_p, "attacks", "hits"), self.attacks)
        self.roll = _damage_roll(melee.damage, damage_p)
        self.chain = WoundChain(saves_p)
        self._joint: dict[int, Dist] = {}

    def joint(self, left: int) -> Dist:
        """(hits, W left) against a target with `left` W."""
        if left not in self._joint:
            parts = []
            for h, q in self.hits.items():
                wounds = binomial(self.roll, h * self.rolls_per_hit)
                after = wounds.bind(lambda w: self.chain.after(left, w))
                parts.append((q, after.map(lambda r, h=h: (h, r))))
            self._joint[left] = Dist.mixture(parts)
        return self._joint[left]


def _shooting_parts(p: Params):
    """The sub-steps' params, from shooting.shooting's own builder (after all its checks)."""
    check(shooting.shooting, p)
    band = band_of(p["distance_in"])
    entry = weapon_entry(p["shooter"]["weapon"], band, "shooter.weapon")
    selection, hit_p, damage_p, saves_p = shooting.shooting_parts(p, entry)
    return selection, entry, hit_p, {**damage_p, "hits": 1}, saves_p


def shooting_parts(p: Params):
    """Exact distributions of a whole shooting action: P(shot lost), hits, wounds, W left."""
    selection, entry, hit_p, damage_p, saves_p = _shooting_parts(p)
    lost = ZERO
    if selection is not None:
        lost = distribution(shooting.target_selection, selection, lambda o: o["shot_lost"]).p.get(
            True, ZERO
        )
    _bounded(entry["shots"] * entry["damage_rolls"])
    one_hit = _successes(shooting.hit, hit_p, "shots", "hits")
    hits = binomial(one_hit, entry["shots"])
    one_roll = _damage_roll(shooting.damage, damage_p)
    wounds = hits.bind(lambda h: binomial(one_roll, h * entry["damage_rolls"]))
    chain = WoundChain(saves_p)
    start = p["target"]["wounds"]
    left = wounds.bind(lambda w: chain.after(start, w))
    return {
        "lost": lost,
        "one_hit": one_hit,
        "hits": hits,
        "one_roll": one_roll,
        "wounds": wounds,
        "chain": chain,
        "left": left,
    }


def _given_not_lost(lost, dist: Dist) -> Dist:
    return Dist.mixture(((lost, Dist.point(None)), (ONE - lost, dist)))


def _shooting(p: Params) -> Odds:
    parts = shooting_parts(p)
    lost, target = parts["lost"], p["target"]
    start = target["wounds"]
    most = target.get("wounds_max") or start
    left = Dist.mixture(((lost, Dist.point(start)), (ONE - lost, parts["left"])))
    shots = weapon_entry(p["shooter"]["weapon"], band_of(p["distance_in"]), "shooter.weapon")[
        "shots"
    ]
    contact = target.get("in_base_contact", False)
    return (
        Odds("composition")
        .event(
            "shot_lost", "the target selection test fails: no shot", lost, lambda o: o["shot_lost"]
        )
        .event(
            "shot_hits",
            "one shot's hit roll hits",
            parts["one_hit"].p.get(1, ZERO),
            lambda o: o["hit"]["shots"][0]["hit"] if o["hit"] and shots == 1 else None,
        )
        .event(
            "roll_wounds",
            "one damage roll wounds",
            parts["one_roll"].p.get(1, ZERO),
            lambda o: None,
        )
        .event(
            "wound_saved",
            "a wound is saved (Heavy Armour, then cover) while the target is in play",
            parts["chain"].save_chance(start),
            lambda o: None,
        )
        .event(
            "any_hit",
            "at least one hit",
            (ONE - lost) * parts["hits"].prob(lambda h: h > 0),
            lambda o: bool(o["hit"] and o["hit"]["hits"]),
        )
        .event(
            "out_of_action",
            "the target is taken out of action",
            left.p.get(0, ZERO),
            lambda o: o["out_of_action"],
        )
        .event(
            "below_half_wounds",
            "the target owes a below-half-wounds panic test",
            ZERO
            if contact
            else (ONE - lost) * parts["left"].prob(lambda r: below_half(start, r, most)),
            lambda o: "below_half_wounds" in o["panic_triggers"],
        )
        .result(
            "hits",
            "successful hit rolls (applies unless the shot is lost)",
            _given_not_lost(lost, parts["hits"]),
            lambda o: o["hit"]["hits"] if o["hit"] else None,
        )
        .result(
            "wounds",
            "wounding damage rolls (applies unless the shot is lost)",
            _given_not_lost(lost, parts["wounds"]),
            lambda o: o["damage"]["wounds"] if o["damage"] else None,
        )
        .result(
            "wounds_unsaved",
            "W the target loses",
            left.map(lambda r: start - r),
            lambda o: o["wounds_unsaved"],
        )
        .result("wounds_after", "the target's W left", left, lambda o: o["wounds_after"])
    )


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
                lambda o: _total(o["panic_test"]["test"]) if o["panic_test"] else None,
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


def _melee(p: Params) -> Odds:
    joint = melee_exchange(p)
    return _melee_odds(joint, "composition")


def _melee_odds(joint: Dist, method: str) -> Odds:
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


# ---------------------------------------------------------------- actions (§6.15, §6.16)


def _passes(params: Params, rules=morale.command_test) -> Any:
    return distribution(rules, params, lambda o: o["passed"]).p.get(True, ZERO)


def _break_off(p: Params) -> Odds:
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


def _overwatch(p: Params) -> Odds:
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


ODDS = {
    "command_test": COMMAND_TEST,
    "panic_test": PANIC_TEST,
    "rally": RALLY,
    "initiative": INITIATIVE,
    "range_band": RANGE_BAND,
    "shooting.target_selection": TARGET_SELECTION,
    "shooting.hit": _hit_odds(shooting.hit, "shots", "shot"),
    "shooting.damage": _damage_odds(shooting.damage),
    "shooting.saves": _saves,
    "shooting": _shooting,
    "melee.first_strike": FIRST_STRIKE,
    "melee.hit": _hit_odds(melee.hit, "attacks", "attack"),
    "melee.damage": _damage_odds(melee.damage),
    "melee.result": MELEE_RESULT,
    "melee": _melee,
    "break_off": _break_off,
    "overwatch_interrupt": _overwatch,
    "movement": MOVEMENT,
}
