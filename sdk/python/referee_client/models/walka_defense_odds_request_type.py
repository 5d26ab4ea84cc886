from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_ODDS_REQUEST_TYPE_VALUES!r}")
