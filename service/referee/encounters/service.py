"""Running encounters: create, step (auth, idempotency, optimistic concurrency), reveal.

Each step reads the encounter (one pipelined round trip), runs the system's pure
bind / rules / apply, and writes everything in one atomic COMMIT. A concurrent
change makes the COMMIT stale: with If-Match the client gets 412, without it the
step is recomputed on the new state (and the next log index, so the next dice).

Idempotency (docs/encounters.md, "Retries: Idempotency-Key"): a record is scoped to its
caller (bearer token and API key) and is written only together with the change it answers,
in the same script. No "in flight" marker is ever written, so a request that fails, times
out or loses its worker leaves nothing that blocks its retry; two copies racing with one key
cannot both apply, because the second one's COMMIT finds the first one's record and answers
it. Create and every mutation take the same path: an `Idempotency` names the record, replays
what it holds and gives the store the record to write with the change.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from werkzeug.datastructures import ETags

from referee import cooperative
from referee.config import Settings
from referee.encounters import claims, live_poll, proof, seeds, telling
from referee.encounters import model as m
from referee.encounters.live import LiveStream, LiveUpdates
from referee.encounters.replies import (  # noqa: F401 (re-exported for the routes)
    EncounterError,
    Prepared,
    Replayed,
    Reply,
    etag_of,
    now,
    unknown,
)
from referee.store.encounters import EncounterStore
from referee.store.keys import signing_keys
from referee.store.leases import Full, Lease, StreamLeases
from referee.store.notify import Unavailable

MAX_ATTEMPTS = 200
# The most one step can add to the log, in bytes: its params (a body is at most 64 KiB) and
# its dice (a free roll draws at most 1,000, about 220 bytes each with its purpose and its
# outcome's detail). A step is refused unless the log has this much room left, so the bound
# holds before any die is drawn, whatever the dice.
ENTRY_ROOM = 1024 * 1024
CREATE_KEY_MIN = 16  # a create's key can replay every token: it is a secret, like them
KEY_MAX = 200


def fingerprint(method: str, path: str, body: Any) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{method} {path} {canonical}".encode()).hexdigest()


@dataclass(frozen=True)
class Idempotency:
    """An Idempotency-Key as one caller sent it, with the request it names (NO_KEY: none)."""

    key_hash: str | None
    fingerprint: str = ""

    def writes(self, reply: Reply) -> dict:
        """What the store writes together with the change `reply` answers: its record."""
        if self.key_hash is None:
            return {"idem_hash": None, "idem_record": None}
        return {"idem_hash": self.key_hash, "idem_record": reply.record(self.fingerprint)}

    def replay(self, record: dict) -> Reply:
        """The first answer again, for the same request only."""
        if record.get("fingerprint") != self.fingerprint:
            raise EncounterError(
                422,
                "idempotency_key_reused",
                "this Idempotency-Key was used with a different request; use a new key",
            )
        return Reply(record["status"], record["body"], record.get("etag"))


NO_KEY = Idempotency(None)


def key_hash(idempotency_key: str, *caller: str) -> str:
    """The record's name: the key within its caller's scope (another caller's same key is
    another record, so it is a miss, never a replay)."""
    scoped = json.dumps([*caller, idempotency_key], ensure_ascii=True)
    return hashlib.sha256(scoped.encode("utf-8")).hexdigest()


class EncounterService:
    def __init__(
        self,
        store: EncounterStore,
        settings: Settings,
        systems: Mapping[str, m.EncounterSystem],
    ):
        """`systems`: the encounter systems by id, as the registry declares them (each
        step with its odds); handed down by create_app, never imported here."""
        self.store = store
        self.systems = systems
        self.settings = settings
        self.keys = signing_keys(store.client, settings)
        self.leases = StreamLeases(
            store.client,
            settings.events_per_client,
            settings.events_per_encounter,
            settings.events_per_worker,
            settings.events_lease_s,
        )
        self.live = LiveUpdates(
            store,
            settings.events_heartbeat_s,
            self.read,
            public_entry,
            seeds.revealed_answer,
            self.awaited_parts,
            settings.events_poll_s,
            settings.events_cache_bytes,
        )

    def idempotency(
        self,
        key: str | None,
        request: tuple[str, str, Any],
        api_key: str | None,
        token: str | None = None,
    ) -> Idempotency:
        """The Idempotency-Key a request sent, scoped to its caller: the bearer token and,
        where keys are on, the API key; a create (no token) is its own scope and needs a
        longer key. `request` is (method, path, body): a retry must send the same."""
        if key is None:
            return NO_KEY
        minimum = CREATE_KEY_MIN if token is None else 1
        if not minimum <= len(key) <= KEY_MAX:
            raise EncounterError(
                422,
                "bad_idempotency_key",
                f"Idempotency-Key must be {minimum} to {KEY_MAX} characters"
                + (" here: it is a secret, like the tokens it can replay" if minimum > 1 else ""),
            )
        caller = ("create",) if token is None else ("bearer", m.token_hash(token))
        scope = (api_key or "") if self.settings.api_keys else ""
        return Idempotency(key_hash(key, scope, *caller), fingerprint(*request))

    # -- create
    def create(self, params: Mapping[str, Any], idempotency: Idempotency = NO_KEY) -> Reply:
        system = self.systems[params["system"]]
        if idempotency.key_hash is not None:
            existing = self.store.idem_get("create", idempotency.key_hash)
            if existing is not None:
                replayed = idempotency.replay(existing)
                return self._acknowledged(_created_id(replayed), replayed, True)
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
            "rules_versions": system.rules_versions(),
            "claims_policy": params.get("claims_policy", claims.TRUSTED),
            "proposal": None,
            "state": state,
            **_seed_fields(params, sides),
        }
        doc.update(proof.created_fields(doc, self.keys))
        secret = {
            "server_seed": server_seed,
            "gm": m.token_hash(gm_token),
            "sides": json.dumps({s: m.token_hash(t) for s, t in side_tokens.items()}),
        }
        body = {
            "encounter": {**public(doc), "next_steps": telling.next_steps(system, doc)},
            "gm_token": gm_token,
            "side_tokens": side_tokens,
        }
        ttl = self._ttl(doc, created)
        expires_at = body["encounter"]["expires_at"] = _after(created, ttl)
        reply = Reply(201, body, etag_of(1))
        twin = self.store.create(
            encounter_id, doc, secret, **idempotency.writes(reply), ttl=ttl, expires_at=expires_at
        )
        keyed = idempotency.key_hash is not None
        if twin is not None:
            replayed = idempotency.replay(twin)
            return self._acknowledged(_created_id(replayed), replayed, keyed)
        return self._acknowledged(encounter_id, reply, keyed)

    # -- read
    def read(self, encounter_id: str) -> tuple[int, dict]:
        found = self.store.read(encounter_id)
        if found is None:
            raise unknown(encounter_id)
        return found

    def shown(self, encounter_id: str) -> tuple[int, dict]:
        """The version, and the document as anyone reads it, with the steps that apply now
        (`next_steps`: from the state and the sealed parts given so far)."""
        version, doc = self.read(encounter_id)
        given = self.store.sealed_given(encounter_id) if not doc["revealed"] else set()
        steps = telling.next_steps(self.systems[doc["system"]], doc, given)
        return version, {**public(doc), "next_steps": steps}

    def _ttl(self, doc: Mapping[str, Any], written_at: str) -> int:
        """How long the encounter lives after a write made at `written_at`: encounter_ttl_s,
        but never past encounter_max_age_s after its creation (docs/encounters.md, Storage).
        Both times come from the documents' clock (`now`)."""
        ttl = self.settings.encounter_ttl_s
        try:
            created = datetime.fromisoformat(doc["created_at"]).timestamp()
            written = datetime.fromisoformat(written_at).timestamp()
        except (KeyError, TypeError, ValueError):
            return ttl
        left = created + self.settings.encounter_max_age_s - written
        return max(1, min(ttl, math.ceil(left)))

    def _room_for_an_entry(self, doc: Mapping[str, Any]) -> None:
        """A change that logs an entry is refused before it starts (before any die) when
        the log is full, in entries or in bytes."""
        limit = self.settings.max_log_entries
        if doc.get("log_length", 0) >= limit:
            raise EncounterError(
                409,
                "log_full",
                f"the encounter's log is full ({limit} entries); reveal it and start a new one",
            )
        most = self.settings.max_encounter_bytes
        used = doc.get("log_bytes", 0)
        if used + ENTRY_ROOM > most:
            raise EncounterError(
                413,
                "encounter_too_large",
                f"the encounter's log holds {used} bytes, and one more step could take it past "
                f"the {most} bytes an encounter may hold (a step may log up to {ENTRY_ROOM}): "
                "reveal it and start a new one",
            )

    def system_of(self, encounter_id: str) -> m.EncounterSystem:
        _, doc = self.read(encounter_id)
        return self.systems[doc["system"]]

    def log_page(self, encounter_id: str, page: int, size: int) -> dict:
        """One page of the log, oldest first, hidden parts hidden until the reveal."""
        _, doc = self.read(encounter_id)
        start = (page - 1) * size
        # A page past the end is empty; asking the store for it would be a wasted round trip.
        entries = (
            self.store.log_range(encounter_id, start, start + size - 1)
            if start < doc["log_length"]
            else []
        )
        system = self.systems[doc["system"]]
        return {
            "entries": [
                telling.with_summary(system, public_entry(e, doc["revealed"])) for e in entries
            ],
            "total": doc["log_length"],
            "page": page,
            "page_size": size,
        }

    def events(
        self,
        encounter_id: str,
        after: int,
        client_id: str = "",
        gone: Callable[[], bool] | None = None,
    ) -> LiveStream:
        """The encounter's live updates after log index `after` (-1: from the start), each
        entry as log_page shows it; close() the stream when done. Raises before the stream
        starts: 404 for an unknown encounter, 429 when `client_id` or the encounter has all
        its streams open (503 when this worker has), 503 when Redis cannot carry the notices
        now. `gone()` says that the client has left: the stream then ends within
        `events_poll_s` and gives its slots back."""
        lease = self._stream_slot(encounter_id, client_id)
        try:
            return self.live.open(encounter_id, after, self.settings.redis_timeout_s, lease, gone)
        except BaseException as error:
            lease.release()
            if isinstance(error, Unavailable):
                raise EncounterError(
                    503,
                    "live_updates_unavailable",
                    "live updates are unavailable for a moment (the store is restarting or "
                    "failing over); connect again shortly, with the last event id you received",
                    {"Retry-After": "1"},
                ) from None
            raise

    def _stream_slot(self, encounter_id: str, client_id: str) -> Lease:
        """A live-update connection's slots (a stream, or a long-poll while it waits): 404
        for an unknown encounter, which takes none; 429/503 when none is left."""
        self.read(encounter_id)
        try:
            return self.leases.take(encounter_id, client_id)
        except Full as full:
            raise _too_many_streams(full, encounter_id) from None

    def poll(
        self,
        encounter_id: str,
        after: int,
        wait_s: float,
        limit: int,
        seen_version: int | None,
        client_id: str = "",
    ) -> dict:
        """The live updates after log index `after` by long-poll (referee.encounters.live_poll):
        404 for an unknown encounter, 503 when Redis cannot carry the notices now. A poll that
        waits holds a connection as a stream does, so it takes a stream's slots while it
        waits (429 too_many_streams when the client or the encounter has none left)."""
        lease = self._stream_slot(encounter_id, client_id) if wait_s > 0 else None
        try:
            return live_poll.poll(
                self.live,
                encounter_id,
                after,
                wait_s,
                limit,
                seen_version,
                self.settings.redis_timeout_s,
            )
        except Unavailable:
            raise EncounterError(
                503,
                "live_updates_unavailable",
                "live updates are unavailable for a moment (the store is restarting or "
                "failing over); ask again shortly, after the last entry you received",
                {"Retry-After": "1"},
            ) from None
        finally:
            if lease is not None:
                lease.release()

    def awaited_parts(self, encounter_id: str) -> list[dict]:
        """Each sealed step that has some of its parts now: who gave one and who is still
        awaited (as the live updates' `sealed` event says it), never what was given."""
        _, doc = self.read(encounter_id)
        if doc["revealed"]:
            return []
        given = self.store.sealed_given(encounter_id)
        waiting = []
        for step in self.systems[doc["system"]].steps:
            if step.sealed is None:
                continue
            needed = step.sealed.parts(doc["state"])
            submitted = [part for part in needed if f"{step.name}:{part}" in given]
            if submitted:
                awaited = [part for part in needed if part not in submitted]
                waiting.append(
                    {
                        "step": step.name,
                        "submitted": submitted,
                        "waiting_for": awaited,
                        **_head(doc),
                    }
                )
        return waiting

    def verification(self, encounter_id: str) -> dict:
        """Every logged step recomputed from the revealed seeds, the chain and the
        signatures checked (as POST /v1/verify checks its export), the corrections listed."""
        _, doc = self.read(encounter_id)
        if not doc["revealed"]:
            raise EncounterError(
                409,
                "not_revealed",
                "the encounter must be revealed before its "
                "rolls can be verified: the server seed is still secret",
            )
        _, export = self.export(encounter_id)
        return self.verify_export(export)

    def verify_export(self, export: Any) -> dict:
        """POST /v1/verify: an export document checked against this service's keys."""
        # Every step of a log of up to max_log_entries recomputed: off the worker's loop.
        keys = self.keys.jwks()
        return cooperative.run(proof.verify_export, self.systems, export, keys)

    def export(self, encounter_id: str) -> tuple[int, dict]:
        """The version, and the whole encounter as one document for archiving."""
        version, doc = self.read(encounter_id)
        entries = self._all_entries(encounter_id)
        return version, {
            "format": proof.format_of(doc),
            "encounter": public(doc),
            "log": [public_entry(e, doc["revealed"]) for e in entries],
            "corrections": m.corrections(entries),
            "claims": claims.listed(entries),
        }

    def entries_from(self, encounter_id: str, start: int, end: int) -> list[dict]:
        """Log entries start..end-1, as stored (a dispute reads what followed its step)."""
        return self.store.log_range(encounter_id, start, end - 1) if start < end else []

    def _all_entries(self, encounter_id: str) -> list[dict]:
        length = self.store.log_length(encounter_id)
        return self.store.log_range(encounter_id, 0, max(length, 1) - 1) if length else []

    # -- mutations
    def mutate(
        self,
        system: m.EncounterSystem,
        encounter_id: str,
        token: str | None,
        if_match: ETags | None,
        idempotency: Idempotency,
        change,
        with_sealed: bool = False,
    ) -> Reply:
        """Run `change(loaded, role) -> Prepared` with auth, idempotency and retries.

        The token is checked before anything is replayed, and a replay is only ever the
        caller's own (the record's name includes the caller).
        """
        # A step may start from the version this process wrote last (store.recent): the
        # commit tells whether it is still current. Only a change worked out from what
        # Redis holds is ever refused, replayed or answered 412, so a recalled start that
        # fails for any reason starts again from a read.
        recall = if_match is None and not with_sealed
        attempt = 0
        while attempt < MAX_ATTEMPTS:
            loaded = self.store.recent.recall(encounter_id) if recall else None
            recall = False
            if loaded is None:
                loaded = self.store.load(
                    encounter_id, idempotency.key_hash, with_sealed=with_sealed
                )
            try:
                prepared = self._prepare(system, encounter_id, loaded, token, if_match, change)
            except Replayed as replayed:
                return self._acknowledged(encounter_id, idempotency.replay(replayed.record))
            except Exception:
                if loaded is None or not loaded.recalled:
                    raise
                self.store.recent.forget(encounter_id)
                continue
            # A recalled start is not an attempt: if its copy was stale, a read follows.
            # (It never seals: a step with sealed parts reads them, so never recalls.)
            attempt += not loaded.recalled
            if prepared.seal is not None:
                # A sealed part waiting for the others: stored with its record, or read again.
                # Its arrival moves the version on (what was given stays out of the document).
                written = now()
                ttl = self._ttl(loaded.doc, written)
                sealed_doc = {
                    **(prepared.doc or loaded.doc),
                    "version": loaded.version + 1,
                    "updated_at": written,
                }
                result = self.store.seal(
                    encounter_id,
                    prepared.seal,
                    loaded.version,
                    sealed_doc,
                    **idempotency.writes(prepared.reply),
                    notice=_notice(loaded.doc, loaded.doc, prepared),
                    ttl=ttl,
                    expires_at=_after(written, ttl),
                )
                if result.status == "ok":
                    return self._acknowledged(encounter_id, prepared.reply)
                if result.status == "replay":
                    return self._acknowledged(encounter_id, idempotency.replay(result.record))
                if result.status == "missing":
                    raise unknown(encounter_id)
                _backoff(attempt)
                continue
            doc = prepared.doc
            doc["version"] = loaded.version + 1
            doc["updated_at"] = now()
            ttl = self._ttl(doc, doc["updated_at"])
            proof.chain_entry(doc, prepared.entry, loaded.secret["server_seed"])
            if doc.get("revealed") and not loaded.doc.get("revealed"):
                proof.sign_record(doc, self.keys)
            reply = prepared.finish(doc)
            result = self.store.commit(
                encounter_id,
                loaded.version,
                doc,
                prepared.entry,
                **idempotency.writes(reply),
                sealed_done=prepared.sealed_done,
                secret_updates=prepared.secret_updates,
                round_field=prepared.round_field,
                notice=_notice(loaded.doc, doc, prepared),
                read=loaded,
                ttl=ttl,
                expires_at=_after(doc["updated_at"], ttl),
            )
            if result.status == "ok":
                return self._acknowledged(encounter_id, reply)
            if result.status == "stale" and loaded.recalled:
                continue  # this process's copy was out of date: not a conflict of ours
            if result.status == "replay":
                return self._acknowledged(encounter_id, idempotency.replay(result.record))
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

    def _prepare(self, system, encounter_id, loaded, token, if_match, change) -> Prepared:
        """Check the caller and the version, then work out the change (or the replay)."""
        if loaded is None:
            raise unknown(encounter_id)
        role = self._role(loaded, token)
        _same_system(system, encounter_id, loaded)
        if loaded.idem is not None:
            raise Replayed(loaded.idem)
        # RFC 9110 13.1.1: If-Match uses the strong comparison; "*" matches any version.
        if if_match is not None and not if_match.contains(str(loaded.version)):
            etag = etag_of(loaded.version)
            raise EncounterError(
                412,
                "stale_version",
                f"the encounter changed: it is at version {loaded.version} ({etag}), not "
                f"{if_match.to_header()}; read it again and retry",
                {"ETag": etag},
            )
        if getattr(change, "logs", True):
            self._room_for_an_entry(loaded.doc)
        return change(loaded, role)

    def _acknowledged(self, encounter_id: str, reply: Reply, create_key: bool = False) -> Reply:
        """`reply`, once the replicas the operator asks for hold the change it answers
        (REFEREE_MIN_REPLICAS_ACK); else a 503, never a success that a failover could
        take back. The change stays made: the same request with the same Idempotency-Key
        gets this very answer once the replicas confirm, and rolls nothing new."""
        confirmed = self.store.replicated(encounter_id)
        if confirmed and create_key:
            confirmed = self.store.replicated("create")  # a create's record has its own slot
        if not confirmed:
            raise EncounterError(
                503,
                "not_replicated",
                f"the change was made but {self.settings.min_replicas_ack} of the store's "
                "replicas have not confirmed it yet, so a failover could still lose it: send "
                "the same request again with the same Idempotency-Key, which answers with "
                "this change once they confirm and never makes it twice",
                {"Retry-After": "1"},
            )
        return reply

    def refuse_other_system(
        self, system: m.EncounterSystem, encounter_id: str, token: str | None
    ) -> None:
        """For a step request whose body was refused: a 404 wrong_system (or unknown
        encounter, or 401) first, when that is also true, since fixing the body of a request
        sent to the wrong game's route would not help. Only on that error path: a valid
        request learns the system from the one read its step makes."""
        loaded = self.store.load(encounter_id)
        if loaded is None:
            raise unknown(encounter_id)
        self._role(loaded, token)
        _same_system(system, encounter_id, loaded)

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


def _created_id(reply: Reply) -> str:
    return reply.body["encounter"]["id"]


def _same_system(system: m.EncounterSystem, encounter_id: str, loaded) -> None:
    if loaded.doc.get("system") != system.system:
        # Said only to a caller of this encounter (the token is checked first).
        actual = loaded.doc.get("system")
        raise EncounterError(
            404,
            "wrong_system",
            f"encounter {encounter_id} is played with {actual}, not {system.system}: its "
            f"steps are at /v1/encounters/{encounter_id}/{actual}/...",
        )


def _too_many_streams(full: Full, encounter_id: str) -> EncounterError:
    """429 when a client or an encounter has all its streams open; 503 when this worker has
    (another worker or replica may have room: retry)."""
    retry = {"Retry-After": str(full.retry_after)}
    if full.which == "client":
        return EncounterError(
            429,
            "too_many_streams",
            f"you have {full.limit} live-update streams open already, the most one client may "
            "hold at once: close one (one stream per encounter is enough) and connect again",
            retry,
        )
    if full.which == "encounter":
        return EncounterError(
            429,
            "too_many_streams",
            f"encounter {encounter_id} has {full.limit} live-update streams open already, "
            "the most one encounter may have at once: connect again later",
            retry,
        )
    return EncounterError(
        503,
        "streams_busy",
        "this server holds all the live-update streams it takes at once; connect again shortly",
        retry,
    )


def _notice(before: dict, after: dict, prepared: Prepared) -> dict:
    """What the live updates are told of a change (referee.encounters.live): the log's
    length after it, and a sealed part's arrival, a proposal that opens or closes, or the
    reveal."""
    notice: dict[str, Any] = {"at": after["log_length"]}
    if prepared.sealed is not None:
        notice["sealed"] = {**prepared.sealed, **_head(after)}
    proposal = claims.live_change(before, after, prepared.entry)
    if proposal is not None:
        notice["proposal"] = {**proposal, **_head(after)}
    if after.get("revealed") and not before.get("revealed"):
        notice["revealed"] = True
    return notice


def _head(doc: Mapping[str, Any]) -> dict:
    """The log's head hash, for the live updates (an encounter made before the chain has none)."""
    return {"head_hash": doc["head_hash"]} if "head_hash" in doc else {}


def _seed_fields(params: Mapping[str, Any], sides: list[str]) -> dict:

    return seeds.initial_fields(params, sides)


def _after(time_: str, seconds: int) -> str:
    """The time `seconds` after `time_` (a document's time), as the documents write times."""
    return (datetime.fromisoformat(time_) + timedelta(seconds=seconds)).isoformat(
        timespec="milliseconds"
    )


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
