from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseRequestType, value)
