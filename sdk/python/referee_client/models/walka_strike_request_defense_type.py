from typing import Literal, cast

WalkaStrikeRequestDefenseType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_STRIKE_REQUEST_DEFENSE_TYPE_VALUES: set[WalkaStrikeRequestDefenseType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_strike_request_defense_type(value: str) -> WalkaStrikeRequestDefenseType:
    if value in WALKA_STRIKE_REQUEST_DEFENSE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestDefenseType, value)
