"""The proof in a `referee-encounter-v2` export, checked offline: the log's hash chain and
the service's Ed25519 signatures (Referee's docs/encounters.md, "The record is proof").

- An entry's hash is SHA-256 (hex) of the RFC 8785 canonical JSON of the entry without
  `hidden` and `head_hash`; entry 0's `prev_hash` is the encounter's `seed_commitment`,
  entry k's is entry k-1's hash, and the encounter's `head_hash` is the last entry's.
- A sealed step's `hidden_hash` is HMAC-SHA256 keyed with the server seed over the
  canonical JSON of {"index": k, "hidden": <the revealed hidden part>}.
- `signatures.commitment` signs the canonical JSON of `commitment_payload(encounter)`,
  `signatures.record` that of `record_payload(encounter)`, each with the key the JWK set
  names by `kid` (Ed25519, RFC 8037; kid is the key's RFC 7638 thumbprint).

The canonical JSON is the `rfc8785` package's, the signatures the `cryptography`
package's: no cryptography here is written by hand.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from collections.abc import Mapping, Sequence
from typing import Any

import rfc8785
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

NOT_HASHED = frozenset({"hidden", "head_hash"})


def canonical(value: Any) -> bytes:
    return rfc8785.dumps(value)


def entry_hash(entry: Mapping[str, Any]) -> str:
    hashed = {k: v for k, v in entry.items() if k not in NOT_HASHED}
    return hashlib.sha256(canonical(hashed)).hexdigest()


def hidden_hash(server_seed: str, index: int, hidden: Any) -> str:
    message = canonical({"index": index, "hidden": hidden})
    return hmac.new(server_seed.encode("utf-8"), message, hashlib.sha256).hexdigest()


def commitment_payload(encounter: Mapping[str, Any]) -> dict[str, Any]:
    """What the service signed at creation."""
    return {"record": "referee-commitment-v1", **_identity(encounter)}


def record_payload(encounter: Mapping[str, Any]) -> dict[str, Any]:
    """What the service signed at the reveal."""
    revealed = ("server_seed", "side_seeds", "log_length", "head_hash", "version")
    return {
        "record": "referee-record-v1",
        **_identity(encounter),
        **{k: encounter.get(k) for k in revealed},
    }


def _identity(encounter: Mapping[str, Any]) -> dict[str, Any]:
    named = ("system", "rules_versions", "created_at", "seed_commitment", "client_seed")
    return {"encounter_id": encounter.get("id"), **{k: encounter.get(k) for k in named}}


def chain_failures(
    log: Sequence[Mapping[str, Any]], encounter: Mapping[str, Any]
) -> list[tuple[int, str]]:
    """Each break of the chain, as (log position, words); position len(log) is the head."""
    server_seed = encounter.get("server_seed")
    head: str | None = encounter.get("seed_commitment")
    found: list[tuple[int, str]] = []
    for position, entry in enumerate(log):
        step = entry.get("step", "?")
        where = f"log[{position}] ({step})"
        if entry.get("prev_hash") != head:
            found.append(
                (
                    position,
                    f"{where} prev_hash {entry.get('prev_hash')!r} is not the hash of the "
                    f"entry before it ({head!r}): an entry was removed, changed or moved",
                )
            )
            return found
        hidden = entry.get("hidden")
        if hidden is not None and isinstance(server_seed, str):
            expected = _try(hidden_hash, server_seed, position, hidden)
            if expected != entry.get("hidden_hash"):
                found.append((position, f"{where} hidden is not what its hidden_hash committed to"))
        head = _try(entry_hash, entry)
        if head is None:
            found.append((position, f"{where} is not JSON that RFC 8785 can write"))
            return found
    if head != encounter.get("head_hash"):
        found.append(
            (
                len(log),
                f"the log's head hash is {head!r}, the encounter says "
                f"{encounter.get('head_hash')!r}: entries are missing at the end or changed",
            )
        )
    return found


def key_set(keys: Any) -> dict[str, Any]:
    """A JWK set from a mapping, the typed KeySet, or JSON text (e.g. a saved jwks.json)."""
    if hasattr(keys, "to_dict"):
        keys = keys.to_dict()
    elif isinstance(keys, str | bytes | bytearray):
        keys = json.loads(keys)
    if not isinstance(keys, Mapping) or not isinstance(keys.get("keys"), list):
        raise TypeError('keys must be a JWK set: {"keys": [...]}, as a mapping or JSON text')
    return dict(keys)


def _thumbprint(x: str) -> str:
    members = {"crv": "Ed25519", "kty": "OKP", "x": x}
    digest = hashlib.sha256(canonical(members)).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def signature_problem(keys: Mapping[str, Any], payload: Any, signature: Any) -> str | None:
    """None when `signature` signs `payload` with a key of the set, else why not."""
    if not isinstance(signature, Mapping):
        return "there is no signature"
    if signature.get("alg") != "EdDSA":
        return f"the signature's alg is {signature.get('alg')!r}, not 'EdDSA'"
    kid = signature.get("kid")
    for jwk in keys.get("keys", []):
        if not isinstance(jwk, Mapping) or jwk.get("kid") != kid:
            continue
        if jwk.get("kty") != "OKP" or jwk.get("crv") != "Ed25519":
            continue
        x = str(jwk.get("x", ""))
        if _thumbprint(x) != kid:
            return f"the key set's key {kid!r} is not the key that id names"
        try:
            key = Ed25519PublicKey.from_public_bytes(_unb64url(x))
            key.verify(_unb64url(str(signature.get("signature", ""))), canonical(payload))
        except (InvalidSignature, ValueError):
            return f"the signature does not match the signed record under key {kid!r}"
        return None
    return f"the key {kid!r} is not one of the key set's Ed25519 keys"


def _try(compute: Any, *args: Any) -> str | None:
    try:
        result: str = compute(*args)
        return result
    except (rfc8785.CanonicalizationError, TypeError, ValueError):
        return None
