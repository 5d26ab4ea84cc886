"""Initiative and movement (urban-war.md §6.3, §6.17)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag
from referee.systems.urban_war.rules.ranges import MOVE_ACTIONS
from referee.systems.urban_war.schemas.common import inches, profile_stat

# urban-war.md §6.3: the initiative winner acts first (self) or sends the other player first.
WHO_ACTS_FIRST = ["self", "opponent"]


class Player(BaseSchema):
    player_id = fields.String(
        required=True,
        validate=validate.Length(1, 64, error="a player_id is 1 to 64 characters"),
    )
    commander_state = closed(
        "UrbanWarCommanderState",
        ["ok", "panicked", "dead"],
        "Its Commander: panicked or dead gives -1 (R8).",
        load_default="ok",
    )


class InitiativeParams(BaseSchema):
    players = fields.List(
        fields.Nested(Player),
        required=True,
        validate=validate.Length(2, 2, error="initiative is rolled by exactly 2 players"),
        metadata={"description": "Both players, in the encounter's player order."},
    )
    winner_sends_first = closed(
        "UrbanWarFirstToAct",
        WHO_ACTS_FIRST,
        "The winner acts first (self) or sends the other player first.",
        load_default="self",
    )

    @ma.validates_schema
    def _distinct(self, data, **kwargs):
        players = data.get("players") or []
        if len(players) == 2 and players[0]["player_id"] == players[1]["player_id"]:
            raise ma.ValidationError("the two players need different player_ids", "players")


class InitiativeRoll(BaseSchema):
    player_id = fields.String(required=True)
    die = fields.Integer(required=True)
    score = fields.Integer(required=True)


class InitiativeOutcome(BaseSchema):
    roll_rounds = fields.List(
        fields.List(fields.Nested(InitiativeRoll)),
        required=True,
        metadata={"description": "One entry per roll-off; ties roll again."},
    )
    winner = fields.String(required=True)
    first_player = fields.String(required=True)


class MovementParams(BaseSchema):
    movement = profile_stat("movement", required=True)
    calibre = profile_stat("calibre", load_default=0)
    panic_penalty = flag("It has the panic penalty this action: no charge.")
    in_base_contact = flag("In base contact with an enemy.")
    action = closed(
        "UrbanWarMoveAction", list(MOVE_ACTIONS), "Optional: a move to check, with distance_in."
    )
    distance_in = inches("distance_in", 1000, "The proposed move's length in inches.")

    @ma.validates_schema
    def _action_and_distance(self, data, **kwargs):
        if ("action" in data) != ("distance_in" in data):
            raise ma.ValidationError(
                "give action and distance_in together to check a move", "distance_in"
            )


class MoveAllowed(BaseSchema):
    move_and_shoot = fields.Boolean(required=True)
    run = fields.Boolean(required=True)
    charge = fields.Boolean(required=True)
    melee_attack = fields.Boolean(required=True)
    break_off = fields.Boolean(required=True)


class MovementOutcome(BaseSchema):
    normal_in = fields.Integer(required=True)
    run_in = fields.Integer(required=True)
    charge_in = fields.Integer(required=True)
    break_off_in = fields.Integer(required=True)
    allowed = fields.Nested(MoveAllowed, required=True)
    legal = fields.Boolean(
        required=True, allow_none=True, metadata={"description": "null when no move was given."}
    )
