from typing import Literal, cast

WalkaStrikeOddsRequestLocationMode = Literal["chosen", "random"]

WALKA_STRIKE_ODDS_REQUEST_LOCATION_MODE_VALUES: set[WalkaStrikeOddsRequestLocationMode] = {
    "chosen",
    "random",
}


def check_walka_strike_odds_request_location_mode(value: str) -> WalkaStrikeOddsRequestLocationMode:
    if value in WALKA_STRIKE_ODDS_REQUEST_LOCATION_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeOddsRequestLocationMode, value)
