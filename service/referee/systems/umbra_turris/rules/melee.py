"""Melee: shield block, parry, attack and the whole exchange (umbra-turris.md §5, §6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.umbra_turris.rules.common import DIE, RANDOM, location_of, wounds_report
from referee.violations import RuleViolation

# umbra-turris.md §6 step 4: the characteristic each side adds, and its dice per side.
ATTACK_STATS = {
    "standard": ("weapon_skill", "weapon_skill"),  # R4
    "force": ("strength", "toughness"),  # R5
    "precise": ("speed", "speed"),  # R6
}
ATTACK_DICE = {"standard": 1, "force": 2, "precise": 2}
PRECISE_DAMAGE = 2  # R6


def shield_with_action_die(field: str = "defender_has_action_die") -> RuleViolation:
    """umbra-turris.md §5 R2: a hero may use a shield only without an Action Die.

    The refusal in one place: an encounter says the same when its stored state is what
    forbids the shield (§4 DECISION).
    """
    return RuleViolation(
        "shield_with_action_die",
        "a model holding its Action Die cannot block with a shield: a shield is used only "
        "without an Action Die",
        field,
    )


def shield_from_behind(field: str) -> RuleViolation:
    """umbra-turris.md §5 DECISION: a shield cannot block an attack from behind, since the
    defender "can't react" (R3). Shared with the encounter like shield_with_action_die."""
    return RuleViolation(
        "shield_from_behind",
        "a shield cannot block an attack from behind: the defender can't react to it",
        field,
    )


def check_shield(p: Mapping[str, Any], shield_field: str = "use_shield") -> None:
    """umbra-turris.md §5 step 1: the shield's two prohibitions, checked before any die.

    R2: a hero may use a shield only without an Action Die. DECISION: a shield
    cannot block an attack from behind, since the defender "can't react" (R3).
    """
    if p.get("defender_has_action_die"):
        raise shield_with_action_die()
    if p.get("attack_from_behind"):
        raise shield_from_behind(shield_field)


def _block(p: Mapping[str, Any], dice: Dice) -> dict:
    """umbra-turris.md §5 step 2 (house rule DECISION): blocked on D_shield >= the target."""
    roll = dice.roll(DIE, "shield block, defender")
    target = p["shield_block_target"]
    return {"shield_block_target": target, "shield_roll": roll, "blocked": roll >= target}


def shield_block(p: Mapping[str, Any], dice: Dice) -> dict:
    """The defender's shield block before Parrying: one d6, blocked on the house-rule target.

    umbra-turris.md §5 (R2) and its DECISIONs: the shield's real mechanic is in the
    full rules, so the defender rolls a d6 and blocks on D_shield >= shield_block_target
    (a house rule, no default). Only without an Action Die, never against an attack
    from behind. It takes melee.parry's inputs; the locations are never rolled here.
    Draws only D_shield; when not blocked, call melee.parry next without use_shield.
    Using a shield changes no state.
    """
    check_shield(p, "attack_from_behind")
    return _block(p, dice)


def _location(choice: str, dice: Dice, purpose: str) -> tuple[str, int | None]:
    """umbra-turris.md §5 steps 3 and 5: a chosen location, or a d6 read by R1 for `random`."""
    if choice != RANDOM:
        return choice, None
    roll = dice.roll(DIE, purpose)
    return location_of(roll), roll


def _parry_result(
    outcome: str,
    attacker_location: str | None = None,
    defender_location: str | None = None,
    shield_roll: int | None = None,
    attacker_roll: int | None = None,
    defender_roll: int | None = None,
) -> dict:
    return {
        "outcome": outcome,
        "attack_gets_through": outcome == "hit",
        "attacker_location": attacker_location,
        "defender_location": defender_location,
        "attacker_location_roll": attacker_roll,
        "defender_location_roll": defender_roll,
        "shield_roll": shield_roll,
    }


def parry(p: Mapping[str, Any], dice: Dice) -> dict:
    """Parrying: attacker's and defender's locations revealed together; the same one parries.

    umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
    (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
    A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
    from behind always gets through (the defender can't react): the defender's
    location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
    when reached. Outcome blocked or parried ends the attack with no other effect;
    hit means an attack follows (melee.attack).
    """
    use_shield = p.get("use_shield", False)
    from_behind = p.get("attack_from_behind", False)
    shield_roll = None
    if use_shield:
        check_shield(p)
        block = _block(p, dice)
        shield_roll = block["shield_roll"]
        if block["blocked"]:
            return _parry_result("blocked", shield_roll=shield_roll)

    attacker_location, attacker_roll = _location(
        p["attacker_location"], dice, "attack location, attacker"
    )
    if from_behind:
        return _parry_result("hit", attacker_location, None, shield_roll, attacker_roll, None)
    defender_location, defender_roll = _location(
        p["defender_location"], dice, "parry location, defender"
    )
    outcome = "parried" if defender_location == attacker_location else "hit"
    return _parry_result(
        outcome, attacker_location, defender_location, shield_roll, attacker_roll, defender_roll
    )


def attack(p: Mapping[str, Any], dice: Dice) -> dict:
    """A standard, force or precise attack after a failed Parry, with its damage.

    umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
    2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
    Success only if the attacker's total is strictly greater (a tie favours the
    defender). Damage: standard and force the difference minus armour (not below
    0); precise a fixed 2 that armour does not reduce, and a six on either attacker
    die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
    the defender's. With wounds_remaining (or W) the wounds after are reported;
    reaching 0 sets out_of_action.
    """
    kind = p["attack_type"]
    attacker, defender = p["attacker"], p["defender"]
    attacker_stat, defender_stat = ATTACK_STATS[kind]
    count = ATTACK_DICE[kind]
    attacker_dice = [
        dice.roll(DIE, _die_purpose("attacker", i, count, kind)) for i in range(1, count + 1)
    ]
    defender_dice = [
        dice.roll(DIE, _die_purpose("defender", i, count, kind)) for i in range(1, count + 1)
    ]
    weapon_modifier = attacker.get("weapon_modifier", 0)
    attacker_total = sum(attacker_dice) + attacker[attacker_stat] + weapon_modifier
    defender_total = sum(defender_dice) + defender[defender_stat]
    success = attacker_total > defender_total
    if not success:
        raw_damage = 0
    elif kind == "precise":
        raw_damage = PRECISE_DAMAGE
    else:
        raw_damage = attacker_total - defender_total
    armour = defender.get("armour", 0)
    absorbed = 0 if kind == "precise" else min(armour, raw_damage)
    damage = raw_damage - absorbed
    return {
        "attack_type": kind,
        "attacker_characteristic": attacker_stat,
        "defender_characteristic": defender_stat,
        "weapon_modifier": weapon_modifier,
        "attacker_dice": attacker_dice,
        "defender_dice": defender_dice,
        "attacker_total": attacker_total,
        "defender_total": defender_total,
        "success": success,
        "raw_damage": raw_damage,
        "armour_absorbed": absorbed,
        "damage": damage,
        "critical_chance": kind == "precise" and success and DIE in attacker_dice,
        **wounds_report(defender, damage),
    }


def _die_purpose(side: str, index: int, count: int, kind: str) -> str:
    number = f" {index}" if count > 1 else ""
    return f"{side} die{number}, {kind} attack"


def melee(p: Mapping[str, Any], dice: Dice) -> dict:
    """A whole melee exchange: optional shield block, Parrying, then the attack and its damage.

    umbra-turris.md §2 and §4 DECISION: the dice of melee.parry (D_shield, A_loc,
    D_loc) then those of melee.attack, each only when reached, so this call and
    the separate calls on the same stream draw identical dice. The attack type is
    given up front; it is used only if the attack gets through. A blocked or
    parried attack deals nothing and changes nothing.
    """
    exchange = parry(p, dice)
    blow = attack(p, dice) if exchange["attack_gets_through"] else None
    damage = blow["damage"] if blow else 0
    return {
        "parry": exchange,
        "attack": blow,
        "attack_gets_through": exchange["attack_gets_through"],
        "damage_dealt": damage,
        "critical_chance": bool(blow and blow["critical_chance"]),
        **wounds_report(p["defender"], damage),
    }
