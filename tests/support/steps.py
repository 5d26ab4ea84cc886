"""The stateless steps of every system, their golden requests as params, and their odds."""

from __future__ import annotations

import json
from pathlib import Path

from referee.systems.umbra_turris.steps import STEPS as UMBRA_TURRIS
from referee.systems.urban_war.steps import STEPS as URBAN_WAR
from referee.systems.walka.steps import STEPS as WALKA

STEPS = (*URBAN_WAR, *UMBRA_TURRIS, *WALKA)
GOLDEN = Path(__file__).resolve().parent.parent / "golden"


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
    return step.odds(params)
