from typing import Literal, cast

SigningKeyKind = Literal["configured", "generated"]

SIGNING_KEY_KIND_VALUES: set[SigningKeyKind] = {
    "configured",
    "generated",
}


def check_signing_key_kind(value: str) -> SigningKeyKind:
    if value in SIGNING_KEY_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(SigningKeyKind, value)
