"""Magic: the Magic Test and self-healing (umbra-turris.md §9, §10)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.umbra_turris.rules.common import DIE
from referee.violations import RuleViolation

# umbra-turris.md §9 (R13, R15).
PROFESSIONS = ("wizard", "alchemist", "cleric", "priest", "druid", "shaman", "wizards_apprentice")
APPRENTICE = "wizards_apprentice"
WIZARD = "wizard"
# R13: only the Wizard may use two Domains of Magic; every other mage one.
MOST_DOMAINS = {WIZARD: 2}
CAST_COST = 1  # R14
MISHAP_COST = 1  # R14
SELF_HEAL_GAIN = 2  # §10


def _check_mage(p: Mapping[str, Any], doing: str) -> None:
    """umbra-turris.md §3 DECISION: only mages have Vitality (null for other models)."""
    if p.get("profession") is None or p.get("vitality") is None:
        raise RuleViolation(
            "not_a_mage",
            f"only a mage can {doing}: this model has no Vitality",
            "profession",
        )


def most_domains(profession: str) -> int:
    return MOST_DOMAINS.get(profession, 1)


def domain_problem(
    profession: str, domains: list[str], domain: str | None
) -> tuple[str, str] | None:
    """umbra-turris.md §9 (R13) and §12: two Domains of Magic only for the Wizard.

    `domains` are the mage's Domains as listed (empty: not listed, nothing to check);
    `domain` is the Domain of the spell cast (None: not named). A mage lists at most
    one Domain (the Wizard two); a spell cast by a mage whose Domains are listed must
    name one of them, since casting from another would be using one Domain more.
    Returns (field, problem in player words), or None.
    """
    most = most_domains(profession)
    if len(domains) > most:
        if most == 1:
            words = (
                f"a {profession.replace('_', ' ')} may use one Domain of Magic, not "
                f"{len(domains)} ({', '.join(domains)}): only the Wizard may use two"
            )
        else:
            words = f"a Wizard may use at most two Domains of Magic, not {len(domains)}"
        return "domains", words
    if not domains:
        return None
    if domain is None:
        return "domain", f"name the spell's Domain: this mage's Domains are {', '.join(domains)}"
    if domain not in domains:
        why = (
            "only the Wizard may use two Domains of Magic"
            if most == 1
            else "a Wizard uses at most two Domains of Magic"
        )
        return (
            "domain",
            f"{domain!r} is not one of this mage's Domains ({', '.join(domains)}): {why}",
        )
    return None


def check_cast(p: Mapping[str, Any]) -> None:
    """umbra-turris.md §9 step 1 (with §3 and §12): every refusal of a cast, before its die.

    Only a mage casts; when its Domains are given, the spell's Domain must be one of
    them and only a Wizard has two (R13); a mage with 0 Vitality cannot cast; a
    Wizard's Apprentice that moved this Cycle cannot (R15). An encounter asks the
    same of its stored mage, so both routes refuse in these words (§4 DECISION).
    """
    _check_mage(p, "cast")
    problem = domain_problem(p["profession"], p.get("domains") or [], p.get("domain"))
    if problem:
        raise RuleViolation("domain", problem[1], problem[0])
    if p["vitality"] < CAST_COST:
        raise RuleViolation("no_vitality", "casting costs 1 Vitality; this mage has 0", "vitality")
    if p["profession"] == APPRENTICE and p.get("moved_this_cycle"):
        raise RuleViolation(
            "apprentice_moved",
            "a Wizard's Apprentice cannot move when casting: it moved this Cycle, so it "
            "cannot cast until the next",
            "moved_this_cycle",
        )


def cast(p: Mapping[str, Any], dice: Dice) -> dict:
    """The Magic Test: pay 1 Vitality, roll a d6 against the spell's difficulty; a 1 costs 1 more.

    umbra-turris.md §9 (R13, R14, R15): the cost is paid whatever the result; a
    roll below the difficulty fails; a 1 is a mishap that costs one more Vitality,
    but Vitality never goes below 0. A mage with 0 Vitality cannot cast. A
    Wizard's Apprentice that moved this Cycle cannot cast, and one that casts
    cannot move for the rest of the Cycle (movement_locked). Casting neither needs
    nor spends the Action Die. When the mage's Domains are given, the spell's
    Domain must be one of them and only a Wizard has two (R13, §12). One die.
    """
    check_cast(p)
    vitality = p["vitality"]
    apprentice = p["profession"] == APPRENTICE
    paid = vitality - CAST_COST
    roll = dice.roll(DIE, "Magic Test, caster")
    mishap = roll == 1
    extra = min(MISHAP_COST, paid) if mishap else 0
    return {
        "profession": p["profession"],
        "spell_difficulty": p["spell_difficulty"],
        "roll": roll,
        "success": roll >= p["spell_difficulty"],
        "mishap": mishap,
        "vitality_before": vitality,
        "vitality_spent": CAST_COST + extra,
        "vitality_after": paid - extra,
        "movement_locked": apprentice,
    }


def check_self_heal(p: Mapping[str, Any]) -> None:
    """umbra-turris.md §10 step 1 (with §3): every refusal of a self-heal, in this order.

    Only a mage has Vitality to regain; it must hold its Action Die, then it must not
    be a Wizard's Apprentice (R15). An encounter asks the same of its stored mage, in
    the same order and words (§4 DECISION).
    """
    _check_mage(p, "self-heal")
    if not p.get("has_action_die"):
        raise RuleViolation(
            "no_action_die",
            "self-healing discards the Action Die; this mage has none",
            "has_action_die",
        )
    if p["profession"] == APPRENTICE:
        raise RuleViolation(
            "apprentice_cannot_self_heal", "a Wizard's Apprentice cannot self-heal", "profession"
        )


def self_heal(p: Mapping[str, Any], dice: Dice) -> dict:
    """Self-healing: discard the Action Die to regain 2 Vitality, never above the maximum.

    umbra-turris.md §10 (and R15): the mage must hold its Action Die; a Wizard's
    Apprentice cannot self-heal; a model without Vitality cannot either. At the
    maximum it is allowed and gains 0. No dice.
    """
    check_self_heal(p)
    vitality = p["vitality"]
    gained = max(0, min(SELF_HEAL_GAIN, p["vitality_max"] - vitality))
    return {
        "profession": p["profession"],
        "vitality_before": vitality,
        "vitality_gained": gained,
        "vitality_after": vitality + gained,
        "vitality_max": p["vitality_max"],
        "has_action_die_after": False,
    }
