"""Walka encounter shapes: the roster and the state as GET /v1/encounters/{id} shows it
(walka.md §13); each step's request is in `encounter_params`.
"""

from __future__ import annotations

from collections.abc import Mapping

import marshmallow as ma
from marshmallow import fields, validate

from referee.encounters.fields import checked_roster_sides, roster_name, roster_side
from referee.encounters.ids import model_id
from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.walka.rules.action_points import max_ap
from referee.systems.walka.rules.damage import check_loadout
from referee.systems.walka.schemas.attack import BodyRow, Copies, DefenseOutcome
from referee.systems.walka.schemas.common import (
    InterruptsField,
    RangeBand,
    ap_field,
    attack_kind_field,
    character_id,
    damage_type,
    hp_field,
    level,
    name_field,
    quality,
    rules_field,
    skill_die,
    value,
)
from referee.systems.walka.schemas.damage import LimbRef, Wound, armour_pieces_field
from referee.systems.walka.schemas.turn import (
    BorrowedReload,
)
from referee.violations import RuleViolation

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


def status_field(description: str | None, **kwargs) -> fields.String:
    """walka.md §12, §13: a character is active, or out of the fight."""
    return closed("WalkaStatus", list(STATUSES), description, **kwargs)


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
    kind = attack_kind_field(
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
    side = roster_side("Its side; an encounter has at least two.")
    name = roster_name()
    status = status_field(
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
    armour_pieces = armour_pieces_field(
        "Armour worn, checked as a loadout (§8): a conflict is a 422."
    )
    main_hand = closed(
        "WalkaHand",
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
        sides = checked_roster_sides(models, "character")
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


class PendingDefence(BaseSchema):
    """A defence rolled with the defense step, waiting for the attack it answers (walka.md §6)."""

    defender = fields.String(required=True)
    attacker = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The attacker the defence step named, for the record (null: none "
            "named); the next attack on the defender meets the roll, whoever makes it."
        },
    )
    attack_kind = attack_kind_field(
        "The attack kind the defence was rolled against (the defense step's attack_kind).",
        required=True,
    )
    defence = fields.Nested(
        DefenseOutcome, required=True, metadata={"description": "The defense step's outcome."}
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
    defences = fields.List(
        fields.Nested(PendingDefence),
        required=True,
        metadata={
            "description": "Defences rolled and not yet met, one per defender: the next "
            "attack on the defender meets the dc; they lapse when the turn passes (§6)."
        },
    )
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
