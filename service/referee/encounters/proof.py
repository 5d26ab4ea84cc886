"""The record is proof (docs/encounters.md): the log's hash chain on every change, the
service's signatures of the commitment and the revealed record, and the verification of
an export document (every format ever written) without a stored encounter.

Nothing here touches Flask or Redis: the service hands in the keys and the systems.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee import chain, signing
from referee.encounters import claims, seeds
from referee.encounters import model as m
from referee.encounters.replies import EncounterError

V1 = "referee-encounter-v1"
V2 = "referee-encounter-v2"
FORMATS = (V1, V2)
COMMITMENT_RECORD = "referee-commitment-v1"
REVEALED_RECORD = "referee-record-v1"


def commitment_payload(doc: Mapping[str, Any]) -> dict:
    """What the service signs at creation: it committed to this seed for this encounter."""
    return {"record": COMMITMENT_RECORD, **_identity(doc)}


def record_payload(doc: Mapping[str, Any]) -> dict:
    """What the service signs at the reveal: the seeds, the log's head and the final version."""
    revealed = ("server_seed", "side_seeds", "log_length", "head_hash", "version")
    return {"record": REVEALED_RECORD, **_identity(doc), **{k: doc.get(k) for k in revealed}}


def _identity(doc: Mapping[str, Any]) -> dict:
    """What both records name: the encounter, its rules and the seed it committed to."""
    named = ("system", "rules_versions", "created_at", "seed_commitment", "client_seed")
    return {"encounter_id": doc.get("id"), **{k: doc.get(k) for k in named}}


def format_of(doc: Mapping[str, Any]) -> str:
    """v2 carries the chain and the signatures; an encounter created before them (still
    stored, at most the encounter TTL old) exports as v1, as it always did."""
    return V2 if "signatures" in doc else V1


def created_fields(doc: Mapping[str, Any], keys: signing.Keys) -> dict:
    """The proof fields of a new encounter: the chain starts at the seed commitment."""
    return {
        "head_hash": doc["seed_commitment"],
        "signatures": {"commitment": keys.sign(commitment_payload(doc))},
    }


def chain_entry(doc: dict, entry: dict | None, server_seed: str) -> None:
    """Link a new log entry to the head and move the document's head (both in place); the
    store writes them in one COMMIT. An encounter created before the chain stays unchained."""
    if entry is not None and "head_hash" in doc:
        doc["head_hash"] = chain.link(entry, doc["head_hash"], server_seed)


def sign_record(doc: dict, keys: signing.Keys) -> None:
    """At the reveal, once the final version is known: sign the revealed record."""
    if "signatures" in doc:
        doc["signatures"] = {**doc["signatures"], "record": keys.sign(record_payload(doc))}


# -- verifying an export


def verify_export(systems: Mapping[str, m.EncounterSystem], export: Any, key_set: dict) -> dict:
    """Everything GET .../verify checks, from the export alone, plus the chain and the
    signatures; `first_failure` is the first point where the export fails, in the order
    a reader would check it (see docs/encounters.md). Raises a 422 for a document that
    is not an export at all."""
    doc, log = _shape(systems, export)
    system = systems[doc["system"]]
    client_seed = seeds.revealed_client_seed(doc)
    result = m.verify_log(system, doc["server_seed"], client_seed, log)
    commitment_ok = m.commitment(doc["server_seed"]) == doc.get("seed_commitment")
    chained = export["format"] == V2
    start = doc["seed_commitment"]
    chain_break = chain.first_break(log, start, doc["server_seed"]) if chained else None
    head = chain.head_of(log, start) if chained else None
    signatures = _signatures(doc, key_set) if chained else None
    failures = _failures(doc, log, commitment_ok, signatures, result, chain_break, head, chained)
    return {
        **result,
        "ok": not failures,
        "format": export["format"],
        "commitment_ok": commitment_ok,
        "chain_ok": None if not chained else chain_break is None and head == doc.get("head_hash"),
        "head_hash": head,
        "signatures": signatures,
        "signed": bool(signatures) and all(s["ok"] for s in signatures.values()),
        "first_failure": failures[0] if failures else None,
        "corrections": m.corrections(log),
        "claims": claims.listed(log),
    }


def _signatures(doc: Mapping[str, Any], key_set: dict) -> dict:
    given = doc.get("signatures") if isinstance(doc.get("signatures"), dict) else {}
    checks = {}
    for name, payload in (("commitment", commitment_payload), ("record", record_payload)):
        signature = given.get(name)
        problem = signing.verify(key_set, payload(doc), signature)
        kid = signature.get("kid") if isinstance(signature, dict) else None
        checks[name] = {"ok": problem is None, "kid": kid, "problem": problem}
    return checks


def _failures(doc, log, commitment_ok, signatures, result, chain_break, head, chained) -> list:
    """Every failing point, first first: the commitment and its signature, then the log
    entry by entry (its recomputation before its link), then the head, the length and the
    record's signature."""
    found = []
    if not commitment_ok:
        found.append(_failure("commitment", None, "seed_commitment", None, None))
    if signatures is not None and not signatures["commitment"]["ok"]:
        found.append(
            _failure(
                "signature",
                None,
                "signatures.commitment",
                None,
                None,
                signatures["commitment"]["problem"],
            )
        )
    in_log = []
    if result["first_mismatch"] is not None:
        mismatch = result["first_mismatch"]
        in_log.append((mismatch["index"], 0, _failure("recompute", **mismatch)))
    if chain_break is not None:
        in_log.append((chain_break["index"], 1, _failure("chain", **chain_break)))
    found.extend(f for _, _, f in sorted(in_log, key=lambda x: x[:2]))
    if chained and chain_break is None and head != doc.get("head_hash"):
        found.append(_failure("chain", len(log), "head_hash", head, doc.get("head_hash")))
    if doc.get("log_length") != len(log):
        found.append(
            _failure("log_length", len(log), "log_length", len(log), doc.get("log_length"))
        )
    if signatures is not None and not signatures["record"]["ok"]:
        found.append(
            _failure(
                "signature", None, "signatures.record", None, None, signatures["record"]["problem"]
            )
        )
    return found


def _failure(check, index, field, recomputed, logged, detail=None, step=None) -> dict:
    return {
        "check": check,
        "index": index,
        "step": step,
        "field": field,
        "recomputed": recomputed,
        "logged": logged,
        "detail": detail,
    }


def _shape(systems: Mapping[str, m.EncounterSystem], export: Any) -> tuple[dict, list]:
    """The export's encounter and log, or a 422 that says what is missing."""
    if not isinstance(export, dict):
        raise _not_export("the body must be a JSON object: an export document")
    form = export.get("format")
    if form not in FORMATS:
        raise _not_export(
            f"format is {form!r}: this server verifies {' and '.join(FORMATS)} exports"
        )
    doc, log = export.get("encounter"), export.get("log")
    if not isinstance(doc, dict) or not isinstance(log, list):
        raise _not_export("an export has an `encounter` object and a `log` list")
    if doc.get("system") not in systems:
        raise _not_export(
            f"the encounter's system is {doc.get('system')!r}; this server knows "
            f"{', '.join(sorted(systems))}"
        )
    if not doc.get("revealed") or not isinstance(doc.get("server_seed"), str):
        raise EncounterError(
            422,
            "not_revealed",
            "the export was made before the reveal: its server seed is still secret, so its "
            "rolls cannot be recomputed; export the encounter again after the reveal",
        )
    for field in ("client_seed", "seed_commitment"):
        if not isinstance(doc.get(field), str):
            raise _not_export(f"the encounter's {field} must be text")
    if doc.get("side_seeds") is not None and not isinstance(doc.get("side_seeds"), dict):
        raise _not_export("the encounter's side_seeds must be an object")
    if not isinstance(doc.get("sides", []), list):
        raise _not_export("the encounter's sides must be a list")
    bad = next((i for i, entry in enumerate(log) if not isinstance(entry, dict)), None)
    if bad is not None:
        raise _not_export(f"log entry {bad} is not an object")
    return doc, log


def _not_export(detail: str) -> EncounterError:
    return EncounterError(422, "not_an_export", detail)
