"""The instant chain: REF tests at rising difficulty, last in, first out (walka.md §4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.walka.rules.action_points import INSTANT_COST
from referee.systems.walka.rules.common import attribute_test, rules_of, thresholds, version
from referee.violations import RuleViolation

TRIGGER = "trigger"
# An encounter's declare step (its bound params carry phase "declare"): §4 Declare only.
DECLARE = "declare"
PENDING = "pending"
DECIDED_AT_DECLARE = {"failed_ref": "failed_ref"}


def chain_dc(k: int, cfg: Mapping[str, Any]) -> int | None:
    """dc of declaration k (1-based): none for the first, then base, base + step, ..."""
    if k == 1:
        return None
    return cfg["chain_base_dc"] + cfg["chain_step"] * (k - 2)


def check_declarations(p: Mapping[str, Any]) -> None:
    """walka.md §4 Declare step 1: every rejection, before any die."""
    cfg = rules_of(p)
    trigger_actor = p["trigger"]["actor"]
    seen: dict[str, int] = {}
    for i, d in enumerate(p["declarations"]):
        k = i + 1
        field = f"declarations.{i}"
        actor = d["actor"]
        if actor in seen:
            raise RuleViolation(
                "already_in_chain",
                f"{actor} already declared link {seen[actor]}: one character takes part in one "
                "chain at most once",
                f"{field}.actor",
            )
        seen[actor] = k
        if actor == trigger_actor and not cfg["trigger_actor_may_join"]:
            raise RuleViolation(
                "already_in_chain",
                f"{actor} performs the trigger and these rules (trigger_actor_may_join false) "
                "do not let it join the chain",
                f"{field}.actor",
            )
        cost = d.get("cost", INSTANT_COST)
        # §4 Inputs: `ap` checks the cost; a declarer whose AP are not given (C1 gives no AP
        # pool) is not tracked: nothing to check, and its AP after paying are unknown.
        if d.get("ap") is not None and d["ap"] < cost:
            raise RuleViolation(
                "not_enough_ap",
                f"{actor}'s instant costs {cost} AP but {actor} has only {d['ap']} AP",
                f"{field}.ap",
            )
        if d.get("surprised"):
            raise RuleViolation(
                "surprised",
                f"{actor} is surprised and cannot declare instants until its first turn starts",
                f"{field}.surprised",
            )
        target = d.get("interrupts")
        if isinstance(target, int) and not 1 <= target < k:
            raise RuleViolation(
                "invalid_interrupt",
                f"link {k} can interrupt the trigger or an earlier link (1 to {k - 1}), "
                f"not link {target}"
                if k > 1
                else f"link 1 can interrupt only the trigger, not link {target}",
                f"{field}.interrupts",
            )
        if k >= 2:
            # §4 Declare 3: declaration 1 joins without a test, so only a later one needs REF.
            if d.get("ref_level") is None:
                raise RuleViolation(
                    "level_required",
                    f"link {k} ({actor}) makes a REF test against dc "
                    f"{chain_dc(k, cfg)} to join the chain: give its ref_level",
                    f"{field}.ref_level",
                )
            thresholds(
                cfg["attribute_die"],
                d.get("crit_threshold"),
                d.get("fumble_threshold"),
                f"{field}.crit_threshold",
            )


def resolve(links: list[dict], trigger: Mapping[str, Any]) -> tuple[list[dict], dict]:
    """walka.md §4 Resolve: last in, first out; an interrupted element fails, the next executes.

    `links` carry `joined`, `interrupts` and `effective`; returns the execution
    order and each element's result (executed, failed_interrupted, failed_ref).
    """
    interrupted: set[int | str] = set()
    order: list[dict] = []
    results: dict[int | str, str] = {}
    for link in links:
        if not link["joined"]:
            results[link["link"]] = "failed_ref"
    for element in [*(x for x in reversed(links) if x["joined"]), None]:
        key: int | str = TRIGGER if element is None else element["link"]
        actor = trigger["actor"] if element is None else element["actor"]
        order.append({"link": None if element is None else element["link"], "actor": actor})
        if key in interrupted:
            results[key] = "failed_interrupted"
            continue
        results[key] = "executed"
        if element is not None and element.get("interrupts") is not None and element["effective"]:
            interrupted.add(element["interrupts"])
    return order, results


def instant_chain(p: Mapping[str, Any], dice: Dice) -> dict:
    """Declarations 2, 3, ... pass a REF test against 10, 15, ... to join; the chain runs backwards.

    walka.md §4 (seed 003_f70b467855ab0e79.txt: Akcje natychmiastowe; Łańcuch
    akcji natychmiastowych; Akcje). Rejected before any die: an actor listed
    twice, too few AP for the cost (3, or an instant spell's x), an
    `interrupts` pointing at itself or a later link, a surprised actor. Every
    declarer pays its cost at once. Declaration 1 joins without a test;
    declaration k >= 2 rolls `attribute_die` + ref_level + modifier against
    chain_base_dc + chain_step x (k - 2) (DECISION: 10, 15, 20, ... as the rule
    says, not the example's 25). A failed test still costs the AP and still
    raises the next dc (DECISION). The joined links execute from the last to
    the first, then the trigger; an element interrupted by an `effective`
    link fails and the next one executes (DECISION: the caller reports
    `effective`, since stopping an action is resolved by other steps).
    Declaration 1's `ref_level` is not read (no test), and `ap` is optional: a
    declarer without it is not tracked (no affordability check, `ap` after
    paying null; the cost is still reported). With `phase` "declare" (an
    encounter's declare step, resolved later link by link) only the Declare
    steps run: a joined link and the trigger are `pending`.
    Dice: one attribute die per declaration k >= 2, in declaration order.
    """
    check_declarations(p)
    cfg = rules_of(p)
    links: list[dict] = []
    for i, d in enumerate(p["declarations"]):
        k = i + 1
        dc = chain_dc(k, cfg)
        test = None
        if dc is not None:
            test = attribute_test(
                dice,
                cfg,
                d,
                f"{d['actor']}'s REF test to join the instant chain as link {k}",
                d["ref_level"],
                dc,
            )
        cost = d.get("cost", INSTANT_COST)
        links.append(
            {
                "link": k,
                "actor": d["actor"],
                "dc": dc,
                "test": test,
                "joined": test is None or test["passed"],
                "interrupts": d.get("interrupts"),
                "effective": d.get("effective", True),
                "cost": cost,
                "ap": None if d.get("ap") is None else d["ap"] - cost,
            }
        )
    order, results = resolve(links, p["trigger"])
    if p.get("phase") == DECLARE:
        # §4: an encounter declares the chain and resolves it link by link later
        # (instant-chain/next says whether each link was effective), so the declare step
        # knows only the failed REF tests; every other element is still pending.
        results = {key: DECIDED_AT_DECLARE.get(value, PENDING) for key, value in results.items()}
    out = {
        "dcs": [link["dc"] for link in links],
        # walka.md §4 Outputs: each declaration's REF test, parallel to dcs (none for the first).
        "tests": [link["test"] for link in links],
        "links": [
            {
                "link": link["link"],
                "actor": link["actor"],
                "dc": link["dc"],
                "test": link["test"],
                "joined": link["joined"],
                "interrupts": link["interrupts"],
                "result": results[link["link"]],
                "cost": link["cost"],
                "ap": link["ap"],
            }
            for link in links
        ],
        "execution_order": order,
        "trigger": {
            "actor": p["trigger"]["actor"],
            "kind": p["trigger"]["kind"],
            "result": results[TRIGGER],
        },
    }
    if version(p) < 2:
        # Version 1, before §4's Outputs (2026-11-30): the REF tests only inside `links`.
        del out["tests"]
    return out
