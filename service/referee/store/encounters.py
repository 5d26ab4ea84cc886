"""Encounter documents, logs, secrets, sealed choices and idempotency records on Redis.

Every key of an encounter shares the hash tag `{<id>}` (docs/encounters.md, Storage), so a
Redis Cluster keeps them on one shard and one Lua script may touch them all. One
step is one call of COMMIT: the new document, the log entry, the idempotency
record and the sealed choices it consumed change together or not at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import orjson
import redis

from referee.config import Settings

# KEYS: doc, log, secret, sealed, idem
# ARGV: expected version, new version, body, log entry or "", ttl s, idem record or "",
#       idem ttl s, max log entries, sealed fields to delete (JSON list) or "",
#       secret fields to set (JSON object) or ""
COMMIT = """
local version = redis.call('HGET', KEYS[1], 'version')
if not version then return {'missing', ''} end
if version ~= ARGV[1] then return {'stale', version} end
if ARGV[4] ~= '' then
  local length = redis.call('LLEN', KEYS[2])
  if length >= tonumber(ARGV[8]) then return {'full', tostring(length)} end
  redis.call('RPUSH', KEYS[2], ARGV[4])
end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'body', ARGV[3])
if ARGV[9] ~= '' then
  for _, field in ipairs(cjson.decode(ARGV[9])) do redis.call('HDEL', KEYS[4], field) end
end
if ARGV[10] ~= '' then
  for field, value in pairs(cjson.decode(ARGV[10])) do redis.call('HSET', KEYS[3], field, value) end
end
if ARGV[6] ~= '' then redis.call('SET', KEYS[5], ARGV[6], 'EX', tonumber(ARGV[7])) end
for i = 1, 4 do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
end
return {'ok', ARGV[2]}
"""

# KEYS: sealed, doc; ARGV: field, value, ttl s -> every sealed field and value, flattened
SEAL = """
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return redis.call('HGETALL', KEYS[1])
"""


def _key(encounter_id: str, part: str) -> str:
    return f"referee:{{{encounter_id}}}:{part}"


@dataclass
class Loaded:
    version: int
    doc: dict
    secret: dict
    idem: dict | None


@dataclass
class CommitResult:
    status: str  # ok, stale, missing, full
    version: int | None


class EncounterStore:
    def __init__(self, client: redis.Redis, settings: Settings):
        self.client = client
        self.ttl = settings.encounter_ttl_s
        self.idem_ttl = settings.idempotency_ttl_s
        self.max_log = settings.max_log_entries
        self._commit = client.register_script(COMMIT)
        self._seal = client.register_script(SEAL)

    # -- keys
    @staticmethod
    def idem_key(encounter_id: str, key_hash: str) -> str:
        return _key(encounter_id, f"idem:{key_hash}")

    # -- create and read
    def create(self, encounter_id: str, doc: dict, secret: dict) -> None:
        doc_key, secret_key = _key(encounter_id, "doc"), _key(encounter_id, "secret")
        with self.client.pipeline(transaction=True) as pipe:
            pipe.hset(doc_key, mapping={"version": doc["version"], "body": _dump(doc)})
            pipe.hset(secret_key, mapping=secret)
            pipe.expire(doc_key, self.ttl)
            pipe.expire(secret_key, self.ttl)
            pipe.execute()

    def load(self, encounter_id: str, idem_hash: str | None = None) -> Loaded | None:
        with self.client.pipeline(transaction=False) as pipe:
            pipe.hgetall(_key(encounter_id, "doc"))
            pipe.hgetall(_key(encounter_id, "secret"))
            if idem_hash:
                pipe.get(self.idem_key(encounter_id, idem_hash))
            results = pipe.execute()
        doc, secret = results[0], results[1]
        if not doc:
            return None
        idem = json.loads(results[2]) if idem_hash and results[2] else None
        return Loaded(
            version=int(doc[b"version"]),
            doc=orjson.loads(doc[b"body"]),
            secret={k.decode(): v.decode() for k, v in secret.items()},
            idem=idem,
        )

    def read(self, encounter_id: str) -> tuple[int, dict] | None:
        raw = self.client.hgetall(_key(encounter_id, "doc"))
        if not raw:
            return None
        return int(raw[b"version"]), orjson.loads(raw[b"body"])

    def log_range(self, encounter_id: str, start: int, stop: int) -> list[dict]:
        """Log entries start..stop inclusive, oldest first."""
        raw = self.client.lrange(_key(encounter_id, "log"), start, stop)
        return [orjson.loads(entry) for entry in raw]

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
    ) -> CommitResult:
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
            _dump(doc),
            _dump(entry) if entry is not None else "",
            self.ttl,
            _dump(idem_record) if idem_record is not None else "",
            self.idem_ttl,
            self.max_log,
            json.dumps(sealed_done) if sealed_done else "",
            json.dumps(secret_updates) if secret_updates else "",
        ]
        status, version = self._commit(keys=keys, args=args)
        status = status.decode()
        return CommitResult(status, int(version) if version else None)

    # -- sealed choices
    def seal(self, encounter_id: str, field: str, value: dict) -> dict[str, dict] | None:
        """Store one side's sealed part; answer every part stored so far (None: no encounter)."""
        flat = self._seal(
            keys=[_key(encounter_id, "sealed"), _key(encounter_id, "doc")],
            args=[field, _dump(value), self.ttl],
        )
        if flat is None:
            return None
        return {flat[i].decode(): json.loads(flat[i + 1]) for i in range(0, len(flat), 2)}

    def sealed_fields(self, encounter_id: str) -> list[str]:
        return [f.decode() for f in self.client.hkeys(_key(encounter_id, "sealed"))]

    # -- idempotency
    def idem_begin(self, encounter_id: str, key_hash: str, fingerprint: str) -> dict | None:
        """Claim the key; None when claimed, else the record already there."""
        key = self.idem_key(encounter_id, key_hash)
        pending = _dump({"state": "pending", "fingerprint": fingerprint})
        if self.client.set(key, pending, nx=True, ex=self.idem_ttl):
            return None
        raw = self.client.get(key)
        return json.loads(raw) if raw else {"state": "pending", "fingerprint": fingerprint}

    def idem_abandon(self, encounter_id: str, key_hash: str, fingerprint: str) -> None:
        key = self.idem_key(encounter_id, key_hash)
        raw = self.client.get(key)
        if raw and json.loads(raw) == {"state": "pending", "fingerprint": fingerprint}:
            self.client.delete(key)

    def idem_store(self, encounter_id: str, key_hash: str, record: dict) -> None:
        self.client.set(self.idem_key(encounter_id, key_hash), _dump(record), ex=self.idem_ttl)


def _dump(value) -> bytes:
    return orjson.dumps(value)
