from typing import Literal

WalkaDefenseRequestType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_REQUEST_TYPE_VALUES: set[WalkaDefenseRequestType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense_request_type(value: str) -> WalkaDefenseRequestType:
    if value in WALKA_DEFENSE_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_REQUEST_TYPE_VALUES!r}")
