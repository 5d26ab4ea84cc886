"""Settings from the environment; the only place that reads os.environ for the app."""

from __future__ import annotations

import os
from dataclasses import dataclass


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return float(raw) if raw else default


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return int(raw) if raw else default


@dataclass(frozen=True)
class Settings:
    redis_url: str | None
    redis_embedded: bool
    redis_timeout_s: float
    max_body_bytes: int
    encounter_ttl_s: int = 7 * 24 * 3600
    idempotency_ttl_s: int = 24 * 3600
    max_models: int = 200
    max_log_entries: int = 10_000
    # The bytes an encounter's log may hold (its entries' stored JSON), and how long after
    # its creation an encounter lives at most, however often it changes.
    max_encounter_bytes: int = 32 * 1024 * 1024
    encounter_max_age_s: int = 30 * 24 * 3600
    rate_limit: str | None = None
    api_keys: str | None = None
    cors_origins: str | None = None
    redis_cluster: bool = False
    events_heartbeat_s: float = 15.0
    redis_max_connections: int = 32
    recent_encounters: int = 1000
    recent_encounters_bytes: int = 16 * 1024 * 1024
    trusted_proxies: int = 0
    signing_key: str | None = None
    signing_key_file: str | None = None
    retired_keys: str | None = None
    retired_keys_file: str | None = None
    verify_max_bytes: int | None = None
    min_replicas_ack: int = 0
    replicas_ack_timeout_ms: int = 500
    # Live-update streams (docs/encounters.md, Live updates): at most this many open at once
    # per client (API key, else address) and per encounter, over all workers and replicas;
    # per worker, at most this many (0: three quarters of GUNICORN_WORKER_CONNECTIONS, so
    # the probes and other requests keep the rest). A cap of 0 is off.
    events_per_client: int = 32
    events_per_encounter: int = 200
    events_per_worker: int = 750
    # A stream's slot lapses this long after its worker last renewed it (a worker that died).
    events_lease_s: float = 30.0
    # How often an idle stream checks that its client is still connected.
    events_poll_s: float = 1.0
    # The recent log entries one worker keeps for its streams, in bytes of stored JSON.
    events_cache_bytes: int = 16 * 1024 * 1024
    # The address players' devices reach the service by (https://table.example.org), for
    # the join links /table/ hands out; unset: the address the game master's browser used.
    public_url: str | None = None

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            redis_url=os.environ.get("REDIS_URL") or None,
            redis_embedded=os.environ.get("REFEREE_REDIS_EMBEDDED") == "1",
            redis_timeout_s=_float("REFEREE_REDIS_TIMEOUT", 2.0),
            max_body_bytes=_int("REFEREE_MAX_BODY_BYTES", 64 * 1024),
            encounter_ttl_s=_int("REFEREE_ENCOUNTER_TTL", 7 * 24 * 3600),
            idempotency_ttl_s=_int("REFEREE_IDEMPOTENCY_TTL", 24 * 3600),
            max_models=_int("REFEREE_MAX_MODELS", 200),
            max_log_entries=_int("REFEREE_MAX_LOG_ENTRIES", 10_000),
            max_encounter_bytes=_int("REFEREE_MAX_ENCOUNTER_BYTES", 32 * 1024 * 1024),
            encounter_max_age_s=_int("REFEREE_ENCOUNTER_MAX_AGE", 30 * 24 * 3600),
            # Per client (a valid API key, else the address), e.g. "1200 per minute"; unset: off.
            # Each limited request costs one more Redis round trip (deploy/ sets one).
            rate_limit=os.environ.get("REFEREE_RATE_LIMIT") or None,
            api_keys=os.environ.get("REFEREE_API_KEYS") or None,
            cors_origins=os.environ.get("REFEREE_CORS_ORIGINS") or None,
            # REDIS_URL names one node of a Redis Cluster; the client finds the others.
            redis_cluster=os.environ.get("REFEREE_REDIS_CLUSTER") == "1",
            # Live updates: a comment line on an idle stream this often, in seconds.
            events_heartbeat_s=_float("REFEREE_EVENTS_HEARTBEAT", 15.0),
            # Redis connections one process opens at most (not for Redis Cluster).
            redis_max_connections=_int("REFEREE_REDIS_MAX_CONNECTIONS", 32),
            # Encounters one process remembers as it last wrote them, so that their next
            # step skips one read (store.encounters.Recent); no answer depends on the copy.
            # 0: a process keeps nothing between requests (docs/encounters.md, Storage).
            recent_encounters=_int("REFEREE_RECENT_ENCOUNTERS", 1000),
            recent_encounters_bytes=_int("REFEREE_RECENT_ENCOUNTERS_BYTES", 16 * 1024 * 1024),
            # Reverse proxies in front of the service that set X-Forwarded-For/-Proto; 0 (no
            # proxy): those headers are the client's own words and are ignored.
            trusted_proxies=_int("REFEREE_TRUSTED_PROXIES", 0),
            # The Ed25519 key that signs the records (PEM, PKCS#8), as a secret's value or a
            # file; unset: one is generated and kept in Redis, not durable (store.keys).
            signing_key=os.environ.get("REFEREE_SIGNING_KEY") or None,
            signing_key_file=os.environ.get("REFEREE_SIGNING_KEY_FILE") or None,
            # Public keys of earlier signing keys (a JWK set or PEM keys), still published.
            retired_keys=os.environ.get("REFEREE_RETIRED_KEYS") or None,
            retired_keys_file=os.environ.get("REFEREE_RETIRED_KEYS_FILE") or None,
            # POST /v1/verify's own body limit; unset: sized to the largest encounter.
            verify_max_bytes=_int("REFEREE_VERIFY_MAX_BYTES", 0) or None,
            # Replicas that must hold a change before it is answered (Redis WAIT); 0: the
            # primary's word is enough (docs/encounters.md, Storage: what a failover loses).
            min_replicas_ack=_int("REFEREE_MIN_REPLICAS_ACK", 0),
            replicas_ack_timeout_ms=_int("REFEREE_REPLICAS_ACK_TIMEOUT_MS", 500),
            events_per_client=_int("REFEREE_EVENTS_PER_CLIENT", 32),
            events_per_encounter=_int("REFEREE_EVENTS_PER_ENCOUNTER", 200),
            events_per_worker=_int("REFEREE_EVENTS_PER_WORKER", 0)
            or max(1, _int("GUNICORN_WORKER_CONNECTIONS", 1000) * 3 // 4),
            events_lease_s=_float("REFEREE_EVENTS_LEASE", 30.0),
            events_poll_s=_float("REFEREE_EVENTS_POLL", 1.0),
            events_cache_bytes=_int("REFEREE_EVENTS_CACHE_BYTES", 16 * 1024 * 1024),
            public_url=os.environ.get("REFEREE_PUBLIC_URL") or None,
        )
