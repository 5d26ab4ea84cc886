"""Every Urban War result said in sentences, in the game's words (each step declares its
own `say` in `steps.py`): who did what to whom, what was needed, what came up.

Each function takes the step's params (for an encounter step, the params it bound from the
state, so the models' ids are there) and its outcome, and reads nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.urban_war.rules.common import DEFAULT_CONFIG

P = Mapping[str, Any]

HIT_TARGET = 10  # shooting: d10 + modifiers, 10 or more (§6.6)
MELEE_HIT_TARGET = 6  # melee: d10 + modifiers, 6 or more (§6.11)
WOUND_TARGET = 6  # damage: d10 + Strength - Toughness, 6 or more (§6.7, §6.12)
ARMOUR_TARGET = 10  # Heavy Armour: d10 + N, 10 or more (§6.8)


def _naturals(p: P) -> bool:
    return {**DEFAULT_CONFIG, **(p.get("config") or {})}["natural_1_10"]


def needed(target: int, modifier: int, naturals: bool = True) -> str:
    """The die a d10 roll needs, as a player says it: "4+"; with the natural 1 and 10 rule a
    1 always fails and a 10 always succeeds."""
    die = target - modifier
    if naturals:
        die = min(max(die, 2), 10)
    if die > 10:
        return "more than 10 (it cannot succeed)"
    if die <= 1:
        return "any roll"
    return f"{die}+"


def _numbers(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _who(p: P, key: str, fallback: str) -> str:
    value = p.get(key)
    if isinstance(value, Mapping):
        value = value.get("id")
    return str(value) if value else fallback


# The words a sentence of ours may start with: capitalised; a model's id never is.
OUR_WORDS = frozenset(
    "the a no hit hit damage command panic rally target interrupt break-off heavy cover "
    "first nobody".split()
)


def _sentence(text: str) -> str:
    if text and text.split(" ", 1)[0].rstrip("'s") in OUR_WORDS | {"model"}:
        return text[0].upper() + text[1:]
    return text


# -- command tests ------------------------------------------------------------------------

TEST_NAMES = {
    "generic": "command test",
    "panic": "panic test",
    "rally": "rally test",
    "target_selection": "target selection test",
    "interrupt_shot": "interrupt test",
    "interrupt_charge": "interrupt test",
    "break_off": "break-off test",
}


def test_words(test: P, who: str = "") -> str:
    """ "r1's command test: rolled 7, 13 with CD 4 and +2, against 15: failed"."""
    name = TEST_NAMES.get(test.get("kind", "generic"), "command test")
    extra = sum(m["value"] for m in test.get("modifiers", []))
    mods = f" and {extra:+d}" if extra else ""
    head = f"{who}'s {name}" if who else name
    result = "passed" if test["passed"] else "failed"
    if test.get("auto_fail"):
        result = f"failed (a roll of {test['natural']} always fails)"
    return (
        f"{head}: rolled {test['natural']} on 2d10, {test['total']} with CD "
        f"{test['command']}{mods}, against {test['target']}: {result}"
    )


def command_test(p: P, o: P) -> str:
    return _sentence(test_words(o, _who(p, "id", ""))) + "."


def panic_test(p: P, o: P) -> str:
    who = _who(p, "id", "the model")
    if o.get("test") is None:
        if o.get("reason") == "already_panicked":
            return f"{_sentence(who)} already has a panic token: no panic test."
        if o.get("due"):
            return f"{_sentence(who)} must take a panic test; its CD was not given, so no dice."
        return f"{_sentence(who)} takes no panic test."
    end = "gets a panic token" if o["panicked"] and not o["test"]["passed"] else "keeps its nerve"
    return f"{_sentence(test_words(o['test'], who))}. {_sentence(who)} {end}."


def rally(p: P, o: P) -> str:
    who = _who(p, "id", "the model")
    if o.get("test") is None:
        if o.get("reason") == "declined":
            return f"{_sentence(who)} does not try to rally and stays panicked."
        return f"{_sentence(who)} is not panicked: no rally test."
    if o["panicked"]:
        return f"{_sentence(test_words(o['test'], who))}. {_sentence(who)} stays panicked."
    penalty = " but suffers the panic penalties in this action" if o.get("panic_penalty") else ""
    return (
        f"{_sentence(test_words(o['test'], who))}. {_sentence(who)} rallies and loses its "
        f"panic token{penalty}."
    )


# -- initiative ------------------------------------------------------------------------------


def _initiative_roll(roll: P) -> str:
    score = roll.get("score", roll["die"])
    lowered = f" ({score} with its Commander's penalty)" if score != roll["die"] else ""
    return f"{roll['player_id']} rolls {roll['die']}{lowered}"


def initiative(p: P, o: P, name: str = "Initiative") -> str:
    rounds = []
    for rolls in o["roll_rounds"]:
        rounds.append(", ".join(_initiative_roll(r) for r in rolls))
    ties = " (tie, rolled again); ".join(rounds)
    first = o["first_player"]
    goes = f"{first} goes first" if first == o["winner"] else f"{o['winner']} lets {first} go first"
    return f"{name}: {ties}. {o['winner']} wins; {goes}."


# -- shooting ---------------------------------------------------------------------------------


def range_band(p: P, o: P) -> str:
    if o["band"] == "melee":
        return "0 in is base contact: the melee band."
    entry = o.get("weapon_entry")
    weapon = ""
    if "weapon" in p:
        weapon = " The weapon cannot be used there." if entry is None else ""
    return f"{p['distance_in']:g} in is {o['band']} range.{weapon}"


def target_selection(p: P, o: P, shooter: str = "") -> str:
    if o.get("test") is None:
        return "The primary target needs no target selection test."
    end = "the shot may go ahead" if o["allowed"] else "the shot is lost"
    return f"{_sentence(test_words(o['test'], shooter))}: {end}."


def hit_words(o: P, target: int, naturals: bool, unit: str = "shot") -> str:
    """ "hit roll 1 against 4+, miss" or "hit rolls 3, 9 against 4+: 1 hit"."""
    rolls = o["shots" if unit == "shot" else "attacks"]
    want = needed(target, o["modifier"], naturals)
    if len(rolls) == 1:
        return f"hit roll {rolls[0]['die']} against {want}, {'hit' if rolls[0]['hit'] else 'miss'}"
    dice = _numbers([r["die"] for r in rolls])
    return f"hit rolls {dice} against {want}: {_plural(o['hits'], 'hit')}"


def damage_words(o: P, naturals: bool) -> str:
    """ "damage roll 7 against 5+, wound"."""
    rolls = o["rolls"]
    if not rolls:
        return ""
    want = needed(WOUND_TARGET, o["modifier"], naturals)
    if len(rolls) == 1:
        word = "wound" if rolls[0]["wound"] else "no wound"
        return f"damage roll {rolls[0]['die']} against {want}, {word}"
    dice = _numbers([r["die"] for r in rolls])
    return f"damage rolls {dice} against {want}: {_plural(o['wounds'], 'wound')}"


def saves_words(o: P) -> str:
    parts = []
    for save in o["saves"]:
        armour, cover = save.get("armour_save"), save.get("cover_save")
        if armour is not None:
            parts.append(
                f"Heavy Armour save {armour['die']}, {'saved' if armour['saved'] else 'failed'}"
            )
        if cover is not None:
            parts.append(
                f"cover save {cover['die']} against {cover['target']}+, "
                f"{'saved' if cover['saved'] else 'failed'}"
            )
    return "; ".join(parts)


def shot_hit(p: P, o: P) -> str:
    return _sentence(hit_words(o, HIT_TARGET, _naturals(p))) + "."


def shot_damage(p: P, o: P) -> str:
    words = damage_words(o, _naturals(p))
    return _sentence(words) + "." if words else "No hits: no damage rolls."


def saves(p: P, o: P) -> str:
    words = saves_words(o)
    lines = [_sentence(words) + "." if words else "No save rolls."]
    lines.append(f"{_plural(o['wounds_unsaved'], 'wound')} unsaved.")
    if o["out_of_action"]:
        lines.append("The target is out of action.")
    return " ".join(lines)


def wound_result(target: str, unsaved: int, after: int, out: bool) -> str:
    if out:
        return f"{_sentence(target)} is out of action."
    if unsaved:
        return f"{_sentence(target)} takes {_plural(unsaved, 'wound')}, {after} left."
    return ""


def shooting(p: P, o: P) -> str:
    shooter = _who(p, "shooter", "the shooter")
    target = _who(p, "target", "the target")
    naturals = _naturals(p)
    head = f"{_sentence(shooter)} shoots {target} at {p['distance_in']:g} in"
    if o.get("selection") is not None and o["selection"].get("test") is not None:
        head = f"{head}. {target_selection(p, o['selection'], shooter)[:-1]}"
        if o["shot_lost"]:
            return f"{head}."
        head += ". The shot"
    if o["shot_lost"]:
        return f"{head}: the shot is lost."
    parts = [hit_words(o["hit"], HIT_TARGET, naturals)]
    if o.get("damage") and o["damage"]["rolls"]:
        parts.append(damage_words(o["damage"], naturals))
    if o.get("saves") and o["saves"]["saves"]:
        parts.append(saves_words(o["saves"]))
    parts = [part for part in parts if part]
    end = wound_result(target, o["wounds_unsaved"], o["wounds_after"], o["out_of_action"])
    return f"{head}: {'; '.join(parts)}." + (f" {end}" if end else "")


# -- melee -----------------------------------------------------------------------------------

ORDER = {
    "attacker_first": "the attacker strikes first",
    "defender_first": "the defender strikes first",
    "simultaneous": "they strike at the same time",
    "attacker_only": "only the attacker strikes (the defender cannot strike back)",
}


def first_strike(p: P, o: P) -> str:
    return (
        f"First strike: attacker {o['attacker_score']}, defender {o['defender_score']}; "
        f"{ORDER.get(o['order'], o['order'])}."
    )


def melee_hit(p: P, o: P) -> str:
    return _sentence(hit_words(o, MELEE_HIT_TARGET, _naturals(p), "attack")) + "."


def melee_result(p: P, o: P, names: Mapping[str, str] | None = None) -> str:
    names = names or {"attacker": "the attacker", "defender": "the defender"}
    if o.get("loser") is None:
        why = {"draw": "both suffered as many hits"}.get(o.get("reason"), "")
        return "Nobody loses the melee" + (f": {why}." if why else ".")
    loser = names.get(o["loser"], o["loser"])
    text = f"{_sentence(loser)} suffered more hits and loses the melee."
    test = o.get("panic_test")
    if test is not None:
        text += " " + panic_test({"id": loser}, test)
    return text


def _strike(strike: P, names: Mapping[str, str], naturals: bool) -> str:
    striker = strike["striker"]
    other = "defender" if striker == "attacker" else "attacker"
    words = [hit_words(strike["hit"], MELEE_HIT_TARGET, naturals, "attack")]
    if strike.get("damage") and strike["damage"]["rolls"]:
        words.append(damage_words(strike["damage"], naturals))
    if strike.get("saves") and strike["saves"]["saves"]:
        words.append(saves_words(strike["saves"]))
    words = [word for word in words if word]
    weapon = f" with {strike['weapon']}" if strike.get("weapon") else ""
    return f"{_sentence(names[striker])} strikes {names[other]}{weapon}: {'; '.join(words)}."


def melee(p: P, o: P) -> str:
    names = {
        "attacker": _who(p, "attacker", "the attacker"),
        "defender": _who(p, "defender", "the defender"),
    }
    naturals = _naturals(p)
    charge = (p.get("attacker") or {}).get("charged_this_action")
    verb = "charges" if charge else "attacks"
    lines = [f"{_sentence(names['attacker'])} {verb} {names['defender']} in melee."]
    for strike in o.get("strikes", []):
        lines.append(_strike(strike, names, naturals))
    for side in ("attacker", "defender"):
        if (o.get("out_of_action") or {}).get(side):
            lines.append(f"{_sentence(names[side])} is out of action.")
    if o.get("result") is not None and o["result"].get("reason") != "model_out_of_play":
        lines.append(melee_result(p, o["result"], names))
    return " ".join(lines)


def melee_damage(p: P, o: P) -> str:
    return shot_damage(p, o)


# -- actions ---------------------------------------------------------------------------------


def break_off(p: P, o: P) -> str:
    who = _who(p, "model", "the model")
    lines = [_sentence(test_words(o["test"], who)) + "."]
    naturals = _naturals(p)
    for strike in o.get("free_strikes") or []:
        striker = strike.get("opponent") or strike.get("striker") or "an opponent"
        words = [hit_words(strike["hit"], MELEE_HIT_TARGET, naturals, "attack")]
        if strike.get("damage") and strike["damage"]["rolls"]:
            words.append(damage_words(strike["damage"], naturals))
        lines.append(f"Free strike by {striker}: {'; '.join(words)}.")
    if o.get("broke_off"):
        lines.append(
            f"{_sentence(who)} breaks off and may move up to {o['break_off_distance_in']:g} in."
        )
    elif o.get("melee") is not None:
        lines.append(f"{_sentence(who)} fails to break off and must attack.")
        lines.append(melee({"attacker": {"id": who}, "defender": {}}, o["melee"]))
    if o.get("out_of_action"):
        lines.append(f"{_sentence(who)} is out of action.")
    return " ".join(lines)


def overwatch_interrupt(p: P, o: P) -> str:
    who = _who(p, "interrupter", "the overwatch model")
    target = _who(p, "target", "the enemy")
    kind = "shoot" if p.get("kind") == "shot" else "charge"
    lines = [f"{_sentence(who)} interrupts {target} to {kind}."]
    if o.get("rally") is not None:
        lines.append(rally({"id": who}, o["rally"]))
    if o.get("test") is not None:
        lines.append(_sentence(test_words(o["test"], who)) + ".")
    if not o.get("passed"):
        lines.append(f"The interrupt fails; {target}'s action goes on.")
    if o.get("shooting") is not None:
        shot = {"shooter": {"id": who}, "target": {"id": target}, **p}
        shot = {**shot, "shooter": {"id": who}, "target": {"id": target}}
        lines.append(shooting(shot, o["shooting"]))
    if o.get("melee") is not None:
        lines.append(melee({"attacker": {"id": who}, "defender": {"id": target}}, o["melee"]))
    return " ".join(lines)


def movement(p: P, o: P) -> str:
    action = p.get("action")
    if action is None or o.get("legal") is None:
        return (
            f"With MV {p['movement']} and CAL {p.get('calibre', 0)}: a normal move of up to "
            f"{o['normal_in']:g} in, a run or a charge of up to {o['run_in']:g} in, a break-off "
            f"move of up to {o['break_off_in']:g} in."
        )
    verb = {"normal": "moves", "run": "runs", "charge": "charges", "break_off": "moves away"}
    word = verb.get(action, action)
    if o["legal"]:
        return f"{_sentence(_who(p, 'id', 'the model'))} {word} {p['distance_in']:g} in."
    return f"A {action.replace('_', ' ')} of {p['distance_in']:g} in is not allowed."
