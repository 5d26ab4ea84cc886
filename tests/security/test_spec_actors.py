"""The spec shows who may call every encounter operation, from the same declarations the
runner enforces (DESIGN.md, "Fairness and who may do what"), so the two cannot drift."""

from __future__ import annotations

from referee.encounters import routes
from referee.encounters.model import Actor
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS

from .operations import ACTOR, encounter_operations

ACTORS = {actor.value for actor in Actor}
# DESIGN.md: corrections and the reveal are the game master's; a side seed is each side's own.
GENERIC = {"correction": Actor.GM.value, "reveal": Actor.GM.value, "seeds": Actor.EITHER_SIDE.value}
# Answering a proposal, disputing a step and ruling on a dispute (docs/encounters.md,
# "Claims and consent"): who may depends on the proposal, and the spec says so.
CLAIMS = {
    "/proposals/{proposal_id}/accept": routes.CONFIRMING,
    "/proposals/{proposal_id}/reject": routes.REJECTING,
    "/proposals/{proposal_id}/withdraw": routes.PROPOSER,
    "/disputes": Actor.EITHER_SIDE.value,
    "/disputes/{dispute_index}/ruling": Actor.GM.value,
}


def test_every_encounter_change_declares_its_actor(spec):
    changes = [op for op in encounter_operations(spec) if op.kind != "read"]
    assert len(changes) >= sum(len(s.steps) + 3 for s in SYSTEMS.values()) + 2
    missing = [
        str(op)
        for op in changes
        if op.actor not in ACTORS and (op.kind != "claims" or CLAIMS.get(op.rest) != op.actor)
    ]
    assert not missing, f"operations without a valid {ACTOR}: {missing}"
    assert {op.rest for op in changes if op.kind == "claims"} == set(CLAIMS)


def test_every_spec_operation_is_a_declared_step_or_a_known_route(spec):
    unknown = [str(op) for op in encounter_operations(spec) if op.kind == "unknown"]
    assert not unknown, f"operations the step declarations do not know: {unknown}"


def test_each_step_operation_shows_its_declared_actor(spec):
    operations = encounter_operations(spec)
    for name, system in SYSTEMS.items():
        for step in system.steps:
            ops = [op for op in operations if op.step is step]
            assert [op.method for op in ops] == ["post"], (name, step.name, [str(o) for o in ops])
            op = ops[0]
            assert op.path.endswith(f"/{name}/{step.path}")
            assert op.actor == step.actor.value, (str(op), op.actor, step.actor.value)
            assert step.actor.sentence in op.spec["description"], (str(op), step.actor)


def test_corrections_reveal_and_seeds_show_the_designed_actor(spec):
    seen = {kind: 0 for kind in GENERIC}
    for op in encounter_operations(spec):
        if op.kind in GENERIC:
            seen[op.kind] += 1
            assert op.actor == GENERIC[op.kind], (str(op), op.actor)
    assert seen == {"correction": 3 * len(SYSTEMS), "reveal": 1, "seeds": 1}


def test_reads_declare_their_actor(spec):
    """Reads too show who may call them (issue 12: "for every encounter operation"); what
    they declare must be DESIGN.md's "reading needs the id", never a token."""
    reads = [op for op in encounter_operations(spec) if op.kind == "read"]
    assert len(reads) >= 4
    missing = [str(op) for op in reads if not op.actor]
    assert not missing, f"reads without {ACTOR}: {missing}"
    needing_a_token = [(str(op), op.actor) for op in reads if op.actor in ACTORS]
    assert not needing_a_token, f"DESIGN.md: reading needs only the id: {needing_a_token}"
