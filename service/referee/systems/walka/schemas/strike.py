"""strike: hit location, defence, attack, damage and wounds in one call (walka.md §0, §5-§9)."""

from __future__ import annotations

from marshmallow import fields

from referee.schemas import BaseSchema, flag
from referee.systems.walka.schemas.attack import (
    AttackerFields,
    AttackFields,
    AttackOutcome,
    BodyFields,
    DefenderFields,
    DefenseOutcome,
    HitLocationOutcome,
    TargetFields,
    location_mode_field,
)
from referee.systems.walka.schemas.common import (
    character_id,
    defense_field,
    level,
    location,
    modifier,
    quality,
    rules_field,
    value,
)
from referee.systems.walka.schemas.damage import (
    ArmourFields,
    ConditionFields,
    DamageOutcome,
    WeaponFields,
    WoundsOutcome,
)


class Attacker(AttackerFields, WeaponFields):
    """The attacking character (postać A)."""

    id = character_id()
    unarmed = flag("No weapon drawn: blunt damage, no Quality, weapon_damage default 0.")
    weapon_quality = quality(
        "weapon_quality",
        "The weapon's Quality (for a shot the ammunition's); leave out when unarmed.",
    )
    str_level = level("str_level", "melee: added to damage; thrown: half added (default 0).")
    pending_ap_penalty = value(
        "pending_ap_penalty", "The attacker's pending AP penalty now.", load_default=0
    )


class Defender(DefenderFields, BodyFields, ArmourFields, ConditionFields):
    """The defending character (postać B)."""

    id = character_id()
    armed = flag("Has a melee weapon drawn (for the unarmed parry rule, §7).", load_default=True)
    pending_ap_penalty = value(
        "pending_ap_penalty", "The defender's pending AP penalty now.", load_default=0
    )


class StrikeParams(AttackFields, TargetFields):
    """One attack from the choice of location to the wound (walka.md §0 Dice and order 3)."""

    attacker = fields.Nested(Attacker, required=True)
    defender = fields.Nested(Defender, required=True)
    location_mode = location_mode_field()
    location = location("chosen only: the location aimed at.")
    defense_type = defense_field(
        "The defender's choice: dodge (any attack), parry and block (melee), cover (ranged, "
        "thrown), none."
    )
    defense_modifier = modifier("defense_modifier", "Added to the defence's dc.")
    rules = rules_field()


class AttackerAfter(BaseSchema):
    """The attacker's state after the strike."""

    id = fields.String(required=True, allow_none=True)
    ap = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null when ap was not given."}
    )
    pending_ap_penalty = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "null after a fumble when ap was not given (the fumble's AP may "
            "come off the pool or off the next regeneration)."
        },
    )


class DefenderAfter(BaseSchema):
    """The defender's state after the strike (the wound itself is in `wounds`)."""

    id = fields.String(required=True, allow_none=True)
    hp = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null when hp was not given."}
    )
    hp_depleted = fields.Boolean(required=True, allow_none=True)
    pending_ap_penalty = fields.Integer(required=True)
    ap = fields.Integer(required=True, allow_none=True)
    no_regen_turns = fields.Integer(required=True)
    eyes_lost = fields.Integer(required=True)
    blind = fields.Boolean(required=True)
    fatigue_added = fields.Integer(required=True)


class StrikeOutcome(BaseSchema):
    location = fields.Nested(HitLocationOutcome, required=True)
    defense = fields.Nested(DefenseOutcome, required=True)
    attack = fields.Nested(AttackOutcome, required=True)
    damage = fields.Nested(
        DamageOutcome, required=True, allow_none=True, metadata={"description": "null on a miss."}
    )
    wounds = fields.Nested(
        WoundsOutcome, required=True, allow_none=True, metadata={"description": "null on a miss."}
    )
    attacker_after = fields.Nested(AttackerAfter, required=True)
    defender_after = fields.Nested(DefenderAfter, required=True)
