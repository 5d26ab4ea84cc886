"""Every Walka result said in sentences, in the game's words (each step declares its own
`say` in `steps.py`): who did what to whom, what was needed, what came up.

Each function takes the step's params (for an encounter step, the params it bound from the
state, so the characters' ids are there) and its outcome, and reads nothing else.
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


def test_words(test: P) -> str:
    """ "d20 rolled 8, total 11 against dc 10: passed"."""
    if test.get("critical"):
        end = "a critical success"
    elif test.get("fumble"):
        end = "a fumble"
    else:
        end = "passed" if test.get("passed") else "failed"
    rolled = f"{test['die']} rolled {test['natural']}, total {test['total']}"
    return f"{rolled} against dc {test['dc']}: {end}"


def initiative(p: P, o: P) -> str:
    order = ", ".join(str(c["id"]) for c in o["order"])
    text = f"Turn order: {order}."
    rolled = [c for c in o["order"] if c.get("rolls")]
    if rolled:
        ties = "; ".join(
            f"{c['id']} rolled {', '.join(str(r) for r in c['rolls'])}" for c in rolled
        )
        text += f" Ties broken with d6: {ties}."
    if o.get("round1_skipped"):
        skipped = [str(c) for c in o["round1_skipped"]]
        verb = "skips" if len(skipped) == 1 else "skip"
        text += f" Surprised, {', '.join(skipped)} {verb} round 1."
    return text


def action_points(p: P, o: P) -> str:
    who = _who(p, "id", "The character")
    text = f"{_sentence(who)} has {o['ap']} of {o['max_ap']} AP"
    if o.get("ap_spent"):
        text += f" after spending {o['ap_spent']}"
    text += "."
    if o.get("fatigue_added"):
        text += f" Bleeding adds {o['fatigue_added']} fatigue."
    if o.get("turn_ended"):
        text += " The turn ends."
    return text


def instant_chain(p: P, o: P) -> str:
    lines = []
    for link in o["links"]:
        actor = link["actor"]
        if link.get("test") is not None:
            lines.append(f"{actor}'s REF test: {test_words(link['test'])}.")
        result = {
            "executed": "acts",
            "failed_interrupted": "is interrupted and its action fails",
            "not_joined": "does not join in",
        }.get(link.get("result"), _words(link.get("result")))
        lines.append(f"{actor} {result}.")
    order = ", ".join(str(step["actor"]) for step in o["execution_order"])
    lines.append(f"Order of execution: {order}.")
    return " ".join(lines)


def hit_location(p: P, o: P) -> str:
    where = _words(o["location"])
    if o.get("d100") is not None:
        return f"Hit location: d100 rolled {o['d100']}, the {where}."
    penalty = f", {o['penalty']:+d} to hit" if o.get("penalty") else ""
    return f"Hit location chosen: the {where}{penalty}."


def defense(p: P, o: P) -> str:
    kind = o["type"]
    if kind == "none" or o.get("die") is None:
        return f"No defence: the attack needs dc {o['dc']}."
    test = f"{o['die']} rolled {o['natural']}"
    if o.get("critical"):
        test += " (a critical success)"
    if o.get("fumble"):
        test += " (a fumble)"
    return f"Defence by {_words(kind)}: {test}; the attack needs dc {o['dc']}."


def attack(p: P, o: P, attacker: str = "", defender: str = "") -> str:
    who = f"{attacker}'s hit test" if attacker else "Hit test"
    at = f" on {defender}" if defender else ""
    end = "hit" if o["hit"] else "miss"
    if o.get("critical"):
        end = "critical hit"
    elif o.get("fumble"):
        end = "fumble, miss"
    elif o.get("blocked"):
        end = "blocked"
    return (
        f"{_sentence(who)}{at}: {o['die']} rolled {o['natural']}, total {o['total']} against "
        f"dc {o['dc']}, {end}."
    )


def damage(p: P, o: P, target: str = "") -> str:
    whose = f"{target} takes" if target else "The target takes"
    armour = f" ({o['armour_piece']} absorbs {o['absorption']})" if o.get("armour_piece") else ""
    text = (
        f"{_sentence(whose)} {o['taken']} of {o['dealt']} {_words(o['damage_type'])} damage to "
        f"the {_words(o['location'])}{armour}: HP {o['hp_before']} to {o['hp_after']}."
    )
    if o.get("hp_depleted"):
        text += f" {_sentence(target or 'the target')} is down to 0 HP or less."
    return text


def wounds(p: P, o: P, who: str = "") -> str:
    who = who or _who(p, "id", "the character")
    parts = []
    wound = o.get("wound")
    if isinstance(wound, Mapping):
        parts.append(f"a wound to the {_words(wound.get('location', 'body'))}")
    elif wound:
        parts.append(f"a wound ({_words(wound)})")
    if o.get("fatigue_added"):
        parts.append(f"{o['fatigue_added']} fatigue")
    if o.get("bleeding_added"):
        parts.append(f"{o['bleeding_added']} bleeding")
    if o.get("crit_point"):
        parts.append(f"a blow to the {_words(o['crit_point'])}")
    if not parts:
        return f"{_sentence(who)} suffers no wound."
    return f"{_sentence(who)} suffers {', '.join(parts)}."


def surprise(p: P, o: P) -> str:
    who = o.get("target") or "the target"
    test = test_words(o["test"]) if o.get("test") else f"rolled {o['natural']}"
    end = "is surprised" if o["surprised"] else "is not surprised"
    return f"{_sentence(str(who))}'s detection test: {test}. {_sentence(str(who))} {end}."


def terrain(p: P, o: P) -> str:
    text = (
        f"Terrain ({o['profile']}): {o['units_moved']} units moved for {o['ap_spent']} AP, "
        f"{o['ap']} AP left."
    )
    if o.get("prone"):
        text += " The character falls prone."
    return text


def strike(p: P, o: P) -> str:
    attacker = _who(p, "attacker", "the attacker")
    defender = _who(p, "defender", "the defender")
    lines = [
        f"{_sentence(attacker)} attacks {defender} ({_words(p.get('form', 'strike'))} at the "
        f"{_words(o['location']['location'])})."
    ]
    if o.get("defense") is not None and o["defense"].get("die") is not None:
        lines.append(defense(p, o["defense"]))
    lines.append(attack(p, o["attack"], attacker, defender))
    if o.get("damage") is not None:
        lines.append(damage(p, o["damage"], defender))
    if o.get("wounds") is not None:
        lines.append(wounds(p, o["wounds"], defender))
    return " ".join(lines)
