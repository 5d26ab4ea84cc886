from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.signature_algorithm import SignatureAlgorithm, check_signature_algorithm

T = TypeVar("T", bound="Signature")


@_attrs_define
class Signature:
    """
    Attributes:
        alg (SignatureAlgorithm): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        kid (str): The key's id in GET /.well-known/jwks.json (RFC 7638).
        signature (str): base64url, no padding.
    """

    alg: SignatureAlgorithm
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
        alg = check_signature_algorithm(d.pop("alg"))

        kid = d.pop("kid")

        signature = d.pop("signature")

        signature = cls(
            alg=alg,
            kid=kid,
            signature=signature,
        )

        return signature
