"""The Umbra Turris encounter steps, declared (umbra-turris.md §11)."""

from __future__ import annotations

from referee.encounters.model import (
    ANY,
    Actor,
    EncounterStep,
    EncounterSystem,
    Sealed,
    claims,
    side_of_param,
)
from referee.systems.umbra_turris import encounter_schemas as es
from referee.systems.umbra_turris import steps as stateless
from referee.systems.umbra_turris.encounter import telling as t
from referee.systems.umbra_turris.encounter.magic import (
    apply_cast,
    apply_self_heal,
    bind_cast,
    bind_self_heal,
)
from referee.systems.umbra_turris.encounter.melee import (
    apply_attack,
    apply_exchange,
    apply_parry,
    apply_shield_block,
    bind_attack,
    bind_exchange,
    bind_parry,
    bind_shield_block,
    parry_check,
    parry_part,
    parry_under_policy,
)
from referee.systems.umbra_turris.encounter.roster import (
    add_model,
    edit_model,
    initial_state,
    remove_model,
)
from referee.systems.umbra_turris.encounter.shooting import (
    apply_damage,
    apply_hit,
    apply_shooting,
    bind_damage,
    bind_hit,
    bind_shooting,
)
from referee.systems.umbra_turris.encounter.table import (
    apply_action_die,
    apply_charge,
    apply_disengage,
    apply_movement,
    apply_new_cycle,
    bind_action_die,
    bind_charge,
    bind_disengage,
    bind_movement,
    bind_new_cycle,
)

# -- claims: the facts of the table each step takes from the request (§11) -------------------

# The facts of a shot the state does not know (R12).
SHOT_FACTS = {"target_in_contact": False, "target_in_terrain": False, "through_terrain": False}
# A Charge claims that the charger reached the enemy's base: its range is measured at the
# table (§2 DECISION), so the enemy's side (or the GM) confirms the enemy it names.
CHARGE_REACHES = claims(defender=ANY)
# Leaving melee is the client's report (§11): it frees the shooter of its -3 BS and the
# target of its contact, so the side left behind confirms whom the model leaves.
DISENGAGE_FACTS = claims(model=ANY, opponent=ANY)
# Whether a model holds its Action Die is the table's (§3 DECISION): either value may serve
# its side (+1 BS to be shot at, no shield, or a self-heal), so any value is a claim.
ACTION_DIE_HELD = claims(has_action_die=ANY)

# -- the definition ---------------------------------------------------------------------------


STEPS = (
    EncounterStep(
        name="charge",
        summary=(
            "A Charge: the two models are engaged in melee; no dice (§2, §11, §12)\n"
            "\n"
            "A Charge is a move: it sets the charger's moved_this_cycle, so a Wizard's Apprentice"
            " that charged cannot cast this Cycle, and one that cast cannot charge. A model "
            "already in melee cannot charge: disengage first (409). A self-healed mage stands "
            "still (409)."
        ),
        params=es.ChargeParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_charge,
        say=t.say_charge,
        when=t.offered(t.takers_charge),
        takers=t.takers_charge,
        apply=apply_charge,
        claims=CHARGE_REACHES,
        acted_on=side_of_param("defender"),
    ),
    EncounterStep(
        name="disengage",
        summary=(
            "A model leaves melee (the client clears it, §11, §12)\n"
            "\n"
            "Leaving melee is not in the sources: the client reports it. Engagements also end "
            "without this step when a model goes out of action (§12). Not while an exchange or a "
            "failed Parry's attack between the two is unresolved (409)."
        ),
        params=es.DisengageParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_disengage,
        say=t.say_disengage,
        when=t.offered(t.takers_disengage),
        takers=t.takers_disengage,
        apply=apply_disengage,
        claims=DISENGAGE_FACTS,
        acted_on=side_of_param("opponent"),
    ),
    EncounterStep(
        name="movement",
        summary="A model moved this Cycle (movement is measured at the table, §11)",
        params=es.MovementParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_movement,
        say=t.say_movement,
        when=t.offered(t.takers_movement),
        takers=t.takers_movement,
        apply=apply_movement,
        # A move report claims nothing another side could object to: it only restricts the
        # mover (an Apprentice that moved cannot cast, §9), and only its own side or the GM
        # sends it. Where and how far it went is the table's (§2 DECISION).
        claims=(),
    ),
    EncounterStep(
        name="action_die",
        summary="Set whether a model holds its Action Die (the client's rules, §3, §11)",
        params=es.ActionDieParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("model"),
        bind=bind_action_die,
        say=t.say_action_die,
        when=t.offered(t.takers_action_die),
        takers=t.takers_action_die,
        apply=apply_action_die,
        claims=ACTION_DIE_HELD,
    ),
    EncounterStep(
        name="new_cycle",
        summary=(
            "A new Cycle: per-Cycle state is reset, the Action Dice are left to the client (§11);"
            " game master only\n"
            "\n"
            "Refused (409) while a hit awaits its damage roll: roll shooting/damage first (§12)."
        ),
        params=es.NewCycleParams,
        outcome=es.EventOutcome,
        actor=Actor.GM,
        bind=bind_new_cycle,
        say=t.say_new_cycle,
        when=t.when_new_cycle,
        apply=apply_new_cycle,
    ),
    EncounterStep(
        name="melee.exchange",
        summary=(
            "Declare one exchange of Fighting: attacker against an engaged defender, perhaps from"
            " behind; the parry's sealed choices follow (§2, §5)"
        ),
        params=es.ExchangeParams,
        outcome=es.EventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_exchange,
        say=t.say_exchange,
        when=t.offered(t.takers_exchange),
        takers=t.takers_exchange,
        apply=apply_exchange,
        claims=claims(attack_from_behind=False),
        acted_on=side_of_param("defender"),
    ),
    EncounterStep.playing(
        stateless.MELEE_SHIELD_BLOCK,
        summary=(
            "The defender's shield block before Parrying (house rule); a block ends the exchange "
            "(§5)"
        ),
        params=es.ShieldBlockEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("defender"),
        bind=bind_shield_block,
        say=t.say_shield_block,
        when=t.offered(t.takers_shield_block),
        takers=t.takers_shield_block,
        apply=apply_shield_block,
        claims=claims(shield_block_target=ANY),
        acted_on=side_of_param("attacker"),
    ),
    EncounterStep.playing(
        stateless.MELEE_PARRY,
        summary=(
            "Parrying with sealed choices: each side sends its location; it resolves when the "
            "last one arrives, and a hit lets the attacker attack (§5, §11, §12)\n"
            "\n"
            "A part stands once given: a second part from the same side for the same exchange is "
            "a 409. The defender's use_shield is checked when its part arrives; if the shield can"
            " no longer be used when the parry resolves (the defender regained its Action Die), "
            "the parry resolves without it. No answer before the parry resolves depends on what a"
            " sealed part holds.\n"
            "\n"
            "A part holds no claim (a proposal would show it): under opponent_confirms or "
            "gm_confirms the defender's part blocks only at the table's shield target "
            "(config.shield_block_target); a target of its own is a 422 and is claimed first with "
            "melee/shield-block (§13)."
        ),
        params=es.ParryPartParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        bind=bind_parry,
        say=t.say_parry,
        when=t.when_parry,
        apply=apply_parry,
        sealed=(
            Sealed(
                parts=lambda state: list((state["exchange"] or {}).get("parts") or []),
                part_of=parry_part,
                check=parry_check,
                public_when_resolved=True,
                under_policy=parry_under_policy,
            )
        ),
    ),
    EncounterStep.playing(
        stateless.MELEE_ATTACK,
        summary=(
            "The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)\n"
            "\n"
            "It completes the exchange its attacker declared, so an attacker that self-healed "
            "since still makes it (§10)."
        ),
        params=es.AttackEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        bind=bind_attack,
        say=t.say_attack,
        when=t.offered(t.takers_attack),
        takers=t.takers_attack,
        apply=apply_attack,
    ),
    EncounterStep.playing(
        stateless.SHOOTING_HIT,
        summary=(
            "Hitting; a hit waits for its damage roll (§7, §11, §12)\n"
            "\n"
            "One hit awaits its damage roll at a time: while one does, every other shooting step "
            "(shooting/hit and shooting, by any model) is refused with a 409 that names the "
            "pending shot, and so is a new Cycle."
        ),
        params=es.HitEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        bind=bind_hit,
        say=t.say_hit,
        when=t.offered(t.takers_new_shot),
        takers=t.takers_new_shot,
        apply=apply_hit,
        claims=claims(distance_cm=ANY, aim_levels=0),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.SHOOTING_DAMAGE,
        summary=(
            "Shooting damage of the pending hit, to the target's wounds (§8, §11, §12)\n"
            "\n"
            "Needs the pending hit of this shooter on this target (409 otherwise); its aim_levels"
            " are the hit's. Rolling it clears the pending hit, so other shooting may follow. It"
            " completes the shot already made, so a shooter that self-healed since still rolls it"
            " (§10)."
        ),
        params=es.DamageEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        bind=bind_damage,
        say=t.say_damage,
        when=t.offered(t.takers_damage),
        takers=t.takers_damage,
        apply=apply_damage,
        claims=claims(**SHOT_FACTS),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.SHOOTING,
        summary=(
            "A whole shot: Hitting, then damage on a hit (§7, §8, §11, §12)\n"
            "\n"
            "Refused (409, naming the pending shot) while a hit of shooting/hit awaits its damage"
            " roll."
        ),
        params=es.ShootingEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("shooter"),
        bind=bind_shooting,
        say=t.say_shooting,
        when=t.offered(t.takers_new_shot),
        takers=t.takers_new_shot,
        apply=apply_shooting,
        claims=claims(distance_cm=ANY, aim_levels=0, **SHOT_FACTS),
        acted_on=side_of_param("target"),
    ),
    EncounterStep.playing(
        stateless.MAGIC_CAST,
        summary="Magic Test: the mage's Vitality pays (§9, §11)",
        params=es.CastEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("mage"),
        bind=bind_cast,
        say=t.say_cast,
        when=t.offered(t.takers_cast),
        takers=t.takers_cast,
        apply=apply_cast,
        claims=claims(spell_difficulty=ANY),
    ),
    EncounterStep.playing(
        stateless.MAGIC_SELF_HEAL,
        summary="Self-healing: the Action Die for 2 Vitality, once a Cycle (§10, §11)",
        params=es.SelfHealEncounterParams,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("mage"),
        bind=bind_self_heal,
        say=t.say_self_heal,
        when=t.offered(t.takers_self_heal),
        takers=t.takers_self_heal,
        apply=apply_self_heal,
    ),
)

DEFINITION = EncounterSystem(
    system=stateless.SYSTEM_ID,
    create_params=es.UmbraTurrisEncounterParams,
    state_schema=es.UmbraTurrisState,
    model_schema=es.RosterModel,
    edit_schema=es.RosterModelEdit,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
    say_changes=t.say_changes,
)
