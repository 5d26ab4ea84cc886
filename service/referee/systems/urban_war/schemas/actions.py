"""Break off and overwatch interrupts (urban-war.md §6.15, §6.16)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema, choice, flag
from referee.systems.urban_war.rules.actions import fallback_index
from referee.systems.urban_war.schemas.common import (
    CommandFields,
    NeededFields,
    WoundsCheck,
    config_field,
    inches,
    model_id,
    modifiers_field,
    profile_stat,
    weapon,
)
from referee.systems.urban_war.schemas.melee import (
    MeleeHitOutcome,
    MeleeOutcome,
    MeleeProfile,
    bare_hands_need_strength,
)
from referee.systems.urban_war.schemas.morale import CommandTestOutcome, RallyOutcome
from referee.systems.urban_war.schemas.shooting import (
    Cover,
    DamageOutcome,
    SavesOutcome,
    ShootingOutcome,
)


class BreakOffModel(MeleeProfile):
    panic_penalty = flag("It had a panic token when its action began: -2 to hit if it must attack.")


class BreakOffOpponent(MeleeProfile):
    """An enemy in base contact (urban-war.md §6.15): {AS, FS, T, W, weapon, panicked,
    shield_applies}. MV is never read; ST and CD only where `BreakOffParams.needed` says."""

    strength = profile_stat("strength")
    command = profile_stat("command")
    movement = profile_stat("movement")
    in_base_contact = flag(
        "In base contact with the model (every listed one must be).", load_default=True
    )
    can_strike_back = flag("May strike back if the model fails and attacks it.", load_default=True)
    shield_applies = flag("The breaking model's Battleshield covers it against this opponent.")
    shield_against_model = flag(
        "This opponent's own Battleshield covers it against the breaking model."
    )


class BreakOffParams(NeededFields):
    model = fields.Nested(BreakOffModel, required=True)
    opponents = fields.List(
        fields.Nested(BreakOffOpponent),
        required=True,
        validate=validate.Length(1, 20, error="give 1 to 20 opponents in base contact"),
        metadata={"description": "The enemies in base contact, in the order they strike."},
    )
    fallback_target = fields.String(
        metadata={
            "description": "Id of the opponent the model must attack if the test fails "
            "(default: the first)."
        },
    )
    config = config_field()

    def needed(self, data):
        """urban-war.md §6.15: a bare-handed opponent's ST is read by its free strike (when
        free strikes are on) or, for the fallback target, by the melee a failed test forces
        (§6.14); the fallback target's CD by its panic test if it loses that melee (§6.13)."""
        opponents = data["opponents"]
        fallback = fallback_index(opponents, data.get("fallback_target"))
        free_strikes = (data.get("config") or {}).get("break_off_free_strike", True)
        for i, opponent in enumerate(opponents):
            if opponent.get("weapon") is None:
                if free_strikes:
                    yield (
                        f"opponents.{i}.strength",
                        "for a bare-handed opponent: its free strike's damage is rolled at its ST",
                    )
                elif i == fallback:
                    yield (
                        f"opponents.{i}.strength",
                        "for the bare-handed fallback target: its damage in the melee of a "
                        "failed break off is rolled at its ST",
                    )
        if fallback is not None:
            yield (
                f"opponents.{fallback}.command",
                "for the fallback target: a failed break-off test forces a melee with it, "
                "and if it loses that melee it takes a panic test",
            )


class FreeStrike(BaseSchema):
    opponent = fields.String(required=True)
    weapon = fields.String(required=True)
    hit = fields.Nested(MeleeHitOutcome, required=True)
    damage = fields.Nested(DamageOutcome, required=True)
    saves = fields.Nested(SavesOutcome, required=True)


class BreakOffOutcome(BaseSchema):
    test = fields.Nested(CommandTestOutcome, required=True)
    free_strikes = fields.List(fields.Nested(FreeStrike), required=True)
    melee = fields.Nested(MeleeOutcome, required=True, allow_none=True)
    broke_off = fields.Boolean(required=True)
    wounds_after = fields.Integer(required=True)
    out_of_action = fields.Boolean(required=True)
    break_off_distance_in = fields.Integer(
        required=True, metadata={"description": "How far a survivor may move: MV + CAL in."}
    )


class Interrupter(CommandFields):
    id = model_id()
    order = choice(["none", "snap_fire", "overwatch"], "Its order token.", required=True)
    activated = flag("Already activated this round.")
    panicked = flag("Holds a panic token: it rallies first.")
    high_morale = flag("High Morale.")
    in_base_contact = flag("In base contact with an enemy.")
    movement = profile_stat("movement")
    shooting_skill = profile_stat("shooting_skill")
    weapon = weapon("Its weapon (required for a shot).", allow_none=True)
    assault_skill = profile_stat("assault_skill")
    strength = profile_stat("strength")
    toughness = profile_stat("toughness")
    wounds = profile_stat("wounds")
    first_strike = profile_stat("first_strike")
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    shield_applies = flag("Its Battleshield covers it against the target: +1 T.")


class InterruptTarget(WoundsCheck):
    id = model_id()
    toughness = profile_stat("toughness", required=True)
    wounds = profile_stat("wounds", required=True)
    wounds_max = profile_stat("wounds_max")
    size = profile_stat("size")
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    battleshield = flag("Carries a Battleshield: +1 T against shooting.")
    in_base_contact = flag("In base contact with an enemy (no below-half panic test).")
    assault_skill = profile_stat("assault_skill")
    strength = profile_stat("strength")
    first_strike = profile_stat("first_strike")
    movement = profile_stat("movement")
    command = profile_stat("command")
    calibre = profile_stat("calibre", load_default=0)
    commander_in_range = flag("A friendly Commander is within 9 in (its panic test).")
    is_commander = flag("It is the Commander.")
    modifiers = modifiers_field("Further modifiers to its panic test if it loses the melee.")
    weapon = weapon("Its melee weapon; omit to fight bare-handed.", allow_none=True)
    panicked = flag("Holds a panic token.")
    panic_penalty = flag(
        "It has the panic penalty in the action being interrupted (it rallied at its start "
        "without High Morale, or holds a token): -2 to hit when it strikes back at a charge. "
        "Default: whether it is panicked.",
        load_default=ma.missing,
    )
    can_strike_back = flag("May strike back at the charger.", load_default=True)
    shield_applies = flag("Its Battleshield covers it against the interrupter: +1 T.")
    on_solid_ground = flag(
        "Stands on solid ground (a charge cannot reach it otherwise).", load_default=True
    )
    in_base_contact_with_enemy = flag("Already in base contact with an enemy model.")
    touching_interrupter = flag("Its base touches the interrupter's.")


class TargetAction(BaseSchema):
    is_interrupt = flag("The action to interrupt is itself an interrupt.")
    already_interrupted = flag("It has already been interrupted once.")


# urban-war.md §6.16 with §6.9 (shot) and §6.14 (charge): what each kind of interrupt reads.
SHOT_NEEDS = (
    ("interrupter.shooting_skill", "for an interrupt shot: its hit rolls add SH"),
    ("interrupter.weapon", "for an interrupt shot: the weapon it shoots"),
    ("target.size", "for an interrupt shot: SZ 4 or more is easier to hit"),
)
CHARGE_NEEDS = (
    ("interrupter.movement", "for an interrupt charge: its reach is 2 x MV + CAL"),
    ("interrupter.assault_skill", "for an interrupt charge: melee hit rolls compare AS"),
    ("interrupter.toughness", "for an interrupt charge: the target strikes back at it"),
    ("interrupter.wounds", "for an interrupt charge: its W when the target strikes back"),
    ("interrupter.first_strike", "for an interrupt charge: who strikes first"),
    ("target.assault_skill", "for an interrupt charge: melee hit rolls compare AS"),
    ("target.first_strike", "for an interrupt charge: who strikes first"),
    (
        "target.command",
        "for an interrupt charge: the target may lose the melee and take a panic test",
    ),
)
BARE_HANDED_NEEDS = "for an interrupt charge: it fights bare-handed, its damage at its ST"


class OverwatchInterruptParams(NeededFields):
    interrupter = fields.Nested(Interrupter, required=True)
    target = fields.Nested(InterruptTarget, required=True)
    kind = choice(["shot", "charge"], "Interrupt with a shot or a charge.", required=True)
    distance_in = inches("distance_in", 1000, "Distance to the target in inches.", required=True)
    has_los = flag("The interrupter sees the target.", load_default=True)
    cover = fields.Nested(Cover, load_default=dict)
    moment = choice(
        ["before_move", "during_move", "after_move", "before_shot", "after_shot"],
        "When in the target's action the interrupt comes.",
        load_default="before_move",
    )
    target_action = fields.Nested(TargetAction, load_default=dict)
    config = config_field()

    def needed(self, data):
        """urban-war.md §6.16: a shot reads the §6.9 fields, a charge the §6.14 ones (a
        model's ST only when it fights bare-handed)."""
        if data.get("kind") == "shot":
            yield from SHOT_NEEDS
        elif data.get("kind") == "charge":
            yield from CHARGE_NEEDS
            yield from bare_hands_need_strength(data, ("interrupter", "target"), BARE_HANDED_NEEDS)


class OverwatchInterruptOutcome(BaseSchema):
    rally = fields.Nested(RallyOutcome, required=True, allow_none=True)
    test = fields.Nested(CommandTestOutcome, required=True, allow_none=True)
    passed = fields.Boolean(required=True)
    shooting = fields.Nested(ShootingOutcome, required=True, allow_none=True)
    melee = fields.Nested(MeleeOutcome, required=True, allow_none=True)
    target_action_continues = fields.Boolean(required=True)
    interrupter_activated = fields.Boolean(required=True)
    interrupter_order = fields.String(
        required=True, allow_none=True, metadata={"description": "Always null: the order is spent."}
    )
