"""Exact odds of the small Urban War steps, enumerated whole or certain: the morale tests,
initiative, range band, movement, first strike (urban-war.md §6.1-§6.4, §6.17).
"""

from __future__ import annotations

from referee.odds.build import E, Params, R, certain, enumerated, first_round
from referee.systems.urban_war.odds.common import total_of
from referee.systems.urban_war.rules import initiative, melee, morale, ranges

# ---------------------------------------------------------------- morale (§6.1, §6.2)

TEST_EVENTS = (
    E("passed", "the test is passed: 15 or more and a natural above 5", lambda o: o["passed"]),
    E("auto_fail", "a natural 5 or less: an automatic failure", lambda o: o["auto_fail"]),
)
TEST_RESULTS = (
    R("natural", "the two d10 added", lambda o: o["natural"]),
    R("total", "natural + CD + modifiers", lambda o: o["total"]),
    R("margin", "total - 15: the margin of success (0 or more passes)", lambda o: o["total"] - 15),
)

COMMAND_TEST = enumerated(morale.command_test, (TEST_EVENTS, TEST_RESULTS))

PANIC_TEST = enumerated(
    morale.panic_test,
    (
        (
            E(
                "tested",
                "a test is taken (not exempt, not already panicked)",
                lambda o: o["tested"],
            ),
            E("panicked", "the model holds a panic token afterwards", lambda o: o["panicked"]),
            E(
                "test_failed",
                "the test is taken and failed: a new panic token",
                lambda o: o["tested"] and not o["test"]["passed"],
            ),
        ),
        (R("total", "the test's total, when taken", lambda o: total_of(o["test"])),),
    ),
)

RALLY = enumerated(
    morale.rally,
    (
        (
            E("tested", "a rally test is taken", lambda o: o["tested"]),
            E("rallied", "the panic token is removed", lambda o: o["tested"] and not o["panicked"]),
            E("panicked", "the model still holds a panic token", lambda o: o["panicked"]),
            E(
                "panic_penalty",
                "the -2 to hit and no-charge penalties apply for this action",
                lambda o: o["panic_penalty"],
            ),
        ),
        (R("total", "the rally test's total, when taken", lambda o: total_of(o["test"])),),
    ),
)


# ---------------------------------------------------------------- initiative (§6.3)


def _initiative_features(p: Params):
    ids = [player["player_id"] for player in p["players"]]
    events = tuple(
        E(f"winner.{pid}", f"{pid} wins the roll-off", lambda o, pid=pid: o["winner"] == pid)
        for pid in ids
    ) + tuple(
        E(
            f"first_player.{pid}",
            f"{pid} acts first",
            lambda o, pid=pid: o["first_player"] == pid,
        )
        for pid in ids
    )
    return events, ()


INITIATIVE = first_round(
    initiative.initiative,
    _initiative_features,
    E("reroll", "the first roll-off ties and is re-rolled", lambda o: len(o["roll_rounds"]) > 1),
)


# ---------------------------------------------------------------- no dice (§6.4, §6.17)

RANGE_BAND = certain(
    ranges.range_band,
    (
        (
            E(
                "weapon_usable",
                "a weapon was given and is usable",
                lambda o: bool(o["weapon_entry"]),
            ),
        ),
        (R("band_index", "melee 0, short 1 .. extreme 4", lambda o: o["band_index"]),),
    ),
)

MOVEMENT = certain(
    ranges.movement,
    (
        tuple(
            E(
                f"allowed.{move}",
                f"{move.replace('_', ' ')} is allowed",
                lambda o, m=move: o["allowed"][m],
            )
            for move in ("move_and_shoot", "run", "charge", "melee_attack", "break_off")
        )
        + (E("legal", "the given action and distance are legal", lambda o: bool(o["legal"])),),
        tuple(
            R(key, f"the {key[:-3].replace('_', ' ')} maximum, in inches", lambda o, k=key: o[k])
            for key in ("normal_in", "run_in", "charge_in", "break_off_in")
        ),
    ),
)

FIRST_STRIKE = certain(
    melee.first_strike,
    (
        tuple(
            E(
                f"order.{order}",
                f"order {order.replace('_', ' ')}",
                lambda o, x=order: o["order"] == x,
            )
            for order in ("attacker_first", "defender_first", "simultaneous", "attacker_only")
        ),
        (
            R("attacker_score", "the attacker's first-strike score", lambda o: o["attacker_score"]),
            R("defender_score", "the defender's first-strike score", lambda o: o["defender_score"]),
        ),
    ),
)
