"""Test support for odds: an independent brute-force enumeration, the cases, the readers.

`brute_force` walks every sequence of dice a rules function draws, written here
without referee.odds: a list of faces is replayed and, when the rules ask for a
die beyond it, every face of that die is tried in turn (recursively). A path
weighs the product of 1/sides of its dice.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from referee.odds import definitions
from referee.systems.umbra_turris.steps import STEPS as UMBRA_TURRIS
from referee.systems.urban_war.steps import STEPS as URBAN_WAR
from referee.systems.walka.steps import STEPS as WALKA
from referee.violations import RuleViolation

STEPS = (*URBAN_WAR, *UMBRA_TURRIS, *WALKA)
GOLDEN = Path(__file__).resolve().parent.parent / "golden"


class _More(Exception):
    def __init__(self, sides):
        self.sides = sides


class TooBig(Exception):
    pass


class Replay:
    rng = "test"
    seed = None

    def __init__(self, faces):
        self.faces = faces
        self.rolls = []

    def roll(self, sides, purpose):
        if len(self.rolls) == len(self.faces):
            raise _More(sides)
        self.rolls.append(sides)
        return self.faces[len(self.rolls) - 1]


def brute_force(rules, params, budget=40_000, max_dice=None):
    """[(weight, outcome or ('rejected', code))] over every path; paths cut at max_dice dropped."""
    out = []
    runs = 0

    def walk(faces, weight):
        nonlocal runs
        runs += 1
        if runs > budget:
            raise TooBig
        dice = Replay(faces)
        try:
            outcome = rules(params, dice)
        except _More as more:
            if max_dice is not None and len(faces) >= max_dice:
                return
            for face in range(1, more.sides + 1):
                walk([*faces, face], weight / more.sides)
            return
        except RuleViolation as violation:
            if not faces:
                raise
            outcome = ("rejected", violation.code)
        out.append((weight, outcome))

    walk([], Fraction(1))
    return out


def step_of(system, name):
    return next(s for s in STEPS if s.system == system and s.name == name)


def load(step, request):
    """A request as the route loads it, without seed and dice: the params."""
    body = step.request_schema().load(request)
    body.pop("seed", None)
    body.pop("dice", None)
    return body


def golden_params(step):
    path = GOLDEN / step.system / (step.path.replace("/", "-") + ".json")
    seen, out = set(), []
    for case in json.loads(path.read_text("utf-8")):
        if "outcome" not in case["response"]:
            continue
        params = load(step, case["request"])
        key = json.dumps(params, sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            out.append((case["name"], params))
    return out


def odds_of(step, params):
    return definitions(step.system)[step.name](params)
