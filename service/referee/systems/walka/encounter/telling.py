"""What the Walka encounter tells a player (walka.md §2-§13): each step's result in sentences
named by its characters, what a step's changes mean, and when each step applies and which
sides may take it (`next_steps`). Each step declares its pieces in `steps.py`; the binds stay
the rule: a step is offered where some request gets past its bind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.walka import say
from referee.systems.walka.encounter.common import ACTIVE, State

Entry = Mapping[str, Any]


def _p(entry: Entry) -> Mapping[str, Any]:
    return entry.get("params") or {}


def _bound(entry: Entry) -> Mapping[str, Any]:
    return entry.get("bound") or {}


# -- what each step says ------------------------------------------------------------------------


def say_initiative(entry: Entry) -> str:
    return say.initiative(_bound(entry), entry["outcome"])


def say_end_turn(entry: Entry) -> str:
    ended = _p(entry).get("character")
    nxt = next(
        (
            c["to"].get("character")
            for c in entry.get("changes") or []
            if c.get("path") == "turn" and isinstance(c.get("to"), Mapping)
        ),
        None,
    )
    text = f"{ended}'s turn ends."
    if nxt:
        o = entry["outcome"]
        text += f" {nxt}'s turn starts with {o['ap']} of {o['max_ap']} AP."
    return text


def say_spend(entry: Entry) -> str:
    who = _p(entry).get("character")
    kinds = [str(a.get("kind", "")).replace("_", " ") for a in _p(entry).get("activities") or []]
    done = f" ({', '.join(k for k in kinds if k)})" if any(kinds) else ""
    o = entry["outcome"]
    return f"{who} spends {o.get('ap_spent', 0)} AP{done}; {o['ap']} AP left."


def say_instant_chain(entry: Entry) -> str:
    return say.instant_chain(_bound(entry), entry["outcome"])


def say_chain_next(entry: Entry) -> str:
    p = _p(entry)
    worked = "stops" if p.get("effective", True) else "does not stop"
    return f"Link {p.get('link')} of the instant chain has acted and {worked} what it interrupts."


def say_hit_location(entry: Entry) -> str:
    p = _p(entry)
    where = say.hit_location(_bound(entry), entry["outcome"])
    return f"{p.get('attacker')} aims at {p.get('target')}. {where}"


def say_defense(entry: Entry) -> str:
    return f"{_p(entry).get('defender')} defends. {say.defense(_bound(entry), entry['outcome'])}"


def say_attack(entry: Entry) -> str:
    p = _p(entry)
    return say.attack(_bound(entry), entry["outcome"], p.get("attacker", ""), p.get("target", ""))


def say_damage(entry: Entry) -> str:
    return say.damage(_bound(entry), entry["outcome"], _p(entry).get("target", ""))


def say_wounds(entry: Entry) -> str:
    return say.wounds(_bound(entry), entry["outcome"], _p(entry).get("target", ""))


def say_surprise(entry: Entry) -> str:
    return say.surprise(_bound(entry), entry["outcome"])


def say_terrain(entry: Entry) -> str:
    return f"{_p(entry).get('character')} moves. {say.terrain(_bound(entry), entry['outcome'])}"


def say_strike(entry: Entry) -> str:
    p = _p(entry)
    named = {**_bound(entry), "attacker": {"id": p.get("attacker")}, "target": None}
    named["defender"] = {"id": p.get("target")}
    return say.strike(named, entry["outcome"])


def say_bleeding(verb: str):
    def said(entry: Entry) -> str:
        p = _p(entry)
        return f"{p.get('target')}'s wound {p.get('wound')}: {p.get('n')} bleeding tokens {verb}."

    said.__name__ = f"say_{verb.replace(' ', '_')}"
    return said


def say_heal(entry: Entry) -> str:
    p, o = _p(entry), entry["outcome"]
    return (
        f"{p.get('target')}'s wound {o['removed']} heals: {o['hp_restored']} HP back, {o['hp']} HP."
    )


def say_status(entry: Entry) -> str:
    p = _p(entry)
    return f"{p.get('character')} is now {p.get('status')}."


def say_end_encounter(entry: Entry) -> str:
    return "The game master ends the combat."


def say_changes(changes: list[dict]) -> list[str]:
    """What a player must not miss: a character down to 0 HP, a new status, the turn
    passing, one side left."""
    out = []
    for change in changes:
        path, old, new = change.get("path", ""), change.get("from"), change.get("to")
        parts = path.split(".")
        if len(parts) == 3 and parts[0] == "models":
            cid, field = parts[1], parts[2]
            if field == "hp_depleted" and new and not old:
                out.append(f"{cid} is down to 0 HP or less.")
            elif field == "status" and new != ACTIVE and old == ACTIVE:
                out.append(f"{cid} is {new}.")
        elif path == "one_side_left" and new:
            out.append("Only one side is left standing.")
        elif path == "ended" and new:
            out.append("The combat is over.")
    return out


# -- when each step applies, and which sides may take it -------------------------------------------


def _open(state: State) -> bool:
    return not state["ended"]


def _side_of(state: State, cid: str | None) -> list[str]:
    character = state["models"].get(cid) if cid else None
    return [character["side"]] if character else []


def _actor(state: State) -> str | None:
    """Who may spend AP now: the due link's actor while a chain is open, else the character
    whose turn it is, until the turn has ended."""
    turn = state["turn"]
    if not _open(state) or turn is None:
        return None
    chain = state["chain"]
    if chain is not None:
        due = chain["execution_order"][chain["position"]]
        return due["actor"] if state["models"].get(due["actor"], {}).get("prepaid") else None
    if turn["ended"]:
        return None
    character = state["models"].get(turn["character"])
    return turn["character"] if character and character["status"] == ACTIVE else None


def when_initiative(state: State) -> bool:
    return _open(state) and not state["order"]


def when_end_turn(state: State) -> bool:
    return _open(state) and state["turn"] is not None and state["chain"] is None


def takers_end_turn(state: State) -> list[str]:
    turn = state["turn"]
    return _side_of(state, turn["character"]) if turn else []


def when_acting(state: State) -> bool:
    return _actor(state) is not None


def takers_acting(state: State) -> list[str]:
    return _side_of(state, _actor(state))


def when_chain(state: State) -> bool:
    turn = state["turn"]
    return _open(state) and turn is not None and not turn["ended"] and state["chain"] is None


def when_chain_next(state: State) -> bool:
    return _open(state) and state["chain"] is not None


def when_open(state: State) -> bool:
    return _open(state)


def when_in_order(state: State) -> bool:
    return _open(state) and state["turn"] is not None


def _wounds(state: State) -> list[dict]:
    return [w for c in state["models"].values() for w in c["wounds"]]


def when_wounded(state: State) -> bool:
    """A wound to heal: any character's, whatever its status."""
    return _open(state) and bool(_wounds(state))


def when_bleeding(state: State) -> bool:
    """Bleeding tokens to stanch: an active one on some wound."""
    return _open(state) and any(w["bleeding_active"] for w in _wounds(state))


def when_any_bleeding(state: State) -> bool:
    """Bleeding tokens to remove: active or stanched, on some wound."""
    return _open(state) and any(
        w["bleeding_active"] or w["bleeding_stanched"] for w in _wounds(state)
    )
