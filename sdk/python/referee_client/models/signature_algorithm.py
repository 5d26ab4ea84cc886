from typing import Literal, cast

SignatureAlgorithm = Literal["EdDSA"]

SIGNATURE_ALGORITHM_VALUES: set[SignatureAlgorithm] = {
    "EdDSA",
}


def check_signature_algorithm(value: str) -> SignatureAlgorithm:
    if value in SIGNATURE_ALGORITHM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(SignatureAlgorithm, value)
