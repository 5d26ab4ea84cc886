from typing import Literal

WalkaSystemId = Literal["walka"]

WALKA_SYSTEM_ID_VALUES: set[WalkaSystemId] = {
    "walka",
}


def check_walka_system_id(value: str) -> WalkaSystemId:
    if value in WALKA_SYSTEM_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_SYSTEM_ID_VALUES!r}")
