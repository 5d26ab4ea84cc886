"""Urban War encounter shapes: the roster, the state, and each step's request (urban-war.md §7).

Encounter requests name models by id; profiles, weapons and state come from the
encounter. Distances, line of sight, cover and Commander proximity stay facts of
each request (§7 DECISION).
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.encounters.fields import checked_roster_sides, model_ref, roster_name, roster_side
from referee.encounters.ids import model_id
from referee.schemas import BaseSchema, RollSchema, closed, flag, stat
from referee.systems.urban_war import further_modifiers
from referee.systems.urban_war.rules.common import DEFAULT_CONFIG, ORDERS
from referee.systems.urban_war.rules.morale import PANIC_TRIGGERS, TEST_NAMES
from referee.systems.urban_war.schemas.actions import INTERRUPT_MOMENTS, interrupt_kind
from referee.systems.urban_war.schemas.common import (
    Config,
    Weapon,
    WoundsCheck,
    inches,
    modifiers_field,
    profile_stat,
)
from referee.systems.urban_war.schemas.morale import BANDS_AT_RANGE
from referee.systems.urban_war.schemas.shooting import CoverField, CoverInShot
from referee.systems.urban_war.schemas.turn import WHO_ACTS_FIRST

# urban-war.md §7: the phases of a round, then the end of the encounter.
PHASES = ["command", "activation", "ended"]
# What a face-down order reads in the state until it is turned face up (encounter.common's
# SEALED, which the encounter layer above this module defines).
ORDER_TOKENS = [*ORDERS, "sealed"]
# The action the active model is taking (urban-war.md §6.17; a break-off, §6.15): the state's
# `current_action.kind`, None until the model moves.
ACTION_KINDS = ["run", "move_and_shoot", "charge", "break_off"]
# The tests the command-test step takes; panic and rally tests are steps of their own.
COMMAND_TEST_KINDS = [kind for kind in TEST_NAMES if kind not in ("panic", "rally")]


class EncounterConfig(Config):
    default_order = closed(
        "UrbanWarOrder",
        list(ORDERS),
        "The order a model gets when its player gives none (§7).",
        load_default=DEFAULT_CONFIG.get("default_order", "snap_fire"),
    )


class RosterModel(WoundsCheck):
    """A model as the roster gives it (urban-war.md §3, §4, §5)."""

    id = model_id("Unique id of the model in this encounter.")
    side = roster_side("The player (strike team) it belongs to.")
    name = roster_name()
    assault_skill = profile_stat("assault_skill", required=True)
    shooting_skill = profile_stat("shooting_skill", required=True)
    strength = profile_stat("strength", required=True)
    toughness = profile_stat("toughness", required=True)
    wounds_max = profile_stat("wounds_max", required=True)
    wounds = stat("wounds (W)", 1, 20, "Wounds left, 1-20 (default: wounds_max).", alias="W")
    command = profile_stat("command", required=True)
    size = profile_stat("size", required=True)
    movement = profile_stat("movement", required=True)
    calibre = profile_stat("calibre", load_default=0)
    first_strike = profile_stat("first_strike", required=True)
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    high_morale = flag("High Morale (R6).")
    battleshield = flag("Battleshield (R7).")
    is_commander = flag("The strike team's Commander (R8).")
    panicked = flag("Starts with a panic token.")
    weapons = fields.List(
        fields.Nested(Weapon),
        load_default=list,
        validate=validate.Length(max=10, error="at most 10 weapons per model"),
        metadata={
            "description": "Its weapons; a step names the one used (default: the first "
            "usable). Without a melee weapon it fights bare-handed."
        },
    )


class UrbanWarEncounterParams(BaseSchema):
    models = fields.List(
        fields.Nested(RosterModel),
        required=True,
        validate=validate.Length(2, error="an encounter needs models of both sides"),
        metadata={"description": "Both strike teams; exactly two sides (players)."},
    )
    config = fields.Nested(EncounterConfig, load_default=dict)

    @ma.validates_schema
    def _two_sides_unique_ids(self, data, **kwargs):
        models = data.get("models") or []
        sides = checked_roster_sides(models)
        if len(sides) != 2:
            raise ma.ValidationError(
                f"Urban War is fought by exactly two players; the models name {len(sides)} "
                f"side(s): {', '.join(sides)}",
                "models",
            )
        for side in sides:
            if sum(1 for m in models if m["side"] == side and m.get("is_commander")) > 1:
                raise ma.ValidationError(f"side {side} has more than one Commander", "models")


# -- state, as GET /v1/encounters/{id} shows it


class ModelState(RosterModel):
    wounds = stat("wounds (W)", 0, 20, "Wounds left: 0 once out of play.", required=True)
    in_play = fields.Boolean(required=True)
    panic_penalty = fields.Boolean(required=True)
    order = closed(
        "UrbanWarOrderToken",
        ORDER_TOKENS,
        "The order token: `snap_fire` or `overwatch` once face up, "
        "`sealed` while face down (its value is in `hidden.orders`, sealed until the "
        "encounter is revealed; after the reveal it reads its value, `order_revealed` still "
        "false), null with no token. A step that reveals an order and "
        "removes it at once (an interrupt, a strike back on overwatch) shows the value "
        "in its `changes`: sealed → overwatch → null.",
        required=True,
        allow_none=True,
    )
    order_revealed = fields.Boolean(required=True)
    has_order = fields.Boolean(
        required=True,
        metadata={"description": "An order token lies next to it, face up or face down."},
    )
    activated = fields.Boolean(required=True)
    reactions_used = fields.Integer(required=True)
    charged_this_phase = fields.Boolean(required=True)
    charged_this_action = fields.Boolean(required=True)
    engaged_with = fields.List(fields.String(), required=True)
    first_attacker = fields.String(required=True, allow_none=True)
    shield_opponent = fields.String(required=True, allow_none=True)


class CurrentAction(BaseSchema):
    model = fields.String(required=True)
    kind = closed("UrbanWarActionKind", ACTION_KINDS, required=True, allow_none=True)
    is_reaction = fields.Boolean(required=True)
    moved_distance_in = fields.Float(required=True)
    interrupted = fields.Boolean(required=True)


class LastAction(CurrentAction):
    """The action that has just ended with its shot or its run's move (urban-war.md §6.16
    R37, §7): an overwatch model may still interrupt it, right after that step."""

    ended_by = closed(
        "UrbanWarActionEnd",
        ["shot", "run"],
        "What ended it: its shot (interrupt at moment after_shot) or its run's move (after_move).",
        required=True,
    )
    panic_penalty = fields.Boolean(
        required=True,
        metadata={
            "description": "The panic penalty its rally left for that action (§6.2), which "
            "an interrupt charge's strike back still carries."
        },
    )


class Activation(BaseSchema):
    model = fields.String(required=True)
    actions = fields.Integer(required=True)


class PendingPanic(BaseSchema):
    model = fields.String(required=True)
    trigger = closed("UrbanWarPanicTrigger", PANIC_TRIGGERS, required=True)


class SetupRoll(BaseSchema):
    winner = fields.String(required=True, metadata={"description": "Chooses the sides."})
    deploys_first = fields.String(required=True)


class InitiativeState(BaseSchema):
    """This activation phase's initiative (urban-war.md §6.3, §7)."""

    rolls = fields.List(
        fields.Nested(RollSchema),
        required=True,
        metadata={"description": "Its dice in the order drawn, as the initiative step's rolls."},
    )
    winner = fields.String(required=True)
    first_player = fields.String(required=True)


class UrbanWarState(BaseSchema):
    round = fields.Integer(required=True)
    phase = closed("UrbanWarPhase", PHASES, "command, activation or ended.", required=True)
    players = fields.List(fields.String(), required=True)
    orders_submitted = fields.Dict(
        keys=fields.String(),
        values=fields.Boolean(),
        required=True,
        metadata={
            "description": "Each player: true once every player's orders are in and the "
            "orders step has resolved (false again at the next round's command phase)."
        },
    )
    orders_submitted_by = fields.List(
        fields.String(),
        metadata={
            "description": "The players whose orders are in this round, as soon as each "
            "arrives (sealed: who gave orders, never which); every player once resolved. "
            "Absent from encounters created before it was added."
        },
    )
    initiative = fields.Nested(
        InitiativeState,
        required=True,
        allow_none=True,
        metadata={"description": "Null until rolled in this activation phase."},
    )
    active_player = fields.String(required=True, allow_none=True)
    activation = fields.Nested(Activation, required=True, allow_none=True)
    current_action = fields.Nested(CurrentAction, required=True, allow_none=True)
    last_action = fields.Nested(
        LastAction,
        allow_none=True,
        metadata={
            "description": "The action that the step just taken ended with its shot or its "
            "run (current_action is null by then): an overwatch-interrupt at moment "
            "after_shot or after_move may still target its model. Null again after the "
            "next step, whatever it is."
        },
    )
    pending_panic = fields.List(
        fields.Nested(PendingPanic),
        required=True,
        metadata={"description": "Panic tests due: every other step is a 409 until rolled."},
    )
    setup = fields.Nested(
        SetupRoll,
        allow_none=True,
        metadata={"description": "The set-up roll for sides, once made (null before)."},
    )
    winner = fields.String(
        required=True, allow_none=True, metadata={"description": "A player, `draw`, or null."}
    )
    config = fields.Nested(EncounterConfig, required=True)
    models = fields.Dict(keys=fields.String(), values=fields.Nested(ModelState), required=True)
    hidden = fields.Dict(
        required=True,
        metadata={"description": "Face-down orders: `sealed` until the encounter is revealed."},
    )


# -- step requests


def _only_further(commander: str):
    """A further modifier is for what the rules leave open, and their sum is bounded
    (referee.systems.urban_war.further_modifiers)."""

    def check(modifiers) -> None:
        found = further_modifiers.problems(modifiers, commander)
        if found:
            raise ma.ValidationError(found)

    return check


def further_modifiers_field(description: str, commander: str) -> fields.List:
    """The request's further modifiers (urban-war.md §6.1 "any further modifier"): each
    −10..+10, at most 10, adding up to ±10, none naming a modifier the rules give."""
    field = modifiers_field(
        f"{description} Only what the rules do not name: the Commander, calibre, a primary "
        "target in cover and an interrupt shot's band come from the model and the request's "
        f"facts, and a modifier naming them is refused. Together at most "
        f"±{further_modifiers.TOTAL}."
    )
    field.validators.append(_only_further(commander))
    return field


class FactsMixin(BaseSchema):
    """Facts of the request the state cannot supply (urban-war.md §7 DECISION, §8)."""

    commander_in_range = flag(
        "A friendly Commander without a panic token is within 9 in of the acting model."
    )
    modifiers = further_modifiers_field(
        "Further modifiers to this model's command tests in this step (rally, target "
        "selection, break off, interrupt, a lost melee's panic test), at most 10.",
        "commander_in_range",
    )


# Who gives the other model's facts (docs/rules/urban-war.md, "Claims on an encounter").
OTHER_SIDES = (
    "That model's side's claim: the acting side may not send it (403 not_your_claim); the "
    "other side adds it when it accepts a proposal, or the game master gives it."
)


class TargetFactsMixin(FactsMixin):
    """The same facts for the other model of a melee (its lost-melee panic test)."""

    target_commander_in_range = flag(
        "A friendly Commander without a panic token is within 9 in of the other model "
        "(the defender, the interrupted model, the opponent attacked on a failed break-off). "
        f"{OTHER_SIDES}"
    )
    target_modifiers = further_modifiers_field(
        "Further modifiers to the other model's panic test if it loses the melee, at most 10. "
        f"{OTHER_SIDES}",
        "target_commander_in_range",
    )


def shield_target_field() -> fields.String:
    return fields.String(
        validate=validate.Length(1, 64),
        metadata={
            "description": "Battleshield bearers whose shield opponent is gone: the enemy "
            "it fights that the shield now covers against (§5). Default: the next enemy "
            "that fights it."
        },
    )


class OrdersParams(BaseSchema):
    side = fields.String(
        metadata={
            "description": "The player the orders are for; required "
            "with the GM token, implied by a side token."
        }
    )
    orders = fields.Dict(
        keys=fields.String(),
        values=closed("UrbanWarOrder", list(ORDERS), error=None),
        load_default=dict,
        metadata={
            "description": "model id -> snap_fire or overwatch. Models left out get "
            "config.default_order; engaged models always get snap_fire."
        },
    )


class InitiativeEncounterParams(BaseSchema):
    winner_sends_first = closed(
        "UrbanWarFirstToAct", WHO_ACTS_FIRST, "The winner's choice.", load_default="self"
    )


class ActivateParams(FactsMixin):
    model = model_ref("The model to activate (or that takes a reaction).")
    reaction = flag("A reaction action right after its own action (CAL per game).")
    rally_attempt = flag(
        "reaction only: false to keep a panic token without testing.", load_default=True
    )


class MovementEncounterParams(BaseSchema):
    action = closed(
        "UrbanWarActivationMove",
        ["normal", "run", "charge", "break_off"],
        "normal: the move of a move + shoot; run: the whole action; charge: the charge move "
        "(up to 2 x MV + CAL), then the melee step charges; break_off: after a passed "
        "break-off, the move away (up to MV + CAL), which ends the action.",
        required=True,
    )
    distance_in = inches("distance_in", 1000, "The move's length in inches.", required=True)


class ShootingEncounterParams(FactsMixin, CoverInShot):
    target = model_ref("The model shot at.")
    weapon = fields.String(
        metadata={"description": "Name of the weapon (default: the first usable at the distance)."}
    )
    distance_in = inches("distance_in", 1000, "Distance to the target in inches.", required=True)
    has_los = flag("The shooter sees the target.", load_default=True)
    is_primary = flag("The target is the primary target.", load_default=True)
    primary_in_cover = flag("Not primary: the primary target is in cover.")
    cover = CoverField()


class MeleeEncounterParams(TargetFactsMixin):
    target = model_ref("The model attacked.")
    charge = flag("The attacker charges into contact now.")
    charge_distance_in = inches("charge_distance_in", 1000, "The charge's length in inches.")
    weapon = fields.String(
        metadata={
            "description": "Attacker's weapon name (default: the "
            "first with a melee band; none: bare hands)."
        }
    )
    target_weapon = fields.String(
        metadata={
            "description": "Defender's weapon name (default as for the attacker). The "
            f"defending side's choice (R3). {OTHER_SIDES}"
        }
    )
    shield_target = shield_target_field()


class BreakOffEncounterParams(TargetFactsMixin):
    fallback_target = fields.String(
        metadata={
            "description": "The opponent it must attack on "
            "a failed test (default: the first engaged)."
        }
    )
    shield_target = shield_target_field()


class InterruptEncounterParams(TargetFactsMixin, CoverInShot):
    interrupter = model_ref("The overwatch model that interrupts the acting enemy.")
    kind = interrupt_kind()
    distance_in = inches("distance_in", 1000, "Distance to the acting model.", required=True)
    has_los = flag("The interrupter sees it.", load_default=True)
    cover = CoverField()
    moment = closed(
        "UrbanWarInterruptMoment",
        INTERRUPT_MOMENTS,
        "When in the acting model's action. after_shot, and after_move after a run, come "
        "right after the step that ended that action, before any other (the state's "
        "last_action); every other moment interrupts the open action.",
        load_default="before_move",
    )
    weapon = fields.String(metadata={"description": "Interrupter's weapon name."})
    on_solid_ground = flag("The acting model stands on solid ground.", load_default=True)
    touching_interrupter = flag("The acting model's base touches the interrupter's.")

    def cover_against_a_shot(self, data) -> bool:
        return data.get("kind") == "shot"


class PanicTestEncounterParams(FactsMixin):
    model = model_ref("The model that tests.")
    trigger = closed(
        "UrbanWarPanicTrigger",
        PANIC_TRIGGERS,
        "What caused the test.",
        required=True,
    )


class CommandTestEncounterParams(FactsMixin):
    model = model_ref("The model that tests.")
    kind = closed(
        "UrbanWarCommandTestKind",
        COMMAND_TEST_KINDS,
        "What the test is for.",
        load_default="generic",
    )
    band = closed("UrbanWarBandAtRange", BANDS_AT_RANGE, "interrupt_shot only.")
    primary_in_cover = flag("target_selection only.")


class EndActivationParams(BaseSchema):
    model = model_ref("The model whose activation ends (no further reactions).")


class TurnOutcome(BaseSchema):
    """A turn event rolls nothing and has no outcome of its own: see the step's `changes`."""
