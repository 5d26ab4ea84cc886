"""The service's signing keys: from the environment, or one generated and shared.

REFEREE_SIGNING_KEY (the PEM itself, e.g. from a secret) or REFEREE_SIGNING_KEY_FILE (a
path to it) is the durable way (docs/encounters.md, "The record is proof"). Without
either, the first process to need a key generates one and stores it in Redis with SET NX,
so every gunicorn worker (and every replica on the same Redis) signs with the same key;
it lasts only as long as that Redis keeps it, which /readyz and the docs say.
REFEREE_RETIRED_KEYS(_FILE) lists the public keys signed with before a rotation.
"""

from __future__ import annotations

from pathlib import Path

import redis

from referee import signing
from referee.config import Settings

GENERATED_KEY = "referee:signing-key"


def signing_keys(client: redis.Redis, settings: Settings) -> signing.Keys:
    retired = settings.retired_keys
    if settings.retired_keys_file:
        retired = Path(settings.retired_keys_file).read_text("utf-8")
    return signing.Keys(lambda: _current(client, settings), signing.older_keys(retired))


def _current(client: redis.Redis, settings: Settings) -> tuple[bytes, bool]:
    if settings.signing_key:
        return settings.signing_key.encode(), True
    if settings.signing_key_file:
        return Path(settings.signing_key_file).read_bytes(), True
    client.set(GENERATED_KEY, signing.new_private_pem(), nx=True)
    return client.get(GENERATED_KEY), False
