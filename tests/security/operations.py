"""The encounter operations as the app's own spec lists them, each matched to its declaration."""

from __future__ import annotations

from dataclasses import dataclass

from referee.encounters.model import EncounterStep
from referee.encounters.shared import STEPS as SHARED
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS

ENCOUNTER = "/v1/encounters/{encounter_id}"
METHODS = ("get", "post", "put", "patch", "delete")
ACTOR = "x-referee-actor"
# The reads DESIGN.md names ("Reading needs the id"); their answers are compared in full.
READS = ("", "/log", "/verify", "/export")


@dataclass
class Operation:
    method: str
    path: str  # the spec's template
    spec: dict
    kind: str  # read, reveal, seeds, correction, step, shared, unknown
    system: str | None = None
    step: EncounterStep | None = None

    @property
    def actor(self) -> str | None:
        return self.spec.get(ACTOR)

    @property
    def rest(self) -> str:
        return self.path.removeprefix(ENCOUNTER)

    def __str__(self) -> str:
        return f"{self.method.upper()} {self.path}"


def encounter_operations(spec: dict) -> list[Operation]:
    """Every operation on one encounter (everything under /v1/encounters/{encounter_id})."""
    found = []
    for path, item in spec["paths"].items():
        if path != ENCOUNTER and not path.startswith(ENCOUNTER + "/"):
            continue
        for method in METHODS:
            if method in item:
                found.append(_classify(method, path, item[method]))
    return found


def _classify(method: str, path: str, spec: dict) -> Operation:
    rest = path.removeprefix(ENCOUNTER)
    if method == "get":
        return Operation(method, path, spec, "read")
    if rest in ("/reveal", "/seeds"):
        return Operation(method, path, spec, rest[1:])
    if rest.startswith(("/proposals/", "/disputes")):  # claims and consent
        return Operation(method, path, spec, "claims")
    shared = next((s for s in SHARED if rest == f"/{s.path}"), None)
    if shared is not None:  # a step every system's encounter has (the free roll)
        return Operation(method, path, spec, "shared", None, shared)
    system, _, sub = rest[1:].partition("/")
    if system not in SYSTEMS:
        return Operation(method, path, spec, "unknown")
    if sub == "models" or sub.startswith("models/"):
        return Operation(method, path, spec, "correction", system)
    step = next((s for s in SYSTEMS[system].steps if s.path == sub), None)
    return Operation(method, path, spec, "step" if step else "unknown", system, step)
