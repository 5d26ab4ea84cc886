"""Melee: first strike, hit, damage, result and the whole exchange (urban-war.md §6.10-§6.14)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import (
    charge_reach,
    config,
    hit_rolls,
    melee_profile,
    version,
)
from referee.systems.urban_war.rules.morale import panic_test, panic_test_not_rolled
from referee.systems.urban_war.rules.shooting import nested_wounds_max, saves, wounds_of
from referee.violations import RuleViolation

HIT_TARGET = 6
CHARGE_FS_BONUS = 3


def first_strike(p: Mapping[str, Any], dice: Dice) -> dict:
    """Who strikes first: FS + weapon bonus + 3 for a charge this phase; a tie strikes together.

    urban-war.md §6.10 (R27, R28). The printed FS already includes CAL and is
    not added again (DECISION). A defender that may not strike back leaves
    the attacker striking alone. No dice.
    """
    scores = {}
    for side in ("attacker", "defender"):
        m = p[side]
        scores[side] = (
            m["first_strike"]
            + m.get("fs_bonus", 0)
            + (CHARGE_FS_BONUS if m.get("charged_this_phase") else 0)
        )
    if not p.get("defender_strikes", True):
        order = "attacker_only"
    elif scores["attacker"] > scores["defender"]:
        order = "attacker_first"
    elif scores["attacker"] < scores["defender"]:
        order = "defender_first"
    else:
        order = "simultaneous"
    return {
        "attacker_score": scores["attacker"],
        "defender_score": scores["defender"],
        "order": order,
    }


def hit(p: Mapping[str, Any], dice: Dice) -> dict:
    """One d10 per attack + own AS - the opponent's AS (+1 charging, -2 panicked); 6 or more hits.

    urban-war.md §6.11 (R29, R2, R14): a natural 1 always misses, a natural
    10 always hits. The melee band's hit modifier counts only with
    `melee_weapon_hit_mod` (DECISION: the source names no weapon term).
    """
    cfg = config(p)
    modifiers = [
        {"reason": "assault skill", "value": p["striker_assault_skill"]},
        {"reason": "opponent's assault skill", "value": -p["opponent_assault_skill"]},
    ]
    if p.get("charged_this_action"):
        modifiers.append({"reason": "charged", "value": 1})
    if p.get("panic_penalty"):
        modifiers.append({"reason": "panicked", "value": -2})
    if cfg["melee_weapon_hit_mod"] and p.get("hit_mod", 0):
        modifiers.append({"reason": "weapon hit modifier", "value": p["hit_mod"]})
    return hit_rolls(
        dice,
        modifiers,
        p.get("attacks", 1),
        "attack",
        f"{p.get('_who', '')}melee hit roll",
        HIT_TARGET,
        cfg["natural_1_10"],
    )


def damage(p: Mapping[str, Any], dice: Dice) -> dict:
    """One d10 per hit (times the damage multiplier) + Strength - T (+1 charging); 6 or more wounds.

    urban-war.md §6.12 (R30, R7): a Battleshield gives +1 T against its
    bearer's shield opponent only; naturals 1 and 10 as for hits. Saves
    follow by §6.8 in melee (Heavy Armour only).
    """
    toughness = p["opponent_toughness"] + (1 if p.get("shield_applies") else 0)
    modifier = p["strength"] - toughness + (1 if p.get("charged_this_action") else 0)
    return wounds_of(dice, p, toughness, modifier, who=p.get("_who", "") + "melee ")


PANIC_FIELDS = (
    "command",
    "calibre",
    "commander_in_range",
    "is_commander",
    "panicked",
    "modifiers",
)


def loser_of(p: Mapping[str, Any]) -> tuple[str | None, str]:
    """The loser of a melee and why, known before any die (urban-war.md §6.13 steps 1-3):
    no result if either side is out of play, a draw on equal hits suffered, else the side
    that suffered more hits."""
    attacker, defender = p["attacker"], p["defender"]
    if not attacker.get("in_play", True) or not defender.get("in_play", True):
        return None, "model_out_of_play"
    if attacker["hits_suffered"] == defender["hits_suffered"]:
        return None, "draw"
    if attacker["hits_suffered"] > defender["hits_suffered"]:
        return "attacker", "more_hits_suffered"
    return "defender", "more_hits_suffered"


def result(p: Mapping[str, Any], dice: Dice) -> dict:
    """Both models still in play: the one that suffered more hits loses and takes a panic test.

    urban-war.md §6.13 (R31): no result if either model is out of play; equal
    hits are a draw with no test. Hits are successful hit rolls, counted
    before damage and saves (DECISION). A loser already panicked draws no dice.
    Each side's `modifiers` go to its panic test (§8: both sides of melee.result).
    """
    loser, reason = loser_of(p)
    if loser is None:
        return {"loser": None, "reason": reason, "panic_test": None}
    model = p[loser]
    if model.get("command") is None and not model.get("panicked"):
        # §6.14 lists no CD for the attacker, and X2, O2 give none for the defender or
        # target, yet either can lose: then its panic test is due but cannot be rolled
        # here, and the answer says so (`due`, no die). melee.result itself requires the
        # loser's CD (MeleeResultParams.needed), so only the combined steps get here.
        return {
            "loser": loser,
            "reason": "more_hits_suffered",
            "panic_test": panic_test_not_rolled(),
        }
    test = panic_test(
        {
            **{k: model[k] for k in PANIC_FIELDS if k in model},
            "trigger": "melee_lost",
            "in_base_contact": True,
            "config": config(p),
        },
        dice,
    )
    return {"loser": loser, "reason": "more_hits_suffered", "panic_test": test}


def strike_parts(
    striker: Mapping[str, Any],
    striker_field: str,
    target: Mapping[str, Any],
    charged: bool,
    panic_penalty: bool,
    cfg: Mapping[str, Any],
) -> tuple[dict, dict, dict, dict]:
    """The params of a strike's sub-steps (§6.11, §6.12, §6.8): weapon, hit, damage, saves.

    `damage` and `saves` take their counts (`hits`, `wounds`, `target_wounds`) from the
    previous roll; the odds of a strike use the same parts one die at a time. The saves
    measure `below_half_wounds` from the target's profile W, its W before the step when not
    given (§6.8: `target` is the model as the step received it).
    """
    weapon = melee_profile(striker, striker_field)
    hit_params = {
        "striker_assault_skill": striker["assault_skill"],
        "opponent_assault_skill": target["assault_skill"],
        "attacks": weapon["attacks"],
        "charged_this_action": charged,
        "panic_penalty": panic_penalty,
        "hit_mod": weapon["hit_mod"],
        "config": cfg,
    }
    damage_params = {
        "strength": weapon["strength"],
        "damage_rolls": weapon["damage_rolls"],
        "opponent_toughness": target["toughness"],
        "shield_applies": target.get("shield_applies", False),
        "charged_this_action": charged,
        "config": cfg,
    }
    saves_params = {
        "target_wounds_max": nested_wounds_max(target, version({"config": cfg}), shooting=False),
        "heavy_armour": target.get("heavy_armour", 0),
        "context": "melee",
        "config": cfg,
    }
    return weapon, hit_params, damage_params, saves_params


def strike(
    striker: Mapping[str, Any],
    striker_field: str,
    target: Mapping[str, Any],
    target_wounds: int,
    charged: bool,
    panic_penalty: bool,
    cfg: Mapping[str, Any],
    dice: Dice,
    who: str,
    target_who: str,
) -> dict:
    """One model's strike in melee: hits (§6.11), damage (§6.12), saves (§6.8, melee).

    `who` prefixes the purpose of the striker's dice ("attacker "), `target_who`
    that of the target's saves ("defender ").
    """
    weapon, hit_params, damage_params, saves_params = strike_parts(
        striker, striker_field, target, charged, panic_penalty, cfg
    )
    hits = hit({**hit_params, "_who": who}, dice)
    wounds = damage({**damage_params, "hits": hits["hits"], "_who": who}, dice)
    saved = saves(
        {
            **saves_params,
            "wounds": wounds["wounds"],
            "target_wounds": target_wounds,
            "_who": target_who,
        },
        dice,
    )
    return {"weapon": weapon["name"], "hit": hits, "damage": wounds, "saves": saved}


def melee(p: Mapping[str, Any], dice: Dice) -> dict:
    """A whole melee exchange: first strike, each striker's hits, damage and saves, then the result.

    urban-war.md §6.14 (R32-R35) with §6.10-§6.13. A model removed before it
    strikes does not strike back; on a tie both strike, attacker first. A
    charge needs no panic penalty and a distance above 0 (§8) within 2 x MV +
    CAL; in an interrupt charge (§6.16) both models count as charging. The
    defender strikes with `panic_penalty` if given, else if panicked (§8). Dice: first
    striker's hits, damage, saves; second striker's; the loser's panic test.
    """
    cfg = config(p)
    attacker, defender = p["attacker"], p["defender"]
    interrupt = p.get("interrupt_charge", False)
    sides = strikers(p)
    attacker_charged, defender_charged = sides["attacker"][1], sides["defender"][1]
    if attacker_charged:
        _check_charge(attacker, interrupt, version(p))
    # Both weapons must be usable in melee before any die is drawn.
    melee_profile(attacker, "attacker")
    melee_profile(defender, "defender")

    order = first_strike(
        {
            "attacker": {
                "first_strike": attacker["first_strike"],
                "fs_bonus": (attacker.get("weapon") or {}).get("fs_bonus", 0),
                "charged_this_phase": attacker_charged or attacker.get("charged_this_phase", False),
            },
            "defender": {
                "first_strike": defender["first_strike"],
                "fs_bonus": (defender.get("weapon") or {}).get("fs_bonus", 0),
                "charged_this_phase": defender_charged or defender.get("charged_this_phase", False),
            },
            "defender_strikes": defender.get("can_strike_back", True),
        },
        dice,
    )
    wounds = {"attacker": attacker["wounds"], "defender": defender["wounds"]}
    hits_suffered = {"attacker": 0, "defender": 0}
    first, second = (
        ("defender", "attacker") if order["order"] == "defender_first" else ("attacker", "defender")
    )
    strikes = []
    for who in (first, second):
        other = "defender" if who == "attacker" else "attacker"
        if who == "defender" and order["order"] == "attacker_only":
            continue
        if wounds[who] == 0 and order["order"] != "simultaneous":
            continue  # removed before it could strike (R27)
        model, charged, penalty = sides[who]
        blow = strike(
            model,
            who,
            sides[other][0],
            wounds[other],
            charged,
            penalty,
            cfg,
            dice,
            f"{who} ",
            f"{other} ",
        )
        blow["striker"] = who
        hits_suffered[other] += blow["hit"]["hits"]
        wounds[other] = blow["saves"]["wounds_after"]
        strikes.append(blow)

    outcome = result(result_params(p, wounds, hits_suffered), dice)
    return {
        "first_strike": order,
        "strikes": strikes,
        "hits_suffered": hits_suffered,
        "wounds_after": wounds,
        "out_of_action": {side: wounds[side] == 0 for side in wounds},
        "result": outcome,
    }


def strikers(p: Mapping[str, Any]) -> dict[str, tuple[Mapping[str, Any], bool, bool]]:
    """Each side's model, whether it strikes as a charger, and its panic penalty (§6.14).

    The attacker charges when it charged this action; in an interrupt charge (§6.16)
    both models count as charging. The defender's penalty is `defender_penalty` (§8).
    """
    attacker, defender = p["attacker"], p["defender"]
    interrupt = p.get("interrupt_charge", False)
    return {
        "attacker": (
            attacker,
            interrupt or attacker.get("charged_this_action", False),
            attacker.get("panic_penalty", False),
        ),
        "defender": (defender, interrupt, defender_penalty(defender, version(p))),
    }


def result_params(
    p: Mapping[str, Any], wounds: Mapping[str, int], hits_suffered: Mapping[str, int]
) -> dict:
    """melee.result's params after the strikes: each side's hits suffered, in play (§6.14)."""
    sides = {
        side: {**p[side], "hits_suffered": hits_suffered[side], "in_play": wounds[side] > 0}
        for side in ("attacker", "defender")
    }
    return {**sides, "config": config(p)}


def defender_penalty(defender: Mapping[str, Any], rules_version: int) -> bool:
    """The defender's panic penalty: as given, else whether it holds a panic token.

    urban-war.md §6.2 DECISION: outside its own action a model has the penalty exactly
    when it holds a token; the target of an interrupt charge is inside its own action,
    so a rally it passed this action may leave it the penalty without a token (§8:
    a `panic_penalty` input for the melee defender).
    """
    if rules_version < 2:
        # Version 1, before §8's DECISION (2026-11-30): exactly when it holds a token.
        return bool(defender.get("panicked", False))
    given = defender.get("panic_penalty")
    return bool(defender.get("panicked", False) if given is None else given)


def _check_charge(attacker: Mapping[str, Any], interrupt: bool, rules_version: int) -> None:
    if attacker.get("panic_penalty"):
        raise RuleViolation(
            "action_not_allowed",
            "a panicked model may not charge (it rallied this action, but the penalty stays)",
            "attacker.panic_penalty",
        )
    reach = charge_reach(attacker)
    distance = attacker.get("charge_distance_in")
    if distance is None:
        raise RuleViolation(
            "action_not_allowed",
            "a charge needs charge_distance_in, the distance moved into base contact",
            "attacker.charge_distance_in",
        )
    if distance == 0 and not interrupt and rules_version >= 2:  # version 1: not refused
        # urban-war.md §8: impossible geometry. A charge moves into contact; only an
        # interrupt charge of a model already touching the interrupter covers 0 in.
        raise RuleViolation(
            "action_not_allowed",
            "a charge of 0 in is no charge: a model already in base contact attacks without "
            "charging (set charged_this_action false)",
            "attacker.charge_distance_in",
        )
    if distance > reach:
        raise RuleViolation(
            "action_not_allowed",
            f"charge of {distance:g} in is beyond reach: 2 x MV {attacker['movement']} + CAL "
            f"{attacker.get('calibre', 0)} = {reach} in",
            "attacker.charge_distance_in",
        )
