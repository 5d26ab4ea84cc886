"""Every Walka step, defined once: params, outcome, rules (walka.md §2-§11)."""

from functools import partial

from referee.steps import Step
from referee.systems.walka import odds, say
from referee.systems.walka.rules import (
    action_points,
    attack,
    damage,
    defense,
    initiative,
    instant_chain,
    location,
    strike,
    surprise,
    terrain,
    wounds,
)
from referee.systems.walka.schemas import attack as att
from referee.systems.walka.schemas import damage as dmg
from referee.systems.walka.schemas import strike as stk
from referee.systems.walka.schemas import turn

SYSTEM_ID = "walka"


step = partial(Step, system=SYSTEM_ID)


INITIATIVE = step(
    name="initiative",
    params=turn.InitiativeParams,
    outcome=turn.InitiativeOutcome,
    rules=initiative.initiative,
    odds=odds.INITIATIVE,
    say=say.initiative,
    summary="Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)",
)

ACTION_POINTS = step(
    name="action_points",
    params=turn.ActionPointsParams,
    outcome=turn.ActionPointsOutcome,
    rules=action_points.action_points,
    odds=odds.ACTION_POINTS,
    say=say.action_points,
    summary="Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)",
)

INSTANT_CHAIN = step(
    name="instant_chain",
    params=turn.InstantChainParams,
    outcome=turn.InstantChainOutcome,
    rules=instant_chain.instant_chain,
    odds=odds.instant_chain_odds,
    say=say.instant_chain,
    summary="Instant chain: REF tests at rising dc, last in first out (§4)",
)

HIT_LOCATION = step(
    name="hit_location",
    params=att.HitLocationParams,
    outcome=att.HitLocationOutcome,
    rules=location.hit_location,
    odds=odds.HIT_LOCATION,
    say=say.hit_location,
    summary="Hit location: chosen with its penalty, or d100 from the front or behind (§5)",
)

DEFENSE = step(
    name="defense",
    params=att.DefenseParams,
    outcome=att.DefenseOutcome,
    rules=defense.defense,
    odds=odds.DEFENSE,
    say=say.defense,
    summary="Defence: dodge, parry, cover or block sets the attack's dc (§6)",
)

ATTACK = step(
    name="attack",
    params=att.AttackParams,
    outcome=att.AttackOutcome,
    rules=attack.attack,
    odds=odds.ATTACK,
    say=say.attack,
    summary="Attack: the hit test against the defence's dc, with every modifier (§7)",
)

DAMAGE = step(
    name="damage",
    params=dmg.DamageParams,
    outcome=dmg.DamageOutcome,
    rules=damage.damage,
    odds=odds.DAMAGE,
    say=say.damage,
    summary="Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)",
)

WOUNDS_AND_CONDITIONS = step(
    name="wounds_and_conditions",
    path="wounds",
    params=dmg.WoundsParams,
    outcome=dmg.WoundsOutcome,
    rules=wounds.wounds,
    odds=odds.WOUNDS,
    say=say.wounds,
    summary="Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)",
)

SURPRISE = step(
    name="surprise",
    params=turn.SurpriseParams,
    outcome=turn.SurpriseOutcome,
    rules=surprise.surprise,
    odds=odds.SURPRISE,
    say=say.surprise,
    summary="Surprise: the target's REF test against the detection dc (§10)",
)

TERRAIN = step(
    name="terrain",
    params=turn.TerrainParams,
    outcome=turn.TerrainOutcome,
    rules=terrain.terrain,
    odds=odds.terrain_odds,
    say=say.terrain,
    summary="Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)",
)

STRIKE = step(
    name="strike",
    params=stk.StrikeParams,
    outcome=stk.StrikeOutcome,
    rules=strike.strike,
    odds=odds.strike_odds,
    say=say.strike,
    summary="One attack: hit location, defence, attack, damage and wounds in draw order (§0)",
)


STEPS = (
    INITIATIVE,
    ACTION_POINTS,
    INSTANT_CHAIN,
    HIT_LOCATION,
    DEFENSE,
    ATTACK,
    DAMAGE,
    WOUNDS_AND_CONDITIONS,
    SURPRISE,
    TERRAIN,
    STRIKE,
)
