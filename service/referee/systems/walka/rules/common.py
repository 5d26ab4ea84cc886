"""What every Walka step shares: skill dice, tests, thresholds, the rules options (walka.md §0, §1).

walka.md §0 "Tests": a skill test rolls the skill's die (d4 .. d20, d100) and
adds the attribute level and modifiers; an attribute test (REF, DEX) rolls
`attribute_die` (d20 by default). A natural at or above `crit_threshold` is a
critical success, at or below `fumble_threshold` a fumble; a pass/fail test
passes iff total >= dc, a critical always passes and a fumble always fails.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.dice import Dice
from referee.versions import WALKA, passed_on
from referee.violations import RuleViolation

# walka.md §0: the skill dice, as the API writes them (the source writes k6, k100).
SKILL_DICE = ("d4", "d6", "d8", "d10", "d12", "d20", "d100")

# walka.md §0 DECISION: sanity bounds (the source gives no numeric ranges).
LEVEL_MAX = 100  # levels and spd 0..100
VALUE_MAX = 1000  # dc, damage, absorption, NAC 0..1000
QUALITY_MAX = 100
MODIFIER_MAX = 200  # modifiers -200..200
DISTANCE_MAX = 100_000
COPIES_MAX = 20

# walka.md §1 glossary: the body's locations, in the order of the d100 table (§5).
LOCATIONS = (
    "torso",
    "lower_abdomen",
    "back",
    "left_arm",
    "left_leg",
    "right_arm",
    "right_leg",
    "head",
)
DAMAGE_TYPES = ("slashing", "piercing", "blunt")
ATTACK_KINDS = ("melee", "ranged", "thrown")
# The same kinds as the damage (§8) names them: a ranged hit is a `shot` (walka.md §14).
DAMAGE_KINDS = ("melee", "shot", "thrown")

# walka.md: every `cfg` of the digest, with its default. A request's `rules` overrides them.
DEFAULT_RULES: dict[str, Any] = {
    "attribute_die": "d20",  # §0
    "max_borrow": 2,  # §3
    "chain_base_dc": 10,  # §4
    "chain_step": 5,  # §4
    "trigger_actor_may_join": True,  # §4
    "allow_back_from_front": False,  # §5
    "random_location_penalty": False,  # §5
    "undefended_dc": 1,  # §6
    "defence_fumble_dc": 1,  # §6
    "critical_auto_hit": True,  # §7
    "range_table": None,  # §7: null = the digest's table
    "quality_step": 10,  # §8
    "critical_multiplier": 2,  # §8
    "fatigue_per": 5,  # §9
    "bleeding_per": 10,  # §9
    "crit_effect_requires_damage": True,  # §9
    "surprise_scope": "until_first_turn",  # §10
    "stand_up_cost": 3,  # §11
}


def rules_of(p: Mapping[str, Any]) -> dict:
    """The digest's defaults overridden by the request's `rules`, with the rules version
    verify gave (referee.versions): every sub-step gets `rules`, so the version reaches
    each rule that reads it."""
    return passed_on(p, {**DEFAULT_RULES, **(p.get("rules") or {})})


def version(p: Mapping[str, Any]) -> int:
    """The Walka rules version `p` runs under (docs/rules/versions.md)."""
    return WALKA.of(rules_of(p))


def sides_of(die: str) -> int:
    return int(die[1:])


def half(value: int) -> int:
    """walka.md §0: "½x" is floor(x / 2)."""
    return value // 2


def thresholds(
    die: str, crit: int | None, fumble: int | None, field: str = "crit_threshold"
) -> tuple[int, int]:
    """walka.md §0 DECISION: crit defaults to the die's maximum, fumble to 1; fumble < crit <= max.

    Raises a 422 (before any die) when the pair does not fit the die.
    """
    sides = sides_of(die)
    crit = sides if crit is None else crit
    fumble = 1 if fumble is None else fumble
    if crit > sides:
        raise RuleViolation(
            "invalid_threshold",
            f"{field} {crit} cannot be reached on a {die}: a critical success needs a natural "
            f"from 2 to {sides} on that die",
            field,
        )
    if not fumble < crit:
        fumble_field = field.replace("crit_threshold", "fumble_threshold")
        raise RuleViolation(
            "invalid_threshold",
            f"fumble_threshold {fumble} must be below crit_threshold {crit}: a natural cannot "
            "be a fumble and a critical success at once",
            fumble_field,
        )
    return crit, fumble


def attribute_test(
    dice: Dice,
    cfg: Mapping[str, Any],
    tester: Mapping[str, Any],
    purpose: str,
    level: int,
    dc: int,
) -> dict:
    """walka.md §0: an attribute test (REF, DEX) on the rules' `attribute_die`, with the
    tester's own `crit_threshold`, `fumble_threshold` and `modifier`."""
    die = cfg["attribute_die"]
    crit, fumble = thresholds(die, tester.get("crit_threshold"), tester.get("fumble_threshold"))
    return pass_fail_test(dice, die, purpose, level, tester.get("modifier", 0), dc, crit, fumble)


def roll_natural(dice: Dice, die: str, purpose: str, crit: int, fumble: int) -> dict:
    """One roll of a skill or attribute die: the natural and whether it is critical or a fumble."""
    natural = dice.roll(sides_of(die), f"{purpose} ({die})")
    return {
        "die": die,
        "natural": natural,
        "critical": natural >= crit,
        "fumble": natural <= fumble,
    }


def pass_fail_test(
    dice: Dice,
    die: str,
    purpose: str,
    level: int,
    modifier: int,
    dc: int,
    crit: int,
    fumble: int,
) -> dict:
    """walka.md §0: n + level + modifier against dc; a critical passes, a fumble fails."""
    roll = roll_natural(dice, die, purpose, crit, fumble)
    total = roll["natural"] + level + modifier
    if roll["critical"]:
        passed = True
    elif roll["fumble"]:
        passed = False
    else:
        passed = total >= dc
    return {
        **roll,
        "level": level,
        "modifier": modifier,
        "total": total,
        "dc": dc,
        "passed": passed,
    }


def require(condition: bool, code: str, detail: str, field: str) -> None:
    if not condition:
        raise RuleViolation(code, detail, field)


def unique_by(
    items: Sequence[Mapping[str, Any]], key: str, code: str, detail: str, field: str
) -> dict[Any, Mapping[str, Any]]:
    """The items by their `key`, in order; the first whose key an earlier item has is a 422
    `code` at `<field>.<i>.<key>`, `detail` saying why with `{}` for the repeated key."""
    found: dict[Any, Mapping[str, Any]] = {}
    for i, item in enumerate(items):
        if item[key] in found:
            raise RuleViolation(code, detail.format(item[key]), f"{field}.{i}.{key}")
        found[item[key]] = item
    return found
