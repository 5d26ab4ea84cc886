"""Caps on live-update streams (issue 32): per client and per encounter across every worker
of every replica, and per worker for the worker's own connection slots.

Each open stream holds a lease in two sorted sets of Redis, one for its client and one for
its encounter (the member is the lease id, the score the time it lapses, in ms). A stream
renews its leases while it lives and removes them when it ends; a lease whose worker died
lapses by itself after `lease_s`, so a crash never holds a slot for long. A new stream
first drops the lapsed leases of its sets, then is refused when a set holds its cap. The
client's set and the encounter's are separate keys (on Redis Cluster, separate slots), so
they are taken one after the other and the first is given back when the second is full.

The per-worker cap is a count in this process: a worker serves at most
GUNICORN_WORKER_CONNECTIONS connections, and the streams may take only part of them, so
that /healthz, /readyz and every other request still find a slot.
"""

from __future__ import annotations

import hashlib
import math
import os
import threading
import time
from dataclasses import dataclass

import redis

# KEYS: the set. ARGV: now ms, lease id, lapses at ms, cap, key ttl ms
# Returns {1, ""} when taken, {0, ms until the first lease lapses} when full.
TAKE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tostring(tonumber(first[2]) - tonumber(ARGV[1]))}
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, ''}
"""

# KEYS: the set. ARGV: lease id, lapses at ms, key ttl ms. Only a lease still held is renewed.
RENEW = """
if redis.call('ZADD', KEYS[1], 'XX', 'CH', ARGV[2], ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return 1
"""


def client_set(client_id: str) -> str:
    digest = hashlib.sha256(client_id.encode()).hexdigest()[:32]
    return f"referee:streams:client:{digest}"


def encounter_set(encounter_id: str) -> str:
    return f"referee:{{{encounter_id}}}:streams"


@dataclass
class Full(Exception):
    """No slot: `which` is `client`, `encounter` or `worker`; retry after `retry_after` s."""

    which: str
    limit: int
    retry_after: int


class Lease:
    """One stream's slots. `renew()` is cheap to call often (it writes when a third of the
    lease has passed); `release()` gives every slot back, once."""

    def __init__(self, leases: StreamLeases, lease_id: str, keys: list[str]):
        self._leases = leases
        self.id = lease_id
        self._keys = keys
        self._renewed = time.monotonic()
        self._released = False

    def renew(self) -> None:
        if self._released or time.monotonic() - self._renewed < self._leases.lease_s / 3:
            return
        self._renewed = time.monotonic()
        lapses, ttl = self._leases.lapse_args()
        for key in self._keys:
            self._leases.renew_script(keys=[key], args=[self.id, lapses, ttl])

    def release(self) -> None:
        if self._released:
            return
        self._released = True
        self._leases.worker_left()
        for key in self._keys:
            try:
                self._leases.client.zrem(key, self.id)
            except redis.RedisError:
                pass  # it lapses by itself


class StreamLeases:
    def __init__(
        self,
        client: redis.Redis,
        per_client: int,
        per_encounter: int,
        per_worker: int,
        lease_s: float,
    ):
        self.client = client
        self.per_client = per_client
        self.per_encounter = per_encounter
        self.per_worker = per_worker
        self.lease_s = lease_s
        self.take_script = client.register_script(TAKE)
        self.renew_script = client.register_script(RENEW)
        self._lock = threading.Lock()
        self.in_worker = 0

    def lapse_args(self) -> tuple[int, int]:
        now_ms = int(time.time() * 1000)
        ttl = int(self.lease_s * 1000) * 2
        return now_ms + int(self.lease_s * 1000), ttl

    def worker_left(self) -> None:
        with self._lock:
            self.in_worker -= 1

    def take(self, encounter_id: str, client_id: str) -> Lease:
        """The slots of a new stream, or Full (nothing held then)."""
        with self._lock:
            if self.per_worker and self.in_worker >= self.per_worker:
                raise Full("worker", self.per_worker, 1)
            self.in_worker += 1
        # Not `secrets`: the recorded examples fix its output, and a lease id is no secret.
        lease_id = os.urandom(8).hex()
        taken: list[str] = []
        lease = Lease(self, lease_id, taken)
        try:
            for key, cap, which in (
                (client_set(client_id), self.per_client, "client"),
                (encounter_set(encounter_id), self.per_encounter, "encounter"),
            ):
                if not cap:
                    continue
                now_ms = int(time.time() * 1000)
                lapses, ttl = self.lapse_args()
                ok, wait_ms = self.take_script(
                    keys=[key], args=[now_ms, lease_id, lapses, cap, ttl]
                )
                if not int(ok):
                    wait = math.ceil(int(wait_ms) / 1000) if wait_ms else 1
                    raise Full(which, cap, max(1, min(wait, math.ceil(self.lease_s))))
                taken.append(key)
        except BaseException:
            lease.release()
            raise
        return lease
