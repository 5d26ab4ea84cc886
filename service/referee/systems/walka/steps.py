"""Every Walka step, defined once: params, outcome, rules (walka.md §2-§11)."""

from referee.steps import Step
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


def step(name, path, params, outcome, rules, summary):
    return Step(SYSTEM_ID, name, path, params, outcome, rules, summary)


STEPS = (
    step(
        "initiative",
        "initiative",
        turn.InitiativeParams,
        turn.InitiativeOutcome,
        initiative.initiative,
        "Turn order: SPD, d6 roll-offs for ties, ceding, surprise (§2)",
    ),
    step(
        "action_points",
        "action-points",
        turn.ActionPointsParams,
        turn.ActionPointsOutcome,
        action_points.action_points,
        "Action points: maximum, turn start, costs, borrowing for a reload; no dice (§3)",
    ),
    step(
        "instant_chain",
        "instant-chain",
        turn.InstantChainParams,
        turn.InstantChainOutcome,
        instant_chain.instant_chain,
        "Instant chain: REF tests at rising dc, last in first out (§4)",
    ),
    step(
        "hit_location",
        "hit-location",
        att.HitLocationParams,
        att.HitLocationOutcome,
        location.hit_location,
        "Hit location: chosen with its penalty, or d100 from the front or behind (§5)",
    ),
    step(
        "defense",
        "defense",
        att.DefenseParams,
        att.DefenseOutcome,
        defense.defense,
        "Defence: dodge, parry, cover or block sets the attack's dc (§6)",
    ),
    step(
        "attack",
        "attack",
        att.AttackParams,
        att.AttackOutcome,
        attack.attack,
        "Attack: the hit test against the defence's dc, with every modifier (§7)",
    ),
    step(
        "damage",
        "damage",
        dmg.DamageParams,
        dmg.DamageOutcome,
        damage.damage,
        "Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)",
    ),
    step(
        "wounds_and_conditions",
        "wounds",
        dmg.WoundsParams,
        dmg.WoundsOutcome,
        wounds.wounds,
        "Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)",
    ),
    step(
        "surprise",
        "surprise",
        turn.SurpriseParams,
        turn.SurpriseOutcome,
        surprise.surprise,
        "Surprise: the target's REF test against the detection dc (§10)",
    ),
    step(
        "terrain",
        "terrain",
        turn.TerrainParams,
        turn.TerrainOutcome,
        terrain.terrain,
        "Terrain: extra AP at the safe pace or a DEX test per unit, e.g. ice (§11)",
    ),
    step(
        "strike",
        "strike",
        stk.StrikeParams,
        stk.StrikeOutcome,
        strike.strike,
        "One attack: hit location, defence, attack, damage and wounds in draw order (§0)",
    ),
)
