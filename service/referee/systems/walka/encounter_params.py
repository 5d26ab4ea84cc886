"""Walka encounter step requests, and the outcomes of the steps that have no stateless route
(walka.md §13).

Encounter requests name characters by id; profiles, equipment and state (AP, pending
penalties, HP, MP, wounds, fatigue, conditions, Quality) come from the encounter.
Distances, facing (`from_behind`), visibility and leaving an enemy's reach stay facts
of each request: the service does no geometry (walka.md §12).
"""

from __future__ import annotations

from marshmallow import fields, validate

from referee.schemas import BaseSchema, flag, stat
from referee.systems.walka.encounter_schemas import char_ref, status_field
from referee.systems.walka.schemas.attack import (
    DefenseResult,
    TargetFields,
    form_field,
    incoming_attack_field,
    location_mode_field,
)
from referee.systems.walka.schemas.common import (
    DAMAGE_TYPE_NEEDED,
    InterruptsField,
    ap_field,
    attack_kind_field,
    copy_field,
    damage_kind_field,
    damage_type,
    dc_field,
    defense_field,
    detection_dcs_field,
    distance,
    location,
    modifier,
    value,
)
from referee.systems.walka.schemas.damage import LimbRef, taken_field
from referee.systems.walka.schemas.turn import (
    Activity,
    Cede,
    terrain_profile_field,
    terrain_steps_field,
    trigger_kind_field,
)

# -- step requests ---------------------------------------------------------------------------


class InitiativeEncounterParams(BaseSchema):
    cede = fields.List(
        fields.Nested(Cede),
        load_default=list,
        validate=validate.Length(max=100),
        metadata={"description": "Precedence given away after the roll-off (§2)."},
    )


class CharacterParams(BaseSchema):
    character = char_ref("The character.")


class SpendParams(BaseSchema):
    character = char_ref("The character that pays.")
    activities = fields.List(
        fields.Nested(Activity),
        required=True,
        validate=validate.Length(1, 50, error="give 1 to 50 activities"),
        metadata={
            "description": "Activities to pay for, in order (§3 cost table). A reload names its "
            "`weapon`; its cost is the weapon's next reload step. Movement pays the foot effects "
            "of the character's wounds on its own."
        },
    )


class ChainTrigger(BaseSchema):
    actor = char_ref("The character whose declared action the chain answers (the current turn).")
    kind = trigger_kind_field()
    cost = ap_field(
        "cost",
        "AP the declared action costs, paid now: an action 3 (no other number), an attack 3 or "
        "a maneuver's own cost, a spell its x (required); a movement unit was paid when it "
        "was moved and costs nothing here.",
    )


class ChainDeclaration(BaseSchema):
    actor = char_ref("Who declares the instant.")
    cost = ap_field(
        "cost",
        "The instant's AP cost: 3 by the cost table (any other number is refused), or an "
        "instant spell's x (with spell true).",
        load_default=3,
    )
    spell = flag("The instant is a spell: it costs its x AP, given as cost (§3).")
    interrupts = InterruptsField(
        allow_none=True,
        load_default=None,
        metadata={"description": '"trigger", the number of an earlier link, or null.'},
    )
    modifier = modifier("modifier", "Added to its REF test.")


class InstantChainEncounterParams(BaseSchema):
    trigger = fields.Nested(ChainTrigger, required=True)
    declarations = fields.List(
        fields.Nested(ChainDeclaration),
        required=True,
        validate=validate.Length(1, 50, error="give 1 to 50 declarations"),
        metadata={"description": "In declaration order: link 1, 2, ..."},
    )


class ChainNextParams(BaseSchema):
    link = stat("link", 1, 100, "The due link, as the chain's state names it.", required=True)
    effective = flag(
        "Whether the due link's effect actually stopped what it interrupts (§4).",
        load_default=True,
    )


class HitLocationEncounterParams(TargetFields):
    attacker = char_ref("The attacking character.")
    target = char_ref("The character hit.")
    mode = location_mode_field()
    location = location("chosen only: the location aimed at.")


class DefenseEncounterParams(BaseSchema):
    defender = char_ref("The defending character: its dice and shield come from the state.")
    attacker = char_ref(
        "Optional: the attacking character the defender expects, kept with the roll for the "
        "record. The roll belongs to the next attack (or strike) on the defender this turn, "
        "whoever makes it, which meets the dc rolled here; until then the defender rolls no "
        "other defence (409), and an unused roll lapses when the turn passes.",
        required=False,
    )
    attack_kind = incoming_attack_field()
    type = defense_field(
        "dodge (any attack), parry and block (melee), cover (ranged, thrown), none. A surprised "
        "character's defence is none whatever this says (§10)."
    )
    modifier = modifier("modifier", "Added to the dc (GM, maneuvers).")


class WeaponChoice(BaseSchema):
    weapon = fields.String(
        validate=validate.Length(1, 64),
        metadata={
            "description": "The weapon used, by id; it must be in hand. Default: the weapon in "
            "the main hand (else the other hand); none in hand: unarmed."
        },
    )
    unarmed = flag("Attack unarmed (blunt, the unarmed-combat die) whatever is in hand.")
    ammunition = fields.String(
        validate=validate.Length(1, 64),
        metadata={"description": "ranged: the ammunition used (default the first left)."},
    )
    attack_kind = attack_kind_field(
        "Default from the weapon: melee, ranged or thrown (this route says `ranged`; the "
        "damage route calls a ranged hit `shot`, walka.md §14); a melee weapon may be thrown "
        "and a thrown weapon may strike in melee.",
    )


class AttackBase(WeaponChoice):
    attacker = char_ref("The attacking character.")
    target = char_ref("The character attacked.")
    form = form_field(
        "Basic attack (thrust piercing, cut slashing, strike blunt) or a maneuver. The attack "
        "step resolves without it (its damage_type is then null unless the weapon fixes one); "
        "the strike, which goes on to damage, needs the damage type from the weapon, form or "
        "damage_type.",
    )
    damage_type = damage_type("Only when neither the weapon nor the form gives one (a maneuver).")
    distance = distance()
    other_modifier = modifier(
        "other_modifier",
        "A maneuver's modifier (form maneuver), -200..200; on a basic attack only the game "
        "master gives one (a side's token gets 403).",
    )
    cost = ap_field(
        "cost",
        "Only for a maneuver (form maneuver): its own cost from its description, 1..55 AP "
        "(default 3). A basic attack costs 3 by the cost table, and any other number is "
        "refused (422). An attack already paid in an instant chain costs 0 whatever this "
        "says (§4).",
        load_default=3,
    )


class AttackEncounterParams(AttackBase):
    location = location(
        "The location aimed at (hit-location, mode chosen), if any: the rules give its penalty "
        "from the target's body (head -15, arms and legs -5, torso 0)."
    )
    copy = copy_field("The aimed location's copy (default 1).")
    location_penalty = modifier(
        "location_penalty",
        "Refused unless 0: the rules give the penalty of the location named in `location`.",
    )
    from_behind = flag("From the 120° arc behind the target: +10.")
    defense = fields.Nested(
        DefenseResult,
        metadata={
            "description": "Optional. Left out, the attack meets the defence the target rolled "
            "with the defense step (for this attacker, or for anyone), or none (dc 1) when the "
            "target is surprised; with neither, the attack is refused (409). Given, it is the "
            "game master's (a dc set without dice): a side token may send only that same "
            "defence (type and dc, as the defense step answered)."
        },
    )


class StrikeEncounterParams(AttackBase, TargetFields):
    location_mode = location_mode_field()
    location = location("chosen only: the location aimed at.")
    defense_type = defense_field(
        "The defender's choice, rolled by the strike: dodge (any attack), parry and block "
        "(melee), cover (ranged, thrown), none. Leave it out when the target already rolled its "
        "defence with the defense step: the strike meets that roll. A surprised defender has "
        "none (§10). none for a defender who can defend (dc 1 without a die) is the game "
        "master's, or the defender's own choice through the defense step.",
        required=False,
    )
    defense_modifier = modifier(
        "defense_modifier",
        "Added to the defence's dc: the defender's own claim (its side's, or the game "
        "master's); under a confirming policy the defender adds it when accepting.",
    )


class DamageEncounterParams(BaseSchema):
    attacker = char_ref("The attacking character: weapon, ammunition, STR from the state.")
    target = char_ref("The character hit: NAC, HP, armour from the state.")
    weapon = fields.String(
        validate=validate.Length(1, 64),
        metadata={"description": "The weapon that hit (default as for attack)."},
    )
    unarmed = flag("An unarmed hit: no weapon, no Quality.")
    ammunition = fields.String(
        validate=validate.Length(1, 64),
        metadata={"description": "shot: the ammunition (default the first of the character's)."},
    )
    attack_kind = damage_kind_field(
        "Default from the weapon: melee, shot or thrown (this route says `shot` for a ranged "
        "hit; the attack and strike routes call it `ranged`, walka.md §14).",
    )
    damage_type = damage_type(
        "The attack's damage type (the attack's outcome; null there when the attack had no "
        "form: give it from the form or the weapon).",
        required=True,
        error_messages=DAMAGE_TYPE_NEEDED,
    )
    location = location("The hit location.", required=True)
    copy = copy_field(load_default=1)
    critical = flag("A critical hit (§7): damage taken x2.")


class WoundsEncounterParams(BaseSchema):
    attacker = char_ref(
        "Optional: who dealt the damage, for the record (checked to be an active character). "
        "The wound's rules do not read it (§9).",
        required=False,
    )
    target = char_ref("The wounded character.")
    location = location("The hit location.", required=True)
    copy = copy_field(load_default=1)
    taken = taken_field()
    damage_type = damage_type("The damage type after §8.", required=True)
    critical = flag("A critical hit: the sensitive point (d2).")


class SurpriseEncounterParams(BaseSchema):
    target = char_ref("The character ambushed: it tests REF.")
    detection_dc = dc_field(
        "detection_dc",
        "dc of the detection test of the hidden attacker; give this or detection_dcs.",
    )
    detection_dcs = detection_dcs_field()
    modifier = modifier("modifier", "Added to the REF test.")
    opens_combat = flag(
        "The ambush opens the combat: a surprised target has no turn in round 1. Ignored once "
        "initiative is rolled (a surprise in a running combat skips no turn).",
        load_default=True,
    )


class TerrainEncounterParams(BaseSchema):
    character = char_ref("The character moving.")
    profile = terrain_profile_field()
    steps = terrain_steps_field()
    modifier = modifier("modifier", "Added to each test.")


class WoundRef(BaseSchema):
    target = char_ref("The wounded character (any status, §13).")
    wound = fields.String(
        required=True,
        validate=validate.Length(1, 64),
        metadata={"description": "The wound's id, as the state lists it."},
    )


class BleedingParams(WoundRef):
    n = stat("n", 1, 1000, "How many bleeding tokens.", required=True)


class HealWoundParams(WoundRef):
    hp_restored = value(
        "hp_restored", "HP restored (default the wound's damage), capped at max_hp."
    )


class SetStatusParams(BaseSchema):
    character = char_ref("The character.")
    status = status_field("Its new status (§12, §13).", required=True)


class EndEncounterParams(BaseSchema):
    statuses = fields.Dict(
        keys=fields.String(),
        values=status_field(None, error=None),
        load_default=dict,
        metadata={"description": "Character id -> final status, set before closing (§12)."},
    )
    reason = fields.String(
        load_default="",
        validate=validate.Length(max=200),
        metadata={"description": "Why the combat ended, in words."},
    )


# -- outcomes of the steps that have no stateless route --------------------------------------


class TurnEventOutcome(BaseSchema):
    """A turn event rolls nothing and has no outcome of its own: see the step's `changes`."""


class HealOutcome(BaseSchema):
    removed = fields.String(required=True, metadata={"description": "The healed wound's id."})
    hp = fields.Integer(required=True)
    hp_restored = fields.Integer(required=True)
    bleeding_removed = fields.Integer(required=True)
    foot_effect_removed = fields.Boolean(required=True)
    hand_restored = fields.Nested(LimbRef, required=True, allow_none=True)
