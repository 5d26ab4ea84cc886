"""Umbra Turris encounter shapes: the roster, the state, each step's request (umbra-turris.md §11).

Encounter requests name models by id; profiles, equipment and state (wounds,
Vitality, Action Die, melee) come from the encounter. Distances, Aiming, terrain
and attacks from behind stay facts of each request (§2 and §11 DECISIONs).
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.encounters.fields import (
    checked_roster_sides,
    edit_schema,
    model_ref,
    roster_name,
    roster_side,
)
from referee.encounters.ids import model_id
from referee.schemas import BaseSchema, WholeNumber, flag, stat
from referee.systems.umbra_turris.rules.magic import APPRENTICE, WIZARD, domain_problem
from referee.systems.umbra_turris.schemas.common import (
    Config,
    location,
    optional_flag,
    profile_stat,
    required_flag,
)
from referee.systems.umbra_turris.schemas.given import DAMAGE_AIM, EXCHANGE_BEHIND, StateGiven
from referee.systems.umbra_turris.schemas.magic import (
    DOMAIN,
    domain_name,
    domains_field,
    profession_field,
)
from referee.systems.umbra_turris.schemas.melee import (
    ATTACK_TYPE,
    attack_type_field,
    rolled_shield_errors,
    rolled_shield_field,
)
from referee.systems.umbra_turris.schemas.shooting import AIM, distance_cm

SHIELD_TARGET = (
    "House rule (umbra-turris.md §5 DECISION: the shield's real mechanic is in the full rules): "
    "the defender rolls a d6 and blocks on at least this target, 2-6."
)


class EncounterConfig(Config):
    """Rule options of the encounter (§7, §8, §10 DECISIONs, and the shield house rule)."""

    self_heal_ends_activation = flag(
        "A mage that self-heals stands still and does nothing for the rest of the Cycle: it may "
        "not move, charge, cast, shoot or attack, but may still defend, parry and block (§10 "
        "DECISION; default true). The damage roll of a hit it made before, and the attack "
        "after a failed Parry of an exchange it declared before, complete what it began and "
        "are still rolled.",
        load_default=True,
    )
    shield_block_target = stat(
        "shield_block_target",
        2,
        6,
        SHIELD_TARGET + " The table's agreed target; a shield block request may name its own. "
        "Null (default): every shield block must name it.",
        load_default=None,
        allow_none=True,
    )


# -- the roster (§3, §11)


class Profile(BaseSchema):
    """A race's characteristics (umbra-turris.md §3); the game's codes are accepted as aliases."""

    leadership = stat(
        "leadership (Ld)",
        0,
        10,
        "Leadership (Ld), 0-10: not used by these steps; kept for the table.",
        alias="Ld",
        load_default=None,
        allow_none=True,
    )
    movement = stat(
        "movement (M)",
        0,
        30,
        "Movement in cm (M), 0-30: Charge range and moves are measured by the client.",
        alias="M",
        load_default=None,
        allow_none=True,
    )
    weapon_skill = profile_stat("weapon_skill", required=True)
    strength = profile_stat("strength", required=True)
    speed = profile_stat("speed", required=True)
    ballistic_skill = profile_stat("ballistic_skill", required=True)
    toughness = profile_stat("toughness", required=True)
    wounds = profile_stat("wounds", required=True)


class Equipment(BaseSchema):
    """Equipment (umbra-turris.md §3, §11): read by the steps, changed by the GM only."""

    weapon_modifier = stat(
        "weapon_modifier",
        -5,
        5,
        "The melee weapon's modifier, -5..+5, added by the attacker only (R7). Default 0.",
        load_default=0,
    )
    armour = stat(
        "armour",
        0,
        10,
        "Armour, 0-10: subtracted from standard and force damage; precise attacks and "
        "shooting ignore it. Default 0.",
        load_default=0,
    )
    has_shield = flag("Carries a shield: it may block before Parrying, only without an Action Die.")
    weapon_damage = stat(
        "weapon_damage",
        1,
        10,
        "The ranged weapon's damage, 1-10 (a bow deals 1); null (default): no ranged weapon, "
        "the model cannot shoot.",
        load_default=None,
        allow_none=True,
    )


EQUIPMENT_DEFAULTS = {
    "weapon_modifier": 0,
    "armour": 0,
    "has_shield": False,
    "weapon_damage": None,
}


class RosterModel(BaseSchema):
    """A model as the roster gives it (umbra-turris.md §3, §11)."""

    id = model_id("Unique id of the model in this encounter.")
    side = roster_side("The player (team) it belongs to; each side gets a token.")
    name = roster_name()
    profile = fields.Nested(Profile, required=True)
    profession = profession_field(
        "A mage's profession (§9), or null (default) for a model that is not a mage. Only mages "
        "have Vitality. On a GM edit, null makes the model a non-mage, which clears its "
        "Vitality and Domains.",
        load_default=None,
        allow_none=True,
    )
    domains = domains_field(
        "Mages only: the Domains of Magic it uses (R13, §12), one, or two for a Wizard only; "
        "checked at creation and on every cast. Default: none listed (the client keeps them, "
        "and casts are not checked against them). On a GM edit, omitted keeps the current list "
        "and [] clears it; an edit that makes the model a non-mage clears it.",
    )
    equipment = fields.Nested(
        Equipment,
        load_default=dict,
        metadata={"description": "Omit for no gear; on a GM edit, the fields given change."},
    )
    wounds_remaining = stat(
        "wounds_remaining",
        0,
        20,
        "Wounds left, 0..W. On creation it defaults to W; on a GM edit, omitted keeps the "
        "current value (at most a lowered W). 0 puts the model out of action.",
    )
    vitality_max = stat(
        "vitality_max",
        1,
        20,
        "Mages only: the race's Vitality; no step raises Vitality above it. Required for a mage.",
        load_default=None,
        allow_none=True,
    )
    vitality = stat(
        "vitality",
        0,
        20,
        "Mages only: Vitality now, 0..vitality_max. Defaults to vitality_max on creation; on a "
        "GM edit, omitted keeps the current value (at most a lowered vitality_max), or is "
        "vitality_max for a model the edit makes a mage.",
        load_default=None,
        allow_none=True,
    )
    has_action_die = optional_flag(
        "Holds its Action Die. The Action Die rules are outside the sources: the client sets it "
        "(action-die step); self-healing discards it. Default false on creation; on a GM edit, "
        "omitted keeps the current value."
    )

    @ma.validates_schema
    def _consistent(self, data, **kwargs):
        errors: dict = {}
        left, most = data.get("wounds_remaining"), data["profile"]["wounds"]
        if left is not None and left > most:
            errors["wounds_remaining"] = [f"wounds_remaining {left} is more than W {most}"]
        mage = data.get("profession") is not None
        if mage and data.get("vitality_max") is None:
            errors["vitality_max"] = [
                f"a {data['profession']} is a mage: give its race's Vitality as vitality_max"
            ]
        if mage:
            problem = domain_problem(data["profession"], data.get("domains") or [], None)
            if problem and problem[0] == "domains":
                errors["domains"] = [problem[1]]
        if not mage:
            if data.get("domains"):
                errors["domains"] = ["only mages use Domains of Magic: give a profession"]
            for key in ("vitality", "vitality_max"):
                if data.get(key) is not None:
                    errors[key] = [
                        "only mages have Vitality: give a profession, or leave Vitality out"
                    ]
        v, vmax = data.get("vitality"), data.get("vitality_max")
        if v is not None and vmax is not None and v > vmax:
            errors["vitality"] = [f"vitality {v} is more than vitality_max {vmax}"]
        if errors:
            raise ma.ValidationError(errors)


# umbra-turris.md "Decisions added 2026-12-01": a game master's edit keeps every field it
# does not name. RosterModel's own checks run on the model the edit makes (encounter.roster).
RosterModelEdit = edit_schema(
    RosterModel,
    "A game master's edit of a model (umbra-turris.md §11): every field is optional, and one "
    "left out keeps the model's value (inside profile and equipment too); `domains` left out "
    "keeps the list and [] clears it. The model the edit makes is checked as a new one is.",
)


def roster_problems(models: list[dict]) -> list[str]:
    """§9 DECISION: a team with a Wizard's Apprentice must include a Wizard (at creation)."""
    problems = []
    for side in dict.fromkeys(m["side"] for m in models):
        team = [m for m in models if m["side"] == side]
        if any(m.get("profession") == APPRENTICE for m in team) and not any(
            m.get("profession") == WIZARD for m in team
        ):
            problems.append(
                f"side {side} has a Wizard's Apprentice but no Wizard: the team must include a "
                "Wizard, not just any mage"
            )
    return problems


class UmbraTurrisEncounterParams(BaseSchema):
    models = fields.List(
        fields.Nested(RosterModel),
        required=True,
        validate=validate.Length(2, error="an encounter needs models of at least two sides"),
        metadata={
            "description": "Every model; the sides are the distinct `side` values (at least two), "
            "each gets a token."
        },
    )
    config = fields.Nested(EncounterConfig, load_default=dict)

    @ma.validates_schema
    def _sides_and_ids(self, data, **kwargs):
        models = data.get("models") or []
        sides = checked_roster_sides(models)
        if len(sides) < 2:
            raise ma.ValidationError(
                f"an Umbra Turris fight needs at least two sides; the models name only "
                f"{', '.join(sides) or 'none'}",
                "models",
            )
        problems = roster_problems(models)
        if problems:
            raise ma.ValidationError("; ".join(problems), "models")


# -- state, as GET /v1/encounters/{id} shows it (§11)


class ModelState(RosterModel):
    profession = profession_field(required=True, allow_none=True)
    domains = fields.List(fields.String(), required=True)
    equipment = fields.Nested(Equipment, required=True)
    wounds_remaining = fields.Integer(required=True)
    vitality = fields.Integer(required=True, allow_none=True)
    vitality_max = fields.Integer(required=True, allow_none=True)
    has_action_die = fields.Boolean(required=True)
    out_of_action = fields.Boolean(
        required=True,
        metadata={"description": "wounds_remaining reached 0: no further step, not a target."},
    )
    in_melee = fields.Boolean(
        required=True,
        metadata={
            "description": "engaged_with is not empty: false again once no enemy is left in "
            "base contact (after disengage, or when its last opponent goes out of action)."
        },
    )
    engaged_with = fields.List(
        fields.String(),
        required=True,
        metadata={
            "description": "Models it fights: set by a Charge; cleared by disengage and when "
            "either model goes out of action (§12: that also cancels the open exchange, the "
            "failed Parry and the hit awaiting damage that involve the fallen model)."
        },
    )
    moved_this_cycle = fields.Boolean(
        required=True,
        metadata={
            "description": "It moved this Cycle: a movement report or a Charge (a Charge is a "
            "move, §12). A Wizard's Apprentice that moved cannot cast. Reset by new-cycle."
        },
    )
    movement_locked = fields.Boolean(
        required=True,
        metadata={"description": "A Wizard's Apprentice that cast: no move until the next Cycle."},
    )
    self_healed_this_cycle = fields.Boolean(required=True)


class Exchange(BaseSchema):
    """One exchange of Fighting being resolved: shield block (optional), then the sealed parry."""

    id = fields.Integer(required=True, metadata={"description": "Name it in each parry part."})
    attacker = fields.String(required=True)
    defender = fields.String(required=True)
    attack_from_behind = fields.Boolean(required=True)
    shield_tried = fields.Boolean(
        required=True, metadata={"description": "The defender's shield block was rolled already."}
    )
    parts = fields.List(
        fields.String(),
        required=True,
        metadata={
            "description": "The sealed parts melee/parry waits for, `<side>#<id>`: the attacker's "
            "side and, unless from behind, the defender's."
        },
    )


class PendingMelee(BaseSchema):
    attacker = fields.String(required=True)
    defender = fields.String(required=True)


class PendingShot(BaseSchema):
    shooter = fields.String(required=True)
    target = fields.String(required=True)
    aim_levels = fields.Integer(required=True)


class UmbraTurrisState(BaseSchema):
    cycle = fields.Integer(required=True, metadata={"description": "Counted by new-cycle events."})
    sides = fields.List(fields.String(), required=True)
    config = fields.Nested(EncounterConfig, required=True)
    models = fields.Dict(keys=fields.String(), values=fields.Nested(ModelState), required=True)
    exchange = fields.Nested(
        Exchange,
        required=True,
        allow_none=True,
        metadata={
            "description": "The exchange declared by melee/exchange, until parried, blocked or "
            "hit; cancelled when its attacker or defender goes out of action."
        },
    )
    exchange_count = fields.Integer(required=True)
    pending_melee = fields.Nested(
        PendingMelee,
        required=True,
        allow_none=True,
        metadata={
            "description": "A failed Parry: the attacker's melee/attack comes next. Cancelled "
            "when either model goes out of action."
        },
    )
    pending_shot = fields.Nested(
        PendingShot,
        required=True,
        allow_none=True,
        metadata={
            "description": "A hit of shooting/hit: shooting/damage comes next. Until then every "
            "other shooting step and a new Cycle are refused (409, §12). Cancelled when the "
            "shooter or the target goes out of action."
        },
    )


# -- step requests


class ChargeParams(StateGiven):
    """A Charge (§2, §11 DECISION): the charger is placed against the enemy; Fighting begins."""

    attacker = model_ref(
        "The charging model. Not one already in melee (409: disengage first). The Charge is "
        "a move: it sets moved_this_cycle (§12), so a Wizard's Apprentice that cast this "
        "Cycle cannot charge, and one that charged cannot cast."
    )
    defender = model_ref("The enemy it charges.")


class DisengageParams(StateGiven):
    """Leaving melee (the client reports it). Going out of action also ends engagements (§12)."""

    model = model_ref("The model leaving melee.")
    opponent = fields.String(
        metadata={"description": "The one opponent it leaves (default: every opponent)."}
    )


class MovementParams(StateGiven):
    model = model_ref("The model that moved (the distance is measured at the table).")


class ActionDieParams(StateGiven):
    model = model_ref("The model whose Action Die changes.")
    has_action_die = required_flag("has_action_die", "It holds its Action Die now.")


class NewCycleParams(StateGiven):
    """No fields: every model's per-Cycle state is reset. Refused while a hit awaits damage."""


class ExchangeParams(StateGiven):
    attacker = model_ref("The model that strikes.")
    defender = model_ref("The enemy it fights (engaged with it by a Charge).")
    attack_from_behind = flag(
        "The attack comes from behind (a fact from the table): the defender can't react, "
        "makes no parry choice and cannot use a shield; the attack gets through."
    )


class ShieldBlockEncounterParams(StateGiven):
    """The shield block of the current exchange (§5 DECISION): melee.parry's inputs that a
    public step can take. The defender's Action Die and a blow from behind come from the
    state and the exchange (§11); the locations stay in the sealed parry parts."""

    also = {"attack_from_behind": EXCHANGE_BEHIND}

    attacker = model_ref("The attacker of the current exchange.")
    defender = model_ref("The defender, who blocks with its shield.")
    shield_block_target = stat(
        "shield_block_target", 2, 6, SHIELD_TARGET + " Default: config.shield_block_target."
    )
    use_shield = rolled_shield_field()

    @ma.validates_schema
    def _shield_is_rolled(self, data, **kwargs):
        errors = rolled_shield_errors(data)
        if errors:
            raise ma.ValidationError(errors)


class ParryPartParams(StateGiven):
    """One side's sealed part of the parry: its location, hidden until both are in."""

    also = {"attack_from_behind": EXCHANGE_BEHIND}

    exchange = WholeNumber(
        required=True,
        validate=validate.Range(1, error="exchange is the id of the current exchange"),
        metadata={"description": "The current exchange's id (state.exchange.id)."},
    )
    side = fields.String(
        metadata={
            "description": "The side this part is for: required with the GM token (for an "
            "absent or AI side), implied by a side token."
        }
    )
    location = location(
        "Where the attacker strikes, or the defender guards: legs (1-2), body (3-4), head "
        "(5-6), or random (the service rolls a d6 when the parry resolves, attacker's first).",
        required=True,
    )
    use_shield = flag(
        "Defender only: block with the shield first (needs has_shield and no Action Die)."
    )
    shield_block_target = stat(
        "shield_block_target",
        2,
        6,
        SHIELD_TARGET + " Defender with use_shield only; default config.shield_block_target. "
        "Under opponent_confirms or gm_confirms only the table's target (claim another with "
        "melee/shield-block, §13).",
    )


class AttackEncounterParams(StateGiven):
    attacker = model_ref("The attacker whose attack got through the Parry.")
    defender = model_ref("The defender.")
    attack_type = attack_type_field("Chosen after the failed Parry. " + ATTACK_TYPE, required=True)


PENDING_SHOT = (
    " Refused (409, naming the pending shot) while a hit awaits its damage roll (one at a "
    "time, §12)."
)


class HitEncounterParams(StateGiven):
    shooter = model_ref("The model that shoots (it needs a ranged weapon)." + PENDING_SHOT)
    target = model_ref("The enemy shot at.")
    distance_cm = distance_cm(required=True)
    aim_levels = stat("aim_levels", 0, 10, AIM, load_default=0)


class ShotFactsMixin(StateGiven):
    """The facts of a shot the state does not know (R12); the others come from the state."""

    target_in_contact = flag(
        "The target touches terrain or another character: -1 BS. Always applied when the target "
        "is in melee."
    )
    target_in_terrain = flag("The target stands within terrain: -2 BS.")
    through_terrain = flag("The shot passes through terrain: -3 BS (see config).")


class DamageEncounterParams(ShotFactsMixin):
    also = {"aim_levels": DAMAGE_AIM}

    shooter = model_ref("The shooter of the pending hit.")
    target = model_ref("Its target.")


class ShootingEncounterParams(HitEncounterParams, ShotFactsMixin):
    pass  # a whole shot: Hitting's params and the facts its damage needs


class CastEncounterParams(StateGiven):
    mage = model_ref("The mage that casts.")
    domain = domain_name(DOMAIN + " The mage's Domains are its roster's `domains`.")
    spell_difficulty = stat(
        "spell_difficulty",
        2,
        6,
        "The spell's Magic Test difficulty (X+), 2-6, from the spell card.",
        required=True,
    )


class SelfHealEncounterParams(StateGiven):
    also = {
        "has_action_die": "it is read from the mage's Action Die in the encounter (§10): "
        "self-healing discards it"
    }

    mage = model_ref("The mage that discards its Action Die for 2 Vitality.")


class EventOutcome(BaseSchema):
    """A table event rolls nothing and has no outcome of its own: see the step's `changes`."""
