from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.signature_alg import SignatureAlg, check_signature_alg

T = TypeVar("T", bound="Signature")


@_attrs_define
class Signature:
    """
    Attributes:
        alg (SignatureAlg): Always `EdDSA` (Ed25519).
        kid (str): The key's id in GET /.well-known/jwks.json (RFC 7638).
        signature (str): base64url, no padding.
    """

    alg: SignatureAlg
    kid: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        alg: str = self.alg

        kid = self.kid

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "alg": alg,
                "kid": kid,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alg = check_signature_alg(d.pop("alg"))

        kid = d.pop("kid")

        signature = d.pop("signature")

        signature = cls(
            alg=alg,
            kid=kid,
            signature=signature,
        )

        return signature
