from typing import Literal, cast

JwkAlg = Literal["EdDSA"]

JWK_ALG_VALUES: set[JwkAlg] = {
    "EdDSA",
}


def check_jwk_alg(value: str) -> JwkAlg:
    if value in JWK_ALG_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkAlg, value)
