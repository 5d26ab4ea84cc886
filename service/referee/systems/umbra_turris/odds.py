"""Exact odds of every Umbra Turris step (umbra-turris.md §5-§10), from the rules functions.

Every single step is enumerated whole: at most four d6 (a force or precise
attack, a shooting damage test: 6^4 paths). The two whole-exchange steps are
composed from their parts, each enumerated from its own rules function: melee
is melee.parry, then melee.attack when the attack gets through; shooting is
shooting.hit, then shooting.damage on a hit (the rules draw their dice in that
order and the second part reads nothing of the first but whether it happened).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.odds.build import E, Params, R, certain, enumerated
from referee.odds.dist import ONE, ZERO, Dist
from referee.odds.enumerate import check, distribution
from referee.odds.report import Odds
from referee.systems.umbra_turris.rules import magic, melee, shooting
from referee.systems.umbra_turris.rules.common import wounds_report

Outcome = Mapping[str, Any]


def _wounds_after(o: Outcome) -> int | None:
    return o["wounds_after"]


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

ATTACK_EVENTS = (
    E("success", "the attacker's total beats the defender's", lambda o: o["success"]),
    E("damaged", "damage gets through armour", lambda o: o["damage"] > 0),
    E("critical_chance", "a precise attack succeeds with a six", lambda o: o["critical_chance"]),
    E("out_of_action", "the defender's wounds reach 0", lambda o: bool(o["out_of_action"])),
)
ATTACK_RESULTS = (
    R(
        "margin",
        "attacker's total - defender's total (more than 0 succeeds)",
        lambda o: o["attacker_total"] - o["defender_total"],
    ),
    R("damage", "damage dealt after armour", lambda o: o["damage"]),
    R("wounds_after", "the defender's wounds left, when known", _wounds_after),
)

ATTACK = enumerated(melee.attack, (ATTACK_EVENTS, ATTACK_RESULTS))


def _attack_features(o: Outcome) -> tuple:
    return (
        o["success"],
        o["damage"],
        o["critical_chance"],
        o["attacker_total"] - o["defender_total"],
    )


def _melee(p: Params) -> Odds:
    """Values: (parry outcome, attack success, damage, critical chance, margin or None)."""
    check(melee.melee, p)
    parry = distribution(melee.parry, p, lambda o: o["outcome"])
    through = parry.p.get("hit", ZERO)
    attack = distribution(melee.attack, p, _attack_features) if through else Dist()
    joint = Dist.mixture(
        [
            (q, Dist.point((outcome, False, 0, False, None)))
            for outcome, q in parry.items()
            if outcome != "hit"
        ]
        + [(through, attack.map(lambda a: ("hit", *a)))]
    )
    left = joint.map(lambda v: wounds_report(p["defender"], v[2])["wounds_after"])
    return (
        Odds("composition")
        .event(
            "blocked",
            "the shield blocks the attack",
            joint.prob(lambda v: v[0] == "blocked"),
            lambda o: o["parry"]["outcome"] == "blocked",
        )
        .event(
            "parried",
            "the attack is parried",
            joint.prob(lambda v: v[0] == "parried"),
            lambda o: o["parry"]["outcome"] == "parried",
        )
        .event(
            "gets_through",
            "the attack gets through the Parry",
            through,
            lambda o: o["attack_gets_through"],
        )
        .event(
            "success",
            "the attack succeeds",
            joint.prob(lambda v: v[1]),
            lambda o: bool(o["attack"] and o["attack"]["success"]),
        )
        .event(
            "damaged",
            "damage is dealt",
            joint.prob(lambda v: v[2] > 0),
            lambda o: o["damage_dealt"] > 0,
        )
        .event(
            "critical_chance",
            "a critical chance (precise, with a six)",
            joint.prob(lambda v: v[3]),
            lambda o: o["critical_chance"],
        )
        .event(
            "out_of_action",
            "the defender's wounds reach 0",
            left.prob(lambda w: w == 0),
            lambda o: bool(o["out_of_action"]),
        )
        .result(
            "margin",
            "attacker's total - defender's total, when an attack is made",
            joint.map(lambda v: v[4]),
            lambda o: (
                o["attack"]["attacker_total"] - o["attack"]["defender_total"]
                if o["attack"]
                else None
            ),
        )
        .result(
            "damage_dealt", "damage dealt", joint.map(lambda v: v[2]), lambda o: o["damage_dealt"]
        )
        .result("wounds_after", "the defender's wounds left, when known", left, _wounds_after)
    )


HIT = enumerated(
    shooting.hit,
    (
        (E("hit", "the shot hits", lambda o: o["hit"]),),
        (R("roll", "the d6", lambda o: o["roll"]),),
    ),
)

DAMAGE_EVENTS = (
    E("wounded", "the shooter's total beats the target's", lambda o: o["wounded"]),
    E("out_of_action", "the target's wounds reach 0", lambda o: bool(o["out_of_action"])),
)
DAMAGE_RESULTS = (
    R(
        "margin",
        "shooter's total - target's total (more than 0 wounds)",
        lambda o: o["shooter_total"] - o["target_total"],
    ),
    R("damage", "damage dealt", lambda o: o["damage"]),
    R("wounds_after", "the target's wounds left, when known", _wounds_after),
)

DAMAGE = enumerated(shooting.damage, (DAMAGE_EVENTS, DAMAGE_RESULTS))


def _shooting(p: Params) -> Odds:
    """Values: (hit, wounded, damage, margin or None)."""
    check(shooting.shooting, p)
    hit = distribution(shooting.hit, p, lambda o: o["hit"]).p.get(True, ZERO)
    wound = (
        distribution(
            shooting.damage,
            p,
            lambda o: (o["wounded"], o["damage"], o["shooter_total"] - o["target_total"]),
        )
        if hit
        else Dist()
    )
    joint = Dist.mixture(
        ((ONE - hit, Dist.point((False, False, 0, None))), (hit, wound.map(lambda w: (True, *w))))
    )
    left = joint.map(lambda v: wounds_report(p["target"], v[2])["wounds_after"])
    return (
        Odds("composition")
        .event("hit", "the shot hits", hit, lambda o: o["hit"]["hit"])
        .event(
            "wounded",
            "the shot hits and wounds",
            joint.prob(lambda v: v[1]),
            lambda o: o["wounded"],
        )
        .event(
            "out_of_action",
            "the target's wounds reach 0",
            left.prob(lambda w: w == 0),
            lambda o: bool(o["out_of_action"]),
        )
        .result(
            "margin",
            "shooter's total - target's total, on a hit",
            joint.map(lambda v: v[3]),
            lambda o: (
                o["damage"]["shooter_total"] - o["damage"]["target_total"] if o["damage"] else None
            ),
        )
        .result(
            "damage_dealt", "damage dealt", joint.map(lambda v: v[2]), lambda o: o["damage_dealt"]
        )
        .result("wounds_after", "the target's wounds left, when known", left, _wounds_after)
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

ODDS = {
    "melee.shield_block": SHIELD_BLOCK,
    "melee.parry": PARRY,
    "melee.attack": ATTACK,
    "melee": _melee,
    "shooting.hit": HIT,
    "shooting.damage": DAMAGE,
    "shooting": _shooting,
    "magic.cast": CAST,
    "magic.self_heal": SELF_HEAL,
}
