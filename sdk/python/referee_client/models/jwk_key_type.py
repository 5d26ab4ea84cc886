from typing import Literal, cast

JwkKeyType = Literal["OKP"]

JWK_KEY_TYPE_VALUES: set[JwkKeyType] = {
    "OKP",
}


def check_jwk_key_type(value: str) -> JwkKeyType:
    if value in JWK_KEY_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(JwkKeyType, value)
