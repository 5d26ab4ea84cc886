"""Every Urban War step, defined once: params, outcome, rules (urban-war.md §6)."""

from functools import partial

from referee.steps import Step
from referee.systems.urban_war import odds, say
from referee.systems.urban_war.rules import actions, initiative, melee, morale, ranges, shooting
from referee.systems.urban_war.schemas import actions as act
from referee.systems.urban_war.schemas import melee as mel
from referee.systems.urban_war.schemas import morale as mor
from referee.systems.urban_war.schemas import shooting as sho
from referee.systems.urban_war.schemas import turn

SYSTEM_ID = "urban-war"


step = partial(Step, system=SYSTEM_ID)


COMMAND_TEST = step(
    name="command_test",
    params=mor.CommandTestParams,
    outcome=mor.CommandTestOutcome,
    rules=morale.command_test,
    odds=odds.COMMAND_TEST,
    say=say.command_test,
    summary="Command test: 2d10 + CD + modifiers against 15 (§6.1)",
)

PANIC_TEST = step(
    name="panic_test",
    params=mor.PanicTestParams,
    outcome=mor.PanicTestOutcome,
    rules=morale.panic_test,
    odds=odds.PANIC_TEST,
    say=say.panic_test,
    summary="Panic test: a command test; failing it gives a panic token (§6.2)",
)

RALLY = step(
    name="rally",
    params=mor.RallyParams,
    outcome=mor.RallyOutcome,
    rules=morale.rally,
    odds=odds.RALLY,
    say=say.rally,
    summary="Rally: a panicked model's command test to remove its token (§6.2)",
)

INITIATIVE = step(
    name="initiative",
    params=turn.InitiativeParams,
    outcome=turn.InitiativeOutcome,
    rules=initiative.initiative,
    odds=odds.INITIATIVE,
    say=say.initiative,
    summary="Initiative: each player's d10, ties re-rolled (§6.3)",
)

RANGE_BAND = step(
    name="range_band",
    params=sho.RangeBandParams,
    outcome=sho.RangeBandOutcome,
    rules=ranges.range_band,
    odds=odds.RANGE_BAND,
    say=say.range_band,
    summary="Range band of a distance, and the weapon's entry there (§6.4)",
)

SHOOTING_TARGET_SELECTION = step(
    name="shooting.target_selection",
    params=sho.TargetSelectionParams,
    outcome=sho.TargetSelectionOutcome,
    rules=shooting.target_selection,
    odds=odds.TARGET_SELECTION,
    say=say.target_selection,
    summary="Target selection: a command test to shoot past the primary target (§6.5)",
)

SHOOTING_HIT = step(
    name="shooting.hit",
    params=sho.HitParams,
    outcome=sho.HitOutcome,
    rules=shooting.hit,
    odds=odds.SHOOTING_HIT,
    say=say.shot_hit,
    summary="Shooting hit rolls: d10 + SH + modifiers, 10 hits (§6.6)",
)

SHOOTING_DAMAGE = step(
    name="shooting.damage",
    params=sho.DamageParams,
    outcome=sho.DamageOutcome,
    rules=shooting.damage,
    odds=odds.SHOOTING_DAMAGE,
    say=say.shot_damage,
    summary="Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)",
)

SHOOTING_SAVES = step(
    name="shooting.saves",
    params=sho.SavesParams,
    outcome=sho.SavesOutcome,
    rules=shooting.saves,
    odds=odds.saves_odds,
    say=say.saves,
    summary="Saves: Heavy Armour, then cover, per wound (§6.8)",
)

SHOOTING = step(
    name="shooting",
    params=sho.ShootingParams,
    outcome=sho.ShootingOutcome,
    rules=shooting.shooting,
    odds=odds.shooting_odds,
    say=say.shooting,
    summary="A whole shooting action: selection, hits, damage, saves (§6.9)",
)

MELEE_FIRST_STRIKE = step(
    name="melee.first_strike",
    params=mel.FirstStrikeParams,
    outcome=mel.FirstStrikeOutcome,
    rules=melee.first_strike,
    odds=odds.FIRST_STRIKE,
    say=say.first_strike,
    summary="Who strikes first in melee (§6.10)",
)

MELEE_HIT = step(
    name="melee.hit",
    params=mel.MeleeHitParams,
    outcome=mel.MeleeHitOutcome,
    rules=melee.hit,
    odds=odds.MELEE_HIT,
    say=say.melee_hit,
    summary="Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)",
)

MELEE_DAMAGE = step(
    name="melee.damage",
    params=mel.MeleeDamageParams,
    outcome=sho.DamageOutcome,
    rules=melee.damage,
    odds=odds.MELEE_DAMAGE,
    say=say.melee_damage,
    summary="Melee damage rolls: d10 + Strength - T, 6 wounds (§6.12)",
)

MELEE_RESULT = step(
    name="melee.result",
    params=mel.MeleeResultParams,
    outcome=mel.MeleeResultOutcome,
    rules=melee.result,
    odds=odds.MELEE_RESULT,
    say=say.melee_result,
    summary="Melee result: more hits suffered loses and tests panic (§6.13)",
)

MELEE = step(
    name="melee",
    params=mel.MeleeParams,
    outcome=mel.MeleeOutcome,
    rules=melee.melee,
    odds=odds.melee_odds,
    say=say.melee,
    summary="A whole melee exchange: first strike, strikes, result (§6.14)",
)

BREAK_OFF = step(
    name="break_off",
    params=act.BreakOffParams,
    outcome=act.BreakOffOutcome,
    rules=actions.break_off,
    odds=odds.break_off_odds,
    say=say.break_off,
    summary="Break off from melee: a command test, free strikes or a forced attack (§6.15)",
)

OVERWATCH_INTERRUPT = step(
    name="overwatch_interrupt",
    params=act.OverwatchInterruptParams,
    outcome=act.OverwatchInterruptOutcome,
    rules=actions.overwatch_interrupt,
    odds=odds.overwatch_odds,
    say=say.overwatch_interrupt,
    summary="Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)",
)

MOVEMENT = step(
    name="movement",
    params=turn.MovementParams,
    outcome=turn.MovementOutcome,
    rules=ranges.movement,
    odds=odds.MOVEMENT,
    say=say.movement,
    summary="Movement distances and which moves are allowed; no dice (§6.17)",
)


STEPS = (
    COMMAND_TEST,
    PANIC_TEST,
    RALLY,
    INITIATIVE,
    RANGE_BAND,
    SHOOTING_TARGET_SELECTION,
    SHOOTING_HIT,
    SHOOTING_DAMAGE,
    SHOOTING_SAVES,
    SHOOTING,
    MELEE_FIRST_STRIKE,
    MELEE_HIT,
    MELEE_DAMAGE,
    MELEE_RESULT,
    MELEE,
    BREAK_OFF,
    OVERWATCH_INTERRUPT,
    MOVEMENT,
)
