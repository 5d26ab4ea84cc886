from typing import Literal, cast

SignatureAlg = Literal["EdDSA"]

SIGNATURE_ALG_VALUES: set[SignatureAlg] = {
    "EdDSA",
}


def check_signature_alg(value: str) -> SignatureAlg:
    if value in SIGNATURE_ALG_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(SignatureAlg, value)
