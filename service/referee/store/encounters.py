"""Encounter documents, logs, secrets, sealed choices and idempotency records on Redis.

Every key of an encounter shares the hash tag `{<id>}` (docs/encounters.md, Storage), so a
Redis Cluster keeps them on one shard and one Lua script may touch them all. One
step is one call of COMMIT: the new document, the log entry, the idempotency
record and the sealed choices it consumed change together or not at all, and the same
script publishes the change's notice for the live updates (referee.store.notify): no
notice without its change. On Redis Cluster the scripts publish with SPUBLISH (sharded
pub/sub, Redis 7+) instead of PUBLISH.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

import orjson
import redis

from referee.config import Settings
from referee.store.notify import channel_of

# KEYS: doc, log, secret, sealed, idem
# ARGV: expected version, new version, body, log entry or "", ttl s, idem record or "",
#       idem ttl s, max log entries, sealed fields to delete (JSON list) or "",
#       secret fields to set (JSON object) or "", sealed round field to advance or "",
#       notice for the live updates or "", its channel
# An idempotency record already there means a twin of this request won: answer it, change
# nothing (no in-flight marker exists, so a failed request never blocks its retry).
COMMIT = """
local version = redis.call('HGET', KEYS[1], 'version')
if not version then return {'missing', ''} end
if ARGV[6] ~= '' then
  local done = redis.call('GET', KEYS[5])
  if done then return {'replay', done} end
end
if version ~= ARGV[1] then return {'stale', version} end
if ARGV[4] ~= '' then
  local length = redis.call('LLEN', KEYS[2])
  if length >= tonumber(ARGV[8]) then return {'full', tostring(length)} end
  redis.call('RPUSH', KEYS[2], ARGV[4])
end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'body', ARGV[3])
if ARGV[14] ~= '' then redis.call('HSET', KEYS[1], 'expires_at', ARGV[14]) end
if ARGV[9] ~= '' then
  for _, field in ipairs(cjson.decode(ARGV[9])) do redis.call('HDEL', KEYS[4], field) end
end
if ARGV[11] ~= '' then redis.call('HINCRBY', KEYS[1], ARGV[11], 1) end
if ARGV[10] ~= '' then
  for field, value in pairs(cjson.decode(ARGV[10])) do redis.call('HSET', KEYS[3], field, value) end
end
if ARGV[6] ~= '' then redis.call('SET', KEYS[5], ARGV[6], 'EX', tonumber(ARGV[7])) end
for i = 1, 4 do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
end
if ARGV[12] ~= '' then redis.call('PUBLISH', ARGV[13], ARGV[12]) end
return {'ok', ARGV[2]}
"""

# KEYS: doc, sealed, idem, log, secret
# ARGV: round field, round the part was sent for, part field, part value, ttl s,
#       the other parts' fields (JSON list), whether each was there ("1"/"0" per field),
#       idem record or "", idem ttl s, notice for the live updates or "", its channel,
#       the version read, the new version, the new document body, expires_at or ""
# The part is stored only if the version, the round, its own absence and the other parts
# are as the caller read them; "changed" sends the caller back to read again. A part's
# arrival is a change of the encounter: its version moves on (what was given stays out of
# the document), so a reader's If-None-Match sees it. A part therefore never
# lands in a round that resolved after it was read, and never replaces one already given.
# A part is a write like any step: every key of the encounter lives ttl s from now, so the
# encounter does not expire before the part it holds (and its `expires_at` says so).
SEAL = """
if redis.call('EXISTS', KEYS[1]) == 0 then return {'missing', ''} end
if ARGV[8] ~= '' then
  local done = redis.call('GET', KEYS[3])
  if done then return {'replay', done} end
end
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[12] then return {'changed', ''} end
if (redis.call('HGET', KEYS[1], ARGV[1]) or '0') ~= ARGV[2] then return {'changed', ''} end
if redis.call('HEXISTS', KEYS[2], ARGV[3]) == 1 then return {'changed', ''} end
for i, field in ipairs(cjson.decode(ARGV[6])) do
  if tostring(redis.call('HEXISTS', KEYS[2], field)) ~= string.sub(ARGV[7], i, i) then
    return {'changed', ''}
  end
end
redis.call('HSET', KEYS[2], ARGV[3], ARGV[4])
redis.call('HSET', KEYS[1], 'version', ARGV[13], 'body', ARGV[14])
if ARGV[15] ~= '' then redis.call('HSET', KEYS[1], 'expires_at', ARGV[15]) end
for _, i in ipairs({1, 2, 4, 5}) do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
end
if ARGV[8] ~= '' then redis.call('SET', KEYS[3], ARGV[8], 'EX', tonumber(ARGV[9])) end
if ARGV[10] ~= '' then redis.call('PUBLISH', ARGV[11], ARGV[10]) end
return {'ok', ''}
"""

ROUND_PREFIX = "round:"


def _key(encounter_id: str, part: str) -> str:
    return f"referee:{{{encounter_id}}}:{part}"


@dataclass
class Loaded:
    version: int
    doc: dict
    secret: dict
    idem: dict | None
    # How many times each sealed step has resolved: the round a new part belongs to.
    rounds: dict[str, int] = field(default_factory=dict)
    # The sealed parts given so far, by field (`<step>:<part>`); only when asked for.
    sealed: dict[str, dict] = field(default_factory=dict)
    # Recalled from this process's memory of the encounter, not read from Redis: it may be
    # out of date, which only COMMIT's version check can tell (see Recent).
    recalled: bool = False


class Recent:
    """The encounters this process read or changed last, as it left them (opt-in).

    A step reads the encounter before it resolves, then commits with the version it read;
    COMMIT refuses a version that moved on. So a step may start from the version this
    process itself wrote last instead of reading it again: if another process changed the
    encounter meanwhile, the commit says so and the step reads and resolves again. This
    saves one Redis round trip per step while an encounter is played through the same
    process (a client's keep-alive connection stays on one worker). Only what COMMIT checks
    is kept: the document (as stored), the secret and the sealed rounds; the sealed parts
    are always read. `size` 0 (the default, REFEREE_RECENT_ENCOUNTERS) keeps nothing, so
    that a process holds nothing between requests.
    """

    def __init__(self, size: int):
        self.size = size
        self._entries: OrderedDict[str, tuple[int, bytes, dict, dict]] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, encounter_id: str, version: int, body: bytes, secret, rounds) -> None:
        if not self.size:
            return
        with self._lock:
            self._entries[encounter_id] = (version, body, dict(secret), dict(rounds))
            self._entries.move_to_end(encounter_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def recall(self, encounter_id: str) -> Loaded | None:
        with self._lock:
            entry = self._entries.get(encounter_id)
        if entry is None:
            return None
        version, body, secret, rounds = entry
        # Parsed afresh each time: a step changes the document it is given.
        return Loaded(version, orjson.loads(body), dict(secret), None, dict(rounds), recalled=True)

    def forget(self, encounter_id: str) -> None:
        with self._lock:
            self._entries.pop(encounter_id, None)


@dataclass
class CommitResult:
    status: str  # ok, stale, missing, full, replay (a twin with the same key won)
    version: int | None
    record: dict | None = None


@dataclass(frozen=True)
class SealPart:
    """One sealed part to store, and what its sender read when it decided to store it."""

    field: str  # `<step>:<part>`
    value: dict
    round_field: str
    round: int
    others: list[str]  # the other awaited parts' fields
    present: list[bool]  # whether each of them was there


class EncounterStore:
    def __init__(self, client: redis.Redis, settings: Settings):
        self.client = client
        self.ttl = settings.encounter_ttl_s
        self.idem_ttl = settings.idempotency_ttl_s
        self.max_log = settings.max_log_entries
        commit, seal = COMMIT, SEAL
        if isinstance(client, redis.RedisCluster):
            # Sharded pub/sub on a cluster: the notice goes to the shard that owns the
            # encounter (its channel shares the hash tag), not to every node.
            commit, seal = (s.replace("'PUBLISH'", "'SPUBLISH'") for s in (COMMIT, SEAL))
        self._commit = client.register_script(commit)
        self._seal = client.register_script(seal)
        self.recent = Recent(settings.recent_encounters)
        self.min_replicas_ack = settings.min_replicas_ack
        self.ack_timeout_ms = settings.replicas_ack_timeout_ms

    def replicated(self, encounter_id: str) -> bool:
        """Whether `min_replicas_ack` replicas hold every write to this encounter so far
        (always, when none are asked for).

        WAIT counts the replicas that reached this connection's last write, and a pool hands
        out any connection: so the same connection first writes a mark in the encounter's
        slot, then waits. Replication is in order, so a replica past the mark holds the
        change before it too, whichever connection wrote that (and a replayed answer's
        record with it)."""
        if not self.min_replicas_ack:
            return True
        mark = _key(encounter_id, "replicated")
        client = self.client
        if isinstance(client, redis.RedisCluster):
            client = client.get_node_from_key(mark).redis_connection
        with client.pipeline(transaction=False) as pipe:
            pipe.set(mark, b"1", px=self.ttl * 1000)
            pipe.wait(self.min_replicas_ack, self.ack_timeout_ms)
            _, acknowledged = pipe.execute()
        return int(acknowledged) >= self.min_replicas_ack

    # -- keys
    @staticmethod
    def idem_key(encounter_id: str, key_hash: str) -> str:
        return _key(encounter_id, f"idem:{key_hash}")

    # -- create and read
    def create(
        self,
        encounter_id: str,
        doc: dict,
        secret: dict,
        idem_hash: str | None = None,
        idem_record: dict | None = None,
        ttl: int | None = None,
        expires_at: str | None = None,
    ) -> dict | None:
        """Write a new encounter; with an idempotency key, None if it is ours, else the record
        of a twin request that won (our encounter is then deleted again).

        The record of a create cannot share the new encounter's hash tag (the retry does not
        know the id), so it is claimed after the encounter is written: a request that fails
        in between leaves an unreachable encounter that expires, never a claim on the key.
        """
        doc_key, secret_key = _key(encounter_id, "doc"), _key(encounter_id, "secret")
        with self.client.pipeline(transaction=True) as pipe:
            written = {"version": doc["version"], "body": _dump(doc)}
            if expires_at:
                written["expires_at"] = expires_at
            pipe.hset(doc_key, mapping=written)
            pipe.hset(secret_key, mapping=secret)
            pipe.expire(doc_key, ttl or self.ttl)
            pipe.expire(secret_key, ttl or self.ttl)
            pipe.execute()
        if idem_hash is None:
            return None
        key = self.idem_key("create", idem_hash)
        record = _dump(idem_record)
        if self.client.set(key, record, nx=True, ex=self.idem_ttl):
            return None
        twin = self.idem_get("create", idem_hash)
        if twin is None:  # the twin's record expired in between: ours stands after all
            self.client.set(key, record, ex=self.idem_ttl)
            return None
        self.client.delete(doc_key, secret_key)
        return twin

    def idem_get(self, encounter_id: str, idem_hash: str) -> dict | None:
        raw = self.client.get(self.idem_key(encounter_id, idem_hash))
        return orjson.loads(raw) if raw else None

    def load(
        self, encounter_id: str, idem_hash: str | None = None, with_sealed: bool = False
    ) -> Loaded | None:
        with self.client.pipeline(transaction=False) as pipe:
            pipe.hgetall(_key(encounter_id, "doc"))
            pipe.hgetall(_key(encounter_id, "secret"))
            if idem_hash:
                pipe.get(self.idem_key(encounter_id, idem_hash))
            if with_sealed:
                pipe.hgetall(_key(encounter_id, "sealed"))
            results = pipe.execute()
        doc, secret = results[0], results[1]
        if not doc:
            return None
        idem = orjson.loads(results[2]) if idem_hash and results[2] else None
        sealed = results[-1] if with_sealed else {}
        loaded = Loaded(
            version=int(doc[b"version"]),
            doc=orjson.loads(doc[b"body"]),
            secret={k.decode(): v.decode() for k, v in secret.items()},
            idem=idem,
            rounds={
                k.decode().removeprefix(ROUND_PREFIX): int(v)
                for k, v in doc.items()
                if k.startswith(ROUND_PREFIX.encode())
            },
            sealed={k.decode(): orjson.loads(v) for k, v in sealed.items()},
        )
        self.recent.remember(
            encounter_id, loaded.version, doc[b"body"], loaded.secret, loaded.rounds
        )
        return loaded

    def read(self, encounter_id: str) -> tuple[int, dict] | None:
        raw = self.client.hgetall(_key(encounter_id, "doc"))
        if not raw:
            return None
        doc = orjson.loads(raw[b"body"])
        if b"expires_at" in raw:
            # Kept beside the body: a sealed part moves it without rewriting the document.
            doc["expires_at"] = raw[b"expires_at"].decode()
        return int(raw[b"version"]), doc

    def log_range(self, encounter_id: str, start: int, stop: int) -> list[dict]:
        """Log entries start..stop inclusive, oldest first."""
        raw = self.client.lrange(_key(encounter_id, "log"), start, stop)
        return [orjson.loads(entry) for entry in raw]

    def log_range_raw(self, encounter_id: str, start: int, stop: int) -> list[bytes]:
        """Log entries start..stop inclusive as stored (JSON), oldest first."""
        return self.client.lrange(_key(encounter_id, "log"), start, stop)

    def sealed_given(self, encounter_id: str) -> set[str]:
        """The fields (`<step>:<part>`) of the sealed parts given so far, never their content."""
        return {f.decode() for f in self.client.hkeys(_key(encounter_id, "sealed"))}

    def log_length(self, encounter_id: str) -> int:
        return self.client.llen(_key(encounter_id, "log"))

    # -- change
    def commit(
        self,
        encounter_id: str,
        expected_version: int,
        doc: dict,
        entry: dict | None,
        idem_hash: str | None = None,
        idem_record: dict | None = None,
        sealed_done: list[str] | None = None,
        secret_updates: dict | None = None,
        round_field: str | None = None,
        notice: dict | None = None,
        read: Loaded | None = None,
        ttl: int | None = None,
        expires_at: str | None = None,
    ) -> CommitResult:
        """Write a step's change if the encounter is still at `expected_version`.

        `read` is the encounter the change was computed from: once written, this process
        remembers the result (Recent) so that the next step may start from it.
        """
        raw_entry = _dump(entry) if entry is not None else b""
        if entry is not None:
            # The log's stored bytes, counted as they are written (docs/encounters.md, limits).
            doc["log_bytes"] = doc.get("log_bytes", 0) + len(raw_entry)
        body = _dump(doc)
        keys = [
            _key(encounter_id, "doc"),
            _key(encounter_id, "log"),
            _key(encounter_id, "secret"),
            _key(encounter_id, "sealed"),
            self.idem_key(encounter_id, idem_hash or "-"),
        ]
        args = [
            str(expected_version),
            str(doc["version"]),
            body,
            raw_entry,
            ttl or self.ttl,
            _dump(idem_record) if idem_record is not None else "",
            self.idem_ttl,
            self.max_log,
            json.dumps(sealed_done) if sealed_done else "",
            json.dumps(secret_updates) if secret_updates else "",
            round_field or "",
            *_notice_args(encounter_id, notice),
            expires_at or "",
        ]
        status, value = self._commit(keys=keys, args=args)
        status = status.decode()
        if status != "ok" or read is None:
            self.recent.forget(encounter_id)
        else:
            rounds = dict(read.rounds)
            if round_field:
                step = round_field.removeprefix(ROUND_PREFIX)
                rounds[step] = rounds.get(step, 0) + 1
            secret = {**read.secret, **(secret_updates or {})}
            self.recent.remember(encounter_id, doc["version"], body, secret, rounds)
        if status == "replay":
            return CommitResult(status, None, orjson.loads(value))
        return CommitResult(status, int(value) if value else None)

    # -- sealed choices
    def seal(
        self,
        encounter_id: str,
        part: SealPart,
        expected_version: int,
        doc: dict,
        idem_hash: str | None = None,
        idem_record: dict | None = None,
        notice: dict | None = None,
        ttl: int | None = None,
        expires_at: str | None = None,
    ) -> CommitResult:
        """Store one sealed part if nothing changed since it was read (the encounter at
        `expected_version`), and `doc` (the same document at its next version) with it: ok,
        changed, missing or replay."""
        status, value = self._seal(
            keys=[
                _key(encounter_id, "doc"),
                _key(encounter_id, "sealed"),
                self.idem_key(encounter_id, idem_hash or "-"),
                _key(encounter_id, "log"),
                _key(encounter_id, "secret"),
            ],
            args=[
                part.round_field,
                str(part.round),
                part.field,
                _dump(part.value),
                ttl or self.ttl,
                json.dumps(part.others),
                "".join("1" if p else "0" for p in part.present),
                _dump(idem_record) if idem_record is not None else "",
                self.idem_ttl,
                *_notice_args(encounter_id, notice),
                str(expected_version),
                str(doc["version"]),
                _dump(doc),
                expires_at or "",
            ],
        )
        status = status.decode()
        if status == "ok":
            self.recent.forget(encounter_id)
        return CommitResult(status, None, orjson.loads(value) if status == "replay" else None)


def round_field(step: str) -> str:
    return f"{ROUND_PREFIX}{step}"


def _notice_args(encounter_id: str, notice: dict | None) -> list:
    return [_dump(notice) if notice is not None else "", channel_of(encounter_id)]


def _dump(value) -> bytes:
    return orjson.dumps(value)
