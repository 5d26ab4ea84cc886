from typing import Literal, cast

WalkaDefenseOddsRequestType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_ODDS_REQUEST_TYPE_VALUES: set[WalkaDefenseOddsRequestType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense_odds_request_type(value: str) -> WalkaDefenseOddsRequestType:
    if value in WALKA_DEFENSE_ODDS_REQUEST_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseOddsRequestType, value)
