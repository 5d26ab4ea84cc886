from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.jwk_alg import JwkAlg, check_jwk_alg
from ..models.jwk_crv import JwkCrv, check_jwk_crv
from ..models.jwk_kty import JwkKty, check_jwk_kty
from ..models.jwk_use import JwkUse, check_jwk_use

T = TypeVar("T", bound="Jwk")


@_attrs_define
class Jwk:
    """
    Attributes:
        kty (JwkKty): Always `OKP`.
        crv (JwkCrv): Always `Ed25519`.
        x (str): The public key, base64url.
        kid (str): Its RFC 7638 thumbprint.
        alg (JwkAlg): Always `EdDSA`.
        use (JwkUse): Always `sig`.
    """

    kty: JwkKty
    crv: JwkCrv
    x: str
    kid: str
    alg: JwkAlg
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
        kty = check_jwk_kty(d.pop("kty"))

        crv = check_jwk_crv(d.pop("crv"))

        x = d.pop("x")

        kid = d.pop("kid")

        alg = check_jwk_alg(d.pop("alg"))

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
