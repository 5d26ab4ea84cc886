"""Every umbra-turris step, defined once: params, outcome, rules (umbra-turris.md §5-§10)."""

from referee.steps import Step
from referee.systems.umbra_turris.rules import magic, melee, shooting
from referee.systems.umbra_turris.schemas import magic as mag
from referee.systems.umbra_turris.schemas import melee as mel
from referee.systems.umbra_turris.schemas import shooting as sho

SYSTEM_ID = "umbra-turris"


def step(name, path, params, outcome, rules, summary):
    return Step(SYSTEM_ID, name, path, params, outcome, rules, summary)


STEPS = (
    step(
        "melee.shield_block",
        "melee/shield-block",
        mel.ShieldBlockParams,
        mel.ShieldBlockOutcome,
        melee.shield_block,
        "Shield block before Parrying: a d6 against the house-rule target, only without an "
        "Action Die (§5)",
    ),
    step(
        "melee.parry",
        "melee/parry",
        mel.ParryParams,
        mel.ParryOutcome,
        melee.parry,
        "Parrying: attacker's and defender's locations; the same one parries (§5)",
    ),
    step(
        "melee.attack",
        "melee/attack",
        mel.AttackParams,
        mel.AttackOutcome,
        melee.attack,
        "Standard, force or precise attack after a failed Parry, with damage (§6)",
    ),
    step(
        "melee",
        "melee",
        mel.MeleeParams,
        mel.MeleeOutcome,
        melee.melee,
        "A whole melee exchange: shield block, Parrying, attack and damage (§5, §6)",
    ),
    step(
        "shooting.hit",
        "shooting/hit",
        sho.HitParams,
        sho.HitOutcome,
        shooting.hit,
        "Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)",
    ),
    step(
        "shooting.damage",
        "shooting/damage",
        sho.DamageParams,
        sho.DamageOutcome,
        shooting.damage,
        "Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)",
    ),
    step(
        "shooting",
        "shooting",
        sho.ShootingParams,
        sho.ShootingOutcome,
        shooting.shooting,
        "A whole shot: Hitting, then damage on a hit (§7, §8)",
    ),
    step(
        "magic.cast",
        "magic/cast",
        mag.CastParams,
        mag.CastOutcome,
        magic.cast,
        "Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)",
    ),
    step(
        "magic.self_heal",
        "magic/self-heal",
        mag.SelfHealParams,
        mag.SelfHealOutcome,
        magic.self_heal,
        "Self-healing: discard the Action Die for +2 Vitality, never above the maximum (§10)",
    ),
)
