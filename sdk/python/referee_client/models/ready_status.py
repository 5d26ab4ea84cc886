from typing import Literal, cast

ReadyStatus = Literal["ready"]

READY_STATUS_VALUES: set[ReadyStatus] = {
    "ready",
}


def check_ready_status(value: str) -> ReadyStatus:
    if value in READY_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(ReadyStatus, value)
