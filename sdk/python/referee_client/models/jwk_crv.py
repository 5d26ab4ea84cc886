from typing import Literal, cast

JwkCrv = Literal["Ed25519"]

JWK_CRV_VALUES: set[JwkCrv] = {
    "Ed25519",
}


def check_jwk_crv(value: str) -> JwkCrv:
    if value in JWK_CRV_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkCrv, value)
