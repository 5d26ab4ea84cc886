"""Running encounters: create, step (auth, idempotency, optimistic concurrency), reveal.

Each step reads the encounter (one pipelined round trip), runs the system's pure
bind / rules / apply, and writes everything in one atomic COMMIT. A concurrent
change makes the COMMIT stale: with If-Match the client gets 412, without it the
step is recomputed on the new state (and the next log index, so the next dice).
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from referee.config import Settings
from referee.encounters import model as m
from referee.store.encounters import EncounterStore
from referee.violations import HTTPProblem

MAX_ATTEMPTS = 200


class EncounterError(HTTPProblem):
    """An HTTP-level problem of the encounter API (404, 401, 403, 409, 412, 422, 503)."""


def unknown(encounter_id: str) -> EncounterError:
    return EncounterError(
        404, "unknown_encounter", f"encounter {encounter_id} is unknown or expired"
    )


@dataclass
class Reply:
    """A finished answer: what the route sends, and what an idempotent retry sends again."""

    status: int
    body: dict
    etag: str | None = None

    def record(self, fingerprint: str) -> dict:
        return {
            "state": "done",
            "fingerprint": fingerprint,
            "status": self.status,
            "body": self.body,
            "etag": self.etag,
        }


def etag_of(version: int) -> str:
    return f'"{version}"'


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def fingerprint(method: str, path: str, body: Any) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{method} {path} {canonical}".encode()).hexdigest()


def key_hash(idempotency_key: str) -> str:
    return hashlib.sha256(idempotency_key.encode("utf-8")).hexdigest()[:32]


class EncounterService:
    def __init__(self, store: EncounterStore, settings: Settings):
        self.store = store
        self.settings = settings

    # -- create
    def create(self, system: m.EncounterSystem, params: Mapping[str, Any]) -> Reply:
        models = params.get("models", [])
        if len(models) > self.settings.max_models:
            raise EncounterError(
                422,
                "too_many_models",
                f"an encounter holds at most {self.settings.max_models} models, not {len(models)}",
            )
        encounter_id = secrets.token_hex(16)
        server_seed = m.new_server_seed()
        client_seed = params.get("client_seed") or ""
        sides = system.sides(params)
        gm_token = m.new_token()
        side_tokens = {side: m.new_token() for side in sides}
        state = system.initial_state(params)
        created = now()
        doc = {
            "id": encounter_id,
            "system": system.system,
            "name": params.get("name", ""),
            "version": 1,
            "created_at": created,
            "updated_at": created,
            "seed_commitment": m.commitment(server_seed),
            "client_seed": client_seed,
            "server_seed": None,
            "revealed": False,
            "sides": sides,
            "log_length": 0,
            "state": state,
            **_seed_fields(params),
        }
        secret = {
            "server_seed": server_seed,
            "gm": m.token_hash(gm_token),
            "sides": json.dumps({s: m.token_hash(t) for s, t in side_tokens.items()}),
        }
        self.store.create(encounter_id, doc, secret)
        body = {
            "encounter": public(doc),
            "gm_token": gm_token,
            "side_tokens": side_tokens,
        }
        return Reply(201, body, etag_of(1))

    # -- read
    def read(self, encounter_id: str) -> tuple[int, dict]:
        found = self.store.read(encounter_id)
        if found is None:
            raise unknown(encounter_id)
        return found

    # -- mutations
    def mutate(
        self,
        system: m.EncounterSystem,
        encounter_id: str,
        token: str | None,
        if_match: str | None,
        idempotency_key: str | None,
        request_fingerprint: str,
        change,
    ) -> Reply:
        """Run `change(loaded, role) -> Prepared` with auth, idempotency and retries."""
        hashed = key_hash(idempotency_key) if idempotency_key else None
        if hashed:
            existing = self.store.idem_begin(encounter_id, hashed, request_fingerprint)
            if existing is not None:
                return self.replay(existing, request_fingerprint)
        try:
            reply = self._attempts(
                system, encounter_id, token, if_match, hashed, request_fingerprint, change
            )
        except BaseException:
            if hashed:
                self.store.idem_abandon(encounter_id, hashed, request_fingerprint)
            raise
        return reply

    def replay(self, existing: dict, request_fingerprint: str) -> Reply:
        if existing.get("fingerprint") != request_fingerprint:
            raise EncounterError(
                422,
                "idempotency_key_reused",
                "this Idempotency-Key was used with a different request; use a new key",
            )
        if existing.get("state") != "done":
            raise EncounterError(
                409,
                "request_in_flight",
                "a request with this Idempotency-Key is still being processed; retry shortly",
                {"Retry-After": "1"},
            )
        return Reply(existing["status"], existing["body"], existing.get("etag"))

    def _attempts(self, system, encounter_id, token, if_match, hashed, request_fp, change):
        for attempt in range(MAX_ATTEMPTS):
            loaded = self.store.load(encounter_id)
            if loaded is None or loaded.doc.get("system") != system.system:
                raise unknown(encounter_id)
            etag = etag_of(loaded.version)
            if if_match and if_match.strip() not in (etag, "*"):
                raise EncounterError(
                    412,
                    "stale_version",
                    f"the encounter changed: it is at version {loaded.version} ({etag}), not "
                    f"{if_match}; read it again and retry",
                    {"ETag": etag},
                )
            role = self._role(loaded, token)
            prepared = change(loaded, role)
            if prepared.reply is not None and prepared.doc is None:
                # Nothing to write besides the idempotency record (a sealed part waiting).
                if hashed:
                    self.store.idem_store(encounter_id, hashed, prepared.reply.record(request_fp))
                return prepared.reply
            doc = prepared.doc
            doc["version"] = loaded.version + 1
            doc["updated_at"] = now()
            reply = prepared.finish(doc)
            result = self.store.commit(
                encounter_id,
                loaded.version,
                doc,
                prepared.entry,
                idem_hash=hashed,
                idem_record=reply.record(request_fp) if hashed else None,
                sealed_done=prepared.sealed_done,
                secret_updates=prepared.secret_updates,
            )
            if result.status == "ok":
                return reply
            if result.status == "missing":
                raise unknown(encounter_id)
            if result.status == "full":
                raise EncounterError(
                    409,
                    "log_full",
                    f"the encounter's log is full ({self.settings.max_log_entries} entries); "
                    "reveal it and start a new one",
                )
            if if_match:
                raise EncounterError(
                    412,
                    "stale_version",
                    "the encounter changed while this step was resolved; read it and retry",
                    {"ETag": etag_of(result.version)} if result.version else {},
                )
            time.sleep(random.uniform(0, min(0.05, 0.002 * (attempt + 1))))
        raise EncounterError(
            503,
            "busy",
            "the encounter is too busy right now; retry the request",
            {"Retry-After": "1"},
        )

    def _role(self, loaded, token: str | None) -> str:
        role = m.role_of(
            token, loaded.secret.get("gm", ""), json.loads(loaded.secret.get("sides", "{}"))
        )
        if role is None:
            raise EncounterError(
                401,
                "unauthorized",
                "send the game master's or a side's token as 'Authorization: Bearer <token>'"
                if not token
                else "that token is not valid for this encounter",
                {"WWW-Authenticate": 'Bearer realm="referee"'},
            )
        return role


@dataclass
class Prepared:
    """What a change computed: the new document and log entry, and how to answer."""

    doc: dict | None = None
    entry: dict | None = None
    reply: Reply | None = None
    respond: Any = None  # doc -> Reply, once the new version is known
    sealed_done: list[str] | None = None
    secret_updates: dict | None = None

    def finish(self, doc: dict) -> Reply:
        return self.respond(doc)


def _seed_fields(params: Mapping[str, Any]) -> dict:
    # seeds.py builds its route on this module, so it is imported when first needed.
    from referee.encounters.seeds import initial_fields

    return initial_fields(params)


def public(doc: dict) -> dict:
    """The document as anyone may read it: hidden parts of the state stay hidden until revealed."""
    if doc.get("revealed"):
        return doc
    shown = dict(doc)
    state = dict(doc.get("state", {}))
    if "hidden" in state:
        state["hidden"] = {key: "sealed" for key in state["hidden"]}
    shown["state"] = state
    return shown


def public_entry(entry: dict, revealed: bool) -> dict:
    if revealed or "hidden" not in entry:
        return entry
    shown = dict(entry)
    shown["hidden"] = {key: "sealed" for key in entry["hidden"]}
    return shown
