from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.jwk_curve import JwkCurve, check_jwk_curve
from ..models.jwk_key_type import JwkKeyType, check_jwk_key_type
from ..models.jwk_use import JwkUse, check_jwk_use
from ..models.signature_algorithm import SignatureAlgorithm, check_signature_algorithm

T = TypeVar("T", bound="Jwk")


@_attrs_define
class Jwk:
    """
    Attributes:
        kty (JwkKeyType): A closed set: the server sends only these values today. A later version may add values without
            a new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        crv (JwkCurve): A closed set: the server sends only these values today. A later version may add values without a
            new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        x (str): The public key, base64url.
        kid (str): Its RFC 7638 thumbprint.
        alg (SignatureAlgorithm): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        use (JwkUse): A closed set: the server sends only these values today. A later version may add values without a
            new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
    """

    kty: JwkKeyType
    crv: JwkCurve
    x: str
    kid: str
    alg: SignatureAlgorithm
    use: JwkUse

    def to_dict(self) -> dict[str, Any]:
        kty: str = self.kty

        crv: str = self.crv

        x = self.x

        kid = self.kid

        alg: str = self.alg

        use: str = self.use

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kty": kty,
                "crv": crv,
                "x": x,
                "kid": kid,
                "alg": alg,
                "use": use,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kty = check_jwk_key_type(d.pop("kty"))

        crv = check_jwk_curve(d.pop("crv"))

        x = d.pop("x")

        kid = d.pop("kid")

        alg = check_signature_algorithm(d.pop("alg"))

        use = check_jwk_use(d.pop("use"))

        jwk = cls(
            kty=kty,
            crv=crv,
            x=x,
            kid=kid,
            alg=alg,
            use=use,
        )

        return jwk
