"""Walka encounter shapes: the roster, the state, and each step's request (walka.md §13).

Encounter requests name characters by id; profiles, equipment and state (AP, pending
penalties, HP, MP, wounds, fatigue, conditions, Quality) come from the encounter.
Distances, facing (`from_behind`), visibility and leaving an enemy's reach stay facts
of each request: the service does no geometry (walka.md §12).
"""

from __future__ import annotations

from collections.abc import Mapping

import marshmallow as ma
from marshmallow import fields, validate

from referee.encounters.ids import model_id
from referee.schemas import BaseSchema, choice, flag, stat
from referee.systems.walka.rules.action_points import max_ap
from referee.systems.walka.rules.common import ATTACK_KINDS, VALUE_MAX
from referee.systems.walka.rules.damage import check_loadout
from referee.systems.walka.rules.defense import DEFENSES
from referee.systems.walka.schemas.attack import BodyRow, Copies, DefenseResult, TargetFields
from referee.systems.walka.schemas.common import (
    InterruptsField,
    RangeBand,
    ap_field,
    character_id,
    copy_field,
    damage_type,
    dc_field,
    detection_dcs_field,
    distance,
    hp_field,
    level,
    location,
    modifier,
    name_field,
    quality,
    rules_field,
    skill_die,
    value,
)
from referee.systems.walka.schemas.damage import ArmourPiece, LimbRef, Wound
from referee.systems.walka.schemas.turn import (
    Activity,
    BorrowedReload,
    Cede,
    TerrainProfile,
    TerrainStep,
)
from referee.violations import RuleViolation

# walka.md §13: a character's status; only `active` characters act and can be targeted.
STATUSES = ("active", "unconscious", "dead", "fled", "bound")
HANDS = ("left", "right")  # the first copy of each arm; extra arms are `left_2`, `right_3`, ...


def hand_key(side: str, copy_: int) -> str:
    """walka.md §14 (encounters): hands are keyed by limb: `left`, `right`, and `left_2`,
    `right_2`, ... for the extra arms (copies of §5)."""
    return side if copy_ == 1 else f"{side}_{copy_}"


def hand_keys(copies: Mapping[str, int] | None) -> list[str]:
    """Every hand of a body with these copies of the arms (§5): the first two, then extras."""
    copies = copies or {}
    return [
        *HANDS,
        *(
            hand_key(side, n)
            for side in HANDS
            for n in range(2, (copies.get(f"{side}_arm") or 1) + 1)
        ),
    ]


FORMS = ["thrust", "cut", "strike", "maneuver"]


def char_ref(description: str, **kwargs) -> fields.String:
    kwargs.setdefault("required", True)
    return character_id(description, **kwargs)


# -- roster ----------------------------------------------------------------------------------


class ReloadStep(BaseSchema):
    """One step of reloading a ranged weapon, as its description lists it (walka.md §3)."""

    name = name_field("The step's name, e.g. crank.", required=True)
    cost = ap_field("cost", "Its AP cost (default 3).", load_default=3)


def _default_reload() -> list[dict]:
    return [{"name": "reload", "cost": 3}]


class EncounterWeapon(BaseSchema):
    """A weapon a character carries (walka.md §13 equipment)."""

    id = name_field("The weapon's id, unique among the character's items.", required=True)
    kind = choice(
        ["melee", "ranged", "thrown"],
        "melee (may also be thrown), ranged (a launcher: bow, crossbow; it shoots ammunition), "
        "thrown (a javelin, a throwing knife; may also strike in melee).",
        required=True,
    )
    damage = value(
        "damage",
        "melee and thrown: the weapon's damage; ranged: the launcher's damage (§8).",
        load_default=0,
    )
    quality = quality(
        "quality",
        "Its Quality (§8); a ranged weapon's shots compare the ammunition's instead.",
        required=True,
    )
    damage_type = damage_type(
        "The damage type the weapon fixes; null: it follows the attack's form (thrust piercing, "
        "cut slashing, strike blunt).",
        load_default=None,
        allow_none=True,
    )
    hands = stat(
        "hands",
        1,
        2,
        "1 or 2: a two-handed weapon held in one hand attacks at -20 (§7).",
        load_default=1,
    )
    skill_die = skill_die(
        "The die of the combat skill of this weapon (§7; parry §6).", required=True
    )
    loaded = flag("ranged: loaded now; a shot unloads it (§7).", load_default=True)
    reload_steps = fields.List(
        fields.Nested(ReloadStep),
        load_default=_default_reload,
        validate=validate.Length(1, 10, error="a weapon has 1 to 10 reload steps"),
        metadata={
            "description": "ranged: the reload steps in order, as the weapon's description lists "
            "them (default one step `reload` of 3 AP); the last one loads it (§3)."
        },
    )
    range_table = fields.List(
        fields.Nested(RangeBand),
        load_default=None,
        allow_none=True,
        validate=validate.Length(1, 20, error="a range table has 1 to 20 bands"),
        metadata={
            "description": "ranged and thrown: the weapon's own range table (§7); null: "
            "the encounter's."
        },
    )


class Ammunition(BaseSchema):
    """Ammunition for ranged weapons (walka.md §8: a shot compares and loses its Quality)."""

    id = name_field("The ammunition's id, unique among the character's items.", required=True)
    damage = value("damage", "Its damage, added to the launcher's (§8).", load_default=0)
    quality = quality("quality", "Its Quality (§8).", required=True)
    count = stat(
        "count",
        0,
        10000,
        "How many are left; each shot uses one. null: not counted.",
        load_default=None,
        allow_none=True,
    )


class Shield(BaseSchema):
    """A shield: cover and block need it held in a hand (walka.md §6)."""

    id = name_field("The shield's id, unique among the character's items.", required=True)
    block = value("block", "Its block rating (shield_block, §6).", load_default=0)


HAND_KEY = r"^(left|right)(_([2-9]|1[0-9]|20))?$"


def hands_field(description: str, **kwargs) -> fields.Dict:
    """walka.md §14 (encounters): hands keyed by limb: `left`, `right`, and the extra arms
    `left_2`, `right_2`, ... (copy n of an arm, §5)."""
    return fields.Dict(
        keys=fields.String(
            validate=validate.Regexp(
                HAND_KEY,
                error="a hand is left, right, or an extra arm left_N or right_N (N 2..20)",
            )
        ),
        values=fields.String(allow_none=True),
        metadata={"description": description},
        **kwargs,
    )


class RosterCharacter(BaseSchema):
    """A character as the roster gives it (walka.md §13)."""

    id = model_id("Unique id of the character in this encounter.")
    side = fields.String(
        required=True,
        validate=validate.Length(1, 32),
        metadata={"description": "Its side; an encounter has at least two."},
    )
    name = fields.String(load_default="", validate=validate.Length(max=100))
    status = choice(
        list(STATUSES),
        "active, or out of the fight: unconscious, dead, fled, bound (§12, §13).",
        load_default="active",
    )
    spd = level("spd", required=True)
    ref_level = level("ref_level", load_default=0)
    dex_level = level("dex_level", load_default=0)
    str_level = level("str_level", load_default=0)
    acc_level = level("acc_level", load_default=0)
    con_level = level("con_level", load_default=0)
    armour_skill_die = skill_die(
        "The armour-wearing skill's die: dodge (§6).", load_default=None, allow_none=True
    )
    shield_skill_die = skill_die(
        "The blocking skill's die: cover and block (§6).", load_default=None, allow_none=True
    )
    unarmed_skill_die = skill_die(
        "The unarmed-combat skill's die: unarmed attacks, and parries without a melee weapon "
        "in hand (§6, §7).",
        load_default=None,
        allow_none=True,
    )
    armour_dex_penalty = stat(
        "armour_dex_penalty",
        0,
        100,
        "The armour's penalty to the DEX level (dodge, cover, melee attacks, terrain tests).",
        load_default=0,
    )
    nac = value("nac", "Natural armour (NAC), taken off every hit (§8).", load_default=0)
    max_hp = value("max_hp", "Hit points at most.", low=1, required=True)
    hp = hp_field("hp", "HP now (default max_hp).", load_default=None, allow_none=True)
    max_mp = value("max_mp", "Mana points at most.", load_default=0)
    mp = value("mp", "MP now (default max_mp).", load_default=None, allow_none=True)
    ap = ap_field(
        "ap",
        "AP now (default max_ap = floor(SPD / 2) + 5: everyone enters with a full pool, §3).",
        load_default=None,
        allow_none=True,
    )
    fatigue = value(
        "fatigue", "Fatigue tokens now (default 0).", load_default=None, allow_none=True
    )
    base_dis = value(
        "base_dis", "Base DIS (dispersion); reported with the armour's bonuses.", load_default=0
    )
    copies = fields.Nested(
        Copies,
        load_default=dict,
        metadata={"description": "Extra limbs: copies per location (default 1 each, §5)."},
    )
    table = fields.List(
        fields.Nested(BodyRow),
        load_default=None,
        allow_none=True,
        validate=validate.Length(1, 8, error="a body table has 1 to 8 rows"),
        metadata={"description": "Another body plan's location table (default the humanoid's)."},
    )
    weapons = fields.List(
        fields.Nested(EncounterWeapon),
        load_default=list,
        validate=validate.Length(max=20, error="at most 20 weapons per character"),
    )
    ammunition = fields.List(
        fields.Nested(Ammunition),
        load_default=list,
        validate=validate.Length(max=20, error="at most 20 kinds of ammunition"),
    )
    shield = fields.Nested(Shield, load_default=None, allow_none=True)
    armour_pieces = fields.List(
        fields.Nested(ArmourPiece),
        load_default=list,
        validate=validate.Length(max=50, error="at most 50 armour pieces"),
        metadata={"description": "Armour worn, checked as a loadout (§8): a conflict is a 422."},
    )
    main_hand = choice(
        list(HANDS),
        "The stronger hand; a weapon held only in the other one attacks at -20 (§7).",
        load_default="right",
    )
    hands = hands_field(
        "What each hand holds, a weapon's or the shield's id or null, keyed by limb: left, "
        "right, and left_2, right_2, ... for the extra arms of `copies` (walka.md §14). A "
        "two-handed weapon is held in two hands. Default: the first weapon in the main hand "
        "(both hands if two-handed), the shield in the other.",
        load_default=None,
        allow_none=True,
    )

    @ma.validates_schema
    def _items(self, data, **kwargs):
        ids: list[str] = [w["id"] for w in data.get("weapons") or []]
        ids += [a["id"] for a in data.get("ammunition") or []]
        if data.get("shield"):
            ids.append(data["shield"]["id"])
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ma.ValidationError(
                f"item ids must be unique within a character: {', '.join(duplicates)}", "weapons"
            )
        try:
            check_loadout(data.get("armour_pieces") or [])
        except RuleViolation as violation:
            raise ma.ValidationError(violation.detail, "armour_pieces") from None
        hands = data.get("hands")
        if hands:
            weapons = {w["id"]: w for w in data.get("weapons") or []}
            shield = (data.get("shield") or {}).get("id")
            limbs = hand_keys(data.get("copies"))
            for hand, item in hands.items():
                if hand not in limbs:
                    raise ma.ValidationError(
                        f"there is no hand {hand!r}: this body's hands are {', '.join(limbs)} "
                        "(extra arms come from copies of left_arm and right_arm)",
                        "hands",
                    )
                if item is not None and item not in weapons and item != shield:
                    raise ma.ValidationError(
                        f"the {hand} hand holds {item!r}, which is not one of its weapons or "
                        "its shield",
                        "hands",
                    )
            for item in {i for i in hands.values() if i is not None}:
                count = sum(1 for i in hands.values() if i == item)
                two_handed = item in weapons and weapons[item]["hands"] == 2
                if count > (2 if two_handed else 1):
                    raise ma.ValidationError(
                        f"{item} is held in {count} hands: a two-handed weapon takes two, "
                        "anything else one",
                        "hands",
                    )
        for field, top in (("hp", "max_hp"), ("mp", "max_mp")):
            if data.get(field) is not None and data[field] > data.get(top, 0):
                raise ma.ValidationError(f"{field} cannot be above {top}", field)
        if data.get("ap") is not None and "spd" in data and data["ap"] > max_ap(data["spd"]):
            raise ma.ValidationError(
                f"ap cannot be above max_ap {max_ap(data['spd'])} (floor(SPD / 2) + 5)", "ap"
            )


class WalkaEncounterParams(BaseSchema):
    models = fields.List(
        fields.Nested(RosterCharacter),
        required=True,
        validate=validate.Length(2, error="an encounter needs characters of at least two sides"),
        metadata={
            "description": "The characters (walka.md §13); the sides are the distinct `side` "
            "values, at least two. The list order is the initiative dice order (§2)."
        },
    )
    rules = rules_field()

    @ma.validates_schema
    def _sides_and_ids(self, data, **kwargs):
        models = data.get("models") or []
        ids = [m["id"] for m in models]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ma.ValidationError(
                f"character ids must be unique: {', '.join(duplicates)}", "models"
            )
        sides = list(dict.fromkeys(m["side"] for m in models))
        if len(sides) < 2:
            raise ma.ValidationError(
                f"a combat needs at least two sides; the characters name {len(sides)}: "
                f"{', '.join(sides)}",
                "models",
            )


# -- state, as GET /v1/encounters/{id} shows it ----------------------------------------------


class WeaponState(EncounterWeapon):
    reload_progress = fields.Integer(
        required=True, metadata={"description": "Reload steps done since the last shot."}
    )


class DisabledHand(LimbRef):
    hand = fields.String(
        required=True,
        metadata={"description": "The hand's key in `hands`: left, right, left_2, ... (§14)."},
    )
    wound = fields.String(required=True, metadata={"description": "The wound that disabled it."})


class Conditions(BaseSchema):
    prone = fields.Boolean(
        required=True, metadata={"description": "Slipped on terrain (§11): crawl or stand up."}
    )
    hands_disabled = fields.List(
        fields.Nested(DisabledHand),
        required=True,
        metadata={"description": "Hand critical effects (§9), until their wound heals."},
    )
    foot_effects = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "Wounds with a foot effect: +1 AP per unit moved each (§9)."},
    )
    eyes_lost = fields.Integer(required=True)
    blind = fields.Boolean(required=True)


class Prepaid(BaseSchema):
    """An action already paid for in an instant chain (walka.md §4): the next one costs 0 AP."""

    kind = fields.String(
        required=True, metadata={"description": "instant (a link), or attack, action, spell."}
    )
    link = fields.Integer(allow_none=True, metadata={"description": "The chain link, if any."})


class CharacterState(RosterCharacter):
    max_ap = fields.Integer(required=True, metadata={"description": "floor(SPD / 2) + 5."})
    pending_ap_penalty = fields.Integer(
        required=True,
        metadata={"description": "AP the next regeneration gives less (blocked blows, §3)."},
    )
    borrowed_reload = fields.Nested(BorrowedReload, required=True, allow_none=True)
    no_regen_turns = fields.Integer(required=True)
    hp_depleted = fields.Boolean(
        required=True,
        metadata={"description": "HP at or below 0 (§12): the status is the caller's to set."},
    )
    wounds = fields.List(fields.Nested(Wound), required=True)
    wound_counter = fields.Integer(required=True, metadata={"description": "Wounds ever taken."})
    conditions = fields.Nested(Conditions, required=True)
    facing = fields.String(
        required=True, allow_none=True, metadata={"description": "The last attack's target (§7)."}
    )
    surprised = fields.Boolean(
        required=True, metadata={"description": "No instants until its turn starts (§10)."}
    )
    defenceless = fields.Boolean(
        required=True,
        metadata={"description": "Surprised: no defence until its turn starts (§10)."},
    )
    skip_round1 = fields.Boolean(required=True)
    order_index = fields.Integer(required=True, allow_none=True)
    prepaid = fields.Nested(Prepaid, required=True, allow_none=True)
    dis = fields.Integer(required=True, metadata={"description": "base_dis + armour bonuses."})
    weapons = fields.List(fields.Nested(WeaponState), required=True)
    hands = hands_field("What each hand holds, keyed by limb (walka.md §14).", required=True)


class TurnState(BaseSchema):
    character = fields.String(required=True)
    position = fields.Integer(required=True, metadata={"description": "Its index in `order`."})
    ended = fields.Boolean(
        required=True,
        metadata={"description": "Its AP ran out or were borrowed: only end-turn is left (§3)."},
    )


class ChainLinkState(BaseSchema):
    link = fields.Integer(required=True)
    actor = fields.String(required=True)
    joined = fields.Boolean(required=True)
    interrupts = InterruptsField(required=True, allow_none=True)
    cost = fields.Integer(required=True)
    effective = fields.Boolean(required=True, allow_none=True)
    result = fields.String(
        required=True,
        metadata={"description": "pending, executed, failed_interrupted or failed_ref."},
    )


class ChainTriggerState(BaseSchema):
    actor = fields.String(required=True)
    kind = fields.String(required=True)
    cost = fields.Integer(required=True)
    result = fields.String(required=True)


class ChainEntry(BaseSchema):
    link = fields.Integer(required=True, allow_none=True)
    actor = fields.String(required=True)


class ChainState(BaseSchema):
    """An instant chain (walka.md §4): declared, then executed last in, first out."""

    trigger = fields.Nested(ChainTriggerState, required=True)
    links = fields.List(fields.Nested(ChainLinkState), required=True)
    execution_order = fields.List(fields.Nested(ChainEntry), required=True)
    position = fields.Integer(
        required=True, metadata={"description": "Index in execution_order of the due element."}
    )


class WalkaState(BaseSchema):
    round = fields.Integer(required=True, metadata={"description": "0 before initiative."})
    order = fields.List(
        fields.String(), required=True, metadata={"description": "The turn order (§2)."}
    )
    round1_skipped = fields.List(fields.String(), required=True)
    turn = fields.Nested(TurnState, required=True, allow_none=True)
    chain = fields.Nested(
        ChainState, required=True, allow_none=True, metadata={"description": "The open chain."}
    )
    last_chain = fields.Nested(ChainState, required=True, allow_none=True)
    ended = fields.Boolean(required=True, metadata={"description": "end-encounter was taken."})
    end_reason = fields.String(required=True, allow_none=True)
    sides = fields.List(fields.String(), required=True)
    sides_standing = fields.List(
        fields.String(), required=True, metadata={"description": "Sides with active characters."}
    )
    one_side_left = fields.Boolean(
        required=True, metadata={"description": "Only one side has active characters (§12)."}
    )
    config = fields.Dict(required=True, metadata={"description": "The rule options (cfg)."})
    models = fields.Dict(keys=fields.String(), values=fields.Nested(CharacterState), required=True)


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
    kind = choice(
        ["action", "attack", "spell", "movement_unit"],
        "What was declared: an action, an attack, a spell, or 1 unit of movement.",
        required=True,
    )
    cost = ap_field(
        "cost",
        "AP the declared action costs, paid now (default 3; a spell its x; a movement unit was "
        "paid when it was moved and costs nothing here).",
    )


class ChainDeclaration(BaseSchema):
    actor = char_ref("Who declares the instant.")
    cost = ap_field("cost", "The instant's AP cost (3; an instant spell its x).", load_default=3)
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
    mode = choice(
        ["chosen", "random"],
        "chosen: the attacker picks `location` and takes its penalty; random: d100.",
        required=True,
    )
    location = location("chosen only: the location aimed at.")


class DefenseEncounterParams(BaseSchema):
    defender = char_ref("The defending character: its dice and shield come from the state.")
    attack_kind = choice(
        list(ATTACK_KINDS),
        "The incoming attack: melee, ranged or thrown (this route says `ranged`; the damage "
        "route calls a ranged hit `shot`, walka.md §14).",
        required=True,
    )
    type = choice(
        list(DEFENSES),
        "dodge (any attack), parry and block (melee), cover (ranged, thrown), none. A surprised "
        "character's defence is none whatever this says (§10).",
        required=True,
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
    attack_kind = choice(
        list(ATTACK_KINDS),
        "Default from the weapon: melee, ranged or thrown (this route says `ranged`; the "
        "damage route calls a ranged hit `shot`, walka.md §14); a melee weapon may be thrown "
        "and a thrown weapon may strike in melee.",
    )


class AttackBase(WeaponChoice):
    attacker = char_ref("The attacking character.")
    target = char_ref("The character attacked.")
    form = choice(
        FORMS, "Basic attack (thrust piercing, cut slashing, strike blunt) or a maneuver."
    )
    damage_type = damage_type("Only when neither the weapon nor the form gives one (a maneuver).")
    distance = distance()
    other_modifier = modifier("other_modifier", "A maneuver's or the GM's modifier.")
    cost = ap_field(
        "cost",
        "AP the attack costs: 3, or a maneuver's own cost. An attack already paid in an "
        "instant chain costs 0 whatever this says (§4).",
        load_default=3,
    )


class AttackEncounterParams(AttackBase):
    location_penalty = modifier(
        "location_penalty", "The chosen location's penalty (hit-location): 0, -5 or -15."
    )
    from_behind = flag("From the 120° arc behind the target: +10.")
    defense = fields.Nested(
        DefenseResult,
        required=True,
        metadata={"description": "The defence met (the defense step's outcome)."},
    )


class StrikeEncounterParams(AttackBase, TargetFields):
    location_mode = choice(
        ["chosen", "random"],
        "chosen: the attacker picks `location` and takes its penalty; random: d100.",
        required=True,
    )
    location = location("chosen only: the location aimed at.")
    defense_type = choice(
        list(DEFENSES),
        "The defender's choice: dodge (any attack), parry and block (melee), cover (ranged, "
        "thrown), none. A surprised defender has none (§10).",
        required=True,
    )
    defense_modifier = modifier("defense_modifier", "Added to the defence's dc.")


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
    attack_kind = choice(
        ["melee", "shot", "thrown"],
        "Default from the weapon: melee, shot or thrown (this route says `shot` for a ranged "
        "hit; the attack and strike routes call it `ranged`, walka.md §14).",
    )
    damage_type = damage_type("The attack's damage type (the attack's outcome).", required=True)
    location = location("The hit location.", required=True)
    copy = copy_field(load_default=1)
    critical = flag("A critical hit (§7): damage taken x2.")


class WoundsEncounterParams(BaseSchema):
    attacker = char_ref("Who dealt the damage (its side takes this step).")
    target = char_ref("The wounded character.")
    location = location("The hit location.", required=True)
    copy = copy_field(load_default=1)
    taken = value(
        "taken",
        "Damage taken (§8), doubled already on a critical.",
        high=10 * VALUE_MAX,
        required=True,
    )
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
    profile = fields.Nested(
        TerrainProfile,
        load_default=dict,
        metadata={"description": "The terrain; omit for ice (safe pace +1 AP, else DEX vs 15)."},
    )
    steps = fields.List(
        fields.Nested(TerrainStep),
        required=True,
        validate=validate.Length(1, 100, error="give 1 to 100 units"),
    )
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
    status = choice(list(STATUSES), "Its new status (§12, §13).", required=True)


class EndEncounterParams(BaseSchema):
    statuses = fields.Dict(
        keys=fields.String(),
        values=fields.String(validate=validate.OneOf(STATUSES)),
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
