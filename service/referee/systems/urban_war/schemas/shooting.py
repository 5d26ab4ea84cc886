"""Range bands and shooting (urban-war.md §6.4-§6.9)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from referee.fastload import Defer
from referee.schemas import BaseSchema, closed, closed_set_ref, flag, stat
from referee.systems.urban_war.rules.common import BANDS, MAX_RANGE_IN
from referee.systems.urban_war.rules.morale import PANIC_TRIGGERS
from referee.systems.urban_war.schemas.common import (
    DEFAULT_SIZE,
    SIZE_DEFAULT,
    WOUNDS_MAX_IN_SAVES,
    CommandFields,
    Modifier,
    NeededFields,
    WeaponBand,
    WoundsCheck,
    config_field,
    inches,
    model_id,
    profile_stat,
    weapon,
)
from referee.systems.urban_war.schemas.morale import CommandTestOutcome

DISTANCE = "Distance in inches between the nearest points of the bases (0 = base contact)."


def band_field(description: str | None = None, **kwargs):
    return closed("UrbanWarBand", list(BANDS), description, **kwargs)


def distance_in(**kwargs):
    # Up to 1000 in so that 48.1 in gets the rule's answer (out of range), not a schema error.
    return inches("distance_in", 1000, DISTANCE, **kwargs)


class RangeBandParams(BaseSchema):
    distance_in = distance_in(required=True)
    weapon = weapon("Optional: also check that this weapon is usable at the band.", allow_none=True)


class RangeBandOutcome(BaseSchema):
    band = band_field(f"One of {', '.join(BANDS)}.", required=True)
    band_index = fields.Integer(required=True, metadata={"description": "melee 0 .. extreme 4."})
    weapon_entry = fields.Nested(WeaponBand, required=True, allow_none=True)


class TargetSelectionParams(CommandFields, NeededFields):
    command = profile_stat("command")
    is_primary = flag("The target is the primary target: no test (R17).")
    primary_in_cover = flag("The primary target is in cover: +2 to the test (R11).")
    target_in_base_contact = flag(
        "The target is in base contact with an enemy: it cannot be the primary target (§6.5)."
    )

    def needed(self, data):
        """urban-war.md §6.5: only a target that is not the primary one is tested (T1: the
        primary target, no dice, so no CD to give)."""
        if not data.get("is_primary"):
            yield (
                "command",
                "to shoot at a target that is not the primary target: the test is a command test",
            )


class TargetSelectionOutcome(BaseSchema):
    test = fields.Nested(CommandTestOutcome, required=True, allow_none=True)
    allowed = fields.Boolean(required=True)
    shot_lost = fields.Boolean(required=True)


def moved_distance(**kwargs):
    return inches(
        "moved_distance_in",
        MAX_RANGE_IN,
        "Straight-line distance from the action's start point to the firing point; 0 = not "
        "moved. -1 per band of it (short -1 .. extreme -4).",
        load_default=0.0,
        **kwargs,
    )


class HitParams(BaseSchema):
    shooting_skill = profile_stat("shooting_skill", required=True)
    hit_mod = stat("hit_mod", -10, 10, "The weapon's hit modifier at the band.", load_default=0)
    shots = stat("shots", 1, 100, "Shots: the weapon's multiplier at the band.", load_default=1)
    target_size = stat(
        "target_size", 1, 10, f"The target's size (SZ). {SIZE_DEFAULT}", load_default=DEFAULT_SIZE
    )
    moved_distance_in = moved_distance()
    panic_penalty = flag("The shooter had a panic token when its action began: -2.")
    config = config_field()


class ShotRoll(BaseSchema):
    shot = fields.Integer(required=True)
    die = fields.Integer(required=True)
    total = fields.Integer(required=True)
    hit = fields.Boolean(required=True)


class HitOutcome(BaseSchema):
    modifiers = fields.List(fields.Nested(Modifier), required=True)
    modifier = fields.Integer(required=True, metadata={"description": "Sum of the modifiers."})
    shots = fields.List(fields.Nested(ShotRoll), required=True)
    hits = fields.Integer(required=True)


class DamageParams(BaseSchema):
    hits = stat("hits", 0, 100, "Successful hits.", required=True)
    strength = stat("strength", 0, 20, "The weapon's strength at the band.", required=True)
    damage_rolls = stat("damage_rolls", 1, 10, "Damage rolls per hit.", load_default=1)
    target_toughness = stat("target_toughness", 1, 10, "The target's toughness (T).", required=True)
    target_battleshield = flag("The target carries a Battleshield: +1 T against shooting.")
    config = config_field()


class DamageRoll(BaseSchema):
    hit = fields.Integer(required=True)
    roll = fields.Integer(required=True)
    die = fields.Integer(required=True)
    total = fields.Integer(required=True)
    wound = fields.Boolean(required=True)


class DamageOutcome(BaseSchema):
    toughness = fields.Integer(
        required=True, metadata={"description": "The toughness used, Battleshield included."}
    )
    modifier = fields.Integer(required=True)
    rolls = fields.List(fields.Nested(DamageRoll), required=True)
    wounds = fields.Integer(required=True)


COVER_TYPES = ["none", "soft", "solid"]


class Cover(BaseSchema):
    """Cover between the attacker and the target (urban-war.md §6.8, R21)."""

    type = closed("UrbanWarCoverType", COVER_TYPES, "solid 6+, soft 8+.", load_default="none")
    obstacle_distance_in = inches(
        "obstacle_distance_in",
        1000,
        "Distance of the obstacle from the attacker; cover counts only beyond 1 in. "
        "Required for soft or solid cover against a shot, unless the obstacle is a model; "
        "ignored in melee and in an interrupt charge, where cover never counts.",
    )
    obstacle_is_model = flag("The obstacle is another model: no cover.")


class CoverInShot(BaseSchema):
    """A step whose `cover` may be against a shot (urban-war.md §6.8, §8): there soft or
    solid cover needs `obstacle_distance_in` unless its obstacle is a model; elsewhere
    (melee, an interrupt charge) cover takes no distance, and one given is ignored."""

    def cover_against_a_shot(self, data) -> bool:
        return True

    @ma.validates_schema
    def _distance_for_cover(self, data, **kwargs):
        """urban-war.md §6.8 step 1: soft or solid cover counts only when its obstacle is
        more than 1 in from the attacker and not a model, facts the caller supplies (§1
        DECISION) and the digest gives no default for; without the distance a cover save
        against a shot cannot be decided."""
        cover = data.get("cover") or {}
        kind = cover.get("type", "none")
        if (
            kind != "none"
            and cover.get("obstacle_distance_in") is None
            and not cover.get("obstacle_is_model")
            and self.cover_against_a_shot(data)
        ):
            raise ma.ValidationError(
                {
                    "cover": {
                        "obstacle_distance_in": [
                            f"{kind} cover needs obstacle_distance_in, the obstacle's distance "
                            "from the attacker: cover counts only when the obstacle is more "
                            "than 1 in from it and not a model "
                            f'(e.g. {{"type": "{kind}", "obstacle_distance_in": 5}})'
                        ]
                    }
                }
            )


class CoverField(fields.Field):
    """Cover as an object, or its type alone as the glossary writes it (`"none"`, `"soft"`,
    `"solid"`: urban-war.md §2). A type alone is {"type": ...}: against a shot, soft or
    solid cover still needs its obstacle's distance (`CoverInShot`)."""

    _cover_schema = Cover()

    def __init__(self, **kwargs):
        super().__init__(
            load_default=dict,
            metadata={
                "description": "Cover between the attacker and the target: an object, or its "
                'type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, '
                "with `obstacle_distance_in`, unless `obstacle_is_model`). Default: none."
            },
            **kwargs,
        )

    def _deserialize(self, value, attr, data, **kwargs):
        return self._cover(value, self._cover_schema.load)

    def fast_reader(self, compile):
        """referee.fastload: this field's reading, with the Cover schema's fast loader."""
        load = compile(self._cover_schema)
        if load is None:
            return None

        def read(value):
            try:
                return self._cover(value, load)
            except ma.ValidationError:
                raise Defer from None

        return read

    @staticmethod
    def _cover(value, load):
        if isinstance(value, str):
            if value not in COVER_TYPES:
                raise ma.ValidationError(
                    f"cover is one of {', '.join(COVER_TYPES)} or an object, not {value!r}"
                )
            value = {"type": value}
        if not isinstance(value, dict):
            raise ma.ValidationError(
                'cover is an object such as {"type": "solid", "obstacle_distance_in": 5}, or "none"'
            )
        return load(value)

    def _serialize(self, value, attr, obj, **kwargs):
        return value

    def openapi(self, converter) -> dict:
        # The type alone is one closed set, so each SDK has one type for it rather than one
        # per request that takes cover.
        return {
            "anyOf": [
                converter.resolve_nested_schema(Cover),
                closed_set_ref(converter.spec.components, "UrbanWarCoverType", COVER_TYPES),
            ]
        }


class SavesParams(CoverInShot):
    def cover_against_a_shot(self, data) -> bool:
        return data.get("context", "shooting") == "shooting"

    @ma.validates_schema
    def _wounds_within_max(self, data, **kwargs):
        most = data.get("target_wounds_max")
        if most is not None and data.get("target_wounds", 0) > most:
            raise ma.ValidationError(
                f"target_wounds {data['target_wounds']} is more than target_wounds_max {most}",
                "target_wounds",
            )

    wounds = stat("wounds", 0, 1000, "Wounding damage rolls, in order.", required=True)
    target_wounds = stat("target_wounds", 1, 20, "The target's W before this step.", required=True)
    target_wounds_max = stat(
        "target_wounds_max",
        1,
        20,
        "The target's W on its profile. Optional: without it `below_half_wounds` is null.",
    )
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    cover = CoverField()
    context = closed(
        "UrbanWarSaveContext",
        ["shooting", "melee"],
        "Cover never counts in melee.",
        load_default="shooting",
    )
    config = config_field()


class ArmourSave(BaseSchema):
    die = fields.Integer(required=True)
    total = fields.Integer(required=True)
    saved = fields.Boolean(required=True)


class CoverSave(BaseSchema):
    die = fields.Integer(required=True)
    target = fields.Integer(required=True)
    saved = fields.Boolean(required=True)


class WoundSave(BaseSchema):
    wound = fields.Integer(required=True)
    armour_save = fields.Nested(ArmourSave, required=True, allow_none=True)
    cover_save = fields.Nested(CoverSave, required=True, allow_none=True)
    unsaved = fields.Boolean(required=True)


class SavesOutcome(BaseSchema):
    cover_applies = fields.Boolean(required=True)
    saves = fields.List(fields.Nested(WoundSave), required=True)
    wounds_unsaved = fields.Integer(required=True)
    wounds_discarded = fields.Integer(
        required=True, metadata={"description": "Wounds left when W reached 0: no dice."}
    )
    wounds_after = fields.Integer(required=True)
    out_of_action = fields.Boolean(required=True)
    below_half_wounds = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={
            "description": "W after the step is below half of `target_wounds_max` (true "
            "also for a model already below half, and at 0 W): the plain state of R13; whether "
            "a panic test follows is the calling step's concern (§8). Null only here in "
            "shooting/saves without `target_wounds_max`: in a shooting, melee, break off or "
            "interrupt it is measured from the model's `wounds_max`, or its W before the step."
        },
    )


class Shooter(CommandFields):
    """The shooter (urban-war.md §6.9). CD is read only by a target selection test and MV
    only to check a move before the shot: `ShootingParams.needed` says when."""

    id = model_id()
    command = profile_stat("command")
    shooting_skill = profile_stat("shooting_skill", required=True)
    movement = profile_stat("movement")
    weapon = weapon("The weapon shot with.", required=True)
    moved_distance_in = moved_distance()
    in_base_contact = flag("In base contact with an enemy: it cannot shoot (R26).")
    panic_penalty = flag("It had a panic token when its action began: -2 to hit.")


class ShotTarget(WoundsCheck):
    id = model_id()
    toughness = profile_stat("toughness", required=True)
    wounds = profile_stat("wounds", required=True)
    wounds_max = profile_stat("wounds_max", WOUNDS_MAX_IN_SAVES)
    size = profile_stat("size", SIZE_DEFAULT, load_default=DEFAULT_SIZE)
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    battleshield = flag("Carries a Battleshield: +1 T against shooting.")
    in_base_contact = flag("In base contact with an enemy: no below-half panic test.")


class ShootingParams(NeededFields, CoverInShot):
    shooter = fields.Nested(Shooter, required=True)
    target = fields.Nested(ShotTarget, required=True)
    distance_in = distance_in(required=True)
    has_los = flag("The shooter sees the target.", load_default=True)
    is_primary = flag("The target is the primary target (no selection test).", load_default=True)
    primary_in_cover = flag("Not primary: the primary target is in cover, +2 to the test.")
    cover = CoverField()
    mode = closed(
        "UrbanWarShotMode",
        ["normal", "interrupt"],
        "interrupt: an overwatch shot (§6.16).",
        load_default="normal",
    )
    config = config_field()

    def needed(self, data):
        """urban-war.md §6.9: in normal mode a target that is not primary needs the target
        selection test (§6.5, the shooter's CD), and a move before the shot is checked
        against MV (step 1). An interrupt shot has neither."""
        if data.get("mode") == "interrupt":
            return
        if not data.get("is_primary", True):
            yield (
                "shooter.command",
                "to shoot at a target that is not the primary target: the target selection "
                "test is a command test",
            )
        if data["shooter"].get("moved_distance_in", 0) > 0:
            yield (
                "shooter.movement",
                "when the shooter moved: the move before a shot is at most MV",
            )


class ShootingOutcome(BaseSchema):
    band = band_field(required=True)
    selection = fields.Nested(TargetSelectionOutcome, required=True, allow_none=True)
    shot_lost = fields.Boolean(required=True)
    hit = fields.Nested(HitOutcome, required=True, allow_none=True)
    damage = fields.Nested(DamageOutcome, required=True, allow_none=True)
    saves = fields.Nested(SavesOutcome, required=True, allow_none=True)
    wounds_unsaved = fields.Integer(required=True)
    wounds_after = fields.Integer(required=True)
    out_of_action = fields.Boolean(required=True)
    casualty = fields.Boolean(
        required=True,
        metadata={
            "description": "The target was removed: friendly models within 9 in of it "
            "take friendly_killed panic tests."
        },
    )
    panic_triggers = fields.List(
        closed("UrbanWarPanicTrigger", PANIC_TRIGGERS),
        required=True,
        metadata={"description": "Panic tests the target now owes, e.g. `below_half_wounds`."},
    )
