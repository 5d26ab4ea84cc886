"""`next_steps` checked against what the server accepts (tests/encounters/test_next_steps.py).

For a stored state (read from the real store, hidden parts included), a step is *accepted*
when some request of it gets past everything the server checks before its first die: the
declared bind and the rules' own checks (`runner.bind`), or for a sealed step the part's
check and the parts still awaited. A step is *refused* when every request of it is a 409.
Requests the candidates build that are 422s (a wrong shape for this state) count for
neither.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable

from marshmallow import ValidationError

from referee.encounters import runner
from referee.encounters.model import EncounterStep, EncounterSystem, StateConflict
from referee.encounters.replies import EncounterError
from referee.violations import RuleViolation

Candidates = Callable[[EncounterStep, dict], Iterable[tuple[str, dict]]]


def stored(app, encounter_id: str) -> tuple[dict, set[str]]:
    """The stored document (hidden parts and all) and the sealed parts given so far."""
    store = app.extensions["referee.encounters"].store
    _, doc = store.read(encounter_id)
    return doc, store.sealed_given(encounter_id)


def verdict(system: EncounterSystem, step: EncounterStep, doc: dict, given: set, part, params):
    """ "accepted", "refused" (a 409) or "invalid" (any other refusal) for one request."""
    state = copy.deepcopy(doc["state"])
    try:
        loaded = step.params().load(params)
        if step.sealed is not None:
            step.sealed.check(state, part, loaded)
            if part not in step.sealed.parts(state) or f"{step.name}:{part}" in given:
                return "refused"
            return "accepted"
        runner.bind(system, step, state, loaded)
    except StateConflict:
        return "refused"
    except EncounterError as error:
        return "refused" if error.status == 409 else "invalid"
    except (RuleViolation, ValidationError):
        return "invalid"
    return "accepted"


def accepted(system: EncounterSystem, doc: dict, given: set, candidates: Candidates) -> dict:
    """Each step's verdicts, and one accepted request of it (or a 409 one) by step name."""
    found = {}
    for step in system.all_steps:
        verdicts = [
            (verdict(system, step, doc, given, part, params), part, params)
            for part, params in candidates(step, doc["state"])
        ]
        ok = [(part, params) for v, part, params in verdicts if v == "accepted"]
        refused = [(part, params) for v, part, params in verdicts if v == "refused"]
        found[step.name] = {"accepted": ok, "refused": refused}
    return found
