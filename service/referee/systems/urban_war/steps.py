"""Every Urban War step, defined once: params, outcome, rules (urban-war.md §6)."""

from referee.steps import Step
from referee.systems.urban_war.rules import actions, initiative, melee, morale, ranges, shooting
from referee.systems.urban_war.schemas import actions as act
from referee.systems.urban_war.schemas import melee as mel
from referee.systems.urban_war.schemas import morale as mor
from referee.systems.urban_war.schemas import shooting as sho
from referee.systems.urban_war.schemas import turn

SYSTEM_ID = "urban-war"


def step(name, path, params, outcome, rules, summary):
    return Step(SYSTEM_ID, name, path, params, outcome, rules, summary)


STEPS = (
    step(
        "command_test",
        "command-test",
        mor.CommandTestParams,
        mor.CommandTestOutcome,
        morale.command_test,
        "Command test: 2d10 + CD + modifiers against 15 (§6.1)",
    ),
    step(
        "panic_test",
        "panic-test",
        mor.PanicTestParams,
        mor.PanicTestOutcome,
        morale.panic_test,
        "Panic test: a command test; failing it gives a panic token (§6.2)",
    ),
    step(
        "rally",
        "rally",
        mor.RallyParams,
        mor.RallyOutcome,
        morale.rally,
        "Rally: a panicked model's command test to remove its token (§6.2)",
    ),
    step(
        "initiative",
        "initiative",
        turn.InitiativeParams,
        turn.InitiativeOutcome,
        initiative.initiative,
        "Initiative: each player's d10, ties re-rolled (§6.3)",
    ),
    step(
        "range_band",
        "range-band",
        sho.RangeBandParams,
        sho.RangeBandOutcome,
        ranges.range_band,
        "Range band of a distance, and the weapon's entry there (§6.4)",
    ),
    step(
        "shooting.target_selection",
        "shooting/target-selection",
        sho.TargetSelectionParams,
        sho.TargetSelectionOutcome,
        shooting.target_selection,
        "Target selection: a command test to shoot past the primary target (§6.5)",
    ),
    step(
        "shooting.hit",
        "shooting/hit",
        sho.HitParams,
        sho.HitOutcome,
        shooting.hit,
        "Shooting hit rolls: d10 + SH + modifiers, 10 hits (§6.6)",
    ),
    step(
        "shooting.damage",
        "shooting/damage",
        sho.DamageParams,
        sho.DamageOutcome,
        shooting.damage,
        "Shooting damage rolls: d10 + Strength - T, 6 wounds (§6.7)",
    ),
    step(
        "shooting.saves",
        "shooting/saves",
        sho.SavesParams,
        sho.SavesOutcome,
        shooting.saves,
        "Saves: Heavy Armour, then cover, per wound (§6.8)",
    ),
    step(
        "shooting",
        "shooting",
        sho.ShootingParams,
        sho.ShootingOutcome,
        shooting.shooting,
        "A whole shooting action: selection, hits, damage, saves (§6.9)",
    ),
    step(
        "melee.first_strike",
        "melee/first-strike",
        mel.FirstStrikeParams,
        mel.FirstStrikeOutcome,
        melee.first_strike,
        "Who strikes first in melee (§6.10)",
    ),
    step(
        "melee.hit",
        "melee/hit",
        mel.MeleeHitParams,
        mel.MeleeHitOutcome,
        melee.hit,
        "Melee hit rolls: d10 + AS - opponent's AS, 6 hits (§6.11)",
    ),
    step(
        "melee.damage",
        "melee/damage",
        mel.MeleeDamageParams,
        sho.DamageOutcome,
        melee.damage,
        "Melee damage rolls: d10 + Strength - T, 6 wounds (§6.12)",
    ),
    step(
        "melee.result",
        "melee/result",
        mel.MeleeResultParams,
        mel.MeleeResultOutcome,
        melee.result,
        "Melee result: more hits suffered loses and tests panic (§6.13)",
    ),
    step(
        "melee",
        "melee",
        mel.MeleeParams,
        mel.MeleeOutcome,
        melee.melee,
        "A whole melee exchange: first strike, strikes, result (§6.14)",
    ),
    step(
        "break_off",
        "break-off",
        act.BreakOffParams,
        act.BreakOffOutcome,
        actions.break_off,
        "Break off from melee: a command test, free strikes or a forced attack (§6.15)",
    ),
    step(
        "overwatch_interrupt",
        "overwatch-interrupt",
        act.OverwatchInterruptParams,
        act.OverwatchInterruptOutcome,
        actions.overwatch_interrupt,
        "Overwatch interrupt: a shot or a charge into an enemy's action (§6.16)",
    ),
    step(
        "movement",
        "movement",
        turn.MovementParams,
        turn.MovementOutcome,
        ranges.movement,
        "Movement distances and which moves are allowed; no dice (§6.17)",
    ),
)
