"""How each Walka step reads and changes an encounter (walka.md §13; turns §2, §3, §4, §12).

Pure functions over the state dict. `bind` turns the stored state and a request that
names characters by id into the stateless rules' params, and refuses what the turn
structure or the stored state forbids with a 409 (walka.md §0 DECISION: a rejection
caused by stored state, e.g. too few AP, is a 409 with the stateless step's wording).
`apply` writes what the rules' outcome reports (AP, pending AP penalties, HP, MP,
wounds, fatigue, bleeding, conditions, Quality) into the state and returns the
changes. The rules functions are the stateless steps', unchanged.

Turn structure (walka.md §2, §3, §13):
- `initiative` fixes the order once and starts the first turn; `end-turn` ends the
  current turn and starts the next character's. Round 1 passes over the characters a
  surprise opening the combat caught; every round passes over characters that are not
  active. A turn start (§3) completes a reload step paid with borrowed AP, regenerates
  AP (max_ap - pending penalty, or nothing while `no_regen_turns` lasts), regenerates
  MP by the CON level, adds 1 fatigue per active bleeding token and clears `surprised`.
- Steps that spend AP (action-points, terrain, attack, strike, instant-chain) need the
  character's own turn, a turn not yet ended (0 AP, or AP borrowed) and AP that pay.
  Outside its own turn a character acts only through an instant chain (§4): declaring
  pays at once; each joined link, when due, may take one attack, strike or activity
  at no further cost; the executed trigger's action then costs nothing more either.
- A character whose status is not active takes no step and cannot be targeted, except
  by stanch, cure-bleeding and heal-wound (§13 DECISION). `set-status` and
  `end-encounter` change statuses; `one_side_left` flags when one side remains (§12).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from referee.encounters.changes import Changes
from referee.encounters.model import (
    Actor,
    EncounterStep,
    EncounterSystem,
    StateConflict,
    roster_sides,
    side_of,
    side_of_param,
)
from referee.systems.walka import encounter_schemas as es
from referee.systems.walka.encounter_schemas import hand_key, hand_keys
from referee.systems.walka.rules import (
    action_points,
    attack,
    damage,
    defense,
    initiative,
    instant_chain,
    location,
    strike,
    surprise,
    terrain,
    wounds,
)
from referee.systems.walka.rules.action_points import ACTION_COST, MOVE_COST, max_ap
from referee.systems.walka.rules.common import DEFAULT_RULES
from referee.systems.walka.rules.defense import DEFENSES
from referee.systems.walka.schemas import attack as att
from referee.systems.walka.schemas import damage as dmg
from referee.systems.walka.schemas import strike as stk
from referee.systems.walka.schemas import turn
from referee.violations import RuleViolation

SYSTEM = "walka"
ACTIVE = "active"
State = dict[str, Any]

# Rejections of the stateless rules that, on an encounter, come from the stored state: 409.
STATE_CODES = frozenset(
    {"not_enough_ap", "not_own_turn", "surprised", "prone", "not_enough_bleeding", "no_shield"}
)
# Which attack kinds a weapon of each kind can make (a dagger thrown, a javelin thrust).
WEAPON_ATTACKS = {
    "melee": ("melee", "thrown"),
    "ranged": ("ranged",),
    "thrown": ("thrown", "melee"),
}
DAMAGE_KIND = {"melee": "melee", "ranged": "shot", "thrown": "thrown"}
# What a prepaid action (walka.md §4) pays for.
PREPAID_ATTACK = ("attack", "instant")
PREPAID_SPEND = ("instant", "action", "spell", "attack")
# Fields a GM correction of a character's roster entry keeps from its state.
CARRIED = (
    "ap",
    "pending_ap_penalty",
    "borrowed_reload",
    "no_regen_turns",
    "hp",
    "mp",
    "wounds",
    "wound_counter",
    "fatigue",
    "conditions",
    "facing",
    "surprised",
    "defenceless",
    "skip_round1",
    "order_index",
    "prepaid",
)


# -- small helpers ---------------------------------------------------------------------


def _char(state: State, cid: str, field: str) -> dict:
    character = state["models"].get(cid)
    if character is None:
        raise RuleViolation(
            "unknown_character", f"there is no character {cid!r} in this encounter", field
        )
    return character


def _active(state: State, cid: str, field: str, targeted: bool = False) -> dict:
    """walka.md §13 DECISION: a character who is not active takes no step, is no target."""
    character = _char(state, cid, field)
    if character["status"] != ACTIVE:
        what = "cannot be targeted" if targeted else "takes no step"
        raise StateConflict(
            f"{cid} is {character['status']}: a character who is not active {what} (walka.md §13)",
            field,
            "not_active",
        )
    return character


def _not_ended(state: State) -> None:
    if state["ended"]:
        raise StateConflict(
            "the combat has ended (end-encounter): it takes no more steps; reveal the encounter "
            "to audit its dice (walka.md §12)",
            None,
            "combat_ended",
        )


def _rules(state: State, weapon: Mapping[str, Any] | None = None) -> dict:
    cfg = dict(state["config"])
    if weapon is not None and weapon.get("range_table"):
        cfg["range_table"] = weapon["range_table"]
    return cfg


def _without_none(values: Mapping[str, Any]) -> dict:
    return {k: v for k, v in values.items() if v is not None}


def _find(items: list[dict], item_id: str | None) -> dict | None:
    return next((i for i in items if i["id"] == item_id), None)


def _held_in(character: dict, item_id: str) -> list[str]:
    return [h for h, held in character["hands"].items() if held == item_id]


def _held_weapons(character: dict) -> list[dict]:
    """Weapons in hand, the main hand's first."""
    main = character["main_hand"]
    out: list[dict] = []
    for hand in (main, *(h for h in character["hands"] if h != main)):
        weapon = _find(character["weapons"], character["hands"].get(hand))
        if weapon is not None and weapon not in out:
            out.append(weapon)
    return out


def _melee_in_hand(character: dict) -> dict | None:
    return next((w for w in _held_weapons(character) if w["kind"] in ("melee", "thrown")), None)


def _shield_in_hand(character: dict) -> dict | None:
    shield = character["shield"]
    return shield if shield and shield["id"] in character["hands"].values() else None


def _next_wound_id(character: dict) -> str:
    return f"w{character['wound_counter'] + 1}"


# -- turn structure (walka.md §2, §3) ------------------------------------------------------


def _eligible(state: State, cid: str, round_: int) -> bool:
    character = state["models"].get(cid)
    return (
        character is not None
        and character["status"] == ACTIVE
        and not (round_ == 1 and cid in state["round1_skipped"])
    )


def _scan(state: State, round_: int, position: int) -> tuple[int, int] | None:
    """The first character at or after (round, position) who takes a turn."""
    order = state["order"]
    if not order:
        return None  # a correction removed everyone in the order
    for _ in range(2 * len(order) + 1):
        if position >= len(order):
            position, round_ = 0, round_ + 1
        if _eligible(state, order[position], round_):
            return round_, position
        position += 1
    return None


def _next_turn(state: State) -> tuple[int, int] | None:
    return _scan(state, state["round"], state["turn"]["position"] + 1)


def _turn_start_params(state: State, cid: str) -> dict:
    """walka.md §3 turn start: the action-points rules' params for `cid`'s stored state."""
    c = state["models"][cid]
    return {
        "spd": c["spd"],
        "ap": min(c["ap"], c["max_ap"]),
        "pending_ap_penalty": c["pending_ap_penalty"],
        "no_regen_turns": c["no_regen_turns"],
        "mp": min(c["mp"], c["max_mp"]),
        "max_mp": c["max_mp"],
        "con_level": c["con_level"],
        "bleeding_active_total": sum(w["bleeding_active"] for w in c["wounds"]),
        "foot_effects": len(c["conditions"]["foot_effects"]),
        "borrowed_reload": c["borrowed_reload"],
        "surprised": c["surprised"],
        "turn_start": True,
        "own_turn": True,
        "spend": [],
        "rules": state["config"],
    }


def _reload_step_done(state: State, changes: Changes, cid: str, weapon_id: str | None) -> None:
    """A reload step completes: the last of the weapon's steps loads it (walka.md §3)."""
    weapon = _find(state["models"][cid]["weapons"], weapon_id)
    if weapon is None:
        return
    done = weapon["reload_progress"] + 1
    if done >= len(weapon["reload_steps"]):
        changes.item(state, cid, "weapons", weapon["id"], "loaded", True)
        changes.item(state, cid, "weapons", weapon["id"], "reload_progress", 0)
    else:
        changes.item(state, cid, "weapons", weapon["id"], "reload_progress", done)


def _apply_turn_start(state: State, changes: Changes, cid: str, start: Mapping[str, Any]) -> None:
    """walka.md §3 turn start, as the action-points rules computed it, written to `cid`."""
    character = state["models"][cid]
    if start["reload_completed"]:
        _reload_step_done(state, changes, cid, start["reload_completed"].get("weapon"))
    changes.model(state, cid, "borrowed_reload", None)
    for field in ("ap", "pending_ap_penalty", "no_regen_turns", "mp"):
        changes.model(state, cid, field, start[field])
    if start["fatigue_added"]:
        changes.model(state, cid, "fatigue", character["fatigue"] + start["fatigue_added"])
    changes.model(state, cid, "surprised", False)
    changes.model(state, cid, "defenceless", False)


def _pass_turn(state: State, changes: Changes, found: tuple[int, int], start: Mapping) -> None:
    """The next turn begins: unused prepaid actions lapse, the turn start applies."""
    round_, position = found
    cid = state["order"][position]
    for other, character in state["models"].items():
        if character["prepaid"] is not None:
            changes.model(state, other, "prepaid", None)
    changes.top(state, "round", round_)
    changes.top(state, "turn", {"character": cid, "position": position, "ended": False})
    _apply_turn_start(state, changes, cid, start)


def _mark_turn_end(state: State, changes: Changes, cid: str, borrowed: bool = False) -> None:
    """walka.md §3 Spending 2: the turn ends when AP reach 0 (or were borrowed)."""
    current = state["turn"]
    if current is None or current["character"] != cid or current["ended"]:
        return
    if borrowed or state["models"][cid]["ap"] == 0:
        changes.top(state, "turn", {**current, "ended": True})


def _acting(state: State, cid: str, field: str, uses: tuple[str, ...]) -> tuple[bool, bool]:
    """May `cid` spend AP now? (its own turn, whether a prepaid action pays) (§3, §4)."""
    current = state["turn"]
    if current is None:
        raise StateConflict(
            "the turn order is not set: roll initiative first (walka.md §2)", field, "no_turn_order"
        )
    prepaid = state["models"][cid]["prepaid"]
    usable = prepaid is not None and prepaid["kind"] in uses
    own = current["character"] == cid
    chain = state["chain"]
    if chain is not None:
        due = chain["execution_order"][chain["position"]]
        if due["actor"] != cid or not usable:
            raise StateConflict(
                f"an instant chain is open and link {due['link']} ({due['actor']}) is due: only "
                "its instant can be taken now, then advance the chain with instant-chain/next "
                "(walka.md §4)",
                field,
                "chain_open",
            )
        return own, True
    if not own and not usable:
        raise StateConflict(
            f"it is {current['character']}'s turn (round {state['round']}), not {cid}'s: "
            "outside its own turn a character acts only through an instant chain "
            "(walka.md §3, §4)",
            field,
            "not_own_turn",
        )
    if own and current["ended"] and not usable:
        raise StateConflict(
            f"{cid}'s turn has ended: its AP ran out or were borrowed (walka.md §3); end it "
            "with end-turn",
            field,
            "turn_ended",
        )
    return own, usable


def _set_order(state: State, changes: Changes, order: list[str]) -> None:
    changes.top(state, "order", order)
    for i, cid in enumerate(order):
        changes.model(state, cid, "order_index", i)


def _standing(state: State, changes: Changes) -> None:
    """walka.md §12: flag `one_side_left` when only one side has active characters."""
    standing = [
        side
        for side in state["sides"]
        if any(c["side"] == side and c["status"] == ACTIVE for c in state["models"].values())
    ]
    changes.top(state, "sides_standing", standing)
    changes.top(state, "one_side_left", len(standing) == 1)


# -- roster and state (walka.md §13) ---------------------------------------------------------


def _default_hands(roster: Mapping[str, Any]) -> dict:
    main = roster.get("main_hand", "right")
    other = "left" if main == "right" else "right"
    hands: dict[str, str | None] = dict.fromkeys(hand_keys(roster.get("copies")))
    weapons = roster.get("weapons") or []
    if weapons:
        hands[main] = weapons[0]["id"]
        if weapons[0]["hands"] == 2:
            hands[other] = weapons[0]["id"]
    if roster.get("shield") and hands[other] is None:
        hands[other] = roster["shield"]["id"]
    return hands


def new_character(roster: Mapping[str, Any]) -> dict:
    """A roster entry with its state fields: full AP, HP and MP unless given (§3 DECISION)."""
    c = copy.deepcopy(dict(roster))
    top = max_ap(c["spd"])
    c["max_ap"] = top
    c["ap"] = top if c.get("ap") is None else min(c["ap"], top)
    c["hp"] = c["max_hp"] if c.get("hp") is None else c["hp"]
    c["mp"] = c.get("max_mp", 0) if c.get("mp") is None else c["mp"]
    c["fatigue"] = c.get("fatigue") or 0
    c["status"] = c.get("status") or ACTIVE
    c["copies"] = c.get("copies") or {}
    c["table"] = c.get("table") or None
    c["weapons"] = [{**w, "reload_progress": 0} for w in c.get("weapons") or []]
    c["hands"] = (
        {**dict.fromkeys(hand_keys(c["copies"])), **c["hands"]}
        if c.get("hands")
        else _default_hands(c)
    )
    c.update(
        pending_ap_penalty=0,
        borrowed_reload=None,
        no_regen_turns=0,
        hp_depleted=c["hp"] <= 0,
        wounds=[],
        wound_counter=0,
        conditions={
            "prone": False,
            "hands_disabled": [],
            "foot_effects": [],
            "eyes_lost": 0,
            "blind": False,
        },
        facing=None,
        surprised=False,
        defenceless=False,
        skip_round1=False,
        order_index=None,
        prepaid=None,
        dis=c.get("base_dis", 0) + sum(p.get("dis_bonus", 0) for p in c.get("armour_pieces", [])),
    )
    return c


def initial_state(params: Mapping[str, Any]) -> State:
    state = {
        "round": 0,
        "order": [],
        "round1_skipped": [],
        "turn": None,
        "chain": None,
        "last_chain": None,
        "ended": False,
        "end_reason": None,
        "sides": roster_sides(params),
        "sides_standing": [],
        "one_side_left": False,
        "config": {**DEFAULT_RULES, **(params.get("rules") or {})},
        "models": {m["id"]: new_character(m) for m in params["models"]},
    }
    _standing(state, Changes())
    return state


def add_model(state: State, roster: Mapping[str, Any], changes: Changes) -> None:
    """A character joins; once the order is set it is placed after everyone with SPD >= its
    own, without a roll (walka.md §2 DECISION)."""
    cid = roster["id"]
    if cid in state["models"]:
        raise RuleViolation("duplicate_character", f"there is already a character {cid!r}", "id")
    if roster["side"] not in state["sides"]:
        raise RuleViolation(
            "unknown_side",
            f"side {roster['side']!r} is not one of this encounter's ({', '.join(state['sides'])})",
            "side",
        )
    character = new_character(roster)
    state["models"][cid] = character
    # walka.md §14: the entry carries the whole model as stored, so an export replays from
    # its changes alone.
    changes.append({"path": f"models.{cid}", "from": None, "to": copy.deepcopy(character)})
    if state["order"]:
        order = list(state["order"])
        ahead = [i for i, o in enumerate(order) if state["models"][o]["spd"] >= character["spd"]]
        position = ahead[-1] + 1 if ahead else 0
        order.insert(position, cid)
        _set_order(state, changes, order)
        current = state["turn"]
        if current is not None and current["position"] >= position:
            changes.top(state, "turn", {**current, "position": current["position"] + 1})
    _standing(state, changes)


def edit_model(state: State, cid: str, roster: Mapping[str, Any], changes: Changes) -> None:
    """A GM correction: the roster entry is replaced; state fields stay unless the body
    gives them (hp, mp, ap, fatigue, status, hands)."""
    old = _char(state, cid, "model_id")
    if roster["id"] != cid:
        raise RuleViolation("id_mismatch", "the body's id must be the character's id", "id")
    if roster["side"] != old["side"]:
        raise RuleViolation("side_change", "a character cannot change sides", "side")
    new = new_character(roster)
    for field in CARRIED:
        if field in ("hp", "mp", "ap", "fatigue") and roster.get(field) is not None:
            continue
        new[field] = copy.deepcopy(old[field])
    new["ap"] = min(new["ap"], new["max_ap"])
    new["mp"] = min(new["mp"], new["max_mp"])
    new["hp_depleted"] = new["hp"] <= 0
    for weapon in new["weapons"]:
        before = _find(old["weapons"], weapon["id"])
        if before is not None and before["reload_progress"] < len(weapon["reload_steps"]):
            weapon["reload_progress"] = before["reload_progress"]
    if roster.get("hands") is None:
        items = {w["id"] for w in new["weapons"]} | (
            {new["shield"]["id"]} if new["shield"] else set()
        )
        held = old["hands"]
        new["hands"] = {
            h: (held.get(h) if held.get(h) in items else None) for h in hand_keys(new["copies"])
        }
    for field, value in new.items():
        changes.model(state, cid, field, value)
    _standing(state, changes)


def remove_model(state: State, cid: str, changes: Changes) -> None:
    _char(state, cid, "model_id")
    chain = state["chain"]
    if chain is not None and (
        chain["trigger"]["actor"] == cid or any(link["actor"] == cid for link in chain["links"])
    ):
        raise StateConflict(
            f"{cid} takes part in the open instant chain: advance it to its end first", "model_id"
        )
    if cid in state["order"]:
        position = state["order"].index(cid)
        _set_order(state, changes, [o for o in state["order"] if o != cid])
        changes.top(state, "round1_skipped", [o for o in state["round1_skipped"] if o != cid])
        current = state["turn"]
        if current is not None and current["character"] == cid:
            found = _scan(state, state["round"], position)
            order = state["order"]
            if found is None and order:
                # Nobody left can take a turn: the next in the order holds an ended turn, as
                # when set-status leaves no one active, so end-turn works once one is active.
                round_, at = (
                    (state["round"], position)
                    if position < len(order)
                    else (
                        state["round"] + 1,
                        0,
                    )
                )
                changes.top(state, "round", round_)
                turn = {"character": order[at], "position": at, "ended": True}
                changes.top(state, "turn", turn)
            elif found is None:
                # The order is empty: initiative can be rolled again for whoever joins.
                changes.top(state, "turn", None)
            else:
                start_of = _turn_start_params(state, state["order"][found[1]])
                _pass_turn(state, changes, found, action_points.turn_start(start_of))
        elif current is not None and current["position"] > position:
            changes.top(state, "turn", {**current, "position": current["position"] - 1})
    removed = state["models"].pop(cid)
    changes.append({"path": f"models.{cid}", "from": removed, "to": None})
    _standing(state, changes)


# -- initiative and turns (walka.md §2, §3) ------------------------------------------------------


def bind_initiative(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    if state["order"]:
        raise StateConflict(
            "the turn order is set once per encounter (walka.md §2 DECISION); a character who "
            "joins later is placed by SPD without a roll",
            "cede",
        )
    return {
        "characters": [{"id": cid, "spd": c["spd"]} for cid, c in state["models"].items()],
        "cede": params.get("cede") or [],
        "surprised": [cid for cid, c in state["models"].items() if c["skip_round1"]],
    }


def apply_initiative(state: State, params, bound, outcome, changes: Changes) -> None:
    """The order is set and round 1 starts with its first character's turn start (§2, §3)."""
    _set_order(state, changes, [entry["id"] for entry in outcome["order"]])
    changes.top(state, "round1_skipped", outcome["round1_skipped"])
    found = _scan(state, 1, 0)
    if found is None:
        changes.top(state, "round", 1)
        return
    start = action_points.turn_start(_turn_start_params(state, state["order"][found[1]]))
    _pass_turn(state, changes, found, start)


def _current_turn(state: State, field: str) -> dict:
    current = state["turn"]
    if current is None:
        raise StateConflict(
            "the turn order is not set: roll initiative first (walka.md §2)", field, "no_turn_order"
        )
    return current


def bind_end_turn(state: State, params: Mapping[str, Any]) -> dict:
    """The next character's turn start, as the action-points rules compute it (§3)."""
    _not_ended(state)
    _char(state, params["character"], "character")
    current = _current_turn(state, "character")
    if state["chain"] is not None:
        raise StateConflict(
            "an instant chain is open: advance it to its end (instant-chain/next) before the "
            "turn ends (walka.md §4)",
            "character",
            "chain_open",
        )
    if params["character"] != current["character"]:
        raise StateConflict(
            f"it is {current['character']}'s turn, not {params['character']}'s: only the "
            "current turn can be ended",
            "character",
            "not_own_turn",
        )
    found = _next_turn(state)
    if found is None:
        raise StateConflict(
            "no active character is left to take a turn: set a status or end the encounter "
            "(walka.md §12)",
            "character",
        )
    return _turn_start_params(state, state["order"][found[1]])


def apply_end_turn(state: State, params, bound, outcome, changes: Changes) -> None:
    _pass_turn(state, changes, _next_turn(state), outcome)


# -- spending AP (walka.md §3) -------------------------------------------------------------------


def _reload_activity(character: dict, activity: dict, progress: dict, field: str) -> dict:
    """A reload activity costs the weapon's next reload step (walka.md §3)."""
    cid = character["id"]
    weapon_id = activity.get("weapon")
    if weapon_id is None:
        raise RuleViolation(
            "weapon_required", "a reload names the weapon it reloads", f"{field}.weapon"
        )
    weapon = _find(character["weapons"], weapon_id)
    if weapon is None:
        raise RuleViolation(
            "unknown_weapon", f"{cid} has no weapon {weapon_id!r}", f"{field}.weapon"
        )
    if weapon["kind"] != "ranged":
        raise RuleViolation(
            "not_reloadable",
            f"{weapon_id} is a {weapon['kind']} weapon: only ranged weapons are reloaded",
            f"{field}.weapon",
        )
    if "cost" in activity:
        raise RuleViolation(
            "reload_cost",
            f"a reload step costs what {weapon_id}'s description lists (its reload_steps): "
            "leave out cost",
            f"{field}.cost",
        )
    borrowed = character["borrowed_reload"]
    if borrowed is not None and borrowed.get("weapon") == weapon_id:
        raise StateConflict(
            f"{weapon_id}'s step {borrowed.get('step')!r} was paid with borrowed AP and completes "
            "at the next turn start (walka.md §3)",
            f"{field}.weapon",
        )
    steps = weapon["reload_steps"]
    done = progress[weapon_id]
    if weapon["loaded"] or done >= len(steps):
        raise StateConflict(f"{weapon_id} is already loaded", f"{field}.weapon")
    step = steps[done]
    if activity.get("step") not in (None, step["name"]):
        raise StateConflict(
            f"the next reload step of {weapon_id} is {step['name']!r}, not {activity['step']!r}",
            f"{field}.step",
        )
    progress[weapon_id] = done + 1
    return {**activity, "weapon": weapon_id, "step": step["name"], "cost": step["cost"]}


def _plan_spend(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    c = _active(state, params["character"], "character")
    cid = c["id"]
    own, usable = _acting(state, cid, "character", PREPAID_SPEND)
    prepaid_kind = c["prepaid"]["kind"] if usable else None
    prone = c["conditions"]["prone"]
    progress = {w["id"]: w["reload_progress"] for w in c["weapons"]}
    activities: list[dict] = []
    prepaid_at = None
    stands = False
    for i, given in enumerate(params["activities"]):
        activity = dict(given)
        kind = activity["activity"]
        field = f"activities.{i}"
        if kind in MOVE_COST and kind != "crawl" and prone:
            raise StateConflict(
                f"{cid} lies prone: it can only crawl until it stands up (activity stand_up, "
                "walka.md §11)",
                f"{field}.activity",
            )
        if kind == "stand_up":
            if not prone:
                raise StateConflict(f"{cid} is not prone: there is nothing to stand up from", field)
            prone, stands = False, True
        if kind == "reload":
            activity = _reload_activity(c, activity, progress, field)
        if (
            prepaid_at is None
            and prepaid_kind is not None
            and kind in PREPAID_SPEND
            and prepaid_kind in ("instant", kind)
        ):
            prepaid_at = i
            activity["x" if kind == "spell" else "cost"] = 0
        activities.append(activity)
    if state["chain"] is not None and prepaid_at is None:
        raise StateConflict(
            "an instant chain is open: only the due link's instant (an instant, action, spell "
            "or attack) can be paid now (walka.md §4)",
            "activities",
            "chain_open",
        )
    bound = {
        "spd": c["spd"],
        "ap": min(c["ap"], c["max_ap"]),
        "pending_ap_penalty": c["pending_ap_penalty"],
        "no_regen_turns": c["no_regen_turns"],
        "mp": min(c["mp"], c["max_mp"]),
        "max_mp": c["max_mp"],
        "con_level": c["con_level"],
        "bleeding_active_total": sum(w["bleeding_active"] for w in c["wounds"]),
        "foot_effects": len(c["conditions"]["foot_effects"]),
        "borrowed_reload": c["borrowed_reload"],
        "surprised": c["surprised"],
        "turn_start": False,
        "own_turn": own,
        "spend": activities,
        "rules": state["config"],
    }
    return {"bound": bound, "activities": activities, "prepaid_at": prepaid_at, "stands": stands}


def bind_spend(state: State, params: Mapping[str, Any]) -> dict:
    return _plan_spend(state, params)["bound"]


def apply_spend(state: State, params, bound, outcome, changes: Changes) -> None:
    plan = _plan_spend(state, params)
    cid = params["character"]
    changes.model(state, cid, "ap", outcome["ap"])
    changes.model(state, cid, "pending_ap_penalty", outcome["pending_ap_penalty"])
    changes.model(state, cid, "borrowed_reload", outcome["borrowed_reload"])
    for row, activity in zip(outcome["spent"], plan["activities"], strict=True):
        if activity["activity"] == "reload" and row["borrowed"] == 0:
            _reload_step_done(state, changes, cid, activity["weapon"])
    if plan["stands"]:
        changes.condition(state, cid, "prone", False)
    if plan["prepaid_at"] is not None:
        changes.model(state, cid, "prepaid", None)
    _mark_turn_end(state, changes, cid, borrowed=outcome["borrowed"] > 0)


# -- terrain (walka.md §11) --------------------------------------------------------------------


def bind_terrain(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    c = _active(state, params["character"], "character")
    _acting(state, c["id"], "character", ())
    return {
        "profile": params.get("profile") or {},
        "steps": params["steps"],
        "ap": c["ap"],
        **{k: c[k] for k in ("dex_level", "ref_level", "str_level", "acc_level", "con_level")},
        "armour_dex_penalty": c["armour_dex_penalty"],
        "foot_effects": len(c["conditions"]["foot_effects"]),
        "prone": c["conditions"]["prone"],
        "modifier": params.get("modifier", 0),
        "rules": state["config"],
    }


def apply_terrain(state: State, params, bound, outcome, changes: Changes) -> None:
    cid = params["character"]
    changes.model(state, cid, "ap", outcome["ap"])
    changes.condition(state, cid, "prone", outcome["prone"])
    _mark_turn_end(state, changes, cid)


# -- the instant chain (walka.md §4) -------------------------------------------------------------


def _plan_chain(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    current = _current_turn(state, "trigger.actor")
    if state["chain"] is not None:
        raise StateConflict(
            "an instant chain is already open: there are no nested chains, every reaction is "
            "another declaration in it (walka.md §4)",
            "trigger",
            "chain_open",
        )
    trigger = params["trigger"]
    actor = trigger["actor"]
    t = _active(state, actor, "trigger.actor")
    if actor != current["character"]:
        raise StateConflict(
            f"a chain answers what the current character declares: it is "
            f"{current['character']}'s turn, not {actor}'s (walka.md §4)",
            "trigger.actor",
            "not_own_turn",
        )
    kind = trigger["kind"]
    if kind == "movement_unit":
        if trigger.get("cost"):
            raise RuleViolation(
                "movement_paid",
                "a movement unit was paid when it was moved: leave out trigger.cost",
                "trigger.cost",
            )
        cost = 0
    else:
        if kind == "spell" and trigger.get("cost") is None:
            raise RuleViolation(
                "cost_required", "a spell costs its x AP: give trigger.cost", "trigger.cost"
            )
        if current["ended"]:
            raise StateConflict(
                f"{actor}'s turn has ended: its AP ran out or were borrowed (walka.md §3)",
                "trigger.actor",
                "turn_ended",
            )
        cost = ACTION_COST if trigger.get("cost") is None else trigger["cost"]
        if t["ap"] < cost:
            raise StateConflict(
                f"{actor} has {t['ap']} AP: the declared {kind} costs {cost} (walka.md §3)",
                "trigger.cost",
                "not_enough_ap",
            )
    declarations = []
    for i, given in enumerate(params["declarations"]):
        c = _active(state, given["actor"], f"declarations.{i}.actor")
        declarations.append(
            {
                "actor": c["id"],
                "ref_level": c["ref_level"],
                "ap": c["ap"] - (cost if c["id"] == actor else 0),
                "cost": given.get("cost", ACTION_COST),
                "interrupts": given.get("interrupts"),
                "effective": True,
                "surprised": c["surprised"],
                "modifier": given.get("modifier", 0),
            }
        )
    bound = {
        "trigger": {"actor": actor, "kind": kind},
        "declarations": declarations,
        "rules": state["config"],
    }
    return {"cost": cost, "bound": bound}


def bind_instant_chain(state: State, params: Mapping[str, Any]) -> dict:
    return _plan_chain(state, params)["bound"]


def _link(chain: dict, number: int) -> dict:
    return next(link for link in chain["links"] if link["link"] == number)


def _advance(state: State, changes: Changes, chain: dict, position: int) -> None:
    """Walk the execution order from `position`: interrupted links fail, the next one is due;
    at the trigger the chain closes (walka.md §4 Resolve, with the rules' own `resolve`)."""
    links = [
        {**link, "effective": True if link["effective"] is None else link["effective"]}
        for link in chain["links"]
    ]
    _, results = instant_chain.resolve(links, chain["trigger"])
    order = chain["execution_order"]
    while True:
        element = order[position]
        if element["link"] is None:
            chain["trigger"]["result"] = results[instant_chain.TRIGGER]
            chain["position"] = position
            trigger = chain["trigger"]
            if trigger["result"] == "executed" and trigger["kind"] != "movement_unit":
                changes.model(state, trigger["actor"], "prepaid", {"kind": trigger["kind"]})
            changes.top(state, "chain", None)
            changes.top(state, "last_chain", chain)
            return
        if results[element["link"]] == "failed_interrupted":
            _link(chain, element["link"])["result"] = "failed_interrupted"
            position += 1
            continue
        chain["position"] = position
        changes.top(state, "chain", chain)
        changes.model(
            state, element["actor"], "prepaid", {"kind": "instant", "link": element["link"]}
        )
        return


def apply_instant_chain(state: State, params, bound, outcome, changes: Changes) -> None:
    """Every declarer pays now, and so does the trigger's declared action; the last joined
    link is due first (walka.md §4 Declare)."""
    plan = _plan_chain(state, params)
    trigger = params["trigger"]
    if plan["cost"]:
        actor = trigger["actor"]
        changes.model(state, actor, "ap", state["models"][actor]["ap"] - plan["cost"])
    for link in outcome["links"]:
        changes.model(state, link["actor"], "ap", link["ap"])
    chain = {
        "trigger": {
            "actor": trigger["actor"],
            "kind": trigger["kind"],
            "cost": plan["cost"],
            "result": "pending",
        },
        "links": [
            {
                "link": link["link"],
                "actor": link["actor"],
                "joined": link["joined"],
                "interrupts": link["interrupts"],
                "cost": link["cost"],
                "effective": None,
                "result": "pending" if link["joined"] else "failed_ref",
            }
            for link in outcome["links"]
        ],
        "execution_order": outcome["execution_order"],
        "position": 0,
    }
    _advance(state, changes, chain, 0)
    _mark_turn_end(state, changes, trigger["actor"])


def bind_chain_next(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    chain = state["chain"]
    if chain is None:
        raise StateConflict("no instant chain is open", "link")
    due = chain["execution_order"][chain["position"]]
    if params["link"] != due["link"]:
        raise StateConflict(
            f"link {due['link']} ({due['actor']}) is due in the chain, not link {params['link']}",
            "link",
        )
    return {}


def apply_chain_next(state: State, params, bound, outcome, changes: Changes) -> None:
    """The due link has executed; it reports whether it stopped what it interrupts."""
    chain = copy.deepcopy(state["chain"])
    due = chain["execution_order"][chain["position"]]
    link = _link(chain, due["link"])
    link["result"] = "executed"
    link["effective"] = bool(params.get("effective", True)) if link["interrupts"] else None
    actor = state["models"].get(due["actor"])
    if actor is not None and (actor["prepaid"] or {}).get("link") == due["link"]:
        changes.model(state, due["actor"], "prepaid", None)
    _advance(state, changes, chain, chain["position"] + 1)


def _due_side(state: State, params: Mapping[str, Any]) -> str | None:
    chain = state.get("chain")
    if not chain:
        return None
    return side_of(state, chain["execution_order"][chain["position"]]["actor"])


def _declarers_side(state: State, params: Mapping[str, Any]) -> str | None:
    """A side token declares for its own characters; a chain of several sides is the GM's."""
    found = {side_of(state, d.get("actor")) for d in params.get("declarations") or []}
    if len(found) == 1:
        return found.pop()
    return "the game master"


# -- surprise (walka.md §10) -------------------------------------------------------------------


def bind_surprise(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    target = _active(state, params["target"], "target", targeted=True)
    # walka.md §14: one detection dc or several (hidden attackers); the rules take the highest.
    return _without_none(
        {
            "target": target["id"],
            "ref_level": target["ref_level"],
            "detection_dc": params.get("detection_dc"),
            "detection_dcs": params.get("detection_dcs"),
            "modifier": params.get("modifier", 0),
            # DECISION (§10): a surprise in a running combat removes the defence, skips no turn.
            "opens_combat": bool(params.get("opens_combat", True)) and not state["order"],
            "rules": state["config"],
        }
    )


def apply_surprise(state: State, params, bound, outcome, changes: Changes) -> None:
    cid = params["target"]
    if outcome["surprised"]:
        changes.model(state, cid, "surprised", True)
        changes.model(state, cid, "defenceless", True)
    if outcome["skip_round1"]:
        changes.model(state, cid, "skip_round1", True)


# -- hit location and defence: they change nothing (walka.md §13) ---------------------------


def bind_hit_location(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    _active(state, params["attacker"], "attacker")
    target = _active(state, params["target"], "target", targeted=True)
    return _without_none(
        {
            "mode": params["mode"],
            "location": params.get("location"),
            "copy": params.get("copy"),
            "from_behind": params.get("from_behind", False),
            "target_visible": params.get("target_visible", True),
            "visibility_exception": params.get("visibility_exception", False),
            "copies": target["copies"],
            "table": target["table"],
            "rules": state["config"],
        }
    )


def _defender_fields(c: dict) -> dict:
    """The defence inputs of a character: dice, shield in hand, levels, surprise (§6)."""
    shield = _shield_in_hand(c)
    parrying = _melee_in_hand(c)
    return _without_none(
        {
            "armour_skill_die": c["armour_skill_die"],
            "weapon_skill_die": parrying["skill_die"] if parrying else c["unarmed_skill_die"],
            "shield_skill_die": c["shield_skill_die"],
            "has_shield": shield is not None,
            "shield_block": shield["block"] if shield else 0,
            "dex_level": c["dex_level"],
            "armour_dex_penalty": c["armour_dex_penalty"],
            "str_level": c["str_level"],
            "defenceless": c["defenceless"],
        }
    )


def _defence_ready(c: dict, kind: str, attack_kind: str, field: str) -> None:
    """What the stored state lacks for a defence is a 409 (the roster has no such die)."""
    if c["defenceless"] or kind == "none" or attack_kind not in DEFENSES[kind][1]:
        return
    inputs = _defender_fields(c)
    if kind in ("cover", "block") and not inputs["has_shield"]:
        raise StateConflict(
            f"{c['id']} holds no shield: to {kind} it needs one in hand (walka.md §6)", field
        )
    die_field = DEFENSES[kind][0]
    if inputs.get(die_field) is None:
        raise StateConflict(
            f"{c['id']} has no {die_field} in the roster, and a {kind} rolls it (walka.md §6); "
            "a GM correction can add it",
            field,
        )


def bind_defense(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    defender = _active(state, params["defender"], "defender")
    _defence_ready(defender, params["type"], params["attack_kind"], "type")
    return {
        "attack_kind": params["attack_kind"],
        "type": params["type"],
        "modifier": params.get("modifier", 0),
        "rules": state["config"],
        **_defender_fields(defender),
    }


# -- attacks (walka.md §7, and strike §0) ----------------------------------------------------------


def _ammunition(c: dict, ammo_id: str | None, needs_one: bool) -> dict:
    if ammo_id is not None:
        ammo = _find(c["ammunition"], ammo_id)
        if ammo is None:
            raise RuleViolation(
                "unknown_ammunition", f"{c['id']} has no ammunition {ammo_id!r}", "ammunition"
            )
        if needs_one and ammo["count"] == 0:
            raise StateConflict(f"{c['id']} has no {ammo_id} left", "ammunition")
        return ammo
    for ammo in c["ammunition"]:
        if not needs_one or ammo["count"] is None or ammo["count"] > 0:
            return ammo
    raise StateConflict(f"{c['id']} has no ammunition left to shoot", "ammunition")


def _weapon_use(c: dict, params: Mapping[str, Any]) -> dict:
    """The weapon an attack uses and how it is held: off hand, two-handed in one hand (§7)."""
    cid = c["id"]
    weapon_id = params.get("weapon")
    if params.get("unarmed") and weapon_id:
        raise RuleViolation("unarmed", "give weapon or unarmed, not both", "unarmed")
    if weapon_id is None and not params.get("unarmed"):
        held = _held_weapons(c)
        weapon_id = held[0]["id"] if held else None
    if weapon_id is None:
        kind = params.get("attack_kind") or "melee"
        if kind != "melee":
            raise RuleViolation(
                "unarmed", f"an unarmed attack is a melee attack, not {kind}", "attack_kind"
            )
        if c["unarmed_skill_die"] is None:
            raise StateConflict(
                f"{cid} has no unarmed_skill_die in the roster, so it cannot attack unarmed; a "
                "GM correction can add it",
                "weapon",
            )
        return {
            "weapon": None,
            "ammo": None,
            "kind": "melee",
            "skill_die": c["unarmed_skill_die"],
            "off_hand": False,
            "two_handed_one_hand": False,
        }
    weapon = _find(c["weapons"], weapon_id)
    if weapon is None:
        known = ", ".join(w["id"] for w in c["weapons"]) or "none"
        raise RuleViolation(
            "unknown_weapon", f"{cid} has no weapon {weapon_id!r} (it has: {known})", "weapon"
        )
    kind = params.get("attack_kind") or weapon["kind"]
    if kind not in WEAPON_ATTACKS[weapon["kind"]]:
        raise RuleViolation(
            "weapon_kind",
            f"{weapon_id} is a {weapon['kind']} weapon: it cannot make a {kind} attack",
            "attack_kind",
        )
    hands = _held_in(c, weapon_id)
    if not hands:
        raise StateConflict(
            f"{cid} does not hold {weapon_id} in a hand ("
            + ", ".join(f"{h}: {item}" for h, item in c["hands"].items())
            + ")",
            "weapon",
        )
    ammo = None
    if kind == "ranged":
        if not weapon["loaded"]:
            raise StateConflict(
                f"{weapon_id} is not loaded: reload it first (action-points, activity reload, "
                "walka.md §3)",
                "weapon",
            )
        ammo = _ammunition(c, params.get("ammunition"), needs_one=True)
    return {
        "weapon": weapon,
        "ammo": ammo,
        "kind": kind,
        "skill_die": weapon["skill_die"],
        "off_hand": c["main_hand"] not in hands,
        "two_handed_one_hand": weapon["hands"] == 2 and len(hands) == 1,
    }


def _plan_attack(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    attacker = _active(state, params["attacker"], "attacker")
    target = _active(state, params["target"], "target", targeted=True)
    if attacker["id"] == target["id"]:
        raise RuleViolation("self_attack", "a character cannot attack itself", "target")
    own, prepaid = _acting(state, attacker["id"], "attacker", PREPAID_ATTACK)
    use = _weapon_use(attacker, params)
    cost = 0 if prepaid else params.get("cost", ACTION_COST)
    if attacker["ap"] < cost:
        raise StateConflict(
            f"{attacker['id']} has {attacker['ap']} AP left: an attack costs {cost} "
            "(walka.md §3, §7)",
            "attacker",
            "not_enough_ap",
        )
    weapon = use["weapon"]
    damage_type = (weapon or {}).get("damage_type") or params.get("damage_type")
    return {
        "attacker": attacker,
        "target": target,
        "own": own,
        "prepaid": prepaid,
        "cost": cost,
        "damage_type": damage_type,
        **use,
    }


def _after_attack(state: State, changes: Changes, plan: dict, unloaded: bool) -> None:
    """§7 step 7: facing, unloading; a prepaid attack is used; first_attack surprise scope."""
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    changes.model(state, a, "facing", t)
    if plan["prepaid"]:
        changes.model(state, a, "prepaid", None)
    if unloaded and plan["weapon"] is not None:
        changes.item(state, a, "weapons", plan["weapon"]["id"], "loaded", False)
        changes.item(state, a, "weapons", plan["weapon"]["id"], "reload_progress", 0)
        ammo = plan["ammo"]
        if ammo is not None and ammo["count"] is not None:
            changes.item(state, a, "ammunition", ammo["id"], "count", ammo["count"] - 1)
    if state["config"]["surprise_scope"] == "first_attack" and plan["target"]["defenceless"]:
        changes.model(state, t, "defenceless", False)


def bind_attack(state: State, params: Mapping[str, Any]) -> dict:
    plan = _plan_attack(state, params)
    a, t = plan["attacker"], plan["target"]
    given = dict(params["defense"])
    if t["defenceless"] and given["type"] != "none":
        raise StateConflict(
            f"{t['id']} is surprised and cannot defend until its turn starts: its defence is "
            "none (walka.md §10)",
            "defense.type",
        )
    return _without_none(
        {
            "attack_kind": plan["kind"],
            "form": params.get("form"),
            "damage_type": plan["damage_type"],
            "skill_die": plan["skill_die"],
            "dex_level": a["dex_level"],
            "armour_dex_penalty": a["armour_dex_penalty"],
            "acc_level": a["acc_level"],
            "off_hand": plan["off_hand"],
            "two_handed_one_hand": plan["two_handed_one_hand"],
            "ap": a["ap"],
            "cost": plan["cost"],
            "location_penalty": params.get("location_penalty", 0),
            "from_behind": params.get("from_behind", False),
            "attacker_unarmed": plan["weapon"] is None,
            "defender_armed": _melee_in_hand(t) is not None,
            "defense": given,
            "other_modifier": params.get("other_modifier", 0),
            "distance": params.get("distance"),
            "rules": _rules(state, plan["weapon"]),
        }
    )


def apply_attack(state: State, params, bound, outcome, changes: Changes) -> None:
    plan = _plan_attack(state, params)
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    changes.model(state, a, "ap", outcome["attacker_ap"])
    if outcome["attacker_pending_ap_penalty_added"]:
        pending = state["models"][a]["pending_ap_penalty"]
        changes.model(
            state, a, "pending_ap_penalty", pending + outcome["attacker_pending_ap_penalty_added"]
        )
    if outcome["defender_pending_ap_penalty_added"]:
        pending = state["models"][t]["pending_ap_penalty"]
        changes.model(
            state, t, "pending_ap_penalty", pending + outcome["defender_pending_ap_penalty_added"]
        )
    _after_attack(state, changes, plan, outcome["weapon_unloaded"])
    _mark_turn_end(state, changes, a)


def _apply_damage(
    state: State, changes: Changes, plan: dict, a: str, t: str, outcome: Mapping[str, Any]
) -> None:
    """§8 step 6-7: HP, the hp_depleted flag (§12 DECISION) and Quality losses, each to its
    owner's item: the weapon or ammunition of the attacker, the armour piece of the target."""
    changes.model(state, t, "hp", outcome["hp_after"])
    changes.model(state, t, "hp_depleted", outcome["hp_depleted"])
    for lost in outcome["quality_changes"]:
        if lost["kind"] == "weapon" and plan["weapon"] is not None:
            changes.item(state, a, "weapons", plan["weapon"]["id"], "quality", lost["to"])
        elif lost["kind"] == "ammunition" and plan["ammo"] is not None:
            changes.item(state, a, "ammunition", plan["ammo"]["id"], "quality", lost["to"])
        elif lost["kind"] == "armour_piece":
            changes.item(state, t, "armour_pieces", lost["item"], "quality", lost["to"])


def _drop(state: State, changes: Changes, cid: str, hand: str) -> None:
    """§9 DECISION: a disabled hand drops what it alone holds; a two-handed weapon stays in
    the other hand. §14: `hand` is the limb's key, an extra arm's too."""
    hands = dict(state["models"][cid]["hands"])
    if hands.get(hand) is not None:
        hands[hand] = None
        changes.model(state, cid, "hands", hands)


def _apply_wounds(state: State, changes: Changes, t: str, outcome: Mapping[str, Any]) -> None:
    """§9: the wound, its fatigue, and its sensitive point's effect, on the target."""
    wound = outcome["wound"]
    if wound is None:
        return
    c = state["models"][t]
    changes.model(state, t, "wounds", [*c["wounds"], wound])
    changes.model(state, t, "wound_counter", c["wound_counter"] + 1)
    if outcome["fatigue_added"]:
        changes.model(state, t, "fatigue", c["fatigue"] + outcome["fatigue_added"])
    if outcome["ap_lost"]:
        changes.model(state, t, "ap", 0)
    changes.model(state, t, "no_regen_turns", outcome["no_regen_turns"])
    conditions = c["conditions"]
    if outcome["foot_effect_added"]:
        changes.condition(state, t, "foot_effects", [*conditions["foot_effects"], wound["id"]])
    hand = outcome["hand_disabled"]
    if hand is not None:
        key = hand_key(hand["side"], hand["copy"])
        entry = {**hand, "hand": key, "wound": wound["id"]}
        changes.condition(state, t, "hands_disabled", [*conditions["hands_disabled"], entry])
        _drop(state, changes, t, key)
    changes.condition(state, t, "eyes_lost", outcome["eyes_lost"])
    changes.condition(state, t, "blind", outcome["blind"])


def bind_strike(state: State, params: Mapping[str, Any]) -> dict:
    plan = _plan_attack(state, params)
    a, t = plan["attacker"], plan["target"]
    weapon, ammo = plan["weapon"], plan["ammo"]
    _defence_ready(t, params["defense_type"], plan["kind"], "defense_type")
    attacker = {
        "id": a["id"],
        "skill_die": plan["skill_die"],
        "dex_level": a["dex_level"],
        "armour_dex_penalty": a["armour_dex_penalty"],
        "acc_level": a["acc_level"],
        "off_hand": plan["off_hand"],
        "two_handed_one_hand": plan["two_handed_one_hand"],
        "ap": a["ap"],
        "str_level": a["str_level"],
        "pending_ap_penalty": a["pending_ap_penalty"],
    }
    if weapon is None:
        attacker["unarmed"] = True
    elif plan["kind"] == "ranged":
        attacker.update(
            weapon_quality=ammo["quality"],
            ammo_damage=ammo["damage"],
            launcher_damage=weapon["damage"],
            weapon_id=ammo["id"],
        )
    else:
        attacker.update(
            weapon_quality=weapon["quality"],
            weapon_damage=weapon["damage"],
            weapon_id=weapon["id"],
        )
    defender = {
        "id": t["id"],
        **_defender_fields(t),
        "copies": t["copies"],
        "table": t["table"],
        "nac": t["nac"],
        "hp": t["hp"],
        "armour_pieces": t["armour_pieces"],
        "base_dis": t["base_dis"],
        "ap": t["ap"],
        "no_regen_turns": t["no_regen_turns"],
        "eyes_lost": t["conditions"]["eyes_lost"],
        "wound_id": _next_wound_id(t),
        "armed": _melee_in_hand(t) is not None,
        "pending_ap_penalty": t["pending_ap_penalty"],
    }
    return _without_none(
        {
            "attack_kind": plan["kind"],
            "form": params.get("form"),
            "damage_type": plan["damage_type"],
            "distance": params.get("distance"),
            "other_modifier": params.get("other_modifier", 0),
            "cost": plan["cost"],
            "location_mode": params["location_mode"],
            "location": params.get("location"),
            "copy": params.get("copy"),
            "from_behind": params.get("from_behind", False),
            "target_visible": params.get("target_visible", True),
            "visibility_exception": params.get("visibility_exception", False),
            "defense_type": params["defense_type"],
            "defense_modifier": params.get("defense_modifier", 0),
            "attacker": attacker,
            "defender": _without_none(defender),
            "rules": _rules(state, weapon),
        }
    )


def apply_strike(state: State, params, bound, outcome, changes: Changes) -> None:
    """One attack written to both characters: the attacker's AP (and a fumble's penalty),
    facing and unloading; the defender's blocked-blow penalty, HP, wound, fatigue, bleeding,
    sensitive point; Quality losses of the weapon, ammunition or armour piece."""
    plan = _plan_attack(state, params)
    a, t = plan["attacker"]["id"], plan["target"]["id"]
    attacker_after, defender_after = outcome["attacker_after"], outcome["defender_after"]
    changes.model(state, a, "ap", attacker_after["ap"])
    changes.model(state, a, "pending_ap_penalty", attacker_after["pending_ap_penalty"])
    changes.model(state, t, "pending_ap_penalty", defender_after["pending_ap_penalty"])
    _after_attack(state, changes, plan, outcome["attack"]["weapon_unloaded"])
    if outcome["damage"] is not None:
        _apply_damage(state, changes, plan, a, t, outcome["damage"])
    if outcome["wounds"] is not None:
        _apply_wounds(state, changes, t, outcome["wounds"])
    _mark_turn_end(state, changes, a)
    _mark_turn_end(state, changes, t)


# -- damage and wounds on their own (walka.md §8, §9) --------------------------------------------


def _plan_damage(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    attacker = _active(state, params["attacker"], "attacker")
    target = _active(state, params["target"], "target", targeted=True)
    weapon = None
    if params.get("unarmed") and params.get("weapon"):
        raise RuleViolation("unarmed", "give weapon or unarmed, not both", "unarmed")
    if not params.get("unarmed"):
        weapon_id = params.get("weapon")
        if weapon_id is None:
            held = _held_weapons(attacker)
            weapon_id = held[0]["id"] if held else None
        if weapon_id is not None:
            weapon = _find(attacker["weapons"], weapon_id)
            if weapon is None:
                raise RuleViolation(
                    "unknown_weapon", f"{attacker['id']} has no weapon {weapon_id!r}", "weapon"
                )
    kind = params.get("attack_kind") or (DAMAGE_KIND[weapon["kind"]] if weapon else "melee")
    allowed = (
        ("melee",)
        if weapon is None
        else tuple(DAMAGE_KIND[k] for k in WEAPON_ATTACKS[weapon["kind"]])
    )
    if kind not in allowed:
        what = "an unarmed hit" if weapon is None else f"{weapon['id']} ({weapon['kind']})"
        raise RuleViolation("weapon_kind", f"{what} cannot deal {kind} damage", "attack_kind")
    ammo = (
        _ammunition(attacker, params.get("ammunition"), needs_one=False) if kind == "shot" else None
    )
    return {"attacker": attacker, "target": target, "weapon": weapon, "ammo": ammo, "kind": kind}


def bind_damage(state: State, params: Mapping[str, Any]) -> dict:
    plan = _plan_damage(state, params)
    a, t, weapon, ammo = plan["attacker"], plan["target"], plan["weapon"], plan["ammo"]
    bound = {
        "attack_kind": plan["kind"],
        "damage_type": params["damage_type"],
        "str_level": a["str_level"],
        "nac": t["nac"],
        "hp": t["hp"],
        "armour_pieces": t["armour_pieces"],
        "base_dis": t["base_dis"],
        "location": params["location"],
        "copy": params.get("copy", 1),
        "critical": params.get("critical", False),
        "rules": state["config"],
    }
    if weapon is None:
        bound.update(weapon_quality=None, weapon_damage=0)
    elif plan["kind"] == "shot":
        bound.update(
            weapon_quality=ammo["quality"],
            ammo_damage=ammo["damage"],
            launcher_damage=weapon["damage"],
            weapon_id=ammo["id"],
        )
    else:
        bound.update(
            weapon_quality=weapon["quality"], weapon_damage=weapon["damage"], weapon_id=weapon["id"]
        )
    return bound


def apply_damage(state: State, params, bound, outcome, changes: Changes) -> None:
    plan = _plan_damage(state, params)
    _apply_damage(state, changes, plan, plan["attacker"]["id"], plan["target"]["id"], outcome)


def bind_wounds(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    _active(state, params["attacker"], "attacker")
    target = _active(state, params["target"], "target", targeted=True)
    return {
        "location": params["location"],
        "copy": params.get("copy", 1),
        "taken": params["taken"],
        "damage_type": params["damage_type"],
        "critical": params.get("critical", False),
        "wound_id": _next_wound_id(target),
        "ap": target["ap"],
        "no_regen_turns": target["no_regen_turns"],
        "eyes_lost": target["conditions"]["eyes_lost"],
        "rules": state["config"],
    }


def apply_wounds(state: State, params, bound, outcome, changes: Changes) -> None:
    _apply_wounds(state, changes, params["target"], outcome)
    _mark_turn_end(state, changes, params["target"])


# -- stanch, cure, heal: any status may be their target (walka.md §9, §13) ------------------------


def _stanch(p: Mapping[str, Any], dice) -> dict:
    return wounds.stanch(p["wound"], p["n"])


def _cure_bleeding(p: Mapping[str, Any], dice) -> dict:
    return wounds.cure_bleeding(p["wound"], p["n"])


def _heal_wound(p: Mapping[str, Any], dice) -> dict:
    return wounds.heal_wound(p["wound"], p["hp"], p["max_hp"], p.get("hp_restored"))


_stanch.__doc__ = wounds.stanch.__doc__
_cure_bleeding.__doc__ = wounds.cure_bleeding.__doc__
_heal_wound.__doc__ = wounds.heal_wound.__doc__


def _wound(state: State, params: Mapping[str, Any]) -> tuple[dict, dict]:
    _not_ended(state)
    target = _char(state, params["target"], "target")
    wound = _find(target["wounds"], params["wound"])
    if wound is None:
        known = ", ".join(w["id"] for w in target["wounds"]) or "none"
        raise RuleViolation(
            "unknown_wound",
            f"{target['id']} has no wound {params['wound']!r} (its wounds: {known})",
            "wound",
        )
    return target, wound


def bind_bleeding(state: State, params: Mapping[str, Any]) -> dict:
    _, wound = _wound(state, params)
    return {"wound": wound, "n": params["n"]}


def apply_bleeding(state: State, params, bound, outcome, changes: Changes) -> None:
    cid = params["target"]
    changes.model(
        state,
        cid,
        "wounds",
        [outcome if w["id"] == outcome["id"] else w for w in state["models"][cid]["wounds"]],
    )


def bind_heal(state: State, params: Mapping[str, Any]) -> dict:
    target, wound = _wound(state, params)
    return _without_none(
        {
            "wound": wound,
            "hp": target["hp"],
            "max_hp": target["max_hp"],
            "hp_restored": params.get("hp_restored"),
        }
    )


def apply_heal(state: State, params, bound, outcome, changes: Changes) -> None:
    cid = params["target"]
    c = state["models"][cid]
    removed = outcome["removed"]
    changes.model(state, cid, "wounds", [w for w in c["wounds"] if w["id"] != removed])
    changes.model(state, cid, "hp", outcome["hp"])
    changes.model(state, cid, "hp_depleted", outcome["hp"] <= 0)
    conditions = c["conditions"]
    changes.condition(
        state, cid, "foot_effects", [w for w in conditions["foot_effects"] if w != removed]
    )
    changes.condition(
        state,
        cid,
        "hands_disabled",
        [h for h in conditions["hands_disabled"] if h["wound"] != removed],
    )


# -- statuses and the end of combat (walka.md §12) -------------------------------------------------


def bind_status(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    _char(state, params["character"], "character")
    return {}


def apply_status(state: State, params, bound, outcome, changes: Changes) -> None:
    changes.model(state, params["character"], "status", params["status"])
    _standing(state, changes)


def bind_end_encounter(state: State, params: Mapping[str, Any]) -> dict:
    _not_ended(state)
    for cid in params.get("statuses") or {}:
        _char(state, cid, f"statuses.{cid}")
    return {}


def apply_end_encounter(state: State, params, bound, outcome, changes: Changes) -> None:
    for cid, status in (params.get("statuses") or {}).items():
        changes.model(state, cid, "status", status)
    changes.top(state, "chain", None)
    changes.top(state, "ended", True)
    changes.top(state, "end_reason", params.get("reason") or None)
    _standing(state, changes)


# -- the definition ---------------------------------------------------------------------------


STEPS = (
    EncounterStep(
        name="initiative",
        path="initiative",
        summary=(
            "Turn order, once per encounter: SPD, d6 roll-offs, ceding; the surprised wait in "
            "round 1; the first turn starts (§2, §3)"
        ),
        params=es.InitiativeEncounterParams,
        outcome=turn.InitiativeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=initiative.initiative,
        bind=bind_initiative,
        apply=apply_initiative,
    ),
    EncounterStep(
        name="end_turn",
        path="end-turn",
        summary=(
            "End the current turn; the next character's turn starts: borrowed reload completed, "
            "AP regenerated less the pending penalty, MP + CON, fatigue + bleeding, surprise over"
            " (§3)"
        ),
        params=es.CharacterParams,
        outcome=turn.ActionPointsOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        rules=action_points.action_points,
        bind=bind_end_turn,
        apply=apply_end_turn,
    ),
    EncounterStep(
        name="action_points",
        path="action-points",
        summary=(
            "Pay activities from the AP cost table in the character's turn: movement, actions, "
            "spells, reload steps (borrowing 1-2 AP), standing up (§3)"
        ),
        params=es.SpendParams,
        outcome=turn.ActionPointsOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        rules=action_points.action_points,
        bind=bind_spend,
        apply=apply_spend,
        rename={"spend": "activities"},
    ),
    EncounterStep(
        name="instant_chain",
        path="instant-chain",
        summary=(
            "Declare instants against the current character's declared action: REF tests at "
            "rising dc, every declarer pays now; the last joined link is due first (§4)"
        ),
        params=es.InstantChainEncounterParams,
        outcome=turn.InstantChainOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_declarers_side,
        rules=instant_chain.instant_chain,
        bind=bind_instant_chain,
        apply=apply_instant_chain,
    ),
    EncounterStep(
        name="instant_chain_next",
        path="instant-chain/next",
        summary=(
            "The due link of the open chain has executed: report whether it stopped what it "
            "interrupts; interrupted links fail, the next one is due, the trigger closes it (§4)"
        ),
        params=es.ChainNextParams,
        outcome=es.TurnEventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=_due_side,
        bind=bind_chain_next,
        apply=apply_chain_next,
    ),
    EncounterStep(
        name="hit_location",
        path="hit-location",
        summary=(
            "Hit location on the target's body: chosen with its penalty, or d100; changes nothing"
            " (§5)"
        ),
        params=es.HitLocationEncounterParams,
        outcome=att.HitLocationOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=location.hit_location,
        bind=bind_hit_location,
    ),
    EncounterStep(
        name="defense",
        path="defense",
        summary=(
            "The defender's roll sets the attack's dc, 0 AP; a surprised defender has none; "
            "changes nothing (§6)"
        ),
        params=es.DefenseEncounterParams,
        outcome=att.DefenseOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("defender"),
        rules=defense.defense,
        bind=bind_defense,
    ),
    EncounterStep(
        name="attack",
        path="attack",
        summary=(
            "The hit test against a defence's dc: pays its AP, a fumble costs 1 more, a blocked "
            "blow adds to the defender's pending penalty, a shot unloads (§7)"
        ),
        params=es.AttackEncounterParams,
        outcome=att.AttackOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=attack.attack,
        bind=bind_attack,
        apply=apply_attack,
    ),
    EncounterStep(
        name="damage",
        path="damage",
        summary=(
            "Damage of a hit with the attacker's weapon against the target's NAC and armour: HP "
            "and Quality losses; no dice (§8)"
        ),
        params=es.DamageEncounterParams,
        outcome=dmg.DamageOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=damage.damage,
        bind=bind_damage,
        apply=apply_damage,
    ),
    EncounterStep(
        name="wounds_and_conditions",
        path="wounds",
        summary=(
            "The wound of a hit on the target: fatigue and bleeding tokens, a critical's "
            "sensitive point (§9)"
        ),
        params=es.WoundsEncounterParams,
        outcome=dmg.WoundsOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=wounds.wounds,
        bind=bind_wounds,
        apply=apply_wounds,
    ),
    EncounterStep(
        name="surprise",
        path="surprise",
        summary=(
            "The target's REF test against the detection dc: surprised, defenceless until its "
            "turn, no turn in round 1 when the ambush opens the combat (§10)"
        ),
        params=es.SurpriseEncounterParams,
        outcome=turn.SurpriseOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        rules=surprise.surprise,
        bind=bind_surprise,
        apply=apply_surprise,
    ),
    EncounterStep(
        name="terrain",
        path="terrain",
        summary=(
            "Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the "
            "safe pace, prone on a failure (§11)"
        ),
        params=es.TerrainEncounterParams,
        outcome=turn.TerrainOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        rules=terrain.terrain,
        bind=bind_terrain,
        apply=apply_terrain,
    ),
    EncounterStep(
        name="strike",
        path="strike",
        summary=(
            "One attack from the hit location to the wound, written to both characters (§0, §5-§9)"
        ),
        params=es.StrikeEncounterParams,
        outcome=stk.StrikeOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("attacker"),
        rules=strike.strike,
        bind=bind_strike,
        apply=apply_strike,
    ),
    EncounterStep(
        name="stanch",
        path="stanch",
        summary=(
            "Stanch n bleeding tokens of a wound: they stay until the wound heals; any status may"
            " be its target; no AP here (pay the action with action-points) (§9, §13)"
        ),
        params=es.BleedingParams,
        outcome=dmg.Wound,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("target"),
        rules=_stanch,
        bind=bind_bleeding,
        apply=apply_bleeding,
    ),
    EncounterStep(
        name="cure_bleeding",
        path="cure-bleeding",
        summary=(
            "Remove n bleeding tokens of a wound, active ones first; any status may be its "
            "target; no AP here (§9, §13)"
        ),
        params=es.BleedingParams,
        outcome=dmg.Wound,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("target"),
        rules=_cure_bleeding,
        bind=bind_bleeding,
        apply=apply_bleeding,
    ),
    EncounterStep(
        name="heal_wound",
        path="heal-wound",
        summary=(
            "Heal a wound: it goes with its tokens and its foot or hand effect; HP restored up to"
            " max_hp; any status may be its target; no AP here (§9, §13)"
        ),
        params=es.HealWoundParams,
        outcome=es.HealOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("target"),
        rules=_heal_wound,
        bind=bind_heal,
        apply=apply_heal,
    ),
    EncounterStep(
        name="set_status",
        path="status",
        summary=(
            "Set a character's status (active, unconscious, dead, fled, bound); flags "
            "one_side_left (§12)"
        ),
        params=es.SetStatusParams,
        outcome=es.TurnEventOutcome,
        actor=Actor.GM_OR_ACTING_SIDE,
        acting_side=side_of_param("character"),
        bind=bind_status,
        apply=apply_status,
    ),
    EncounterStep(
        name="end_encounter",
        path="end-encounter",
        summary="End the combat (game master): final statuses, then no more steps (§12)",
        params=es.EndEncounterParams,
        outcome=es.TurnEventOutcome,
        actor=Actor.GM,
        bind=bind_end_encounter,
        apply=apply_end_encounter,
    ),
)

DEFINITION = EncounterSystem(
    system=SYSTEM,
    create_params=es.WalkaEncounterParams,
    state_schema=es.WalkaState,
    model_schema=es.RosterCharacter,
    initial_state=initial_state,
    steps=STEPS,
    add_model=add_model,
    edit_model=edit_model,
    remove_model=remove_model,
    state_codes=STATE_CODES,
)
