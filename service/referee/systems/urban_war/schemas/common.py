"""Shapes every Urban War step shares: stats, weapons, configuration (urban-war.md §1, §3, §4)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from referee.dice import Dice, DiceError, ManualDice, StreamDice
from referee.fastload import Defer
from referee.schemas import BaseSchema, digest_defaults, flag, stat
from referee.systems.urban_war.rules.common import BANDS, DEFAULT_CONFIG

# urban-war.md §3: the profile, with the game's abbreviations as aliases.
PROFILE = {
    "assault_skill": ("AS", 1, 10, "Assault skill (AS), 1-10: melee hitting."),
    "shooting_skill": ("SH", 1, 10, "Shooting skill (SH), 1-10: shooting hit rolls."),
    "strength": ("ST", 1, 10, "Strength (ST), 1-10: bare-handed melee damage."),
    "toughness": ("T", 1, 10, "Toughness (T), 1-10: subtracted from damage rolls."),
    "wounds": ("W", 1, 20, "Wounds (W) the model has left, 1-20."),
    "wounds_max": (None, 1, 20, "Wounds on the profile, 1-20 (default: `wounds`)."),
    "command": ("CD", 1, 10, "Command (CD), 1-10."),
    "size": ("SZ", 1, 10, "Size (SZ), 1-10: SZ 4+ is easier to hit by shooting."),
    "movement": ("MV", 1, 4, "Movement (MV) in inches, 1-4."),
    "calibre": ("CAL", 0, 10, "Calibre (CAL), 0-10: command tests, run, charge, break off."),
    "first_strike": ("FS", 0, 20, "First strike (FS) as printed (it already includes CAL), 0-20."),
    "heavy_armour": (None, 0, 9, "Heavy Armour (+N), 0-9; 0 = none."),
}


def profile_stat(name: str, note: str = "", **kwargs) -> fields.Integer:
    """A profile stat (§3); `note` adds to its description when it is read only sometimes."""
    alias, low, high, description = PROFILE[name]
    label = name.replace("_", " ") + (f" ({alias})" if alias else "")
    if note:
        description = f"{description} {note}"
    return stat(label, low, high, description, alias=alias, **kwargs)


# urban-war.md §3: SZ averages 2 and only SZ 4+ changes a shooting hit roll (§6.6), so a
# target whose size is not given is of the average size.
DEFAULT_SIZE = 2
SIZE_DEFAULT = f"Default {DEFAULT_SIZE}, the average SZ: only SZ 4 or more changes a hit roll."

# A melee side's CD that only a lost melee reads (urban-war.md §6.13, §6.14).
LOSER_COMMAND = (
    "Read only if it loses the melee: without it a lost melee reports its panic test due "
    "and not rolled (`panic_test.due` true), for you to roll with panic-test."
)


# urban-war.md §6.8: what a model's wounds_max is for in a combined step.
WOUNDS_MAX_IN_SAVES = (
    "The saves against it measure `below_half_wounds` from it; left out, the model is taken "
    "at full W (its W before this step)."
)


class StrictFloat(fields.Float):
    """A JSON number only: "3" is an error, not a guess."""

    fast_as = fields.Float  # referee.fastload: on JSON numbers it loads as Float does

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


def inches(name: str, high: float, description: str, **kwargs) -> fields.Float:
    return StrictFloat(
        allow_nan=False,
        validate=validate.Range(
            0, high, error=f"{name} must be from 0 to {high:g} in, not {{input}}"
        ),
        error_messages={"invalid": f"{name} must be a number of inches"},
        metadata={"description": description},
        **kwargs,
    )


class Modifier(BaseSchema):
    """A named modifier to a roll."""

    reason = fields.String(
        required=True,
        validate=validate.Length(1, 100, error="a modifier's reason is 1 to 100 characters"),
        metadata={"description": "Why it applies, in words. Alias: `source`.", "alias": "source"},
    )
    value = stat("a modifier's value", -10, 10, "Added to the total.", required=True)


class WeaponBand(BaseSchema):
    """A weapon's entry for one range band (urban-war.md §4)."""

    hit_mod = stat("hit_mod", -10, 10, "Added to every hit roll at this band.", required=True)
    shots = stat(
        "shots",
        1,
        100,
        "Hit rolls per action: shots, or attacks in the melee band (x2 = 2).",
        load_default=1,
    )
    strength = stat("strength", 0, 20, "Strength of the damage roll at this band.", required=True)
    damage_rolls = stat(
        "damage_rolls",
        1,
        10,
        "Damage rolls per successful hit (x2 on the strength = 2).",
        load_default=1,
    )


CARD = re.compile(r"^([+-]?\d+)(?:x(\d+))?/(\d+)(?:x(\d+))?$")
CARD_PATTERN = r"^(-|[+-]?\d+(x\d+)?/\d+(x\d+)?)$"


class WeaponBandField(fields.Field):
    """A band as an object, as card notation (`+1x2/5`, `-1/8x2`), or null / `-` for unusable."""

    _band_schema = WeaponBand()

    def _deserialize(self, value, attr, data, **kwargs):
        return self._band(value, self._band_schema.load)

    def fast_reader(self, compile):
        """referee.fastload: this field's reading, with the band schema's fast loader."""
        load = compile(self._band_schema)
        if load is None:
            return None

        def read(value):
            try:
                return self._band(value, load)
            except ma.ValidationError:
                raise Defer from None

        return read

    def _band(self, value, load):
        if value is None or value == "-":
            return None
        if isinstance(value, str):
            match = CARD.match(value.strip())
            if not match:
                raise ma.ValidationError(
                    f"{value!r} is not card notation: write <hit_mod>[x<shots>]/<strength>"
                    "[x<damage_rolls>] such as +1x2/5 or -1/8x2, or - when unusable"
                )
            hit_mod, shots, strength, rolls = match.groups()
            value = {
                "hit_mod": int(hit_mod),
                "shots": int(shots or 1),
                "strength": int(strength),
                "damage_rolls": int(rolls or 1),
            }
        if not isinstance(value, dict):
            raise ma.ValidationError("a band is an object, card notation such as 0x2/5, or null")
        return load(value)

    def _serialize(self, value, attr, obj, **kwargs):
        return value

    def openapi(self, converter) -> dict:
        return {
            "oneOf": [
                converter.resolve_nested_schema(WeaponBand),
                {
                    "type": "string",
                    "pattern": CARD_PATTERN,
                    "description": "Card notation, e.g. `+1x2/5`; `-` when unusable.",
                },
                {"type": "null"},
            ]
        }


def band(name: str) -> WeaponBandField:
    return WeaponBandField(
        load_default=None,
        allow_none=True,
        metadata={"description": f"The {name} band; null or `-` where the card shows a dash."},
    )


class WeaponBands(BaseSchema):
    melee = band("melee (base contact)")
    short = band("short (to 12 in)")
    medium = band("medium (12-24 in)")
    long = band("long (24-36 in)")
    extreme = band("extreme (36-48 in)")


class Weapon(BaseSchema):
    """A weapon card: per band a hit modifier and a Strength, or a dash (urban-war.md §4)."""

    name = fields.String(
        load_default="", validate=validate.Length(max=100), metadata={"description": "Its name."}
    )
    fs_bonus = stat(
        "fs_bonus", -5, 5, "First-strike bonus of melee equipment, -5..+5.", load_default=0
    )
    bands = fields.Nested(
        WeaponBands,
        required=True,
        metadata={"description": f"One entry per band: {', '.join(BANDS)}."},
    )


@digest_defaults(DEFAULT_CONFIG)
class Config(BaseSchema):
    """Rule options (urban-war.md §1); every one has the digest's default."""

    natural_1_10 = flag(
        "A natural 1 always fails and a natural 10 always succeeds on hit and damage rolls."
    )
    melee_weapon_hit_mod = flag("Add the melee band's hit modifier to melee hit rolls (§6.11).")
    heavy_armour_in_melee = flag("Heavy Armour saves also in melee (§6.8).")
    break_off_free_strike = flag("Opponents get a free strike at a model that breaks off (§6.15).")


def config_field() -> fields.Nested:
    return fields.Nested(
        Config,
        load_default=dict,
        metadata={"description": "Rule options; omit for the defaults (docs/rules)."},
    )


def modifiers_field(description: str) -> fields.List:
    return fields.List(
        fields.Nested(Modifier),
        load_default=list,
        validate=validate.Length(max=10, error="at most 10 extra modifiers"),
        metadata={"description": description},
    )


class CommandFields(BaseSchema):
    """The model fields every command test reads (urban-war.md §3, §6.1).

    `modifiers` are the further modifiers of §6.1 for this model's command tests
    (target selection, break off, rally, interrupt, a lost melee's panic test):
    urban-war.md §8, "every step whose digest section lists modifiers accepts them".
    """

    command = profile_stat("command", required=True)
    calibre = profile_stat("calibre", load_default=0)
    commander_in_range = flag(
        "A friendly Commander without a panic token is within 9 in: +1 (R8). "
        "Ignored for the Commander himself."
    )
    is_commander = flag("The model is the Commander: his own bonus does not apply to him.")
    modifiers = modifiers_field(
        "Further modifiers to this model's command tests, from rules outside this "
        "reference (at most 10)."
    )


class WoundsCheck(BaseSchema):
    """wounds (left) may not exceed wounds_max (on the profile)."""

    @ma.validates_schema
    def _wounds_within_max(self, data, **kwargs):
        if data.get("wounds_max") is not None and data.get("wounds", 0) > data["wounds_max"]:
            raise ma.ValidationError(
                f"wounds {data['wounds']} is more than wounds_max {data['wounds_max']}",
                "wounds",
            )


def model_id(**kwargs) -> fields.String:
    return fields.String(
        validate=validate.Length(1, 64, error="an id is 1 to 64 characters"),
        metadata={"description": "Your name for the model, echoed in the outcome."},
        **kwargs,
    )


def weapon(description: str, **kwargs) -> fields.Nested:
    return fields.Nested(Weapon, metadata={"description": description}, **kwargs)


class NeededFields(BaseSchema):
    """A step's conditionally required fields, in one place per step (urban-war.md U3).

    A field is required exactly when some path of the procedure for these inputs reads it;
    a field no path reads is optional (still accepted and validated). A step lists in
    `needed` the dotted paths its inputs make some path read, each with why; a missing one
    is a 422 naming the field and the reason, before any die is drawn.
    """

    def needed(self, data: Mapping[str, Any]) -> Iterable[tuple[str, str]]:
        return ()

    @ma.validates_schema
    def _needed_fields(self, data, **kwargs):
        errors: dict[str, list[str]] = {}
        for path, why in self.needed(data):
            if _at(data, path) is None:
                errors.setdefault(path, []).append(f"{path} is required {why}")
        if errors:
            raise ma.ValidationError(errors)


def foreseen(data: Mapping[str, Any], procedure: Callable[[Dice], Any]) -> Any:
    """What `procedure` gives on this request's own dice, known before any die is drawn;
    None when the dice are not known yet.

    urban-war.md U2, U3: a step draws its dice in a fixed order, and validation precedes the
    first draw. Manual `dice` are known as sent; a `seed` fixes the referee-dice-v1 stream,
    so its dice are computed here on a stream of its own (the request's own draws nothing).
    Without either (a fresh seed, or an odds request) they are unknown. Dice that run out or
    are no face of the die leave the answer unknown too: the step refuses them when it draws.
    Used by `needed` for fields that only a later branch reads (a break off's forced melee,
    the shot or melee of a passed interrupt test).
    """
    if "dice" in data:
        dice: Dice = ManualDice(data["dice"])
    elif "seed" in data:
        try:
            dice = StreamDice(data["seed"])
        except ValueError:
            return None  # refused by the seed's own check
    else:
        return None
    try:
        return procedure(dice)
    except DiceError:
        return None


def _at(data: Any, path: str) -> Any:
    """The loaded value at a dotted path (`opponents.0.command`), None where absent."""
    for key in path.split("."):
        if isinstance(data, list):
            data = data[int(key)] if key.isdigit() and int(key) < len(data) else None
        elif isinstance(data, Mapping):
            data = data.get(key)
        else:
            return None
    return data
