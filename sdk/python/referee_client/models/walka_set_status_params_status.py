from typing import Literal, cast

WalkaSetStatusParamsStatus = Literal["active", "bound", "dead", "fled", "unconscious"]

WALKA_SET_STATUS_PARAMS_STATUS_VALUES: set[WalkaSetStatusParamsStatus] = {
    "active",
    "bound",
    "dead",
    "fled",
    "unconscious",
}


def check_walka_set_status_params_status(value: str) -> WalkaSetStatusParamsStatus:
    if value in WALKA_SET_STATUS_PARAMS_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaSetStatusParamsStatus, value)
