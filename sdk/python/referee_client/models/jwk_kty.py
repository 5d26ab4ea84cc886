from typing import Literal, cast

JwkKty = Literal["OKP"]

JWK_KTY_VALUES: set[JwkKty] = {
    "OKP",
}


def check_jwk_kty(value: str) -> JwkKty:
    if value in JWK_KTY_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkKty, value)
