"""The Walka encounter steps, declared (walka.md §13)."""

from __future__ import annotations

from referee.encounters.model import (
    ANY,
    Actor,
    Claim,
    EncounterStep,
    EncounterSystem,
    claims,
    side_of_param,
    theirs,
)
from referee.systems.walka import encounter_params as ep
from referee.systems.walka import encounter_schemas as es
from referee.systems.walka import steps as stateless
from referee.systems.walka.encounter import telling as t
from referee.systems.walka.encounter.chain import (
    apply_chain_next,
    apply_instant_chain,
    bind_chain_next,
    bind_instant_chain,
    chain_side,
    chain_target,
)
from referee.systems.walka.encounter.combat import (
    apply_attack,
    apply_defense,
    apply_strike,
    apply_surprise,
    attack_side,
    bind_attack,
    bind_defense,
    bind_hit_location,
    bind_strike,
    bind_surprise,
    strike_side,
)
from referee.systems.walka.encounter.common import LOG_DEPTH, STATE_CODES
from referee.systems.walka.encounter.roster import (
    add_model,
    edit_model,
    initial_state,
    remove_model,
)
from referee.systems.walka.encounter.spend import (
    apply_spend,
    apply_terrain,
    bind_spend,
    bind_terrain,
    on_ice,
    terrain_side,
)
from referee.systems.walka.encounter.turns import (
    apply_end_encounter,
    apply_end_turn,
    apply_initiative,
    apply_status,
    bind_end_encounter,
    bind_end_turn,
    bind_initiative,
    bind_status,
)
from referee.systems.walka.encounter.wounds import (
    apply_bleeding,
    apply_damage,
    apply_heal,
    apply_wounds,
    bind_bleeding,
    bind_damage,
    bind_heal,
    bind_wounds,
    cure_bleeding_rules,
    heal_wound_rules,
    stanch_rules,
)
from referee.systems.walka.rules import action_points
from referee.systems.walka.schemas import damage as dmg
from referee.systems.walka.schemas import turn

# -- claims: the facts of the table each step takes from the request (§12: no geometry) -------

# Facing and visibility of an attack (§5, §7).
SIGHT = {"from_behind": False, "target_visible": True, "visibility_exception": False}
# An attack's distance (the range modifier is the rules'), a maneuver's own modifier and its
# own cost (a basic attack's cost is the table's 3, any other is refused: numbers.py).
ATTACK = {"distance": ANY, "other_modifier": 0, "cost": 3}


def _no_instant_numbers(declarations) -> bool:
    """An instant chain claims nothing when every instant costs the table's 3 and no REF
    test has a modifier (an instant spell's x is a claim, §3, §4)."""
    return all(
        not d.get("spell") and d.get("cost", 3) == 3 and not d.get("modifier")
        for d in declarations or []
    )


def _no_trigger_number(trigger) -> bool:
    """The answered action's cost is the table's (an action's, an attack's 3), not a spell's
    x or a maneuver's own cost."""
    return (trigger or {}).get("kind") != "spell" and (trigger or {}).get("cost") in (None, 3)


# The defender's own numbers and choice in a strike (§6): its defence type and the modifier to
# its dc. Only its side or the game master gives them ("A side never sets a number on the
# other side's model"); a side's strike meets the defence the defender rolled with the
# defense step ("Decisions added 2026-12-01"), or the defender adds them when it accepts.
DEFENDER = {
    "defense_type": Claim("defense_type", is_neutral=lambda value: value is None),
    "defense_modifier": 0,
}


def _table_costs(activities) -> bool:
    """Paying activities claims nothing when every cost is the table's (§3): no spell's x
    and no maneuver's own cost (a reload step's cost is its weapon's, from the state)."""
    return all(a.get("x") is None and a.get("cost") in (None, 3) for a in activities or [])


# A spell's x and a maneuver's own cost are the payer's claims about its spell or maneuver.
SPEND = {"activities": Claim("activities", is_neutral=_table_costs)}
CHAIN = {
    "trigger": Claim("trigger", is_neutral=_no_trigger_number),
    "declarations": Claim("declarations", is_neutral=_no_instant_numbers),
}
# Moving over ice claims nothing of its numbers (the rules give them, §11); another ground
# is the game master's profile (terrain_side). A test modifier is open (§0), within -200..200.
TERRAIN = {"profile": Claim("profile", is_neutral=on_ice), "modifier": 0}

# -- the definition ---------------------------------------------------------------------------


STEPS = (
    EncounterStep.playing(
        stateless.INITIATIVE,
        summary=(
            "Turn order, once per encounter: SPD, d6 roll-offs, ceding; the surprised wait in "
            "round 1; the first turn starts (§2, §3)"
        ),
        params=ep.InitiativeEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        bind=bind_initiative,
        say=t.say_initiative,
        when=t.when_initiative,
        apply=apply_initiative,
    ),
    EncounterStep(
        name="end_turn",
        summary=(
            "End the current turn; the next character's turn starts: borrowed reload completed, "
            "AP regenerated less the pending penalty, MP + CON, fatigue + bleeding, surprise over"
            " (§3)"
        ),
        params=ep.CharacterParams,
        outcome=turn.ActionPointsOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        rules=action_points.action_points,
        odds=stateless.ACTION_POINTS.odds,
        bind=bind_end_turn,
        say=t.say_end_turn,
        when=t.when_end_turn,
        takers=t.takers_end_turn,
        apply=apply_end_turn,
    ),
    EncounterStep.playing(
        stateless.ACTION_POINTS,
        summary=(
            "Pay activities from the AP cost table in the character's turn: movement, actions, "
            "spells, reload steps (borrowing 1-2 AP), standing up (§3)"
        ),
        params=ep.SpendParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        bind=bind_spend,
        say=t.say_spend,
        when=t.when_acting,
        takers=t.takers_acting,
        apply=apply_spend,
        rename={"spend": "activities"},
        claims=claims(**SPEND),
    ),
    EncounterStep.playing(
        stateless.INSTANT_CHAIN,
        summary=(
            "Declare instants against the current character's declared action: REF tests at "
            "rising dc, every declarer pays now, and so does the trigger's actor unless it moved a "
            "unit; the last joined link is due first (§4). The side of everyone it charges takes "
            "it; several sides: the game master"
        ),
        params=ep.InstantChainEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=chain_side,
        bind=bind_instant_chain,
        say=t.say_instant_chain,
        when=t.when_chain,
        apply=apply_instant_chain,
        claims=claims(**CHAIN),
        acted_on=chain_target,
    ),
    EncounterStep(
        name="instant_chain_next",
        path="instant-chain/next",
        summary=(
            "The due link of the open chain has executed: report whether it stopped what it "
            "interrupts; interrupted links fail, the next one is due, the trigger closes it (§4)"
        ),
        params=ep.ChainNextParams,
        outcome=ep.TurnEventOutcome,
        actor=Actor.GM,
        bind=bind_chain_next,
        say=t.say_chain_next,
        when=t.when_chain_next,
        apply=apply_chain_next,
    ),
    EncounterStep.playing(
        stateless.HIT_LOCATION,
        summary=(
            "Hit location on the target's body: chosen with its penalty, or d100; changes nothing"
            " (§5)"
        ),
        params=ep.HitLocationEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_hit_location,
        say=t.say_hit_location,
        when=t.when_open,
        claims=claims(**SIGHT),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.DEFENSE,
        summary=(
            "The defender's roll sets the attack's dc, 0 AP; a surprised defender has none. The "
            "dc waits for the next attack on the defender this turn, whoever makes it, which "
            "meets it; one roll at a time per defender, lapsing when the turn passes (§6)"
        ),
        params=ep.DefenseEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("defender"),
        bind=bind_defense,
        say=t.say_defense,
        when=t.when_open,
        apply=apply_defense,
        claims=claims(modifier=0),
        acted_on=side_of_param("attacker"),
    ),
    EncounterStep.playing(
        stateless.ATTACK,
        summary=(
            "The hit test against the dc the target's defence roll set (dc 1 for a surprised "
            "target): pays its AP, a fumble costs 1 more, a blocked blow adds to the defender's "
            "pending penalty, a shot unloads (§7). A `defense` given by hand is the game "
            "master's"
        ),
        params=ep.AttackEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=attack_side,
        bind=bind_attack,
        say=t.say_attack,
        when=t.when_acting,
        takers=t.takers_acting,
        apply=apply_attack,
        claims=claims(**ATTACK, from_behind=False),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.DAMAGE,
        summary=(
            "Damage of a hit with the attacker's weapon against the target's NAC and armour: HP "
            "and Quality losses; no dice (§8)"
        ),
        params=ep.DamageEncounterParams,
        actor=Actor.GM,
        bind=bind_damage,
        say=t.say_damage,
        when=t.when_open,
        apply=apply_damage,
    ),
    EncounterStep.playing(
        stateless.WOUNDS_AND_CONDITIONS,
        summary=(
            "The wound of a hit on the target: fatigue and bleeding tokens, a critical's "
            "sensitive point (§9)"
        ),
        params=ep.WoundsEncounterParams,
        actor=Actor.GM,
        bind=bind_wounds,
        say=t.say_wounds,
        when=t.when_open,
        apply=apply_wounds,
    ),
    EncounterStep.playing(
        stateless.SURPRISE,
        summary=(
            "The target's REF test against the detection dc: surprised, defenceless until its "
            "turn, no turn in round 1 when the ambush opens the combat (§10)"
        ),
        params=ep.SurpriseEncounterParams,
        actor=Actor.GM,
        bind=bind_surprise,
        say=t.say_surprise,
        when=t.when_open,
        apply=apply_surprise,
        claims=claims(detection_dc=ANY, modifier=0),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.TERRAIN,
        summary=(
            "Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the "
            "safe pace, prone on a failure (§11)"
        ),
        params=ep.TerrainEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=terrain_side,
        bind=bind_terrain,
        say=t.say_terrain,
        when=t.when_acting,
        takers=t.takers_acting,
        apply=apply_terrain,
        claims=claims(**TERRAIN),
    ),
    EncounterStep.playing(
        stateless.STRIKE,
        summary=(
            "One attack from the hit location to the wound, written to both characters (§0, "
            "§5-§9); it meets the defence the target already rolled, else rolls defense_type. No "
            "defence for a target that can defend is the game master's or the target's choice"
        ),
        params=ep.StrikeEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=strike_side,
        bind=bind_strike,
        say=t.say_strike,
        when=t.when_acting,
        takers=t.takers_acting,
        apply=apply_strike,
        claims=claims(**ATTACK, **SIGHT) + theirs(**DEFENDER),
        acted_on=side_of_param("target"),
    ),
    EncounterStep(
        name="stanch",
        summary=(
            "Stanch n bleeding tokens of a wound: they stay until the wound heals; any status may"
            " be its target; no AP here (pay the action with action-points) (§9, §13)"
        ),
        params=ep.BleedingParams,
        outcome=dmg.Wound,
        actor=Actor.GM,
        rules=stanch_rules,
        say=t.say_bleeding("stanched"),
        when=t.when_bleeding,
        bind=bind_bleeding,
        apply=apply_bleeding,
    ),
    EncounterStep(
        name="cure_bleeding",
        summary=(
            "Remove n bleeding tokens of a wound, active ones first; any status may be its "
            "target; no AP here (§9, §13)"
        ),
        params=ep.BleedingParams,
        outcome=dmg.Wound,
        actor=Actor.GM,
        rules=cure_bleeding_rules,
        say=t.say_bleeding("removed"),
        when=t.when_any_bleeding,
        bind=bind_bleeding,
        apply=apply_bleeding,
    ),
    EncounterStep(
        name="heal_wound",
        summary=(
            "Heal a wound: it goes with its tokens and its foot or hand effect; HP restored up to"
            " max_hp; any status may be its target; no AP here (§9, §13)"
        ),
        params=ep.HealWoundParams,
        outcome=ep.HealOutcome,
        actor=Actor.GM,
        rules=heal_wound_rules,
        say=t.say_heal,
        when=t.when_wounded,
        bind=bind_heal,
        apply=apply_heal,
    ),
    EncounterStep(
        name="set_status",
        path="status",
        summary=(
            "Set a character's status (active, unconscious, dead, fled, bound); flags "
            "one_side_left (§12)"
        ),
        params=ep.SetStatusParams,
        outcome=ep.TurnEventOutcome,
        actor=Actor.GM,
        bind=bind_status,
        say=t.say_status,
        when=t.when_open,
        apply=apply_status,
    ),
    EncounterStep(
        name="end_encounter",
        summary="End the combat (game master): final statuses, then no more steps (§12)",
        params=ep.EndEncounterParams,
        outcome=ep.TurnEventOutcome,
        actor=Actor.GM,
        bind=bind_end_encounter,
        say=t.say_end_encounter,
        when=t.when_open,
        apply=apply_end_encounter,
    ),
)

DEFINITION = EncounterSystem(
    system=stateless.SYSTEM_ID,
    create_params=es.WalkaEncounterParams,
    state_schema=es.WalkaState,
    model_schema=es.RosterCharacter,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
    state_codes=STATE_CODES,
    depth=LOG_DEPTH,
    say_changes=t.say_changes,
)
