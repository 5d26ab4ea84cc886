from typing import Literal, cast

JwkCurve = Literal["Ed25519"]

JWK_CURVE_VALUES: set[JwkCurve] = {
    "Ed25519",
}


def check_jwk_curve(value: str) -> JwkCurve:
    if value in JWK_CURVE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkCurve, value)
