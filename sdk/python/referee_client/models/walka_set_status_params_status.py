from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_SET_STATUS_PARAMS_STATUS_VALUES!r}")
