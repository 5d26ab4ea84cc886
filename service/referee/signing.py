"""Ed25519 signatures of the record and the JWK set of the keys that check them.

docs/encounters.md, "The record is proof". What is signed is the RFC 8785 canonical JSON of
a payload (referee.encounters.proof builds them); a signature is
{"alg": "EdDSA", "kid": <key id>, "signature": <base64url, no padding>}. A key's id is
its RFC 7638 thumbprint (base64url of the SHA-256 of {"crv","kty","x"} in canonical JSON),
so anyone can tell which key a signature names from the key alone. Every piece of
cryptography is the `cryptography` package's.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from referee.chain import canonical

ALG = "EdDSA"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def jwk(key: Ed25519PublicKey) -> dict:
    """The public key as a JWK (RFC 8037: OKP, Ed25519) with its thumbprint as `kid`."""
    members = {"crv": "Ed25519", "kty": "OKP", "x": b64url(raw_public(key))}
    kid = b64url(hashlib.sha256(canonical(members)).digest())
    return {**members, "kid": kid, "alg": ALG, "use": "sig"}


def new_private_pem() -> bytes:
    return Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def load_private(pem: bytes) -> Ed25519PrivateKey:
    key = serialization.load_pem_private_key(pem, password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError("the signing key is not an Ed25519 private key (PEM, PKCS#8)")
    return key


def public_from_jwk(entry: Any) -> Ed25519PublicKey | None:
    """An Ed25519 key from one JWK of a set; None for any other kind of key."""
    if not isinstance(entry, dict) or entry.get("kty") != "OKP" or entry.get("crv") != "Ed25519":
        return None
    try:
        return Ed25519PublicKey.from_public_bytes(unb64url(str(entry.get("x", ""))))
    except ValueError:
        return None


def older_keys(text: str | None) -> list[Ed25519PublicKey]:
    """Retired public keys, still listed so that what they signed still verifies: a JWK set
    ({"keys": [...]}) or PEM public keys one after another."""
    if not text or not text.strip():
        return []
    if text.lstrip().startswith("{"):
        keys = [public_from_jwk(k) for k in json.loads(text).get("keys", [])]
        if None in keys:
            raise ValueError("a retired key is not an Ed25519 JWK (kty OKP, crv Ed25519, x)")
        return [k for k in keys if k is not None]
    found = []
    for block in text.split("-----END PUBLIC KEY-----"):
        if "-----BEGIN PUBLIC KEY-----" in block:
            key = serialization.load_pem_public_key(
                (block.strip() + "\n-----END PUBLIC KEY-----\n").encode()
            )
            if not isinstance(key, Ed25519PublicKey):
                raise ValueError("a retired key is not an Ed25519 public key")
            found.append(key)
    return found


def verify(keys: dict, payload: Any, signature: Any) -> str | None:
    """None when `signature` signs `payload` with a key of the JWK set `keys`, else why not."""
    if not isinstance(signature, dict):
        return "there is no signature"
    if signature.get("alg") != ALG:
        return f"the signature's alg is {signature.get('alg')!r}, not {ALG!r}"
    kid = signature.get("kid")
    listed = [k for k in keys.get("keys", []) if isinstance(k, dict) and k.get("kid") == kid]
    key = public_from_jwk(listed[0]) if listed else None
    if key is None or jwk(key)["kid"] != kid:
        return f"the key {kid!r} is not one of the key set's Ed25519 keys"
    try:
        key.verify(unb64url(str(signature.get("signature", ""))), canonical(payload))
    except (InvalidSignature, ValueError):
        return f"the signature does not match the signed record under key {kid!r}"
    return None


@dataclass(frozen=True)
class SigningKey:
    private: Ed25519PrivateKey
    kid: str
    durable: bool  # False: generated at first start and kept only as long as the store


class Keys:
    """The service's current signing key and every public key it ever signed with.

    The current key is loaded once, on first use (`load`: from the environment, or the
    one generated and shared through the store), so a process starts even while the
    store is still coming up.
    """

    def __init__(self, load: Callable[[], tuple[bytes, bool]], older: list[Ed25519PublicKey]):
        self._load = load
        self._older = older
        self._key: SigningKey | None = None
        self._lock = threading.Lock()

    def current(self) -> SigningKey:
        if self._key is None:
            with self._lock:
                if self._key is None:
                    pem, durable = self._load()
                    private = load_private(pem)
                    self._key = SigningKey(private, jwk(private.public_key())["kid"], durable)
        return self._key

    def sign(self, payload: Any) -> dict:
        key = self.current()
        signature = key.private.sign(canonical(payload))
        return {"alg": ALG, "kid": key.kid, "signature": b64url(signature)}

    def jwks(self) -> dict:
        current = jwk(self.current().private.public_key())
        older = [jwk(k) for k in self._older]
        return {"keys": [current, *(k for k in older if k["kid"] != current["kid"])]}
