"""Closed sets are enums in the spec, each one named component, with a stated evolution policy.

`free_strings` counts the string properties of answer schemas that are neither an enum nor
a reference to one (ids, names, seeds and free text stay free); the count may only go down.
Each closed set is declared at its fields (referee.schemas `closed`) and is one enum
component shared by every field of the set, with the same policy sentence: no enum is
written inline, so each SDK has one type per set. Every golden answer must still validate,
so a value missing from an enum fails here.

    .venv/bin/python tests/contract/test_closed_sets.py   # prints the free strings
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
# Measured on the spec this file came with: 741 before closed sets were enums, 374 after.
# Dice notation added 15 that are free text or carry a value (`kh3`, `mi2`, the readable
# line, the roll's label) and the standard fields of two more answers: 389. Live updates
# added the two lists of side names in a sealed event: 391. Urban War's current action
# kind became a closed set: 390. Urban War's state initiative became a schema instead of a
# free object, with the players' names of its winner and first player: 392. Urban War's
# state keeps the action a shot or a run just ended (`last_action`), whose model is an id: 393.
# The reveal's unresolved sealed parts name whose part (a side or a model) and who gave it: 395.
# Walka's state keeps the defences rolled and not yet met, naming defender and attacker: 397.
# The record as proof: hashes (prev, hidden, head on each encounter shape, the log entry, the
# live sealed event, the reveal and verify), key ids and keys, signatures, and what a failed
# verification names (step, field, detail): 415.
# Urban War's state says whose orders are in (`orders_submitted_by`, player names): 416.
# What happened, said in sentences (`summary`, free text by design: 86 answers and the log
# entry), and the steps that apply now (`NextStep`: its route, who may take it, the parts
# awaited, what it does): 506.
# Issue 32: each encounter shape says when it expires (`expires_at`, a time), and the live
# `expired` event names its encounter and says what happened: 511.
# Claims and consent: a proposal's id, route, proposer, confirming parties and time, and the
# role and encounter of the entries it logs (rejections, disputes, rulings) and of the claims
# listed by export and verify: 523.
# A dice roll's `capped`, each re-roll or explosion chain stopped at its cap in words (dice
# rules version 2), in the stateless roll and in the encounter's free roll: 525.
# The live updates' `proposal` event (a proposal opened or closed) carries the log's
# head_hash as `sealed` does: 527 (main counted 526 when it came).
MAX_FREE_STRINGS = 527


@cache
def spec() -> dict:
    from openapi_write import spec_text

    return json.loads(spec_text())


def _refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def answer_schemas(doc: dict) -> list[str]:
    """Every schema component an answer (any status) can reach."""
    todo = [
        ref
        for operations in doc["paths"].values()
        for operation in operations.values()
        if isinstance(operation, dict)
        for response in operation.get("responses", {}).values()
        for ref in _refs(response)
    ]
    seen: set[tuple[str, str]] = set()
    while todo:
        _, _, kind, name = todo.pop().split("/")
        if (kind, name) not in seen:
            seen.add((kind, name))
            todo.extend(_refs(doc["components"][kind][name]))
    return sorted(name for kind, name in seen if kind == "schemas")


def _free(schema: dict) -> bool:
    kind = schema.get("type")
    text = kind == "string" or (isinstance(kind, list) and "string" in kind)
    return text and "enum" not in schema and "const" not in schema


def free_strings(doc: dict) -> list[str]:
    found = []
    for name in answer_schemas(doc):
        for prop, schema in doc["components"]["schemas"][name].get("properties", {}).items():
            if _free(schema):
                found.append(f"{name}.{prop}")
            elif schema.get("type") == "array" and _free(schema.get("items", {})):
                found.append(f"{name}.{prop}[]")
    return found


def _enum(name: str) -> list[str]:
    return spec()["components"]["schemas"][name]["enum"]


def test_free_strings_in_answers_do_not_come_back():
    found = free_strings(spec())
    assert len(found) <= MAX_FREE_STRINGS, "\n".join(found)


def test_the_counter_counts():
    doc = {
        "paths": {"/x": {"get": {"responses": {"200": {"$ref": "#/components/schemas/A"}}}}},
        "components": {
            "schemas": {
                "A": {
                    "properties": {
                        "free": {"type": "string"},
                        "nullable": {"type": ["string", "null"]},
                        "listed": {"type": "array", "items": {"type": "string"}},
                        "closed": {"type": "string", "enum": ["a"]},
                        "ref": {"$ref": "#/components/schemas/B"},
                    }
                },
                "B": {"type": "string", "enum": ["b"]},
                "Unused": {"properties": {"free": {"type": "string"}}},
            }
        },
    }
    assert free_strings(doc) == ["A.free", "A.nullable", "A.listed[]"]


def test_the_shared_closed_sets_are_what_the_service_sends():
    from referee.systems import DECLARED, SYSTEMS

    # The stateless answers: every game and the dice notation (`POST /v1/dice/roll`).
    assert _enum("SystemId") == sorted(["dice", "umbra-turris", "urban-war", "walka"])
    steps = {step.name for system in DECLARED.values() for step in system.steps}
    assert set(_enum("StepName")) == steps
    encounter_steps = {
        step.name for s in SYSTEMS.values() if s.encounter for step in s.encounter.all_steps
    }
    assert "free_roll" in encounter_steps
    corrections = {"gm.add_model", "gm.edit_model", "gm.remove_model"}
    claims = {"claims.rejected", "claims.disputed", "claims.ruling"}
    assert set(_enum("EncounterStepName")) == encounter_steps | corrections | claims
    assert set(_enum("CorrectionName")) == corrections
    assert _enum("Rng") == ["referee-dice-v1", "manual"]


def test_every_problem_code_the_service_raises_is_in_the_enum():
    from tests.contract.problem_codes import scanned_codes

    assert scanned_codes() - set(_enum("ProblemCode")) == set()


@pytest.mark.parametrize(
    ("schema", "prop", "enum"),
    [
        ("UrbanWarCommandTestResponse", "system", "SystemId"),
        ("UrbanWarCommandTestResponse", "step", "StepName"),
        ("UrbanWarCommandTestResponse", "rng", "Rng"),
        ("OddsResponse", "system", "SystemId"),
        ("UrbanWarEncounterShootingAnswer", "step", "EncounterStepName"),
        ("LogEntry", "step", "EncounterStepName"),
        ("Problem", "code", "ProblemCode"),
        ("StepOdds", "method", "OddsMethod"),
        ("Readiness", "store", "StoreKind"),
        ("Export", "format", "ExportFormat"),
    ],
)
def test_answer_fields_refer_to_their_closed_set(schema, prop, enum):
    found = spec()["components"]["schemas"][schema]["properties"][prop]
    assert found["$ref"] == f"#/components/schemas/{enum}"


def test_every_closed_set_states_the_policy_and_so_does_the_spec():
    from referee.schemas import EVOLUTION

    schemas = spec()["components"]["schemas"]
    shared = [name for name, s in schemas.items() if "enum" in s and "properties" not in s]
    assert len(shared) >= 12
    assert all(schemas[name]["description"] == EVOLUTION for name in shared)
    description = spec()["info"]["description"]
    assert "**Evolution.**" in description and "accept enum values they do not know" in description


def inline_enums(doc: dict) -> list[str]:
    """Where an enum is written out other than as a whole component of its own."""
    found = []

    def walk(node, path: str, top: bool) -> None:
        if isinstance(node, dict):
            if "enum" in node and not top:
                found.append(path)
            for key, value in node.items():
                walk(value, f"{path}/{key}", False)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}/{index}", False)

    for name, schema in doc["components"]["schemas"].items():
        walk(schema, name, True)
    walk(doc["paths"], "paths", False)
    return found


def test_every_enum_is_a_named_component():
    assert inline_enums(spec()) == []


def test_the_inline_finder_finds():
    doc = {
        "paths": {"/x": {"get": {"parameters": [{"schema": {"enum": ["a"]}}]}}},
        "components": {
            "schemas": {
                "Set": {"type": "string", "enum": ["a"]},
                "A": {"properties": {"inline": {"type": "string", "enum": ["b"]}}},
                "B": {"properties": {"ref": {"$ref": "#/components/schemas/Set"}}},
            }
        },
    }
    assert inline_enums(doc) == ["A/properties/inline", "paths//x/get/parameters/0/schema"]


def test_one_value_set_has_one_name():
    """Fields of the same values share their set: two components of one set would be two
    types for one thing in each SDK."""
    schemas = spec()["components"]["schemas"]
    names: dict[tuple, list[str]] = {}
    for name, schema in schemas.items():
        if "enum" in schema and "properties" not in schema:
            names.setdefault(tuple(schema["enum"]), []).append(name)
    assert [found for found in names.values() if len(found) > 1] == []


def test_a_value_outside_a_set_is_refused_in_the_same_words():
    """A request field of a closed set says what marshmallow's OneOf said before the set was
    a component: its own words where it has them, else the values, named by BaseSchema in a
    dict's values."""
    import marshmallow as ma

    from referee.systems.umbra_turris.schemas.melee import ParryParams
    from referee.systems.urban_war.encounter_schemas import OrdersParams
    from referee.systems.urban_war.schemas.morale import CommandTestParams

    def refusal(schema, body):
        with pytest.raises(ma.ValidationError) as raised:
            schema.load(body)
        return raised.value.messages

    assert refusal(CommandTestParams(), {"command": 4, "kind": "bravery"})["kind"] == [
        "must be one of generic, panic, rally, target_selection, interrupt_shot, "
        "interrupt_charge, break_off, not 'bravery'"
    ]
    assert refusal(OrdersParams(), {"orders": {"m1": "hold"}})["orders"] == {
        "m1": ["each value of orders must be one of snap_fire, overwatch, not 'hold'"]
    }
    found = refusal(ParryParams(), {"attacker_location": "arm"})["attacker_location"]
    assert found[0].startswith("'arm' is not a location: Umbra Turris divides a hero")


def _golden_cases():
    from referee.systems import SYSTEMS

    for system in SYSTEMS.values():
        for step in system.steps:
            path = GOLDEN / system.id / f"{step.path.replace('/', '-')}.json"
            for case in json.loads(path.read_text("utf-8")):
                yield system.id, step.path, case


def test_every_golden_answer_validates_against_the_spec():
    """413 answers of every step: an enum missing a value the rules send fails here."""
    schemas = spec()["components"]["schemas"]
    failures, checked = [], 0
    for system, step, case in _golden_cases():
        operation = spec()["paths"][f"/v1/{system}/{step}"]["post"]
        content = operation["responses"]["200"]["content"]["application/json"]
        validator = Draft202012Validator({**content["schema"], "components": {"schemas": schemas}})
        for error in validator.iter_errors(case["response"]):
            failures.append(f"{system}/{step} {case['name']}: {error.message[:200]}")
        checked += 1
    assert checked > 400
    assert failures == []


if __name__ == "__main__":
    sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "service")]
    found = free_strings(spec())
    print("\n".join(found))
    print(f"{len(found)} free strings in answer schemas")
