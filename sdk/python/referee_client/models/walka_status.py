from typing import Literal, cast

WalkaStatus = Literal["active", "bound", "dead", "fled", "unconscious"]

WALKA_STATUS_VALUES: set[WalkaStatus] = {
    "active",
    "bound",
    "dead",
    "fled",
    "unconscious",
}


def check_walka_status(value: str) -> WalkaStatus:
    if value in WALKA_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStatus, value)
