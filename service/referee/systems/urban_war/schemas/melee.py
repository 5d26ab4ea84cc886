"""Melee (urban-war.md §6.10-§6.14)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from referee.schemas import BaseSchema, flag, stat
from referee.systems.urban_war.rules.melee import loser_of
from referee.systems.urban_war.schemas.common import (
    LOSER_COMMAND,
    WOUNDS_MAX_IN_SAVES,
    CommandFields,
    Modifier,
    NeededFields,
    WoundsCheck,
    config_field,
    inches,
    model_id,
    profile_stat,
    weapon,
)
from referee.systems.urban_war.schemas.morale import PanicTestOutcome
from referee.systems.urban_war.schemas.shooting import DamageOutcome, SavesOutcome


class FirstStrikeSide(BaseSchema):
    first_strike = profile_stat("first_strike", required=True)
    fs_bonus = stat("fs_bonus", -5, 5, "The melee weapon's first-strike bonus.", load_default=0)
    charged_this_phase = flag("It charged in this phase: +3.")


class FirstStrikeParams(BaseSchema):
    attacker = fields.Nested(FirstStrikeSide, required=True)
    defender = fields.Nested(FirstStrikeSide, required=True)
    defender_strikes = flag("The defender may strike back (R33).", load_default=True)


class FirstStrikeOutcome(BaseSchema):
    attacker_score = fields.Integer(required=True)
    defender_score = fields.Integer(required=True)
    order = fields.String(
        required=True,
        metadata={
            "description": "`attacker_first`, `defender_first`, `simultaneous` (attacker "
            "resolved first, both strike) or `attacker_only`."
        },
    )


class MeleeHitParams(BaseSchema):
    striker_assault_skill = stat("striker_assault_skill", 1, 10, "The striker's AS.", required=True)
    opponent_assault_skill = stat(
        "opponent_assault_skill", 1, 10, "The opponent's AS.", required=True
    )
    attacks = stat("attacks", 1, 100, "The melee band's multiplier; 1 bare-handed.", load_default=1)
    charged_this_action = flag("The striker charged in this action: +1.")
    panic_penalty = flag("The striker has the panic penalty: -2.")
    hit_mod = stat(
        "hit_mod",
        -10,
        10,
        "The melee band's hit modifier; used only with config.melee_weapon_hit_mod.",
        load_default=0,
    )
    config = config_field()


class AttackRoll(BaseSchema):
    attack = fields.Integer(required=True)
    die = fields.Integer(required=True)
    total = fields.Integer(required=True)
    hit = fields.Boolean(required=True)


class MeleeHitOutcome(BaseSchema):
    modifiers = fields.List(fields.Nested(Modifier), required=True)
    modifier = fields.Integer(required=True)
    attacks = fields.List(fields.Nested(AttackRoll), required=True)
    hits = fields.Integer(required=True)


class MeleeDamageParams(BaseSchema):
    hits = stat("hits", 0, 100, "Successful hits.", required=True)
    strength = stat(
        "strength", 0, 20, "The melee band's strength; the striker's ST bare-handed.", required=True
    )
    damage_rolls = stat("damage_rolls", 1, 10, "Damage rolls per hit.", load_default=1)
    opponent_toughness = stat("opponent_toughness", 1, 10, "The opponent's T.", required=True)
    shield_applies = flag(
        "The opponent's Battleshield covers it against this striker (its first opponent): +1 T."
    )
    charged_this_action = flag("The striker charged in this action: +1.")
    config = config_field()


class ResultSide(CommandFields):
    """One side of §6.13: hits suffered, in play, and the panic-test fields (§6.2), of which
    only the loser's are read (`MeleeResultParams.needed`)."""

    command = profile_stat("command", "Required for the loser (unless it is panicked).")
    hits_suffered = stat("hits_suffered", 0, 1000, "Hits it suffered this exchange.", required=True)
    in_play = flag("Still in play after the exchange.", load_default=True)
    panicked = flag("Already holds a panic token: a lost melee adds no test.")


class MeleeResultParams(NeededFields):
    attacker = fields.Nested(ResultSide, required=True)
    defender = fields.Nested(ResultSide, required=True)

    def needed(self, data):
        """urban-war.md §6.13: the loser is known before any die (hits suffered, in play),
        and only it takes a panic test, unless it already holds a token (§6.2). MR2 (a
        draw) and MR3 (a model out of play) read no CD; MR1 reads the defender's alone."""
        loser, _ = loser_of(data)
        if loser is not None and not data[loser].get("panicked"):
            yield (
                f"{loser}.command",
                f"for the loser (the {loser} suffered more hits and both are in play): its "
                "panic test is a command test",
            )


class MeleeResultOutcome(BaseSchema):
    loser = fields.String(
        required=True, allow_none=True, metadata={"description": "`attacker`, `defender` or null."}
    )
    reason = fields.String(
        required=True,
        metadata={"description": "`model_out_of_play`, `draw` or `more_hits_suffered`."},
    )
    panic_test = fields.Nested(PanicTestOutcome, required=True, allow_none=True)


class MeleeProfile(CommandFields, WoundsCheck):
    """A model in melee: what hitting, damage, saves and a lost-melee panic test read."""

    id = model_id()
    assault_skill = profile_stat("assault_skill", required=True)
    strength = profile_stat("strength", required=True)
    toughness = profile_stat("toughness", required=True)
    wounds = profile_stat("wounds", required=True)
    wounds_max = profile_stat("wounds_max", WOUNDS_MAX_IN_SAVES)
    first_strike = profile_stat("first_strike", required=True)
    movement = profile_stat("movement", required=True)
    heavy_armour = profile_stat("heavy_armour", load_default=0)
    weapon = weapon(
        "Its melee weapon; omit to fight bare-handed (1 attack at ST).", allow_none=True
    )
    panicked = flag("Holds a panic token.")
    charged_this_phase = flag("It charged earlier in this phase: +3 FS.")


class MeleeAttacker(MeleeProfile):
    """The attacker of §6.14: {AS, ST, T, W, FS, MV, CAL, ...}, no CD. Its CD is read only
    if it loses; left out, a lost melee reports its panic test due and unrolled. MV and ST
    only where `MeleeParams.needed` says."""

    command = profile_stat("command", LOSER_COMMAND)
    strength = profile_stat("strength")
    movement = profile_stat("movement")
    charged_this_action = flag("It charges now: +3 FS, +1 to hit and damage.")
    charge_distance_in = inches(
        "charge_distance_in", 1000, "Required for a charge: the distance moved into contact."
    )
    panic_penalty = flag("It had a panic token when its action began: -2 to hit, no charge.")
    shield_applies = flag("Its Battleshield covers it against this defender: +1 T.")


class MeleeDefender(MeleeProfile):
    """The defender of §6.14: the attacker's fields and the panic-test fields. Its CD is
    read only if it loses (X2 gives none: both are removed); left out, a lost melee reports
    its panic test due and unrolled. MV is never read; ST only where `MeleeParams.needed`
    says."""

    command = profile_stat("command", LOSER_COMMAND)
    strength = profile_stat("strength")
    movement = profile_stat("movement")
    can_strike_back = flag(
        "It may strike back: this attacker is the first to attack it this round (R33).",
        load_default=True,
    )
    shield_applies = flag("Its Battleshield covers it against this attacker: +1 T.")
    panic_penalty = flag(
        "It has the panic penalty when it strikes back: -2 to hit. Default: whether it is "
        "panicked (outside its own action the two agree; the target of an interrupt charge "
        "that rallied in its action may have the penalty without a token).",
        load_default=ma.missing,
    )


class MeleeParams(NeededFields):
    attacker = fields.Nested(MeleeAttacker, required=True)
    defender = fields.Nested(MeleeDefender, required=True)
    interrupt_charge = flag("An overwatch interrupt charge: both models count as charging.")
    config = config_field()

    def needed(self, data):
        """urban-war.md §6.14 step 1: a charge's reach is 2×MV + CAL; a bare-handed model
        strikes at its ST (1 attack), an armed one at its weapon's."""
        attacker = data["attacker"]
        if attacker.get("charged_this_action") or data.get("interrupt_charge"):
            yield ("attacker.movement", "for a charge: its reach is 2×MV + 1 in per CAL")
        yield from bare_hands_need_strength(
            data, ("attacker", "defender"), "for a bare-handed model: it strikes at its ST"
        )


def bare_hands_need_strength(data, sides, why: str):
    """The ST of each of `sides` that fights bare-handed: 1 attack at its ST (§4 DECISION);
    an armed model strikes at its weapon's, and its ST is read by no path."""
    for side in sides:
        if data[side].get("weapon") is None:
            yield f"{side}.strength", why


class Strike(BaseSchema):
    striker = fields.String(required=True, metadata={"description": "`attacker` or `defender`."})
    weapon = fields.String(required=True)
    hit = fields.Nested(MeleeHitOutcome, required=True)
    damage = fields.Nested(DamageOutcome, required=True)
    saves = fields.Nested(SavesOutcome, required=True)


class SideNumbers(BaseSchema):
    attacker = fields.Integer(required=True)
    defender = fields.Integer(required=True)


class SideFlags(BaseSchema):
    attacker = fields.Boolean(required=True)
    defender = fields.Boolean(required=True)


class MeleeOutcome(BaseSchema):
    first_strike = fields.Nested(FirstStrikeOutcome, required=True)
    strikes = fields.List(fields.Nested(Strike), required=True)
    hits_suffered = fields.Nested(SideNumbers, required=True)
    wounds_after = fields.Nested(SideNumbers, required=True)
    out_of_action = fields.Nested(SideFlags, required=True)
    result = fields.Nested(MeleeResultOutcome, required=True)
