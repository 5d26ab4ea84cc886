"""What the Umbra Turris encounter tells a player (umbra-turris.md §11, §12): each table
event's result in sentences, what a step's changes mean, and when each step applies and
which sides may take it (`next_steps`). Each step declares its pieces in `steps.py`; the
binds stay the rule: a step is offered where some request gets past its bind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.umbra_turris import say
from referee.systems.umbra_turris.encounter.common import State
from referee.systems.umbra_turris.rules.magic import APPRENTICE

Entry = Mapping[str, Any]


def _p(entry: Entry) -> Mapping[str, Any]:
    return entry.get("params") or {}


# -- what a table event says ---------------------------------------------------------------------


def say_charge(entry: Entry) -> str:
    p = _p(entry)
    return f"{p.get('attacker')} charges {p.get('defender')}: they are engaged in melee."


def say_disengage(entry: Entry) -> str:
    p = _p(entry)
    opponents = (entry.get("bound") or {}).get("opponents") or [p.get("opponent")]
    return f"{p.get('model')} leaves melee with {', '.join(str(o) for o in opponents)}."


def say_movement(entry: Entry) -> str:
    return f"{_p(entry).get('model')} moves."


def say_action_die(entry: Entry) -> str:
    p = _p(entry)
    holds = "holds its Action Die" if p.get("has_action_die") else "has no Action Die"
    return f"{p.get('model')} {holds}."


def say_new_cycle(entry: Entry) -> str:
    for change in entry.get("changes") or []:
        if change.get("path") == "cycle":
            return f"Cycle {change.get('to')} begins."
    return "A new Cycle begins."


def say_exchange(entry: Entry) -> str:
    p = _p(entry)
    behind = " from behind" if p.get("attack_from_behind") else ""
    return (
        f"{p.get('attacker')} attacks {p.get('defender')}{behind}: each side now chooses its "
        "location for the parry."
    )


def _pair(entry: Entry, first: str, second: str) -> dict:
    p = _p(entry)
    bound = entry.get("bound") or {}
    return {**bound, first: {"id": p.get(first)}, second: {"id": p.get(second)}}


def say_shield_block(entry: Entry) -> str:
    return say.shield_block(entry.get("bound") or {}, entry["outcome"])


def say_parry(entry: Entry) -> str:
    bound = entry.get("bound") or {}
    names = bound.get("names") or {}
    attacker = names.get("attacker") or _from_changes(entry, "attacker") or "the attacker"
    defender = names.get("defender") or _from_changes(entry, "defender") or "the defender"
    return say.parry(bound, entry["outcome"], attacker, defender)


def _from_changes(entry: Entry, role: str) -> str | None:
    for change in entry.get("changes") or []:
        if change.get("path") in ("exchange", "pending_melee"):
            for value in (change.get("from"), change.get("to")):
                if isinstance(value, Mapping) and value.get(role):
                    return str(value[role])
    return None


def say_attack(entry: Entry) -> str:
    p = _p(entry)
    return say.attack(
        entry.get("bound") or {}, entry["outcome"], p.get("attacker"), p.get("defender")
    )


def say_hit(entry: Entry) -> str:
    p = _p(entry)
    text = f"{p.get('shooter')} shoots {p.get('target')}. {say.shot_hit({}, entry['outcome'])}"
    if entry["outcome"].get("hit"):
        text += " The hit awaits its damage roll."
    return text


def say_damage(entry: Entry) -> str:
    p = _p(entry)
    return f"{p.get('shooter')}'s hit: {say.shot_damage({}, entry['outcome'], p.get('target'))}"


def say_shooting(entry: Entry) -> str:
    return say.shooting(_pair(entry, "shooter", "target"), entry["outcome"])


def say_cast(entry: Entry) -> str:
    return say.cast({"id": _p(entry).get("mage")}, entry["outcome"])


def say_self_heal(entry: Entry) -> str:
    return say.self_heal({"id": _p(entry).get("mage")}, entry["outcome"])


def say_changes(changes: list[dict]) -> list[str]:
    """A model out of action: the sentence a player must not miss."""
    out = []
    for change in changes:
        parts = change.get("path", "").split(".")
        if len(parts) == 3 and parts[0] == "models" and parts[2] == "out_of_action":
            if change.get("to") and not change.get("from"):
                out.append(f"{parts[1]} is out of action.")
    return out


# -- when each step applies, and which sides may take it -------------------------------------------


def _active(state: State) -> list[dict]:
    return [m for m in state["models"].values() if not m["out_of_action"]]


def _still(state: State, model: dict) -> bool:
    """A mage that self-healed stands still this Cycle (§10)."""
    return bool(state["config"]["self_heal_ends_activation"] and model["self_healed_this_cycle"])


def _sides(state: State, models: list[dict]) -> list[str]:
    found = {m["side"] for m in models}
    return [s for s in state["sides"] if s in found]


def _enemy_of(state: State, model: dict) -> bool:
    return any(m["side"] != model["side"] for m in _active(state))


def takers_charge(state: State) -> list[str]:
    return _sides(
        state,
        [
            m
            for m in _active(state)
            if not m["in_melee"]
            and not m["movement_locked"]
            and not _still(state, m)
            and _enemy_of(state, m)
        ],
    )


def _busy(state: State) -> set[frozenset]:
    return {
        frozenset((r["attacker"], r["defender"]))
        for r in (state["exchange"], state["pending_melee"])
        if r
    }


def takers_disengage(state: State) -> list[str]:
    busy = _busy(state)
    free = [
        m
        for m in _active(state)
        if any(frozenset((m["id"], o)) not in busy for o in m["engaged_with"])
    ]
    return _sides(state, free)


def takers_movement(state: State) -> list[str]:
    return _sides(
        state, [m for m in _active(state) if not m["movement_locked"] and not _still(state, m)]
    )


def takers_action_die(state: State) -> list[str]:
    return _sides(state, _active(state))


def when_new_cycle(state: State) -> bool:
    return state["pending_shot"] is None


def takers_exchange(state: State) -> list[str]:
    if state["exchange"] is not None or state["pending_melee"] is not None:
        return []
    active = {m["id"] for m in _active(state)}
    fighters = [
        m
        for m in _active(state)
        if not _still(state, m) and any(o in active for o in m["engaged_with"])
    ]
    return _sides(state, fighters)


def takers_shield_block(state: State) -> list[str]:
    exchange = state["exchange"]
    if exchange is None or exchange["attack_from_behind"] or exchange["shield_tried"]:
        return []
    defender = state["models"][exchange["defender"]]
    if not defender["equipment"]["has_shield"] or defender["has_action_die"]:
        return []
    return [defender["side"]]


def when_parry(state: State) -> bool:
    return state["exchange"] is not None


def takers_attack(state: State) -> list[str]:
    pending = state["pending_melee"]
    return [state["models"][pending["attacker"]]["side"]] if pending else []


def takers_new_shot(state: State) -> list[str]:
    if state["pending_shot"] is not None:
        return []
    shooters = [
        m
        for m in _active(state)
        if m["equipment"]["weapon_damage"] is not None
        and not _still(state, m)
        and _enemy_of(state, m)
    ]
    return _sides(state, shooters)


def takers_damage(state: State) -> list[str]:
    shot = state["pending_shot"]
    return [state["models"][shot["shooter"]]["side"]] if shot else []


def _mage(model: dict) -> bool:
    return model.get("profession") is not None and model.get("vitality") is not None


def takers_cast(state: State) -> list[str]:
    casters = [
        m
        for m in _active(state)
        if _mage(m)
        and m["vitality"] >= 1
        and not (m["profession"] == APPRENTICE and m["moved_this_cycle"])
        and not _still(state, m)
    ]
    return _sides(state, casters)


def takers_self_heal(state: State) -> list[str]:
    healers = [
        m
        for m in _active(state)
        if _mage(m)
        and m["has_action_die"]
        and m["profession"] != APPRENTICE
        and not m["self_healed_this_cycle"]
    ]
    return _sides(state, healers)


def offered(takers):
    """`when` of a step that any of its `takers` may take: true while one may."""

    def when(state: State) -> bool:
        return bool(takers(state))

    when.__name__ = f"when_{takers.__name__.removeprefix('takers_')}"
    return when
