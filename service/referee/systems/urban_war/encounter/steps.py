"""The Urban War encounter steps, declared (urban-war.md §7)."""

from __future__ import annotations

from referee.encounters.model import (
    ANY,
    Actor,
    Claim,
    EncounterStep,
    EncounterSystem,
    Sealed,
    claims,
    side_of_param,
    theirs,
)
from referee.systems.urban_war import encounter_schemas as es
from referee.systems.urban_war import steps as stateless
from referee.systems.urban_war.encounter import telling as t
from referee.systems.urban_war.encounter.common import side_of_actor
from referee.systems.urban_war.encounter.melee import (
    apply_break_off,
    apply_melee,
    bind_break_off,
    bind_melee,
    reveal_break_off,
    reveal_melee,
    side_broken_from,
)
from referee.systems.urban_war.encounter.morale import (
    apply_panic_test,
    bind_command_test,
    bind_panic_test,
)
from referee.systems.urban_war.encounter.movement import apply_movement, bind_movement
from referee.systems.urban_war.encounter.overwatch import (
    apply_interrupt,
    bind_interrupt,
    reveal_interrupt,
)
from referee.systems.urban_war.encounter.roster import (
    add_model,
    edit_model,
    initial_state,
    remove_model,
)
from referee.systems.urban_war.encounter.shooting import apply_shooting, bind_shooting
from referee.systems.urban_war.encounter.turns import (
    apply_activate,
    apply_end_activation,
    apply_initiative,
    apply_orders,
    apply_setup_roll,
    bind_activate,
    bind_end_activation,
    bind_initiative,
    bind_orders,
    bind_setup_roll,
    close_window,
    orders_check,
    orders_part,
    orders_part_given,
    show_face_down_orders,
)
from referee.systems.urban_war.rules import initiative, morale
from referee.systems.urban_war.schemas import morale as mor
from referee.systems.urban_war.schemas import turn

# -- claims: the facts of the table each step takes from the request (§7 DECISION, §8) ------

NO_COVER = Claim("cover", {"type": "none"}, lambda cover: (cover or {}).get("type") == "none")
# The acting model's own test: a Commander within 9 in, further modifiers.
OWN_TEST = {"commander_in_range": False, "modifiers": []}
# The other model's lost-melee panic test: a number on the other side's model, so that
# side's (or the GM's) to claim, never the acting side's.
OTHER_TEST = {
    claim.name: claim for claim in theirs(target_commander_in_range=False, target_modifiers=[])
}
SHOT = {"distance_in": ANY, "has_los": True, "cover": NO_COVER}
# R3: a model's player chooses its weapon; the defender's is the defending side's choice.
DEFENDER_WEAPON = {claim.name: claim for claim in theirs(target_weapon=ANY)}

# -- the definition ----------------------------------------------------------------------------


STEPS = (
    EncounterStep(
        name="orders",
        summary="Command phase: each player's orders, face down until all are in (§7, R47)",
        params=es.OrdersParams,
        outcome=es.TurnOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        bind=bind_orders,
        say=t.say_orders,
        when=t.when_orders,
        apply=apply_orders,
        sealed=(
            Sealed(
                parts=lambda state: list(state["players"]),
                part_of=orders_part,
                check=orders_check,
                public_when_resolved=False,
                on_part=orders_part_given,
            )
        ),
    ),
    EncounterStep(
        name="setup_roll",
        summary=(
            "Set-up roll for sides: each player's d10, ties re-rolled, no Commander penalty; the "
            "winner chooses sides and who deploys first (§6.3, §7)"
        ),
        params=es.InitiativeEncounterParams,
        outcome=turn.InitiativeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=initiative.logged_roll_off,
        odds=stateless.INITIATIVE.odds,
        bind=bind_setup_roll,
        say=t.say_setup_roll,
        when=t.when_setup_roll,
        apply=apply_setup_roll,
    ),
    EncounterStep(
        name="initiative",
        path=stateless.INITIATIVE.path,
        summary="Initiative for the activation phase (§6.3)",
        params=es.InitiativeEncounterParams,
        outcome=stateless.INITIATIVE.outcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        # The stateless step's roll-off; its logged params name the roll (rules docstring).
        rules=initiative.logged_roll_off,
        odds=stateless.INITIATIVE.odds,
        bind=bind_initiative,
        say=t.say_initiative,
        when=t.when_initiative,
        apply=apply_initiative,
    ),
    EncounterStep(
        name="activate",
        summary=(
            "Activate a snap-fire model (or start its reaction): its order is revealed and a "
            "panicked model rallies (§7, §6.2)"
        ),
        params=es.ActivateParams,
        outcome=mor.RallyOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        rules=morale.rally,
        odds=stateless.RALLY.odds,
        bind=bind_activate,
        say=t.say_activate,
        when=t.when_activate,
        takers=t.takers_activate,
        apply=apply_activate,
        claims=claims(**OWN_TEST),
    ),
    EncounterStep.playing(
        stateless.MOVEMENT,
        summary="Move the acting model: the move of a move + shoot, or a run (§6.17)",
        params=es.MovementEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_actor,
        bind=bind_movement,
        say=t.say_movement,
        when=t.when_movement,
        takers=t.acting_side,
        apply=apply_movement,
        claims=claims(distance_in=ANY),
    ),
    EncounterStep.playing(
        stateless.SHOOTING,
        summary="The acting model shoots (§6.9)",
        params=es.ShootingEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_actor,
        bind=bind_shooting,
        when=t.when_shooting,
        takers=t.acting_side,
        apply=apply_shooting,
        claims=claims(**OWN_TEST, **SHOT, is_primary=True, primary_in_cover=False),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.MELEE,
        summary="The acting model charges or attacks in melee (§6.14)",
        params=es.MeleeEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_actor,
        bind=bind_melee,
        when=t.when_melee,
        takers=t.acting_side,
        reveal=reveal_melee,
        apply=apply_melee,
        claims=claims(**OWN_TEST, **OTHER_TEST, **DEFENDER_WEAPON, charge_distance_in=ANY),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.BREAK_OFF,
        summary="The acting model tries to break off from melee (§6.15)",
        params=es.BreakOffEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_actor,
        bind=bind_break_off,
        say=t.say_break_off,
        when=t.when_break_off,
        takers=t.acting_side,
        reveal=reveal_break_off,
        apply=apply_break_off,
        claims=claims(**OWN_TEST, **OTHER_TEST),
        acted_on=side_broken_from,
    ),
    EncounterStep.playing(
        stateless.OVERWATCH_INTERRUPT,
        summary="An overwatch model interrupts the acting enemy (§6.16)",
        params=es.InterruptEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("interrupter"),
        bind=bind_interrupt,
        say=t.say_interrupt,
        when=t.when_interrupt,
        takers=t.takers_interrupt,
        reveal=reveal_interrupt,
        apply=apply_interrupt,
        claims=claims(
            **OWN_TEST,
            **OTHER_TEST,
            **SHOT,
            on_solid_ground=True,
            touching_interrupter=False,
        ),
        acted_on=side_of_actor,
    ),
    EncounterStep.playing(
        stateless.PANIC_TEST,
        summary="A panic test: due ones (below half wounds) or ones the table names (§6.2)",
        params=es.PanicTestEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_panic_test,
        say=t.say_panic_test,
        when=t.when_panic_test,
        takers=t.takers_panic_test,
        apply=apply_panic_test,
        claims=claims(**OWN_TEST),
    ),
    EncounterStep.playing(
        stateless.COMMAND_TEST,
        summary="A command test; changes nothing (§6.1)",
        params=es.CommandTestEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_command_test,
        say=t.say_command_test,
        when=t.when_command_test,
        takers=t.sides_in_play,
        claims=claims(**OWN_TEST, band=ANY, primary_in_cover=False),
    ),
    EncounterStep(
        name="end_activation",
        summary="End a model's activation, forgoing further reactions (§7)",
        params=es.EndActivationParams,
        outcome=es.TurnOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_end_activation,
        say=t.say_end_activation,
        when=t.when_end_activation,
        takers=t.takers_end_activation,
        apply=apply_end_activation,
    ),
)

DEFINITION = EncounterSystem(
    system=stateless.SYSTEM_ID,
    create_params=es.UrbanWarEncounterParams,
    state_schema=es.UrbanWarState,
    model_schema=es.RosterModel,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
    # §6.16 R37: the moment right after a shot or a run lasts until the next step, whatever
    # it is (the free roll included); the interrupt that uses it has read it in its bind.
    before_apply=close_window,
    on_reveal=show_face_down_orders,
    say_changes=t.say_changes,
)
