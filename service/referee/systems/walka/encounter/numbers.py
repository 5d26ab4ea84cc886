"""Numbers the rules give are not typed (issue 29, docs/rules/walka.md "Claims on an
encounter"): AP costs come from the cost table (walka.md §3), an aimed location's penalty
from the body table (§5); a request names the situation (a maneuver, an instant spell, an
aimed location) and the rules supply the number. A free number is taken only where the
digest leaves one open, within the digest's bounds (§0: modifiers -200..200).

These checks run in the encounter's `bind`, before any die: the rules' params they bind
are the ones the stateless rules always took, so no logged step changes meaning.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.systems.walka.rules.action_points import ACTION_COST
from referee.systems.walka.rules.location import check_location
from referee.violations import RuleViolation

# §7 DECISION: a maneuver costs 3 "unless its description differs"; the digest sets no bound.
# Ours: at least 1 AP (every action in the §3 table costs AP; a free attack would repeat
# without end), at most the largest pool the §0 SPD bound allows (100 // 2 + 5).
MANEUVER_COST_MIN = 1
MANEUVER_COST_MAX = 55


def attack_cost(params: Mapping[str, Any], prepaid: bool) -> int:
    """§3, §7: an attack costs 3 AP; a maneuver its own cost (1..55); an attack already
    paid in an instant chain 0 (§4), whatever the request says."""
    if prepaid:
        return 0
    cost = params.get("cost", ACTION_COST)
    if params.get("form") == "maneuver":
        if not MANEUVER_COST_MIN <= cost <= MANEUVER_COST_MAX:
            raise RuleViolation(
                "maneuver_cost",
                f"a maneuver costs {MANEUVER_COST_MIN} to {MANEUVER_COST_MAX} AP (3 unless its "
                f"description says otherwise), not {cost}",
                "cost",
            )
        return cost
    if cost != ACTION_COST:
        raise RuleViolation(
            "attack_cost",
            f"an attack costs {ACTION_COST} AP by the cost table, not {cost}: only a maneuver "
            "(form maneuver) brings its own cost from its description; leave out cost",
            "cost",
        )
    return cost


def gm_modifier(params: Mapping[str, Any]) -> bool:
    """§7: `other_modifier` is a maneuver's or the game master's (§9 DECISION: the GM adds
    modifiers through it). On a basic attack, a modifier other than 0 is the game master's."""
    return bool(params.get("other_modifier")) and params.get("form") != "maneuver"


def aimed_penalty(state: Mapping[str, Any], target: Mapping[str, Any], params) -> int:
    """§5: the penalty of the location the attack aimed at, from the target's body table
    (head -15, arms and legs -5, torso, lower abdomen and back 0); none when not aimed.
    `location_penalty` as a number is refused: the table gives it."""
    if params.get("location_penalty"):
        raise RuleViolation(
            "location_penalty_given",
            "the penalty of an aimed location comes from the rules: name the location aimed at "
            "as `location` (head -15, arms and legs -5, torso 0) and leave out location_penalty",
            "location_penalty",
        )
    location = params.get("location")
    if location is None:
        return 0
    table = check_location(
        {
            "mode": "chosen",
            "location": location,
            "copy": params.get("copy"),
            "from_behind": params.get("from_behind", False),
            "target_visible": params.get("target_visible", True),
            "visibility_exception": params.get("visibility_exception", False),
            "copies": target["copies"],
            "table": target["table"],
            "rules": state["config"],
        }
    )
    return table[location][0]


def trigger_cost(trigger: Mapping[str, Any]) -> int | None:
    """§3, §4: what the action a chain answers costs, None when the request must give it.
    An action costs 3; an attack 3 or a maneuver's own cost; a spell its x (given)."""
    kind, cost = trigger["kind"], trigger.get("cost")
    if kind == "action" and cost not in (None, ACTION_COST):
        raise RuleViolation(
            "action_cost",
            f"an action costs {ACTION_COST} AP by the cost table, not {cost}: leave out "
            "trigger.cost (a spell costs its x: kind spell; a maneuver its own cost: kind attack)",
            "trigger.cost",
        )
    if kind == "attack" and cost is not None and not MANEUVER_COST_MIN <= cost:
        raise RuleViolation(
            "maneuver_cost",
            f"an attack costs {ACTION_COST} AP, a maneuver at least {MANEUVER_COST_MIN}, not "
            f"{cost}",
            "trigger.cost",
        )
    return cost


def declaration_cost(declaration: Mapping[str, Any], field: str) -> int:
    """§3, §4: an instant costs 3 AP; an instant spell its x (`spell` true, `cost` given)."""
    cost = declaration.get("cost", ACTION_COST)
    if declaration.get("spell"):
        return cost
    if cost != ACTION_COST:
        raise RuleViolation(
            "instant_cost",
            f"an instant costs {ACTION_COST} AP by the cost table, not {cost}: only an instant "
            "spell costs its x (spell true)",
            f"{field}.cost",
        )
    return ACTION_COST


def check_activity_cost(activity: Mapping[str, Any], field: str) -> None:
    """§3 when paying activities: an action and an instant cost the table's 3, an attack 3 or
    a maneuver's own cost (1..55); a spell gives its x, a reload step's cost is the weapon's."""
    kind, cost = activity["activity"], activity.get("cost")
    if cost is None:
        return
    if kind in ("action", "instant") and cost != ACTION_COST:
        raise RuleViolation(
            f"{kind}_cost",
            f"an {kind} costs {ACTION_COST} AP by the cost table, not {cost}: leave out cost "
            "(a spell costs its x: activity spell)",
            f"{field}.cost",
        )
    if kind == "attack" and not MANEUVER_COST_MIN <= cost <= MANEUVER_COST_MAX:
        raise RuleViolation(
            "maneuver_cost",
            f"an attack costs {ACTION_COST} AP, a maneuver {MANEUVER_COST_MIN} to "
            f"{MANEUVER_COST_MAX}, not {cost}",
            f"{field}.cost",
        )
