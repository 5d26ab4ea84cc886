from typing import Literal, cast

SealedStatus = Literal["waiting"]

SEALED_STATUS_VALUES: set[SealedStatus] = {
    "waiting",
}


def check_sealed_status(value: str) -> SealedStatus:
    if value in SEALED_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(SealedStatus, value)
