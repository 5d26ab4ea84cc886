"""Every Umbra Turris result said in sentences, in the game's words (each step declares its
own `say` in `steps.py`): who did what to whom, what was needed, what came up.

Each function takes the step's params (for an encounter step, the params it bound from the
state, so the models' ids are there) and its outcome, and reads nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

P = Mapping[str, Any]


# The words a sentence of ours may start with: capitalised; a character's id never is.
OUR_WORDS = frozenset("the a no hit damage defence shield order".split())


def _sentence(text: str) -> str:
    if text and text.split(" ", 1)[0].rstrip("'s") in OUR_WORDS:
        return text[0].upper() + text[1:]
    return text


def _words(name: Any) -> str:
    return str(name).replace("_", " ")


def _who(p: P, key: str, fallback: str) -> str:
    value = p.get(key)
    if isinstance(value, Mapping):
        value = value.get("id")
    return str(value) if value else fallback


def _numbers(values: list[int]) -> str:
    return " + ".join(str(v) for v in values)


def wounds_words(who: str, before: Any, after: Any, out: Any) -> str:
    if out:
        return f"{_sentence(who)} is out of action."
    if before is not None and after is not None and after != before:
        return f"{_sentence(who)} has {after} wounds left."
    return ""


def shield_block(p: P, o: P) -> str:
    if o.get("shield_roll") is None:
        return "No shield block."
    end = "the attack is blocked" if o["blocked"] else "not blocked"
    return f"Shield block: rolled {o['shield_roll']} against {o['shield_block_target']}+, {end}."


def parry(p: P, o: P, attacker: str = "the attacker", defender: str = "the defender") -> str:
    lines = []
    if o.get("shield_roll") is not None:
        lines.append(f"{_sentence(defender)}'s shield block: rolled {o['shield_roll']}.")
    if o.get("outcome") == "blocked":
        lines.append(f"{_sentence(defender)}'s shield blocks the attack.")
        return " ".join(lines)
    rolls = [
        (o.get("attacker_location_roll"), attacker),
        (o.get("defender_location_roll"), defender),
    ]
    for roll, who in rolls:
        if roll is not None:
            lines.append(f"{_sentence(who)} rolls {roll} for the location.")
    aim = f"{_sentence(attacker)} aims at the {_words(o['attacker_location'])}"
    guard = f"{defender} guards the {_words(o['defender_location'])}"
    if o.get("defender_location") is None:
        guard = f"{defender} cannot react (attacked from behind)"
    end = "parried" if not o["attack_gets_through"] else "the attack gets through"
    lines.append(f"{aim}, {guard}: {end}.")
    return " ".join(lines)


def attack(p: P, o: P, attacker: str = "", defender: str = "") -> str:
    attacker = attacker or _who(p, "attacker", "the attacker")
    defender = defender or _who(p, "defender", "the defender")
    kind = _words(o["attack_type"])
    rolled = (
        f"rolled {_numbers(o['attacker_dice'])} (total {o['attacker_total']}) against "
        f"{_numbers(o['defender_dice'])} (total {o['defender_total']})"
    )
    text = f"{_sentence(attacker)}'s {kind} attack on {defender}: {rolled}, "
    if not o["success"]:
        return text + "no damage."
    text += f"{o['damage']} damage"
    if o.get("armour_absorbed"):
        text += f" ({o['armour_absorbed']} absorbed by armour)"
    text += "."
    end = wounds_words(defender, o.get("wounds_before"), o.get("wounds_after"), o["out_of_action"])
    return f"{text} {end}".strip()


def melee(p: P, o: P) -> str:
    attacker = _who(p, "attacker", "the attacker")
    defender = _who(p, "defender", "the defender")
    lines = [f"{_sentence(attacker)} attacks {defender} in melee."]
    lines.append(parry(p, o["parry"], attacker, defender))
    if o.get("attack") is not None:
        lines.append(attack(p, o["attack"], attacker, defender))
    elif o.get("out_of_action"):
        lines.append(f"{_sentence(defender)} is out of action.")
    return " ".join(lines)


def shot_hit(p: P, o: P) -> str:
    end = "hit" if o["hit"] else "miss"
    return (
        f"Hitting at {o['distance_cm']:g} cm: rolled {o['roll']} against "
        f"{o['effective_target']}+, {end}."
    )


def shot_damage(p: P, o: P, target: str = "") -> str:
    target = target or _who(p, "target", "the target")
    text = (
        f"Damage roll: {_numbers(o['shooter_dice'])} (total {o['shooter_total']}) against "
        f"{target}'s {_numbers(o['target_dice'])} (total {o['target_total']}), "
    )
    if not o["wounded"]:
        return text + "no wound."
    text += f"{o['damage']} damage."
    end = wounds_words(target, o.get("wounds_before"), o.get("wounds_after"), o["out_of_action"])
    return f"{text} {end}".strip()


def shooting(p: P, o: P) -> str:
    shooter = _who(p, "shooter", "the shooter")
    target = _who(p, "target", "the target")
    hit = o["hit"]
    text = (
        f"{_sentence(shooter)} shoots {target} at {hit['distance_cm']:g} cm: rolled "
        f"{hit['roll']} against {hit['effective_target']}+, {'hit' if hit['hit'] else 'miss'}."
    )
    if o.get("damage") is not None:
        text += " " + shot_damage(p, o["damage"], target)
    return text


def cast(p: P, o: P) -> str:
    who = _who(p, "id", "the mage")
    if o.get("roll") is None:
        return f"{_sentence(who)} cannot cast."
    end = "the spell works" if o["success"] else "the spell fails"
    if o.get("mishap"):
        end += ", a mishap"
    return (
        f"{_sentence(who)}'s Magic Test: rolled {o['roll']} against {o['spell_difficulty']}+, "
        f"{end}. Vitality {o['vitality_before']} to {o['vitality_after']}."
    )


def self_heal(p: P, o: P) -> str:
    who = _who(p, "id", "the mage")
    return (
        f"{_sentence(who)} gives up the Action Die to heal: Vitality {o['vitality_before']} to "
        f"{o['vitality_after']}."
    )
