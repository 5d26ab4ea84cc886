from typing import Literal, cast

WalkaHitLocationOddsRequestMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_ODDS_REQUEST_MODE_VALUES: set[WalkaHitLocationOddsRequestMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_odds_request_mode(value: str) -> WalkaHitLocationOddsRequestMode:
    if value in WALKA_HIT_LOCATION_ODDS_REQUEST_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHitLocationOddsRequestMode, value)
