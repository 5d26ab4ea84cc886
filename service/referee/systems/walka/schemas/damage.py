"""Damage, armour and wounds (walka.md §8, §9)."""

from __future__ import annotations

from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.walka.rules.common import VALUE_MAX
from referee.systems.walka.schemas.common import (
    DAMAGE_TYPE_NEEDED,
    ap_field,
    copy_field,
    damage_kind_field,
    damage_type,
    damage_type_field,
    hp_field,
    level,
    location,
    location_field,
    make_schema,
    name_field,
    quality,
    rules_field,
    value,
)

# --- §8 damage ------------------------------------------------------------------------------


class Coverage(BaseSchema):
    """A location (and copy) an armour piece covers."""

    location = location("A location the piece covers.", required=True)
    copy = copy_field(load_default=1)


ArmourPiece = make_schema(
    "ArmourPiece",
    "A worn armour piece (walka.md §8): it protects every location it covers alike.",
    {
        "id": name_field("The piece's name, used in conflicts and Quality changes.", required=True),
        "class": name_field(
            "Its class (e.g. greaves, gauntlet): two of one class on one side cannot be worn on "
            "the same limb.",
            required=True,
        ),
        "side": closed(
            "WalkaArmourSide",
            ["left", "right", "none"],
            "The side of the body it is made for; none for pieces without a side.",
            load_default="none",
        ),
        "covers": fields.List(
            fields.Nested(Coverage),
            required=True,
            validate=validate.Length(1, 40, error="a piece covers 1 to 40 locations"),
        ),
        "absorption": value("absorption", "Damage it absorbs.", required=True),
        "quality": quality("quality", "Its Quality.", required=True),
        "dis_bonus": stat(
            "dis_bonus", -VALUE_MAX, VALUE_MAX, "What it adds to DIS (dispersion).", load_default=0
        ),
    },
    __name__,
)


def armour_pieces_field(description: str) -> fields.List:
    """walka.md §8: the armour a character wears, at most 50 pieces."""
    return fields.List(
        fields.Nested(ArmourPiece),
        load_default=list,
        validate=validate.Length(max=50, error="at most 50 armour pieces"),
        metadata={"description": description},
    )


class ArmourFields(BaseSchema):
    """The defender's protection, shared by damage and strike's defender."""

    nac = value("nac", "Natural armour (NAC): taken off every hit.", load_default=0)
    hp = hp_field(
        "hp", "HP before the hit; omit when HP are not tracked (the HP after are then null)."
    )
    armour_pieces = armour_pieces_field(
        "Armour worn; checked for conflicts (overlaps, same class)."
    )
    base_dis = value(
        "base_dis", "Base DIS (dispersion), reported with the armour's bonuses.", load_default=0
    )


class WeaponFields(BaseSchema):
    """The attacker's damage inputs, shared by damage and strike's attacker."""

    weapon_damage = value("weapon_damage", "melee and thrown: the weapon's damage (unarmed 0).")
    ammo_damage = value("ammo_damage", "shot: the ammunition's damage.")
    launcher_damage = value("launcher_damage", "shot: the launcher's (bow's) damage.")
    str_level = level("str_level", "melee: added; thrown: half added.")
    weapon_id = name_field("The weapon's (or ammunition's) name in Quality changes.")


class DamageParams(ArmourFields, WeaponFields):
    """Damage dealt and taken at the hit location (walka.md §8); no dice."""

    attack_kind = damage_kind_field(
        "melee; shot (a ranged hit: the attack route calls it `ranged`, this route `shot`, "
        "walka.md §14); thrown.",
        required=True,
    )
    damage_type = damage_type(
        "The attack's damage type (null in the attack's outcome when it had no form: give "
        "it from the form or the weapon). Needed when an armour piece covers the hit location "
        "(a lower weapon Quality turns slashing and piercing into blunt); otherwise it may be "
        "left out, and the outcome's damage_type is then null (an unarmed hit's is blunt).",
        error_messages=DAMAGE_TYPE_NEEDED,
    )
    weapon_quality = quality(
        "weapon_quality",
        "The weapon's Quality (for a shot the ammunition's, never null); null for an unarmed "
        "melee hit, which is blunt. Needed when an armour piece covers the hit location (the "
        "Qualities are compared); otherwise it may be left out.",
        allow_none=True,
    )
    location = location("The hit location (§5).", required=True)
    copy = copy_field(load_default=1)
    critical = flag("A critical hit (§7): damage taken x2.")
    rules = rules_field()


QualityChange = make_schema(
    "QualityChange",
    "An item that lost Quality (walka.md §8).",
    {
        "item": fields.String(required=True, metadata={"description": "The item's id or kind."}),
        "kind": fields.String(
            required=True, metadata={"description": "weapon, ammunition or armour_piece."}
        ),
        "from": fields.Integer(required=True),
        "to": fields.Integer(required=True),
    },
    __name__,
)


class DamageOutcome(BaseSchema):
    attack_kind = damage_kind_field(required=True)
    location = location_field(required=True)
    copy = fields.Integer(required=True)
    dealt_raw = fields.Integer(required=True, metadata={"description": "Before the Quality rule."})
    dealt = fields.Integer(required=True)
    damage_type = damage_type_field(
        "After any conversion; null when not given and not read.", required=True, allow_none=True
    )
    converted_to_blunt = fields.Boolean(
        required=True, metadata={"description": "Lower weapon Quality: slashing/piercing to blunt."}
    )
    armour_piece = fields.String(
        required=True, allow_none=True, metadata={"description": "The piece that absorbed."}
    )
    absorption = fields.Integer(required=True)
    armour_quality = fields.Integer(required=True, allow_none=True)
    weapon_quality = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "null when unarmed or not given."},
    )
    nac = fields.Integer(required=True)
    critical = fields.Boolean(required=True)
    taken = fields.Integer(required=True, metadata={"description": "Damage taken: the wound."})
    quality_changes = fields.List(fields.Nested(QualityChange), required=True)
    hp_before = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null when hp was not given."}
    )
    hp_after = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null when hp was not given."}
    )
    hp_depleted = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={
            "description": "HP at or below 0; what it means is the GM's. null when hp was not "
            "given."
        },
    )
    dis = fields.Integer(required=True, metadata={"description": "base_dis + the DIS bonuses."})


# --- §9 wounds ------------------------------------------------------------------------------


class ConditionFields(BaseSchema):
    """The defender's state a sensitive point changes, shared by wounds and strike."""

    ap = ap_field("ap", "AP now (the groin sets them to 0).")
    no_regen_turns = stat(
        "no_regen_turns", 0, 2, "Turn starts left without AP regeneration.", load_default=0
    )
    eyes_lost = stat("eyes_lost", 0, 2, "Eyes already lost (2: blind).", load_default=0)
    wound_id = name_field("Id for the new wound (default w1).")


def taken_field() -> fields.Integer:
    """The damage a wound comes from (walka.md §8, §9): the wounds route and its encounter step."""
    return value(
        "taken",
        "Damage taken (§8), doubled already on a critical.",
        high=10 * VALUE_MAX,
        required=True,
    )


class WoundsParams(ConditionFields):
    """A wound from a hit, its tokens and its sensitive point (walka.md §9)."""

    location = location("The hit location.", required=True)
    copy = copy_field(load_default=1)
    taken = taken_field()
    damage_type = damage_type(
        "The damage type after §8, recorded on the wound (null there when not given); no rule "
        "of §9 reads it."
    )
    critical = flag("A critical hit: the sensitive point (d2).")
    rules = rules_field()


class Wound(BaseSchema):
    """A wound, kept separately with its damage and location (walka.md §9, §13)."""

    id = fields.String(required=True)
    location = location_field(required=True)
    copy = fields.Integer(required=True)
    damage = fields.Integer(required=True)
    damage_type = damage_type_field("null when it was not given.", required=True, allow_none=True)
    bleeding_active = fields.Integer(required=True)
    bleeding_stanched = fields.Integer(required=True)
    crit_point = fields.String(required=True, allow_none=True)


class LimbRef(BaseSchema):
    side = fields.String(required=True, metadata={"description": "left or right."})
    location = location_field(required=True)
    copy = fields.Integer(required=True)


class WoundsOutcome(BaseSchema):
    wound = fields.Nested(
        Wound, required=True, allow_none=True, metadata={"description": "null when taken is 0."}
    )
    fatigue_added = fields.Integer(required=True)
    crit_point = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "heart, solar_plexus, groin, foot, artery, hand, eyes or neck."},
    )
    crit_effect = fields.String(required=True, allow_none=True)
    bleeding_added = fields.Integer(
        required=True, metadata={"description": "Bleeding tokens the sensitive point added."}
    )
    ap_lost = fields.Boolean(required=True, metadata={"description": "The groin: AP set to 0."})
    ap = fields.Integer(required=True, allow_none=True)
    no_regen_turns = fields.Integer(required=True)
    foot_effect_added = fields.Boolean(required=True)
    hand_disabled = fields.Nested(LimbRef, required=True, allow_none=True)
    eyes_lost = fields.Integer(required=True)
    blind = fields.Boolean(required=True)
