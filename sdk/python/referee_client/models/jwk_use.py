from typing import Literal, cast

JwkUse = Literal["sig"]

JWK_USE_VALUES: set[JwkUse] = {
    "sig",
}


def check_jwk_use(value: str) -> JwkUse:
    if value in JWK_USE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkUse, value)
