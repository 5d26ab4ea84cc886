"""Exact odds of shooting, composed from its parts: hits, damage rolls, saves (urban-war.md
§6.5-§6.9).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.odds.build import E, Params, R, enumerated
from referee.odds.dist import ONE, ZERO, Dist, binomial
from referee.odds.enumerate import check, distribution
from referee.odds.report import Odds
from referee.systems.urban_war.odds.common import bounded, single, tested, total_of
from referee.systems.urban_war.rules import melee, shooting
from referee.systems.urban_war.rules.common import (
    band_of,
    below_half,
    below_half_wounds,
    weapon_entry,
)

# ---------------------------------------------------------------- shooting (§6.5-§6.9)

TARGET_SELECTION = enumerated(
    shooting.target_selection,
    (
        (
            E("tested", "a target selection test is taken (not the primary target)", tested),
            E("allowed", "the shot may be taken", lambda o: o["allowed"]),
            E("shot_lost", "the test fails: the shot is lost", lambda o: o["shot_lost"]),
        ),
        (R("total", "the test's total, when taken", lambda o: total_of(o["test"])),),
    ),
)


def _successes(rules, params: Params, count_field: str) -> Dist:
    """One die's hit (0 or 1): the rules function with a single die (shots=1 and the like)."""
    return distribution(rules, {**params, count_field: 1}, lambda o: o["hits"])


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


def hit_odds(rules, count_field: str, what: str) -> Callable[[Params], Odds]:
    """Hits of `count_field` independent dice (shots or attacks), each the rules with one die."""

    def definition(p: Params) -> Odds:
        check(rules, p)
        one = _successes(rules, p, count_field)
        n = p.get(count_field, 1)
        hits = binomial(one, n)
        return (
            Odds("composition")
            .event(
                f"{what}_hits",
                f"one {what}'s roll hits",
                one.p.get(1, ZERO),
                single(n, lambda o: o[count_field][0]["hit"]),
            )
            .event(
                "any_hit", "at least one hit", hits.prob(lambda h: h > 0), lambda o: o["hits"] > 0
            )
            .event("all_hit", f"every {what} hits", hits.p.get(n, ZERO), lambda o: o["hits"] == n)
            .result("hits", "successful hit rolls", hits, lambda o: o["hits"])
        )

    return definition


def damage_odds(rules) -> Callable[[Params], Odds]:
    def definition(p: Params) -> Odds:
        check(rules, p)
        rolls = bounded(p["hits"] * p.get("damage_rolls", 1))
        one = _damage_roll(rules, p)
        wounds = binomial(one, rolls)
        return (
            Odds("composition")
            .event(
                "roll_wounds",
                "one damage roll wounds",
                one.p.get(1, ZERO),
                single(rolls, lambda o: o["rolls"][0]["wound"]),
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


def _wounds_lost(odds: Odds, left: Dist, start: int, lost: str, kept: str) -> Odds:
    """The W a target loses and the W it keeps, from its distribution of W left (§6.8)."""
    return odds.result(
        "wounds_unsaved", lost, left.map(lambda r: start - r), lambda o: o["wounds_unsaved"]
    ).result("wounds_after", kept, left, lambda o: o["wounds_after"])


def saves_odds(p: Params) -> Odds:
    check(shooting.saves, p)
    before = p["target_wounds"]
    most = p.get("target_wounds_max")
    chain = WoundChain(p)
    if chain.save_chance(before):
        # Only saves that can succeed make the fractions grow; without any, every wound is
        # unsaved whatever the count (§6.8) and the odds are certain.
        bounded(p["wounds"])
    left = chain.after(before, p["wounds"])
    odds = (
        Odds("composition")
        .event(
            "wound_saved",
            "the first wound is saved (Heavy Armour, then cover)",
            chain.save_chance(before) if p["wounds"] else ZERO,
            lambda o: (not o["saves"][0]["unsaved"]) if o["saves"] else None,
        )
        .event("out_of_action", "W reaches 0", left.p.get(0, ZERO), lambda o: o["out_of_action"])
    )
    if most is not None:
        # §8 DECISION: the raw fact, only with target_wounds_max (without it the flag is null).
        odds.event(
            "below_half_wounds",
            "W after the step is below half of target_wounds_max",
            left.prob(lambda r: below_half_wounds(r, most)),
            lambda o: o["below_half_wounds"],
        )
    return _wounds_lost(odds, left, before, "wounds not saved", "W left")


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
        bounded(self.attacks * self.rolls_per_hit)
        self.hits = binomial(_successes(melee.hit, hit_p, "attacks"), self.attacks)
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
    """Exact distributions of a whole shooting action: shots, P(shot lost), hits, wounds, W left."""
    selection, entry, hit_p, damage_p, saves_p = _shooting_parts(p)
    lost = ZERO
    if selection is not None:
        lost = distribution(shooting.target_selection, selection, lambda o: o["shot_lost"]).p.get(
            True, ZERO
        )
    bounded(entry["shots"] * entry["damage_rolls"])
    one_hit = _successes(shooting.hit, hit_p, "shots")
    hits = binomial(one_hit, entry["shots"])
    one_roll = _damage_roll(shooting.damage, damage_p)
    wounds = hits.bind(lambda h: binomial(one_roll, h * entry["damage_rolls"]))
    chain = WoundChain(saves_p)
    start = p["target"]["wounds"]
    left = wounds.bind(lambda w: chain.after(start, w))
    return {
        "shots": entry["shots"],
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


def shooting_odds(p: Params) -> Odds:
    parts = shooting_parts(p)
    lost, target = parts["lost"], p["target"]
    start = target["wounds"]
    most = target.get("wounds_max") or start
    left = Dist.mixture(((lost, Dist.point(start)), (ONE - lost, parts["left"])))
    shots = parts["shots"]
    contact = target.get("in_base_contact", False)
    odds = (
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
    )
    return _wounds_lost(odds, left, start, "W the target loses", "the target's W left")
