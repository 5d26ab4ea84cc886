"""Hit location, defence and attack (walka.md §5, §6, §7)."""

from __future__ import annotations

from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.walka.rules.common import COPIES_MAX, LOCATIONS, VALUE_MAX
from referee.systems.walka.schemas.common import (
    Modifier,
    ap_field,
    attack_kind_field,
    copy_field,
    crit_threshold,
    damage_kind_field,
    damage_type,
    damage_type_field,
    defense_field,
    die_field,
    distance,
    fumble_threshold,
    level,
    location,
    location_field,
    modifier,
    rules_field,
    skill_die,
    value,
)

# --- §5 hit_location ------------------------------------------------------------------------


def copies(words: str) -> fields.Integer:
    return stat(f"copies of the {words}", 1, COPIES_MAX, f"How many {words} locations (default 1).")


class Copies(BaseSchema):
    """How many of each location the body has (extra limbs); 1 each by default."""

    torso = copies("torso")
    lower_abdomen = copies("lower abdomen")
    back = copies("back")
    left_arm = copies("left arm")
    left_leg = copies("left leg")
    right_arm = copies("right arm")
    right_leg = copies("right leg")
    head = copies("head")


class Span(BaseSchema):
    """A d100 range, low..high inclusive."""

    low = stat("low", 1, 100, "First d100 result of the range.", required=True)
    high = stat("high", 1, 100, "Last d100 result of the range.", required=True)


class BodyRow(BaseSchema):
    """One row of a body plan's location table (walka.md §5)."""

    location = location("The location.", required=True)
    penalty = modifier("penalty", "Hit penalty when the location is chosen.", required=True)
    front = fields.Nested(Span, required=True, metadata={"description": "d100 from the front."})
    behind = fields.Nested(
        Span, metadata={"description": "d100 from behind; default the front range."}
    )


class TargetFields(BaseSchema):
    """The hit-location inputs about the attack, shared by hit_location and strike."""

    copy = copy_field("chosen: which copy (default 1).")
    from_behind = flag(
        "The attack comes from the 120° arc behind the target (the 3 fields behind it on a "
        "board): the d100 'from behind' column, and +10 to hit (§7)."
    )
    target_visible = flag("The attacker sees the target.", load_default=True)
    visibility_exception = flag("A maneuver, weapon or spell allows an unseen target (§5 step 1).")


class BodyFields(BaseSchema):
    """The target's body plan, shared by hit_location and strike's defender."""

    copies = fields.Nested(
        Copies, metadata={"description": "Extra limbs: copies per location (default 1)."}
    )
    table = fields.List(
        fields.Nested(BodyRow),
        validate=validate.Length(1, len(LOCATIONS), error="a body table has 1 to 8 rows"),
        metadata={
            "description": "Another body plan's table (default: the humanoid's). Each d100 "
            "column must cover 1 to 100 once; locations keep the glossary's names."
        },
    )


CHOSEN_OR_RANDOM = "chosen: the attacker picks `location` and takes its penalty; random: d100."
# walka.md §7: the basic attacks (thrust piercing, cut slashing, strike blunt) and a maneuver.
FORMS = ["thrust", "cut", "strike", "maneuver"]


def location_mode_field(description: str | None = CHOSEN_OR_RANDOM) -> fields.String:
    """How a blow finds its hit location (walka.md §5): hit-location and strike, their
    encounter steps and the answer."""
    return closed("WalkaLocationMode", ["chosen", "random"], description, required=True)


def form_field(description: str) -> fields.String:
    return closed("WalkaAttackForm", FORMS, description)


class HitLocationParams(TargetFields, BodyFields):
    """Where the blow lands: chosen, or rolled on d100 (walka.md §5)."""

    mode = location_mode_field()
    location = location("chosen only: the location aimed at.")
    rules = rules_field()


class HitLocationOutcome(BaseSchema):
    mode = location_mode_field(None)
    location = location_field(required=True)
    copy = fields.Integer(required=True)
    copies = fields.Integer(required=True, metadata={"description": "Copies of that location."})
    penalty = fields.Integer(
        required=True, metadata={"description": "To the hit test: 0, -5 or -15 when chosen."}
    )
    d100 = fields.Integer(
        required=True, allow_none=True, metadata={"description": "The d100 rolled; null if chosen."}
    )
    column = fields.String(
        required=True, allow_none=True, metadata={"description": "front or behind; null if chosen."}
    )


# --- §6 defense -----------------------------------------------------------------------------


class DefenderFields(BaseSchema):
    """The defender's inputs to a defence, shared by defense and strike's defender."""

    armour_skill_die = skill_die("dodge: the armour-wearing skill's die.")
    weapon_skill_die = skill_die(
        "parry: the die of the combat skill of the weapon in hand (or of unarmed combat)."
    )
    shield_skill_die = skill_die("cover and block: the blocking skill's die.")
    crit_threshold = crit_threshold("the defence roll")
    fumble_threshold = fumble_threshold("the defence roll")
    has_shield = flag(
        "Holds a shield: needed for cover and block. Default: true when shield_block is given "
        "(the rating of the shield held), else false.",
        load_default=None,
    )
    shield_block = value(
        "shield_block", "The shield's block rating (default 0); giving it states the shield."
    )
    dex_level = level("dex_level", "dodge and cover.")
    armour_dex_penalty = stat(
        "armour_dex_penalty",
        0,
        100,
        "The armour's penalty to the DEX level (dodge, cover, melee attacks, ice).",
        load_default=0,
    )
    str_level = level("str_level", "parry and block.")
    defenceless = flag("Surprised (§10): no defence, whatever the defence type says.")


def incoming_attack_field() -> fields.String:
    """The attack a defence meets (walka.md §6), on the defense route and its encounter step."""
    return attack_kind_field(
        "The incoming attack: melee, ranged or thrown (this route says `ranged`; the damage "
        "route calls a ranged hit `shot`, walka.md §14).",
        required=True,
    )


class DefenseParams(DefenderFields):
    """The defender's roll that sets the attack's dc (walka.md §6)."""

    attack_kind = incoming_attack_field()
    type = defense_field(
        "dodge (any attack), parry and block (melee), cover (ranged, thrown), none."
    )
    modifier = modifier("modifier", "Added to the dc (GM, maneuvers).")
    rules = rules_field()


class DefenseOutcome(BaseSchema):
    type = defense_field("The defence made.")
    requested_type = defense_field()
    defenceless = fields.Boolean(required=True)
    die = die_field(required=True, allow_none=True)
    natural = fields.Integer(required=True, allow_none=True)
    critical = fields.Boolean(required=True, metadata={"description": "Flagged only, no effect."})
    fumble = fields.Boolean(required=True, metadata={"description": "The dc fell to 1."})
    level = fields.Integer(
        required=True, metadata={"description": "DEX level - armour penalty, or STR level."}
    )
    shield_block = fields.Integer(required=True)
    modifier = fields.Integer(required=True)
    dc = fields.Integer(required=True, metadata={"description": "The attack's difficulty."})
    blocks_on_miss = fields.Boolean(
        required=True, metadata={"description": "parry or block: a miss is a blocked blow."}
    )


# --- §7 attack ------------------------------------------------------------------------------


class DefenseResult(BaseSchema):
    """The defence the attack meets (the outcome of §6)."""

    type = defense_field("The defence made.")
    dc = stat("dc", -VALUE_MAX, VALUE_MAX, "The dc it set.", required=True)
    blocks_on_miss = flag(
        "A miss is a blocked blow (default: type is parry or block).", load_default=None
    )


class AttackerFields(BaseSchema):
    """The attacker's inputs to an attack, shared by attack and strike's attacker."""

    skill_die = skill_die(
        "The die of the combat skill of the weapon in use (or of unarmed combat).",
        required=True,
    )
    crit_threshold = crit_threshold("the hit roll")
    fumble_threshold = fumble_threshold("the hit roll")
    dex_level = level("dex_level", "melee.")
    armour_dex_penalty = stat(
        "armour_dex_penalty",
        0,
        100,
        "The armour's penalty to the DEX level (melee attacks).",
        load_default=0,
    )
    acc_level = level("acc_level", "ranged and thrown.")
    off_hand = flag("Attacks with the off (weaker) hand: -20.")
    two_handed_one_hand = flag("A two-handed weapon held in one hand: -20.")
    ap = ap_field(
        "ap",
        "The attacker's AP before paying for the attack; omit when AP are not tracked (no "
        "affordability check; the AP after it are then null).",
    )


class AttackFields(BaseSchema):
    """The attack's own inputs, shared by attack and strike."""

    attack_kind = attack_kind_field(
        "melee; ranged (this route says `ranged`; the damage route calls a ranged hit `shot`, "
        "walka.md §14); thrown.",
        required=True,
    )
    form = form_field(
        "Basic attack (thrust piercing, cut slashing, strike blunt) or a maneuver. Optional "
        "for the hit test (the answer's damage_type is then null); a strike, which goes on to "
        "damage, needs form or damage_type."
    )
    damage_type = damage_type(
        "The weapon's damage type when the weapon fixes it (default: from form; a maneuver "
        "has none of its own)."
    )
    distance = distance()
    other_modifier = modifier("other_modifier", "A maneuver's or the GM's modifier.")
    cost = ap_field(
        "cost",
        "AP the attack costs: 3, a maneuver's own cost, or 0 for an instant already paid "
        "in the chain (§4).",
        load_default=3,
    )


class AttackParams(AttackFields, AttackerFields):
    """The attacker's hit test against the defence's dc (walka.md §7)."""

    location_penalty = modifier(
        "location_penalty", "The chosen location's penalty (§5): 0, -5 or -15."
    )
    from_behind = flag("From the 120° arc behind the target: +10.")
    attacker_unarmed = flag("The attacker has no weapon drawn (blunt damage).")
    defender_armed = flag(
        "The defender has a melee weapon drawn (for the unarmed parry rule).",
        load_default=True,
    )
    defense = fields.Nested(
        DefenseResult, required=True, metadata={"description": "The defence met (§6)."}
    )
    rules = rules_field()


class Attribute(BaseSchema):
    name = fields.String(required=True, metadata={"description": "DEX (melee) or ACC."})
    level = fields.Integer(required=True, metadata={"description": "After the armour penalty."})


class AttackOutcome(BaseSchema):
    hit = fields.Boolean(required=True)
    critical = fields.Boolean(
        required=True, metadata={"description": "A critical hit: damage taken x2 and a d2 (§9)."}
    )
    fumble = fields.Boolean(
        required=True, metadata={"description": "An automatic miss costing 1 more AP."}
    )
    die = die_field(required=True)
    natural = fields.Integer(required=True)
    attribute = fields.Nested(Attribute, required=True)
    modifiers = fields.List(fields.Nested(Modifier), required=True)
    modifier = fields.Integer(required=True, metadata={"description": "Sum of the modifiers."})
    total = fields.Integer(required=True)
    dc = fields.Integer(required=True)
    blocked = fields.Boolean(
        required=True, metadata={"description": "A parried or blocked miss: a blocked blow."}
    )
    cost = fields.Integer(required=True)
    attacker_ap = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "AP left after it; null when ap was not given."},
    )
    attacker_pending_ap_penalty_added = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "1 for a fumble at 0 AP. null for a fumble when ap was not given: "
            "its 1 AP comes off the pool if any are left, else off the next regeneration."
        },
    )
    defender_penalty_added = fields.Integer(
        required=True,
        metadata={
            "description": "1 for a blocked blow: added to the defender's pending AP penalty."
        },
    )
    defender_pending_ap_penalty_added = fields.Integer(
        required=True,
        metadata={
            "description": "1 for a blocked blow. Kept for compatibility: the same value as "
            "`defender_penalty_added`, the name walka.md §7 gives it."
        },
    )
    damage_type = damage_type_field(
        "From the weapon, else the form (thrust piercing, cut slashing, "
        "strike blunt), blunt unarmed; null when neither tells it (no form, or a maneuver "
        "without the weapon's damage_type): the damage step then needs it given.",
        required=True,
        allow_none=True,
    )
    damage_kind = damage_kind_field(
        "melee, shot or thrown: the damage formula (§8).", required=True
    )
    weapon_unloaded = fields.Boolean(
        required=True, metadata={"description": "A ranged weapon is unloaded by the shot."}
    )
