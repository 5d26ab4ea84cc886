"""Exact odds of every Umbra Turris step (umbra-turris.md §5-§10), from the rules functions.

Every single step is enumerated whole: at most four d6 (a force or precise
attack, a shooting damage test: 6^4 paths). The two whole-exchange steps are
composed from their parts, each enumerated from its own rules function: melee
is melee.parry, then melee.attack when the attack gets through; shooting is
shooting.hit, then shooting.damage on a hit (the rules draw their dice in that
order and the second part reads nothing of the first but whether it happened).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, NamedTuple

from referee.odds.build import Definition, E, Features, Params, R, certain, composed, enumerated
from referee.odds.dist import Dist
from referee.odds.enumerate import Rules, check, distribution
from referee.odds.report import Odds
from referee.systems.umbra_turris.rules import magic, melee, shooting
from referee.systems.umbra_turris.rules.common import wounds_report

Outcome = Mapping[str, Any]


def _wounds_after(o: Outcome) -> int | None:
    return o["wounds_after"]


def _margin(attacker: str, defender: str) -> Callable[[Outcome], int]:
    """The attacker's total - the defender's: more than 0 wins the contest (§6, §8)."""
    return lambda o: o[f"{attacker}_total"] - o[f"{defender}_total"]


def _wounds(defender: str) -> tuple[E, R]:
    """The defender's wounds after the damage, out of action at 0 (§6 step 9, §8 step 6)."""
    return (
        E(
            "out_of_action",
            f"the {defender}'s wounds reach 0",
            lambda o: bool(o["out_of_action"]),
            lambda v: v.wounds_after == 0,
        ),
        R(
            "wounds_after",
            f"the {defender}'s wounds left, when known",
            _wounds_after,
            lambda v: v.wounds_after,
        ),
    )


class Exchange(NamedTuple):
    """A value of the joint distribution of a whole melee or shot."""

    gate: Hashable  # the Parry's outcome, or whether the shot hits
    success: bool  # the attack succeeds, or the shot wounds
    damage: int  # damage dealt
    critical_chance: bool  # a precise attack succeeds with a six (shooting has no critical)
    margin: int | None  # the contest's margin, None when no contest is rolled
    wounds_after: int | None  # the defender's wounds left, when known


def _exchange(
    whole: Rules,
    gate: tuple[Rules, Callable[[Outcome], Hashable]],
    through: Hashable,
    contest: tuple[Rules, Callable[[Outcome], tuple]],
    defender: str,
    features: Features,
) -> Definition:
    """Odds of an exchange whose contest is rolled only when its first part lets it through.

    Melee is the Parry, then the attack when it gets through (§6); a shot is Hitting,
    then the damage test on a hit (§7, §8). The rules draw the dice in that order and
    the contest reads nothing of the first part but that it happened, so each part is
    enumerated from its own rules function. `contest` reads (success, damage, critical
    chance, margin) from the contest's outcome.
    """

    (first, opening), (second, contested) = gate, contest

    def definition(p: Params) -> Odds:
        check(whole, p)

        def then(opened: Hashable) -> Dist:
            if opened != through:
                return Dist.point((opened, False, 0, False, None))
            return distribution(second, p, contested).map(lambda c: (opened, *c))

        parts = distribution(first, p, opening).bind(then)
        joint = parts.map(lambda v: Exchange(*v, wounds_report(p[defender], v[2])["wounds_after"]))
        return composed(joint, features)

    return definition


def _dealt(contest: str, attacker: str, defender: str, when: str, left: R) -> tuple[R, ...]:
    """The whole exchange's results: the contest's margin (under `contest`), damage, wounds."""
    margin = _margin(attacker, defender)
    return (
        R(
            "margin",
            f"{attacker}'s total - {defender}'s total, {when}",
            lambda o: margin(o[contest]) if o[contest] else None,
            lambda v: v.margin,
        ),
        R("damage_dealt", "damage dealt", lambda o: o["damage_dealt"], lambda v: v.damage),
        left,
    )


SHIELD_BLOCK = enumerated(
    melee.shield_block,
    (
        (E("blocked", "the shield blocks the attack", lambda o: o["blocked"]),),
        (R("shield_roll", "the defender's d6", lambda o: o["shield_roll"]),),
    ),
)

PARRY_EVENTS = (
    E("blocked", "the shield blocks the attack", lambda o: o["outcome"] == "blocked"),
    E("parried", "the same location: the attack is parried", lambda o: o["outcome"] == "parried"),
    E("hit", "the attack gets through: an attack follows", lambda o: o["attack_gets_through"]),
)

PARRY = enumerated(melee.parry, (PARRY_EVENTS, ()))

DEFENDER_OUT, DEFENDER_LEFT = _wounds("defender")
ATTACK_MARGIN = _margin("attacker", "defender")

ATTACK = enumerated(
    melee.attack,
    (
        (
            E("success", "the attacker's total beats the defender's", lambda o: o["success"]),
            E("damaged", "damage gets through armour", lambda o: o["damage"] > 0),
            E(
                "critical_chance",
                "a precise attack succeeds with a six",
                lambda o: o["critical_chance"],
            ),
            DEFENDER_OUT,
        ),
        (
            R(
                "margin",
                "attacker's total - defender's total (more than 0 succeeds)",
                ATTACK_MARGIN,
            ),
            R("damage", "damage dealt after armour", lambda o: o["damage"]),
            DEFENDER_LEFT,
        ),
    ),
)


def _parry_was(outcome: str) -> Callable[[Outcome], bool]:
    return lambda o: o["parry"]["outcome"] == outcome


MELEE = _exchange(
    melee.melee,
    (melee.parry, lambda o: o["outcome"]),
    "hit",
    (
        melee.attack,
        lambda o: (o["success"], o["damage"], o["critical_chance"], ATTACK_MARGIN(o)),
    ),
    "defender",
    (
        (
            E(
                "blocked",
                "the shield blocks the attack",
                _parry_was("blocked"),
                lambda v: v.gate == "blocked",
            ),
            E(
                "parried",
                "the attack is parried",
                _parry_was("parried"),
                lambda v: v.gate == "parried",
            ),
            E(
                "gets_through",
                "the attack gets through the Parry",
                lambda o: o["attack_gets_through"],
                lambda v: v.gate == "hit",
            ),
            E(
                "success",
                "the attack succeeds",
                lambda o: bool(o["attack"] and o["attack"]["success"]),
                lambda v: v.success,
            ),
            E(
                "damaged",
                "damage is dealt",
                lambda o: o["damage_dealt"] > 0,
                lambda v: v.damage > 0,
            ),
            E(
                "critical_chance",
                "a critical chance (precise, with a six)",
                lambda o: o["critical_chance"],
                lambda v: v.critical_chance,
            ),
            DEFENDER_OUT,
        ),
        _dealt("attack", "attacker", "defender", "when an attack is made", DEFENDER_LEFT),
    ),
)


HIT = enumerated(
    shooting.hit,
    (
        (E("hit", "the shot hits", lambda o: o["hit"]),),
        (R("roll", "the d6", lambda o: o["roll"]),),
    ),
)

TARGET_OUT, TARGET_LEFT = _wounds("target")
SHOT_MARGIN = _margin("shooter", "target")

DAMAGE = enumerated(
    shooting.damage,
    (
        (
            E("wounded", "the shooter's total beats the target's", lambda o: o["wounded"]),
            TARGET_OUT,
        ),
        (
            R("margin", "shooter's total - target's total (more than 0 wounds)", SHOT_MARGIN),
            R("damage", "damage dealt", lambda o: o["damage"]),
            TARGET_LEFT,
        ),
    ),
)

SHOOTING = _exchange(
    shooting.shooting,
    (shooting.hit, lambda o: o["hit"]),
    True,
    (shooting.damage, lambda o: (o["wounded"], o["damage"], False, SHOT_MARGIN(o))),
    "target",
    (
        (
            E("hit", "the shot hits", lambda o: o["hit"]["hit"], lambda v: v.gate),
            E(
                "wounded",
                "the shot hits and wounds",
                lambda o: o["wounded"],
                lambda v: v.success,
            ),
            TARGET_OUT,
        ),
        _dealt("damage", "shooter", "target", "on a hit", TARGET_LEFT),
    ),
)

CAST = enumerated(
    magic.cast,
    (
        (
            E(
                "success",
                "the spell is cast (roll at least the difficulty)",
                lambda o: o["success"],
            ),
            E("mishap", "a 1: one more Vitality lost", lambda o: o["mishap"]),
        ),
        (
            R("roll", "the d6", lambda o: o["roll"]),
            R("vitality_spent", "Vitality lost", lambda o: o["vitality_spent"]),
            R("vitality_after", "Vitality left", lambda o: o["vitality_after"]),
        ),
    ),
)

SELF_HEAL = certain(
    magic.self_heal,
    (
        (),
        (
            R("vitality_gained", "Vitality regained", lambda o: o["vitality_gained"]),
            R("vitality_after", "Vitality afterwards", lambda o: o["vitality_after"]),
        ),
    ),
)
