"""Running encounters: create, step (auth, idempotency, optimistic concurrency), reveal.

Each step reads the encounter (one pipelined round trip), runs the system's pure
bind / rules / apply, and writes everything in one atomic COMMIT. A concurrent
change makes the COMMIT stale: with If-Match the client gets 412, without it the
step is recomputed on the new state (and the next log index, so the next dice).

Idempotency (DESIGN.md, Fairness): a record is scoped to its caller (bearer token and API
key) and is written only together with the change it answers, in the same script. No
"in flight" marker is ever written, so a request that fails, times out or loses its worker
leaves nothing that blocks its retry; two copies racing with one key cannot both apply,
because the second one's COMMIT finds the first one's record and answers it.
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

from werkzeug.datastructures import ETags

from referee.config import Settings
from referee.encounters import model as m
from referee.store.encounters import EncounterStore, SealPart
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


@dataclass(frozen=True)
class Idempotency:
    """An Idempotency-Key as one caller sent it, with the request it names."""

    key_hash: str
    fingerprint: str


def key_hash(idempotency_key: str, *caller: str) -> str:
    """The record's name: the key within its caller's scope (another caller's same key is
    another record, so it is a miss, never a replay)."""
    scoped = json.dumps([*caller, idempotency_key], ensure_ascii=True)
    return hashlib.sha256(scoped.encode("utf-8")).hexdigest()


class EncounterService:
    def __init__(self, store: EncounterStore, settings: Settings):
        self.store = store
        self.settings = settings

    # -- create
    def create(
        self,
        system: m.EncounterSystem,
        params: Mapping[str, Any],
        idempotency: Idempotency | None = None,
    ) -> Reply:
        if idempotency is not None:
            existing = self.store.idem_get("create", idempotency.key_hash)
            if existing is not None:
                return self.replay(existing, idempotency.fingerprint)
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
        body = {
            "encounter": public(doc),
            "gm_token": gm_token,
            "side_tokens": side_tokens,
        }
        reply = Reply(201, body, etag_of(1))
        twin = self.store.create(
            encounter_id,
            doc,
            secret,
            idem_hash=idempotency.key_hash if idempotency else None,
            idem_record=reply.record(idempotency.fingerprint) if idempotency else None,
        )
        if twin is not None:
            return self.replay(twin, idempotency.fingerprint)
        return reply

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
        if_match: ETags | None,
        idempotency: Idempotency | None,
        change,
        with_sealed: bool = False,
    ) -> Reply:
        """Run `change(loaded, role) -> Prepared` with auth, idempotency and retries.

        The token is checked before anything is replayed, and a replay is only ever the
        caller's own (the record's name includes the caller).
        """
        hashed = idempotency.key_hash if idempotency else None
        request_fp = idempotency.fingerprint if idempotency else ""
        for attempt in range(MAX_ATTEMPTS):
            loaded = self.store.load(encounter_id, hashed, with_sealed=with_sealed)
            if loaded is None or loaded.doc.get("system") != system.system:
                raise unknown(encounter_id)
            role = self._role(loaded, token)
            if loaded.idem is not None:
                return self.replay(loaded.idem, request_fp)
            etag = etag_of(loaded.version)
            # RFC 9110 13.1.1: If-Match uses the strong comparison; "*" matches any version.
            if if_match is not None and not if_match.contains(str(loaded.version)):
                raise EncounterError(
                    412,
                    "stale_version",
                    f"the encounter changed: it is at version {loaded.version} ({etag}), not "
                    f"{if_match.to_header()}; read it again and retry",
                    {"ETag": etag},
                )
            prepared = change(loaded, role)
            if prepared.seal is not None:
                # A sealed part waiting for the others: stored with its record, or read again.
                result = self.store.seal(
                    encounter_id,
                    prepared.seal,
                    idem_hash=hashed,
                    idem_record=prepared.reply.record(request_fp) if hashed else None,
                )
                if result.status == "ok":
                    return prepared.reply
                if result.status == "replay":
                    return self.replay(result.record, request_fp)
                if result.status == "missing":
                    raise unknown(encounter_id)
                _backoff(attempt)
                continue
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
                round_field=prepared.round_field,
            )
            if result.status == "ok":
                return reply
            if result.status == "replay":
                return self.replay(result.record, request_fp)
            if result.status == "missing":
                raise unknown(encounter_id)
            if result.status == "full":
                raise EncounterError(
                    409,
                    "log_full",
                    f"the encounter's log is full ({self.settings.max_log_entries} entries); "
                    "reveal it and start a new one",
                )
            if if_match is not None:
                raise EncounterError(
                    412,
                    "stale_version",
                    "the encounter changed while this step was resolved; read it and retry",
                    {"ETag": etag_of(result.version)} if result.version else {},
                )
            _backoff(attempt)
        raise EncounterError(
            503,
            "busy",
            "the encounter is too busy right now; retry the request",
            {"Retry-After": "1"},
        )

    def replay(self, existing: dict, request_fingerprint: str) -> Reply:
        if existing.get("fingerprint") != request_fingerprint:
            raise EncounterError(
                422,
                "idempotency_key_reused",
                "this Idempotency-Key was used with a different request; use a new key",
            )
        return Reply(existing["status"], existing["body"], existing.get("etag"))

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
    round_field: str | None = None  # the sealed round this change resolves
    seal: SealPart | None = None  # a sealed part to store; `reply` answers it

    def finish(self, doc: dict) -> Reply:
        return self.respond(doc)


def _seed_fields(params: Mapping[str, Any]) -> dict:
    # seeds.py builds its route on this module, so it is imported when first needed.
    from referee.encounters.seeds import initial_fields

    return initial_fields(params)


def _backoff(attempt: int) -> None:
    time.sleep(random.uniform(0, min(0.05, 0.002 * (attempt + 1))))


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
