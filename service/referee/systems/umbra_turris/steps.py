"""Every umbra-turris step, defined once: params, outcome, rules (umbra-turris.md §5-§10)."""

from functools import partial

from referee.steps import Step
from referee.systems.umbra_turris import odds, say
from referee.systems.umbra_turris.rules import magic, melee, shooting
from referee.systems.umbra_turris.schemas import magic as mag
from referee.systems.umbra_turris.schemas import melee as mel
from referee.systems.umbra_turris.schemas import shooting as sho

SYSTEM_ID = "umbra-turris"


step = partial(Step, system=SYSTEM_ID)


MELEE_SHIELD_BLOCK = step(
    name="melee.shield_block",
    params=mel.ShieldBlockParams,
    outcome=mel.ShieldBlockOutcome,
    rules=melee.shield_block,
    odds=odds.SHIELD_BLOCK,
    say=say.shield_block,
    summary=(
        "Shield block before Parrying: a d6 against the house-rule target, only without an "
        "Action Die; takes the parry's inputs, rolls only the shield (§5)"
    ),
)

MELEE_PARRY = step(
    name="melee.parry",
    params=mel.ParryParams,
    outcome=mel.ParryOutcome,
    rules=melee.parry,
    odds=odds.PARRY,
    say=say.parry,
    summary="Parrying: attacker's and defender's locations; the same one parries (§5)",
)

MELEE_ATTACK = step(
    name="melee.attack",
    params=mel.AttackParams,
    outcome=mel.AttackOutcome,
    rules=melee.attack,
    odds=odds.ATTACK,
    say=say.attack,
    summary="Standard, force or precise attack after a failed Parry, with damage (§6)",
)

MELEE = step(
    name="melee",
    params=mel.MeleeParams,
    outcome=mel.MeleeOutcome,
    rules=melee.melee,
    odds=odds.MELEE,
    say=say.melee,
    summary="A whole melee exchange: shield block, Parrying, attack and damage (§5, §6)",
)

SHOOTING_HIT = step(
    name="shooting.hit",
    params=sho.HitParams,
    outcome=sho.HitOutcome,
    rules=shooting.hit,
    odds=odds.HIT,
    say=say.shot_hit,
    summary="Hitting: a d6 against the tens of cm to the target, plus Aiming; a 1 fails (§7)",
)

SHOOTING_DAMAGE = step(
    name="shooting.damage",
    params=sho.DamageParams,
    outcome=sho.DamageOutcome,
    rules=shooting.damage,
    odds=odds.DAMAGE,
    say=say.shot_damage,
    summary="Shooting damage: 2d6 + BS + modifiers + aim against 2d6 + T (§8)",
)

SHOOTING = step(
    name="shooting",
    params=sho.ShootingParams,
    outcome=sho.ShootingOutcome,
    rules=shooting.shooting,
    odds=odds.SHOOTING,
    say=say.shooting,
    summary="A whole shot: Hitting, then damage on a hit (§7, §8)",
)

MAGIC_CAST = step(
    name="magic.cast",
    params=mag.CastParams,
    outcome=mag.CastOutcome,
    rules=magic.cast,
    odds=odds.CAST,
    say=say.cast,
    summary=("Magic Test: 1 Vitality, a d6 against the spell's difficulty, a 1 costs 1 more (§9)"),
)

MAGIC_SELF_HEAL = step(
    name="magic.self_heal",
    params=mag.SelfHealParams,
    outcome=mag.SelfHealOutcome,
    rules=magic.self_heal,
    odds=odds.SELF_HEAL,
    say=say.self_heal,
    summary=("Self-healing: discard the Action Die for +2 Vitality, never above the maximum (§10)"),
)


STEPS = (
    MELEE_SHIELD_BLOCK,
    MELEE_PARRY,
    MELEE_ATTACK,
    MELEE,
    SHOOTING_HIT,
    SHOOTING_DAMAGE,
    SHOOTING,
    MAGIC_CAST,
    MAGIC_SELF_HEAL,
)
