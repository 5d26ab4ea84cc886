"""Action points: the maximum, turn start, the cost table, spending and borrowing (walka.md §3).

No dice. The same helpers price movement for terrain (§11) and instants (§4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.common import half, rules_of, version
from referee.violations import RuleViolation

# walka.md §3 cost table (seed 003_f70b467855ab0e79.txt, Tura i Punkty Akcji).
MOVE_COST = {"run": 1, "walk": 2, "crawl": 3}
LEAVE_REACH_COST = 1
ACTION_COST = 3  # attack (basic or maneuver), action, instant; a reload step by default
INSTANT_COST = ACTION_COST
DEFENSE_COST = 0  # DECISION
FIXED_COST_ACTIVITIES = ("attack", "action", "instant", "reload")
OFF_TURN_ACTIVITIES = ("instant", "defense")
ACTIVITIES = (
    *MOVE_COST,
    "leave_reach",
    "attack",
    "action",
    "instant",
    "spell",
    "reload",
    "stand_up",
    "defense",
)


def max_ap(spd: int) -> int:
    """walka.md §3: "½ SPD +5", i.e. floor(spd / 2) + 5."""
    return half(spd) + 5


def movement_cost(
    mode: str, units: int, leaves_reach: bool, foot_effects: int, terrain_extra_ap: int
) -> int:
    """walka.md §3: per unit entered the mode's cost, +1 per foot effect and the terrain's extra;
    +1 once when the move leaves an enemy's melee reach (DECISION)."""
    per_unit = MOVE_COST[mode] + foot_effects + terrain_extra_ap
    return per_unit * units + (LEAVE_REACH_COST if leaves_reach else 0)


def _describe(activity: Mapping[str, Any]) -> str:
    kind = activity["activity"]
    if kind in MOVE_COST:
        units = activity.get("units", 1)
        text = f"a {kind} of {units} unit{'s' if units != 1 else ''}"
        return text + (" out of an enemy's reach" if activity.get("leaves_reach") else "")
    if kind == "reload":
        step = activity.get("step") or "reload step"
        weapon = activity.get("weapon")
        return f"the {step}" + (f" of {weapon}" if weapon else "")
    if kind == "stand_up":
        return "standing up"
    if kind == "leave_reach":
        return "leaving an enemy's reach"
    return {"attack": "an attack", "action": "an action", "instant": "an instant"}.get(
        kind, f"a {kind}"
    )


def activity_cost(activity: Mapping[str, Any], foot_effects: int, cfg: Mapping[str, Any]) -> int:
    kind = activity["activity"]
    if kind in MOVE_COST:
        return movement_cost(
            kind,
            activity.get("units", 1),
            activity.get("leaves_reach", False),
            foot_effects,
            activity.get("terrain_extra_ap", 0),
        )
    if kind == "spell":
        return activity["x"]
    if kind == "leave_reach":
        return LEAVE_REACH_COST
    if kind == "stand_up":
        return cfg["stand_up_cost"]
    if kind == "defense":
        return DEFENSE_COST
    return activity.get("cost", ACTION_COST)


def check_leave_reach(spend: Sequence[Mapping[str, Any]], i: int) -> None:
    """walka.md §3 DECISION: leave_reach is paid once, on the unit step that leaves the reach.

    Listed as an activity of its own, it pays the +1 of the cost table for the run, walk
    or crawl right before it; that entry must not be flagged `leaves_reach` already.
    """
    before = spend[i - 1] if i > 0 else None
    if before is None or before["activity"] not in MOVE_COST:
        raise RuleViolation(
            "leave_reach",
            "leaving an enemy's reach (+1 AP) is listed right after the run, walk or crawl that "
            "leaves it, or that entry is flagged leaves_reach",
            f"spend.{i}.activity",
        )
    if before.get("leaves_reach"):
        raise RuleViolation(
            "leave_reach",
            f"{_describe(before)} already pays for leaving the reach (leaves_reach), and it is "
            "paid once",
            f"spend.{i}.activity",
        )


def turn_start(state: Mapping[str, Any]) -> dict:
    """walka.md §3 "Turn start", in the digest's order; returns the changed fields.

    1. A reload step paid with borrowed AP completes. 2. With `no_regen_turns`
    left, AP stay 0 and the count drops by 1; otherwise AP refill to max_ap -
    pending_ap_penalty (DECISION: leftover AP do not add up; a penalty above
    max_ap is not carried further) and the penalty is cleared. 3. MP + CON
    level, capped at max_mp. 4. Fatigue + the active bleeding tokens (§9);
    `surprised` is cleared (§10).
    """
    top = max_ap(state["spd"])
    no_regen = state.get("no_regen_turns", 0)
    pending = state.get("pending_ap_penalty", 0)
    if no_regen > 0:
        ap, no_regen, regenerated = 0, no_regen - 1, False
    else:
        ap, pending, regenerated = max(0, top - pending), 0, True
    return {
        "reload_completed": state.get("borrowed_reload"),
        "borrowed_reload": None,
        "regenerated": regenerated,
        "ap": ap,
        "pending_ap_penalty": pending,
        "no_regen_turns": no_regen,
        "mp": min(state.get("max_mp", 0), state.get("mp", 0) + state.get("con_level", 0)),
        "fatigue_added": state.get("bleeding_active_total", 0),
        "surprised": False,
    }


def action_points(p: Mapping[str, Any], dice: Dice) -> dict:
    """Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

    walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
    Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
    + 5. With `turn_start` the turn-start sequence runs first. Each activity
    costs its table price and needs that many AP; the cost is paid at
    declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
    per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
    leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
    step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
    an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
    the move, or the activity `leave_reach` (1 AP) listed right after it.
    Outside the character's own turn only instants and defences can be
    declared.
    walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
    nothing follows a spend that brought AP to 0 (the turn ended, as after a
    borrow); `instant_affordable` is false while `surprised` (§10.3).

    Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
    character's own turn, with no borrowed step outstanding, sets AP to 0,
    adds the shortfall to the pending penalty and ends the turn; the step
    completes at the next turn start, which regenerates that many fewer AP.
    """
    cfg = rules_of(p)
    spd = p["spd"]
    top = max_ap(spd)
    ap = p.get("ap", top)
    if ap > top:
        raise RuleViolation(
            "ap_above_maximum",
            f"ap {ap} is more than the maximum of {top} AP (½ SPD + 5 with SPD {spd})",
            "ap",
        )
    if p.get("mp", 0) > p.get("max_mp", 0):
        raise RuleViolation(
            "mp_above_maximum",
            f"mp {p.get('mp', 0)} is more than max_mp {p.get('max_mp', 0)}",
            "mp",
        )
    own_turn = p.get("own_turn", True)
    # Version 1, before §14's DECISIONs (2026-11-30), let a turn start outside the own turn,
    # an activity follow the one that brought AP to 0, and a surprised character afford
    # instants.
    first = version(p) < 2
    if p.get("turn_start") and not own_turn and not first:
        raise RuleViolation(
            "not_own_turn",
            "a turn start happens only at the start of the character's own turn: turn_start "
            "true needs own_turn true",
            "turn_start",
        )
    spend = p.get("spend") or []
    surprised = p.get("surprised", False) and not p.get("turn_start", False)
    for i, activity in enumerate(spend):
        kind = activity["activity"]
        if not own_turn and kind not in OFF_TURN_ACTIVITIES:
            raise RuleViolation(
                "not_own_turn",
                f"{_describe(activity)} cannot be declared in another character's turn: only "
                "instants and defences can",
                f"spend.{i}.activity",
            )
        if surprised and kind == "instant":
            raise RuleViolation(
                "surprised",
                "a surprised character cannot declare instants until its first turn starts",
                f"spend.{i}.activity",
            )
        if kind == "leave_reach":
            check_leave_reach(spend, i)

    state = {
        "ap": ap,
        "pending_ap_penalty": p.get("pending_ap_penalty", 0),
        "no_regen_turns": p.get("no_regen_turns", 0),
        "mp": p.get("mp", 0),
        "borrowed_reload": p.get("borrowed_reload"),
        "surprised": p.get("surprised", False),
    }
    start = None
    if p.get("turn_start"):
        start = turn_start(p)
        state.update({k: start[k] for k in state})

    foot_effects = p.get("foot_effects", 0)
    spent: list[dict] = []
    borrowed = 0
    emptied = False  # a spend in the character's own turn brought AP to 0: the turn ended
    for i, activity in enumerate(spend):
        if borrowed:
            raise RuleViolation(
                "turn_ended",
                f"the turn ended when AP were borrowed for a reload step, so {_describe(activity)} "
                "cannot follow it",
                f"spend.{i}",
            )
        if emptied and not first:
            raise RuleViolation(
                "turn_ended",
                f"the turn ended when the AP ran out (walka.md §3 Spending 2), so "
                f"{_describe(activity)} cannot follow it",
                f"spend.{i}",
            )
        cost = activity_cost(activity, foot_effects, cfg)
        row = {
            "activity": activity["activity"],
            "cost": cost,
            "borrowed": 0,
            "ap_after": 0,
        }
        if cost <= state["ap"]:
            state["ap"] -= cost
            emptied = own_turn and cost > 0 and state["ap"] == 0
        elif activity["activity"] == "reload":
            borrowed = _borrow(activity, cost, state, own_turn, cfg["max_borrow"], i)
            row["borrowed"] = borrowed
        else:
            raise RuleViolation(
                "not_enough_ap",
                f"{_describe(activity)} costs {cost} AP but only {state['ap']} AP "
                f"{'is' if state['ap'] == 1 else 'are'} left",
                f"spend.{i}",
            )
        row["ap_after"] = state["ap"]
        spent.append(row)

    return {
        "max_ap": top,
        "turn_start": start is not None,
        "regenerated": start["regenerated"] if start else False,
        "reload_completed": start["reload_completed"] if start else None,
        "mp": state["mp"],
        "fatigue_added": start["fatigue_added"] if start else 0,
        "surprised": state["surprised"],
        "spent": spent,
        "ap_spent": sum(row["cost"] - row["borrowed"] for row in spent),
        "ap": state["ap"],
        "pending_ap_penalty": state["pending_ap_penalty"],
        "no_regen_turns": state["no_regen_turns"],
        "borrowed": borrowed,
        "borrowed_reload": state["borrowed_reload"],
        "turn_ended": own_turn and (state["ap"] == 0 or borrowed > 0),
        # §10.3: a surprised character declares no instants until its turn starts (§14).
        "instant_affordable": state["ap"] >= INSTANT_COST and (first or not state["surprised"]),
    }


def _borrow(
    activity: Mapping[str, Any], cost: int, state: dict, own_turn: bool, limit: int, i: int
) -> int:
    """walka.md §3 "Borrowing": a reload step, own turn, shortfall 1..max_borrow, one at a time."""
    shortfall = cost - state["ap"]
    what = _describe(activity)
    if not own_turn:
        reason = "AP can be borrowed only in the character's own turn"
    elif state["borrowed_reload"] is not None:
        reason = "a reload step paid with borrowed AP is still outstanding"
    elif shortfall > limit:
        reason = f"AP can be borrowed only when {limit} or fewer are missing"
    else:
        state["pending_ap_penalty"] += shortfall
        state["ap"] = 0
        state["borrowed_reload"] = {
            "weapon": activity.get("weapon"),
            "step": activity.get("step"),
        }
        return shortfall
    raise RuleViolation(
        "not_enough_ap",
        f"{what} costs {cost} AP but only {state['ap']} AP "
        f"{'is' if state['ap'] == 1 else 'are'} left, {shortfall} short: {reason}",
        f"spend.{i}",
    )
