"""docs/encounters.md lists who may call every encounter route exactly as it is declared:
the block is what scripts/actor_table.py generates, and its rows, read back, are the step
declarations and the spec's x-referee-actor, no more and no less."""

from __future__ import annotations

import re

import actor_table

from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS

from .operations import encounter_operations

ROW = re.compile(
    r"^\| `(?P<method>GET|POST|PUT|DELETE) /v1/encounters/\{id\}/(?P<rest>[^`]+)` "
    r"(?:\| `(?P<step>[^`]+)` )?\| (?P<actor>[^|]+?) \|(?: [^|]+ \|)?$"
)


def documented() -> dict[tuple[str, str], tuple[str | None, str]]:
    block = actor_table.in_docs(actor_table.DOC.read_text(encoding="utf-8"))
    rows = {}
    for line in block.splitlines():
        found = ROW.match(line)
        if found:
            key = (found["method"].lower(), found["rest"])
            assert key not in rows, f"{key} is listed twice"
            rows[key] = (found["step"], found["actor"])
    return rows


def test_the_docs_block_is_the_generated_one(spec):
    in_docs = actor_table.in_docs(actor_table.DOC.read_text(encoding="utf-8"))
    assert in_docs == actor_table.render(spec), (
        "docs/encounters.md is out of date: run python scripts/actor_table.py --write"
    )


def test_the_docs_list_every_step_with_its_declared_actor(spec):
    expected = {}
    for name, system in SYSTEMS.items():
        for step in system.steps:
            expected[("post", f"{name}/{step.path}")] = (step.name, step.actor.value)
    for op in encounter_operations(spec):
        if op.kind == "shared":
            expected[(op.method, op.rest.removeprefix("/"))] = (None, op.step.actor.value)
        if op.kind in ("correction", "reveal", "seeds", "claims"):
            step = actor_table.CORRECTIONS.get(
                (op.method, op.rest.partition("/")[2].partition("/")[2])
            )
            expected[(op.method, op.rest.removeprefix("/"))] = (
                step if op.kind == "correction" else None,
                op.actor,
            )
    claims = len(actor_table.CLAIMS)
    assert len(expected) == sum(len(s.steps) + 3 for s in SYSTEMS.values()) + 3 + claims
    assert documented() == expected
