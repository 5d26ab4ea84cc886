"""What an encounter request never types: the numbers and facts the rules or the encounter's
state give (umbra-turris.md §11 DECISION; issue 29, "numbers the rules give are not typed").

The stateless routes take these as inputs; on an encounter they come from the models'
profiles, equipment and state, or the rules give their value for a named fact. A request
that types one is refused (422) with where it comes from, not just "not a field", so a
player who tries +3 learns what would change it.
"""

from __future__ import annotations

from typing import ClassVar

import marshmallow as ma

from referee.schemas import BaseSchema

_PROFILE = "it comes from the model's profile (§3); a game master's edit changes it"
_EQUIPMENT = "it comes from the model's equipment (§3, §11); a game master's edit changes it"
_VITALITY = "it is the mage's, kept by the encounter (§9, §10); a game master's edit changes it"
_SHOT_SUM = (
    "the rules add up the shot's modifiers from the facts it names (§8 R12): "
    "target_in_contact -1, target_in_terrain -2, through_terrain -3, and from the encounter the "
    "target's Action Die (+1, or -1 without it) and the shooter in melee (-3)"
)

# Each field a stateless step takes that an encounter step gives itself, with where it comes from.
GIVEN: dict[str, str] = {
    "weapon_skill": _PROFILE,
    "strength": _PROFILE,
    "speed": _PROFILE,
    "ballistic_skill": _PROFILE,
    "toughness": _PROFILE,
    "WS": _PROFILE,
    "S": _PROFILE,
    "Sp": _PROFILE,
    "BS": _PROFILE,
    "T": _PROFILE,
    "wounds": _PROFILE,
    "W": _PROFILE,
    "weapon_modifier": "the rules add the attacker's weapon modifier from its equipment (§6 R7); "
    "a game master's edit changes it",
    "armour": _EQUIPMENT,
    "weapon_damage": _EQUIPMENT,
    "wounds_remaining": "it is the encounter's: attacks and shots take their damage from it (§11)",
    "vitality": _VITALITY,
    "vitality_max": _VITALITY,
    "profession": "it comes from the mage's roster entry (§9); a game master's edit changes it",
    "modifiers": _SHOT_SUM,
    "modifier": _SHOT_SUM,
    "modifier_total": _SHOT_SUM,
    "target_has_action_die": "it is read from the target's Action Die in the encounter (§8, §11): "
    "+1 BS when it holds it, -1 when not; the action-die step changes it",
    "defender_has_action_die": "it is read from the defender's Action Die in the encounter (§5, "
    "§11); the action-die step changes it",
    "has_action_die_after": "it is the rules' answer, not a request's",
    "shooter_in_melee": "it is read from the shooter's in_melee (§8, §11): -3 BS when a charge put "
    "it in melee",
    "moved_this_cycle": "it is the encounter's (§11): movement and charge set it",
    "damage": "it is the rules' answer (§6, §8), not a request's",
    "config": "the encounter's rule options are set when it is created",
}

# Per step, what else the encounter gives: the Aiming of the hit a damage roll follows, the
# "from behind" of the exchange a shield block or a parry part belongs to.
DAMAGE_AIM = (
    "the damage roll uses the Aiming of the hit it follows (§8 step 1): it was set in shooting/hit"
)
EXCHANGE_BEHIND = "it was declared with the exchange (melee/exchange), which the parry follows"


class StateGiven(BaseSchema):
    """A step's request that refuses what the encounter gives (GIVEN, and `also` per step)."""

    also: ClassVar[dict[str, str]] = {}

    @ma.pre_load
    def _not_typed(self, data, **kwargs):
        if not isinstance(data, dict):
            return data
        given = {**GIVEN, **self.also}
        typed = {
            key: [f"{key} is not typed on an encounter: {why}"]
            for key, why in given.items()
            if key in data and key not in self.fields
        }
        if typed:
            raise ma.ValidationError(typed)
        return data
