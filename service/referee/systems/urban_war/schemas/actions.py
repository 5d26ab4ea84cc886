"""Break off and overwatch interrupts (urban-war.md §6.15, §6.16)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag
from referee.systems.urban_war.rules import actions
from referee.systems.urban_war.rules.actions import command_fields, fallback_index
from referee.systems.urban_war.rules.common import BAND_LIMITS_IN, ORDERS
from referee.systems.urban_war.rules.morale import command_test, rally
from referee.systems.urban_war.schemas.common import (
    DEFAULT_SIZE,
    LOSER_COMMAND,
    SIZE_DEFAULT,
    WOUNDS_MAX_IN_SAVES,
    CommandFields,
    NeededFields,
    WoundsCheck,
    config_field,
    foreseen,
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
    CoverField,
    CoverInShot,
    DamageOutcome,
    SavesOutcome,
    ShootingOutcome,
)

# urban-war.md §6.15: what only the melee a failed break-off test forces reads.
FORCED_MELEE = (
    "Read only by the melee a failed break-off test forces: required unless the request's "
    "dice (manual, or a seed's) pass the test."
)


class BreakOffModel(MeleeProfile):
    """The breaking model (urban-war.md §6.15). Its FS, and its ST when bare-handed, are
    read only by the melee a failed test forces: `BreakOffParams.needed` says when."""

    strength = profile_stat("strength", f"Bare-handed only. {FORCED_MELEE}")
    first_strike = profile_stat("first_strike", FORCED_MELEE)
    panic_penalty = flag("It had a panic token when its action began: -2 to hit if it must attack.")


class BreakOffOpponent(MeleeProfile):
    """An enemy in base contact (urban-war.md §6.15): {AS, FS, T, W, weapon, panicked,
    shield_applies}. Its free strike reads AS, weapon (or ST bare-handed) and panicked; FS,
    T and W only the melee a failed test forces on the fallback target, and its CD only if
    it loses that melee (left out: the panic test is reported due, not rolled). MV is never
    read. `BreakOffParams.needed` says when."""

    strength = profile_stat(
        "strength",
        "Bare-handed only: read by its free strike and, for the fallback target, by the melee "
        "of a failed test.",
    )
    toughness = profile_stat("toughness", f"Fallback target only. {FORCED_MELEE}")
    wounds = profile_stat("wounds", f"Fallback target only. {FORCED_MELEE}")
    first_strike = profile_stat("first_strike", f"Fallback target only. {FORCED_MELEE}")
    command = profile_stat("command", LOSER_COMMAND)
    movement = profile_stat("movement")
    in_base_contact = flag(
        "In base contact with the model (every listed one must be).", load_default=True
    )
    can_strike_back = flag("May strike back if the model fails and attacks it.", load_default=True)
    shield_applies = flag("The breaking model's Battleshield covers it against this opponent.")
    shield_against_model = flag(
        "This opponent's own Battleshield covers it against the breaking model."
    )


def break_off_test_passes(data) -> bool | None:
    """Whether the break-off test passes, known before any die (urban-war.md §6.15 step 2:
    its two dice are the step's first); None when the dice are not known (`foreseen`)."""
    test = {**command_fields(data["model"]), "kind": "break_off"}
    return foreseen(data, lambda dice: command_test(test, dice)["passed"])


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
        """urban-war.md §6.15: a passed test brings the opponents' free strikes (a
        bare-handed one strikes at its ST); a failed one forces a melee (§6.14) with the
        fallback target, which reads the model's FS (and ST bare-handed) and the target's
        FS, T and W (and ST bare-handed). What only a failed test reads is needed only when
        the test can fail: B1 and B2 (passed with their dice) give none of it. The fallback
        target's CD is never needed: if it loses, its panic test is reported due."""
        opponents = data["opponents"]
        fallback = fallback_index(opponents, data.get("fallback_target"))
        free_strikes = (data.get("config") or {}).get("break_off_free_strike", True)
        passes = break_off_test_passes(data)
        seen = set()
        if passes is not False and free_strikes:
            for i, opponent in enumerate(opponents):
                if opponent.get("weapon") is None:
                    seen.add(i)
                    yield (
                        f"opponents.{i}.strength",
                        "for a bare-handed opponent: its free strike's damage is rolled at its ST",
                    )
        if passes is True:
            return
        attack = "the model must attack" + (
            f" opponent {opponents[fallback].get('id') or fallback + 1}"
            if fallback is not None
            else ""
        )
        when = (
            f"because the break-off test fails with these dice and {attack}"
            if passes is False
            else f"in case the break-off test fails and {attack} (without manual dice or a "
            "seed with which it passes, it may fail)"
        )
        yield "model.first_strike", f"{when}: who strikes first compares FS"
        if data["model"].get("weapon") is None:
            yield "model.strength", f"{when} bare-handed: its damage is rolled at its ST"
        if fallback is None:
            return
        target = f"opponents.{fallback}"
        yield f"{target}.first_strike", f"{when}: who strikes first compares FS"
        yield f"{target}.toughness", f"{when}: its T is in the model's damage roll"
        yield f"{target}.wounds", f"{when}: its W takes the model's wounds"
        if opponents[fallback].get("weapon") is None and fallback not in seen:
            yield f"{target}.strength", f"{when}: bare-handed, it strikes back at its ST"


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


# urban-war.md §6.16 (R37): when in the target's action an overwatch interrupt comes.
INTERRUPT_MOMENTS = ["before_move", "during_move", "after_move", "before_shot", "after_shot"]


def interrupt_kind() -> fields.String:
    return closed(
        "UrbanWarInterruptKind",
        ["shot", "charge"],
        "Interrupt with a shot or a charge.",
        required=True,
    )


class Interrupter(CommandFields, WoundsCheck):
    id = model_id()
    order = closed(
        "UrbanWarInterrupterOrder",
        ["none", *ORDERS],
        "Its order token. Only an overwatch model may interrupt, so the default is `overwatch`; "
        "any other order is refused (R37).",
        load_default="overwatch",
    )
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
    wounds_max = profile_stat("wounds_max", WOUNDS_MAX_IN_SAVES)
    first_strike = profile_stat("first_strike")
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    shield_applies = flag("Its Battleshield covers it against the target: +1 T.")


class InterruptTarget(WoundsCheck):
    """The interrupted model (urban-war.md §6.16): T and W are read only by the shot or
    melee of a passed interrupt test, `OverwatchInterruptParams.needed` says when."""

    id = model_id()
    toughness = profile_stat("toughness")
    wounds = profile_stat("wounds")
    wounds_max = profile_stat("wounds_max", WOUNDS_MAX_IN_SAVES)
    size = profile_stat("size", SIZE_DEFAULT, load_default=DEFAULT_SIZE)
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    battleshield = flag("Carries a Battleshield: +1 T against shooting.")
    in_base_contact = flag("In base contact with an enemy (no below-half panic test).")
    assault_skill = profile_stat("assault_skill")
    strength = profile_stat("strength")
    first_strike = profile_stat("first_strike")
    movement = profile_stat("movement")
    command = profile_stat("command", LOSER_COMMAND)
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


# urban-war.md §6.16 with §6.9 (shot) and §6.14 (charge): what each kind of interrupt reads
# once its test is passed (and, for a charge, its reach, checked before any die).
SHOT_NEEDS = (
    ("interrupter.shooting_skill", "for an interrupt shot: its hit rolls add SH"),
    ("interrupter.weapon", "for an interrupt shot: the weapon it shoots"),
    ("target.toughness", "for an interrupt shot: its T is in the damage roll"),
    ("target.wounds", "for an interrupt shot: its W takes the wounds"),
)
CHARGE_REACH = ("interrupter.movement", "for an interrupt charge: its reach is 2 x MV + CAL")
CHARGE_NEEDS = (
    ("interrupter.assault_skill", "for an interrupt charge: melee hit rolls compare AS"),
    ("interrupter.toughness", "for an interrupt charge: the target strikes back at it"),
    ("interrupter.wounds", "for an interrupt charge: its W when the target strikes back"),
    ("interrupter.first_strike", "for an interrupt charge: who strikes first"),
    ("target.assault_skill", "for an interrupt charge: melee hit rolls compare AS"),
    ("target.toughness", "for an interrupt charge: its T is in the damage roll"),
    ("target.wounds", "for an interrupt charge: its W takes the wounds"),
    ("target.first_strike", "for an interrupt charge: who strikes first"),
)
BARE_HANDED_NEEDS = "for an interrupt charge: it fights bare-handed, its damage at its ST"


def interrupt_test_passes(data) -> bool | None:
    """Whether the interrupt happens, known before any die (urban-war.md §6.16 steps 2-3: a
    panicked interrupter's rally, then the interrupt test, are the step's first dice; a High
    Morale charger that keeps the penalty loses the interrupt); None when the dice are not
    known (`foreseen`) or the distance has no band to shoot at (the step refuses it)."""
    interrupter, kind = data["interrupter"], data["kind"]
    band = None
    if kind == "shot":
        band = next((b for b, limit in BAND_LIMITS_IN if data["distance_in"] <= limit), None)
        if band is None or data["distance_in"] == 0:
            return None

    def happens(dice) -> bool:
        if interrupter.get("panicked"):
            rallied = rally(actions.interrupt_rally_params(interrupter), dice)
            if kind == "charge" and rallied["panic_penalty"]:
                return False
        test = actions.interrupt_test_params(interrupter, kind, band)
        return command_test(test, dice)["passed"]

    return foreseen(data, happens)


class OverwatchInterruptParams(NeededFields, CoverInShot):
    interrupter = fields.Nested(Interrupter, required=True)
    target = fields.Nested(InterruptTarget, required=True)
    kind = interrupt_kind()
    distance_in = inches("distance_in", 1000, "Distance to the target in inches.", required=True)
    has_los = flag("The interrupter sees the target.", load_default=True)
    cover = CoverField()
    moment = closed(
        "UrbanWarInterruptMoment",
        INTERRUPT_MOMENTS,
        "When in the target's action the interrupt comes.",
        load_default="before_move",
    )
    target_action = fields.Nested(TargetAction, load_default=dict)
    config = config_field()

    def cover_against_a_shot(self, data) -> bool:
        return data.get("kind") == "shot"

    def needed(self, data):
        """urban-war.md §6.16: a charge's reach (MV) is checked before any die; what the
        shot (§6.9) or the melee (§6.14, a model's ST only bare-handed) reads is needed only
        when the interrupt test can pass: O3 (failed with its dice) gives none of it. The
        target's CD is never needed: if it loses the melee, its panic test is reported due."""
        kind = data["kind"]
        if kind == "charge":
            yield CHARGE_REACH
        if interrupt_test_passes(data) is False:
            return
        if kind == "shot":
            yield from SHOT_NEEDS
        else:
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
    interrupter_order = closed(
        "UrbanWarOrder",
        ORDERS,
        "Always null: the order is spent.",
        required=True,
        allow_none=True,
    )
